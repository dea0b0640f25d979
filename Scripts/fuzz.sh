#!/usr/bin/env bash
# Builds the libFuzzer harnesses under Fuzz/ and runs each in turn.
#
#   Scripts/fuzz.sh [SECONDS] [HARNESS…]           each harness for SECONDS (default 60); all harnesses when none named
#   Scripts/fuzz.sh --runs N [SECONDS] [HARNESS…]  each harness for N inputs (and at most SECONDS when given)
#   Scripts/fuzz.sh --list                         the harnesses and the modules each one needs
#   Scripts/fuzz.sh --ledger [HARNESS…]            the inputs each harness has run on its current code, over all runs
#   Scripts/fuzz.sh --typecheck [HARNESS…]         type-check the harnesses only, without sanitizers (the test suite
#                                                  runs this so the harnesses cannot rot)
#
# A harness is a folder Fuzz/<Name>/ holding main.swift (which defines LLVMFuzzerTestOneInput), seeds/ (inputs the
# corpus starts from) and optionally dictionary (libFuzzer -dict tokens). Every harness also gets Fuzz/Shared/*.swift.
# The modules a harness needs are the Sources/ modules its files import, with theirs, each compiled on its own with
# `-package-name brands` (so `package` declarations are visible, as in SwiftPM) and `-sanitize=fuzzer,address` into
# .build/fuzz/modules/, and rebuilt only when its sources change. A new module (say Sources/XcodeProject) needs no
# change here: importing it from a harness is enough.
#
# Every run of a harness is recorded in the ledger, Fuzz/ledger.tsv: one line per run of libFuzzer (date, harness,
# fingerprint, inputs, verdict). The fingerprint is a checksum of the harness's files and of the sources of every
# module it is built with, so `--ledger` adds up the inputs run on the code as it is now, however many invocations
# (and machines: the ledger is committed with the code) that took; a run killed before it ended (a machine shut down)
# is recorded from its last progress line when the harness is next run or the ledger read. BRANDS_FUZZ_OUT overrides
# the folder .build/fuzz (the ledger is then kept in it), BRANDS_FUZZ_LEDGER the ledger's file.
#
# Runs use SWIFT_BACKTRACE=enable=no, -rss_limit_mb=2048, -timeout=10, -max_len=4096 and -reload=0 (one process
# writes each corpus, so libFuzzer's rereading of it every second, a stat of every file, is a twentieth of the time
# wasted on a corpus of 20,000 inputs). The corpus grows in
# .build/fuzz/<Name>-corpus; a crash, leak, timeout or out-of-memory input is written to .build/fuzz/<Name>-crash-…
# (-leak-…, -timeout-…, -oom-…) and the log of the last run to .build/fuzz/<Name>.log. libFuzzer times inputs by the
# clock, which a loaded machine stretches, so a timeout counts only when its input, run again alone, takes more than
# ten seconds of processor time;
# otherwise the file is renamed …-unconfirmed and fuzzing resumes where it stopped. Prints per harness the inputs
# run, executions per second, peak memory, corpus size and verdict; exits 1 when any harness found something.
# Run it with `nice -n 19` on a shared machine (on Linux, in a session of its own, also `echo 19 > /proc/$$/autogroup`:
# nice ranks a process only within its session); `kill -INT` of one harness's process ends that harness early (it is
# reported as interrupted, with its figures so far) and goes on with the next.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
swiftc="${SWIFTC:-swiftc}"
out="${BRANDS_FUZZ_OUT:-$root/.build/fuzz}"
# The ledger lives with the code, so that runs on one machine add up with runs on another; a folder of output given
# from outside (tests, a scratch campaign) keeps its own.
if [ -n "${BRANDS_FUZZ_LEDGER:-}" ]; then
    ledger="$BRANDS_FUZZ_LEDGER"
elif [ -n "${BRANDS_FUZZ_OUT:-}" ]; then
    ledger="$out/ledger.tsv"
else
    ledger="$root/Fuzz/ledger.tsv"
fi
mode=run
runs=""
seconds=""

usage() {
    sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 64
}

while [ $# -gt 0 ]; do
    case "$1" in
        --list) mode=list; shift ;;
        --typecheck) mode=typecheck; shift ;;
        --ledger) mode=ledger; shift ;;
        --runs)
            [ $# -ge 2 ] || usage
            runs="$2"
            shift 2
            ;;
        --runs=*) runs="${1#--runs=}"; shift ;;
        -h | --help) usage ;;
        -*) echo "fuzz.sh: unknown option '$1'" >&2; usage ;;
        *) break ;;
    esac
