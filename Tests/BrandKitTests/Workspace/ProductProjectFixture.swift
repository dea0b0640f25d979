import BrandKit
import Support
import XCConfig

/// A hand-written project for the product graph.
///
/// The app `App` compiles `App/main.swift`, copies
/// `App/Assets.xcassets`, builds the synchronized folder `Feature` but `Skip.swift`, embeds `Ext` through "Embed
/// Foundation Extensions" and `Kit` through "Embed ExtensionKit Extensions", and depends on `Ext` and `Core`;
/// `Core` depends on `Util`, `Ext` on `Shared` and `Core`. `Other` is an app of its own that compiles
/// `Other/main.swift`. One object per line.
enum ProductProjectFixture {
    static let root = "/repo"
    static let projectFile = "/repo/Product.xcodeproj/project.pbxproj"

    static func target(
        _ id: String, type: String, phases: [String] = [], dependencies: [String] = [], synchronized: [String] = [],
        settings: String = ""
    ) -> [String] {
        [
            "\t\tT\(id) = {isa = PBXNativeTarget; buildConfigurationList = L\(id); buildPhases = ("
                + phases.joined(separator: ", ") + "); dependencies = (" + dependencies.joined(separator: ", ")
                + "); fileSystemSynchronizedGroups = (" + synchronized.joined(separator: ", ")
                + "); name = \(id); productReference = P\(id); productType = \"\(type)\"; };",
            "\t\tL\(id) = {isa = XCConfigurationList; buildConfigurations = (D\(id), R\(id)); "
                + "defaultConfigurationName = Release; };",
            "\t\tD\(id) = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = Debug; };",
            "\t\tR\(id) = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = Release; };",
            "\t\tP\(id) = {isa = PBXFileReference; path = \(id).product; sourceTree = BUILT_PRODUCTS_DIR; };",
        ]
    }

    static let application = "com.apple.product-type.application"
    static let appExtension = "com.apple.product-type.app-extension"
    static let kitExtension = "com.apple.product-type.extensionkit-extension"
    static let framework = "com.apple.product-type.framework"

