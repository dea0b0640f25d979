"""The sample project's constants and its object graph, built from the brands on disk."""

import hashlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
PROJECT_NAME = "Newsroom"
PROJECT = f"{PROJECT_NAME}.xcodeproj"
CONFIGURATIONS = ("Debug", "Release")
SCHEME_ACTIONS = {"Test": "Debug", "Launch": "Debug", "Profile": "Release", "Analyze": "Debug", "Archive": "Release"}
LAUNCH_SCREEN = "App/LaunchScreen.storyboard"
WIDGET_INFO_PLIST = "Widget/Info.plist"
SDK_FRAMEWORKS = ("WidgetKit.framework", "SwiftUI.framework")
EMBED_PHASE = "Embed Foundation Extensions"

FILE_TYPES = {
    ".swift": "sourcecode.swift",
    ".storyboard": "file.storyboard",
    ".xcassets": "folder.assetcatalog",
    ".ttf": "file",
    ".otf": "file",
    ".json": "text.json",
    ".plist": "text.plist.xml",
    ".xcconfig": "text.xcconfig",
    ".framework": "wrapper.framework",
}

# What an Xcode 16 iOS app template writes at project level, less what would contradict
# Configs/Base.xcconfig, which every target's configurations are based on (and which wins, being a
# higher level). IPHONEOS_DEPLOYMENT_TARGET is the sample's 16.0. SWIFT_ACTIVE_COMPILATION_CONDITIONS
# and GCC_PREPROCESSOR_DEFINITIONS are left out: Base.xcconfig adds DEBUG to `$(inherited)`, so the
# template's DEBUG here would appear twice. The self-check compares every key Base.xcconfig also sets.
PROJECT_SETTINGS_SHARED = {
    "ALWAYS_SEARCH_USER_PATHS": "NO",
    "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS": "YES",
    "CLANG_ANALYZER_NONNULL": "YES",
    "CLANG_ANALYZER_NUMBER_OBJECT_CONVERSION": "YES_AGGRESSIVE",
    "CLANG_CXX_LANGUAGE_STANDARD": "gnu++20",
    "CLANG_ENABLE_MODULES": "YES",
    "CLANG_ENABLE_OBJC_ARC": "YES",
    "CLANG_ENABLE_OBJC_WEAK": "YES",
    "CLANG_WARN_BLOCK_CAPTURE_AUTORELEASING": "YES",
    "CLANG_WARN_BOOL_CONVERSION": "YES",
    "CLANG_WARN_COMMA": "YES",
    "CLANG_WARN_CONSTANT_CONVERSION": "YES",
    "CLANG_WARN_DEPRECATED_OBJC_IMPLEMENTATIONS": "YES",
    "CLANG_WARN_DIRECT_OBJC_ISA_USAGE": "YES_ERROR",
    "CLANG_WARN_DOCUMENTATION_COMMENTS": "YES",
    "CLANG_WARN_EMPTY_BODY": "YES",
    "CLANG_WARN_ENUM_CONVERSION": "YES",
    "CLANG_WARN_INFINITE_RECURSION": "YES",
    "CLANG_WARN_INT_CONVERSION": "YES",
    "CLANG_WARN_NON_LITERAL_NULL_CONVERSION": "YES",
    "CLANG_WARN_OBJC_IMPLICIT_RETAIN_SELF": "YES",
    "CLANG_WARN_OBJC_LITERAL_CONVERSION": "YES",
    "CLANG_WARN_OBJC_ROOT_CLASS": "YES_ERROR",
    "CLANG_WARN_QUOTED_INCLUDE_IN_FRAMEWORK_HEADER": "YES",
    "CLANG_WARN_RANGE_LOOP_ANALYSIS": "YES",
    "CLANG_WARN_STRICT_PROTOTYPES": "YES",
    "CLANG_WARN_SUSPICIOUS_MOVE": "YES",
    "CLANG_WARN_UNGUARDED_AVAILABILITY": "YES_AGGRESSIVE",
    "CLANG_WARN_UNREACHABLE_CODE": "YES",
    "CLANG_WARN__DUPLICATE_METHOD_MATCH": "YES",
    "COPY_PHASE_STRIP": "NO",
    "ENABLE_STRICT_OBJC_MSGSEND": "YES",
    "ENABLE_USER_SCRIPT_SANDBOXING": "YES",
    "GCC_C_LANGUAGE_STANDARD": "gnu17",
    "GCC_NO_COMMON_BLOCKS": "YES",
    "GCC_WARN_64_TO_32_BIT_CONVERSION": "YES",
    "GCC_WARN_ABOUT_RETURN_TYPE": "YES_ERROR",
    "GCC_WARN_UNDECLARED_SELECTOR": "YES",
    "GCC_WARN_UNINITIALIZED_AUTOS": "YES_AGGRESSIVE",
    "GCC_WARN_UNUSED_FUNCTION": "YES",
    "GCC_WARN_UNUSED_VARIABLE": "YES",
    "IPHONEOS_DEPLOYMENT_TARGET": "16.0",
    "LOCALIZATION_PREFERS_STRING_CATALOGS": "YES",
    "MTL_FAST_MATH": "YES",
    "SDKROOT": "iphoneos",
}
PROJECT_SETTINGS = {
    "Debug": {
        "DEBUG_INFORMATION_FORMAT": "dwarf",
        "ENABLE_TESTABILITY": "YES",
        "GCC_DYNAMIC_NO_PIC": "NO",
        "GCC_OPTIMIZATION_LEVEL": "0",
        "MTL_ENABLE_DEBUG_INFO": "INCLUDE_SOURCE",
        "ONLY_ACTIVE_ARCH": "YES",
        "SWIFT_OPTIMIZATION_LEVEL": "-Onone",
    },
    "Release": {
        "DEBUG_INFORMATION_FORMAT": "dwarf-with-dsym",
        "ENABLE_NS_ASSERTIONS": "NO",
        "MTL_ENABLE_DEBUG_INFO": "NO",
        "SWIFT_COMPILATION_MODE": "wholemodule",
        "VALIDATE_PRODUCT": "YES",
    },
}
# The app's identity, Info.plist, team and versions come from its base xcconfig; only this stays here.
APP_SETTINGS = {"ENABLE_PREVIEWS": "YES"}
# The widget takes the app's base xcconfig and overrides what an embedded extension needs differently.
WIDGET_SETTINGS = {
    "INFOPLIST_FILE": WIDGET_INFO_PLIST,
    "LD_RUNPATH_SEARCH_PATHS": ["$(inherited)", "@executable_path/../../Frameworks"],
    "PRODUCT_BUNDLE_IDENTIFIER": "$(inherited).widget",
    "SKIP_INSTALL": "YES",
}


