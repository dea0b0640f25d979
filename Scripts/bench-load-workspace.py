#!/usr/bin/env python3
"""The hand-written loader Scripts/bench-validate.sh compares `brands validate` with: reads every file of a
workspace once and parses it by kind — JSON with `json`, property lists with `plistlib`, xcconfig files split
into lines and `NAME = value` pairs (comments dropped, includes noted), a project file split into lines, schemes
parsed as XML, anything else (fonts, images) read as bytes — and checks nothing.

    Scripts/bench-load-workspace.py ROOT

Prints how many files of each kind it read, so a caller can check it saw the workspace.
"""
import json
import os
import plistlib
import sys
import xml.etree.ElementTree

root = sys.argv[1]
counts = {"json": 0, "plist": 0, "xcconfig": 0, "project": 0, "other": 0}
settings = 0
for folder, folders, files in os.walk(root):
    folders.sort()
    for name in sorted(files):
        with open(os.path.join(folder, name), "rb") as handle:
            data = handle.read()
        if name.endswith(".json"):
            json.loads(data)
            counts["json"] += 1
        elif name.endswith(".plist"):
            plistlib.loads(data)
            counts["plist"] += 1
        elif name.endswith(".pbxproj"):
            data.decode("utf-8").splitlines()
            counts["project"] += 1
        elif name.endswith(".xcscheme"):
            xml.etree.ElementTree.fromstring(data)
            counts["project"] += 1
        elif name.endswith(".xcconfig"):
            for line in data.decode("utf-8").splitlines():
                line = line.split("//", 1)[0].strip()
                if line.startswith("#include"):
                    continue
                name_part, equals, value = line.partition("=")
                if equals:
                    settings += 1
            counts["xcconfig"] += 1
        else:
            counts["other"] += 1
print(" ".join(f"{kind}={count}" for kind, count in counts.items()) + f" settings={settings}")
