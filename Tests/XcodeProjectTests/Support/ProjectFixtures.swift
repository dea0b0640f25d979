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
