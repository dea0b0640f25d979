import Support
import XcodeProject

/// Finds the XcodeGen specs of a repository that define an application target, for the hint to generate the project.
///
/// A minimal, line-based read, not a YAML parser: block mappings indented with spaces, as XcodeGen's documentation
/// and specs write them. A target's `type` is found under the top-level `targets:`, and the specs a spec includes
/// (`include:`) are read too, since a target's type may be given there: OneBusAway's `Apps/OneBusAway/project.yml`
/// names its target `App`, whose `type: application` is in the `Apps/Shared/app_shared.yml` it includes.
package struct XcodeGenSpecReader {
    /// The file system the specs are read through.
    var fileSystem: any FileSystem
    /// The repository's root; an include not found beside its spec is looked for here (OneBusAway's script copies
    /// the app's spec to the root before running `xcodegen`, so its includes are written from there).
    var root: String

    /// Creates a reader of the specs of the repository at `root`.
    package init(fileSystem: any FileSystem, root: String) {
        self.fileSystem = fileSystem
        self.root = root
    }

    /// The most specs one spec's includes are followed through.
    static let maximumIncludes = 32

    /// Whether `name` is an XcodeGen spec's file name: `project.yml`, or one ending in `-project.yml` (tutanota's
    /// `mail-project.yml`).
    static func isSpec(_ name: String) -> Bool { name == "project.yml" || name.hasSuffix("-project.yml") }

    /// The specs at the root and one or two folders down (not in hidden folders or those of dependency managers and
    /// build output) that define an application target, sorted by path.
    package func applicationSpecs() -> [String] {
        var specs: [String] = []
        var folders = [root]
        for depth in 0...2 {
            var deeper: [String] = []
            for folder in folders {
                let names = ((try? fileSystem.entries(of: folder)) ?? []).sorted()
                for name in names {
                    let path = Path.join(folder, name)
                    if Self.isSpec(name), fileSystem.isFile(path) {
                        specs.append(path)
                    } else if depth < 2, !name.hasPrefix("."), !XcodeContainers.skippedFolders.contains(name),
                        fileSystem.isDirectory(path)
                    {
                        deeper.append(path)
                    }
                }
            }
            folders = deeper
        }
        return specs.filter(definesApplication).sorted()
    }

    /// Whether the spec at `path`, or one it includes, has a target of type `application`.
    package func definesApplication(_ path: String) -> Bool {
        var pending = [path]
        var seen = Set<String>()
        while let spec = pending.popLast(), seen.count < Self.maximumIncludes {
            guard seen.insert(Path.normalize(spec)).inserted,
                let bytes = try? fileSystem.contents(of: spec), let text = String(bytes: bytes, encoding: .utf8)
            else { continue }
            if Self.hasApplicationTarget(text) { return true }
            for include in Self.includes(text) {
                // Only the repository's own files: an include that leads out of it is not followed. XcodeGen on a
                // Mac finds one spelt in another case (canvas-ios's `Teacher/Teacher.yml` is `teacher.yml`).
                let candidates = [Path.directory(of: spec), root].map { Path.normalize(Path.join($0, include)) }
                    .filter { OrphanAudit.isInside($0, Path.normalize(root)) }
                let found =
                    candidates.first(where: fileSystem.isFile)
                    ?? candidates.lazy.compactMap { CaseInsensitivePath.match($0, in: fileSystem) }
                    .first { OrphanAudit.isInside($0, Path.normalize(root)) && fileSystem.isFile($0) }
                if let found { pending.append(found) }
            }
        }
        return false
    }

    /// Whether `text` has, under its top-level `targets:`, a target whose own `type` is `application`.
    package static func hasApplicationTarget(_ text: String) -> Bool {
        var inTargets = false
        var nameIndent: Int?
        var propertyIndent: Int?
        for line in lines(text) {
            if line.indent == 0, !line.isListItem {
                inTargets = line.key == "targets" && line.value.isEmpty
                nameIndent = nil
                continue
            }
            guard inTargets else { continue }
            if line.indent <= nameIndent ?? line.indent {
                // A target's name: its properties are the lines indented further, up to the next name.
                nameIndent = line.indent
                propertyIndent = nil
                continue
            }
            if propertyIndent == nil { propertyIndent = line.indent }
            if line.indent == propertyIndent, line.key == "type", line.value == "application" { return true }
        }
        return false
    }

    /// The paths of the specs `text` includes: its top-level `include:`, a path, a list of paths (`[a.yml, b.yml]`
    /// or one per line) or of objects with a `path`.
    package static func includes(_ text: String) -> [String] {
        var paths: [String] = []
        var inInclude = false
        for line in lines(text) {
            // A list may be written at its key's indentation (`include:` then `- path: a.yml` at the margin).
            if line.indent == 0, !line.isListItem {
                inInclude = line.key == "include"
                guard inInclude, !line.value.isEmpty else { continue }
                let value = line.value
                if value.hasPrefix("["), value.hasSuffix("]") {
                    paths += value.dropFirst().dropLast().split(separator: ",").map { unquoted(String($0)) }
                } else {
                    paths.append(value)
                }
                continue
            }
            guard inInclude else { continue }
            if line.key == "path" {
                paths.append(line.value)
            } else if line.isListItem, line.key == nil {
                paths.append(line.value)
            }
        }
        return paths.filter { !$0.isEmpty }
    }

    /// A line of a spec: its indentation, whether it is a list item (`- `), and its key and value, both without
    /// quotes, and without a comment.
    struct Line {
        var indent: Int
        var isListItem: Bool
        var key: String?
        var value: String
    }

    /// The lines of `text` that hold more than white space and comments.
    static func lines(_ text: String) -> [Line] {
        text.split(whereSeparator: \.isNewline).compactMap { raw -> Line? in
            let indent = raw.prefix { $0 == " " }.count
            var content = Substring(withoutComment(raw.dropFirst(indent))).trimmingSpaces
            guard !content.isEmpty else { return nil }
            var isListItem = false
            if content == "-" || content.hasPrefix("- ") {
                isListItem = true
                content = content.dropFirst().trimmingSpaces
            }
            // `key: value` or `key:`; a colon must be followed by a space or end the line (`http://…` is a value).
            if let colon = content.firstIndex(of: ":"),
                content.index(after: colon) == content.endIndex || content[content.index(after: colon)] == " "
            {
                let key = unquoted(String(content[..<colon]))
                let value = unquoted(String(content[content.index(after: colon)...]))
                return Line(indent: indent, isListItem: isListItem, key: key, value: value)
            }
            return Line(indent: indent, isListItem: isListItem, key: nil, value: unquoted(String(content)))
        }
    }

    /// `text` up to a `#` that begins a comment: at its start or after a space, outside quotes.
    static func withoutComment(_ text: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " {
                return text[..<index]
            }
            previous = character
        }
        return text
    }

    /// `text` trimmed, without the quotes around it.
    static func unquoted(_ text: String) -> String {
        let trimmed = Substring(text).trimmingSpaces
        for quote in ["\"", "'"] where trimmed.count >= 2 && trimmed.hasPrefix(quote) && trimmed.hasSuffix(quote) {
            return String(trimmed.dropFirst().dropLast())
        }
        return String(trimmed)
    }
}

extension Substring {
    /// The text without spaces and tabs at either end.
    fileprivate var trimmingSpaces: Substring {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[start...end]
    }
}
