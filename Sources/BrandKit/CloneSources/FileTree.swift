import Support
import XCConfig

/// Walks folders through a ``FileSystem`` without following symbolic links, telling sound links from broken and
/// looping ones.
package struct FileTree: Sendable {
    /// The file system walked.
    package let fileSystem: any FileSystem

    /// A walker of `fileSystem`.
    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Why the symbolic link at `path` is a problem: it points nowhere (or at itself), or at a folder that contains it.
    ///
    /// `nil` for a sound link and for anything that is no link.
    func linkProblem(at path: String) -> Diagnostic? {
        guard fileSystem.isSymbolicLink(path) else { return nil }
        guard fileSystem.exists(path) else { return WorkspaceMessage.brokenLink(path) }
        guard fileSystem.isDirectory(path) else { return nil }
        let target = fileSystem.canonicalPath(of: path)
        let folder = fileSystem.canonicalPath(of: Path.directory(of: path))
        if folder == target || folder.hasPrefix(target == "/" ? "/" : target + "/") {
            return WorkspaceMessage.linkLoop(path)
        }
        return nil
    }

    /// The files under `folder` (not following links, skipping hidden entries and folders `descends` refuses,
    /// at most `depth` levels down) whose extension, lowercased, is in `extensions`, sorted by path; problem links
    /// are reported on the way, except at `skipped`.
    package func files(
        under folder: String, extensions: Set<String>, depth maximumDepth: Int, skipping skipped: Set<String> = [],
        descends: (String) -> Bool = { _ in true }, diagnostics: inout [Diagnostic]
    ) -> [String] {
        var found: [String] = []
        var pending = [(folder, 0)]
        while let (current, depth) = pending.popLast() {
            guard let entries = try? fileSystem.listing(of: current) else { continue }
            for (name, listed) in entries where !name.hasPrefix(".") {
                let path = Path.join(current, name)
                switch kind(of: path, listed: listed) {
                case .link:
                    if !skipped.contains(path), let problem = linkProblem(at: path) { diagnostics.append(problem) }
                case .directory:
                    if depth < maximumDepth && descends(name) { pending.append((path, depth + 1)) }
                case .file, .unknown:
                    if extensions.contains(Path.pathExtension(of: name).lowercased()) { found.append(path) }
                }
            }
        }
        return found.sorted()
    }

    /// What the walk takes the entry at `path` for: a link, a folder, or anything else (`.file`).
    ///
    /// The listing's kind is taken when it says; otherwise the file system is asked, as it is for every entry of a
    /// listing that does not say.
    private func kind(of path: String, listed: EntryKind) -> EntryKind {
        switch listed {
        case .file, .directory, .link: listed
        case .unknown: fileSystem.isSymbolicLink(path) ? .link : fileSystem.isDirectory(path) ? .directory : .file
        }
    }

    /// The files ``files(under:extensions:depth:skipping:descends:diagnostics:)`` finds, without reporting problem
    /// links, the folders of each depth listed on every core: for walks over thousands of clone folders.
    package func filesOnEveryCore(
        under folder: String, extensions: Set<String>, depth maximumDepth: Int,
        descends: @escaping @Sendable (String) -> Bool
    ) -> [String] {
        var found: [String] = []
        var level = [folder]
        for depth in 0...maximumDepth where !level.isEmpty {
            let looked = level.concurrentMap { current -> (files: [String], folders: [String]) in
                var result: (files: [String], folders: [String]) = ([], [])
                guard let entries = try? fileSystem.listing(of: current) else { return result }
                for (name, listed) in entries where !name.hasPrefix(".") {
                    let path = Path.join(current, name)
                    switch kind(of: path, listed: listed) {
                    case .link: continue
                    case .directory:
                        if depth < maximumDepth && descends(name) { result.folders.append(path) }
                    case .file, .unknown:
                        if extensions.contains(Path.pathExtension(of: name).lowercased()) { result.files.append(path) }
                    }
                }
                return result
            }
            level = []
            for entries in looked {
                found += entries.files
                level += entries.folders
            }
        }
        return found.sorted()
    }
}
