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
import plistlib
import re
import struct
import sys
import zlib
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

# Component formats Xcode writes into colour sets, depending on how the colour was entered:
# "float" (0.000-1.000, three decimals), "int" (0-255), "hex" ("0xD1").
BRANDS = [
    {
        "id": "NWD",
        "name": "Nordwest Daily",
        "config": {
            "clone_identifier": "NWD",
            "api_base_url": "https://api.nordwest-daily.example/v3",
            "analytics_key": "nwdPub7f3K9pQ2xL8mRt",
            "support_email": "app-support@nordwest-daily.example",
            "default_language": "de",
            "article_cache_days": 7,
            "features": {
                "breaking_news_push": True,
                "paywall": True,
                "podcasts": True,
                "live_ticker": True,
                "epaper": True,
                "weather_widget": True,
            },
            "overrides": {"Debug": {"features": {"experimental_reader": True}}},
        },
        # role: (light, dark)
        "palette": {
            "primary_color": ("#0B3D91", "#5B8DEF"),
            "secondary_color": ("#4A6FA5", "#8FA9D6"),
            "accent_color": ("#E4572E", "#FF7A52"),
            "background_color": ("#FFFFFF", "#121417"),
            "text_color": ("#1A1A1A", "#EDEDED"),
        },
        "theme_refs": {"link_color": "@accent"},
        "color_space": "srgb",
        "component_format": {"*": "float"},
        "fonts": [
            ("Nord Serif", "Bold"),
            ("Nord Sans", "Regular"),
            ("Nord Sans", "Italic"),
        ],
        "typography": {
            "headline": ("NordSerif-Bold", 28.0),
            "body": ("NordSans-Regular", 17.0),
            "caption": ("NordSans-Italic", 13.0),
        },
    },
    {
        "id": "SBT",
        "name": "Südbayern Tagblatt",
        "config": {
            "clone_identifier": "SBT",
            "api_base_url": "https://api.suedbayern-tagblatt.example/mobile/v2",
            "analytics_key": "SBTweb2024x9Hq4ZcVn1",
            "support_email": "leserservice@suedbayern-tagblatt.example",
            "default_language": "de",
            "article_cache_days": 14,
            "features": {
                "breaking_news_push": True,
                "paywall": True,
                "max_free_articles": 5,
                "comments": True,
                "epaper": True,
                "weather_widget": True,
            },
        },
        "palette": {
            "primary_color": ("#1C5D99", "#6FA8DC"),
            "secondary_color": ("#639FAB", "#9CC7D0"),
            "accent_color": ("#D1495B", "#F07C8B"),
            "background_color": ("#FAF8F3", "#1B1B1D"),
            "text_color": ("#222222", "#F2F2F2"),
        },
        "theme_refs": {},
        "color_space": "srgb",
        "component_format": {"*": "int"},
        "fonts": [("Bavaria Serif", "Black")],
        "typography": {
            "headline": ("BavariaSerif-Black", 30.0),
            "body": ("Georgia", 17.0),
            "caption": ("HelveticaNeue", 12.0),
        },
    },
    {
        "id": "HBC",
        "name": "Harbour Courier",
        "config": {
            "clone_identifier": "HBC",
            "api_base_url": "https://content.harbourcourier.example/api",
            "analytics_key": "HBC0a1b2c3d4e5f6g7h8i9j",
            "default_language": "en",
            "article_cache_days": 3,
            "features": {
                "breaking_news_push": True,
                "podcasts": True,
                "comments": True,
            },
            "overrides": {"Debug": {"features": {"experimental_reader": True}}},
        },
        "palette": {
            "primary_color": ("#006D77", "#4FB3BF"),
            "secondary_color": ("#83C5BE", "#2F6F68"),
            "accent_color": ("#FFB703", "#FFC94D"),
            "background_color": ("#F7FBFC", "#0E1A1C"),
            "text_color": ("#102A2E", "#E6F1F2"),
        },
        "theme_refs": {"link_color": "@primary"},
        "color_space": "srgb",
        "component_format": {"*": "hex"},
        "fonts": [("Harbour Grotesk", "Medium"), ("Harbour Grotesk", "Regular")],
        "typography": {
            "headline": ("HarbourGrotesk-Medium", 26.0),
            "body": ("HarbourGrotesk-Regular", 16.0),
            "caption": ("HarbourGrotesk-Regular", 12.0),
        },
    },
    {
        "id": "RVG",
        "name": "River Valley Gazette",
        "config": {
            "clone_identifier": "RVG",
            "api_base_url": "https://rvg-api.example.com/v1",
            "analytics_key": "rvgGazette77Kd93LmQ2",
            "support_email": "help@rivervalleygazette.example",
            "default_language": "en",
            "features": {
                "paywall": True,
                "max_free_articles": 20,
                "weather_widget": True,
            },
        },
        "palette": {
            "primary_color": ("#2D6A4F", "#74C69D"),
            # Same as primary: config.json says "@primary" for this role.
            "secondary_color": ("#2D6A4F", "#74C69D"),
            "accent_color": ("#B5651D", "#E09F5A"),
            "background_color": ("#FFFFFF", "#101411"),
            "text_color": ("#1B1B1B", "#E8F0EA"),
        },
        "theme_refs": {"secondary_color": "@primary"},
        "color_space": "display-p3",
        "component_format": {"*": "float"},
        # System fonts only: no Fonts/ folder and no UIAppFonts key.
        "fonts": [],
        "typography": {
            "headline": ("Georgia-Bold", 26.0),
            "body": ("Georgia", 17.0),
            "caption": ("AvenirNext-Regular", 13.0),
        },
    },
    {
        "id": "ALP",
        "name": "Alpine Post",
        "config": {
            "clone_identifier": "ALP",
            "api_base_url": "https://api.alpinepost.example/v2",
            "analytics_key": "ALPpost5Tz8Wq1Ne4Rb6",
            "default_language": "fr",
            "article_cache_days": 10,
            "features": {
                "breaking_news_push": True,
                "live_ticker": True,
                "weather_widget": True,
            },
        },
        "palette": {
            "primary_color": ("#C8102E", "#FF5A6E"),
            "secondary_color": ("#3A3A3A", "#BDBDBD"),
            "accent_color": ("#0077B6", "#48A9E0"),
            "background_color": ("#FDFDFD", "#161616"),
            "text_color": ("#111111", "#F0F0F0"),
        },
        "theme_refs": {"link_color": "@accent"},
        "color_space": "srgb",
        # A catalog edited over the years: some sets entered as 0-255, some as floats.
        "component_format": {
            "*": "int",
            "AccentColor": "float",
            "TextColor": "float",
        },
        "fonts": [("Alpine Display", "Bold")],
        "typography": {
            "headline": ("AlpineDisplay-Bold", 27.0),
            "body": ("AvenirNext-Regular", 17.0),
            "caption": ("AvenirNext-Medium", 12.0),
        },
    },
]


