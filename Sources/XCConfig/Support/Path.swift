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
        let trimmed = trimmingTrailingSlash(path)
        guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// The last component of `path`.
    public static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlash(path)
        guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return String(trimmed) }
        return String(trimmed[trimmed.utf8.index(after: slash)...])
    }

    /// The extension of the last component without its dot, or `""`.
    public static func pathExtension(of path: String) -> String {
        let trimmed = trimmingTrailingSlash(path)
        let nameStart = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")).map { trimmed.utf8.index(after: $0) }
        let name = trimmed[(nameStart ?? trimmed.startIndex)...]
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        return String(name[name.utf8.index(after: dot)...])
    }

    /// `path` without one trailing `/`, unless it is `/` itself; slashes are ASCII, so bytes are compared.
    private static func trimmingTrailingSlash(_ path: String) -> Substring {
        path.utf8.count > 1 && path.utf8.last == UInt8(ascii: "/") ? path.dropLast() : path[...]
    }

    /// `path` with `.` and `..` components folded and repeated slashes removed.
    ///
    /// A relative path keeps the `..` components it cannot fold.
    public static func normalize(_ path: String) -> String {
        if isNormal(path) { return path }
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

    /// Whether `path` is already what ``normalize(_:)`` makes of it.
    ///
    /// That is: not empty, and no component (after a leading `/`) empty, `.` or `..`. Most paths are, and checking
    /// costs no allocation.
    static func isNormal(_ path: String) -> Bool {
        // Through the contiguous bytes (native strings have them): iterating the UTF-8 view costs ten times as much,
        // and every path read is checked.
        path.utf8.withContiguousStorageIfAvailable(isNormal) ?? isNormal(Array(path.utf8))
    }

    private static func isNormal<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        guard !bytes.isEmpty else { return false }
        if bytes.count == 1 { return bytes.first != UInt8(ascii: ".") }
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        // The length of the current component so far, and whether it is all dots; -1 before the first component of
        // an absolute path, whose leading slash is no empty component.
        var length = bytes.first == slash ? -1 : 0
        var dots = 0
        for byte in bytes {
            if byte == slash {
                if length == 0 || (length > 0 && dots == length && dots <= 2) { return false }
                length = 0
                dots = 0
            } else {
                length = Swift.max(length, 0) + 1
                if byte == dot { dots += 1 }
            }
        }
        return length > 0 && !(dots == length && dots <= 2)
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
