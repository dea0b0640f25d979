#!/usr/bin/env bash
# Times `brands validate` (release build) on the sample and on generated workspaces of many clones, against
# baselines measured in the same run, and checks the targets of the performance issue. Exits 1 when one is missed.
#
#   Scripts/bench-validate.sh [--runs N] [--sizes "100 1000 2000 5000"] [--work DIR]
#
# Workspaces (Scripts/make-bench-workspace.py): each clone a copy of the sample's NWD with its own id and bundle
# identifier; all validate clean. Baselines, run interleaved with `brands validate` so that they share the
# machine's load: a Foundation hello-world process (swiftc -O), a Python loader that parses the same files
# (Scripts/bench-load-workspace.py) and `cat` of every file. Times are medians of N runs (wall clock; CPU time,
# user + system, beside it), memory the peak resident size of the median run. The machine's load average is
# printed before and after: on a shared machine, compare only figures of the same run.
#
# Targets: the sample's validate within 1.5x the hello-world process; 1,000 clones in 0.5 s, 2,000 in 1.0 s,
# 5,000 in 2.5 s and 200 MiB; at least 3x faster than the Python loader and within 3x of `cat` at every size;
# the time per clone at the largest size within 1.25x of that at 1,000 (linear).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=5
sizes="100 1000 2000 5000"
work=""
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --sizes) sizes="$2"; shift 2 ;;
    --work) work="$2"; shift 2 ;;
    *) echo "usage: Scripts/bench-validate.sh [--runs N] [--sizes \"100 1000 2000 5000\"] [--work DIR]" >&2; exit 64 ;;
  esac
done
swift build -c release --product brands >/dev/null
binary="$(swift build -c release --show-bin-path)/brands"
if [ -z "$work" ]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"
# The hello-world baseline: a process that loads Foundation and prints one line.
printf 'import Foundation\nprint(String(format: "%%@ %%d", "hello", ProcessInfo.processInfo.processorCount))\n' \
  >"$work/hello.swift"
swiftc -O "$work/hello.swift" -o "$work/hello" 2>/dev/null
for size in $sizes; do
  if [ ! -d "$work/clones-$size" ]; then
    python3 Scripts/make-bench-workspace.py "$work/clones-$size" --clones "$size"
  fi
  # `cat` is given the list of files; the list is made once, outside the timing.
  (cd "$work/clones-$size" && find . -type f -print0 | LC_ALL=C sort -z) >"$work/files-$size"
done
python3 - "$binary" "$work" "$runs" $sizes <<'PYTHON'
import os, statistics, subprocess, sys, time

binary, work, runs, sizes = sys.argv[1], sys.argv[2], int(sys.argv[3]), [int(s) for s in sys.argv[4:]]
root = os.getcwd()


def run_once(command, cwd=None, stdin=None):
    """Wall seconds, CPU seconds (user + system) and peak resident MiB of one run, which must succeed."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    errors = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    if process.returncode != 0:
        sys.exit(f"failed ({process.returncode}): {' '.join(command)}\n{errors}")
    # ru_maxrss is in KiB on Linux and in bytes on macOS.
    peak = usage.ru_maxrss / (1 << 20 if sys.platform == "darwin" else 1 << 10)
    return wall, usage.ru_utime + usage.ru_stime, peak


def measure(commands, count):
    """Runs each command `count` times, interleaved; per command the median wall, its CPU and the largest peak."""
    samples = {name: [] for name in commands}
    for _ in range(count):
        for name, (command, options) in commands.items():
            options = dict(options)
            if "stdin_file" in options:
                with open(options.pop("stdin_file"), "rb") as handle:
                    samples[name].append(run_once(command, stdin=handle, **options))
            else:
                samples[name].append(run_once(command, **options))
    result = {}
    for name, values in samples.items():
        walls = sorted(values)
        median = walls[len(walls) // 2]
        result[name] = (median[0], median[1], max(v[2] for v in values))
    return result


load_before = os.getloadavg()
print(f"machine: {os.cpu_count()} cores, load average {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f}")
failures = []


def check(ok, text):
    print(("  ok      " if ok else "  MISSED  ") + text)
    if not ok:
        failures.append(text)


sample = measure(
    {"validate": ([binary, "validate", "--root", root], {}), "hello": ([os.path.join(work, "hello")], {})},
    max(runs, 11) * 2 + 1)
ratio = sample["validate"][0] / sample["hello"][0]
print(f"sample: validate {sample['validate'][0] * 1000:.1f} ms ({sample['validate'][1] * 1000:.1f} ms CPU, "
      f"{sample['validate'][2]:.0f} MiB), hello-world {sample['hello'][0] * 1000:.1f} ms: {ratio:.2f}x")
check(ratio <= 1.5, f"sample validate {ratio:.2f}x the hello-world process (target <= 1.5x)")

print(f"{'clones':>7} {'validate':>10} {'CPU':>9} {'per clone':>10} {'peak':>8} {'python':>9} {'ratio':>6} "
      f"{'cat':>8} {'ratio':>6}")
per_clone = {}
for size in sizes:
    folder = os.path.join(work, f"clones-{size}")
    times = measure({
        "validate": ([binary, "validate", "--root", folder], {}),
        "python": (["python3", os.path.join(root, "Scripts/bench-load-workspace.py"), folder], {}),
        "cat": (["xargs", "-0", "cat"], {"cwd": folder, "stdin_file": os.path.join(work, f"files-{size}")}),
    }, runs if size < 5000 else max(3, runs // 2 + 1))
    wall, cpu, peak = times["validate"]
    per_clone[size] = wall / size
    python_ratio = times["python"][0] / wall
    cat_ratio = wall / times["cat"][0]
    print(f"{size:>7} {wall:>9.3f}s {cpu:>8.3f}s {wall / size * 1e6:>8.0f}us {peak:>6.0f}Mi "
          f"{times['python'][0]:>8.3f}s {python_ratio:>5.1f}x {times['cat'][0]:>7.3f}s {cat_ratio:>5.1f}x")
    limit = {1000: 0.5, 2000: 1.0, 5000: 2.5}.get(size)
    if limit is not None:
        check(wall <= limit, f"{size} clones in {wall:.3f} s (target <= {limit} s)")
    if size >= 5000:
        check(peak <= 200, f"{size} clones in {peak:.0f} MiB (target <= 200 MiB)")
    check(python_ratio >= 3, f"{size} clones {python_ratio:.1f}x faster than the Python loader (target >= 3x)")
    check(cat_ratio <= 3, f"{size} clones {cat_ratio:.1f}x cat (target <= 3x)")
largest = max(sizes)
if 1000 in per_clone and largest > 1000:
    growth = per_clone[largest] / per_clone[1000]
    check(growth <= 1.25, f"time per clone at {largest} is {growth:.2f}x that at 1000 (target <= 1.25x, linear)")
load_after = os.getloadavg()
print(f"load average after: {load_after[0]:.2f} {load_after[1]:.2f} {load_after[2]:.2f}")
if failures:
    print(f"{len(failures)} target(s) missed")
    sys.exit(1)
print("every target met")
PYTHON
