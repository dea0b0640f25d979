/// Pure string operations on `/`-separated paths; nothing here touches the disk.
public enum Path {
    /// Whether `path` starts at the root.
    public static func isAbsolute(_ path: String) -> Bool { path.hasPrefix("/") }

    /// `base` and `relative` joined with one `/`, or `relative` itself when it is absolute.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.isEmpty { return base }
        if isAbsolute(relative) || base.isEmpty { return relative }
        // A text whose last byte is not `/` cannot end with the character `/`; only one whose last byte is asks the
        // (slower) character question.
        if base.utf8.last == UInt8(ascii: "/") && base.hasSuffix("/") { return base + relative }
        var joined = base
        joined.reserveCapacity(base.utf8.count + 1 + relative.utf8.count)
        joined.append("/")
        joined.append(relative)
        return joined
    }

    /// Joins several components in order.
    public static func join(_ base: String, _ components: String...) -> String {
        components.reduce(base) { join($0, $1) }
    }

    // The folder, last component and extension are found in the path's bytes (slashes and dots are ASCII, so a
    // byte is never part of another character's encoding): walking the UTF-8 view of a `String` costs several times
    // as much, and every file read asks for them.

    /// The folder holding `path` (`/` for a top-level entry, `.` for a bare name).
    public static func directory(of path: String) -> String {
        withBytes(of: path) { bytes in
            let end = trimmedEnd(of: bytes)
            guard let slash = lastIndex(of: UInt8(ascii: "/"), in: bytes, from: 0, to: end) else { return "." }
            if slash == 0 { return "/" }
            return text(of: bytes, from: 0, to: slash)
        }
    }

    /// The last component of `path`.
    public static func lastComponent(of path: String) -> String {
        withBytes(of: path) { bytes in
            let end = trimmedEnd(of: bytes)
            let start = lastIndex(of: UInt8(ascii: "/"), in: bytes, from: 0, to: end).map { $0 + 1 } ?? 0
            return text(of: bytes, from: start, to: end)
        }
    }

    /// The extension of the last component without its dot, or `""`.
    public static func pathExtension(of path: String) -> String {
        withBytes(of: path) { bytes in
            let end = trimmedEnd(of: bytes)
            let nameStart = lastIndex(of: UInt8(ascii: "/"), in: bytes, from: 0, to: end).map { $0 + 1 } ?? 0
            guard let dot = lastIndex(of: UInt8(ascii: "."), in: bytes, from: nameStart, to: end), dot != nameStart
            else { return "" }
            return text(of: bytes, from: dot + 1, to: end)
        }
    }

    /// Calls `body` with the UTF-8 bytes of `path`.
    private static func withBytes<Result>(of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = path.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(path.utf8).withUnsafeBufferPointer(body)
    }

    /// The end of `bytes` without one trailing `/`, unless they are `/` alone.
    private static func trimmedEnd(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count > 1 && bytes[bytes.count - 1] == UInt8(ascii: "/") ? bytes.count - 1 : bytes.count
    }

    /// The last position of `byte` in `bytes[start..<end]`.
    private static func lastIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
        -> Int?
    {
        var index = end - 1
        while index >= start {
            if bytes[index] == byte { return index }
            index -= 1
        }
        return nil
    }

    /// The text of `bytes[start..<end]`, which begin and end next to an ASCII separator or at an end of the path.
    private static func text(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
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