# ---------------------------------------------------------------- colours


def parse_hex(hex_colour):
    value = hex_colour.lstrip("#")
    if len(value) != 6:
        raise ValueError(f"not #RRGGBB: {hex_colour}")
    return tuple(int(value[i : i + 2], 16) for i in (0, 2, 4))


def relative_luminance(rgb):
    def channel(c):
        c = c / 255.0
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a, b):
    la, lb = sorted((relative_luminance(parse_hex(a)), relative_luminance(parse_hex(b))), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def components(hex_colour, fmt):
    r, g, b = parse_hex(hex_colour)
    if fmt == "float":
        text = lambda c: f"{c / 255:.3f}"
    elif fmt == "int":
        text = lambda c: str(c)
    elif fmt == "hex":
        text = lambda c: f"0x{c:02X}"
    else:
        raise ValueError(fmt)
    return {"alpha": "1.000", "blue": text(b), "green": text(g), "red": text(r)}


def xcode_json(value):
    # Xcode writes asset catalog JSON with sorted keys, 2-space indent and " : " separators.
    return json.dumps(value, indent=2, sort_keys=True, separators=(",", " : "), ensure_ascii=False) + "\n"


def colour_set(brand, set_name, light, dark):
    fmt = brand["component_format"].get(set_name, brand["component_format"]["*"])
    space = brand["color_space"]
    return xcode_json(
        {
            "colors": [
                {
                    "color": {"color-space": space, "components": components(light, fmt)},
                    "idiom": "universal",
                },
                {
                    "appearances": [{"appearance": "luminosity", "value": "dark"}],
                    "color": {"color-space": space, "components": components(dark, fmt)},
                    "idiom": "universal",
                },
            ],
            "info": {"author": "xcode", "version": 1},
        }
    )


# ---------------------------------------------------------------- PNG


def png(width, height, pixel_at):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    rows = bytearray()
    for y in range(height):
        rows.append(0)  # filter: none
        for x in range(width):
            rows.extend(pixel_at(x, y))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB, no alpha
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")


def app_icon(brand):
    # 1024x1024 as App Store Connect requires, opaque: a primary field with an accent band.
    # Flat colour compresses to a few kilobytes.
    primary = bytes(parse_hex(brand["palette"]["primary_color"][0]))
    accent = bytes(parse_hex(brand["palette"]["accent_color"][0]))
    return png(1024, 1024, lambda x, y: accent if 640 <= y < 768 else primary)


# ---------------------------------------------------------------- fonts

RIBBI = {"Regular": 0, "Italic": 0b10, "Bold": 0b01, "Bold Italic": 0b11}


def postscript_name(family, style):
    return family.replace(" ", "") + "-" + style.replace(" ", "")


def name_table(family, style):
    """A format-0 'name' table with Mac Roman (1/0/0) and Windows Unicode BMP (3/1/0x409) records."""
    if style in RIBBI:
        legacy_family, legacy_style, typographic = family, style, None
    else:
        # Non-RIBBI weights follow the style-linking convention: the weight joins the legacy
        # family name and the typographic family/subfamily (IDs 16/17) say what it really is.
        legacy_family, legacy_style, typographic = f"{family} {style}", "Regular", (family, style)
    names = {
        1: legacy_family,
        2: legacy_style,
        3: f"1.000;SAMPLE;{postscript_name(family, style)}",
        4: f"{family} {style}",
        5: "Version 1.000",
        6: postscript_name(family, style),
    }
    if typographic:
        names[16], names[17] = typographic
    records, strings = [], bytearray()
    for platform, encoding, language, codec in ((1, 0, 0, "mac_roman"), (3, 1, 0x0409, "utf-16-be")):
        for name_id in sorted(names):
            data = names[name_id].encode(codec)
            records.append(struct.pack(">HHHHHH", platform, encoding, language, name_id, len(data), len(strings)))
            strings.extend(data)
    return struct.pack(">HHH", 0, len(records), 6 + 12 * len(records)) + b"".join(records) + bytes(strings)


def checksum(data):
    data = data + b"\0" * (-len(data) % 4)
    return sum(struct.unpack(f">{len(data) // 4}I", data)) & 0xFFFFFFFF


def sfnt(family, style):
    """A minimal TrueType-flavoured sfnt: head, maxp, name and post, no outlines."""
    mac_style = RIBBI.get(style, 0)
    timestamp = 3786825600  # 2024-01-01T00:00:00Z in seconds since 1904, fixed for reproducibility
    head = struct.pack(
        ">IIIIHHqqhhhhHHhhh",
        0x00010000,  # version 1.0
        0x00010000,  # fontRevision 1.0
        0,  # checkSumAdjustment, patched below
        0x5F0F3CF5,  # magicNumber
        0x000B,  # flags
        1000,  # unitsPerEm
        timestamp,
        timestamp,
        0, -200, 1000, 800,  # xMin yMin xMax yMax
        mac_style,
        8,  # lowestRecPPEM
        2,  # fontDirectionHint
        0,  # indexToLocFormat
        0,  # glyphDataFormat
    )
    maxp = struct.pack(">IH", 0x00005000, 1)  # version 0.5, one glyph (.notdef)
    italic_angle = -12 << 16 if "Italic" in style else 0
    post = struct.pack(">IihhIIIII", 0x00030000, italic_angle, -100, 50, 0, 0, 0, 0, 0)
    tables = {b"head": head, b"maxp": maxp, b"name": name_table(family, style), b"post": post}

    count = len(tables)
    power = 1 << (count.bit_length() - 1)
    header = struct.pack(">IHHHH", 0x00010000, count, power * 16, power.bit_length() - 1, count * 16 - power * 16)
    offset = len(header) + 16 * count
    directory, body = bytearray(), bytearray()
    head_offset = 0
    for tag in sorted(tables):
        data = tables[tag]
        if tag == b"head":
            head_offset = offset
        directory.extend(struct.pack(">4sIII", tag, checksum(data), offset, len(data)))
        padded = data + b"\0" * (-len(data) % 4)
        body.extend(padded)
        offset += len(padded)
    font = bytearray(header + directory + body)
    adjustment = (0xB1B0AFBA - checksum(bytes(font))) & 0xFFFFFFFF
    font[head_offset + 8 : head_offset + 12] = struct.pack(">I", adjustment)
    return bytes(font)


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
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(data)
    if stale:
        print("out of date (run Scripts/make-sample-assets.py):\n  " + "\n  ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
