/// A macro of the C preprocessor, as `#define` or `INFOPLIST_PREPROCESSOR_DEFINITIONS` makes it: object-like
/// (`#define APP_VERSION 1.0.13`) or function-like (`#define STRINGIFY(_x) _x`).
package struct InfoPlistMacro: Sendable, Hashable {
    /// The parameters of a function-like macro; `nil` for an object-like one.
    package var parameters: [String]?
    /// What the macro is replaced by.
    package var body: String

    /// Creates a macro.
    package init(parameters: [String]? = nil, body: String) {
        self.parameters = parameters
        self.body = body
    }

    /// The name and macro of a `#define` directive's text after `define` (`NAME body`, `NAME(a, b) body`), if it
    /// starts with a name: a function-like macro's `(` follows its name at once.
    package static func definition(_ text: Substring) -> (name: String, macro: InfoPlistMacro)? {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        let start = index
        guard index < bytes.count, MacroExpansion.isNameStart(bytes[index]) else { return nil }
        while index < bytes.count, MacroExpansion.isNamePart(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        var parameters: [String]?
        if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
            guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ")")) else { return nil }
            let list = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
            parameters = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            index = close + 1
        }
        let body = String(decoding: bytes[index...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        return (name, InfoPlistMacro(parameters: parameters, body: body))
    }
}

/// Replaces macros in kept Info.plist text as the C preprocessor does: a name outside a string literal (`"…"`) that a
/// macro has is replaced by its body, a function-like macro's only when `(` follows with its arguments (expanded
/// first, `#x` quoted, `a ## b` pasted), and the result is scanned again with that macro off, so a macro that names
/// itself stops.
///
/// Bounded: at most ``maximumExpansions`` replacements (and looks for arguments) a document, 32 levels deep and
/// arguments of at most ``maximumArguments`` bytes, so a macro bomb (a macro naming another twice, thirty times over)
/// ends with the rest of the text as written, and no line is read more than that many times.
struct MacroExpansion {
    /// The macros, by name: a `#define` or `#undef` between lines changes them, the budget going on.
    var macros: [String: InfoPlistMacro]
    /// The replacements left.
    private(set) var budget = maximumExpansions

    /// The most replacements one document gets.
    static let maximumExpansions = 10_000
    /// The deepest a replacement's replacements go.
    static let maximumDepth = 32
    /// The longest a function-like macro's arguments are, in bytes.
    static let maximumArguments = 4096

    init(macros: [String: InfoPlistMacro]) {
        self.macros = macros
    }

    /// Whether `byte` may start a name.
    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    /// Whether `byte` may continue a name.
    static func isNamePart(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// `text` with its macros replaced.
    mutating func expand(_ text: ArraySlice<UInt8>) -> [UInt8] {
        expand(text, disabled: [], depth: 0)
    }

    private mutating func expand(_ text: ArraySlice<UInt8>, disabled: Set<String>, depth: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if byte == UInt8(ascii: "\"") {
                // A string literal is copied as it is, up to its closing quote (or the end of the line).
                var end = index + 1
                while end < text.endIndex, text[end] != UInt8(ascii: "\"") {
                    end += text[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                end = min(end + 1, text.endIndex)
                output += text[index..<end]
                index = end
                continue
            }
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                // A number (`1.0e5`, `13abc`) holds no name.
                var end = index + 1
                while end < text.endIndex, Self.isNamePart(text[end]) || text[end] == UInt8(ascii: ".") { end += 1 }
                output += text[index..<end]
                index = end
                continue
            }
            guard Self.isNameStart(byte) else {
                output.append(byte)
                index += 1
                continue
            }
            var end = index + 1
            while end < text.endIndex, Self.isNamePart(text[end]) { end += 1 }
            let name = String(decoding: text[index..<end], as: UTF8.self)
            if let macro = macros[name], !disabled.contains(name), budget > 0, depth < Self.maximumDepth,
                let (body, next) = replacement(of: macro, after: end, in: text, disabled: disabled, depth: depth)
            {
                budget -= 1
                output += expand(body[...], disabled: disabled.union([name]), depth: depth + 1)
                index = next
            } else {
                output += text[index..<end]
                index = end
            }
        }
        return output
    }

    /// The text `macro` is replaced by where its name ends at `end` of `text`, and where the text goes on after its
    /// use; `nil` when a function-like macro's name is not followed by its arguments.
    private mutating func replacement(
        of macro: InfoPlistMacro, after end: Int, in text: ArraySlice<UInt8>, disabled: Set<String>, depth: Int
    ) -> (body: [UInt8], next: Int)? {
        guard let parameters = macro.parameters else { return (Array(macro.body.utf8), end) }
        var index = end
        while index < text.endIndex, text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t") {
            index += 1
        }
        guard index < text.endIndex, text[index] == UInt8(ascii: "(") else { return nil }
        // Each look for arguments counts against the budget, and goes at most `maximumArguments` bytes: a line of
        // names and `(` without their `)` would otherwise be read to its end once for every name.
        budget -= 1
        let limit = min(text.endIndex, index + Self.maximumArguments)
        // The arguments: split at commas outside parentheses, up to the matching `)`.
        var arguments: [ArraySlice<UInt8>] = []
        var nesting = 0
        var start = index + 1
        var cursor = index + 1
        while cursor < limit {
            let byte = text[cursor]
            if byte == UInt8(ascii: "(") {
                nesting += 1
            } else if byte == UInt8(ascii: ")") {
                if nesting == 0 { break }
                nesting -= 1
            } else if byte == UInt8(ascii: ","), nesting == 0 {
                arguments.append(text[start..<cursor])
                start = cursor + 1
            }
            cursor += 1
        }
        guard cursor < limit else { return nil }
        arguments.append(text[start..<cursor])
        let raw = arguments.map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespaces) }
        if parameters.isEmpty, raw == [""] { return (Array(macro.body.utf8), cursor + 1) }
        guard raw.count == parameters.count else { return nil }
        let pastes = macro.body.contains("##")
        let values =
            pastes
            ? raw
            : raw.map {
                String(decoding: expand(Array($0.utf8)[...], disabled: disabled, depth: depth + 1), as: UTF8.self)
            }
        return (Self.substitute(parameters, with: values, raw: raw, in: macro.body), cursor + 1)
    }

    /// `body` with each parameter replaced by its value, `#parameter` by its raw argument quoted, and `##` with the
    /// spaces around it removed.
    private static func substitute(_ parameters: [String], with values: [String], raw: [String], in body: String)
        -> [UInt8]
    {
        let bytes = Array(body.utf8)
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "#") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "#") {
                    while output.last == UInt8(ascii: " ") || output.last == UInt8(ascii: "\t") { output.removeLast() }
                    index += 2
                    while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                        index += 1
                    }
                    continue
                }
                var start = index + 1
                while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
                var end = start
                while end < bytes.count, isNamePart(bytes[end]) { end += 1 }
                if let position = parameters.firstIndex(of: String(decoding: bytes[start..<end], as: UTF8.self)) {
                    output += Array(("\"" + raw[position].replacingOccurrences(of: "\"", with: "\\\"") + "\"").utf8)
                    index = end
                    continue
                }
            }
            if isNameStart(byte) {
                var end = index + 1
                while end < bytes.count, isNamePart(bytes[end]) { end += 1 }
                if let position = parameters.firstIndex(of: String(decoding: bytes[index..<end], as: UTF8.self)) {
                    output += Array(values[position].utf8)
                } else {
                    output += bytes[index..<end]
                }
                index = end
                continue
            }
            output.append(byte)
            index += 1
        }
        return output
    }
}
