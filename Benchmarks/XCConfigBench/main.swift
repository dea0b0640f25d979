// Times the xcconfig engine (parse + include loading + evaluation) on generated inputs.
//
// Built by Scripts/bench-xcconfig.sh with `swiftc -O` together with Sources/XCConfig, so it measures the
// engine alone: files are generated into an InMemoryFileSystem first, and each run parses, loads and resolves
// them the way `brands settings --file` does. Usage: xcconfig-bench [--runs N] [--only NAME]
import Foundation
import Support

/// One generated input: its files and the top file to load.
struct BenchCase {
    var name: String
    var summary: String
    var files: [String: [UInt8]]
    var top: String
    var runs: Int
}

let root = "/bench"

func text(_ lines: [String]) -> [UInt8] { Array((lines.joined(separator: "\n") + "\n").utf8) }

/// 5,000 lines in 10 files, each including the next (a 10-deep chain), with the constructs real files use.
func includeChainCase(runs: Int) -> BenchCase {
    var files: [String: [UInt8]] = [:]
    for level in 0..<10 {
        var lines: [String] = ["//", "// Level\(level).xcconfig: generated for the benchmark", "//", ""]
        if level < 9 { lines.append("#include \"Level\(level + 1).xcconfig\" // the next level") }
        var index = 0
        while lines.count < 500 {
            switch index % 10 {
            case 0: lines.append("")
            case 1: lines.append("// MARK: group \(index) of level \(level)")
            case 2: lines.append("OTHER_SWIFT_FLAGS = $(inherited) -DLEVEL_\(level)_\(index)")
            case 3: lines.append("SETTING_\(level)_\(index) = value-\(index)-$(SETTING_\(level + 1)_\(index))")
            case 4: lines.append("SETTING_\(level)_\(index)[config=Debug][sdk=iphoneos*] = debug $(inherited)")
            case 5: lines.append("IDENTIFIER_\(index) = com.example.$(PRODUCT_NAME:rfc1034identifier).\(level)")
            case 6: lines.append("URL_\(level)_\(index) = https:/$()/api.example.com/v\(level)/$(CONFIGURATION:lower)")
            case 7: lines.append("FLAG_\(level)_\(index)[arch=arm64] = YES;")
            case 8: lines.append("PATH_\(index) = $(SRCROOT)/Sources/Level\(level)/File\(index).swift")
            default: lines.append("NAME_\(level)_\(index) = $(PATH_\(index):file:base:upper)")
            }
            index += 1
        }
        let name = level == 0 ? "Main.xcconfig" : "Level\(level).xcconfig"
        files["\(root)/\(name)"] = text(lines)
    }
    files["\(root)/Main.xcconfig"]! += Array("PRODUCT_NAME = Bench App\n".utf8)
    let total = files.values.reduce(0) {
        $0 + $1.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count - 1
    }
    return BenchCase(
        name: "chain-5000", summary: "\(total) lines in 10 files, 10-deep include chain", files: files,
        top: "\(root)/Main.xcconfig", runs: runs)
}

/// About 50 MB of conditional assignments in one file, each referencing one shared setting, with a few
/// malformed lines.
func largeCase(megabytes: Int) -> BenchCase {
    var bytes = Array("BASE = base\n".utf8)
    bytes.reserveCapacity(megabytes << 20)
    var index = 0
    while bytes.count < megabytes << 20 {
        // A malformed line every 100,000 lines: the file must still be read to its end, with diagnostics.
        let line =
            index % 100_000 == 99_999
            ? "  not an assignment\n"
            : "SETTING_\(index)[config=Debug] = value-\(index) $(BASE:upper) // comment \(index)\n"
        bytes += Array(line.utf8)
        index += 1
    }
    return BenchCase(
        name: "large-\(megabytes)MB", summary: "\(index) lines, \(bytes.count >> 20) MiB",
        files: ["\(root)/Large.xcconfig": bytes], top: "\(root)/Large.xcconfig", runs: 3)
}

func single(_ name: String, _ summary: String, _ lines: [String], runs: Int) -> BenchCase {
    BenchCase(
        name: name, summary: summary, files: ["\(root)/\(name).xcconfig": text(lines)], top: "\(root)/\(name).xcconfig",
        runs: runs)
}

