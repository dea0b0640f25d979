import BrandsCLI
import Foundation
import Support
import Testing

/// `settings --scheme X --action test` takes the targets testing builds: the build action's entries for testing and
/// the test action's testables, of the scheme's projects only.
@Suite struct SettingsSchemeTestActionTests {
    static let scheme = "Acme.xcodeproj/xcshareddata/xcschemes/AcmeTests.xcscheme"

    static func testable(_ name: String, id: String, container: String) -> String {
        """
              <TestableReference skipped = "NO">
                 <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "\(id)" \
        BuildableName = "\(name)" BlueprintName = "\(name)" ReferencedContainer = "\(container)">
                 </BuildableReference>
              </TestableReference>

        """
    }

    /// A test-only scheme: nothing in its build action, its testables in the test action (duckduckgo's "iOS Unit
    /// Tests").
    static func workspace(testables: [String]) -> InMemoryWritableFileSystem {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Scheme LastUpgradeVersion = "1600" version = "1.7">
               <BuildAction parallelizeBuildables = "YES" buildImplicitDependencies = "YES">
                  <BuildActionEntries>
                  </BuildActionEntries>
               </BuildAction>
               <TestAction buildConfiguration = "Debug" shouldUseLaunchSchemeArgsEnv = "YES">
                  <Testables>
            \(testables.joined())      </Testables>
               </TestAction>
            </Scheme>

            """
        return FixtureRepository.load("TargetPerBrand", changing: [scheme: text])
    }

    @Test func theTestablesAreTheTargetsTestingBuilds() {
        let acme = Self.testable("Acme", id: "5318909B2CE329438154C6C2", container: "container:Acme.xcodeproj")
        let package = Self.testable("KitTests", id: "KitTests", container: "container:Packages/Kit")
        let run = FixtureRepository.run(
            ["settings", "--scheme", "AcmeTests", "--action", "test"],
            on: Self.workspace(testables: [package, acme]))
        #expect(run.status == .success, "\(run.standardError)")
        #expect(run.standardOutput.contains("\nTARGET_NAME = Acme\n"), "\(run.standardOutput)")
        #expect(!run.standardError.contains("cannot read the project file"), "\(run.standardError)")
        // Running builds nothing of a test-only scheme.
        let launch = FixtureRepository.run(
            ["settings", "--scheme", "AcmeTests", "--action", "launch"], on: Self.workspace(testables: [acme]))
        #expect(launch.status == .usageError)
        #expect(launch.standardError.contains("builds no target for the launch action"), "\(launch.standardError)")
    }

    /// A testable in a project that is not there (Trio's LoopKit submodule) is the scheme's finding, once, not a
    /// project file to read.
    @Test func aMissingProjectIsReportedOnce() throws {
        let acme = Self.testable("Acme", id: "5318909B2CE329438154C6C2", container: "container:Acme.xcodeproj")
        let gone = Self.testable("GoneTests", id: "GONE", container: "container:Gone/Gone.xcodeproj")
        let run = FixtureRepository.run(
            ["settings", "--scheme", "AcmeTests", "--action", "test"], on: Self.workspace(testables: [gone, acme]))
        let output = run.standardOutput + run.standardError
        #expect(!output.contains("cannot read the project file"), "\(output)")
        #expect(output.components(separatedBy: "Gone/Gone.xcodeproj").count == 2, "\(output)")
        #expect(output.contains("; fix the path or remove it from the scheme"), "\(output)")
        // In a submodule not checked out, the finding says how to check it out, as `validate` does.
        let withSubmodule = Self.workspace(testables: [gone, acme])
        try withSubmodule.write(
            Array("[submodule \"Gone\"]\n\tpath = Gone\n\turl = https://example.com/gone.git\n".utf8),
            to: FixtureRepository.root + "/.gitmodules")
        let checkedOut = FixtureRepository.run(
            ["settings", "--scheme", "AcmeTests", "--action", "test"], on: withSubmodule)
        #expect(
            (checkedOut.standardOutput + checkedOut.standardError).contains(
                "it is in submodule 'Gone', which is not checked out: run 'git submodule update --init Gone'"),
            "\(checkedOut.standardOutput)\(checkedOut.standardError)")
    }
}

/// A project clone's settings are those of a build: its folders are under the user's DerivedData, as
/// `settings --scheme` has them (planetary-ios's CocoaPods search paths, built on `BUILD_DIR`, pointed into the
/// project's `build` folder).
@Suite struct SettingsCloneBuildFolderTests {
    @Test func aCloneBuildsWhereItsSchemeBuilds() {
        let config = "Configs/Acme.xcconfig"
        let changed = FixtureRepository.read("TargetPerBrand", config) + "PODS_BUILD_DIR = ${BUILD_DIR}\n"
        let fileSystem = FixtureRepository.load("TargetPerBrand", changing: [config: changed])
        let environment = ["USER": "ada", "HOME": "/home/ada"]
        let line = "PODS_BUILD_DIR = /home/ada/Library/Developer/Xcode/DerivedData/Acme/Build/Products\n"
        for arguments in [["settings", "AcmeApp"], ["settings", "--scheme", "AcmeApp"]] {
            let run = CapturedRun(
                arguments, root: CommandTable.root, environment: environment, fileSystem: fileSystem,
                currentDirectory: FixtureRepository.root)
            #expect(run.standardOutput.contains(line), "\(arguments): \(run.standardOutput)\(run.standardError)")
        }
        // Without a home folder, both build in the project's folder.
        let unknown = FixtureRepository.run(["settings", "AcmeApp"], on: fileSystem)
        #expect(unknown.standardOutput.contains("PODS_BUILD_DIR = /repo/build\n"), "\(unknown.standardOutput)")
    }

    /// xcodebuild starts from the environment's `PATH`, which a setting may extend (passepartout's
    /// `PATH = $(PATH):/opt/homebrew/bin:/usr/local/bin` was `:/opt/homebrew/bin:/usr/local/bin`).
    @Test func theEnvironmentsPathIsWhereASettingExtendsIt() {
        let config = "Configs/Acme.xcconfig"
        let changed = FixtureRepository.read("TargetPerBrand", config) + "PATH = $(PATH):/opt/homebrew/bin\n"
        let fileSystem = FixtureRepository.load("TargetPerBrand", changing: [config: changed])
        for arguments in [["settings", "AcmeApp"], ["settings", "--scheme", "AcmeApp"]] {
            let run = CapturedRun(
                arguments, root: CommandTable.root, environment: ["PATH": "/usr/bin:/bin"], fileSystem: fileSystem,
                currentDirectory: FixtureRepository.root)
            #expect(
                run.standardOutput.contains("\nPATH = /usr/bin:/bin:/opt/homebrew/bin\n"),
                "\(arguments): \(run.standardOutput)\(run.standardError)")
        }
    }
}

/// A target whose `SDKROOT` is `auto` (IceCubesApp, for iOS and visionOS) builds for iphoneos in every form of
/// `settings`: `--scheme` and `--project` bound no SDK, so `[sdk=iphoneos*]` settings were left out there only.
@Suite struct SettingsAutoSDKTests {
    @Test(arguments: [
        ["settings", "AcmeApp"], ["settings", "--scheme", "AcmeApp"],
        ["settings", "--project", "Acme.xcodeproj", "--target", "Acme"],
    ])
    func anAutoSDKTargetBuildsForIphoneos(arguments: [String]) {
        let config = "Configs/Acme.xcconfig"
        let changed =
            FixtureRepository.read("TargetPerBrand", config)
            + "SDKROOT = auto\nSIGNING_FLAVOUR = simulator\nSIGNING_FLAVOUR[sdk=iphoneos*] = device\n"
        let run = FixtureRepository.run(
            arguments, on: FixtureRepository.load("TargetPerBrand", changing: [config: changed]))
        #expect(
            run.standardOutput.contains("\nSIGNING_FLAVOUR = device\n"), "\(run.standardOutput)\(run.standardError)")
    }

    /// A target whose `SUPPORTED_PLATFORMS` names one platform other than iOS can only build for it (passepartout's
    /// Mac configuration was read for iphoneos: its `[sdk=macosx*]` app group left out); one listing iOS among others
    /// still builds for iphoneos.
    @Test(arguments: [
        ["settings", "AcmeApp"], ["settings", "--scheme", "AcmeApp"],
        ["settings", "--project", "Acme.xcodeproj", "--target", "Acme"],
    ])
    func aTargetForOnePlatformBuildsForIt(arguments: [String]) {
        let config = "Configs/Acme.xcconfig"
        let base =
            FixtureRepository.read("TargetPerBrand", config) + "SDKROOT = auto\nSIGNING_FLAVOUR = device\n"
            + "SIGNING_FLAVOUR[sdk=macosx*] = mac\nSIGNING_FLAVOUR[sdk=appletvos*] = tv\n"
        for (platforms, flavour, sdk) in [
            ("macosx", "mac", "macosx"), ("appletvos appletvsimulator", "tv", "appletvos"),
            ("iphoneos iphonesimulator macosx", "device", "iphoneos"),
        ] {
            let run = FixtureRepository.run(
                arguments,
                on: FixtureRepository.load(
                    "TargetPerBrand", changing: [config: base + "SUPPORTED_PLATFORMS = \(platforms)\n"]))
            #expect(
                run.standardOutput.contains("\nSIGNING_FLAVOUR = \(flavour)\n"),
                "\(platforms): \(run.standardOutput)\(run.standardError)")
            // The clone's settings show what the files set; --scheme and --project show the built-ins too.
            if arguments.count > 2 {
                #expect(run.standardOutput.contains("\nPLATFORM_NAME = \(sdk)\n"), "\(run.standardOutput)")
            }
        }
    }
}

/// `--project` may name a workspace: its projects' schemes are looked for (ios-monorepo's `BeMatch.xcworkspace` had
/// "no shared schemes found", at an absolute path); a scheme's entry in the Pods project before `pod install` is no
/// finding, as in `validate` (mattermost-mobile).
@Suite struct SettingsSchemeWorkspaceTests {
    @Test func aWorkspaceGivenAsTheProjectHoldsItsProjectsSchemes() {
        let workspace = FixtureRepository.acmeWorkspaceWithPods
        let scheme = "Acme.xcodeproj/xcshareddata/xcschemes/AcmeApp.xcscheme"
        let pods = """
                     <BuildActionEntry buildForTesting = "YES" buildForRunning = "YES" buildForProfiling = "NO" \
            buildForArchiving = "NO" buildForAnalyzing = "YES">
                        <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "PODS" \
            BuildableName = "Pods_Acme" BlueprintName = "Pods_Acme" ReferencedContainer = "container:Pods/Pods.xcodeproj">
                        </BuildableReference>
                     </BuildActionEntry>

            """
        let withPods = FixtureRepository.read("TargetPerBrand", scheme).replacingOccurrences(
            of: "      </BuildActionEntries>", with: pods + "      </BuildActionEntries>")
        #expect(withPods.contains("Pods_Acme"))
        let fileSystem = FixtureRepository.load(
            "TargetPerBrand", changing: ["Acme.xcworkspace/contents.xcworkspacedata": workspace, scheme: withPods])
        let run = FixtureRepository.run(
            ["settings", "--scheme", "AcmeApp", "--project", "Acme.xcworkspace"], on: fileSystem)
        #expect(run.status == .success, "\(run.standardError)")
        #expect(run.standardOutput.contains("\nTARGET_NAME = Acme\n"), "\(run.standardOutput)")
        let launch = FixtureRepository.run(["settings", "--scheme", "AcmeApp"], on: fileSystem)
        #expect(!launch.standardError.contains("Pods.xcodeproj"), "\(launch.standardError)")
    }
}

/// A setting whose every assignment has conditions that do not hold has no value, in every form of `settings`
/// (deltachat's `EXCLUDED_ARCHS[sdk=iphonesimulator*]` was listed empty by `settings <clone>` alone).
@Suite struct SettingsConditionalOnlyTests {
    @Test(arguments: [["settings", "AcmeApp"], ["settings", "--scheme", "AcmeApp"]])
    func aSettingNoAssignmentOfMatchesIsLeftOut(arguments: [String]) {
        let config = "Configs/Acme.xcconfig"
        let changed =
            FixtureRepository.read("TargetPerBrand", config) + "SIMULATOR_ONLY[sdk=iphonesimulator*] = x86_64\n"
        let run = FixtureRepository.run(
            arguments, on: FixtureRepository.load("TargetPerBrand", changing: [config: changed]))
        #expect(run.status == .success, "\(run.standardError)")
        #expect(run.standardOutput.contains("\nTARGET_NAME = Acme\n") || run.standardOutput.contains("PRODUCT_NAME"))
        #expect(!run.standardOutput.contains("SIMULATOR_ONLY"), "\(run.standardOutput)")
    }
}
