import XCConfig

extension Workspace {
    /// The clones a file belongs to: the clone whose folder holds it, or every clone that reads it through an xcconfig
    /// chain or as its Info.plist.
    ///
    /// Empty for files of the workspace as a whole (manifest, schema).
    public func owningClones(of file: String) -> [String] {
        if let clone = clones.first(where: { file.hasPrefix($0.folder + "/") || file == $0.folder }) {
            return [clone.id]
        }
        return clones.filter { clone in
            clone.xcconfigs.keys.contains { isRead(file, by: clone, in: $0) }
        }.map(\.id)
    }

    /// Whether `clone` reads `file` in `configuration`: a file of its folder, of its xcconfig chain (the top
    /// file even when it could not be read), or its Info.plist.
    public func isRead(_ file: String, by clone: CloneFiles, in configuration: String) -> Bool {
        if file.hasPrefix(clone.folder + "/") || file == clone.folder { return true }
        if let loaded = clone.xcconfigs[configuration], loaded.path == file || loaded.files.contains(file) {
            return true
        }
        return clone.infoPlistPaths[configuration] == file
    }
}
