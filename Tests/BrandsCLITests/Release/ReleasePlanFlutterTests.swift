import BrandKit
import BrandsCLI
import Support
import Testing

/// `brands release plan` on a Flutter app, whose version is its `pubspec.yaml`'s `version:`, which Flutter writes into
/// `ios/Flutter/Generated.xcconfig` (a generated file, git-ignored) as `FLUTTER_BUILD_NAME`.
@Suite struct ReleasePlanFlutterTests {
    /// `flutter create`'s layout: the runner's configurations based on `Flutter/Debug.xcconfig` and
    /// `Flutter/Release.xcconfig`, which include `Generated.xcconfig`; the Info.plist takes its version from
    /// `version` (`$(FLUTTER_BUILD_NAME)` as Flutter's template writes it, or `$(MARKETING_VERSION)`, which the project
    /// sets to `$(FLUTTER_BUILD_NAME)`).
    static func files(infoPlistVersion version: String) -> [String: String] {
        func configuration(_ id: String, _ base: String, _ name: String) -> String {
            "\t\t\(id) = {isa = XCBuildConfiguration; baseConfigurationReference = \(base); buildSettings = {"
                + "CURRENT_PROJECT_VERSION = \"$(FLUTTER_BUILD_NUMBER)\"; INFOPLIST_FILE = Runner/Info.plist; "
                + "MARKETING_VERSION = \"$(FLUTTER_BUILD_NAME)\"; PRODUCT_BUNDLE_IDENTIFIER = com.example.app; "
                + "PRODUCT_NAME = \"$(TARGET_NAME)\"; SDKROOT = iphoneos; }; name = \(name); };"
        }
        let project = [
            "// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tobjectVersion = 56;", "\tobjects = {",
            "\t\tP0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1); };",
            "\t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0D, C0R); defaultConfigurationName = Release; };",
            "\t\tC0D = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };",
            "\t\tC0R = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };",
            "\t\tG0 = {isa = PBXGroup; children = (XD, XR, A1); sourceTree = \"<group>\"; };",
            "\t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); dependencies = (); "
                + "name = Runner; productName = Runner; productReference = A1; "
                + "productType = \"com.apple.product-type.application\"; };",
            "\t\tL1 = {isa = XCConfigurationList; buildConfigurations = (D1, E1); defaultConfigurationName = Release; };",
            configuration("D1", "XD", "Debug"), configuration("E1", "XR", "Release"),
            "\t\tXD = {isa = PBXFileReference; path = Flutter/Debug.xcconfig; sourceTree = SOURCE_ROOT; };",
            "\t\tXR = {isa = PBXFileReference; path = Flutter/Release.xcconfig; sourceTree = SOURCE_ROOT; };",
            "\t\tA1 = {isa = PBXFileReference; path = Runner.app; sourceTree = BUILT_PRODUCTS_DIR; };",
            "\t};", "\trootObject = P0;", "}", "",
        ].joined(separator: "\n")
        let reference = """
            <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "T1" \
            BuildableName = "Runner.app" BlueprintName = "Runner" ReferencedContainer = "container:Runner.xcodeproj">
            </BuildableReference>
            """
        return [
            "brands.json": "{\n  \"version\": 1,\n  \"schema\": null\n}\n",
            ".gitignore": "ios/Flutter/Generated.xcconfig\n",
            "pubspec.yaml": "name: app\ndescription: A white-label app.\nversion: 1.2.3+45 # the store's\n\n"
                + "environment:\n  sdk: \">=3.0.0 <4.0.0\"\n",
            "ios/Flutter/Generated.xcconfig": """
            // This is a generated file; do not edit or check into version control.
            FLUTTER_ROOT=/opt/flutter
            FLUTTER_APPLICATION_PATH=/repo
            FLUTTER_TARGET=lib/main.dart
            FLUTTER_BUILD_NAME=1.2.3
            FLUTTER_BUILD_NUMBER=45

            """,
            "ios/Flutter/Debug.xcconfig": "#include \"Generated.xcconfig\"\n",
            "ios/Flutter/Release.xcconfig": "#include \"Generated.xcconfig\"\n",
            "ios/Runner/Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            	<key>CFBundleDisplayName</key>
            	<string>App</string>
            	<key>CFBundleIdentifier</key>
            	<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            	<key>CFBundleShortVersionString</key>
            	<string>\(version)</string>
            	<key>CFBundleVersion</key>
            	<string>$(FLUTTER_BUILD_NUMBER)</string>
            </dict>
            </plist>

            """,
            "ios/Runner.xcodeproj/project.pbxproj": project,
            "ios/Runner.xcodeproj/xcshareddata/xcschemes/Runner.xcscheme": """
            <?xml version="1.0" encoding="UTF-8"?>
            <Scheme LastUpgradeVersion = "1600" version = "1.7">
               <BuildAction parallelizeBuildables = "YES" buildImplicitDependencies = "YES">
                  <BuildActionEntries>
                     <BuildActionEntry buildForRunning = "YES" buildForArchiving = "YES">
                        \(reference)
                     </BuildActionEntry>
                  </BuildActionEntries>
               </BuildAction>
               <LaunchAction buildConfiguration = "Debug">
                  <BuildableProductRunnable runnableDebuggingMode = "0">
                     \(reference)
                  </BuildableProductRunnable>
               </LaunchAction>
               <ArchiveAction buildConfiguration = "Release" revealArchiveInOrganizer = "YES">
               </ArchiveAction>
            </Scheme>

            """,
        ]
    }

    static func run(_ arguments: [String], _ files: [String: String]) -> CapturedRun {
        var fileSystem = InMemoryFileSystem()
        for (path, text) in files { fileSystem.write(text, to: Path.join("/repo", path)) }
        return CapturedRun(
            arguments, root: CommandTable.root, fileSystem: InMemoryWritableFileSystem(fileSystem),
            currentDirectory: "/repo")
    }

    /// The version to change is `version:` in `pubspec.yaml`, which the user edits, not `Generated.xcconfig`, which
    /// Flutter writes from it (and git ignores): the message says so and the note is at the pubspec's line.
    @Test(arguments: [
        ("$(FLUTTER_BUILD_NAME)", "FLUTTER_BUILD_NAME", []),
        (
            "$(MARKETING_VERSION)", "MARKETING_VERSION",
            ["ios/Runner.xcodeproj/project.pbxproj:14:176: note: MARKETING_VERSION is set here"]
        ),
    ])
    func aMismatchPointsAtThePubspecsVersion(infoPlistVersion: String, setting: String, settingNotes: [String]) {
        let files = Self.files(infoPlistVersion: infoPlistVersion)
        #expect(Self.run(["validate"], files).status == .success)
        let run = Self.run(["release", "plan", "runner/1.2.4/46"], files)
        #expect(run.status == .failure)
        let expected =
            [
                "<arguments>:1:8: error: tag 'runner/1.2.4/46' has version 1.2.4 but Runner's \(setting) in Release is "
                    + "1.2.3; tag 'runner/1.2.3/46' instead or change 'version' in pubspec.yaml (or set "
                    + "release.version_policy to tag-overrides) [release_version_mismatch]"
            ] + settingNotes + [
                "pubspec.yaml:3:1: note: the version is set here, 'version: 1.2.3+45', whose part before the '+' "
                    + "Flutter writes into 'ios/Flutter/Generated.xcconfig' as FLUTTER_BUILD_NAME",
                "", "0 of 1 tag planned; 1 error, 0 warnings", "",
            ]
        #expect(run.standardOutput == expected.joined(separator: "\n"), "\(run.standardOutput)")
        // The matching tag is planned.
        #expect(Self.run(["release", "plan", "runner/1.2.3/46"], files).status == .success)
    }

    /// A version no tag can carry (`1.2.3-beta`) gets the same advice (`validate` reports it too).
    @Test func anUnusableVersionPointsAtThePubspecsVersion() {
        var files = Self.files(infoPlistVersion: "$(FLUTTER_BUILD_NAME)")
        files["pubspec.yaml"] = "name: app\nversion: \"1.2.3-beta+45\"\n"
        files["ios/Flutter/Generated.xcconfig"] = "FLUTTER_BUILD_NAME=1.2.3-beta\nFLUTTER_BUILD_NUMBER=45\n"
        let run = Self.run(["release", "plan", "runner/1.2.3/46"], files)
        #expect(run.status == .failure)
        #expect(
            run.standardOutput.contains(
                "<arguments>:1:8: error: tag 'runner/1.2.3/46' cannot match Runner's FLUTTER_BUILD_NAME in Release, "
                    + "'1.2.3-beta', which is not one to three period-separated non-negative integers; change "
                    + "'version' in pubspec.yaml to a version such as 1.2.3 [release_version_mismatch]\n"
                    + "pubspec.yaml:2:1: note: the version is set here, 'version: 1.2.3-beta+45', whose part before "
                    + "the '+' Flutter writes into 'ios/Flutter/Generated.xcconfig' as FLUTTER_BUILD_NAME\n"),
            "\(run.standardOutput)")
    }

    /// Without a pubspec the folder is no Flutter app's: the note stays at the xcconfig that sets the version.
    @Test func withoutAPubspecTheNoteStaysAtTheXCConfig() {
        var files = Self.files(infoPlistVersion: "$(FLUTTER_BUILD_NAME)")
        files["pubspec.yaml"] = nil
        let run = Self.run(["release", "plan", "runner/1.2.4/46"], files)
        #expect(run.standardOutput.contains(" or change FLUTTER_BUILD_NAME (or set "), "\(run.standardOutput)")
        #expect(
            run.standardOutput.contains("\nios/Flutter/Generated.xcconfig:5:1: note: FLUTTER_BUILD_NAME is set here\n"),
            "\(run.standardOutput)")
    }
}
