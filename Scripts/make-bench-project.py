#!/usr/bin/env python3
"""Writes a real-sized Xcode project for Scripts/bench-project.sh: OUT/Bench.xcodeproj with its xcconfig chains.

    Scripts/make-bench-project.py OUT [--targets 40] [--files 3000] [--settings 20]

The project has TARGETS targets (every fourth an app extension embedded by the app before it, the others
applications with a shared scheme each), FILES Swift file references spread over one group per target, SETTINGS
settings in every configuration's buildSettings (conditional keys and list values among them), and for each target
a chain of xcconfig files: Configs/Target<N>-<Config>.xcconfig includes Configs/Shared-<Config>.xcconfig, which
includes Configs/Base.xcconfig; the project's configurations are based on Configs/Project.xcconfig. Output is
deterministic: ids come from a counter.
"""
import argparse
import os

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--targets", type=int, default=40)
parser.add_argument("--files", type=int, default=3000)
parser.add_argument("--settings", type=int, default=20)
args = parser.parse_args()

counter = 0


def new_id():
    global counter
    counter += 1
    return "BE" + format(counter, "022X")


objects = []  # (id, comment, [(key, value)])


def add(comment, fields):
    object_id = new_id()
    objects.append((object_id, comment, fields))
    return object_id


def quote(text):
    if text and all(c.isalnum() or c in "_$+/:.-" for c in text) and text.isascii():
        return text
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def render(value, depth):
    indent = "\t" * depth
    if isinstance(value, list):
        return "(\n" + "".join(f"{indent}\t{quote(item)},\n" for item in value) + f"{indent})"
    if isinstance(value, tuple):  # a dictionary as (key, value) pairs
        body = "".join(f"{indent}\t{quote(key)} = {render(item, depth + 1)};\n" for key, item in value)
        return "{\n" + body + f"{indent}}}"
    return quote(value)


configs = ["Debug", "Release"]


def bundle_identifier(target_name):
    """An app's own identifier; an extension's (every fourth target) is its app's with its name appended, as Xcode
    requires of an embedded extension."""
    suffix = target_name[len("Target"):]
    n = int(suffix) if target_name.startswith("Target") and suffix.isdigit() else 0
    if n % 4 == 3:
        return f"com.example.bench.target{n - 1:02d}.{target_name.lower()}"
    return f"com.example.bench.{target_name.lower()}"


def settings(target_name, config):
    pairs = [
        ("PRODUCT_NAME", "$(TARGET_NAME)"),
        ("PRODUCT_BUNDLE_IDENTIFIER", bundle_identifier(target_name)),
        ("INFOPLIST_FILE", f"Sources/{target_name}/Info.plist"),
        ("SWIFT_ACTIVE_COMPILATION_CONDITIONS", ["$(inherited)", config.upper()]),
        ("OTHER_LDFLAGS[sdk=iphoneos*]", ["$(inherited)", "-ObjC", "-framework", "UIKit"]),
        ("OTHER_SWIFT_FLAGS[config=Debug]", "$(inherited) -Onone"),
        ("LD_RUNPATH_SEARCH_PATHS", ["$(inherited)", "@executable_path/Frameworks"]),
        ("MARKETING_VERSION", "$(BENCH_VERSION)"),
    ]
    index = 0
    while len(pairs) < args.settings:
        pairs.append((f"BENCH_SETTING_{index}", f"$(inherited) {target_name}-{config}-{index}"))
        index += 1
    return tuple(sorted(pairs[: args.settings]))


def configuration_list(comment, base_refs, target_name):
    ids = []
    for config in configs:
        fields = [("isa", "XCBuildConfiguration")]
        if base_refs:
            fields.append(("baseConfigurationReference", base_refs[config]))
        fields += [("buildSettings", settings(target_name, config)), ("name", config)]
        ids.append(add(config, fields))
    return add(f"Build configuration list for {comment}", [
        ("isa", "XCConfigurationList"), ("buildConfigurations", ids), ("defaultConfigurationIsVisible", "0"),
        ("defaultConfigurationName", "Release")])


