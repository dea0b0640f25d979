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
import os
import sys
import tempfile

sys.dont_write_bytecode = True  # keep Scripts/ free of __pycache__ folders

from sampleproject.check import check  # noqa: E402
from sampleproject.model import PROJECT, ROOT, brand_ids  # noqa: E402
from sampleproject.writing import project_files  # noqa: E402


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
