import Support

/// The advice for a scheme naming a project that is not there because it is in a git submodule not checked out.
///
/// The scheme's reader says to fix the path (`'container:LoopKit/LoopKit.xcodeproj' names a project that does not
/// exist; fix the path`), while the path is right and git is to run: Trio's schemes build LoopKit and a dozen other
/// frameworks from its submodules, which a clone without `--recurse-submodules` leaves empty. The workspace's own
/// finding for the same project already says so.
enum SubmoduleContainerHint {
    /// `diagnostics` with the advice to fix the path replaced by the command that checks the submodule out, where the
    /// project named lies in a submodule of the repository at `root`.
    static func applied(to diagnostics: [Diagnostic], in workspace: Workspace) -> [Diagnostic] {
        let root = workspace.root
        var submodules: [String]?
        return diagnostics.map { diagnostic in
            guard let container = containerPath(in: diagnostic.message),
                let advice = ["; fix the path or remove it from the scheme", "; fix the path"].first(where: {
                    diagnostic.message.hasSuffix($0)
                })
            else { return diagnostic }
            // Paths of `container:` are from the folder holding the project or workspace the scheme is in.
            let components = diagnostic.location.file.split(separator: "/", omittingEmptySubsequences: false)
            guard
                let bundle = components.lastIndex(where: {
                    $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace")
                })
            else { return diagnostic }
            let folder = components[..<bundle].joined(separator: "/")
            let relative = Path.relative(Path.normalize(Path.join(folder, container)), to: root)
            if submodules == nil { submodules = workspace.gitIgnore?.submodulePaths() ?? [] }
            guard let submodule = submodules.flatMap({ GitSubmodules.holding(relative, in: $0) }) else {
                return diagnostic
            }
            var changed = diagnostic
            changed.message =
                String(diagnostic.message.dropLast(advice.count)) + "; it is in submodule '\(submodule)', which is "
                + "not checked out: run 'git submodule update --init \(submodule)'"
            return changed
        }
    }

    /// The path of `'container:PATH'` in `message`.
    private static func containerPath(in message: String) -> String? {
        guard let start = message.range(of: "'container:") else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }
}
