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
        // Modules come after the modules they import: XCConfig, which all import, first; BrandKit, which imports all
        // the others, last.
        for line in listed {
            let modules = Array(line.dropFirst())
            #expect(modules.first == "XCConfig" && Set(modules).count == modules.count, "\(line)")
            if modules.contains("BrandKit") { #expect(modules.last == "BrandKit", "\(line)") }
        }
        #expect(listed.first { $0.first == "Manifest" }?.contains("Documents") == true, "\(listed)")
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

    @Test func theReadmeReportsEveryHarness() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "\n## Reliability\n"))
        let text = readme[section.upperBound...]
        for harness in Self.harnesses {
            #expect(text.contains("| `\(harness)` |"), "README.md's Reliability table has no row for \(harness)")
        }
    }
}
