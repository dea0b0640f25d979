import Foundation

/// Comma-separated values as RFC 4180 writes them: fields holding a comma, a double quote, a line break or
/// leading or trailing spaces are quoted, quotes doubled, and records end with CRLF.
package enum CSVTable {
    /// The header and rows as CSV text.
    package static func rendered(header: [String], rows: [[String]]) -> String {
        ([header] + rows).map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
    }

    /// One field, quoted when it must be.
    package static func field(_ text: String) -> String {
        let needsQuotes =
            text.contains { $0 == "," || $0 == "\"" || $0.isNewline }
            || text.first == " " || text.last == " "
        guard needsQuotes else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
