/// The rules of `git check-ref-format` for a tag name, so a tag the tool accepts is one git accepts too.
public enum RefNameCheck {
    /// The first reason `name` cannot be a git tag name, or `nil`.
    public static func problem(_ name: String) -> TagProblem? {
        characterProblem(name) ?? structureProblem(name)
    }

    /// White space, control characters and the characters git forbids anywhere in a ref.
    public static func characterProblem(_ name: String) -> TagProblem? {
        for (offset, character) in name.enumerated() {
            if character.isWhitespace { return .whiteSpace(offset: offset) }
            let forbidden: Set<Character> = ["~", "^", ":", "?", "*", "[", "\\"]
            let isControl = character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
            if forbidden.contains(character) || isControl { return .invalidRefCharacter(character, offset: offset) }
        }
        return nil
    }

    /// The rules about `.`, `/`, `@{` and `.lock`.
    public static func structureProblem(_ name: String) -> TagProblem? {
        if name == "@" { return .invalidRef("'@' alone is not allowed") }
        if name.contains("..") { return .invalidRef("'..' is not allowed") }
        if name.contains("@{") { return .invalidRef("'@{' is not allowed") }
        if name.hasPrefix("/") || name.hasSuffix("/") { return .invalidRef("it may not begin or end with '/'") }
        if name.contains("//") { return .invalidRef("'//' is not allowed") }
        if name.hasSuffix(".") { return .invalidRef("it may not end with '.'") }
        for component in name.split(separator: "/") {
            if component.hasPrefix(".") { return .invalidRef("a part may not begin with '.'") }
            if component.hasSuffix(".lock") { return .invalidRef("a part may not end with '.lock'") }
        }
        return nil
    }
}