done
if [ $# -gt 0 ] && [[ "$1" =~ ^[0-9]+$ ]]; then
    seconds="$1"
    shift
fi
if [ -n "$runs" ] && ! [[ "$runs" =~ ^[0-9]+$ ]]; then
    echo "fuzz.sh: --runs needs a number, not '$runs'" >&2
    exit 64
fi
[ -n "$runs" ] || [ -n "$seconds" ] || seconds=60

# Every harness folder, sorted; Fuzz/Shared is support code, not a harness.
all_harnesses=()
for dir in "$root"/Fuzz/*/; do
    name="$(basename "$dir")"
    [ "$name" != Shared ] && [ -f "$dir/main.swift" ] && all_harnesses+=("$name")
done
harnesses=()
if [ $# -eq 0 ]; then
    harnesses=("${all_harnesses[@]}")
else
    for name in "$@"; do
        if [ ! -f "$root/Fuzz/$name/main.swift" ] || [ "$name" = Shared ]; then
            echo "fuzz.sh: no harness '$name'; the harnesses are: ${all_harnesses[*]}" >&2
            exit 64
        fi
        harnesses+=("$name")
    done
fi

# The Swift files of a harness: its own, then the shared ones.
harness_files() {
    find "$root/Fuzz/$1" "$root/Fuzz/Shared" -name '*.swift' -not -path '*/seeds/*' | sort
}

# The Sources/ modules that the files named on stdin import directly.
imported_modules() {
    sed -n -E 's/^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*((public|package|internal)[[:space:]]+)?import[[:space:]]+([A-Za-z_][A-Za-z0-9_]*).*/\4/p' \
        | sort -u | while IFS= read -r module; do
            [ -d "$root/Sources/$module" ] && echo "$module"
        done
    return 0
}

module_sources() {
    find "$root/Sources/$1" -name '*.swift' | sort
}

# Sets dependencies_<module> to the Sources/ modules that `module` imports directly, once (bash 3 on macOS has no
# associative arrays).
find_dependencies() {
    local variable="dependencies_$1"
    [ -n "${!variable+set}" ] && return 0
    eval "$variable=\"\$(find \"\$root/Sources/\$1\" -name '*.swift' -exec cat {} + | imported_modules | grep -v -x \"\$1\" || true)\""
}

# Sets $modules to the modules a harness needs, each after the modules it imports (depth first).
modules=""
visit_module() {
    case " $modules " in *" $1 "*) return 0 ;; esac
    find_dependencies "$1"
    local variable="dependencies_$1" dependency
    for dependency in ${!variable}; do visit_module "$dependency"; done
    modules="$modules $1"
}
find_modules() {
    modules=""
    local module
    for module in $(find "$root/Fuzz/$1" "$root/Fuzz/Shared" -name '*.swift' -exec cat {} + | imported_modules); do
        visit_module "$module"
    done
    modules="${modules# }"
}

# A checksum of what `harness` runs: its files and the sources of the modules it is built with, in build order.
fingerprint() {
    find_modules "$1"
    local module
    {
        harness_files "$1"
        for module in $modules; do module_sources "$module"; done
    } | while IFS= read -r file; do cat "$file"; done | cksum | awk '{ print $1 "-" $2 }'
}

# Appends a ledger line: harness, fingerprint, inputs, verdict.
record() {
    mkdir -p "$out"
    printf '%s\t%s\t%s\t%s\t%s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$1" "$2" "$3" "$4" >>"$ledger"
}

# Whether `artifact` times out when `harness` runs it alone: it takes more than ten seconds of processor time (or the
# run fails). Processor time, not the clock's: the recheck runs at the fuzzer's low priority, and on a machine busy
# with builds a quick input waits past ten seconds of wall-clock time (TagParser's 2-second input was confirmed so).
times_out_alone() {
    local harness="$1" artifact="$2" status=0 cpu
    cpu="$( { TIMEFORMAT='%U %S'; time (cd "$out" && ulimit -t 120 && SWIFT_BACKTRACE=enable=no \
        "./$harness-fuzz" -timeout=0 "$artifact" >"$out/$harness.recheck.log" 2>&1); } 2>&1)" || status=$?
    [ "$status" -eq 0 ] || return 0
    awk -v t="$(printf '%s\n' "$cpu" | tail -1)" 'BEGIN { split(t, p, " "); exit !(p[1] + p[2] > 10) }'
}

