"""Checks the generated files: syntax, ids, files on disk, schemes, settings against Configs/."""

import re
import xml.etree.ElementTree as ElementTree

from .model import *  # noqa: F401,F403
from .reading import *  # noqa: F401,F403
from .writing import *  # noqa: F401,F403


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
