import BrandKit
import Foundation

/// Runs the `git` found on `PATH` as a child process, with no terminal prompts.
public struct ProcessGitRunner: GitRunner {
    /// Creates the runner.
    public init() {}

    /// Runs `git` with `arguments` in `directory` and returns its standard output.
    public func run(_ arguments: [String], in directory: String) throws(GitError) -> String {
        String(decoding: try output(arguments, in: directory), as: UTF8.self)
    }

    /// Runs `git` with `arguments` in `directory` and returns its standard output as it is, binary included.
    public func bytes(_ arguments: [String], in directory: String) throws(GitError) -> [UInt8] {
        [UInt8](try output(arguments, in: directory))
    }

    private func output(_ arguments: [String], in directory: String) throws(GitError) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw GitError(arguments: arguments, message: "could not start git: \(error.localizedDescription)")
        }
        // Read both pipes before waiting, so a large output cannot fill a pipe and block git forever.
        let errorData = LockedData()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData.set(errors.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GitError(arguments: arguments, message: String(decoding: errorData.value, as: UTF8.self))
        }
        return outputData
    }
}

/// Data handed from a reader thread to the caller.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?

    func set(_ value: Data) {
        lock.lock()
        data = value
        lock.unlock()
    }

    var value: Data {
        lock.lock()
        defer { lock.unlock() }
        return data ?? Data()
    }
}
