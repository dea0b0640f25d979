import Foundation

/// Runs a program other than `brands` (a compiler, a shell) and collects what it printed.
enum ChildProcess {
    /// What a run printed and how it ended.
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs `executable arguments…` in `directory` with `environment` added to the inherited one; output goes to
    /// temporary files so a chatty child cannot block on a full pipe.
    static func run(
        _ executable: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:]
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("brands-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        for url in [outputURL, errorURL] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? error.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            error: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// The first executable called `name` on `PATH` or in the usual folders, if any.
    static func find(_ name: String) -> String? {
        let folders =
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ["/bin", "/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return folders.map { ($0 as NSString).appendingPathComponent(name) }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
