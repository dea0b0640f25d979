/// Checks of a tag format string.
public enum TagFormat {
    /// The placeholders a format must hold, each exactly once.
    public static let placeholders = ["{clone}", "{version}", "{build}"]

    /// Why `format` cannot be a tag format, or `nil` when it is fine.
    public static func problem(_ format: String) -> String? {
        for placeholder in placeholders where format.components(separatedBy: placeholder).count != 2 {
            return "tag format '\(format)' must contain \(placeholder) exactly once"
        }
        var literal = format
        for placeholder in placeholders { literal = literal.replacingOccurrences(of: placeholder, with: "") }
        if let open = literal.firstIndex(of: "{"), let close = literal[open...].firstIndex(of: "}") {
            return
                "tag format '\(format)' has the unknown placeholder '\(literal[open...close])'; use {clone}, {version} and {build}"
        }
        // A lone brace would make the placeholder beside it ambiguous (`{{clone}` reads as the placeholder `{clone`).
        if let brace = literal.first(where: { $0 == "{" || $0 == "}" }) {
            return "tag format '\(format)' has a stray '\(brace)'; braces belong only to {clone}, {version} and {build}"
        }
        if let problem = RefNameCheck.characterProblem(literal) {
            return "tag format '\(format)' cannot give a valid git tag: \(problem.message)"
        }
        return nil
    }
}
