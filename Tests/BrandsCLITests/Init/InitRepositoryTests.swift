import BrandsCLI
import Foundation
import Support
import Testing
import XCConfig

/// `brands init` on repositories of the five shapes real multi-brand apps take, then `validate`, `list`, `show` and
/// `settings --scheme` with the manifest it wrote and no other file added.
@Suite struct InitRepositoryTests {
    /// One repository and what brands must say about it.
    struct Shape: CustomTestStringConvertible, Sendable {
        let name: String
        /// What `init` prints.
        let manifest: String
        /// What `list` prints after `init --write`.
        let list: String
        /// A clone and lines `show` prints for it.
        let show: (clone: String, lines: [String])
        /// A scheme and settings `settings --scheme` prints for it.
        let scheme: (name: String, lines: [String])?
        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        Shape(
            name: "TargetPerBrand",
            manifest: """
                {
                  "version": 1,
                  "clones": { "exclude": ["TestHost"] },
                  "schema": null
                }

                """,
            list: """
                ID       NAME      BUNDLE IDENTIFIER     VERSION  BUILD
                AcmeApp  Acme      com.example.acme      4.3.3    947
                AcmePro  Acme Pro  com.example.acme.pro  4.3.3    947

                """,
            show: ("AcmePro", ["display name       Acme Pro              Configs/AcmePro.xcconfig:4"]),
            scheme: (
                "AcmeApp",
                ["PRODUCT_BUNDLE_IDENTIFIER = com.example.acme", "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon"]
            )),
        Shape(
            name: "ConfigurationPerBrand",
            manifest: """
                {
                  "version": 1,
                  "clones": {
                    "from": "configurations",
                    "target": "Blockzilla",
                    "groups": {
                      "Klar": { "Debug": "KlarDebug", "Release": "KlarRelease" },
                      "Focus": { "Debug": "FocusDebug", "Release": "FocusRelease" }
                    }
                  },
                  "schema": null
                }

                """,
            list: """
                ID     NAME           BUNDLE IDENTIFIER  VERSION  BUILD
                Focus  Firefox Focus  org.example.Focus  9000     1
                Klar   Firefox Klar   org.example.Klar   9000     1

                """,
            show: (
                "Klar",
                [
                    "bundle identifier  org.example.Klar  Blockzilla.xcodeproj/project.pbxproj:210",
                    "version            9000              Blockzilla/Info.plist:12",
                ]
            ),
            scheme: ("Blockzilla", ["CONFIGURATION = FocusRelease", "PRODUCT_NAME = Firefox Focus"])),
        Shape(
            name: "ChannelXCConfigs",
            manifest: """
                {
                  "version": 1,
                  "schema": null
                }

                """,
            list: """
                ID         NAME  BUNDLE IDENTIFIER      VERSION  BUILD
                News       News  com.example.news       7.75     7.75.0
                News-Beta  News  com.example.news.beta  7.75     7.75.0

                """,
            show: ("News", ["team               PZYM8XX95Q        Config/News.base.xcconfig:4"]),
            scheme: ("News Beta", ["PRODUCT_BUNDLE_IDENTIFIER = com.example.news.beta", "CONFIGURATION = Beta"])),
        Shape(
            name: "ExcludedBrandFolders",
            manifest: """
                {
                  "version": 1,
                  "schema": null
                }

                """,
            list: """
                ID     NAME          BUNDLE IDENTIFIER       VERSION  BUILD
                Lime   Lime Grocer   com.example.shop.lime   3.1      12
                Mango  Mango Market  com.example.shop.mango  3.1      12

                """,
            // Both brands' catalogs have an `AppIcon`; each configuration builds its own brand's only, so no
            // collision is reported (validate above is clean).
            show: ("Mango", ["display name       Mango Market            Brands/Mango/Mango.xcconfig:4"]),
            scheme: ("Lime", ["INCLUDED_SOURCE_FILE_NAMES = Brands/Lime/*", "CONFIGURATION = Lime Release"])),
        Shape(
            name: "InfoFolders",
            manifest: """
                {
                  "version": 1,
                  "clones": { "folder": "{clone}", "config_file": "info.json" },
                  "xcconfig": null,
                  "identity": { "bundle_identifier": "bundle_id", "display_name": "app_name", "team": "development_team" },
                  "schema": null
                }

                """,
            list: """
                ID     NAME          BUNDLE IDENTIFIER  VERSION  BUILD
                alpha  Alpha Reader  org.example.alpha
                beta   Beta Reader   org.example.beta

                """,
            show: ("beta", ["bundle identifier  org.example.beta  beta/info.json:4"]), scheme: nil),
    ]

    @Test(arguments: shapes)
    func initProposesWritesAndEveryCloneValidates(_ shape: Shape) throws {
        let fileSystem = FixtureRepository.load(shape.name)
        let proposed = FixtureRepository.run(["init"], on: fileSystem)
        #expect(proposed.status == .success, "\(proposed.standardError)")
        #expect(proposed.standardOutput == shape.manifest)
        #expect(!fileSystem.exists(FixtureRepository.root + "/brands.json"))
        let written = FixtureRepository.run(["init", "--write"], on: fileSystem)
        #expect(written.status == .success)
        let manifest = try fileSystem.contents(of: FixtureRepository.root + "/brands.json")
        #expect(String(decoding: manifest, as: UTF8.self) == shape.manifest)
        let validated = FixtureRepository.run(["validate"], on: fileSystem)
        #expect(validated.status == .success)
        #expect(validated.standardOutput == "0 errors, 0 warnings in 2 clones\n", "\(validated.standardOutput)")
        let listed = FixtureRepository.run(["list"], on: fileSystem)
        #expect(listed.standardOutput == shape.list)
        #expect(listed.status == .success, "\(listed.standardError)")
        let shown = FixtureRepository.run(["show", shape.show.clone], on: fileSystem)
        for line in shape.show.lines {
            #expect(shown.standardOutput.contains(line), "\(shown.standardOutput)")
        }
        if let (scheme, lines) = shape.scheme {
            let settings = FixtureRepository.run(["settings", "--scheme", scheme], on: fileSystem)
            #expect(settings.status == .success, "\(settings.standardError)")
            for line in lines {
                #expect(settings.standardOutput.contains(line + "\n"), "\(line)")
            }
        }
    }

    @Test func writingRefusesAnExistingManifestUnlessForced() throws {
        let fileSystem = FixtureRepository.load("InfoFolders", changing: ["brands.json": "{ \"version\": 1 }\n"])
        let refused = FixtureRepository.run(["init", "--write"], on: fileSystem)
        #expect(refused.status == .failure)
        #expect(refused.standardError.contains("error: brands.json exists at '/repo'; pass --force to replace it"))
        #expect(try fileSystem.contents(of: "/repo/brands.json") == Array("{ \"version\": 1 }\n".utf8))
        let forced = FixtureRepository.run(["init", "--write", "--force"], on: fileSystem)
        #expect(forced.status == .success)
        #expect(try fileSystem.contents(of: "/repo/brands.json") == Array(forced.standardOutput.utf8))
        #expect(FixtureRepository.run(["init", "--force"], on: fileSystem).status == .usageError)
    }