func pathologicalCases(runs: Int) -> [BenchCase] {
    var cases: [BenchCase] = []
    cases.append(
        single(
            "doubling-60", "A(n) = $(A(n-1))$(A(n-1)) up to 60: stops at the 1 MiB bound",
            ["A0 = x"] + (1...60).map { "A\($0) = $(A\($0 - 1))$(A\($0 - 1))" }, runs: runs))
    let twelve = (0..<12).map { "S\($0)" }
    cases.append(
        single(
            "mutual-12", "12 settings each referencing all 12: stops at the bounds",
            twelve.map { "\($0) = " + twelve.map { "$(\($0))" }.joined() + "x" }, runs: runs))
    cases.append(
        single(
            "ladder-20", "20 settings on a cycle, each also referencing the one after next",
            (0..<20).map { "S\($0) = $(S\(($0 + 1) % 20))$(S\(($0 + 2) % 20))\($0)" }, runs: runs))
    cases.append(
        single(
            "references-5000", "5,000 settings each referencing the previous one",
            ["A0 = x"] + (1...5000).map { "A\($0) = $(A\($0 - 1))x" }, runs: runs))
    cases.append(
        single(
            "inherited-5000", "5,000 conditional appends through $(inherited)",
            ["L = base"] + (1...5000).map { "L[config=Debug] = $(inherited) -f\($0)" }, runs: runs))
    var nested: [String: [UInt8]] = [:]
    for level in 0..<1000 {
        nested["\(root)/N\(level).xcconfig"] = text(["#include \"N\(level + 1).xcconfig\"", "N\(level) = \(level)"])
    }
    nested["\(root)/N1000.xcconfig"] = text(["LAST = yes"])
    cases.append(
        BenchCase(
            name: "nested-includes-1000", summary: "1,000 files each including the next",
            files: nested, top: "\(root)/N0.xcconfig", runs: runs))
    // A fixed linear congruential sequence: random-looking bytes, the same on every run.
    var state: UInt32 = 12345
    let garbage = (0..<(5 << 20)).map { _ -> UInt8 in
        state = state &* 1_103_515_245 &+ 12345
        return UInt8(truncatingIfNeeded: state >> 16)
    }
    cases.append(
        BenchCase(
            name: "garbage-5MB", summary: "5 MiB of random bytes",
            files: ["\(root)/Garbage.xcconfig": garbage], top: "\(root)/Garbage.xcconfig", runs: 3))
    return cases
}

/// One run's outcome.
struct Measurement {
    /// Seconds to parse and load (follow includes), then to evaluate.
    var loading: Double
    var evaluation: Double
    var total: Double { loading + evaluation }
    var rules: [String]
    var settings: Int
}

/// Parses, loads and resolves `benchCase` once.
func measure(_ benchCase: BenchCase, fileSystem: InMemoryFileSystem) -> Measurement {
    let start = DispatchTime.now().uptimeNanoseconds
    let loaded = XCConfigLoader(fileSystem: fileSystem, sourceRoot: root).load(path: benchCase.top)
    let loadEnd = DispatchTime.now().uptimeNanoseconds
    let resolver = BuildSettingsResolver(
        root: root, parameters: ConditionParameters(sdk: "iphoneos26.0", arch: "arm64"))
    let resolved = resolver.resolve(loaded, configuration: "Debug")
    let end = DispatchTime.now().uptimeNanoseconds
    let rules = Set((loaded.diagnostics + resolved.diagnostics).map(\.rule)).sorted()
    return Measurement(
        loading: Double(loadEnd - start) / 1e9, evaluation: Double(end - loadEnd) / 1e9, rules: rules,
        settings: resolved.settings.count)
}

var runs = 21
var only: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--runs": runs = arguments.popFirst().flatMap { Int($0) } ?? runs
    case "--only": only = arguments.popFirst()
    default:
        print("usage: xcconfig-bench [--runs N] [--only NAME]")
        exit(64)
    }
}

let makers: [(String, () -> [BenchCase])] = [
    ("chain-5000", { [includeChainCase(runs: runs)] }),
    ("pathological", { pathologicalCases(runs: max(3, runs / 4)) }),
    ("large-50MB", { [largeCase(megabytes: 50)] }),
]
var cases: [BenchCase] = []
for (name, make) in makers where only == nil || only == name || name == "pathological" {
    cases += make().filter { only == nil || $0.name == only }
}
print("case                   median      min    parse+load  evaluate  runs  settings  diagnostics")
var targetMet = true
for benchCase in cases {
    var fileSystem = InMemoryFileSystem()
    for (path, bytes) in benchCase.files { fileSystem.write(bytes, to: path) }
    var measurements: [Measurement] = []
    for _ in 0..<benchCase.runs { measurements.append(measure(benchCase, fileSystem: fileSystem)) }
    measurements.sort { $0.total < $1.total }
    let median = measurements[measurements.count / 2]
    let fastest = measurements[0]
    let line =
        benchCase.name.padding(toLength: 20, withPad: " ", startingAt: 0)
        + String(
            format: " %8.2fms %8.2fms %9.2fms %8.2fms %5d %9d  ", median.total * 1000, fastest.total * 1000,
            median.loading * 1000, median.evaluation * 1000, benchCase.runs, median.settings)
        + (median.rules.isEmpty ? "none" : median.rules.joined(separator: ", "))
    print(line)
    print("    " + benchCase.summary)
    if benchCase.name == "chain-5000" {
        let met = median.total < 0.020
        targetMet = targetMet && met
        print("    target: median under 20 ms of engine time: " + (met ? "met" : "NOT MET"))
    }
}
exit(targetMet ? 0 : 1)
