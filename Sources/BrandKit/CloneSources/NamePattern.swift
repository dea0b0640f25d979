/// A file name pattern with `{placeholder}`s, such as `{clone}-{configuration}.xcconfig`, matched backwards: which
/// values would give a name.
struct NamePattern {
    private enum Token {
        case literal(String)
        case placeholder(String)
    }

    private let tokens: [Token]

    /// Splits `pattern` into literal text and placeholders.
    init(_ pattern: String) {
        var tokens: [Token] = []
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { tokens.append(.literal(String(rest[..<open]))) }
            tokens.append(.placeholder(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { tokens.append(.literal(String(rest))) }
        self.tokens = tokens
    }

    /// Every assignment of non-empty values without `/` to the placeholders that spells `name`.
    func matches(_ name: String) -> [[String: String]] {
        var results: [[String: String]] = []
        match(tokens[...], Substring(name), [:], into: &results)
        return results
    }

    private func match(
        _ tokens: ArraySlice<Token>, _ text: Substring, _ values: [String: String],
        into results: inout [[String: String]]
    ) {
        guard let token = tokens.first else {
            if text.isEmpty { results.append(values) }
            return
        }
        switch token {
        case .literal(let literal):
            if text.hasPrefix(literal) {
                match(tokens.dropFirst(), text.dropFirst(literal.count), values, into: &results)
            }
        case .placeholder(let name):
            var end = text.startIndex
            while end < text.endIndex, text[end] != "/" {
                end = text.index(after: end)
                var bound = values
                let value = String(text[..<end])
                // A placeholder used twice must have the same value both times.
                if let earlier = bound[name], earlier != value { continue }
                bound[name] = value
                match(tokens.dropFirst(), text[end...], bound, into: &results)
            }
        }
    }
}