def file_reference(path, file_type):
    return add(os.path.basename(path), [
        ("isa", "PBXFileReference"), ("lastKnownFileType", file_type), ("path", path), ("sourceTree", "<group>")])


os.makedirs(os.path.join(args.out, "Configs"), exist_ok=True)
xcconfigs = {"Base.xcconfig": "SWIFT_VERSION = 6.0\nBENCH_VERSION = 1.0.0\nIPHONEOS_DEPLOYMENT_TARGET = 16.0\n",
             "Project.xcconfig": "#include \"Base.xcconfig\"\nSDKROOT = iphoneos\n"}
for config in configs:
    xcconfigs[f"Shared-{config}.xcconfig"] = (
        f"#include \"Base.xcconfig\"\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) SHARED_{config.upper()}\n")
config_refs = {}
config_children = []
for name in ["Base.xcconfig", "Project.xcconfig"] + [f"Shared-{c}.xcconfig" for c in configs]:
    config_refs[name] = file_reference(name, "text.xcconfig")
    config_children.append(config_refs[name])

target_names = [f"Target{n:02d}" for n in range(args.targets)]
files_per_target = max(1, args.files // max(1, args.targets))
target_ids = []
source_groups = []
products = []
app_for_extension = {}
for n, name in enumerate(target_names):
    is_extension = n % 4 == 3
    base_refs = {}
    for config in configs:
        xc = f"{name}-{config}.xcconfig"
        lines = [f"#include \"Shared-{config}.xcconfig\""]
        lines += [f"{name.upper()}_VALUE_{k} = $(inherited) {k}" for k in range(10)]
        lines.append(f"PRODUCT_BUNDLE_IDENTIFIER = {bundle_identifier(name)}$(BUNDLE_SUFFIX_{config.upper()})")
        xcconfigs[xc] = "\n".join(lines) + "\n"
        base_refs[config] = file_reference(xc, "text.xcconfig")
        config_children.append(base_refs[config])
    sources = [file_reference(f"File{k:03d}.swift", "sourcecode.swift") for k in range(files_per_target)]
    source_groups.append(add(name, [("isa", "PBXGroup"), ("children", sources), ("path", f"Sources/{name}"),
                                    ("sourceTree", "<group>")]))
    build_files = [add(f"File in Sources", [("isa", "PBXBuildFile"), ("fileRef", ref)]) for ref in sources]
    sources_phase = add("Sources", [("isa", "PBXSourcesBuildPhase"), ("buildActionMask", "2147483647"),
                                    ("files", build_files), ("runOnlyForDeploymentPostprocessing", "0")])
    extension = "appex" if is_extension else "app"
    product = add(f"{name}.{extension}", [("isa", "PBXFileReference"), ("explicitFileType", f"wrapper.{extension}"),
                                          ("includeInIndex", "0"), ("path", f"{name}.{extension}"),
                                          ("sourceTree", "BUILT_PRODUCTS_DIR")])
    products.append(product)
    phases = [sources_phase]
    product_type = "com.apple.product-type.app-extension" if is_extension else "com.apple.product-type.application"
    target_fields = [("isa", "PBXNativeTarget"),
                     ("buildConfigurationList", configuration_list(name, base_refs, name)),
                     ("buildPhases", phases), ("buildRules", []), ("dependencies", []), ("name", name),
                     ("productName", name), ("productReference", product), ("productType", product_type)]
    target_ids.append(add(name, target_fields))
    if is_extension:
        app_for_extension[n] = n - 1

# Each extension is embedded by the app before it, through a container proxy dependency.
root_placeholder = "ROOT"
for extension_index, app_index in app_for_extension.items():
    app_id, extension_id = target_ids[app_index], target_ids[extension_index]
    embed_file = add("appex in Embed Foundation Extensions", [("isa", "PBXBuildFile"),
                                                              ("fileRef", products[extension_index])])
    embed = add("Embed Foundation Extensions", [("isa", "PBXCopyFilesBuildPhase"), ("buildActionMask", "2147483647"),
                                               ("dstPath", ""), ("dstSubfolderSpec", "13"), ("files", [embed_file]),
                                               ("name", "Embed Foundation Extensions"),
                                               ("runOnlyForDeploymentPostprocessing", "0")])
    proxy = add("PBXContainerItemProxy", [("isa", "PBXContainerItemProxy"), ("containerPortal", root_placeholder),
                                          ("proxyType", "1"), ("remoteGlobalIDString", extension_id),
                                          ("remoteInfo", target_names[extension_index])])
    dependency = add("PBXTargetDependency", [("isa", "PBXTargetDependency"), ("target", extension_id),
                                             ("targetProxy", proxy)])
    for object_id, comment, fields in objects:
        if object_id == app_id:
            fields[:] = [(k, v + [embed] if k == "buildPhases" else v + [dependency] if k == "dependencies" else v)
                         for k, v in fields]

configs_group = add("Configs", [("isa", "PBXGroup"), ("children", config_children), ("path", "Configs"),
                                ("sourceTree", "<group>")])
products_group = add("Products", [("isa", "PBXGroup"), ("children", products), ("name", "Products"),
                                  ("sourceTree", "<group>")])
main_group = add("", [("isa", "PBXGroup"), ("children", [configs_group] + source_groups + [products_group]),
                      ("sourceTree", "<group>")])
project_list = configuration_list("PBXProject \"Bench\"",
                                  {c: config_refs["Project.xcconfig"] for c in configs}, "Project")
root = add("Project object", [("isa", "PBXProject"), ("buildConfigurationList", project_list),
                              ("compatibilityVersion", "Xcode 14.0"), ("developmentRegion", "en"),
                              ("hasScannedForEncodings", "0"), ("knownRegions", ["en", "Base"]),
                              ("mainGroup", main_group), ("productRefGroup", products_group), ("projectDirPath", ""),
                              ("projectRoot", ""), ("targets", target_ids)])

lines = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tclasses = {", "\t};", "\tobjectVersion = 56;",
         "\tobjects = {", ""]
