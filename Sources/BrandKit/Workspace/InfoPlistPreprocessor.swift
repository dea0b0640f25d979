/// The C preprocessor's conditionals as Xcode applies them to an Info.plist with `INFOPLIST_PREPROCESS = YES`:
/// `#if`, `#ifdef`, `#ifndef`, `#elif`, `#else` and `#endif` keep or drop lines by the macros
/// `INFOPLIST_PREPROCESSOR_DEFINITIONS` defines (`NAME` or `NAME=value`, separated by spaces), with `#define` and
/// `#undef` changing them on the way.
///
/// Directive lines and dropped lines become empty lines, so every kept line keeps its number and every finding its
/// place. A condition is a macro name (true when defined and not `0`), `defined(NAME)`, `defined NAME`, a number,
/// or any of these after `!`; other expressions count as false. Macros are not replaced in the kept text: the
/// values that matter in an Info.plist are `$(SETTING)`s, which the preprocessor leaves alone.
package struct InfoPlistPreprocessor: Sendable {
    /// The macros defined at the start, by name.
    package var macros: [String: String]

    /// A preprocessor with the macros `definitions` (a build setting's value) defines.
    package init(definitions: String) {
        var macros: [String: String] = [:]
        for word in definitions.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let parts = word.split(separator: "=", maxSplits: 1)
            guard let name = parts.first, !name.isEmpty else { continue }
            macros[String(name)] = parts.count > 1 ? String(parts[1]) : "1"
        }
        self.macros = macros
    }

    /// `bytes` with the conditionals applied, or `bytes` itself when they hold no directive.
    package func process(_ bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.contains(where: { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("#") }) else { return bytes }
        var macros = self.macros
        // Each open conditional: whether its lines are kept, and whether a branch of it was taken already.
        var stack: [(keeping: Bool, taken: Bool)] = []
        var output: [Substring] = []
        for line in lines {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let keeping = stack.allSatisfy(\.keeping)
            guard trimmed.hasPrefix("#") else {
                output.append(keeping ? line : "")
                continue
            }
            output.append("")
            let directive = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
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
                let parts = rest.split(separator: " ", maxSplits: 1)
                if let name = parts.first { macros[String(name)] = parts.count > 1 ? String(parts[1]) : "1" }
            case "undef" where keeping: macros[rest] = nil
            default: break
            }
        }
        return Array(output.joined(separator: "\n").utf8)
    }

    private static func branch(_ value: Bool) -> (keeping: Bool, taken: Bool) { (value, value) }

    /// The value of a simple condition.
    static func evaluate(_ condition: String, macros: [String: String]) -> Bool {
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
            value = (Int(macro) ?? 1) != 0
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
