import Foundation

/// Runs the built `brands` executable as a child process, in the manner of swift-argument-parser's
/// `AssertExecuteCommand`.
enum BrandsExecutable {
    /// What a run produced.
    struct Result: Sendable {
        var standardOutput: String
        var standardError: String
        var exitCode: Int32
        /// Whether the process was killed for running past the timeout.
        var timedOut: Bool
    }

    enum Failure: Error, CustomStringConvertible {
        case notFound(String)

        var description: String {
            switch self {
            case .notFound(let path): "no brands executable at \(path); run `swift build` first"
            }
        }
    }

    /// The folder SwiftPM builds products into: beside the `.xctest` bundle on macOS, beside the test
    /// executable on Linux.
    static var productsDirectory: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
            return Bundle.main.bundleURL
        #else
            return Bundle.main.bundleURL
        #endif
    }

    /// The executable; `BRANDS_EXECUTABLE` overrides where it is looked for.
    static func executableURL() throws -> URL {
        let url =
            ProcessInfo.processInfo.environment["BRANDS_EXECUTABLE"].map { URL(fileURLWithPath: $0) }
            ?? productsDirectory.appendingPathComponent("brands")
        guard FileManager.default.isExecutableFile(atPath: url.path) else { throw Failure.notFound(url.path) }
        return url
    }

    /// Runs `brands arguments…` and waits for it, killing it after `timeout` seconds.
    ///
    /// `environment` replaces the inherited one when given (so colour and locale settings of the developer's
    /// shell cannot leak in); output goes to temporary files rather than pipes so a chatty child cannot
    /// block on a full pipe while the test waits for it.
    static func run(
        _ arguments: [String], environment: [String: String]? = [:], currentDirectory: URL? = nil,
        standardInput: String? = nil, timeout: TimeInterval = 60
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "brands-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        let inputURL = scratch.appendingPathComponent("stdin")
        // A file that could not be created makes the FileHandle initialisers below throw.
        for url in [outputURL, errorURL] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
        _ = FileManager.default.createFile(atPath: inputURL.path, contents: Data((standardInput ?? "").utf8))

        let outputHandle = try FileHandle(forWritingTo: outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        let inputHandle = try FileHandle(forReadingFrom: inputURL)
        defer {
            try? outputHandle.close()
            try? errorHandle.close()
            try? inputHandle.close()
        }

        let process = Process()
        process.executableURL = try executableURL()
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        process.standardInput = inputHandle

        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            finished.wait()
        }
        return Result(
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
            exitCode: process.terminationStatus,
            timedOut: timedOut)
    }
}
