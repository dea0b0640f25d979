/// Schema patterns compiled once per cache, for checks that match many values against a few patterns.
///
/// A pattern that does not compile matches everything (the schema reports it when it is read).
package struct PatternCache {
    /// An empty cache.
    package init() {}

    private var patterns: [String: SchemaPattern] = [:]

    /// Why `text` fails `pattern`, as ``SchemaPattern/problem(of:)`` says; `nil` when it matches.
    package mutating func problem(of text: String, pattern: String) -> String? {
        if let compiled = patterns[pattern] { return compiled.problem(of: text) }
        let compiled = SchemaPattern(pattern)
        patterns[pattern] = compiled
        return compiled.problem(of: text)
    }
}
