import Foundation
import Support

/// The submodules a repository declares in its `.gitmodules`.
package enum GitSubmodules {
    /// The `path` of every submodule `.gitmodules` at `root` declares, normalised and relative to `root`; none when
    /// there is no such file.
    ///
    /// git writes one `path = folder` line per submodule section; a path may be quoted.
    static func paths(in root: String, fileSystem: any FileSystem) -> [String] {
        guard let bytes = try? fileSystem.contents(of: Path.join(root, ".gitmodules")),
            let text = String(bytes: bytes, encoding: .utf8)
        else { return [] }
        var paths: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "path" else { continue }
            var value = parts[1].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            let path = Path.normalize(value)
            if !path.isEmpty, path != "." { paths.append(path) }
        }
        return paths
    }

    /// The one of `submodules` (as ``paths(in:fileSystem:)`` gives them) that holds `relative`, a path from the root.
    static func holding(_ relative: String, in submodules: [String]) -> String? {
        submodules.first { relative == $0 || relative.hasPrefix($0 + "/") }
    }

    /// Which submodule of the repository at `root` holds a project, by its absolute path, for ``SchemeReader``;
    /// `.gitmodules` is read the first time a project is asked about (a project is seldom missing).
    package static func lookup(root: String, fileSystem: any FileSystem) -> @Sendable (String) -> String? {
        let submodules = LazySubmodules(root: root, fileSystem: fileSystem)
        return { path in
            GitSubmodules.holding(Path.relative(path, to: root), in: submodules.paths)
        }
    }
}

/// The submodules of a repository, read from `.gitmodules` when first asked for; safe to share between threads.
private final class LazySubmodules: @unchecked Sendable {
    private let root: String
    private let fileSystem: any FileSystem
    private let lock = NSLock()
    private var read: [String]?

    init(root: String, fileSystem: any FileSystem) {
        self.root = root
        self.fileSystem = fileSystem
    }

    /// The submodules' paths, relative to the root.
    var paths: [String] {
        lock.withLock {
            if let read { return read }
            let paths = GitSubmodules.paths(in: root, fileSystem: fileSystem)
            read = paths
            return paths
        }
    }
}
