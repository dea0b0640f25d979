import BrandFormats
import BrandKit
import Support
import XCConfig

/// Where the tags of `brands release plan` come from, and the location each diagnostic about a tag points at.
///
/// A tag's location is `SOURCE:N:COL`: SOURCE is `<arguments>` (tags on the command line), `<stdin>` (one tag
/// per line of standard input) or `<git>` (the lines of `git tag --points-at HEAD`); N is the tag's position
/// (its argument number among the tags, or its line number); COL is the 1-based character within the tag
/// where the problem is.
enum TagSources {
    /// The source name of tags given as arguments.
    static let arguments = "<arguments>"
    /// The source name of tags read from standard input.
    static let standardInput = "<stdin>"
    /// The source name of tags read from `git tag --points-at HEAD`.
    static let git = "<git>"

    /// Tags given as arguments, numbered from 1.
    static func fromArguments(_ tags: [String]) -> [TagInput] {
        tags.enumerated().map { TagInput($1, at: SourceLocation(file: arguments, line: $0 + 1, column: 1)) }
    }

    /// One tag per line of `text`; blank lines are skipped, a line's `\r\n` or `\n` ending removed, and
    /// anything else kept, so white space inside a line is reported rather than silently dropped.
    static func fromLines(_ text: String, source: String) -> [TagInput] {
        lines(of: text).enumerated().compactMap { index, line in
            line.allSatisfy(\.isWhitespace)
                ? nil : TagInput(line, at: SourceLocation(file: source, line: index + 1, column: 1))
        }
    }

    /// The tags of a list such as `git tag --list` prints or a file of earlier tags: trimmed, blank lines
    /// dropped.
    static func tagList(_ text: String) -> [String] {
        lines(of: text).map { $0.trimmingWhiteSpace }.filter { !$0.isEmpty }
    }

    private static func lines(of text: String) -> [String] {
        // By scalars: "\r\n" is one Character, so splitting the characters on "\n" would miss it.
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var scalars = String.UnicodeScalarView(line)
            if scalars.last == "\r" { scalars.removeLast() }
            return String(scalars)
        }
    }
}

extension String {
    /// The string without leading and trailing white space.
    var trimmingWhiteSpace: String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }
}