    static let projectText: String = {
        var lines = [
            "// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tobjectVersion = 77;", "\tobjects = {",
            "\t\tPROJECT = {isa = PBXProject; buildConfigurationList = LP; mainGroup = G; "
                + "targets = (TApp, TExt, TKit, TCore, TUtil, TShared, TOther); };",
            "\t\tLP = {isa = XCConfigurationList; buildConfigurations = (DP, RP); defaultConfigurationName = Release; };",
            "\t\tDP = {isa = XCBuildConfiguration; buildSettings = {MARKETING_VERSION = 2.0; }; name = Debug; };",
            "\t\tRP = {isa = XCBuildConfiguration; buildSettings = {MARKETING_VERSION = 2.1; }; name = Release; };",
            "\t\tG = {isa = PBXGroup; children = (FMain, FAssets, FOther, FExt, FCore, FUtil, FShared, SYNC); "
                + "sourceTree = \"<group>\"; };",
            "\t\tFMain = {isa = PBXFileReference; path = App/main.swift; sourceTree = \"<group>\"; };",
            "\t\tFAssets = {isa = PBXFileReference; path = App/Assets.xcassets; sourceTree = \"<group>\"; };",
            "\t\tFOther = {isa = PBXFileReference; path = Other/main.swift; sourceTree = \"<group>\"; };",
            "\t\tFExt = {isa = PBXFileReference; path = Ext/Ext.swift; sourceTree = \"<group>\"; };",
            "\t\tFCore = {isa = PBXFileReference; path = Core/Core.swift; sourceTree = \"<group>\"; };",
            "\t\tFUtil = {isa = PBXFileReference; path = Util/Util.swift; sourceTree = \"<group>\"; };",
            "\t\tFShared = {isa = PBXFileReference; path = Shared/Shared.swift; sourceTree = \"<group>\"; };",
            "\t\tSYNC = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EXC); path = Feature; "
                + "sourceTree = \"<group>\"; };",
            "\t\tEXC = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Skip.swift); "
                + "target = TApp; };",
            "\t\tSApp = {isa = PBXSourcesBuildPhase; files = (BMain); };",
            "\t\tBMain = {isa = PBXBuildFile; fileRef = FMain; };",
            "\t\tRApp = {isa = PBXResourcesBuildPhase; files = (BAssets); };",
            "\t\tBAssets = {isa = PBXBuildFile; fileRef = FAssets; };",
            "\t\tEApp = {isa = PBXCopyFilesBuildPhase; dstPath = \"\"; dstSubfolderSpec = 13; files = (BEmbedExt); "
                + "name = \"Embed Foundation Extensions\"; };",
            "\t\tBEmbedExt = {isa = PBXBuildFile; fileRef = PExt; };",
            "\t\tKApp = {isa = PBXCopyFilesBuildPhase; dstPath = \"$(EXTENSIONS_FOLDER_PATH)\"; dstSubfolderSpec = 16; "
                + "files = (BEmbedKit); name = \"Embed ExtensionKit Extensions\"; };",
            "\t\tBEmbedKit = {isa = PBXBuildFile; fileRef = PKit; };",
            "\t\tSOther = {isa = PBXSourcesBuildPhase; files = (BOther); };",
            "\t\tBOther = {isa = PBXBuildFile; fileRef = FOther; };",
            "\t\tSExt = {isa = PBXSourcesBuildPhase; files = (BExt); };",
            "\t\tBExt = {isa = PBXBuildFile; fileRef = FExt; };",
            "\t\tSCore = {isa = PBXSourcesBuildPhase; files = (BCore); };",
            "\t\tBCore = {isa = PBXBuildFile; fileRef = FCore; };",
            "\t\tSUtil = {isa = PBXSourcesBuildPhase; files = (BUtil); };",
            "\t\tBUtil = {isa = PBXBuildFile; fileRef = FUtil; };",
            "\t\tSShared = {isa = PBXSourcesBuildPhase; files = (BShared); };",
            "\t\tBShared = {isa = PBXBuildFile; fileRef = FShared; };",
            "\t\tDepExt = {isa = PBXTargetDependency; target = TExt; };",
            "\t\tDepCore = {isa = PBXTargetDependency; target = TCore; };",
            "\t\tDepCore2 = {isa = PBXTargetDependency; target = TCore; };",
            "\t\tDepUtil = {isa = PBXTargetDependency; target = TUtil; };",
            "\t\tDepShared = {isa = PBXTargetDependency; target = TShared; };",
        ]
        let app = "PRODUCT_BUNDLE_IDENTIFIER = com.example.app; INFOPLIST_FILE = App/Info.plist; "
        lines += target(
            "App", type: application, phases: ["SApp", "RApp", "EApp", "KApp"], dependencies: ["DepExt", "DepCore"],
            synchronized: ["SYNC"], settings: app)
        let ext = "PRODUCT_BUNDLE_IDENTIFIER = com.example.app.ext; INFOPLIST_FILE = Ext/Info.plist; "
        lines += target(
            "Ext", type: appExtension, phases: ["SExt"], dependencies: ["DepShared", "DepCore2"], settings: ext)
        lines += target("Kit", type: kitExtension)
        lines += target("Core", type: framework, phases: ["SCore"], dependencies: ["DepUtil"])
        lines += target("Util", type: framework, phases: ["SUtil"])
        lines += target("Shared", type: framework, phases: ["SShared"])
        lines += target("Other", type: application, phases: ["SOther"], settings: "PRODUCT_BUNDLE_IDENTIFIER = o; ")
        lines += ["\t};", "\trootObject = PROJECT;", "}", ""]
        return lines.joined(separator: "\n")
    }()

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleShortVersionString</key><string>$(MARKETING_VERSION)</string>\
        </dict></plist>
        """

    /// The repository's files, relative to the root.
    static let files: [String: String] = [
        "Product.xcodeproj/project.pbxproj": projectText, "App/main.swift": "", "App/Info.plist": plist,
        "App/Assets.xcassets/Contents.json": "{}", "Ext/Info.plist": plist, "Ext/Ext.swift": "",
        "Core/Core.swift": "", "Util/Util.swift": "", "Shared/Shared.swift": "", "Other/main.swift": "",
        "Feature/View.swift": "", "Feature/Skip.swift": "", "Feature/Sub/Deep.swift": "",
    ]

    /// The workspace, read from ``files`` with `changes` (relative path → text, `nil` to remove) applied.
    static func load(changing changes: [String: String?] = [:]) -> Workspace {
        var all: [String: String?] = files
        for (path, text) in changes { all[path] = text }
        let fileSystem = InMemoryFileSystem(
            files: Dictionary(
                uniqueKeysWithValues: all.compactMap { path, text in text.map { (Path.join(root, path), $0) } }))
        return WorkspaceLoader(fileSystem: fileSystem).load(root: root)
    }

    /// The project with `objects` (lines of `\t\tID = {…};`) added and the app's build phase `phase`, one of them,
    /// run after its sources phase.
    static func projectText(addingAppPhase phase: String, objects: String) -> String {
        let sources = "\t\tSApp = {isa = PBXSourcesBuildPhase; files = (BMain); };"
        let text = projectText.replacingOccurrences(of: sources, with: sources + "\n" + objects)
            .replacingOccurrences(of: "buildPhases = (SApp, RApp,", with: "buildPhases = (SApp, \(phase), RApp,")
        precondition(text.contains("SApp, \(phase), RApp") && text.contains(objects), "the fixture changed")
        return text
    }

    /// The project with the app depending on target `LT` of the project at `path` (relative to the root), as a
    /// `PBXTargetDependency` through a `PBXContainerItemProxy`.
    static func projectText(dependingOnProjectAt path: String) -> String {
        let text = projectText.replacingOccurrences(
            of: "dependencies = (DepExt, DepCore);", with: "dependencies = (DepExt, DepCore, DepLib);"
        ).replacingOccurrences(
            of: "\t\tFExt = {",
            with: "\t\tFLibProject = {isa = PBXFileReference; path = \(path); sourceTree = \"<group>\"; };\n"
                + "\t\tDepLib = {isa = PBXTargetDependency; name = Lib; targetProxy = XLib; };\n"
                + "\t\tXLib = {isa = PBXContainerItemProxy; containerPortal = FLibProject; proxyType = 1; "
                + "remoteGlobalIDString = LT; remoteInfo = Lib; };\n\t\tFExt = {")
        precondition(text.contains("DepCore, DepLib"), "the fixture changed")
        return text
    }

    /// The 1-based line of the first line of the project holding `text`.
    static func line(of text: String) -> Int {
        (projectText.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) } ?? -1)
            + 1
    }
}