    @Test func eachSchemesTargetAndConfigurationsAreInItsOwnParenthesis() {
        let run = FixtureRepository.run(["init"], on: FixtureRepository.load("ExcludedBrandFolders"))
        #expect(
            run.standardError.contains(
                "- 2 shared schemes build and run an application of their own: "
                    + "Lime (target Shop, in Lime Debug/Lime Release), Mango (target Shop, in Mango Debug/Mango Release)\n"
            ), "\(run.standardError)")
        let blockzilla = FixtureRepository.run(["init"], on: FixtureRepository.load("ConfigurationPerBrand"))
        #expect(
            blockzilla.standardError.contains(
                "- 1 shared scheme builds and runs an application of its own: Blockzilla (in FocusDebug/FocusRelease)\n"
            ), "\(blockzilla.standardError)")
    }

    /// A workspace that lists the clones' project with what it needs to build (the Pods project, another project,
    /// local packages) is the one proposed: planetary-ios's project alone has neither its Pods nor its packages.
    @Test func theWorkspaceThatBuildsTheClonesIsProposed() {
        let lib = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tP0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (); };
            \t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0); defaultConfigurationName = Release; };
            \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
            \t\tG0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t};
            \trootObject = P0;
            }

            """
        let workspace = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Acme.xcodeproj"></FileRef>
               <FileRef location = "group:Vendor/Lib.xcodeproj"></FileRef>
               <FileRef location = "group:Kit"></FileRef>
            </Workspace>

            """
        let changes: [String: String?] = [
            "Vendor/Lib.xcodeproj/project.pbxproj": lib, "Kit/Package.swift": "// swift-tools-version:5.9\n",
            "Acme.xcworkspace/contents.xcworkspacedata": workspace,
        ]
        let run = FixtureRepository.run(["init"], on: FixtureRepository.load("TargetPerBrand", changing: changes))
        #expect(run.standardOutput.contains("\"project\": \"Acme.xcworkspace\""), "\(run.standardOutput)")
        #expect(
            run.standardError.contains(
                "- project: Acme.xcworkspace, the workspace the clones are built in: it lists Acme.xcodeproj with "
                    + "Vendor/Lib.xcodeproj and Kit, which they need\n"), "\(run.standardError)")
        // Without the workspace, the project holding every clone is proposed, as before.
        var alone = changes
        alone["Acme.xcworkspace/contents.xcworkspacedata"] = nil
        let project = FixtureRepository.run(["init"], on: FixtureRepository.load("TargetPerBrand", changing: alone))
        #expect(project.standardOutput.contains("\"project\": \"Acme.xcodeproj\""), "\(project.standardOutput)")
    }

    /// A scheme kept in the project builds in that workspace too: CI gets `workspace` in the matrix (mattermost-mobile's
    /// `xcodebuild -project` had no Pods), and a change to the workspace touches the clones.
    @Test func aSchemeOfTheProjectBuildsInTheWorkspaceThatHasItsPods() {
        let workspace = FixtureRepository.acmeWorkspaceWithPods
        let fileSystem = FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                "Acme.xcworkspace/contents.xcworkspacedata": workspace,
                "brands.json": "{ \"version\": 1, \"clones\": { \"exclude\": [\"TestHost\"] }, \"schema\": null }\n",
            ])
        let run = FixtureRepository.run(
            ["affected", "--paths", "Acme.xcworkspace/contents.xcworkspacedata", "--format", "matrix"], on: fileSystem)
        #expect(
            run.standardOutput
                == "{\"include\":[{\"clone\":\"AcmeApp\",\"configuration\":\"Release\",\"scheme\":\"AcmeApp\","
                + "\"workspace\":\"Acme.xcworkspace\"},{\"clone\":\"AcmePro\",\"configuration\":\"Release\","
                + "\"scheme\":\"AcmePro\",\"workspace\":\"Acme.xcworkspace\"}]}\n",
            "\(run.standardOutput)\(run.standardError)")
    }

    /// A project's scheme named as one of the workspace of the project's name, which archives another
    /// configuration, is a clone `…-project` (Provenance's two `Provenance` schemes: one was left out with an error
    /// asking for ids in brands.json, which init did not propose).
    @Test func aProjectsSchemeNamedAsItsWorkspacesIsToldApart() {
        let scheme = "Acme.xcodeproj/xcshareddata/xcschemes/AcmePro.xcscheme"
        let fileSystem = FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                "brands.json": nil,
                "Acme.xcworkspace/contents.xcworkspacedata": """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0">
                   <FileRef location = "group:Acme.xcodeproj"></FileRef>
                </Workspace>

                """,
                "Acme.xcworkspace/xcshareddata/xcschemes/AcmePro.xcscheme": FixtureRepository.read(
                    "TargetPerBrand", scheme, replacing: "<ArchiveAction\n      buildConfiguration = \"Release\"",
                    with: "<ArchiveAction\n      buildConfiguration = \"Debug\""),
            ])
        let run = FixtureRepository.run(["list"], on: fileSystem)
        #expect(run.standardOutput.contains("\nAcmePro "), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("\nAcmePro-project "), "\(run.standardOutput)")
        #expect(!run.standardError.contains("clone_definition"), "\(run.standardError)")
        // init names the container each scheme is in, the workspace for the one kept by name.
        let proposal = FixtureRepository.run(["init"], on: fileSystem)
        #expect(
            proposal.standardError.contains("AcmePro (Acme.xcworkspace), AcmePro-project (Acme.xcodeproj)"),
            "\(proposal.standardError)")
    }

    /// Schemes of one name in several projects are clones told apart by their projects' paths (ios-monorepo's ten
    /// `App` schemes: one clone and nine errors no manifest could fix before).
    @Test func schemesOfOneNameInSeveralProjectsAreToldApartByTheirPaths() {
        let project = "Acme.xcodeproj/project.pbxproj"
        let scheme = "Acme.xcodeproj/xcshareddata/xcschemes/AcmePro.xcscheme"
        let fileSystem = FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                "Staging/" + project: FixtureRepository.read("TargetPerBrand", project),
                "Staging/" + scheme: FixtureRepository.read("TargetPerBrand", scheme),
                "Staging/Configs/AcmePro.xcconfig": FixtureRepository.read(
                    "TargetPerBrand", "Configs/AcmePro.xcconfig"),
                "Staging/Configs/Common.xcconfig": FixtureRepository.read("TargetPerBrand", "Configs/Common.xcconfig"),
            ])
        let run = FixtureRepository.run(["init"], on: fileSystem)
        #expect(run.standardError.contains("AcmePro, AcmePro-Staging"), "\(run.standardError)")
        #expect(
            run.standardError.contains(
                "- schemes of one name in several projects are told apart by the projects' paths: AcmePro "
                    + "(Acme.xcodeproj), AcmePro-Staging (Staging/Acme.xcodeproj)\n"), "\(run.standardError)")
        #expect(!run.standardError.contains("clone_definition"), "\(run.standardError)")
        // Two projects' targets are two apps, whatever their names: no note calls them environments of one.
        #expect(!run.standardError.contains("under one bundle identifier"), "\(run.standardError)")
        // The scheme of one name and identifier in a project further down looks like a copy's: the note says so.
        #expect(
            run.standardError.contains(
                "- Staging/Acme.xcodeproj looks like a copy of Acme.xcodeproj (it is in a folder further down): 1 clone "
                    + "of Staging/Acme.xcodeproj ships under the bundle identifiers of Acme.xcodeproj's in Release: "
                    + "AcmePro-Staging as AcmePro ('com.example.acme.pro'); if it is a variant of the same apps rather "
                    + "than other brands, keep one, as \"project\": \"Acme.xcodeproj\" keeps Acme.xcodeproj's clones; "
                    + "as they are, brands validate reports the shared identifiers\n"), "\(run.standardError)")
        let list = FixtureRepository.run(["list"], on: fileSystem)
        let shared = list.standardOutput.split(separator: "\n").filter {
            $0.hasPrefix("AcmePro") && $0.contains(" com.example.acme.pro")
        }
        #expect(shared.count == 2, "\(list.standardOutput)")
    }

    @Test func initExplainsWhatItFoundAndLeftOut() {
        let run = FixtureRepository.run(["init"], on: FixtureRepository.load("TargetPerBrand"))
        for line in [
            "- found Acme.xcodeproj\n",
            "- 3 shared schemes build and run an application of their own: AcmeApp (target Acme), AcmePro, TestHost\n",
            "- left out: schemes of app extensions, other parts and tests that only also build or run their app: "
                + "AcmeWidget (AcmeWidget, runs Acme)\n",
            "- exclude: TestHost, whose app is a host for tests (its name says so), not a brand\n",
            "- with this manifest brands finds 2 clones: AcmeApp, AcmePro\n",
        ] {
            #expect(run.standardError.contains(line), "\(run.standardError)")
        }
    }

    /// Application targets no shared scheme runs are one note, each named with its project when there are several:
    /// a vendored SDK's sample projects (habitio/habit-whitelabel-app-ios has eight) often share target names.
    @Test func appTargetsNoSchemeRunsAreOneNoteNamingTheirProjects() throws {
        let project = try #require(
            String(
                bytes: FixtureRepository.load("TargetPerBrand").contents(of: "/repo/Acme.xcodeproj/project.pbxproj"),
                encoding: .utf8))
        let copies = ["Vendor/One/Sample.xcodeproj/project.pbxproj", "Vendor/Two/Sample.xcodeproj/project.pbxproj"]
        let fileSystem = FixtureRepository.load(
            "TargetPerBrand", changing: Dictionary(uniqueKeysWithValues: copies.map { ($0, project) }))
        let run = FixtureRepository.run(["init"], on: fileSystem)
        #expect(
            run.standardError.contains(
                "- left out: 6 application targets that no shared scheme builds and runs: "
                    + "'Acme' (Vendor/One/Sample.xcodeproj), 'AcmePro' (Vendor/One/Sample.xcodeproj), "
                    + "'TestHost' (Vendor/One/Sample.xcodeproj), 'Acme' (Vendor/Two/Sample.xcodeproj), "
                    + "'AcmePro' (Vendor/Two/Sample.xcodeproj), 'TestHost' (Vendor/Two/Sample.xcodeproj); "
                    + "list them under 'clones' to check them\n"),
            "\(run.standardError)")
        #expect(
            run.standardError.contains(
                "- left out: 3 app extensions, which ship inside their app: "
                    + "AcmeWidget (Acme.xcodeproj), AcmeWidget (Vendor/One/Sample.xcodeproj), "
                    + "AcmeWidget (Vendor/Two/Sample.xcodeproj)\n"), "\(run.standardError)")
    }

    /// A workspace at the fixture's root listing its own project alone.
    static let rootWorkspace = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace
           version = "1.0">
           <FileRef
              location = "group:Acme.xcodeproj">
           </FileRef>
        </Workspace>

        """

    /// A repository whose workspace at its root lists its own project and not a copy of another project that has a
    /// sample app with a shared scheme (habitio/habit-whitelabel-app-ios's `mixpanel-iphone-2.8.2/HelloMixpanel`):
    /// naming the workspace leaves the sample out.
    @Test func theRootWorkspaceLeavesOutCopiedProjectsItDoesNotList() throws {
        let base = FixtureRepository.load("TargetPerBrand")
        var changes: [String: String?] = ["Acme.xcworkspace/contents.xcworkspacedata": Self.rootWorkspace]
        for (file, copy) in [
            ("project.pbxproj", "project.pbxproj"),
            ("xcshareddata/xcschemes/AcmePro.xcscheme", "xcshareddata/xcschemes/HelloSDK.xcscheme"),
        ] {
            let text = try #require(String(bytes: base.contents(of: "/repo/Acme.xcodeproj/" + file), encoding: .utf8))
            changes["Vendor/SDK/Acme.xcodeproj/" + copy] = text
        }
        let run = FixtureRepository.run(["init"], on: FixtureRepository.load("TargetPerBrand", changing: changes))
        let output = run.standardOutput + run.standardError
        for line in [
            "  \"project\": \"Acme.xcworkspace\",\n",
            "- project: Acme.xcworkspace, the repository's workspace, so that brands reads only the projects it lists; "
                + "it does not list the project of HelloSDK (Vendor/SDK/Acme.xcodeproj) (a copy of another project's "
                + "sample, say)\n",
            "- with this manifest brands finds 2 clones: AcmeApp, AcmePro\n",
        ] {
            #expect(output.contains(line), "\(output)")
        }
        // Without the workspace, nothing tells the copy from the repository's own project: its scheme is a clone.
        changes["Acme.xcworkspace/contents.xcworkspacedata"] = String?.none
        let bare = FixtureRepository.run(["init"], on: FixtureRepository.load("TargetPerBrand", changing: changes))
        #expect(!(bare.standardOutput + bare.standardError).contains("\"project\": \"Acme.xcworkspace\""))
        #expect(bare.standardError.contains("HelloSDK"), "\(bare.standardError)")
    }

    /// A sample app in a copied project the root workspace does not list is no clone once the workspace is named, so
    /// it is not proposed to be excluded as well (TwidereX's `CoverFlowStackLayout/Example`: the manifest warned that
    /// 'exclude' names no clone).
    @Test func aSampleTheWorkspaceLeavesOutIsNotExcludedToo() throws {
        let base = FixtureRepository.load("TargetPerBrand")
        var changes: [String: String?] = ["Acme.xcworkspace/contents.xcworkspacedata": Self.rootWorkspace]
        for (file, copy) in [
            ("project.pbxproj", "project.pbxproj"),
            ("xcshareddata/xcschemes/AcmePro.xcscheme", "xcshareddata/xcschemes/Example.xcscheme"),
        ] {
            let text = try #require(String(bytes: base.contents(of: "/repo/Acme.xcodeproj/" + file), encoding: .utf8))
            changes["Vendor/Cover/Example/Acme.xcodeproj/" + copy] = text.replacingOccurrences(
                of: "AcmePro", with: "CoverExample")
        }
        let run = FixtureRepository.run(["init"], on: FixtureRepository.load("TargetPerBrand", changing: changes))
        let output = run.standardOutput + run.standardError
        #expect(output.contains("  \"project\": \"Acme.xcworkspace\",\n"), "\(output)")
        // The fixture's host for tests is excluded; the sample, which the workspace leaves out, is not.
        #expect(output.contains("\"clones\": { \"exclude\": [\"TestHost\"] }"), "\(output)")
        #expect(!output.contains("exclude: Example"), "\(output)")
        #expect(output.contains("- with this manifest brands finds 2 clones: AcmeApp, AcmePro\n"), "\(output)")
        #expect(!output.contains("manifest_invalid"), "\(output)")
        // Without the workspace the sample's scheme is found, and excluded.
        changes["Acme.xcworkspace/contents.xcworkspacedata"] = String?.none
        let bare = FixtureRepository.run(["init"], on: FixtureRepository.load("TargetPerBrand", changing: changes))
        #expect(bare.standardOutput.contains("\"exclude\": [\"TestHost\", \"Example\"]"), "\(bare.standardOutput)")
    }

    /// A project whose apps build for macOS beside the iOS one (a Flutter repository's `macos/Runner.xcodeproj`, with a
    /// `Runner` scheme as `ios/` has) is left out by naming the iOS project, so the clones' ids do not clash.
    @Test func aMacOSProjectBesideTheIOSOneIsLeftOut() throws {
        let base = FixtureRepository.load("TargetPerBrand")
        var changes: [String: String?] = [:]
        for file in ["project.pbxproj", "xcshareddata/xcschemes/AcmeApp.xcscheme"] {
            let text = try #require(String(bytes: base.contents(of: "/repo/Acme.xcodeproj/" + file), encoding: .utf8))
            changes["macos/Acme.xcodeproj/" + file] = text.replacingOccurrences(
                of: "SDKROOT = iphoneos;", with: "SDKROOT = macosx;")
        }
        let fileSystem = FixtureRepository.load("TargetPerBrand", changing: changes)
        let run = FixtureRepository.run(["init"], on: fileSystem)
        for line in [
            "  \"project\": \"Acme.xcodeproj\",\n",
            "- 4 shared schemes build and run an application of their own: AcmeApp (project Acme.xcodeproj, target Acme), "
                + "AcmePro, TestHost, AcmeApp (project macos/Acme.xcodeproj, target Acme)\n",
            "- left out: macos/Acme.xcodeproj (macOS), whose apps build for another platform than iOS\n",
            "- with this manifest brands finds 2 clones: AcmeApp, AcmePro\n",
            "- brands validate would report 0 errors, 0 warnings in 2 clones\n",
        ] {
            #expect(
                (run.standardOutput + run.standardError).contains(line), "\(run.standardOutput)\(run.standardError)")
        }
        // Both projects building for iOS: nothing is left out for its platform.
        let both = FixtureRepository.run(
            ["init"],
            on: FixtureRepository.load(
                "TargetPerBrand",
                changing: changes.mapValues {
                    $0?.replacingOccurrences(of: "SDKROOT = macosx;", with: "SDKROOT = iphoneos;")
                }))
        #expect(!both.standardError.contains("another platform"), "\(both.standardError)")
    }

    /// A Flutter app's macOS runner is left out beside its iOS runner also in a repository of several iOS projects,
    /// where no one project can be named: with `clones.exclude`, and a note on how to check it too.
    ///
    /// fmarais/flutter-whitelabel-with-env-dev-and-prod-app has two Flutter apps, each with `ios/Runner.xcodeproj`
    /// and `macos/Runner.xcodeproj`: both macOS runners were proposed as brands.
    @Test func aFlutterAppsMacOSRunnerIsExcludedAmongSeveralIOSProjects() throws {
        let (project, scheme) = FixtureRepository.acmeAsRunner()
        var changes: [String: String?] = ["flutter_app/pubspec.yaml": "name: flutter_app\nversion: 1.0.0+1\n"]
        for (platform, sdk) in [("ios", "iphoneos"), ("macos", "macosx")] {
            let folder = "flutter_app/\(platform)/Runner.xcodeproj/"
            changes[folder + "project.pbxproj"] = project.replacingOccurrences(
                of: "SDKROOT = iphoneos;", with: "SDKROOT = \(sdk);")
            changes[folder + "xcshareddata/xcschemes/Runner.xcscheme"] = scheme
        }
        let run = FixtureRepository.run(["init"], on: FixtureRepository.load("TargetPerBrand", changing: changes))
        #expect(run.standardOutput.contains("\"exclude\": [\"TestHost\", \"Runner-macos\"]"), "\(run.standardOutput)")
        for line in [
            "- exclude: Runner-macos (flutter_app/macos/Runner.xcodeproj), the macOS runner of a Flutter app whose iOS "
                + "runner is a clone, so another platform's build of the same app; to check it too, take it out of "
                + "'exclude'\n",
            "- with this manifest brands finds 3 clones: AcmeApp, AcmePro, Runner-ios\n",
        ] {
            #expect(run.standardError.contains(line), "\(run.standardError)")
        }
        // Without a pubspec.yaml the folders are no Flutter app's, and a macOS app beside iOS apps is kept.
        changes["flutter_app/pubspec.yaml"] = String?.none
        let plain = FixtureRepository.run(["init"], on: FixtureRepository.load("TargetPerBrand", changing: changes))
        #expect(plain.standardOutput.contains("\"exclude\": [\"TestHost\"]"), "\(plain.standardOutput)")
        #expect(
            plain.standardError.contains(
                "- with this manifest brands finds 4 clones: AcmeApp, AcmePro, Runner-ios, Runner-macos\n"),
            "\(plain.standardError)")
    }

    /// An application another application depends on is a part of it (passepartout's login item, which a script
    /// copies into the app, has a shared scheme of its own and was proposed as a brand); so is it to `validate`.
    @Test func anAppAnotherAppDependsOnIsNoClone() {
        let project = FixtureRepository.read("TargetPerBrand", "Acme.xcodeproj/project.pbxproj")
            .replacingOccurrences(
                of: "\t\t\t\t88D394899FA2B33B5AA31A02 /* PBXTargetDependency */,\n",
                with: "\t\t\t\t88D394899FA2B33B5AA31A02 /* PBXTargetDependency */,\n"
                    + "\t\t\t\t99D394899FA2B33B5AA31A02 /* PBXTargetDependency */,\n"
            )
            .replacingOccurrences(
                of: "/* End PBXTargetDependency section */",
                with: "\t\t99D394899FA2B33B5AA31A02 /* PBXTargetDependency */ = {\n\t\t\tisa = PBXTargetDependency;\n"
                    + "\t\t\ttarget = C9EE0036EDAAC67D05A5F353 /* TestHost */;\n\t\t};\n"
                    + "/* End PBXTargetDependency section */")
        let fileSystem = FixtureRepository.load(
            "TargetPerBrand", changing: ["brands.json": nil, "Acme.xcodeproj/project.pbxproj": project])
        let run = FixtureRepository.run(["init"], on: fileSystem)
        #expect(
            run.standardError.contains(
                "- left out: schemes that build no app of their own: TestHost (an app another "
                    + "app embeds)\n"), "\(run.standardError)")
        #expect(run.standardError.contains("brands finds 2 clones: AcmeApp, AcmePro\n"), "\(run.standardError)")
        #expect(!run.standardOutput.contains("TestHost"), "\(run.standardOutput)")
        let list = FixtureRepository.run(["list"], on: fileSystem)
        #expect(!list.standardOutput.contains("TestHost"), "\(list.standardOutput)")
    }

    /// A configuration of a clone's target that no shared scheme builds is named (anytype's `Debug-Anytype` and
    /// `Release-Anytype`, its App Store builds, were checked by no clone, silently); Flutter's `Profile`, for
    /// profiling, is not.
    @Test func configurationsNoSchemeBuildsAreNamed() {
        let project = FixtureRepository.read("TargetPerBrand", "Acme.xcodeproj/project.pbxproj")
            .replacingOccurrences(
                of:
                    "\t\t\t\tB9077E28AAF41602AAE2A2E6 /* Release */,\n\t\t\t);\n\t\t\tdefaultConfigurationConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t};",
                with:
                    "\t\t\t\tB9077E28AAF41602AAE2A2E6 /* Release */,\n\t\t\t\tAAAA0000000000000000000S /* Staging */,\n\t\t\t);\n"
                    + "\t\t\tdefaultConfigurationConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t};\n"
                    + "\t\tAAAA0000000000000000000S /* Staging */ = {isa = XCBuildConfiguration; buildSettings = {}; "
                    + "name = Staging; };\n\t\tAAAA0000000000000000000P /* Profile */ = {isa = XCBuildConfiguration; "
                    + "buildSettings = {}; name = Profile; };"
            )
            .replacingOccurrences(
                of: "\t\t\t\tAAAA0000000000000000000S /* Staging */,\n",
                with:
                    "\t\t\t\tAAAA0000000000000000000S /* Staging */,\n\t\t\t\tAAAA0000000000000000000P /* Profile */,\n"
            )
        let run = FixtureRepository.run(
            ["init"],
            on: FixtureRepository.load(
                "TargetPerBrand", changing: ["brands.json": nil, "Acme.xcodeproj/project.pbxproj": project]))
        #expect(
            run.standardError.contains(
                "- no clone's scheme builds configuration 'Staging' of target 'Acme', so no clone checks it; share a "
                    + "scheme that builds it, or list it as a clone (\"from\": \"configurations\")\n"),
            "\(run.standardError)")
        let plain = FixtureRepository.run(
            ["init"], on: FixtureRepository.load("TargetPerBrand", changing: ["brands.json": nil]))
        #expect(!plain.standardError.contains("no clone's scheme builds"), "\(plain.standardError)")
        // The scheme's tests build it (caronae's `Tests` configuration): it is built, if by no clone's role.
        let scheme = "Acme.xcodeproj/xcshareddata/xcschemes/AcmeApp.xcscheme"
        let tested = FixtureRepository.run(
            ["init"],
            on: FixtureRepository.load(
                "TargetPerBrand",
                changing: [
                    "brands.json": nil, "Acme.xcodeproj/project.pbxproj": project,
                    scheme: FixtureRepository.read(
                        "TargetPerBrand", scheme, replacing: "<TestAction\n      buildConfiguration = \"Debug\"",
                        with: "<TestAction\n      buildConfiguration = \"Staging\""),
                ]))
        #expect(!tested.standardError.contains("no clone's scheme builds"), "\(tested.standardError)")
    }

    /// A scheme that builds a framework the app embeds first and then the app is the app's, not a part's
    /// (Provenance-Release builds PVLibrary first and archives Provenance: "left out" as a part's scheme before).
    @Test func aSchemeBuildingAFrameworkFirstIsTheApps() {
        let project = FixtureRepository.read("TargetPerBrand", "Acme.xcodeproj/project.pbxproj")
            .replacingOccurrences(
                of: "productType = com.apple.product-type.app-extension;",
                with: "productType = com.apple.product-type.framework;"
            ).replacingOccurrences(of: "AcmeWidget.appex", with: "AcmeWidget.framework")
        let run = FixtureRepository.run(
            ["init"],
            on: FixtureRepository.load(
                "TargetPerBrand", changing: ["brands.json": nil, "Acme.xcodeproj/project.pbxproj": project]))
        #expect(
            run.standardError.contains(
                "- left out: scheme 'AcmeWidget', which builds 'Acme' in the same configurations as scheme 'AcmeApp'\n"),
            "\(run.standardError)")
        #expect(!run.standardError.contains("runs Acme"), "\(run.standardError)")
    }

    /// An app whose name says it is a sample (ProtonVPN's `sampleapps/`) or a preview of a feature (isowords'
    /// `LeaderboardsPreview`) is excluded as a test host is.
    @Test(arguments: ["PickerSample", "LeaderboardsPreview"])
    func aSampleAppIsExcluded(name: String) throws {
        // A configuration of the sample's that no scheme builds is no concern of the brands'.
        let fileSystem = try Self.renamingTestHost(name) { project in
            project.replacingOccurrences(
                of: "\t\t\t\t7E787F1DC982666500D8D927 /* Release */,\n",
                with:
                    "\t\t\t\t7E787F1DC982666500D8D927 /* Release */,\n\t\t\t\tAAAA0000000000000000000S /* Staging */,\n"
            ).replacingOccurrences(
                of: "/* End XCBuildConfiguration section */",
                with: "\t\tAAAA0000000000000000000S /* Staging */ = {isa = XCBuildConfiguration; buildSettings = {}; "
                    + "name = Staging; };\n/* End XCBuildConfiguration section */")
        }
        let run = FixtureRepository.run(["init"], on: fileSystem)
        for line in [
            "\"exclude\": [\"\(name)\"]",
            "- exclude: \(name), whose app is a sample, an example or a preview (its name says so), not a brand\n",
            "- with this manifest brands finds 2 clones: AcmeApp, AcmePro\n",
        ] {
            #expect(
                (run.standardOutput + run.standardError).contains(line), "\(run.standardOutput)\(run.standardError)")
        }
        #expect(!run.standardError.contains("host for tests"), "\(run.standardError)")
        #expect(!run.standardError.contains("no clone's scheme builds"), "\(run.standardError)")
    }

    /// TargetPerBrand with its TestHost app renamed `name` everywhere, and the project's text changed by `edit`.
    static func renamingTestHost(_ name: String, edit: (String) -> String = { $0 }) throws
        -> InMemoryWritableFileSystem
    {
        let base = FixtureRepository.load("TargetPerBrand")
        let schemes = "Acme.xcodeproj/xcshareddata/xcschemes/"
        var changes: [String: String?] = [schemes + "TestHost.xcscheme": nil, "TestHost/Info.plist": nil]
        for (from, to) in [
            ("Acme.xcodeproj/project.pbxproj", "Acme.xcodeproj/project.pbxproj"),
            (schemes + "TestHost.xcscheme", schemes + name + ".xcscheme"),
            ("TestHost/Info.plist", name + "/Info.plist"),
        ] {
            let text = try #require(String(bytes: base.contents(of: "/repo/" + from), encoding: .utf8))
            changes[to] = text.replacingOccurrences(of: "TestHost", with: name)
        }
        changes["Acme.xcodeproj/project.pbxproj"] = changes["Acme.xcodeproj/project.pbxproj"]?.map(edit)
        return FixtureRepository.load("TargetPerBrand", changing: changes)
    }

    /// A name says an app is a test host only by a word of it, and hosting unit tests does not.
    ///
    /// zashi's `zashi-testnet` is an app for Zcash's test network; a brand's app is the `TEST_HOST` of its own unit
    /// tests (ProtonVPN's are), so that says nothing.
    @Test func aTestHostIsKnownByAWordOfItsName() throws {
        let testnet = FixtureRepository.run(["init"], on: try Self.renamingTestHost("Acme-testnet"))
        #expect(!testnet.standardError.contains("host for tests"), "\(testnet.standardError)")
        #expect(
            testnet.standardError.contains(
                "- with this manifest brands finds 3 clones: Acme-testnet, AcmeApp, AcmePro"),
            "\(testnet.standardError)")

        for name in ["AcmeUITestsHost", "App-Testing"] {
            let host = FixtureRepository.run(["init"], on: try Self.renamingTestHost(name))
            #expect(host.standardOutput.contains("\"exclude\": [\"\(name)\"]"), "\(host.standardOutput)")
        }

        // An app that hosts its unit tests (`TEST_HOST`) is still a brand's: ProtonVPN's apps host theirs.
        let hosted = try Self.renamingTestHost("Runner") {
            $0.replacingOccurrences(
                of: "INFOPLIST_FILE = Widget/Info.plist;",
                with:
                    "INFOPLIST_FILE = Widget/Info.plist;\n\t\t\t\tTEST_HOST = \"$(BUILT_PRODUCTS_DIR)/Runner.app/Runner\";"
            )
        }
        let run = FixtureRepository.run(["init"], on: hosted)
        #expect(!run.standardOutput.contains("exclude"), "\(run.standardOutput)")
        #expect(run.standardError.contains("brands finds 3 clones: AcmeApp, AcmePro, Runner"), "\(run.standardError)")
    }

    /// `TargetPerBrand` with the shared scheme `name` written as `text`.
    static func addingScheme(_ name: String, _ text: String) -> InMemoryWritableFileSystem {
        FixtureRepository.load(
            "TargetPerBrand", changing: ["Acme.xcodeproj/xcshareddata/xcschemes/\(name).xcscheme": text])
    }

    /// Of two schemes that build one target in the same configurations, the one whose name speaks of a stage before
    /// release is left out (babylon kept `Radix Wallet Dev` and dropped `Radix Wallet PROD`, so the clone named Dev
    /// showed the production identifier).
    @Test func aSchemeNamedForAStageBeforeReleaseGivesWayToItsTwin() {
        let twin = FixtureRepository.read("TargetPerBrand", "Acme.xcodeproj/xcshareddata/xcschemes/AcmeApp.xcscheme")
        let run = FixtureRepository.run(["init"], on: Self.addingScheme("Acme Dev", twin))
        #expect(
            run.standardError.contains(
                "- left out: scheme 'Acme Dev', which builds 'Acme' in the same configurations as scheme 'AcmeApp'"),
            "\(run.standardError)")
        #expect(run.standardError.contains("brands finds 2 clones: AcmeApp, AcmePro"), "\(run.standardError)")

        // Of twins named for neither, the one named for what ships (valora's `-mainnet` over `-alfajores`).
        let schemes = "Acme.xcodeproj/xcshareddata/xcschemes/"
        let networks = FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                schemes + "AcmeApp.xcscheme": nil, schemes + "Acme Alfajores.xcscheme": twin,
                schemes + "Acme Mainnet.xcscheme": twin,
            ])
        let shipped = FixtureRepository.run(["init"], on: networks)
        #expect(
            shipped.standardError.contains(
                "- left out: scheme 'Acme Alfajores', which builds 'Acme' in the same configurations as scheme "
                    + "'Acme Mainnet'"), "\(shipped.standardError)")

        // The one named like the target, whatever the case (integreat-app's `integreat` for target `Integreat`, over
        // `aschaffenburg`, which comes first by name).
        let cased = FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                schemes + "AcmeApp.xcscheme": nil, schemes + "acme.xcscheme": twin, schemes + "Acadia.xcscheme": twin,
            ])
        let named = FixtureRepository.run(["init"], on: cased)
        #expect(
            named.standardError.contains(
                "- left out: scheme 'Acadia', which builds 'Acme' in the same configurations as scheme 'acme'"),
            "\(named.standardError)")
    }

    /// A scheme that runs nothing and first builds a target brands cannot find (status-mobile's `StatusImPR` builds
    /// React from an uninstalled `node_modules` project, then archives its app) is the clone of the app it builds,
    /// not a scheme of "a target brands cannot find".
    @Test func aSchemeArchivingAnAppAfterATargetItCannotFindIsAClone() {
        let schemes = "Acme.xcodeproj/xcshareddata/xcschemes/"
        var scheme = FixtureRepository.read("TargetPerBrand", schemes + "AcmeApp.xcscheme")
        let runnable = scheme.range(of: "      <BuildableProductRunnable")
        let end = scheme.range(of: "</BuildableProductRunnable>\n")
        if let runnable, let end { scheme.removeSubrange(runnable.lowerBound..<end.upperBound) }
        scheme = scheme.replacingOccurrences(
            of: "      <BuildActionEntries>\n",
            with: """
                      <BuildActionEntries>
                         <BuildActionEntry buildForRunning = "YES" buildForArchiving = "YES">
                            <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "83CBBA2D1A601D0E00E9B192"
                               BuildableName = "libReact.a" BlueprintName = "React"
                               ReferencedContainer = "container:../node_modules/react-native/React/React.xcodeproj">
                            </BuildableReference>
                         </BuildActionEntry>

                """)
        #expect(!scheme.contains("BuildableProductRunnable") && scheme.contains("libReact.a"))
        let run = FixtureRepository.run(
            ["init"],
            on: FixtureRepository.load(
                "TargetPerBrand", changing: [schemes + "AcmeApp.xcscheme": nil, schemes + "AcmePR.xcscheme": scheme]))
        #expect(run.standardError.contains("brands finds 2 clones: AcmePR, AcmePro"), "\(run.standardError)")
        #expect(!run.standardError.contains("a target brands cannot find"), "\(run.standardError)")
    }

    /// Application targets left out for want of a scheme, in other projects the repository's workspace lists
    /// (nowplaying-ios's AdHoc and Production projects beside Develop, one app each): the proposal names the
    /// workspace, not the one project with a scheme, so that listing them under 'clones', as the note says, works.
    @Test func theWorkspaceListingProjectsOfAppsLeftOutIsProposed() {
        let workspace = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Acme.xcodeproj"></FileRef>
               <FileRef location = "group:Other/Other.xcodeproj"></FileRef>
            </Workspace>

            """
        let other = FixtureRepository.read("TargetPerBrand", "Acme.xcodeproj/project.pbxproj")
        let listed = FixtureRepository.run(
            ["init"],
            on: FixtureRepository.load(
                "TargetPerBrand",
                changing: [
                    "Other/Other.xcodeproj/project.pbxproj": other,
                    "Acme.xcworkspace/contents.xcworkspacedata": workspace,
                ]))
        #expect(listed.standardOutput.contains("\"project\": \"Acme.xcworkspace\""), "\(listed.standardOutput)")
        // Not listed by the workspace (a vendored copy, say): the project with the schemes is named.
        let unlisted = FixtureRepository.run(
            ["init"],
            on: FixtureRepository.load(
                "TargetPerBrand",
                changing: [
                    "Other/Other.xcodeproj/project.pbxproj": other,
                    "Acme.xcworkspace/contents.xcworkspacedata": workspace.replacingOccurrences(
                        of: "   <FileRef location = \"group:Other/Other.xcodeproj\"></FileRef>\n", with: ""),
                ]))
        #expect(unlisted.standardOutput.contains("\"project\": \"Acme.xcodeproj\""), "\(unlisted.standardOutput)")
    }

    /// A shared scheme of a local Swift package's target (covpass's `container:Source/CovPassCommon`) is said to be
    /// one, not a target brands cannot find.
    @Test func aSchemeOfAPackagesTargetIsSaidToBeOne() {
        let scheme = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Scheme LastUpgradeVersion = "1600" version = "1.7">
               <BuildAction>
                  <BuildActionEntries>
                     <BuildActionEntry buildForTesting = "YES" buildForRunning = "YES" buildForArchiving = "YES">
                        <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "AcmeKit"
                           BuildableName = "AcmeKit" BlueprintName = "AcmeKit"
                           ReferencedContainer = "container:Packages/AcmeKit">
                        </BuildableReference>
                     </BuildActionEntry>
                  </BuildActionEntries>
               </BuildAction>
            </Scheme>
            """
        let fileSystem = FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                "Acme.xcodeproj/xcshareddata/xcschemes/AcmeKit.xcscheme": scheme,
                "Packages/AcmeKit/Package.swift": "// swift-tools-version: 6.0\n",
            ])
        let run = FixtureRepository.run(["init"], on: fileSystem)
        #expect(run.standardError.contains("AcmeKit (a Swift package's target)"), "\(run.standardError)")
    }

    /// A scheme whose build action lists nothing builds what it runs, for running and archiving (BlueWallet's shared
    /// scheme, which its App Store builds archive): its app is a clone, and `settings --scheme` evaluates it.
    @Test func aSchemeWithAnEmptyBuildActionBuildsWhatItRuns() {
        let path = "Acme.xcodeproj/xcshareddata/xcschemes/AcmePro.xcscheme"
        let text = FixtureRepository.read("TargetPerBrand", path)
        guard let start = text.range(of: "      <BuildActionEntries>"),
            let end = text.range(of: "</BuildActionEntries>\n")
        else {
            Issue.record("the fixture's scheme changed")
            return
        }
        let empty = text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
        let fileSystem = FixtureRepository.load("TargetPerBrand", changing: [path: empty])
        let listed = FixtureRepository.run(["list"], on: fileSystem)
        #expect(
            listed.standardOutput.split(separator: "\n").contains {
                $0.hasPrefix("AcmePro ") && $0.contains("Acme Pro")
            },
            "\(listed.standardOutput)")
        let settings = FixtureRepository.run(["settings", "--scheme", "AcmePro"], on: fileSystem)
        #expect(settings.status == .success, "\(settings.standardError)")
        #expect(settings.standardOutput.contains("PRODUCT_BUNDLE_IDENTIFIER = com.example.acme.pro\n"))

        // When another scheme builds the app it runs, such a scheme is one for tests, not a clone (Simplenote's
        // SimplenoteScreenshots runs the app the Simplenote scheme builds).
        let screenshots = FixtureRepository.load(
            "TargetPerBrand", changing: ["Acme.xcodeproj/xcshareddata/xcschemes/AcmeProScreenshots.xcscheme": empty])
        let run = FixtureRepository.run(["list"], on: screenshots)
        #expect(!run.standardOutput.contains("AcmeProScreenshots"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("AcmePro "), "\(run.standardOutput)")
    }

    /// Commands take clone ids, which are names made safe for git tags: init says which differ from their scheme's
    /// name (`show EnvironmentsConfigurations(Dev)` was refused after init named the scheme a clone).
    @Test func initSaysWhichCloneIdsDifferFromTheirNames() {
        let run = FixtureRepository.run(["init"], on: FixtureRepository.load("ChannelXCConfigs"))
        #expect(
            run.standardError.contains(
                "- clone ids are their names made safe for git tags, and commands take ids: 'News Beta' is News-Beta\n"),
            "\(run.standardError)")
        let plain = FixtureRepository.run(["init"], on: FixtureRepository.load("TargetPerBrand"))
        #expect(!plain.standardError.contains("clone ids are"), "\(plain.standardError)")
    }

    /// A scheme of one name in the workspace and in the project is told apart by its file (a Flutter app's `Runner`:
    /// "scheme 'Runner' builds 'Runner' in the same configurations as scheme 'Runner'" said nothing).
    @Test func aSchemeCopiedIntoTheWorkspaceIsNamedByItsFile() {
        let app = FixtureRepository.read("TargetPerBrand", "Acme.xcodeproj/xcshareddata/xcschemes/AcmeApp.xcscheme")
        let fileSystem = FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                "Acme.xcworkspace/contents.xcworkspacedata":
                    "<Workspace version = \"1.0\"><FileRef location = \"group:Acme.xcodeproj\"></FileRef></Workspace>",
                "Acme.xcworkspace/xcshareddata/xcschemes/AcmeApp.xcscheme": app,
            ])
        let run = FixtureRepository.run(["init"], on: fileSystem)
        #expect(
            run.standardError.contains(
                "- left out: scheme 'AcmeApp' of Acme.xcodeproj/xcshareddata/xcschemes/AcmeApp.xcscheme, a copy of the "
                    + "one of Acme.xcworkspace/xcshareddata/xcschemes/AcmeApp.xcscheme\n")
                || run.standardError.contains(
                    "- left out: scheme 'AcmeApp' of Acme.xcworkspace/xcshareddata/xcschemes/AcmeApp.xcscheme, a copy "
                        + "of the one of Acme.xcodeproj/xcshareddata/xcschemes/AcmeApp.xcscheme\n"),
            "\(run.standardError)")
    }

    /// A scheme kept after its extension was deleted is the extension's, not a brand's.
    ///
    /// Brave's `FavoriteWidgetIntentHandler` scheme still builds `BraveWidgetIntentHandler.appex` (a target the
    /// project no longer has) first and then runs the app: it was a clone colliding with the app's own scheme. The
    /// product name of the missing entry says what it was; validate still reports the entry.
    @Test func aSchemeWhoseDeletedExtensionComesFirstIsNoClone() throws {
        let widget = "Acme.xcodeproj/xcshareddata/xcschemes/AcmeWidget.xcscheme"
        let original = try #require(
            String(bytes: FixtureRepository.load("TargetPerBrand").contents(of: "/repo/" + widget), encoding: .utf8))
        let stale = original.replacingOccurrences(of: "6EB24220DCB59FFCE667CDA7", with: "0123456789ABCDEF01234567")
            .replacingOccurrences(of: "AcmeWidget", with: "AcmeIntents")
        #expect(stale != original)
        let fileSystem = Self.addingScheme("AcmeIntents", stale)
        let run = FixtureRepository.run(["init"], on: fileSystem)
        for line in [
            "- 3 shared schemes build and run an application of their own: AcmeApp (target Acme), AcmePro, TestHost\n",
            "- left out: schemes of app extensions, other parts and tests that only also build or run their app: "
                + "AcmeIntents (AcmeIntents, which the project no longer has, runs Acme), "
                + "AcmeWidget (AcmeWidget, runs Acme)\n",
            "- with this manifest brands finds 2 clones: AcmeApp, AcmePro\n",
        ] {
            #expect(run.standardError.contains(line), "\(run.standardError)")
        }
        // A stale first entry named for an app, not an extension, leaves the scheme an app's: here a twin of AcmeApp's.
        let app = stale.replacingOccurrences(of: "AcmeIntents.appex", with: "AcmeIntents.app")
        let kept = FixtureRepository.run(["init"], on: Self.addingScheme("AcmeIntents", app))
        #expect(
            kept.standardError.contains(
                "- left out: scheme 'AcmeIntents', which builds 'Acme' in the same configurations as scheme "
                    + "'AcmeApp'\n"), "\(kept.standardError)")
        let validated = FixtureRepository.run(["validate"], on: fileSystem)
        #expect(
            validated.standardOutput.contains(
                "AcmeIntents.xcscheme:15:13: error: scheme 'AcmeIntents' builds target 'AcmeIntents' "
                    + "(0123456789ABCDEF01234567), which project 'Acme' does not have"), "\(validated.standardOutput)")
    }

    /// A scheme of tests alone (DuckDuckGo's `iOS Unit Tests`: no build entry, no runnable) is named for what it
    /// tests, not as a target brands cannot find.
    @Test func aSchemeOfTestsAloneIsNamedForWhatItTests() throws {
        let scheme = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Scheme LastUpgradeVersion = "1500" version = "1.3">
               <BuildAction parallelizeBuildables = "YES" buildImplicitDependencies = "YES">
               </BuildAction>
               <TestAction buildConfiguration = "Debug" shouldUseLaunchSchemeArgsEnv = "YES">
                  <Testables>
                     <TestableReference skipped = "NO">
                        <BuildableReference
                           BuildableIdentifier = "primary" BlueprintIdentifier = "6EB24220DCB59FFCE667CDA7"
                           BuildableName = "AcmeWidget.appex" BlueprintName = "AcmeWidget"
                           ReferencedContainer = "container:Acme.xcodeproj">
                        </BuildableReference>
                     </TestableReference>
                  </Testables>
               </TestAction>
               <LaunchAction buildConfiguration = "Debug" launchStyle = "0">
               </LaunchAction>
            </Scheme>

            """
        let run = FixtureRepository.run(["init"], on: Self.addingScheme("AcmeChecks", scheme))
        #expect(
            run.standardError.contains(
                "- left out: schemes that build no app of their own: AcmeChecks (an app extension)\n"),
            "\(run.standardError)")
        #expect(run.standardError.contains("- with this manifest brands finds 2 clones: AcmeApp, AcmePro\n"))
        // With a test plan, which the tests are then in, and nothing else.
        var planned = scheme
        let start = try #require(planned.range(of: "<Testables>"))
        let end = try #require(planned.range(of: "</Testables>"))
        planned.replaceSubrange(
            start.lowerBound..<end.upperBound,
            with: "<TestPlans><TestPlanReference reference = \"container:Tests/Acme.xctestplan\" default = \"YES\">"
                + "</TestPlanReference></TestPlans>")
        #expect(planned.contains("TestPlans") && !planned.contains("Testables"))
        let plan = FixtureRepository.run(["init"], on: Self.addingScheme("AcmeChecks", planned))
        #expect(
            plan.standardError.contains(
                "- left out: schemes that build no app of their own: AcmeChecks (tests, in test plan Acme.xctestplan)\n"
            ),
            "\(plan.standardError)")
    }

    /// Environment schemes name one app, not brands.
    ///
    /// CityServe's `CityServe-Dev`, `-Staging` and `-Production` schemes build one target under one bundle
    /// identifier. init says so, and how to keep one; it leaves the choice to the team and the clones in, so validate
    /// still reports the shared identifier.
    @Test func schemesOfOneTargetUnderOneBundleIdentifierAreNamedAsPossibleEnvironments() {
        let beta = "Config/News.beta.xcconfig"
        let environments = FixtureRepository.load(
            "ChannelXCConfigs",
            changing: [
                beta:
                    "#include \"News.base.xcconfig\"\n\nPRODUCT_BUNDLE_IDENTIFIER = $(PRODUCT_BUNDLE_IDENTIFIER_ROOT)\n"
            ])
        let run = FixtureRepository.run(["init"], on: environments)
        #expect(run.status == .success)
        #expect(
            run.standardError.contains(
                "- News, News-Beta build target 'News' under one bundle identifier, 'com.example.news', in Release: "
                    + "if they are environments of one app rather than brands, keep the one you ship and leave out "
                    + "the others, as \"clones\": {\"exclude\": [\"News-Beta\"]} keeps News; as they are, brands "
                    + "validate reports the shared identifier\n"), "\(run.standardError)")
        #expect(run.standardError.contains("- brands validate would report 1 error,"), "\(run.standardError)")
        let schemes = "News.xcodeproj/xcshareddata/xcschemes/"
        // What init says of the fixture with `changes`.
        func proposal(_ changes: [String: String?]) -> String {
            FixtureRepository.run(["init"], on: FixtureRepository.load("ChannelXCConfigs", changing: changes))
                .standardError
        }
        let sharedIdentifier: String? =
            "#include \"News.base.xcconfig\"\n\nPRODUCT_BUNDLE_IDENTIFIER = $(PRODUCT_BUNDLE_IDENTIFIER_ROOT)\n"
        let news = FixtureRepository.read("ChannelXCConfigs", schemes + "News.xcscheme")
        // Named neither for production nor like the target, the one released in the Release configuration is kept,
        // not the first by name (Pocket Casts' `pocketcasts` beside `Pocket-Casts-Staging`).
        let renamed = proposal([
            beta: sharedIdentifier, schemes + "News.xcscheme": nil, schemes + "Zeitung.xcscheme": news,
        ])
        #expect(renamed.contains("as \"clones\": {\"exclude\": [\"News-Beta\"]} keeps Zeitung;"), "\(renamed)")
        // `Pro` as a word names production, `Pre` an environment (RadarCovid's `RadarCovid-Pro` and `-Pre`, which
        // archive one configuration: the first by name was kept).
        let pro = proposal([
            schemes + "News.xcscheme": nil, schemes + "News Beta.xcscheme": nil, schemes + "News Pro.xcscheme": news,
            schemes + "News Pre.xcscheme": FixtureRepository.read(
                "ChannelXCConfigs", schemes + "News Beta.xcscheme",
                replacing: "<ArchiveAction\n      buildConfiguration = \"Beta\"",
                with: "<ArchiveAction\n      buildConfiguration = \"Release\""),
        ])
        #expect(pro.contains("as \"clones\": {\"exclude\": [\"News-Pre\"]} keeps News-Pro;"), "\(pro)")
        // A scheme named like the target that archives what the one named for release archives is the same build,
        // and the one shipped (TwidereX's CI archives `TwidereX`, not `TwidereX - Release`, which runs in Release);
        // archiving another configuration than the release-named one, it is not kept over it.
        let runsInRelease = FixtureRepository.read(
            "ChannelXCConfigs", schemes + "News.xcscheme",
            replacing: "<LaunchAction\n      buildConfiguration = \"Debug\"",
            with: "<LaunchAction\n      buildConfiguration = \"Release\"")
        let release = proposal([schemes + "News Beta.xcscheme": nil, schemes + "News Release.xcscheme": runsInRelease])
        #expect(release.contains("as \"clones\": {\"exclude\": [\"News-Release\"]} keeps News;"), "\(release)")
        let other = proposal([
            beta: sharedIdentifier, schemes + "News Beta.xcscheme": nil,
            schemes + "News.xcscheme": FixtureRepository.read(
                "ChannelXCConfigs", schemes + "News.xcscheme",
                replacing: "<ArchiveAction\n      buildConfiguration = \"Release\"",
                with: "<ArchiveAction\n      buildConfiguration = \"Beta\""),
            schemes + "News Release.xcscheme": runsInRelease,
        ])
        #expect(other.contains("as \"clones\": {\"exclude\": [\"News\"]} keeps News-Release;"), "\(other)")
        // One named for production is kept over the one named like the target, though both archive `Release`: a
        // Flutter flavour's `production` scheme is what `flutter build --flavor production` archives (very_good_ranch).
        let production = proposal([schemes + "News Beta.xcscheme": nil, schemes + "production.xcscheme": runsInRelease])
        #expect(production.contains("as \"clones\": {\"exclude\": [\"News\"]} keeps production;"), "\(production)")
        // A name for the App Store is production; `Release` names a configuration, not an environment (brave's
        // `Release` and `Release-AppStore`: the first by name was kept).
        let appStore = proposal([
            schemes + "News.xcscheme": nil, schemes + "News Beta.xcscheme": nil,
            schemes + "Release.xcscheme": runsInRelease, schemes + "Release AppStore.xcscheme": news,
        ])
        #expect(appStore.contains("as \"clones\": {\"exclude\": [\"Release\"]} keeps Release-AppStore;"), "\(appStore)")
        // Distinct identifiers, as the fixture has them: no such note.
        let channels = FixtureRepository.run(["init"], on: FixtureRepository.load("ChannelXCConfigs"))
        #expect(!channels.standardError.contains("under one bundle identifier"), "\(channels.standardError)")
    }

    @Test func theSummaryCountsOneCloneInTheSingular() {
        let one = FixtureRepository.load(
            "ChannelXCConfigs", changing: ["News.xcodeproj/xcshareddata/xcschemes/News Beta.xcscheme": nil])
        let run = FixtureRepository.run(["init"], on: one)
        #expect(run.status == .success, "\(run.standardError)")
        #expect(run.standardError.contains(" in 1 clone\n"), "\(run.standardError)")
        let two = FixtureRepository.run(["init"], on: FixtureRepository.load("ChannelXCConfigs"))
        #expect(two.standardError.contains(" in 2 clones\n"), "\(two.standardError)")
    }

    /// Nothing on standard output either: `brands init > brands.json` must not leave a manifest that finds nothing.
    @Test(arguments: [["init"], ["init", "--write"]])
    func aRepositoryWithoutClonesIsRefusedAndNothingIsPrintedOrWritten(arguments: [String]) {
        let fileSystem = InMemoryWritableFileSystem(InMemoryFileSystem(files: ["/repo/README.md": "# nothing\n"]))
        let run = FixtureRepository.run(arguments, on: fileSystem)
        #expect(run.status == .failure)
        #expect(run.standardOutput == "")
        #expect(run.standardError.contains("- with this manifest brands finds no clone"))
        #expect(run.standardError.contains("error: no clone found, so nothing is proposed for certain"))
        #expect(!fileSystem.exists("/repo/brands.json"))
    }

    /// One clone's target copying a `config.json` makes it the clone's config file only when it reads like one:
    /// ivpn's app copies a V2Ray proxy's `config.json` (`log`, `inbounds`, `outbounds`), which is no brand's.
    @Test(arguments: [
        (#"{"log": {}, "inbounds": [], "outbounds": []}"#, false),
        (##"{"app_name": "News", "primary_color": "#112233"}"##, true),
    ])
    func aLoneConfigFileIsTheClonesOnlyWhenItReadsLikeOne(json: String, proposed: Bool) {
        let project = FixtureRepository.read("ChannelXCConfigs", "News.xcodeproj/project.pbxproj")
            .replacingOccurrences(
                of: "/* End PBXBuildFile section */",
                with: "\t\tAAAA00000000000000000011 /* config.json in Resources */ = {isa = PBXBuildFile; "
                    + "fileRef = AAAA00000000000000000012 /* config.json */; };\n/* End PBXBuildFile section */"
            )
            .replacingOccurrences(
                of: "/* End PBXFileReference section */",
                with: "\t\tAAAA00000000000000000012 /* config.json */ = {isa = PBXFileReference; "
                    + "lastKnownFileType = text.json; path = News/Proxy/config.json; sourceTree = SOURCE_ROOT; };"
                    + "\n/* End PBXFileReference section */"
            )
            .replacingOccurrences(
                of: "2AFC53E5E3C8747E796ADC7F /* Assets.xcassets in Resources */,\n",
                with: "2AFC53E5E3C8747E796ADC7F /* Assets.xcassets in Resources */,\n"
                    + "\t\t\t\tAAAA00000000000000000011 /* config.json in Resources */,\n")
        let fileSystem = FixtureRepository.load(
            "ChannelXCConfigs",
            changing: [
                "News.xcodeproj/project.pbxproj": project, "News/Proxy/config.json": json,
                "News.xcodeproj/xcshareddata/xcschemes/News Beta.xcscheme": nil,
            ])
        let run = FixtureRepository.run(["init"], on: fileSystem)
        #expect(run.standardError.contains("copies its own 'config.json'") == proposed, "\(run.standardError)")
    }
}
