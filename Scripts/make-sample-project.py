#!/usr/bin/env python3
"""Generates the sample's Xcode project, Newsroom.xcodeproj, from the brands on disk.

One application target per brand (NWD, SBT, ...) builds the shared sources in App/ with the brand's
resources (Brands/<ID>/Assets.xcassets, Fonts/, config.json, custom_fonts.plist) and the shared
LaunchScreen.storyboard. Each app embeds a widget extension (NWDWidget, ...) built from Widget/ whose
configurations take the same base xcconfig as the app, so its version and build are the app's and
its bundle identifier is the app's plus ".widget". Identity stays in Configs/<ID>-Debug.xcconfig and
Configs/<ID>-Release.xcconfig; the project file sets only what the xcconfig files cannot know. Each
brand has a shared scheme (Newsroom.xcodeproj/xcshareddata/xcschemes/<ID>.xcscheme).

    python3 Scripts/make-sample-project.py           # (re)write Newsroom.xcodeproj
    python3 Scripts/make-sample-project.py --check   # exit 1 if the committed project differs

The output is what Xcode 16 writes (objectVersion 77, explicit groups rather than synchronized
folders), byte for byte the same on every run: object ids are hashes of stable names. Before writing,
the script reads its own output back and checks it (syntax, unique and referenced ids, files that
exist, schemes that name real targets, settings that agree with Configs/Base.xcconfig). Brands are
the folders of Brands/ holding a config.json; add one there and in Configs/, then re-run this script.
Python 3 standard library only.
"""

import argparse
import fnmatch
import hashlib
import os
import re
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
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


# ---------------------------------------------------------------- writing


BARE = re.compile(r"[A-Za-z0-9_$/:.]+")


def quote(text):
    """Xcode leaves letters, digits and `_$/:.` bare, and quotes everything else (and `//`, `___`)."""
    if BARE.fullmatch(text) and "//" not in text and "___" not in text:
        return text
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{escaped}"'


def render(graph, value, depth, one_line):
    """A value as Xcode writes it at `depth` tabs; build files and file references fit on one line."""
    if isinstance(value, Ref):
        comment = graph.comment(value)
        return f"{value} /* {comment} */" if comment else str(value)
    if isinstance(value, str):
        return quote(value)
    inner, outer = "\t" * (depth + 1), "\t" * depth
    if isinstance(value, list):
        items = [render(graph, item, depth + 1, one_line) for item in value]
        if one_line:
            return "(" + "".join(f"{item}, " for item in items) + ")"
        return "(\n" + "".join(f"{inner}{item},\n" for item in items) + outer + ")"
    keys = sorted(value, key=lambda k: (k != "isa", k))
    items = [f"{quote(k)} = {render(graph, value[k], depth + 1, one_line)};" for k in keys]
    if one_line:
        return "{" + "".join(f"{item} " for item in items) + "}"
    return "{\n" + "".join(f"{inner}{item}\n" for item in items) + outer + "}"


def pbxproj(graph, root):
    """The text of project.pbxproj: one section per isa, sorted, objects sorted by id in each."""
    sections = {}
    for identifier, (comment, properties) in graph.objects.items():
        sections.setdefault(properties["isa"], []).append(identifier)
    lines = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tclasses = {", "\t};", "\tobjectVersion = 77;",
             "\tobjects = {"]
    for isa in sorted(sections):
        lines += ["", f"/* Begin {isa} section */"]
        for identifier in sorted(sections[isa]):
            comment, properties = graph.objects[identifier]
            one_line = isa in ("PBXBuildFile", "PBXFileReference")
            label = render(graph, Ref(identifier), 2, one_line)
            lines.append(f"\t\t{label} = {render(graph, properties, 2, one_line)};")
        lines.append(f"/* End {isa} section */")
    lines += ["\t};", f"\trootObject = {render(graph, root, 1, False)};", "}", ""]
    return "\n".join(lines)


def buildable_reference(graph, target, indent):
    """A scheme's pointer to a target: its id, product, name and project."""
    _, properties = graph.objects[target]
    product = graph.objects[properties["productReference"]][1]["path"]
    pad = " " * indent
    return (f'{pad}<BuildableReference\n'
            f'{pad}   BuildableIdentifier = "primary"\n'
            f'{pad}   BlueprintIdentifier = "{target}"\n'
            f'{pad}   BuildableName = "{product}"\n'
            f'{pad}   BlueprintName = "{properties["name"]}"\n'
            f'{pad}   ReferencedContainer = "container:{PROJECT}">\n'
            f'{pad}</BuildableReference>\n')


def runnable(graph, target):
    """The product a scheme's launch and profile actions run."""
    return ('      <BuildableProductRunnable\n         runnableDebuggingMode = "0">\n'
            + buildable_reference(graph, target, 9) + "      </BuildableProductRunnable>\n")


