import Foundation

/// Regular expressions compiled once per cache, for checks that match many values against a few patterns.
///
/// A pattern that does not compile matches everything (the schema reports it when it is read).
struct PatternCache {
    private var expressions: [String: NSRegularExpression?] = [:]

    /// Whether `pattern` matches the whole of `text`.
    mutating func matchesEntirely(_ text: String, pattern: String) -> Bool {
        let expression: NSRegularExpression?
        if let compiled = expressions[pattern] {
            expression = compiled
        } else {
            expression = try? NSRegularExpression(pattern: pattern)
            expressions[pattern] = expression
        }
        guard let expression else { return true }
        let range = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, range: range)?.range == range
    }
}
