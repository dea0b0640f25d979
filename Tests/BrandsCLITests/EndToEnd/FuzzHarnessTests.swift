import Foundation
import Testing

/// The fuzz harnesses under `Fuzz/` and `Scripts/fuzz.sh` cannot rot: they are no SwiftPM targets, so nothing else
/// compiles them between fuzzing runs.
@Suite struct FuzzHarnessTests {
    static let root = SampleWorkspace.root

    /// The harness folders: every folder of `Fuzz/` with a `main.swift`.
    static let harnesses: [String] = {
        let fuzz = root.appendingPathComponent("Fuzz")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fuzz.path)) ?? []
        return names.filter {
            FileManager.default.fileExists(atPath: fuzz.appendingPathComponent("\($0)/main.swift").path)
        }.sorted()
    }()

    /// The `swiftc` of the toolchain running the tests, else the one on `PATH`; `SWIFTC` overrides both.
    static let swiftc: String? = {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let explicit = environment["SWIFTC"] { candidates.append(explicit) }
        #if os(Linux)
            // The Swift runtime this process loaded lives in <toolchain>/usr/lib/swift/linux/.
            let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
            if let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
                let start = line.firstIndex(of: "/")
            {
                let library = URL(fileURLWithPath: String(line[start...]))
                let toolchain = library.deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent().deletingLastPathComponent()
                candidates.append(toolchain.appendingPathComponent("bin/swiftc").path)
            }
        #elseif os(macOS)
            if let found = try? Subprocess.run("/usr/bin/xcrun", ["--find", "swiftc"], in: root) {
                candidates.append(found.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        #endif
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(folder)/swiftc")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Runs `bash arguments…` at the package root; returns the exit status and the output, both streams together.
    static func bash(_ arguments: [String], environment extra: [String: String] = [:]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash"] + arguments
        process.currentDirectoryURL = root
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func everyHarnessHasSeeds() throws {
        #expect(Self.harnesses.contains("JSONParser") && Self.harnesses.contains("XCConfigParser"))
        for harness in Self.harnesses {
            let seeds = Self.root.appendingPathComponent("Fuzz/\(harness)/seeds")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: seeds.path)) ?? []
            #expect(!files.isEmpty, "Fuzz/\(harness)/seeds is empty; run python3 Fuzz/make-seeds.py")
        }
    }

    @Test func theScriptsAreValidBash() throws {
        let scripts = Self.root.appendingPathComponent("Scripts")
        let names = try FileManager.default.contentsOfDirectory(atPath: scripts.path).filter { $0.hasSuffix(".sh") }
        #expect(names.contains("fuzz.sh"))
        for name in names.sorted() {
            let (status, output) = try Self.bash(["-n", "Scripts/\(name)"])
            #expect(status == 0, "Scripts/\(name) has a syntax error:\n\(output)")
        }
    }

    @Test func theScriptListsEveryHarnessWithTheModulesItImports() throws {
        let (status, output) = try Self.bash(["Scripts/fuzz.sh", "--list"])
        #expect(status == 0, "\(output)")
        let listed = output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(listed.map { $0.first ?? "" } == Self.harnesses)
        // Modules come after the modules they import: Support, which all import, first.
        for line in listed {
            let modules = Array(line.dropFirst())
            #expect(modules.first == "Support" && Set(modules).count == modules.count, "\(line)")
        }
        // The document readers are built without the xcconfig engine, so a change to the engine leaves their fuzz
        // counts standing.
        for reader in ["JSONParser", "PlistParser", "OldStylePlist", "AssetCatalog", "FontFile"] {
            #expect(listed.first { $0.first == reader }.map { Array($0.dropFirst()) } == ["Support", "Documents"])
        }
        // The readers of brands' own formats are built without the domain, the engine or the project reader, so that
        // work on rules, the engine or projects leaves their fuzz counts standing.
        for reader in ["Manifest", "Schema", "SchemaPattern", "TagParser"] {
            #expect(
                listed.first { $0.first == reader }.map { Array($0.dropFirst()) }
                    == ["Support", "Documents", "BrandFormats"])
        }
    }

    @Test(
        .enabled(if: FuzzHarnessTests.swiftc != nil, "no swiftc next to the running toolchain or on PATH; set SWIFTC"))
    func everyHarnessTypeChecksWithTheSourcesTheScriptCompilesItWith() throws {
        let swiftc = try #require(Self.swiftc)
        let (status, output) = try Self.bash(["Scripts/fuzz.sh", "--typecheck"], environment: ["SWIFTC": swiftc])
        #expect(status == 0, "Scripts/fuzz.sh --typecheck failed:\n\(output)")
        for harness in Self.harnesses {
            #expect(output.contains("typechecked \(harness) ("), "\(harness) was not type-checked:\n\(output)")
        }
    }

    /// `Benchmarks/XCConfigBench` is no SwiftPM target either: `Scripts/bench-xcconfig.sh` compiles it with the engine's
    /// sources, which broke it once when the engine's support code became a module of its own.
    @Test(
        .enabled(if: FuzzHarnessTests.swiftc != nil, "no swiftc next to the running toolchain or on PATH; set SWIFTC"))
    func theXCConfigBenchmarkTypeChecksWithTheSourcesTheScriptCompilesItWith() throws {
        let swiftc = try #require(Self.swiftc)
        let (status, output) = try Self.bash(
            ["Scripts/bench-xcconfig.sh", "--typecheck"], environment: ["SWIFTC": swiftc])
        #expect(status == 0 && output.contains("typechecked XCConfigBench"), "\(output)")
    }

    @Test func theReadmeReportsEveryHarness() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "\n## Reliability\n"))
        let text = readme[section.upperBound...]
        for harness in Self.harnesses {
            #expect(text.contains("| `\(harness)` |"), "README.md's Reliability table has no row for \(harness)")
        }
    }

    /// `--ledger` adds up, per harness, the inputs run on the code as it is now: clean runs of that fingerprint count,
    /// runs of other code and runs with a finding do not, and a run killed before it ended counts up to its last
    /// progress line, recorded once.
    @Test func theLedgerAddsUpTheInputsRunOnTheCurrentCode() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("brands-fuzz-ledger-\(UUID())")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let environment = ["BRANDS_FUZZ_OUT": out.path]
        func ledger() throws -> (total: Int, findings: Int, fingerprint: String) {
            let (status, output) = try Self.bash(
                ["Scripts/fuzz.sh", "--ledger", "Manifest", "TagParser"], environment: environment)
            #expect(status == 0, "\(output)")
            let row = try #require(output.split(separator: "\n").first { $0.hasPrefix("TagParser ") }, "\(output)")
            let fields = row.split(separator: " ").map(String.init)
            return (Int(fields[1]) ?? -1, Int(fields[2]) ?? -1, fields[3])
        }
        let empty = try ledger()
        #expect(empty.total == 0 && empty.findings == 0)
        let print = empty.fingerprint
        #expect(print.contains("-"))
        let lines = [
            "2026-11-23T01:00:00Z\tTagParser\t\(print)\t100\tnothing found",
            "2026-11-23T02:00:00Z\tTagParser\t\(print)\t50\tinterrupted",
            "2026-11-23T03:00:00Z\tTagParser\t\(print)\t20\ttimeout not reproduced alone",
            "2026-11-23T04:00:00Z\tTagParser\t\(print)\t7\tCRASH",
            "2026-11-23T05:00:00Z\tTagParser\t1-2\t1000\tnothing found",
            "2026-11-23T06:00:00Z\tManifest\t\(print)\t5000\tnothing found",
        ]
        try (lines.joined(separator: "\n") + "\n").write(
            to: out.appendingPathComponent("ledger.tsv"), atomically: true, encoding: .utf8)
        // A run killed mid-way: its segment log, the code it ran and an invocation that is gone.
        // A slow input's report (the process was paused) is no finding.
        let slow = "Slow unit: 11 s:\nartifact_prefix='x'; Test unit written to ./TagParser-slow-unit-0\n"
        try ("INFO: seed\n#2\tINITED cov: 1\n#64\tpulse cov: 2\n" + slow + "#123\tNEW cov: 3\n").write(
            to: out.appendingPathComponent("TagParser.segment.log"), atomically: true, encoding: .utf8)
        try "\(print)\n".write(
            to: out.appendingPathComponent("TagParser.segment.fingerprint"), atomically: true, encoding: .utf8)
        try "999999999\n".write(
            to: out.appendingPathComponent("TagParser.segment.pid"), atomically: true, encoding: .utf8)
        // A segment log without the invocation that wrote it named may be a running one of an older script: kept.
        try "#5\tpulse\n".write(
            to: out.appendingPathComponent("Manifest.segment.log"), atomically: true, encoding: .utf8)
        let counted = try ledger()
        #expect(counted.total == 100 + 50 + 20 + 123 && counted.findings == 1 && counted.fingerprint == print)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("TagParser.segment.log").path))
        let recorded = try String(contentsOf: out.appendingPathComponent("ledger.tsv"), encoding: .utf8)
        #expect(recorded.hasSuffix("\tTagParser\t\(print)\t123\tkilled\n"), "\(recorded)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Manifest.segment.log").path))
        #expect(!recorded.contains("\tManifest\t\(print)\t5\t"))
        // Read again, the killed run is not counted twice.
        #expect(try ledger().total == 293)
    }
}