def scheme(graph, target):
    """An Xcode 16 shared scheme: builds, runs and archives the app (its widget is a dependency)."""
    debugger = ('      selectedDebuggerIdentifier = "Xcode.DebuggerFoundation.Debugger.LLDB"\n'
                '      selectedLauncherIdentifier = "Xcode.DebuggerFoundation.Launcher.LLDB"\n')
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<Scheme\n   LastUpgradeVersion = "1600"\n   version = "1.7">\n'
            '   <BuildAction\n      parallelizeBuildables = "YES"\n      buildImplicitDependencies = "YES"\n'
            '      buildArchitectures = "Automatic">\n      <BuildActionEntries>\n         <BuildActionEntry\n'
            '            buildForTesting = "YES"\n            buildForRunning = "YES"\n'
            '            buildForProfiling = "YES"\n            buildForArchiving = "YES"\n'
            '            buildForAnalyzing = "YES">\n'
            + buildable_reference(graph, target, 12)
            + '         </BuildActionEntry>\n      </BuildActionEntries>\n   </BuildAction>\n'
            f'   <TestAction\n      buildConfiguration = "{SCHEME_ACTIONS["Test"]}"\n' + debugger
            + '      shouldUseLaunchSchemeArgsEnv = "YES"\n      shouldAutocreateTestPlan = "YES">\n   </TestAction>\n'
            f'   <LaunchAction\n      buildConfiguration = "{SCHEME_ACTIONS["Launch"]}"\n' + debugger
            + '      launchStyle = "0"\n      useCustomWorkingDirectory = "NO"\n'
            '      ignoresPersistentStateOnLaunch = "NO"\n      debugDocumentVersioning = "YES"\n'
            '      debugServiceExtension = "internal"\n      allowLocationSimulation = "YES">\n'
            + runnable(graph, target) + '   </LaunchAction>\n'
            f'   <ProfileAction\n      buildConfiguration = "{SCHEME_ACTIONS["Profile"]}"\n'
            '      shouldUseLaunchSchemeArgsEnv = "YES"\n      savedToolIdentifier = ""\n'
            '      useCustomWorkingDirectory = "NO"\n      debugDocumentVersioning = "YES">\n'
            + runnable(graph, target) + '   </ProfileAction>\n'
            f'   <AnalyzeAction\n      buildConfiguration = "{SCHEME_ACTIONS["Analyze"]}">\n   </AnalyzeAction>\n'
            f'   <ArchiveAction\n      buildConfiguration = "{SCHEME_ACTIONS["Archive"]}"\n'
            '      revealArchiveInOrganizer = "YES">\n   </ArchiveAction>\n</Scheme>\n')


WORKSPACE = ('<?xml version="1.0" encoding="UTF-8"?>\n<Workspace\n   version = "1.0">\n   <FileRef\n'
             '      location = "self:">\n   </FileRef>\n</Workspace>\n')


def project_files(brands):
    """Maps each path relative to the repository root to the text the project should hold."""
    graph, root = build_graph(brands)
    files = {f"{PROJECT}/project.pbxproj": pbxproj(graph, root),
             f"{PROJECT}/project.xcworkspace/contents.xcworkspacedata": WORKSPACE}
    for brand in brands:
        files[f"{PROJECT}/xcshareddata/xcschemes/{brand}.xcscheme"] = scheme(graph, Ref(object_id("target", brand)))
    return files


# ---------------------------------------------------------------- reading back


TOKEN = re.compile(r'\s+|/\*.*?\*/|//[^\n]*|"(?:[^"\\]|\\.)*"|<[0-9A-Fa-f\s]*>|[A-Za-z0-9_$+/:.\-]+|[{}();=,]', re.S)
ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}


def parse_old_style(text):
    """Parses an old-style (OpenStep) property list into dicts, lists and strings; raises ValueError."""
    tokens, position = [], 0
    while position < len(text):
        match = TOKEN.match(text, position)
        if not match:
            raise ValueError(f"unexpected {text[position]!r} at offset {position}")
        token = match.group()
        if not (token[0].isspace() or token.startswith("/*") or token.startswith("//")):
            tokens.append(token)
        position = match.end()
    index = 0

    def value():
        nonlocal index
        token = tokens[index]
        index += 1
        if token == "{":
            result = {}
            while tokens[index] != "}":
                key = value()
                if not isinstance(key, str) or tokens[index] != "=":
                    raise ValueError(f"expected 'key =' near {key!r}")
                index += 1
                if key in result:
                    raise ValueError(f"duplicate key {key}")
                result[key] = value()
                if tokens[index] != ";":
                    raise ValueError(f"expected ';' after {key}")
                index += 1
            index += 1
            return result
        if token == "(":
            result = []
            while tokens[index] != ")":
                result.append(value())
                if tokens[index] == ",":
                    index += 1
                elif tokens[index] != ")":
                    raise ValueError("expected ',' or ')' in an array")
            index += 1
            return result
        if token.startswith('"'):
            return re.sub(r"\\(.)", lambda m: ESCAPES.get(m.group(1), m.group(1)), token[1:-1], flags=re.S)
        if token in "{}();=,":
            raise ValueError(f"unexpected {token!r}")
        return token

    try:
        result = value()
    except IndexError:
        raise ValueError("the file ends early") from None
    if index != len(tokens):
        raise ValueError("text after the top-level dictionary")
    return result