# Records the run of `harness` that was killed before it ended, if one was: its segment log is still there and the
# invocation that wrote it (named in its .segment.pid) is gone. Its inputs are those of its last progress line (`#N`).
# A segment log without a .segment.pid may belong to a running invocation of an older version of this script, which
# wrote none: it is left alone (a slow input's report is no finding; only an error is).
recover() {
    local harness="$1" segment="$out/$1.segment.log" owner print runs verdict
    [ -f "$segment" ] || return 0
    owner="$(cat "$out/$harness.segment.pid" 2>/dev/null || true)"
    [ -n "$owner" ] || return 0
    [ "$owner" != "$$" ] && kill -0 "$owner" 2>/dev/null && return 0
    print="$(cat "$out/$harness.segment.fingerprint" 2>/dev/null || echo unknown)"
    runs="$(sed -n 's/^#\([0-9][0-9]*\)[[:space:]].*/\1/p' "$segment" | tail -1)"
    verdict="killed"
    grep -q -E 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)' "$segment" && verdict="killed after a finding"
    record "$harness" "$print" "${runs:-0}" "$verdict"
    cat "$segment" >>"$out/$harness.log"
    rm -f "$segment" "$out/$harness.segment.pid" "$out/$harness.segment.fingerprint"
}

# Inputs the ledger holds for `harness` on fingerprint `print` without a finding, then the number of findings.
ledger_totals() {
    [ -f "$ledger" ] || { echo "0 0"; return 0; }
    awk -F '\t' -v harness="$1" -v code="$2" '
        $2 == harness && $3 == code {
            if ($5 ~ /^(nothing found|interrupted|killed|timeouts? not reproduced alone)$/) runs += $4; else found++
        }
        END { print runs + 0, found + 0 }' "$ledger"
}

if [ "$mode" = ledger ]; then
    printf '%-22s %14s %9s  %s\n' harness "inputs (code)" findings fingerprint
    for harness in "${harnesses[@]}"; do
        recover "$harness"
        print="$(fingerprint "$harness")"
        read -r total found < <(ledger_totals "$harness" "$print")
        printf '%-22s %14s %9s  %s\n' "$harness" "$total" "$found" "$print"
    done
    exit 0
fi

if [ "$mode" = list ]; then
    for harness in "${harnesses[@]}"; do
        find_modules "$harness"
        printf '%-22s %s\n' "$harness" "$modules"
    done
    exit 0
fi

# Builds `module` into the folder `$2` with the flags that follow, unless it is up to date there: built with the
# same flags from the same files, none changed since, and no dependency rebuilt since.
build_module() {
    local module="$1" into="$2"
    shift 2
    local stamp="$into/$module.stamp" current dependency up_to_date=yes
    current="$(printf '%s\n' "$*"; module_sources "$module")"
    if [ ! -f "$into/$module.swiftmodule" ] || [ ! -f "$stamp" ] || [ "$current" != "$(cat "$stamp")" ] \
        || [ -n "$(find "$root/Sources/$module" -newer "$stamp" | head -1)" ]; then
        up_to_date=no
    fi
    find_dependencies "$module"
    local variable="dependencies_$module"
    for dependency in ${!variable}; do
        [ "$into/$dependency.swiftmodule" -nt "$stamp" ] && up_to_date=no
    done
    [ "$up_to_date" = yes ] && return 0
    echo "building module $module" >&2
    local sources=()
    while IFS= read -r file; do sources+=("$file"); done < <(module_sources "$module")
    # Compiled inside the output folder: swiftc may leave temporary files in the current directory.
    (cd "$into" && "$swiftc" -parse-as-library -package-name brands -module-name "$module" -I "$into" \
        -emit-module -emit-module-path "$into/$module.swiftmodule" "$@" "${sources[@]}")
    echo "$current" >"$stamp"
}

