"""Writes the object graph as project.pbxproj, the shared schemes and the workspace, as Xcode does."""

import re

from .model import *  # noqa: F401,F403


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
