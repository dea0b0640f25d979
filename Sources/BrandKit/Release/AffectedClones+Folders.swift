import Support

extension AffectedClones {
    /// For each folder of the root holding inputs of clones, the strongest input of each clone in it, at any depth:
    /// what a changed folder (a submodule bumped) touches, built once for all the changed paths.
    ///
    /// Keyed by whole folders, so `Foo` holds `Foo/x.swift` and not `FooBar/x.swift`.
    struct FolderInputs {
        private var strongest: [String: [String: CloneInputs.Entry]] = [:]

        /// The folders of the inputs of `workspace`'s clones; the project file is no input of the clones in
        /// `builtAsBefore` (see ``AffectedClones/builtAsBefore``).
        init(_ workspace: Workspace, leavingOutProjectFilesOf builtAsBefore: Set<String>) {
            let root = Path.normalize(workspace.root)
            let inside = root == "/" ? "/" : root + "/"
            for clone in workspace.clones {
                for entry in clone.inputs.entries where entry.path.hasPrefix(inside) {
                    if entry.role == .projectFile && builtAsBefore.contains(clone.id) { continue }
                    var folder = Path.directory(of: entry.path)
                    while true {
                        // A folder holding a stronger (or an earlier, as strong) input of the clone has it, and so
                        // does every folder above.
                        if let held = strongest[folder]?[clone.id], held.role <= entry.role { break }
                        strongest[folder, default: [:]][clone.id] = entry
                        guard folder != root, folder.hasPrefix(inside) else { break }
                        folder = Path.directory(of: folder)
                    }
                }
            }
        }

        /// The strongest input of each clone inside `folder` (absolute, normalised), by clone id.
        func strongestInputs(in folder: String) -> [String: CloneInputs.Entry] { strongest[folder] ?? [:] }
    }
}
