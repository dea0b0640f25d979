#!/usr/bin/env python3
"""Generates the sample workspace's brand folders under Brands/ from one table.

Every file in Brands/<ID>/ is derived from the BRANDS table below, so the files cannot drift
apart: config.json's theme and the asset catalog's colour sets come from
the same hex values, UIAppFonts lists exactly the fonts written to Fonts/, and custom_fonts.plist
names only bundled fonts or iOS system fonts.

    python3 Scripts/make-sample-assets.py           # (re)write Brands/<ID>/...
    python3 Scripts/make-sample-assets.py --check   # exit 1 if the files on disk differ

The generator also refuses to write a palette whose text colour fails WCAG 2.x contrast
(4.5:1, normal text) on its background colour, in light or in dark appearance.

The Configs/*.xcconfig files are written by hand (they carry comments for readers) and are not
touched here. Python 3 standard library only.
"""

import argparse
import json
import os
import plistlib
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BRANDS_DIR = ROOT / "Brands"

ROLES = [
    ("primary_color", "PrimaryColor"),
    ("secondary_color", "SecondaryColor"),
    ("accent_color", "AccentColor"),
    ("background_color", "BackgroundColor"),
    ("text_color", "TextColor"),
]

# Fonts a brand may name without bundling them: the same list the tool checks against.
SYSTEM_FONTS_SOURCE = ROOT / "Sources" / "BrandKit" / "Data" / "SystemFonts.swift"
_SYSTEM_FONTS_ARRAY = re.search(r"sortedPostScriptNames: \[String\] = \[(.*?)\]", SYSTEM_FONTS_SOURCE.read_text("utf-8"), re.S)
SYSTEM_FONTS = set(re.findall(r'"([^"]+)"', _SYSTEM_FONTS_ARRAY.group(1)))

sys.dont_write_bytecode = True  # keep Scripts/ free of __pycache__ folders

from sampleassets.brands import BRANDS  # noqa: E402
from sampleassets.formats import *  # noqa: E402,F401,F403


# ---------------------------------------------------------------- documents


def config_json(brand):
    config = dict(brand["config"])
    theme = {role: brand["palette"][role][0] for role, _ in ROLES}
    theme.update(brand["theme_refs"])
    overrides = config.pop("overrides", None)
    config["theme"] = theme
    if overrides:
        config["overrides"] = overrides
    return json.dumps(config, indent=2, ensure_ascii=False) + "\n"


def plist(value):
    return plistlib.dumps(value, fmt=plistlib.FMT_XML, sort_keys=True).decode("utf-8")


def info_plist(brand):
    info = {
        "BrandIdentifier": "$(CLONE_IDENTIFIER)",
        "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)",
        "CFBundleDisplayName": "$(APP_DISPLAY_NAME)",
        "CFBundleExecutable": "$(EXECUTABLE_NAME)",
        "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
        "CFBundleInfoDictionaryVersion": "6.0",
        "CFBundleName": "$(PRODUCT_NAME)",
        "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)",
        "CFBundleShortVersionString": "$(MARKETING_VERSION)",
        "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)",
        "ITSAppUsesNonExemptEncryption": False,
        "LSRequiresIPhoneOS": True,
        "UILaunchStoryboardName": "LaunchScreen",
        "UIRequiredDeviceCapabilities": ["arm64"],
        "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
        "UISupportedInterfaceOrientations~ipad": [
            "UIInterfaceOrientationLandscapeLeft",
            "UIInterfaceOrientationLandscapeRight",
            "UIInterfaceOrientationPortrait",
            "UIInterfaceOrientationPortraitUpsideDown",
        ],
    }
    if brand["fonts"]:
        info["UIAppFonts"] = [postscript_name(f, s) + ".ttf" for f, s in brand["fonts"]]
    return plist(info)


def custom_fonts_plist(brand):
    value = {}
    for role, (font, size) in brand["typography"].items():
        value[f"{role}FontName"] = font
        value[f"{role}FontSize"] = float(size)
    return plist(value)


