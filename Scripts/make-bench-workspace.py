#!/usr/bin/env python3
"""Writes a workspace of many clones for Scripts/bench-validate.sh, each a copy of one of the sample's brands.

    Scripts/make-bench-workspace.py OUT --clones N [--brand NWD] [--sample .] [--faults]

Every clone is the sample's BRAND (its folder under Brands/ and its two xcconfig files under Configs/) with its own
id (`B00001`, `B00002`, …) and its own bundle identifier, so the workspace validates as cleanly as the sample does.
`Configs/Base.xcconfig` is copied once and shared by every clone, as in the sample. Output is deterministic.
With `--faults` (for the NWD brand), three clones are made wrong as ValidateGoldenTests' generated workspace is:
B00003 has B00002's bundle identifier, B00005 misspells `support_email` and B00007's Release xcconfig names an
undefined setting (and so is every 40th clone from each); the test writes the same files for 12 clones, and its golden files are this script's output run through
`brands validate --format json` of the commit before the performance work.
"""
import argparse
import os
import re
import shutil

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--clones", type=int, required=True)
parser.add_argument("--brand", default="NWD")
parser.add_argument("--faults", action="store_true")
parser.add_argument("--sample", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
args = parser.parse_args()

sample = os.path.abspath(args.sample)
brand = args.brand
brand_folder = os.path.join(sample, "Brands", brand)
configs = os.path.join(sample, "Configs")


def read(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


debug = read(os.path.join(configs, f"{brand}-Debug.xcconfig"))
release = read(os.path.join(configs, f"{brand}-Release.xcconfig"))
config = read(os.path.join(brand_folder, "config.json"))
# The brand's bundle identifiers: the Release one, which the Debug one extends (`….debug`).
bundle = re.search(r"^PRODUCT_BUNDLE_IDENTIFIER = (\S+)$", release, re.MULTILINE).group(1)


def is_fault(number, kind):
    """Whether clone `number` is made wrong in the way of B0000`kind` (every 40th clone from it is)."""
    return args.faults and number % 40 == kind


def clone_text(text, clone_id, number):
    text = re.sub(rf"^CLONE_IDENTIFIER = {brand}$", f"CLONE_IDENTIFIER = {clone_id}", text, flags=re.MULTILINE)
    text = text.replace(f'#include "{brand}-Debug.xcconfig"', f'#include "{clone_id}-Debug.xcconfig"')
    return text.replace(bundle, f"com.example.bench.b{number - 1 if is_fault(number, 3) else number}")


os.makedirs(os.path.join(args.out, "Brands"), exist_ok=True)
os.makedirs(os.path.join(args.out, "Configs"), exist_ok=True)
shutil.copyfile(os.path.join(configs, "Base.xcconfig"), os.path.join(args.out, "Configs", "Base.xcconfig"))
for number in range(1, args.clones + 1):
    clone_id = f"B{number:05d}"
    folder = os.path.join(args.out, "Brands", clone_id)
    shutil.copytree(brand_folder, folder)
    own_config = config.replace(f'"clone_identifier": "{brand}"', f'"clone_identifier": "{clone_id}"')
    if is_fault(number, 5):
        own_config = own_config.replace('"support_email"', '"suport_email"')
    write(os.path.join(folder, "config.json"), own_config)
    write(os.path.join(args.out, "Configs", f"{clone_id}-Debug.xcconfig"), clone_text(debug, clone_id, number))
    own_release = clone_text(release, clone_id, number)
    if is_fault(number, 7):
        own_release += "MARKETING_VERSION = $(MARKETNG_VERSION_BASE)\n"
    write(os.path.join(args.out, "Configs", f"{clone_id}-Release.xcconfig"), own_release)
