import Foundation

/// A workspace written to a fresh temporary folder for end-to-end runs; ``remove()`` deletes it.
struct TemporaryWorkspace {
    /// The workspace root.
    let root: URL

    /// Writes `files` (relative path → bytes) into a new folder.
    init(_ files: [String: [UInt8]] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "brands-workspace-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, bytes) in files { try write(bytes, to: path) }
    }

    /// Writes `text` files (relative path → text) into a new folder.
    init(text files: [String: String]) throws {
        try self.init(files.mapValues { Array($0.utf8) })
    }

    /// Writes `bytes` at `path` (relative), creating folders.
    func write(_ bytes: [UInt8], to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Writes `text` at `path` (relative).
    func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// Deletes `path` (relative), file or folder.
    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    /// Copies the fixture repository `name` (of `Fixtures/Repositories`) into `folder` of the workspace (its root
    /// when empty).
    func copyFixture(_ name: String, into folder: String = "") throws {
        let source = FixtureRepository.folder.appendingPathComponent(name)
        let target = folder.isEmpty ? root : root.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for entry in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(
                at: source.appendingPathComponent(entry), to: target.appendingPathComponent(entry))
        }
    }

    /// Creates a symbolic link at `path` (relative) whose target is `target`, as written.
    func link(_ path: String, to target: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    /// Runs `brands arguments… --root <root>` with `BRANDS_TODAY` fixed and no colour settings inherited.
    func run(_ arguments: [String], environment: [String: String] = [:], timeout: TimeInterval = 30) throws
        -> BrandsExecutable.Result
    {
        try BrandsExecutable.run(
            arguments + ["--root", root.path], environment: ["BRANDS_TODAY": "2026-11-21"].merging(environment) { $1 },
            timeout: timeout)
    }

    /// Deletes the folder.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

/// The JSON document of `brands validate --format json`, parsed.
struct ValidationReport {
    struct Finding: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var rule: String
        var message: String
        var description: String { "\(file):\(line):\(column): \(severity): \(message) [\(rule)]" }
    }

    var findings: [Finding]
    var summary: [String: Int]
    var topLevelKeys: Set<String>
    var version: Int?

    /// Parses `text`; `nil` when it is not the expected shape.
    init?(_ text: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let diagnostics = object["diagnostics"] as? [[String: Any]],
            let summary = object["summary"] as? [String: Int]
        else { return nil }
        var findings: [Finding] = []
        for entry in diagnostics {
            guard let file = entry["file"] as? String, let line = entry["line"] as? Int,
                let column = entry["column"] as? Int, let severity = entry["severity"] as? String,
                let rule = entry["rule"] as? String, let message = entry["message"] as? String,
                entry.count == 6
            else { return nil }
            findings.append(
                Finding(file: file, line: line, column: column, severity: severity, rule: rule, message: message))
        }
        self.findings = findings
        self.summary = summary
        self.topLevelKeys = Set(object.keys)
        self.version = object["version"] as? Int
    }
}
