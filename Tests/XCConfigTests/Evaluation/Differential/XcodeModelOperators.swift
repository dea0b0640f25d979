import Foundation
import Support
import XCConfig

/// The operators as swift-build's `MacroEvaluationRetrievalOperator` and `MacroEvaluationReplacementOperator` apply
/// them to one present element, with the path helpers of its `Path` (the non-Windows "legacy" implementation) and
/// swift-tools-support-core's `AbsolutePath` transcribed step by step on bytes.
enum XcodeModelOperators {
    /// `op` applied to `text`, or `nil` when Xcode knows no retrieval operator of that name.
    static func retrieve(_ op: String, _ text: String) -> String? {
        let path = Array(text.utf8)
        switch op {
        case "quote": return quote(path)
        case "upper": return text.uppercased()
        case "lower": return text.lowercased()
        case "identifier": return identifier(text, allowed: "_")
        case "rfc1034identifier": return identifier(text, allowed: "-")
        case "c99extidentifier": return XcodeModelC99.mangle(text)
        // Not transcribed: MD5 is checked on its own against RFC 1321's test suite.
        case "__md5": return MD5Digest.hexadecimal(of: path)
        case "__stripslash": return string(path.first == slash ? Array(path.dropFirst()) : path)
        case "dir":
            let parent = dirname(path)
            if parent.isEmpty { return "./" }
            return string(parent.last == slash ? parent : parent + [slash])
        case "file": return string(basename(path))
        case "base":
            let name = basename(path)
            return string(lastDot(name).map { Array(name[..<$0]) } ?? name)
        case "suffix": return string(lastDot(path).map { Array(path[$0...]) } ?? [])
        case "standardizepath": return string(normalize(path, removingDotDotFromRelative: false))
        case "not": return text != "YES" ? "YES" : "NO"
        case "truncatedversion": return truncatedVersion(text)
        default: return nil
        }
    }

    /// `op=argument` applied to `text`, or `nil` when Xcode knows no replacement operator of that name.
    static func replace(_ op: String, _ text: String, argument: String) -> String? {
        let path = Array(text.utf8)
        let replacement = Array(argument.utf8)
        switch op {
        case "default": return text.isEmpty ? argument : text
        case "dir": return string(join(replacement, basename(path)))
        case "file": return string(join(dirname(path), replacement))
        case "base": return string(join(dirname(path), replacement) + [dot] + fileExtension(path))
        case "suffix":
            let suffix = argument.contains(".") ? fileExtension(replacement) : replacement
            return string(withoutSuffix(path) + [dot] + suffix)
        case "relativeto":
            guard path.first == slash, replacement.first == slash else { return text }
            return relative(replacement, to: path)
        case "isancestor":
            guard path.first == slash, replacement.first == slash else { return "NO" }
            return isAncestor(replacement, of: path) ? "YES" : "NO"
        default: return nil
        }
    }

    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")