# ---------------------------------------------------------------- the object graph


class Ref(str):
    """An object id written with the referenced object's comment after it."""


def object_id(*parts):
    """24 uppercase hex digits from a stable name, so every run writes the same ids."""
    return hashlib.sha1("/".join((PROJECT_NAME,) + parts).encode("utf-8")).hexdigest()[:24].upper()


class Graph:
    """The project's objects by id, each with the comment Xcode writes after references to it."""

    def __init__(self):
        self.objects = {}  # id -> (comment or None, properties with "isa")

    def add(self, key, comment, isa, **properties):
        identifier = object_id(*key)
        if identifier in self.objects:
            raise SystemExit(f"object id {identifier} of {key} is already taken")
        self.objects[identifier] = (comment, {"isa": isa, **properties})
        return Ref(identifier)

    def comment(self, identifier):
        return self.objects[identifier][0]


def brand_ids():
    """The brands: folders of Brands/ holding a config.json, as `brands` finds them."""
    return sorted(p.name for p in (ROOT / "Brands").iterdir() if (p / "config.json").is_file())


def files_in(folder, suffixes):
    """Names of the files in `folder` (relative to the root) with one of `suffixes`, sorted."""
    return sorted(p.name for p in (ROOT / folder).iterdir() if p.suffix in suffixes and not p.name.startswith("."))


