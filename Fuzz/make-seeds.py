#!/usr/bin/env python3
"""Writes the seed inputs of the fuzz harnesses (Fuzz/<Harness>/seeds/) from the sample workspace and small
hand-written cases. Deterministic; run from anywhere: `python3 Fuzz/make-seeds.py`. Seeds are committed, so this
only needs running when a seed should change."""

import os
import plistlib
import struct
import datetime

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FUZZ = os.path.join(ROOT, "Fuzz")


def sample(path):
    with open(os.path.join(ROOT, path), "rb") as handle:
        return handle.read()


def write(harness, name, data):
    folder = os.path.join(FUZZ, harness, "seeds")
    os.makedirs(folder, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    assert len(data) <= 4096, f"{harness}/{name} is longer than the harnesses' -max_len"
    with open(os.path.join(folder, name), "wb") as handle:
        handle.write(data)


def json_seeds():
    write("JSONParser", "config.json", sample("Brands/NWD/config.json"))
    write("JSONParser", "colorset.json", sample("Brands/NWD/Assets.xcassets/PrimaryColor.colorset/Contents.json"))
    write("JSONParser", "scalars.json",
          '{"a": [1, -2.5e3, 0.0, 1E+2, true, false, null], "s": "\\u00e9\\n\\t\\"\\\\\\/\\ud83d\\ude00", "": {}}\n')
    write("JSONParser", "duplicates.json", '\ufeff{"k": 1, "k": [[], {}], "k": {"x": {"x": 1, "x": 2}}}')
    write("JSONParser", "broken.json", '{\n  "a": [1, 2,],\n  // comment\n  \'b\': NaN\n}\n')


def plist_seeds():
    fonts = sample("Brands/NWD/custom_fonts.plist")
    info = sample("Brands/NWD/Info.plist")
    write("PlistParser", "custom_fonts.plist", fonts)
    write("PlistParser", "Info.plist", info)
    write("PlistParser", "custom_fonts.bplist", plistlib.dumps(plistlib.loads(fonts), fmt=plistlib.FMT_BINARY))
    write("PlistParser", "Info.bplist", plistlib.dumps(plistlib.loads(info), fmt=plistlib.FMT_BINARY))
    scalars = {
        "date": datetime.datetime(2024, 2, 29, 12, 30, 5),
        "data": b"\x00\x01brands\xff",
        "integer": -9223372036854775808,
        "real": 0.1,
        "array": [True, False, "\u00e9 & <\u65e5>", [], {}],
        "nested": {"a": {"b": {"c": [1, 2, 3]}}},
    }
    write("PlistParser", "scalars.plist", plistlib.dumps(scalars, fmt=plistlib.FMT_XML, sort_keys=False))
    write("PlistParser", "scalars.bplist", plistlib.dumps(scalars, fmt=plistlib.FMT_BINARY, sort_keys=False))
    write("PlistParser", "entities.plist",
          '<?xml version="1.0"?>\n<!DOCTYPE plist>\n<plist version="1.0"><dict>'
          '<key>k</key><string>&lt;&amp;&#x41;&#66;<![CDATA[<raw>]]></string>'
          '<key>k</key><integer>0x1F</integer><key>r</key><real>nan</real><!-- comment -->'
          '<key>e</key><string/><key>d</key><date>2001-01-01T00:00:00Z</date></dict></plist>\n')


def asset_seeds():
    colorset = sample("Brands/NWD/Assets.xcassets/PrimaryColor.colorset/Contents.json")
    write("AssetCatalog", "colorset.json", b"\x00" + colorset)
    write("AssetCatalog", "colorset-forms.json", b"\x00" + b"""{
  "colors" : [
    { "color" : { "color-space" : "display-p3", "components" : { "alpha" : "0.500", "red" : "255", "green" : "0x80", "blue" : 0.25 } }, "idiom" : "iphone" },
    { "appearances" : [ { "appearance" : "contrast", "value" : "high" } ], "color" : { "color-space" : "gray-gamma-22", "components" : { "alpha" : "1", "white" : "0.2" } }, "idiom" : "universal" },
    { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "extended-srgb", "components" : { "alpha" : "1.000", "red" : "1.250", "green" : "-0.100", "blue" : "0.000" } }, "idiom" : "universal" },
    { "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" }
  ],
  "info" : { "author" : "xcode", "version" : 1 }
}
""")
    write("AssetCatalog", "appiconset.json", b"\x01" + sample("Brands/NWD/Assets.xcassets/AppIcon.appiconset/Contents.json"))
    write("AssetCatalog", "imageset.json", b"\x02" + b"""{
  "images" : [
    { "filename" : "Logo.png", "idiom" : "universal", "scale" : "1x" },
    { "filename" : "Logo@2x.png", "idiom" : "universal", "scale" : "2x" },
    { "idiom" : "universal", "scale" : "3x" }
  ],
  "info" : { "author" : "xcode", "version" : 1 }
}
""")
    write("AssetCatalog", "group.json", b"\x03" + b'{\n  "info" : { "author" : "xcode", "version" : 1 },\n'
          b'  "properties" : { "provides-namespace" : true }\n}\n')


def sfnt(name, version=0x00010000):
    """A minimal font: a table directory with one 'name' table holding the PostScript name (Windows, UTF-16)."""
    encoded = name.encode("utf-16-be")
    mac = name.encode("mac_roman", "replace")
    storage = encoded + mac
    records = struct.pack(">HHHHHH", 3, 1, 0x409, 6, len(encoded), 0)
    records += struct.pack(">HHHHHH", 1, 0, 0, 6, len(mac), len(encoded))
    table = struct.pack(">HHH", 0, 2, 6 + len(records)) + records + storage
    header = struct.pack(">IHHHH", version, 1, 16, 0, 0)
    directory = struct.pack(">4sIII", b"name", 0, 12 + 16, len(table))
    return header + directory + table


def font_seeds():
    write("FontFile", "NordSans-Regular.ttf", sample("Brands/NWD/Fonts/NordSans-Regular.ttf"))
    write("FontFile", "BavariaSerif-Black.ttf", sample("Brands/SBT/Fonts/BavariaSerif-Black.ttf"))
    write("FontFile", "minimal.otf", sfnt("Minimal-Bold", version=0x4F54544F))
    # A collection of two fonts; table offsets count from the start of the file.
    first, second = sfnt("Pair-Regular"), sfnt("Pair-Italic")
    header_size = 12 + 2 * 4

    def moved(font, start):
        tag, checksum, offset, length = struct.unpack(">4sIII", font[12:28])
        return font[:12] + struct.pack(">4sIII", tag, checksum, offset + start, length) + font[28:]

    second_start = header_size + len(first)
    collection = struct.pack(">4sIII", b"ttcf", 0x00010000, 2, header_size) + struct.pack(">I", second_start)
    collection += moved(first, header_size) + moved(second, second_start)
    write("FontFile", "pair.ttc", collection)


def manifest_and_schema_seeds():
    readme = sample("README.md").decode("utf-8")

    def example(heading):
        start = readme.index("```json\n", readme.index(heading)) + len("```json\n")
        return readme[start:readme.index("\n```", start)] + "\n"

    write("Manifest", "readme-example.json", example("### The manifest"))
    write("Manifest", "minimal.json", '{ "version": 1, "brands_folder": "Brands", "configs_folder": "Configs" }\n')
    write("Manifest", "problems.json", '{"version": 2, "schema": "../x", "configurations": ["Debug", "Debug"],'
          ' "xcconfig": "{configuration}.xcconfig", "rules": {"x": "loud", "y": {"clones": ["A"]}, "z": 1},'
          ' "release": {"tag_format": "{clone}", "version_policy": "must", "configuration": "Beta"}, "extra": true}\n')
    write("Manifest", "clones.json", '{\n  "version": 1,\n  "project": "Newsroom.xcodeproj",\n'
          '  "configurations": ["Debug", "Release"],\n'
          '  "clones": { "from": "schemes", "folder": "Brands/{clone}", "config_file": "config.json" }\n}\n')
    write("Manifest", "clone-list.json", '{\n  "clones": [\n'
          '    { "id": "klar", "name": "Klar", "scheme": "Klar", "folder": "Brands/Klar", "config_file": "Branding.plist" },\n'
          '    { "id": "nwd", "target": "NWD", "configurations": { "Debug": "NWD-Debug", "Release": "NWD-Release" } },\n'
          '    { "id": "klar" }\n  ],\n  "release": { "tag_format": "{clone}-v{version}+{build}" }\n}\n')
    write("Manifest", "clone-groups.json", '{\n  "configurations": ["Debug", "Release"],\n'
          '  "clones": { "from": "configurations", "target": "App",\n'
          '              "groups": { "klar": { "Debug": "KlarDebug", "Release": "KlarRelease" }, '
          '"sbt": { "Debug": "SBTDebug" } } }\n}\n')
    write("Schema", "readme-example.json", example("### The schema"))
    write("Schema", "problems.json", '{"fields": {"features": {"type": "string"}, "a": {"type": "enum"},'
          ' "b": {"type": "integer", "minimum": 5, "maximum": 1, "default": "x", "pattern": "("}},'
          ' "features": {"f": {"type": "integer", "default": true, "expires": "2024-13-01"}},'
          ' "theme": {"roles": {"p": {"default": "blue"}}, "contrast": [{"foreground": "p", "background": "q"}]},'
          ' "typography": {"body": {"default_size": "17"}}, "build_settings": {"required": [1]}}\n')


def tag_seeds():
    write("TagParser", "default.txt", "{clone}/{version}/{build}\nNWD,SBT,ALP\nnwd/6.0.0/2")
    write("TagParser", "dashes.txt", "{clone}-v{version}+{build}\nNWD,HBC\nHBC-v5.4.1+300")
    write("TagParser", "ambiguous.txt", "release-{clone}_{version}.{build}\nnwd,my_app\nrelease-my_app_1.2.3.45")
    write("TagParser", "bad.txt", "{clone}/{version}/{build}\nNWD\nnwd/6.0.01/0.lock")


def pattern_seeds():
    # A pattern, a NUL byte, a value (Fuzz/SchemaPattern/main.swift).
    write("SchemaPattern", "identifier.txt", b"^[A-Za-z][A-Za-z0-9_]*$\0NWD_2")
    write("SchemaPattern", "email.txt", b"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$\0a@b.ch")
    write("SchemaPattern", "first-match.txt", b"a|ab\0ab")
    write("SchemaPattern", "lazy.txt", b"(?:x+?)(y{2,3})?\\d\0xxyy7")
    write("SchemaPattern", "line-end.txt", b"^v\\d+$\0v12\n")
    write("SchemaPattern", "outside.txt", b"(?i)\\p{Ll}+\0abc")


def xcconfig_seeds():
    base = sample("Configs/Base.xcconfig")
    debug = sample("Configs/NWD-Debug.xcconfig")
    # basics, directives and encoding.xcconfig in Fuzz/XCConfigParser/seeds are written by hand.
    write("XCConfigParser", "Base.xcconfig", base)
    write("XCConfigParser", "NWD-Debug.xcconfig", debug)
    release = sample("Configs/NWD-Release.xcconfig")
    write("XCConfigEvaluation", "sample.xcconfigs", release.replace(b'"NWD-Debug.xcconfig"', b'"Base"') + b"\0"
          + debug.replace(b'#include "Base.xcconfig"', b'#include "Shared/Common.xcconfig"') + b"\0"
          + b"SDKROOT = iphoneos\nSWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) DEBUG\n#include? \"../Other\"\n"
          + b"\0OTHER_LDFLAGS[sdk=iphoneos*][arch=arm64] = -ObjC $(inherited)\n")
    write("XCConfigEvaluation", "operators.xcconfigs",
          "#include \"Base.xcconfig\"\n"
          "NAME = My App\nLOWER = $(NAME:lower:rfc1034identifier)\nPATH_A = /a/b/../c.txt\n"
          "PARTS = $(PATH_A:dir)|$(PATH_A:file)|$(PATH_A:base)|$(PATH_A:suffix)|$(PATH_A:standardizepath)\n"
          "DEFAULTED = $(UNDEFINED:default=fallback) $(NAME:upper:c99extidentifier)\n"
          "QUOTED = $(NAME:quote) ${NAME} $[NAME] $(NAME:identifier) $(PATH_A:base=main:suffix=.md)\n"
          "NESTED_$(CONFIGURATION) = $(NESTED_$(CONFIGURATION)_$(CURRENT_ARCH)) $(inherited)\n"
          "CYCLE_A = $(CYCLE_B) a\nCYCLE_B = $(CYCLE_A) b\nSELF = $(SELF) more\n"
          "\0FLAGS = -a\nFLAGS[config=Debug] = $(inherited) -b\nFLAGS[config=Release][sdk=iphone*] = $(FLAGS) -c\n"
          "DOUBLE_1 = $(DOUBLE_0)$(DOUBLE_0)\nDOUBLE_0 = xxxxxxxx\nDOUBLE_2 = $(DOUBLE_1)$(DOUBLE_1)\n"
          "DOUBLE_3 = $(DOUBLE_2)$(DOUBLE_2)\nDOUBLE_4 = $(DOUBLE_3)$(DOUBLE_3)$(DOUBLE_3)$(DOUBLE_3)\n"
          "UNTERMINATED = $(NAME\nUNKNOWN = $(NAME:uper)\n")


PROJECT = """// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 77;
	objects = {
		B1 /* main.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* main.swift */; };
		F1 /* main.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = main.swift; sourceTree = "<group>"; };
		F2 /* Base.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Configs/Base.xcconfig; sourceTree = SOURCE_ROOT; };
		F3 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
		G1 = {isa = PBXGroup; children = (F1, F2, G2); sourceTree = "<group>"; };
		G2 /* Products */ = {isa = PBXGroup; children = (F3); name = Products; sourceTree = "<group>"; };
		S1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1); };
		T1 /* App */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = L2;
			buildPhases = (S1);
			dependencies = ();
			name = App;
			productName = App;
			productReference = F3;
			productType = "com.apple.product-type.application";
		};
		P1 /* Project object */ = {
			isa = PBXProject;
			buildConfigurationList = L1;
			developmentRegion = en;
			mainGroup = G1;
			productRefGroup = G2;
			targets = (T1);
		};
		C1 /* Debug */ = {isa = XCBuildConfiguration; baseConfigurationReference = F2; buildSettings = {
			SDKROOT = iphoneos; "SWIFT_ACTIVE_COMPILATION_CONDITIONS[config=Debug]" = "$(inherited) DEBUG";
		}; name = Debug; };
		C2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
		C3 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {
			PRODUCT_BUNDLE_IDENTIFIER = "de.example.$(PRODUCT_NAME:rfc1034identifier)";
			OTHER_LDFLAGS = (
				"-ObjC",
				"$(inherited)",
				"with space",
			);
			INFOPLIST_KEY_CFBundleDisplayName = "App \\"β\\"\\n";
		}; name = Debug; };
		C4 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {MARKETING_VERSION = 1.2.3; }; name = Release; };
		L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2); defaultConfigurationName = Release; };
		L2 = {isa = XCConfigurationList; buildConfigurations = (C3, C4); defaultConfigurationName = Debug; };
	};
	rootObject = P1 /* Project object */;
}
"""


def project_seeds():
    write("XcodeProject", "App.pbxproj", PROJECT)
    write("XcodeProject", "broken.pbxproj", PROJECT.replace("isa = PBXGroup; children = (F3)", "isa = PBXGroup; children = (F9)")
          .replace("targets = (T1);", "targets = (T1, T1);").replace("name = Release; };\n\t\tL1", "name = Release }\n\t\tL1"))
    write("XcodeProject", "App.xml.pbxproj", plistlib.dumps({
        "archiveVersion": "1", "objectVersion": "77", "rootObject": "P1",
        "objects": {
            "P1": {"isa": "PBXProject", "buildConfigurationList": "L1", "mainGroup": "G1", "targets": ["T1"]},
            "G1": {"isa": "PBXGroup", "children": [], "sourceTree": "<group>"},
            "T1": {"isa": "PBXNativeTarget", "name": "App", "buildConfigurationList": "L1", "buildPhases": [],
                   "productType": "com.apple.product-type.application"},
            "L1": {"isa": "XCConfigurationList", "buildConfigurations": ["C1"], "defaultConfigurationName": "Debug"},
            "C1": {"isa": "XCBuildConfiguration", "name": "Debug", "buildSettings": {"A": "$(B", "B[sdk=*]": "b"}},
        }}, fmt=plistlib.FMT_XML))
    write("OldStylePlist", "App.pbxproj", PROJECT)
    write("OldStylePlist", "strings.txt", '/* a strings file */\n"greeting" = "Hello, \\"world\\"\\n\\U00e9\\351";\nkey;\n'
          "unquoted_$:/.-key = value;\n'single' = 'quoted';\n")
    write("OldStylePlist", "values.plist", '{ data = <0fbd77 aa01>; list = ( a, "b c", ( ), { } , ); // comment\n'
          '  nested = { deeper = { deepest = ( 1, 2, 3 ); }; }; dup = 1; dup = 2; }\n')
    write("OldStylePlist", "broken.plist", '{ a = ; b = "unterminated;\n c = (1, 2; d = <zz>; e = \\U12; } }\n')
    scheme = sample("Newsroom.xcodeproj/xcshareddata/xcschemes/NWD.xcscheme")
    write("XcodeSchemes", "NWD.xcscheme", b"\x00" + scheme)
    write("XcodeSchemes", "contents.xcworkspacedata", b"\x01" + sample("Newsroom.xcodeproj/project.xcworkspace/contents.xcworkspacedata"))
    write("XcodeSchemes", "groups.xcworkspacedata", b"\x01" + b"""<?xml version="1.0" encoding="UTF-8"?>
<Workspace version = "1.0">
   <Group location = "container:Apps" name = "Apps">
      <FileRef location = "group:Newsroom.xcodeproj"></FileRef>
      <Group location = "group:Nested"><FileRef location = "group:../Other/Other.xcodeproj"/></Group>
   </Group>
   <FileRef location = "absolute:/Projects/Shared.xcodeproj"></FileRef>
   <FileRef location = "self:"></FileRef>
   <FileRef location = "container:Tools/Tool.xcodeproj" />
</Workspace>
""")


json_seeds()
plist_seeds()
asset_seeds()
font_seeds()
manifest_and_schema_seeds()
tag_seeds()
pattern_seeds()
xcconfig_seeds()
project_seeds()