    private static func string(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// `Path.dirname`: up to the last `/`, which is kept only when it is the first byte.
    private static func dirname(_ path: [UInt8]) -> [UInt8] {
        guard let last = path.lastIndex(of: slash) else { return [] }
        return last == 0 ? [slash] : Array(path[..<last])
    }

    /// `Path.basename`: after the last `/`.
    private static func basename(_ path: [UInt8]) -> [UInt8] {
        guard let last = path.lastIndex(of: slash) else { return path }
        return Array(path[(last + 1)...])
    }

    /// The last `.` after the last `/`.
    private static func lastDot(_ path: [UInt8]) -> Int? {
        for index in path.indices.reversed() {
            if path[index] == dot { return index }
            if path[index] == slash { return nil }
        }
        return nil
    }

    private static func fileExtension(_ path: [UInt8]) -> [UInt8] {
        lastDot(path).map { Array(path[($0 + 1)...]) } ?? []
    }

    private static func withoutSuffix(_ path: [UInt8]) -> [UInt8] {
        lastDot(path).map { Array(path[..<$0]) } ?? path
    }

    /// `Path.join` without normalisation.
    private static func join(_ base: [UInt8], _ relative: [UInt8]) -> [UInt8] {
        if base.isEmpty || relative.first == slash { return relative }
        if relative.isEmpty { return base }
        return base.last == slash ? base + relative : base + [slash] + relative
    }

    /// `Path.normalize(removeDotDotFromRelativePath:)`, building the result with `join` and `dirname` as it does.
    private static func normalize(_ path: [UInt8], removingDotDotFromRelative: Bool) -> [UInt8] {
        if path == [dot] { return path }
        let isAbsolute = path.first == slash
        let removesDotDot = isAbsolute || removingDotDotFromRelative
        var result: [UInt8] = isAbsolute ? [slash] : []
        for component in path.split(separator: slash, omittingEmptySubsequences: false) {
            switch Array(component) {
            case [], [dot]: continue
            case [dot, dot]:
                if removesDotDot && !result.isEmpty && basename(result) != [dot, dot] {
                    result = dirname(result)
                } else {
                    result = join(result, [dot, dot])
                }
            default: result = join(result, Array(component))
            }
        }
        return result
    }

    /// `AbsolutePath.relative(to:)` of swift-tools-support-core, from normalised components.
    private static func relative(_ target: [UInt8], to base: [UInt8]) -> String {
        let targetComponents = absoluteComponents(target)
        let baseComponents = absoluteComponents(base)
        var shared = 0
        while shared < min(targetComponents.count, baseComponents.count),
            targetComponents[shared] == baseComponents[shared]
        {
            shared += 1
        }
        let parts = Array(repeating: "..", count: baseComponents.count - shared) + targetComponents[shared...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The components of an absolute path as swift-tools-support-core normalises it.
    private static func absoluteComponents(_ path: [UInt8]) -> [String] {
        var components: [String] = []
        for component in path.split(separator: slash) {
            if Array(component) == [dot] { continue }
            if Array(component) == [dot, dot] {
                _ = components.popLast()
            } else {
                components.append(string(Array(component)))
            }
        }
        return components
    }

    /// `Path.isAncestor(of:)`: walks the normalised descendant's parents up to the root.
    private static func isAncestor(_ ancestor: [UInt8], of path: [UInt8]) -> Bool {
        let normalizedAncestor = normalize(ancestor, removingDotDotFromRelative: true)
        var current = normalize(path, removingDotDotFromRelative: true)
        while current != [slash] {
            current = dirname(current)
            if current == normalizedAncestor { return true }
        }
        return false
    }

    /// The quoted string-list form of one element.
    private static func quote(_ bytes: [UInt8]) -> String {
        guard !bytes.isEmpty else { return "\"\"" }
        let escaped: Set<UInt8> = [0x20, 0x09, 0x0D, 0x0A, 0x5C, 0x22, 0x27]
        return string(bytes.flatMap { escaped.contains($0) ? [0x5C, $0] : [$0] })
    }

    /// `asLegalCIdentifier` (`allowed` `_`) and `asLegalRfc1034Identifier` (`allowed` `-`).
    private static func identifier(_ text: String, allowed: Character) -> String {
        var result = ""
        var isFirst = true
        for character in text.decomposedStringWithCanonicalMapping {
            let isLetter = (character >= "A" && character <= "Z") || (character >= "a" && character <= "z")
            let isDigit = character >= "0" && character <= "9"
            result.append(isLetter || character == allowed || (isDigit && !isFirst) ? character : allowed)
            isFirst = false
        }
        return result
    }

    /// The first three non-empty `.`-separated parts.
    private static func truncatedVersion(_ text: String) -> String {
        var parts: [String] = []
        var current = ""
        for character in text {
            if character == "." {
                if !current.isEmpty { parts.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts.prefix(3).joined(separator: ".")
    }
}
