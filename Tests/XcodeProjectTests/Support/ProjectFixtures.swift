import Support
import XCConfig
import XcodeProject

/// Projects in the shapes real multi-brand repositories use.
enum ProjectFixtures {
    /// One app target per brand (`NWD`, `SBT`) with per-brand xcconfigs as target base configurations, a widget
    /// extension embedded by `NWD`, a shared asset catalog, a localized storyboard and a dependency through a
    /// container proxy.
    static var brandTargets: PBXProjFixture {
        var project = PBXProjFixture()
        project.addProject(
            targets: ["NWD", "SBT", "WIDGET"], children: ["CONFIGS", "SOURCES", "RESOURCES", "PRODUCTS"])
        project.addConfigurationList(
            "PROJECT_LIST",
            [
                .init(
                    "PROJECT_DEBUG", "Debug",
                    [("SDKROOT", "iphoneos"), ("SWIFT_ACTIVE_COMPILATION_CONDITIONS", ["DEBUG", "$(inherited)"])]),
                .init(
                    "PROJECT_RELEASE", "Release", [("SDKROOT", "iphoneos"), ("SWIFT_COMPILATION_MODE", "wholemodule")]),
            ], default: "Release")
        project.addGroup("CONFIGS", path: "Configs", children: ["NWD_DEBUG_XC", "NWD_RELEASE_XC", "SBT_XC"])
        project.addFile("NWD_DEBUG_XC", path: "NWD-Debug.xcconfig")
        project.addFile("NWD_RELEASE_XC", path: "NWD-Release.xcconfig")
        project.addFile("SBT_XC", path: "SBT.xcconfig")
        project.addGroup("SOURCES", path: "Sources", children: ["APP_SWIFT"])
        project.addFile("APP_SWIFT", path: "App.swift")
        project.addGroup("RESOURCES", path: nil, children: ["CATALOG", "MAIN_STORYBOARD"])
        project.addFile("CATALOG", path: "Shared/Assets.xcassets", sourceTree: "SOURCE_ROOT")
        project.add(
            "MAIN_STORYBOARD", "PBXVariantGroup",
            [
                ("children", ["MAIN_BASE", "MAIN_DE"]), ("name", "Main.storyboard"), ("path", "Storyboards"),
                ("sourceTree", "<group>"),
            ])
        project.addFile("MAIN_BASE", path: "Base.lproj/Main.storyboard")
        project.addFile("MAIN_DE", path: "de.lproj/Main.strings")
        project.addGroup("PRODUCTS", path: nil, children: ["NWD_APP", "SBT_APP", "WIDGET_APPEX"])
        project.addFile("NWD_APP", path: "NWD.app", sourceTree: "BUILT_PRODUCTS_DIR")
        project.addFile("SBT_APP", path: "SBT.app", sourceTree: "BUILT_PRODUCTS_DIR")
        project.addFile("WIDGET_APPEX", path: "Widget.appex", sourceTree: "BUILT_PRODUCTS_DIR")
        project.addTarget(
            "NWD", name: "NWD",
            configurations: [
                .init("NWD_DEBUG", "Debug", base: "NWD_DEBUG_XC", [("PRODUCT_NAME", "$(TARGET_NAME)")]),
                .init("NWD_RELEASE", "Release", base: "NWD_RELEASE_XC", [("PRODUCT_NAME", "$(TARGET_NAME)")]),
            ],
            phases: ["NWD_SOURCES", "NWD_RESOURCES", "NWD_EMBED"],
            extra: [("productReference", "NWD_APP"), ("dependencies", ["NWD_DEPENDS_ON_WIDGET"])])
        project.addPhase("NWD_SOURCES", "PBXSourcesBuildPhase", files: ["APP_SWIFT"])
        project.addPhase("NWD_RESOURCES", "PBXResourcesBuildPhase", files: ["CATALOG", "MAIN_STORYBOARD"])
        project.addPhase(
            "NWD_EMBED", "PBXCopyFilesBuildPhase", files: ["WIDGET_APPEX"],
            extra: [("dstPath", ""), ("dstSubfolderSpec", "13"), ("name", "Embed Foundation Extensions")])
        project.add("NWD_DEPENDS_ON_WIDGET", "PBXTargetDependency", [("targetProxy", "WIDGET_PROXY")])
        project.add(
            "WIDGET_PROXY", "PBXContainerItemProxy",
            [
                ("containerPortal", "PROJECT"), ("proxyType", "1"), ("remoteGlobalIDString", "WIDGET"),
                ("remoteInfo", "Widget"),
            ])
        project.addTarget(
            "SBT", name: "SBT",
            configurations: [
                .init("SBT_DEBUG", "Debug", base: "SBT_XC"), .init("SBT_RELEASE", "Release", base: "SBT_XC"),
            ],
            phases: ["SBT_SOURCES", "SBT_RESOURCES"], extra: [("productReference", "SBT_APP")])
        project.addPhase("SBT_SOURCES", "PBXSourcesBuildPhase", files: ["APP_SWIFT"])
        project.addPhase("SBT_RESOURCES", "PBXResourcesBuildPhase", files: ["CATALOG"])
        project.addTarget(
            "WIDGET", name: "Widget", productType: "com.apple.product-type.app-extension",
            configurations: [.init("WIDGET_DEBUG", "Debug"), .init("WIDGET_RELEASE", "Release")],
            extra: [("productReference", "WIDGET_APPEX")])
        return project
    }
}

