import Foundation

/// The real disk, through Foundation APIs that exist on both macOS and Linux.
public struct LocalFileSystem: FileSystem {
    /// Files larger than this are refused rather than read, so a stray disk image cannot exhaust memory.
    public var maximumFileSize: Int

    /// Creates the file system; `maximumFileSize` defaults to 256 MiB.
    public init(maximumFileSize: Int = 256 << 20) {
        self.maximumFileSize = maximumFileSize
    }

    /// The bytes of the regular file at `path`, refusing devices, FIFOs and files over ``maximumFileSize``.
    public func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        switch kind(of: path) {
        case nil: throw FileSystemError(path: path, reason: .notFound)
        case .directory: throw FileSystemError(path: path, reason: .isDirectory)
        case .file: break
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: canonicalPath(of: path))
        // A FIFO or a device such as /dev/zero would block or never end; only regular files are read.
        if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
            throw FileSystemError(path: path, reason: .other("is not a regular file"))
        }
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maximumFileSize {
            throw FileSystemError(path: path, reason: .tooLarge(limit: maximumFileSize))
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw FileSystemError(path: path, reason: .permissionDenied)
        }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
            return [UInt8](data)
        } catch {
            throw FileSystemError(path: path, reason: .other("could not be read"))
        }
    }

    /// What is on disk at `path` after following symbolic links.
    public func kind(of path: String) -> FileKind? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue ? .directory : .file
    }

    /// The sorted names of the entries of the folder at `path`.
    public func entries(of path: String) throws(FileSystemError) -> [String] {
        guard kind(of: path) == .directory else {
            throw FileSystemError(path: path, reason: exists(path) ? .notDirectory : .notFound)
        }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            throw FileSystemError(path: path, reason: .permissionDenied)
        }
    }

    /// `path` with every symbolic link resolved.
    public func canonicalPath(of path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// Whether `path` itself is a symbolic link on disk.
    public func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}