if [ "$mode" = typecheck ]; then
    scratch="$(mktemp -d "${TMPDIR:-/tmp}/brands-fuzz-typecheck.XXXXXX")"
    trap 'rm -rf "$scratch"' EXIT
    status=0
    built=""
    for harness in "${harnesses[@]}"; do
        find_modules "$harness"
        for module in $modules; do
            case " $built " in *" $module "*) continue ;; esac
            # Function bodies of the modules are checked by `swift build`; here only their interfaces matter.
            build_module "$module" "$scratch" -wmo -Xfrontend -experimental-skip-all-function-bodies
            built="$built $module"
        done
        files=()
        while IFS= read -r file; do files+=("$file"); done < <(harness_files "$harness")
        if (cd "$scratch" && "$swiftc" -typecheck -parse-as-library -package-name brands -I "$scratch" "${files[@]}"); then
            echo "typechecked $harness ($modules)"
        else
            echo "fuzz.sh: harness $harness does not type-check" >&2
            status=1
        fi
    done
    exit "$status"
fi

mkdir -p "$out/modules"
flags=(-O -g -sanitize=fuzzer,address)
# gold, the default linker on Linux, warns about every sanitizer symbol; the toolchain's lld does not.
link_flags=()
if [ "$(uname -s)" = Linux ] && [ -x "$(dirname "$(command -v "$swiftc")")/ld.lld" ]; then link_flags=(-use-ld=lld); fi

# Two runs at once (one per core) share the modules built in $out: one builds at a time and the other waits, so that
# neither links an object file the other is rewriting. The lock is a folder (mkdir is atomic on every file system,
# and macOS has no flock) holding its owner's process id; a lock whose owner is gone (killed) is taken over.
lock_builds() {
    local lock="$out/build.lock" owner
    until mkdir "$lock" 2>/dev/null; do
        owner="$(cat "$lock/pid" 2>/dev/null || true)"
        if [ -n "$owner" ] && ! kill -0 "$owner" 2>/dev/null; then
            rm -rf "$lock"
            continue
        fi
        sleep 1
    done
    echo "$$" >"$lock/pid"
    trap 'rm -rf "$out/build.lock"' EXIT
}

unlock_builds() {
    rm -rf "$out/build.lock"
    trap - EXIT
}

# Builds one harness executable: $out/<Name>-fuzz.
build_harness() {
    local harness="$1" module
    find_modules "$harness"
    for module in $modules; do
        build_module "$module" "$out/modules" "${flags[@]}" -wmo -c -o "$out/modules/$module.o"
    done
    local files=() objects=()
    while IFS= read -r file; do files+=("$file"); done < <(harness_files "$harness")
    for module in $modules; do objects+=("$out/modules/$module.o"); done
    local executable="$out/$harness-fuzz" input fresh=yes
    for input in "$0" "${files[@]}" "${objects[@]}"; do
        [ -f "$executable" ] && [ "$executable" -nt "$input" ] || fresh=no
    done
    [ "$fresh" = yes ] && return 0
    echo "building harness $harness" >&2
    (cd "$out" && "$swiftc" "${flags[@]}" -parse-as-library -package-name brands -module-name "${harness}Fuzz" \
        -I "$out/modules" ${link_flags[@]+"${link_flags[@]}"} "${files[@]}" "${objects[@]}" -o "$executable")
}

# The value of libFuzzer's final statistic `$2` in log `$1`, or `?`.
stat() {
    local value
    value="$(sed -n "s/^stat::$2:[[:space:]]*//p" "$1" | tail -1)"
    echo "${value:-?}"
}

