import Foundation

/// The toolchain's `swiftc`, for tests that compile generated code: `SWIFTC`, else `swiftc` on `PATH`, else beside
/// the `swift` running the tests.
enum SwiftCompiler {
    /// The compiler, or `nil` when none is found (the tests that need one are then skipped).
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: given) { return given }
        let folders =
            (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"]
        for folder in folders {
            let candidate = (folder as NSString).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// Whether a compiler was found.
    static var isAvailable: Bool { path != nil }

    /// Runs `swiftc arguments…` in `directory`, returning its exit code and combined output.
    static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        try run(executable: path ?? "swiftc", arguments, in: directory)
    }

    /// Runs `executable arguments…` in `directory`, returning its exit code and combined output.
    static func run(executable: String, _ arguments: [String], in directory: URL) throws -> (
        status: Int32, output: String
    ) {
        let result = try ChildProcess.run(executable, arguments, in: directory)
        return (result.status, result.output + result.error)
    }
}
