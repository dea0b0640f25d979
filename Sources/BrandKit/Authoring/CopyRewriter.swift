/// Chooses, line by line, how a copied file is rewritten when the display name cannot be told from the id.
///
/// When the source's display name holds its id as a word (a clone `ALPHA` named `ALPHA`), replacing the name
/// everywhere would also replace the id where it is an id (`CLONE_IDENTIFIER = ALPHA`). Then the name is replaced only
/// on the lines that assign the setting feeding the display name (`APP_DISPLAY_NAME = ALPHA Dev`), and elsewhere the
/// id is replaced as an id. Otherwise the name is replaced wherever it stands as a whole.
struct CopyRewriter {
    /// Replaces the display name, then the id.
    let named: CloneTextRewriter
    /// Replaces the id only.
    let unnamed: CloneTextRewriter
    /// The build setting the display name comes from, when one does.
    let displayNameSetting: String?
    /// Whether the display name holds the id as a word.
    let nameHoldsID: Bool

    /// `text` rewritten, and the number of replacements.
    func rewrite(_ text: String) -> (text: String, count: Int) {
        guard nameHoldsID else { return named.rewrite(text) }
        var count = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let result = (assignsDisplayName(line) ? named : unnamed).rewrite(String(line))
            count += result.count
            return result.text
        }
        return (lines.joined(separator: "\n"), count)
    }

    /// Whether `line` is an xcconfig assignment of the display name's setting (conditions allowed).
    private func assignsDisplayName(_ line: Substring) -> Bool {
        guard let setting = displayNameSetting else { return false }
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix(setting) else { return false }
        let rest = trimmed.dropFirst(setting.count).drop { $0 == " " || $0 == "\t" }
        return rest.hasPrefix("=") || rest.hasPrefix("[")
    }
}