def build_graph(brands):
    """The whole object graph and the id of its PBXProject."""
    graph = Graph()

    def file_ref(path, **properties):
        name = path.rsplit("/", 1)[-1]
        return graph.add(("file", path), name, "PBXFileReference", path=name, sourceTree="<group>",
                         lastKnownFileType=FILE_TYPES[Path(name).suffix], **properties)

    def group(path, children, name=None):
        if name:
            return graph.add(("group", name), name, "PBXGroup", children=children, name=name, sourceTree="<group>")
        return graph.add(("group", path), path.rsplit("/", 1)[-1], "PBXGroup", children=children,
                         path=path.rsplit("/", 1)[-1], sourceTree="<group>")

    app_sources = [file_ref(f"App/Sources/{n}") for n in files_in("App/Sources", {".swift"})]
    widget_sources = [file_ref(f"Widget/Sources/{n}") for n in files_in("Widget/Sources", {".swift"})]
    launch_screen = file_ref(LAUNCH_SCREEN)
    widget_plist = file_ref(WIDGET_INFO_PLIST)
    frameworks = [
        graph.add(("sdk", name), name, "PBXFileReference", lastKnownFileType="wrapper.framework", name=name,
                  path=f"System/Library/Frameworks/{name}", sourceTree="SDKROOT")
        for name in SDK_FRAMEWORKS
    ]
    # Every brand's two base xcconfigs are referenced even when missing, for the self-check to report.
    expected = {f"{b}-{c}.xcconfig" for b in brands for c in CONFIGURATIONS}
    configs = {n: file_ref(f"Configs/{n}") for n in sorted(set(files_in("Configs", {".xcconfig"})) | expected)}

    brand_groups, resources = [], {}
    for brand in brands:
        folder = f"Brands/{brand}"
        fonts = [file_ref(f"{folder}/Fonts/{n}") for n in files_in(folder + "/Fonts", {".ttf", ".otf"})] \
            if (ROOT / folder / "Fonts").is_dir() else []
        catalog, config, custom_fonts = (file_ref(f"{folder}/{n}") for n in
                                         ("Assets.xcassets", "config.json", "custom_fonts.plist"))
        info = file_ref(f"{folder}/Info.plist")
        children = [catalog] + ([group(f"{folder}/Fonts", fonts)] if fonts else []) + [config, custom_fonts, info]
        brand_groups.append(group(folder, children))
        resources[brand] = [catalog, *fonts, config, custom_fonts, launch_screen]

    products, targets, attributes = [], [], {}
    project_ref = Ref(object_id("project"))

    def configuration_list(owner, label, base=None, settings=None):
        configurations = []
        for name in CONFIGURATIONS:
            properties = {"buildSettings": settings(name), "name": name}
            if base:
                properties["baseConfigurationReference"] = configs[f"{base}-{name}.xcconfig"]
            configurations.append(graph.add(("configuration", owner, name), name, "XCBuildConfiguration", **properties))
        return graph.add(("configurations", owner), f"Build configuration list for {label}", "XCConfigurationList",
                         buildConfigurations=configurations, defaultConfigurationIsVisible="0",
                         defaultConfigurationName="Release")

    def phase(target, isa, name, files, **properties):
        build_files = []
        for file in files:
            file_name = graph.comment(file)
            extra = {"settings": {"ATTRIBUTES": ["RemoveHeadersOnCopy"]}} if isa == "PBXCopyFilesBuildPhase" else {}
            build_files.append(graph.add(("build", target, name, file), f"{file_name} in {name}", "PBXBuildFile",
                                         fileRef=file, **extra))
        if isa == "PBXCopyFilesBuildPhase":
            properties["name"] = name
        return graph.add(("phase", target, name), name, isa, buildActionMask="2147483647", files=build_files,
                         runOnlyForDeploymentPostprocessing="0", **properties)

    def target(name, product, product_type, phases, dependencies, configuration_list_ref):
        identifier = graph.add(("target", name), name, "PBXNativeTarget", buildConfigurationList=configuration_list_ref,
                               buildPhases=phases, buildRules=[], dependencies=dependencies, name=name,
                               packageProductDependencies=[], productName=name, productReference=product,
                               productType=product_type)
        targets.append(identifier)
        attributes[str(identifier)] = {"CreatedOnToolsVersion": "16.0"}
        return identifier

    for brand in brands:
        widget_name = f"{brand}Widget"
        widget_product = graph.add(("product", widget_name), f"{widget_name}.appex", "PBXFileReference",
                                   explicitFileType="wrapper.app-extension", includeInIndex="0",
                                   path=f"{widget_name}.appex", sourceTree="BUILT_PRODUCTS_DIR")
        app_product = graph.add(("product", brand), f"{brand}.app", "PBXFileReference",
                                explicitFileType="wrapper.application", includeInIndex="0", path=f"{brand}.app",
                                sourceTree="BUILT_PRODUCTS_DIR")
        products += [app_product, widget_product]
        app_phases = [
            phase(brand, "PBXSourcesBuildPhase", "Sources", app_sources),
            phase(brand, "PBXFrameworksBuildPhase", "Frameworks", []),
            phase(brand, "PBXResourcesBuildPhase", "Resources", resources[brand]),
            phase(brand, "PBXCopyFilesBuildPhase", EMBED_PHASE, [widget_product], dstPath="", dstSubfolderSpec="13"),
        ]
        widget_phases = [
            phase(widget_name, "PBXSourcesBuildPhase", "Sources", widget_sources),
            phase(widget_name, "PBXFrameworksBuildPhase", "Frameworks", frameworks),
            phase(widget_name, "PBXResourcesBuildPhase", "Resources", []),
        ]
        widget_list = configuration_list(widget_name, f'PBXNativeTarget "{widget_name}"', brand,
                                         lambda _: dict(WIDGET_SETTINGS))
        app_list = configuration_list(brand, f'PBXNativeTarget "{brand}"', brand, lambda _: dict(APP_SETTINGS))
        widget = Ref(object_id("target", widget_name))
        proxy = graph.add(("proxy", brand, widget_name), "PBXContainerItemProxy", "PBXContainerItemProxy",
                          containerPortal=project_ref, proxyType="1", remoteGlobalIDString=str(widget),
                          remoteInfo=widget_name)
        dependency = graph.add(("dependency", brand, widget_name), "PBXTargetDependency", "PBXTargetDependency",
                               target=widget, targetProxy=proxy)
        target(brand, app_product, "com.apple.product-type.application", app_phases, [dependency], app_list)
        target(widget_name, widget_product, "com.apple.product-type.app-extension", widget_phases, [], widget_list)

    main_group = graph.add(("group", ""), None, "PBXGroup", sourceTree="<group>", children=[
        group("App", [group("App/Sources", app_sources), launch_screen]),
        group("Widget", [group("Widget/Sources", widget_sources), widget_plist]),
        group("Brands", brand_groups),
        group("Configs", list(configs.values())),
        group("", frameworks, name="Frameworks"),
        group("", products, name="Products"),
    ])
    project_list = configuration_list("project", f'PBXProject "{PROJECT_NAME}"',
                                      settings=lambda name: {**PROJECT_SETTINGS_SHARED, **PROJECT_SETTINGS[name]})
    root = graph.add(("project",), "Project object", "PBXProject", attributes={
        "BuildIndependentTargetsInParallel": "1",
        "LastSwiftUpdateCheck": "1600",
        "LastUpgradeCheck": "1600",
        "TargetAttributes": attributes,
    }, buildConfigurationList=project_list, developmentRegion="en", hasScannedForEncodings="0",
        knownRegions=["en", "Base"], mainGroup=main_group, minimizedProjectReferenceProxies="1",
        preferredProjectObjectVersion="77", productRefGroup=Ref(object_id("group", "Products")), projectDirPath="",
        projectRoot="", targets=targets)
    assert root == project_ref
    return graph, root
