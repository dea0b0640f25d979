import BrandsCLI
import Foundation
import Support
import Testing
import XCConfig

/// `brands settings --project/--scheme` on the repository shapes of `XcodeProjectTests`, in memory.
@Suite struct SettingsProjectCommandTests {
    static let repositories = WorkspaceRun.repositoryRoot + "/Tests/XcodeProjectTests/Fixtures/Repositories"
    static let environment = ["USER": "ada", "HOME": "/home/ada"]

    static func run(_ arguments: [String], in repository: String, fileSystem: any FileSystem = LocalFileSystem())
        -> CapturedRun
    {
        CapturedRun(
            ["settings"] + arguments, root: CommandTable.root, environment: environment, fileSystem: fileSystem,
            currentDirectory: repositories + "/" + repository)
    }

    static func lines(_ run: CapturedRun, _ names: [String]) -> [String] {
        run.standardOutput.split(separator: "\n").map(String.init).filter { line in
            names.contains { line.hasPrefix($0 + " = ") }
        }
    }

    @Test func aTargetInAConfigurationShowsEverySettingWithBuiltins() {
        let run = Self.run(
            ["--project", "Newsroom.xcodeproj", "--target", "Newsroom", "-c", "KlarRelease"], in: "BrandConfigurations")
        #expect(run.status == .success)
        #expect(run.standardError == "")
        let root = Self.repositories + "/BrandConfigurations"
        #expect(
            Self.lines(
                run,
                [
                    "PRODUCT_BUNDLE_IDENTIFIER", "SRCROOT", "USER", "HOME", "CONFIGURATION", "TARGET_NAME",
                    "FULL_PRODUCT_NAME", "BUILT_PRODUCTS_DIR",
                ]) == [
                    "BUILT_PRODUCTS_DIR = /home/ada/Library/Developer/Xcode/DerivedData/Newsroom/Build/Products/KlarRelease-iphoneos",
                    "CONFIGURATION = KlarRelease", "FULL_PRODUCT_NAME = Newsroom.app", "HOME = /home/ada",
                    "PRODUCT_BUNDLE_IDENTIFIER = de.klar.news", "SRCROOT = \(root)", "TARGET_NAME = Newsroom",
                    "USER = ada",
                ])
        let names = run.standardOutput.split(separator: "\n").map { $0.prefix { $0 != " " } }
        #expect(names == names.sorted())
        // A conditional key that does not match leaves no setting behind.
        #expect(run.standardOutput.contains("OTHER_LDFLAGS =  -ObjC\n"))
        let macOS = Self.run(["--project", ".", "-c", "KlarRelease", "--sdk", "macosx"], in: "BrandConfigurations")
        #expect(!macOS.standardOutput.contains("OTHER_LDFLAGS = "))
        #expect(macOS.standardOutput.contains("EFFECTIVE_PLATFORM_NAME = \n"))
    }

    @Test(arguments: [
        (["--scheme", "Klar"], "KlarRelease"), (["--scheme", "klar", "--action", "launch"], "KlarDebug"),
        (["--scheme", "Nord", "--action", "Profile"], "NordRelease"), (["--scheme", "Nord", "-c", "Debug"], "Debug"),
    ])
    func aSchemeGivesItsActionsConfiguration(arguments: [String], configuration: String) {
        let run = Self.run(arguments, in: "BrandConfigurations")
        #expect(run.status == .success)
        #expect(Self.lines(run, ["CONFIGURATION"]) == ["CONFIGURATION = \(configuration)"])
    }

    @Test func explainNamesTheLevelAndTheProjectFileLine() {
        let run = Self.run(["--scheme", "Klar", "--explain", "PRODUCT_BUNDLE_IDENTIFIER"], in: "BrandConfigurations")
        #expect(run.status == .success)
        #expect(
            run.standardOutput == """
                PRODUCT_BUNDLE_IDENTIFIER = de.klar.news
                  Newsroom.xcodeproj/project.pbxproj:152:5 (target 'Newsroom' (KlarRelease)): PRODUCT_BUNDLE_IDENTIFIER = de.klar.news
                    wins: newest assignment whose conditions match

                """)
        let chain = Self.run(
            ["--scheme", "NWD", "--explain", "SWIFT_ACTIVE_COMPILATION_CONDITIONS"], in: "BrandTargets")
        #expect(
            chain.standardOutput == """
                SWIFT_ACTIVE_COMPILATION_CONDITIONS =  BRANDED
                  Configs/Base.xcconfig:4:1 (target xcconfig Configs/NWD-Release.xcconfig): SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) BRANDED
                    wins: newest assignment whose conditions match

                """)
    }

    @Test func jsonKeepsTheShapeAndNamesLevelsInExplanations() throws {
        let run = Self.run(
            ["--scheme", "App Beta", "--format", "json", "--explain", "APP_DISPLAY_NAME"], in: "ChannelSchemes")
        #expect(run.status == .success)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["settings", "diagnostics", "explanation"])
        let settings = try #require(document["settings"] as? [String: String])
        #expect(settings["PRODUCT_BUNDLE_IDENTIFIER"] == "com.example.app.beta")
        let explanation = try #require(document["explanation"] as? [String: Any])
        let assignments = try #require(explanation["assignments"] as? [[String: Any]])
        #expect(
            assignments.map { $0["level"] as? String } == [
                "project xcconfig Configuration/Beta.xcconfig", "project xcconfig Configuration/Beta.xcconfig",
            ])
        #expect(
            assignments.map { $0["file"] as? String } == [
                "Configuration/Beta.xcconfig", "Configuration/Shared.xcconfig",
            ])
    }

    @Test(arguments: [
        (["--scheme", "Klr"], "unknown scheme 'Klr'; did you mean 'Klar'?"),
        (["--scheme", "Zzzzzzz"], "unknown scheme 'Zzzzzzz'; the repository has: Klar, Nord"),
        (["--scheme", "Klar", "--target", "Other"], "unknown target 'Other'; scheme 'Klar' has: Newsroom"),
        (["--scheme", "Klar", "--action", "archve"], "unknown action 'archve'; did you mean 'archive'?"),
        (
            ["--project", "Newsroom.xcodeproj", "--target", "Newsrom"],
            "unknown target 'Newsrom'; did you mean 'Newsroom'?"
        ),
        (
            ["--project", "Newsroom.xcodeproj", "-c", "KlarRelase"],
            "unknown configuration 'KlarRelase'; did you mean 'KlarRelease'?"
        ),
        (
            ["--project", "Newsroom"],
            "no .xcodeproj in '\(repositories)/BrandConfigurations/Newsroom'; give the project's path to --project"
        ),
        (["KLAR", "--target", "Newsroom"], "--target applies to --project and --scheme"),
        (["--project", ".", "--action", "launch"], "--action applies to --scheme"),
        (["--project", ".", "--set", "A=b"], "--set applies to a clone or --file, not to --project or --scheme"),
        (
            ["--project", ".", "--file", "a.xcconfig"],
            "give one of a clone, --file, or --project and --scheme, not several"
        ),
    ])
    func mistakesOnTheCommandLineAreUsageErrors(arguments: [String], message: String) {
        let run = Self.run(arguments, in: "BrandConfigurations")
        #expect(run.status == .usageError)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix("error: \(message)\n"), "\(run.standardError)")
    }

    @Test func aSchemeDefinedInTwoPlacesIsAmbiguous() {
        var fileSystem = InMemoryFileSystem()
        for project in ["A", "B"] {
            fileSystem.write("{}", to: "/r/\(project).xcodeproj/project.pbxproj")
            fileSystem.write(
                "<Scheme><ArchiveAction buildConfiguration=\"Release\"/></Scheme>",
                to: "/r/\(project).xcodeproj/xcshareddata/xcschemes/App.xcscheme")
        }
        let run = CapturedRun(
            ["settings", "--scheme", "App"], root: CommandTable.root, fileSystem: fileSystem, currentDirectory: "/r")
        #expect(run.status == .usageError)
        #expect(
            run.standardError.hasPrefix(
                "error: scheme 'App' is defined in several places (A.xcodeproj, B.xcodeproj); pick one with --project\n"
            ))
        let none = CapturedRun(
            ["settings", "--scheme", "App"], root: CommandTable.root, fileSystem: InMemoryFileSystem(),
            currentDirectory: "/")
        #expect(none.standardError.hasPrefix("error: no shared schemes found in '/'"))
    }

    /// The manifest's `project` narrows the search for a scheme as it does for clones: a Flutter repository's
    /// `ios/Runner.xcodeproj` and `macos/Runner.xcodeproj` both have a scheme `Runner`.
    @Test func theManifestsProjectPicksAmongSchemesOfOneName() {
        let copy = "macos/Acme.xcodeproj"
        let scheme = "Acme.xcodeproj/xcshareddata/xcschemes/AcmeApp.xcscheme"
        let changes: [String: String?] = [
            copy + "/project.pbxproj": "{}",
            copy + "/xcshareddata/xcschemes/AcmeApp.xcscheme": FixtureRepository.read("TargetPerBrand", scheme),
        ]
        let ambiguous = FixtureRepository.run(
            ["settings", "--scheme", "AcmeApp"], on: FixtureRepository.load("TargetPerBrand", changing: changes))
        #expect(ambiguous.status == .usageError)
        #expect(ambiguous.standardError.contains("defined in several places (Acme.xcodeproj, macos/Acme.xcodeproj)"))

        var narrowed = changes
        narrowed["brands.json"] = #"{ "version": 1, "project": "Acme.xcodeproj" }"#
        let run = FixtureRepository.run(
            ["settings", "--scheme", "AcmeApp"], on: FixtureRepository.load("TargetPerBrand", changing: narrowed))
        #expect(run.status == .success, "\(run.standardError)")
        #expect(run.standardOutput.contains("PRODUCT_BUNDLE_IDENTIFIER = com.example.acme\n"), "\(run.standardOutput)")

        narrowed["brands.json"] = #"{ "version": 1, "project": "macos/Acme.xcodeproj" }"#
        let other = FixtureRepository.run(
            ["settings", "--scheme", "AcmeApp"], on: FixtureRepository.load("TargetPerBrand", changing: narrowed))
        #expect(other.status == .failure)
        #expect(!other.standardOutput.contains("com.example.acme"), "\(other.standardOutput)")
    }

    /// A workspace named with `--project` picks its own scheme over the one of that name in a project it lists
    /// (Provenance.xcworkspace's ProvenanceTV was refused as "defined in several places" however it was named).
    @Test func aWorkspaceGivenAsProjectPicksItsOwnScheme() {
        let scheme = "Acme.xcodeproj/xcshareddata/xcschemes/AcmeApp.xcscheme"
        let fileSystem = FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                "Acme.xcworkspace/contents.xcworkspacedata": """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0">
                   <FileRef location = "group:Acme.xcodeproj"></FileRef>
                </Workspace>

                """,
                "Acme.xcworkspace/xcshareddata/xcschemes/AcmeApp.xcscheme": FixtureRepository.read(
                    "TargetPerBrand", scheme),
            ])
        let ambiguous = FixtureRepository.run(["settings", "--scheme", "AcmeApp"], on: fileSystem)
        #expect(ambiguous.status == .usageError)
        #expect(ambiguous.standardError.contains("defined in several places"), "\(ambiguous.standardError)")
        let run = FixtureRepository.run(
            ["settings", "--scheme", "AcmeApp", "--project", "Acme.xcworkspace"], on: fileSystem)
        #expect(run.status == .success, "\(run.standardError)")
        #expect(run.standardOutput.contains("PRODUCT_BUNDLE_IDENTIFIER = com.example.acme\n"), "\(run.standardOutput)")
    }

    /// `--target` may name what the scheme's targets depend on, which Xcode builds with them (talk-ios's
    /// NextcloudTalk scheme builds its ShareExtension so); a target outside them is still refused.
    @Test func aTargetTheSchemeBuildsAsADependencyCanBeEvaluated() {
        let fileSystem = FixtureRepository.load("TargetPerBrand")
        let widget = FixtureRepository.run(
            ["settings", "--scheme", "AcmeApp", "--target", "AcmeWidget"], on: fileSystem)
        #expect(widget.status == .success, "\(widget.standardError)")
        #expect(widget.standardOutput.contains("PRODUCT_NAME = AcmeWidget\n"), "\(widget.standardOutput)")
        let other = FixtureRepository.run(["settings", "--scheme", "AcmeApp", "--target", "AcmePro"], on: fileSystem)
        #expect(other.status == .usageError)
        #expect(other.standardError.hasPrefix("error: unknown target 'AcmePro'"), "\(other.standardError)")
    }

    /// When the command line names no target and there was a choice, standard error says which target's settings
    /// these are and among which (`xcodebuild -showBuildSettings` names its target too); standard output stays the
    /// settings alone, and JSON, named targets and a scheme building one target get no note.
    @Test func saysWhichTargetItChoseWhenThereWasAChoice() throws {
        let scheme = "Acme.xcodeproj/xcshareddata/xcschemes/AcmeApp.xcscheme"
        let entry = """
                     <BuildActionEntry buildForRunning = "YES" buildForArchiving = "YES">
                        <BuildableReference
                           BuildableIdentifier = "primary" BlueprintIdentifier = "6EB24220DCB59FFCE667CDA7"
                           BuildableName = "AcmeWidget.appex" BlueprintName = "AcmeWidget"
                           ReferencedContainer = "container:Acme.xcodeproj">
                        </BuildableReference>
                     </BuildActionEntry>
                     <BuildActionEntry
            """
        let both = FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                scheme: FixtureRepository.read(
                    "TargetPerBrand", scheme, replacing: "         <BuildActionEntry\n", with: entry + "\n")
            ])
        let run = FixtureRepository.run(["settings", "--scheme", "AcmeApp"], on: both)
        #expect(run.status == .success, "\(run.standardError)")
        #expect(
            run.standardError
                == "note: scheme 'AcmeApp' builds AcmeWidget and Acme for the archive action; these are the settings "
                + "of 'Acme', the first application it builds; choose another with --target\n")
        #expect(run.standardOutput.contains("PRODUCT_NAME = Acme\n"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("note:"))

        // A target the project lacks is a finding of its own, not one the note names (mullvad's RelayCache).
        let ghost = entry.replacingOccurrences(of: "6EB24220DCB59FFCE667CDA7", with: "FFFFFFFFFFFFFFFFFFFFFFFF")
            .replacingOccurrences(of: "AcmeWidget", with: "Ghost")
        let withGhost = FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                scheme: FixtureRepository.read(
                    "TargetPerBrand", scheme, replacing: "         <BuildActionEntry\n",
                    with: String(entry.dropLast("<BuildActionEntry".count)) + ghost + "\n")
            ])
        let haunted = FixtureRepository.run(["settings", "--scheme", "AcmeApp"], on: withGhost)
        #expect(
            haunted.standardError.contains(
                "note: scheme 'AcmeApp' builds AcmeWidget and Acme for the archive action;"), "\(haunted.standardError)"
        )

        let named = FixtureRepository.run(["settings", "--scheme", "AcmeApp", "--target", "AcmeWidget"], on: both)
        #expect(named.status == .success && named.standardError == "", "\(named.standardError)")
        let json = FixtureRepository.run(["settings", "--scheme", "AcmeApp", "--format", "json"], on: both)
        #expect(json.standardError == "")
        #expect(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) is [String: Any])
        let single = FixtureRepository.run(
            ["settings", "--scheme", "AcmeApp"], on: FixtureRepository.load("TargetPerBrand"))
        #expect(single.status == .success && single.standardError == "", "\(single.standardError)")

        let project = FixtureRepository.run(["settings", "--project", "Acme.xcodeproj"], on: both)
        #expect(
            project.standardError
                == "note: these are the settings of target 'Acme', the first of the project's 4 targets; "
                + "choose another with --target\n")
    }
}
