/// Pure string operations on `/`-separated paths; nothing here touches the disk.
public enum Path {
    /// Whether `path` starts at the root.
    public static func isAbsolute(_ path: String) -> Bool { path.hasPrefix("/") }

    /// `base` and `relative` joined with one `/`, or `relative` itself when it is absolute.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.isEmpty { return base }
        if isAbsolute(relative) || base.isEmpty { return relative }
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }

    /// Joins several components in order.
    public static func join(_ base: String, _ components: String...) -> String {
        components.reduce(base) { join($0, $1) }
    }

    /// The folder holding `path` (`/` for a top-level entry, `.` for a bare name).
    public static func directory(of path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// The last component of `path`.
    public static func lastComponent(of path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The extension of the last component without its dot, or `""`.
    public static func pathExtension(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `path` with `.` and `..` components folded and repeated slashes removed.
    ///
    /// A relative path keeps the `..` components it cannot fold.
    public static func normalize(_ path: String) -> String {
        let absolute = isAbsolute(path)
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
            default: parts.append(part)
            }
        }
        let body = parts.joined(separator: "/")
        if absolute { return "/" + body }
        return body.isEmpty ? "." : body
    }

    /// `path` relative to the folder `base` when it lies inside it, else `path` unchanged.
    public static func relative(_ path: String, to base: String) -> String {
        let normalizedBase = normalize(base)
        let normalizedPath = normalize(path)
        if normalizedPath == normalizedBase { return "." }
        let prefix = normalizedBase == "/" ? "/" : normalizedBase + "/"
        if normalizedPath.hasPrefix(prefix) { return String(normalizedPath.dropFirst(prefix.count)) }
        return path
    }
}
