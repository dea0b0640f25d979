import Support
import XCConfig

/// A file system that shows some files over another, for trying a manifest before it is written.
struct OverlayFileSystem: FileSystem {
    /// The file system underneath.
    let base: any FileSystem
    /// Files shown over it, by absolute path.
    let files: [String: [UInt8]]

    func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        if let bytes = files[Path.normalize(path)] { return bytes }
        return try base.contents(of: path)
    }

    func kind(of path: String) -> FileKind? {
        files[Path.normalize(path)] != nil ? .file : base.kind(of: path)
    }

    func entries(of path: String) throws(FileSystemError) -> [String] {
        let folder = Path.normalize(path)
        var names = Set(try base.entries(of: path))
        for file in files.keys where Path.directory(of: file) == folder { names.insert(Path.lastComponent(of: file)) }
        return names.sorted()
    }

    func canonicalPath(of path: String) -> String {
        files[Path.normalize(path)] != nil ? Path.normalize(path) : base.canonicalPath(of: path)
    }

    func isSymbolicLink(_ path: String) -> Bool {
        files[Path.normalize(path)] == nil && base.isSymbolicLink(path)
    }
}
