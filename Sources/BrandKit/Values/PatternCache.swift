/// Schema patterns compiled once per cache, for checks that match many values against a few patterns.
///
/// A pattern that does not compile matches everything (the schema reports it when it is read).
struct PatternCache {
    private var patterns: [String: SchemaPattern] = [:]

    /// Whether `pattern` matches the whole of `text`, as ``SchemaPattern/matchesEntirely(_:)`` says.
    mutating func matchesEntirely(_ text: String, pattern: String) -> Bool {
        if let compiled = patterns[pattern] { return compiled.matchesEntirely(text) }
        let compiled = SchemaPattern(pattern)
        patterns[pattern] = compiled
        return compiled.matchesEntirely(text)
    }
}
