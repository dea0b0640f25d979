/// The rules of `git check-ref-format` for a tag name, so a tag the tool accepts is one git accepts too.
///
/// Each problem carries the 0-based character offset it is at.
public enum RefNameCheck {
    /// The characters git forbids anywhere in a ref name, besides white space and control characters.
    public static let forbiddenCharacters: Set<Character> = ["~", "^", ":", "?", "*", "[", "\\"]

    /// The first reason `name` cannot be a git tag name, or `nil`.
    public static func problem(_ name: String) -> TagProblem? {
        characterProblem(name) ?? structureProblem(name)
    }

    /// White space, control characters and the characters git forbids anywhere in a ref.
    public static func characterProblem(_ name: String) -> TagProblem? {
        for (offset, character) in name.enumerated() {
            if character.isWhitespace { return .whiteSpace(offset: offset) }
            if forbiddenCharacters.contains(character) || isControl(character) {
                return .invalidRefCharacter(character, offset: offset)
            }
        }
        return nil
    }

    /// The rules about `.`, `/`, `@{` and `.lock`, checked left to right so the first problem is reported.
    public static func structureProblem(_ name: String) -> TagProblem? {
        let characters = Array(name)
        if name == "@" { return .invalidRef("'@' alone is not a valid name", offset: 0) }
        if characters.first == "/" { return .invalidRef("it may not begin with '/'", offset: 0) }
        var componentStart = 0
        for index in characters.indices {
            let character = characters[index]
            let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "." && next == "." { return .invalidRef("'..' is not allowed", offset: index) }
            if character == "@" && next == "{" { return .invalidRef("'@{' is not allowed", offset: index) }
            if character == "/" && next == "/" { return .invalidRef("'//' is not allowed", offset: index) }
            if index == componentStart && character == "." {
                return .invalidRef("a part between slashes may not begin with '.'", offset: index)
            }
            if character == "/" || next == nil {
                let end = character == "/" ? index : index + 1
                let component = String(characters[componentStart..<end])
                if component.hasSuffix(".lock") {
                    return .invalidRef("a part between slashes may not end with '.lock'", offset: end - 5)
                }
                componentStart = index + 1
            }
        }
        if characters.last == "/" { return .invalidRef("it may not end with '/'", offset: characters.count - 1) }
        if characters.last == "." { return .invalidRef("it may not end with '.'", offset: characters.count - 1) }
        return nil
    }

    private static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }
}