APP_ICON_CONTENTS = xcode_json(
    {
        "images": [{"filename": "AppIcon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"}],
        "info": {"author": "xcode", "version": 1},
    }
)
CATALOG_CONTENTS = xcode_json({"info": {"author": "xcode", "version": 1}})


def brand_files(brand):
    """Maps each path relative to Brands/<ID>/ to its bytes."""
    files = {
        "config.json": config_json(brand).encode("utf-8"),
        "Info.plist": info_plist(brand).encode("utf-8"),
        "custom_fonts.plist": custom_fonts_plist(brand).encode("utf-8"),
        "Assets.xcassets/Contents.json": CATALOG_CONTENTS.encode("utf-8"),
        "Assets.xcassets/AppIcon.appiconset/Contents.json": APP_ICON_CONTENTS.encode("utf-8"),
        "Assets.xcassets/AppIcon.appiconset/AppIcon.png": app_icon(brand),
    }
    for role, set_name in ROLES:
        light, dark = brand["palette"][role]
        path = f"Assets.xcassets/{set_name}.colorset/Contents.json"
        files[path] = colour_set(brand, set_name, light, dark).encode("utf-8")
    for family, style in brand["fonts"]:
        files[f"Fonts/{postscript_name(family, style)}.ttf"] = sfnt(family, style)
    return files


# ---------------------------------------------------------------- checks


def check_brand(brand):
    """Returns a list of problems; an empty list means the brand is consistent."""
    problems = []
    palette = brand["palette"]
    for appearance, index in (("light", 0), ("dark", 1)):
        ratio = contrast_ratio(palette["text_color"][index], palette["background_color"][index])
        if ratio < 4.5:
            problems.append(f"{brand['id']}: text on background contrast {ratio:.2f}:1 in {appearance} is below 4.5:1")
    for role, (light, dark) in palette.items():
        for value in (light, dark):
            parse_hex(value)
    for role, ref in brand["theme_refs"].items():
        target = ref.lstrip("@") + "_color"
        if role in palette and palette[role] != palette[target]:
            problems.append(f"{brand['id']}: {role} refers to {ref} but its colour set differs")
    bundled = {postscript_name(f, s) for f, s in brand["fonts"]}
    used = {font for font, _ in brand["typography"].values()}
    for font in sorted(used - bundled - SYSTEM_FONTS):
        problems.append(f"{brand['id']}: font {font} is neither bundled nor a system font")
    for font in sorted(bundled - used):
        problems.append(f"{brand['id']}: bundled font {font} is never used")
    for family, style in brand["fonts"]:
        size = len(sfnt(family, style))
        if size >= 2048:
            problems.append(f"{brand['id']}: font {family} {style} is {size} bytes, keep it under 2 KB")
    if brand["config"]["clone_identifier"] != brand["id"]:
        problems.append(f"{brand['id']}: clone_identifier differs from the folder name")
    if not brand["config"]["api_base_url"].startswith("https://"):
        problems.append(f"{brand['id']}: api_base_url must use https")
    return problems


def write_atomically(path, data):
    """Writes through a temporary file in the same folder, so a reader never sees half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    with os.fdopen(handle, "wb") as stream:
        stream.write(data)
    os.replace(temporary, path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the files on disk, write nothing")
    args = parser.parse_args()

    problems = [p for brand in BRANDS for p in check_brand(brand)]
    hosts = [b["config"]["api_base_url"].split("/")[2] for b in BRANDS]
    if len(set(hosts)) != len(hosts):
        problems.append("api_base_url hosts are not distinct")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1

    stale = []
    for brand in BRANDS:
        folder = BRANDS_DIR / brand["id"]
        for relative, data in sorted(brand_files(brand).items()):
            path = folder / relative
            if args.check:
                if not path.is_file() or path.read_bytes() != data:
                    stale.append(str(path.relative_to(ROOT)))
            elif not path.is_file() or path.read_bytes() != data:
                write_atomically(path, data)
    if stale:
        print("out of date (run Scripts/make-sample-assets.py):\n  " + "\n  ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
