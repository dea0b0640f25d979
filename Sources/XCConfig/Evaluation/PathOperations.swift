/// The path arithmetic behind the `dir`, `base`, `suffix`, `standardizepath`, `relativeto` and `isancestor`
/// operators; pure string work, nothing touches the disk.
package enum PathOperations {
    /// The folder part with a trailing `/`, or `./` for a bare name.
    package static func directory(of path: String) -> String {
        let folder = Path.directory(of: path)
        return folder.hasSuffix("/") ? folder : folder + "/"
    }

    /// The folder part of `path` as written (empty for a bare name), for joining a replacement onto.
    package static func folderPrefix(of path: String) -> String {
        path.utf8.contains(UInt8(ascii: "/")) ? Path.directory(of: path) : ""
    }

    /// The suffix of the last component with its dot (`.framework`), or `""`.
    package static func suffix(of path: String) -> String {
        let pathExtension = Path.pathExtension(of: path)
        return pathExtension.isEmpty ? "" : "." + pathExtension
    }

    /// The last component without its suffix.
    package static func baseName(of path: String) -> String {
        let file = Path.lastComponent(of: path)
        return String(file.dropLast(suffix(of: path).count))
    }

    /// Repeated slashes and `.` removed; `..` folded in absolute paths and kept in relative ones, as
    /// Xcode's `standardizepath` does.
    package static func standardize(_ path: String) -> String {
        if Path.isAbsolute(path) { return Path.normalize(path) }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `target` expressed relative to the folder `base` (`/usr/lib` from `/usr/bin` is `../lib`); `nil`
    /// unless both are absolute.
    package static func relativePath(of target: String, from base: String) -> String? {
        guard Path.isAbsolute(target), Path.isAbsolute(base) else { return nil }
        let targetParts = components(of: target)
        let baseParts = components(of: base)
        var common = 0
        while common < targetParts.count, common < baseParts.count, targetParts[common] == baseParts[common] {
            common += 1
        }
        let parts = Array(repeating: "..", count: baseParts.count - common) + targetParts[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether `ancestor` is a strict ancestor folder of `path`; both must be absolute.
    package static func isAncestor(_ ancestor: String, of path: String) -> Bool {
        guard Path.isAbsolute(ancestor), Path.isAbsolute(path) else { return false }
        let ancestorParts = components(of: ancestor)
        let pathParts = components(of: path)
        return ancestorParts.count < pathParts.count && Array(pathParts.prefix(ancestorParts.count)) == ancestorParts
    }

    private static func components(of path: String) -> [String] {
        Path.normalize(path).split(separator: "/").map(String.init)
    }
}
