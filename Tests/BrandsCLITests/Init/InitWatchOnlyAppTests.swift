import BrandsCLI
import Support
import Testing

/// `brands init`, `validate` and `list` on a repository with a watch-only app: the App Store takes it as an app of its
/// own, so it is a clone, not a part that ships inside an app.
@Suite struct InitWatchOnlyAppTests {
    /// A project with the iPhone app `Chat` and the watch-only app `ChatWatch`.
    ///
    /// In the shape Xcode's watchOS App template writes (alfianlosari/ChatGPTSwiftUI's `XCAChatGPTWatch`): a container
    /// target (`application.watchapp2-container`, no code of its own) that embeds the watch app `ChatWatch Watch App`
    /// (a plain `application` for watchOS, `WKWatchOnly`) through "Embed Watch Content". No shared scheme; one object
    /// per line.
    static let project: String = {
        func target(_ id: String, name: String, type: String, phases: String, settings: String) -> [String] {
            [
                "\t\tT\(id) = {isa = PBXNativeTarget; buildConfigurationList = L\(id); buildPhases = (\(phases)); "
                    + "dependencies = (); name = \"\(name)\"; productName = \"\(name)\"; productReference = P\(id); "
                    + "productType = \"com.apple.product-type.\(type)\"; };",
                "\t\tL\(id) = {isa = XCConfigurationList; buildConfigurations = (D\(id), R\(id)); "
                    + "defaultConfigurationName = Release; };",
                "\t\tD\(id) = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = Debug; };",
                "\t\tR\(id) = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = Release; };",
                "\t\tP\(id) = {isa = PBXFileReference; explicitFileType = wrapper.application; path = \"\(name).app\"; "
                    + "sourceTree = BUILT_PRODUCTS_DIR; };",
            ]
        }
        let common =
            "CURRENT_PROJECT_VERSION = 7; GENERATE_INFOPLIST_FILE = YES; MARKETING_VERSION = 1.2; "
            + "PRODUCT_NAME = \"$(TARGET_NAME)\"; "
        var lines = [
            "// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tobjectVersion = 56;", "\tobjects = {",
            "\t\tPROJECT = {isa = PBXProject; buildConfigurationList = LP; mainGroup = G; "
                + "targets = (TApp, TContainer, TWatch); };",
            "\t\tLP = {isa = XCConfigurationList; buildConfigurations = (DP, RP); defaultConfigurationName = Release; };",
            "\t\tDP = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };",
            "\t\tRP = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };",
            "\t\tG = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };",
            "\t\tRContainer = {isa = PBXResourcesBuildPhase; files = (); };",
            "\t\tEContainer = {isa = PBXCopyFilesBuildPhase; dstPath = \"$(CONTENTS_FOLDER_PATH)/Watch\"; "
                + "dstSubfolderSpec = 16; files = (BWatch); name = \"Embed Watch Content\"; };",
            "\t\tBWatch = {isa = PBXBuildFile; fileRef = PWatch; };",
        ]
        lines += target(
            "App", name: "Chat", type: "application", phases: "",
            settings: common + "PRODUCT_BUNDLE_IDENTIFIER = com.example.chat; ")
        lines += target(
            "Container", name: "ChatWatch", type: "application.watchapp2-container", phases: "RContainer, EContainer",
            settings: "CURRENT_PROJECT_VERSION = 7; INFOPLIST_KEY_CFBundleDisplayName = ChatWatch; "
                + "MARKETING_VERSION = 1.2; PRODUCT_BUNDLE_IDENTIFIER = com.example.chatwatch; "
                + "PRODUCT_NAME = \"$(TARGET_NAME)\"; ")
        lines += target(
            "Watch", name: "ChatWatch Watch App", type: "application", phases: "",
            settings: common
                + "INFOPLIST_KEY_WKWatchOnly = YES; PRODUCT_BUNDLE_IDENTIFIER = com.example.chatwatch.watchkitapp; "
                + "SDKROOT = watchos; SKIP_INSTALL = YES; ")
        lines += ["\t};", "\trootObject = PROJECT;", "}", ""]
        return lines.joined(separator: "\n")
    }()

    /// The repository: the project alone.
    static func repository(_ project: String = project) -> InMemoryWritableFileSystem {
        InMemoryWritableFileSystem(
            InMemoryFileSystem(files: [FixtureRepository.root + "/Chat.xcodeproj/project.pbxproj": project]))
    }

    @Test func aWatchOnlyAppIsAClone() {
        let run = FixtureRepository.run(["init"], on: Self.repository())
        #expect(run.status == .success, "\(run.standardError)")
        for line in [
            "- left out: 1 watch app, which ships inside its app: ChatWatch Watch App (inside ChatWatch)\n",
            "- no shared scheme, so each application target is a clone, as Xcode makes a scheme for each: "
                + "Chat, ChatWatch\n",
            "- ChatWatch is a watch-only app: the container the App Store takes for its watch app 'ChatWatch Watch "
                + "App', which ships on its own, not inside an iPhone app, so brands reads it as an app of its own\n",
            "- with this manifest brands finds 2 clones: Chat, ChatWatch\n",
        ] {
            #expect(run.standardError.contains(line), "\(run.standardError)")
        }
        #expect(!run.standardError.contains("other part"), "\(run.standardError)")
        let list = FixtureRepository.run(["list"], on: Self.repository())
        #expect(
            list.standardOutput.contains("ChatWatch  ChatWatch  com.example.chatwatch  1.2"), "\(list.standardOutput)")
    }

    /// The watch app a watch-only app's container embeds ships in that container's upload: its version, build and
    /// identifier are held to the container's, as a phone app's watch app is to the phone app's.
    @Test func aWatchOnlyAppsWatchAppIsCheckedAsItsPart() {
        let project = Self.project.replacingOccurrences(
            of: "PRODUCT_BUNDLE_IDENTIFIER = com.example.chatwatch.watchkitapp;",
            with: "PRODUCT_BUNDLE_IDENTIFIER = com.example.other.watchkitapp;")
        let run = FixtureRepository.run(["validate"], on: Self.repository(project))
        #expect(run.status == .failure, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("com.example.other.watchkitapp"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("[extension_mismatch]"), "\(run.standardOutput)")
    }
}
