/// Writes `name=value` lines for the files GitHub Actions reads step outputs and environment variables from
/// (`$GITHUB_OUTPUT`, `$GITHUB_ENV`).
///
/// A value holding a line break is written with the runner's multi-line syntax, `name<<DELIMITER`, the
/// value's lines, then `DELIMITER`. The delimiter is `BRANDS_EOF`, with `_1`, `_2`, … appended until the
/// value does not contain it, so it is the same on every run (no randomness) yet cannot end the value early.
public enum GitHubOutput {
    /// The delimiter tried first.
    public static let baseDelimiter = "BRANDS_EOF"

    /// One output: `name=value\n`, or the multi-line form when `value` holds a line break.
    public static func line(_ name: String, _ value: String) -> String {
        guard value.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) else {
            return name + "=" + value + "\n"
        }
        let delimiter = self.delimiter(for: value)
        return name + "<<" + delimiter + "\n" + value + "\n" + delimiter + "\n"
    }

    /// The first of `BRANDS_EOF`, `BRANDS_EOF_1`, … that `value` does not contain.
    public static func delimiter(for value: String) -> String {
        var candidate = baseDelimiter
        var counter = 0
        while value.contains(candidate) {
            counter += 1
            candidate = baseDelimiter + "_\(counter)"
        }
        return candidate
    }
}
