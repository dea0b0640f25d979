import Support

/// Paths as a volume that ignores case finds them, as macOS's default volumes do: a project or setting that spells a
/// folder `openwho` builds on a Mac whose folder is `openWHO`, and fails on a case-sensitive disk or in CI on Linux.
public enum CaseInsensitivePath {
    /// The existing path that `path` (absolute, normalised) names when case is ignored, if exactly one does.
    public static func match(_ path: String, in fileSystem: any FileSystem) -> String? {
        var current = "/"
        for component in path.split(separator: "/").map(String.init) {
            let exact = Path.join(current, component)
            if fileSystem.exists(exact) {
                current = exact
                continue
            }
            let names = ((try? fileSystem.entries(of: current)) ?? []).filter {
                $0.lowercased() == component.lowercased()
            }
            guard names.count == 1, let name = names.first else { return nil }
            current = Path.join(current, name)
        }
        return current
    }
}
