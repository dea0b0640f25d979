extension WritableFileSystem {
    /// Removes every entry of `paths` (files, or folders with everything in them) or none of them.
    ///
    /// Each entry is first renamed to a hidden sibling (`.<name>.brands-removing`), which is one atomic step; if one
    /// cannot be, those already renamed are renamed back and nothing is lost. Only then are the renamed entries
    /// deleted. A failure of that last step leaves the hidden sibling, named in the error.
    public func removeItems(_ paths: [String]) throws(FileSystemError) {
        let paths = Array(Set(paths.map(Path.normalize))).sorted()
        for path in paths where !exists(path) && !isSymbolicLink(path) {
            throw FileSystemError(path: path, reason: .notFound)
        }
        var moved: [(original: String, hidden: String)] = []
        do throws(FileSystemError) {
            for path in paths {
                let hidden = Path.join(Path.directory(of: path), ".\(Path.lastComponent(of: path)).brands-removing")
                try moveFile(from: path, to: hidden, replacing: false)
                moved.append((path, hidden))
            }
        } catch {
            for entry in moved.reversed() { try? moveFile(from: entry.hidden, to: entry.original, replacing: false) }
            throw error
        }
        for entry in moved { try removeItem(entry.hidden) }
    }
}