def plain(value):
    """The graph's values as the parser returns them, for the round-trip comparison."""
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return str(value)


# ---------------------------------------------------------------- settings, as Xcode layers them


SETTING = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)((?:\[[^\]]*\])*)\s*=(.*)")


def xcconfig_assignments(path, depth=0):
    """The (name, conditions, value) lines of an xcconfig and its includes, in the order Xcode reads them."""
    if depth > 20 or not path.is_file():
        raise ValueError(f"cannot read {path.relative_to(ROOT)}")
    result = []
    for line in path.read_text("utf-8").splitlines():
        line = line.split("//", 1)[0].strip()
        include = re.fullmatch(r'#include(\??)\s*"(.+)"', line)
        if include:
            target = path.parent / include.group(2)
            if not target.is_file():
                target = ROOT / include.group(2)
            if target.is_file() or not include.group(1):
                result += xcconfig_assignments(target, depth + 1)
            continue
        match = SETTING.fullmatch(line)
        if match:
            conditions = dict(c.split("=", 1) for c in re.findall(r"\[([^\]]*)\]", match.group(2)))
            result.append((match.group(1), conditions, match.group(3).strip().removesuffix(";").strip()))
    return result


def settings_table(settings):
    """A project-file dictionary as assignments: keys in sorted order, list items joined with spaces."""
    return [(k, {}, " ".join(v) if isinstance(v, list) else v) for k, v in sorted(settings.items())]


def evaluate(assignments, name, parameters, builtins=None, end=None, depth=0):
    """The value of `name`: the last assignment before `end` whose conditions (`[config=Debug]`) match
    `parameters`, with `$(inherited)` and other references expanded; else its built-in value."""
    if depth > 50:
        raise ValueError(f"{name} refers to itself")
    end = len(assignments) if end is None else end
    for index in range(end - 1, -1, -1):
        key, conditions, value = assignments[index]
        if key == name and all(fnmatch.fnmatchcase(parameters.get(k, ""), v) for k, v in conditions.items()):
            break
    else:
        return (builtins or {}).get(name, "")

    def reference(match):
        inner = match.group(1) or match.group(2) or ""
        if inner == "inherited":
            return evaluate(assignments, name, parameters, builtins, index, depth + 1)
        return evaluate(assignments, inner, parameters, builtins, None, depth + 1) if inner else ""

    return re.sub(r"\$\(([A-Za-z0-9_]*)\)|\$\{([A-Za-z0-9_]+)\}", reference, value).strip()


# ---------------------------------------------------------------- checks