extension ProjectFixtures {
    /// An Xcode 16 project: the folder `App` synchronized into targets `App` and `Widget`, with exception sets that
    /// leave `Info.plist` and `Widget/` out of the app, add `Shared/Model.swift` to the widget (which does not build
    /// the folder), and route `Extras/Extra.json` into the app's copy-files phase.
    static var synchronizedFolders: PBXProjFixture {
        var project = PBXProjFixture()
        project.addProject(targets: ["APP", "WIDGET"], children: ["APP_FOLDER", "PRODUCTS"])
        project.addConfigurationList("PROJECT_LIST", [.init("PROJECT_DEBUG", "Debug")], default: "Debug")
        project.add(
            "APP_FOLDER", "PBXFileSystemSynchronizedRootGroup",
            [
                ("exceptions", ["APP_EXCEPTIONS", "WIDGET_EXCEPTIONS", "COPY_EXCEPTIONS"]),
                ("explicitFolders", ["Raw"]), ("path", "App"), ("sourceTree", "<group>"),
            ])
        project.add(
            "APP_EXCEPTIONS", "PBXFileSystemSynchronizedBuildFileExceptionSet",
            [("membershipExceptions", ["Info.plist", "Widget/"]), ("target", "APP")])
        project.add(
            "WIDGET_EXCEPTIONS", "PBXFileSystemSynchronizedBuildFileExceptionSet",
            [("membershipExceptions", ["Shared/Model.swift"]), ("target", "WIDGET")])
        project.add(
            "COPY_EXCEPTIONS", "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet",
            [("buildPhase", "APP_COPY"), ("membershipExceptions", ["Extras/Extra.json"])])
        project.addGroup("PRODUCTS", path: nil, children: [])
        project.addTarget(
            "APP", name: "App", configurations: [.init("APP_DEBUG", "Debug")],
            phases: ["APP_SOURCES", "APP_RESOURCES", "APP_COPY"],
            extra: [("fileSystemSynchronizedGroups", ["APP_FOLDER"])])
        project.addPhase("APP_SOURCES", "PBXSourcesBuildPhase", files: [])
        project.addPhase("APP_RESOURCES", "PBXResourcesBuildPhase", files: [])
        project.addPhase(
            "APP_COPY", "PBXCopyFilesBuildPhase", files: [],
            extra: [("dstPath", "Extras"), ("dstSubfolderSpec", "7")])
        project.addTarget(
            "WIDGET", name: "Widget", productType: "com.apple.product-type.app-extension",
            configurations: [.init("WIDGET_DEBUG", "Debug")], phases: ["WIDGET_SOURCES"])
        project.addPhase("WIDGET_SOURCES", "PBXSourcesBuildPhase", files: [])
        return project
    }

    /// The files of ``synchronizedFolders``'s folder on disk under `/work/App/App`.
    static var synchronizedFiles: InMemoryFileSystem {
        var fileSystem = InMemoryFileSystem()
        for path in [
            "AppMain.swift", "Info.plist", "Assets.xcassets/Contents.json", "Assets.xcassets/AppIcon.appiconset/a.png",
            "Shared/Model.swift", "Shared/Bridge.h", "Widget/Widget.swift", "Extras/Extra.json", "Raw/data.bin",
            "de.lproj/Localizable.strings", ".DS_Store",
        ] {
            fileSystem.write("x", to: "/work/App/App/" + path)
        }
        return fileSystem
    }
}