summary=()
failed=0
for harness in "${harnesses[@]}"; do
    recover "$harness"
    lock_builds
    build_harness "$harness"
    unlock_builds
    print="$(fingerprint "$harness")"
    corpus="$out/$harness-corpus"
    mkdir -p "$corpus"
    if [ -d "$root/Fuzz/$harness/seeds" ]; then
        cp -n "$root/Fuzz/$harness/seeds/"* "$corpus/" 2>/dev/null || true
    fi
    base_options=(-max_len=4096 -timeout=10 -rss_limit_mb=2048 -reload=0 -print_final_stats=1 "-artifact_prefix=$out/$harness-")
    [ -f "$root/Fuzz/$harness/dictionary" ] && base_options+=("-dict=$root/Fuzz/$harness/dictionary")
    log="$out/$harness.log"
    segment="$out/$harness.segment.log"
    : >"$log"
    echo "fuzzing $harness (${runs:+$runs inputs}${runs:+${seconds:+, }}${seconds:+$seconds s}); log in $log" >&2
    started=$(date +%s)
    total_runs=0
    peak_rss=0
    unconfirmed=0
    while :; do
        verdict="nothing found"
        artifact=""
        options=("${base_options[@]}")
        if [ -n "$seconds" ]; then
            left=$((seconds - ($(date +%s) - started)))
            [ "$left" -gt 0 ] || break
            options+=("-max_total_time=$left")
        fi
        if [ -n "$runs" ]; then
            left=$((runs - total_runs))
            [ "$left" -gt 0 ] || break
            options+=("-runs=$left")
        fi
        status=0
        echo "$$" >"$out/$harness.segment.pid"
        echo "$print" >"$out/$harness.segment.fingerprint"
        # Allocation stacks cost a sixth of the time; rerun a crash file with ASAN_OPTIONS= to see them.
        (cd "$out" && SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS-malloc_context_size=0}" \
            "./$harness-fuzz" "${options[@]}" "$corpus" >"$segment" 2>&1) || status=$?
        cat "$segment" >>"$log"
        executed="$(stat "$segment" number_of_executed_units)"
        # A run stopped by a finding prints no statistics: its last progress line says how far it got.
        [ "$executed" = "?" ] && executed="$(sed -n 's/^#\([0-9][0-9]*\)[[:space:]].*/\1/p' "$segment" | tail -1)"
        [ -n "$executed" ] || executed=0
        total_runs=$((total_runs + executed))
        rss="$(stat "$segment" peak_rss_mb)"
        [ "$rss" != "?" ] && [ "$rss" -gt "$peak_rss" ] && peak_rss="$rss"
        artifact="$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$segment" | tail -1)"
        if grep -q 'ERROR: libFuzzer: timeout' "$segment"; then
            verdict="TIMEOUT"
            # libFuzzer's timeout is wall-clock time: on a loaded machine a process under `nice` can be descheduled
            # past it on a quick input. A timeout counts when the input, run again on its own, times out again;
            # otherwise the file is kept as …-unconfirmed and fuzzing goes on.
            if [ -n "$artifact" ] && ! times_out_alone "$harness" "$artifact"; then
                mv "$artifact" "$artifact-unconfirmed"
                artifact="$artifact-unconfirmed"
                unconfirmed=$((unconfirmed + 1))
                record "$harness" "$print" "$executed" "timeout not reproduced alone"
                # Past ten, the machine is too loaded to tell slow inputs from a starved process: stop, as failed.
                [ "$unconfirmed" -lt 10 ] && continue
                verdict="TIMEOUTS (not reproduced alone, but too many to trust)"
            fi
        elif grep -q 'ERROR: libFuzzer: out-of-memory' "$segment"; then
            verdict="OUT OF MEMORY"
        elif grep -q 'ERROR: LeakSanitizer' "$segment"; then
            verdict="LEAK"
        elif grep -q 'libFuzzer: run interrupted' "$segment"; then
            # SIGINT to the harness process (not to the script) ends one harness early with its statistics.
            verdict="interrupted"
        elif [ "$status" -ne 0 ]; then
            verdict="CRASH"
        else
            verdict="nothing found"
        fi
        # A timeout that did not reproduce alone was recorded above, and fuzzing went on (`continue`).
        [ "$verdict" = "TIMEOUTS (not reproduced alone, but too many to trust)" ] \
            || record "$harness" "$print" "$executed" "$verdict"
        break
    done
    rm -f "$segment" "$out/$harness.segment.pid" "$out/$harness.segment.fingerprint"
    elapsed=$(($(date +%s) - started))
    if [ "$verdict" != "nothing found" ] && [ "$verdict" != "interrupted" ]; then
        failed=1
        verdict="$verdict${artifact:+ ($artifact)}"
        grep -E 'fuzz invariant violated|Fatal error|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)' "$log" \
            | tail -5 >&2 || true
    fi
    [ "$unconfirmed" -eq 0 ] || verdict="$verdict; $unconfirmed timeout(s) not reproduced alone"
    corpus_size=$(find "$corpus" -type f | wc -l | tr -d ' ')
    read -r on_code _ < <(ledger_totals "$harness" "$print")
    summary+=("$(printf '%-20s %12s %8s %7s MB %7s %6s s %13s  %s' "$harness" "$total_runs" \
        "$((total_runs / (elapsed > 0 ? elapsed : 1)))" "$peak_rss" "$corpus_size" "$elapsed" "$on_code" "$verdict")")
done

printf '%-20s %12s %8s %10s %7s %8s %13s  %s\n' harness runs exec/s "peak RSS" corpus time "on this code" result
for line in "${summary[@]}"; do echo "$line"; done
exit "$failed"