def check(files, brands):
    """Reads the generated files back; returns a list of problems (empty when the project is sound)."""
    text = files[f"{PROJECT}/project.pbxproj"]
    try:
        document = parse_old_style(text)
    except ValueError as error:
        return [f"project.pbxproj does not parse: {error}"]
    problems = []
    graph, root = build_graph(brands)
    if document["objects"] != plain({k: p for k, (_, p) in graph.objects.items()}):
        problems.append("project.pbxproj does not read back as the graph it was written from")
    objects = document["objects"]
    is_id = re.compile(r"[0-9A-F]{24}").fullmatch

    referenced = {document["rootObject"]}

    def collect(value, owner):
        if isinstance(value, dict):
            for key, item in value.items():
                if is_id(key):
                    collect(key, owner)
                collect(item, owner)
        elif isinstance(value, list):
            for item in value:
                collect(item, owner)
        elif is_id(value):
            if value not in objects:
                problems.append(f"{owner} refers to {value}, which is no object")
            elif value != owner:
                referenced.add(value)

    for identifier, properties in objects.items():
        collect(properties, identifier)
    problems += [f"object {i} ({p['isa']}) is never referenced" for i, p in objects.items() if i not in referenced]

    parents = {child: i for i, p in objects.items() for child in p.get("children", [])}

    def resolve(identifier):
        properties = objects[identifier]
        tree, path = properties["sourceTree"], properties.get("path", "")
        if tree == "<group>":
            parent = parents.get(identifier)
            return (resolve(parent) if parent else ROOT) / path
        return ROOT / path if tree == "SOURCE_ROOT" else None

    for identifier, properties in objects.items():
        if properties["isa"] in ("PBXFileReference", "PBXGroup"):
            path = resolve(identifier)
            if path is not None and not path.exists():
                relative = path.relative_to(ROOT)
                problems.append(f"{properties['isa']} {identifier} names {relative}, which does not exist")

    if problems:
        return problems  # the settings checks below read the files

    project = objects[document["rootObject"]]
    targets = {objects[t]["name"]: t for t in project["targets"]}
    project_levels = {c["name"]: c["buildSettings"] for c in
                      (objects[i] for i in objects[project["buildConfigurationList"]]["buildConfigurations"])}
    base = xcconfig_assignments(ROOT / "Configs" / "Base.xcconfig")

    for configuration, settings in project_levels.items():
        for key, value in settings.items():
            expected = evaluate(base, key, {"config": configuration}) if any(a[0] == key for a in base) else None
            if expected is not None and expected != value:
                problems.append(f"project {configuration} sets {key} = {value}, Base.xcconfig says {expected}")

    def layered(target, configuration):
        properties = objects[targets[target]]
        for c in objects[properties["buildConfigurationList"]]["buildConfigurations"]:
            if objects[c]["name"] == configuration:
                reference = objects[c]["baseConfigurationReference"]
                xcconfig = xcconfig_assignments(resolve(reference))
                levels = settings_table(project_levels[configuration]) + xcconfig
                levels += settings_table(objects[c]["buildSettings"])
                builtins = {"CONFIGURATION": configuration, "TARGET_NAME": target}
                return lambda name: evaluate(levels, name, {"config": configuration}, builtins)
        raise ValueError(f"{target} has no {configuration} configuration")

    for brand in brands:
        for configuration in CONFIGURATIONS:
            app, widget = layered(brand, configuration), layered(f"{brand}Widget", configuration)
            where = f"{brand} {configuration}"
            for setting, target, expected in (("INFOPLIST_FILE", app, f"Brands/{brand}/Info.plist"),
                                              ("INFOPLIST_FILE", widget, WIDGET_INFO_PLIST),
                                              ("PRODUCT_NAME", app, brand),
                                              ("PRODUCT_NAME", widget, f"{brand}Widget"),
                                              ("PRODUCT_BUNDLE_IDENTIFIER", widget,
                                               app("PRODUCT_BUNDLE_IDENTIFIER") + ".widget")):
                if target(setting) != expected:
                    problems.append(f"{where}: {setting} is {target(setting)!r}, expected {expected!r}")
            for setting in ("MARKETING_VERSION", "CURRENT_PROJECT_VERSION"):
                if not app(setting) or widget(setting) != app(setting):
                    problems.append(f"{where}: the widget's {setting} {widget(setting)!r} differs from the app's")

    for brand in brands:
        name = f"{PROJECT}/xcshareddata/xcschemes/{brand}.xcscheme"
        scheme_root = ElementTree.fromstring(files[name])
        for reference in scheme_root.iter("BuildableReference"):
            target = objects.get(reference.get("BlueprintIdentifier"), {})
            product = objects.get(target.get("productReference"), {}).get("path")
            if (target.get("name"), product) != (reference.get("BlueprintName"), reference.get("BuildableName")):
                problems.append(f"{name}: {reference.get('BlueprintName')} is not a target building that product")
        for action in scheme_root:
            configuration = action.get("buildConfiguration")
            if configuration is not None and configuration not in project_levels:
                problems.append(f"{name}: {action.tag} uses {configuration}, which the project does not have")
    return problems


# ---------------------------------------------------------------- main


def write_atomically(path, text):
    """Writes through a temporary file in the same folder, so a reader never sees half a project."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
        stream.write(text)
    os.replace(temporary, path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the files on disk, write nothing")
    args = parser.parse_args()

    brands = brand_ids()
    files = project_files(brands)
    try:
        problems = check(files, brands)
    except (KeyError, ValueError) as error:
        problems = [f"the project cannot be checked: {error!r}"]
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1

    schemes = ROOT / PROJECT / "xcshareddata" / "xcschemes"
    extra = sorted(p for p in schemes.glob("*.xcscheme") if str(p.relative_to(ROOT)) not in files) \
        if schemes.is_dir() else []
    stale = []
    for relative, text in sorted(files.items()):
        path = ROOT / relative
        if args.check:
            if not path.is_file() or path.read_bytes() != text.encode("utf-8"):
                stale.append(relative)
        elif not path.is_file() or path.read_bytes() != text.encode("utf-8"):
            write_atomically(path, text)
    if args.check:
        stale += [f"{p.relative_to(ROOT)} (no such brand)" for p in extra]
    else:
        for path in extra:
            path.unlink()
    if stale:
        print("out of date (run Scripts/make-sample-project.py):\n  " + "\n  ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
