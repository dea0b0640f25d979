#!/usr/bin/env python3
"""The measuring half of Scripts/bench-validate.sh (which builds, generates the workspaces and calls this).

    Scripts/bench-validate-run.py BINARY WORK RUNS TARGETS SIZE...

Prints one table row per workspace and a line per target, and exits 1 when a target is missed.
"""
import os
import subprocess
import sys
import time

binary, work, runs, targets = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
sizes = [int(s) for s in sys.argv[5:]]
root = os.getcwd()


def run_once(command, cwd=None, stdin=None, allowed=(0,)):
    """Wall seconds, CPU seconds (user + system) and peak resident MiB of one run, whose status must be allowed."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    errors = process.stderr.read().decode(errors="replace")
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    if code not in allowed:
        sys.exit(f"failed ({code}): {' '.join(command)}\n{errors}")
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
        ordered = sorted(values)
        median = ordered[len(ordered) // 2]
        result[name] = (median[0], median[1], max(v[2] for v in values))
    return result


load = os.getloadavg()
print(f"machine: {os.cpu_count()} cores, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}; binary {binary}")
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

print(f"{'workspace':>14} {'clones':>6} {'validate':>9} {'CPU':>8} {'per clone':>9} {'peak':>7} {'python':>8} "
      f"{'faster':>6} {'cat':>7} {'x cat':>6}")
per_clone = {}
workspaces = [(f"clones-{size}", size, (0,)) for size in sizes]
if targets > 0:
    # Three targets in four are apps with a scheme: the clones.
    workspaces.append((f"project-{targets}", targets - targets // 4, (0,)))
for name, clones, allowed in workspaces:
    folder = os.path.join(work, name)
    times = measure({
        "validate": ([binary, "validate", "--root", folder], {"allowed": allowed}),
        "python": (["python3", os.path.join(root, "Scripts/bench-load-workspace.py"), folder], {}),
        "cat": (["xargs", "-0", "cat"], {"cwd": folder, "stdin_file": folder + ".files"}),
    }, runs if clones < 5000 else max(3, runs // 2 + 1))
    wall, cpu, peak = times["validate"]
    python_ratio = times["python"][0] / wall
    cat_ratio = wall / times["cat"][0]
    print(f"{name:>14} {clones:>6} {wall:>8.3f}s {cpu:>7.3f}s {wall / clones * 1e6:>7.0f}us {peak:>5.0f}Mi "
          f"{times['python'][0]:>7.3f}s {python_ratio:>5.1f}x {times['cat'][0]:>6.3f}s {cat_ratio:>5.1f}x")
    if name.startswith("clones-"):
        per_clone[clones] = wall / clones
        limit = {1000: 0.5, 2000: 1.0, 5000: 2.5}.get(clones)
        if limit is not None:
            check(wall <= limit, f"{clones} clones in {wall:.3f} s (target <= {limit} s)")
        if clones >= 5000:
            check(peak <= 200, f"{clones} clones in {peak:.0f} MiB (target <= 200 MiB)")
    check(python_ratio >= 3, f"{name} {python_ratio:.1f}x faster than the Python loader (target >= 3x)")
    check(cat_ratio <= 3, f"{name} {cat_ratio:.1f}x cat (target <= 3x)")
largest = max(sizes) if sizes else 0
if 1000 in per_clone and largest > 1000:
    growth = per_clone[largest] / per_clone[1000]
    check(growth <= 1.25, f"time per clone at {largest} is {growth:.2f}x that at 1000 (target <= 1.25x, linear)")
load = os.getloadavg()
print(f"load average after: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
if failures:
    print(f"{len(failures)} target(s) missed")
    sys.exit(1)
print("every target met")
