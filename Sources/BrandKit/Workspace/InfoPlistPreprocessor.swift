/// The C preprocessor as Xcode applies it to an Info.plist with `INFOPLIST_PREPROCESS = YES` (`cc -E -P -x c`, with
/// `-include` of `INFOPLIST_PREFIX_HEADER`): `#if`, `#ifdef`, `#ifndef`, `#elif`, `#else` and `#endif` keep or drop
/// lines by the macros `INFOPLIST_PREPROCESSOR_DEFINITIONS` defines (`NAME` or `NAME=value`, separated by spaces) and
/// the prefix header's `#define`s, with `#define` and `#undef` changing them on the way; in the lines kept, macros are
/// replaced (``MacroExpansion``): VeraAutomationSwift's `<string>APP_VERSION_NUMBER</string>` is the version its
/// prefix header defines, `STRINGIFY(1.0.13)`, that is `1.0.13`.
///
/// Directive lines and dropped lines become empty lines, so every kept line keeps its number and every finding its
/// place. A condition is a macro name (true when defined and not `0`), `defined(NAME)`, `defined NAME`, a number,
/// or any of these after `!`; other expressions count as false.
package struct InfoPlistPreprocessor: Sendable {
    /// The macros defined at the start, by name.
    package var macros: [String: InfoPlistMacro]

    /// A preprocessor with the macros `definitions` (a build setting's value) defines, then those the prefix header
    /// `prefixHeader` (its bytes, if any) defines with them.
    package init(definitions: String, prefixHeader: [UInt8]? = nil) {
        var macros: [String: InfoPlistMacro] = [:]
        for word in definitions.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let parts = word.split(separator: "=", maxSplits: 1)
            guard let name = parts.first, !name.isEmpty else { continue }
            macros[String(name)] = InfoPlistMacro(body: parts.count > 1 ? String(parts[1]) : "1")
        }
        self.macros = macros
        if let prefixHeader { self.macros = run(prefixHeader).macros }
    }

    /// `bytes` with the conditionals applied and macros replaced, or `bytes` itself when they hold no directive and
    /// no macro is defined.
    package func process(_ bytes: [UInt8]) -> [UInt8] {
        run(bytes).output ?? bytes
    }

    /// `bytes` processed (`nil` when they hold no directive and no macro is defined) and the macros defined at their
    /// end.
    private func run(_ bytes: [UInt8]) -> (output: [UInt8]?, macros: [String: InfoPlistMacro]) {
        // Lines of bytes, so that text that is not UTF-8 reaches the property-list reader as it is, to be reported.
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        func isDirective(_ line: ArraySlice<UInt8>) -> Bool {
            line.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } == UInt8(ascii: "#")
        }
        let hasDirectives = lines.contains(where: isDirective)
        guard hasDirectives || !macros.isEmpty else { return (nil, macros) }
        var macros = self.macros
        // Each open conditional: whether its lines are kept, and whether a branch of it was taken already.
        var stack: [(keeping: Bool, taken: Bool)] = []
        var output: [[UInt8]] = []
        // One expansion for the whole text, so that its budget bounds the document, however many `#define`s.
        var expansion = MacroExpansion(macros: macros)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            let keeping = stack.allSatisfy(\.keeping)
            guard isDirective(line) else {
                if keeping, !macros.isEmpty {
                    output.append(expansion.expand(line))
                } else {
                    output.append(keeping ? Array(line) : [])
                }
                continue
            }
            // A directive goes on over the lines its `\` ends join, each left empty.
            func text(_ line: ArraySlice<UInt8>) -> String {
                let text = String(decoding: line, as: UTF8.self)
                return text.hasSuffix("\r") ? String(text.dropLast()) : text
            }
            var directiveText = String(text(line).drop { $0 != "#" }.dropFirst())
            output.append([])
            while directiveText.hasSuffix("\\"), index < lines.count {
                directiveText = String(directiveText.dropLast()) + " " + text(lines[index])
                output.append([])
                index += 1
            }
            let directive = Substring(directiveText).drop { $0 == " " || $0 == "\t" }
            let word = String(directive.prefix { $0.isLetter })
            let rest = directive.dropFirst(word.count).trimmed(" \t\r")
            switch word {
            case "ifdef": stack.append(Self.branch(macros[rest] != nil))
            case "ifndef": stack.append(Self.branch(macros[rest] == nil))
            case "if": stack.append(Self.branch(Self.evaluate(rest, macros: macros)))
            case "elif":
                if let last = stack.popLast() {
                    let value = !last.taken && Self.evaluate(rest, macros: macros)
                    stack.append((value, last.taken || value))
                }
            case "else":
                if let last = stack.popLast() { stack.append((!last.taken, true)) }
            case "endif": _ = stack.popLast()
            case "define" where keeping:
                if let (name, macro) = InfoPlistMacro.definition(Substring(rest)) {
                    macros[name] = macro
                    expansion.macros[name] = macro
                }
            case "undef" where keeping:
                macros[rest] = nil
                expansion.macros[rest] = nil
            default: break
            }
        }
        return (Array(output.joined(separator: [UInt8(ascii: "\n")])), macros)
    }

    private static func branch(_ value: Bool) -> (keeping: Bool, taken: Bool) { (value, value) }

    /// The value of a simple condition.
    static func evaluate(_ condition: String, macros: [String: InfoPlistMacro]) -> Bool {
        var text = Substring(Substring(condition).trimmed(" \t\r"))
        var negated = false
        while text.hasPrefix("!") {
            negated.toggle()
            text = text.dropFirst().drop { $0 == " " }
        }
        let value: Bool
        if text.hasPrefix("defined") {
            let name = text.dropFirst("defined".count).filter { $0 != "(" && $0 != ")" && $0 != " " }
            value = macros[String(name)] != nil
        } else if let number = Int(text) {
            value = number != 0
        } else if let macro = macros[String(text)] {
            value = (Int(macro.body) ?? 1) != 0
        } else {
            value = false
        }
        return value != negated
    }
}

extension Substring {
    /// The text without the characters of `set` at either end.
    fileprivate func trimmed(_ set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