for object_id, comment, fields in sorted(objects, key=lambda item: (dict(item[2])["isa"], item[0])):
    fields = [(k, root if v == root_placeholder else v) for k, v in fields]
    lines.append(f"\t\t{object_id} /* {comment} */ = {render(tuple(fields), 2)};")
lines += ["\t};", f"\trootObject = {root} /* Project object */;", "}", ""]

project_dir = os.path.join(args.out, "Bench.xcodeproj")
os.makedirs(os.path.join(project_dir, "xcshareddata", "xcschemes"), exist_ok=True)
with open(os.path.join(project_dir, "project.pbxproj"), "w") as handle:
    handle.write("\n".join(lines))
for name, text in xcconfigs.items():
    with open(os.path.join(args.out, "Configs", name), "w") as handle:
        handle.write(text)
for n, name in enumerate(target_names):
    if n % 4 == 3:
        continue
    scheme = f"""<?xml version="1.0" encoding="UTF-8"?>
<Scheme LastUpgradeVersion = "1600" version = "1.7">
   <BuildAction parallelizeBuildables = "YES" buildImplicitDependencies = "YES">
      <BuildActionEntries>
         <BuildActionEntry buildForTesting = "YES" buildForRunning = "YES" buildForProfiling = "YES" buildForArchiving = "YES" buildForAnalyzing = "YES">
            <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "{target_ids[n]}" BuildableName = "{name}.app" BlueprintName = "{name}" ReferencedContainer = "container:Bench.xcodeproj">
            </BuildableReference>
         </BuildActionEntry>
      </BuildActionEntries>
   </BuildAction>
   <LaunchAction buildConfiguration = "Debug"></LaunchAction>
   <ArchiveAction buildConfiguration = "Release" revealArchiveInOrganizer = "YES"></ArchiveAction>
</Scheme>
"""
    with open(os.path.join(project_dir, "xcshareddata", "xcschemes", f"{name}.xcscheme"), "w") as handle:
        handle.write(scheme)
print(f"{project_dir}: {args.targets} targets, {counter} objects")
