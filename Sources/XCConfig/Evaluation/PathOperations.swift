import Support

/// The path arithmetic behind the path operators, as Xcode does it on macOS and Linux (swift-build's `Path`):
/// pure string work on `/`, nothing touches the disk.
///
/// Unlike the file-system helpers in ``Path``, nothing here trims a trailing `/`: Xcode's `:file` of `a/b/` is empty
/// and its `:dir` is `a/b/`. The last component's suffix starts at its last `.`, even a leading one (`:suffix` of
/// `.hidden` is `.hidden`).
package enum PathOperations {
    /// What `:dir` gives: the parent with a trailing `/`, or `./` when there is no `/`.
    package static func directory(of path: String) -> String {
        let parent = parent(of: path)
        if parent.isEmpty { return "./" }
        return parent.hasSuffix("/") ? parent : parent + "/"
    }

    /// Everything before the last `/`: `/` when that is the first character, empty when there is none.
    package static func parent(of path: String) -> String {
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: slashByte) else { return "" }
        if slash == utf8.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// Everything after the last `/`, which is empty when the path ends in `/`.
    package static func lastComponent(of path: String) -> String {
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: slashByte) else { return path }
        return String(path[utf8.index(after: slash)...])
    }

    /// The last component without its suffix (`:base`).
    package static func baseName(of path: String) -> String {
        let component = lastComponent(of: path)
        guard let dot = suffixStart(of: component) else { return component }
        return String(component[..<dot])
    }

    /// The suffix of the last component from its last `.` (`.framework`, or `.` for `a.`), or `""` (`:suffix`).
    package static func suffix(of path: String) -> String {
        suffixStart(of: path).map { String(path[$0...]) } ?? ""
    }

    /// The last component's extension, after its last `.`, or `""`.
    package static func pathExtension(of path: String) -> String {
        suffixStart(of: path).map { String(path[path.utf8.index(after: $0)...]) } ?? ""
    }

    /// The path without the suffix of its last component.
    package static func withoutSuffix(_ path: String) -> String {
        suffixStart(of: path).map { String(path[..<$0]) } ?? path
    }

    /// `relative` appended to `base` with one `/`; `relative` alone when it is absolute or `base` is empty.
    package static func join(_ base: String, _ relative: String) -> String {
        if base.isEmpty || relative.hasPrefix("/") { return relative }
        if relative.isEmpty { return base }
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }

    /// What `:standardizepath` gives: empty components and `.` removed, `..` folded in absolute paths only.
    ///
    /// Relative paths keep their `..`. A lone `.` stays, but `./` becomes empty.
    package static func standardize(_ path: String) -> String {
        if path == "." { return path }
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in components(of: path) where part != "." {
            if part == ".." && isAbsolute {
                _ = parts.popLast()
            } else {
                parts.append(part)
            }
        }
        return (isAbsolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// `target` expressed relative to the folder `base` (`/usr/lib` from `/usr/bin` is `../lib`); `nil`
    /// unless both are absolute.
    package static func relativePath(of target: String, from base: String) -> String? {
        guard target.hasPrefix("/"), base.hasPrefix("/") else { return nil }
        let targetParts = components(of: standardize(target))
        let baseParts = components(of: standardize(base))
        var common = 0
        while common < targetParts.count, common < baseParts.count, targetParts[common] == baseParts[common] {
            common += 1
        }
        let parts = Array(repeating: "..", count: baseParts.count - common) + targetParts[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether `ancestor` is a strict ancestor folder of `path`; both must be absolute.
    package static func isAncestor(_ ancestor: String, of path: String) -> Bool {
        guard ancestor.hasPrefix("/"), path.hasPrefix("/") else { return false }
        let ancestorParts = components(of: standardize(ancestor))
        let pathParts = components(of: standardize(path))
        return ancestorParts.count < pathParts.count && pathParts.starts(with: ancestorParts)
    }

    private static let slashByte = UInt8(ascii: "/")

    /// The non-empty components between `/` bytes.
    private static func components(of path: String) -> [Substring] {
        Substring(path).utf8.split(separator: slashByte).compactMap { Substring($0) }
    }

    /// Where the last component's suffix starts: its last `.`.
    private static func suffixStart(of path: String) -> String.Index? {
        let utf8 = path.utf8
        var index = utf8.endIndex
        while index > utf8.startIndex {
            index = utf8.index(before: index)
            switch utf8[index] {
            case UInt8(ascii: "."): return index
            case slashByte: return nil
            default: continue
            }
        }
        return nil
    }
}
