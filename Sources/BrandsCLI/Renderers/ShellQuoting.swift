/// POSIX shell quoting for `export` lines that `eval` or `source` read back exactly.
public enum ShellQuoting {
    /// `value` in single quotes, each `'` written as `'\''`; everything else (`$`, backticks, `"`, `\`,
    /// spaces, line breaks) stays literal inside single quotes.
    public static func quoted(_ value: String) -> String {
        var result = "'"
        for character in value {
            if character == "'" { result += "'\\''" } else { result.append(character) }
        }
        return result + "'"
    }

    /// `export NAME='value'\n`.
    public static func export(_ name: String, _ value: String) -> String {
        "export " + name + "=" + quoted(value) + "\n"
    }

    /// `camelCase` as `CAMEL_CASE`, for variable names.
    public static func environmentName(_ key: String) -> String {
        var result = ""
        for character in key {
            if character.isUppercase, !result.isEmpty { result += "_" }
            result += character.uppercased()
        }
        return result
    }
}
