import Foundation

/// A GitHub-flavoured Markdown table: pipes and backslashes in cells are escaped and line breaks become
/// `<br>`, so any value stays inside its cell.
package enum MarkdownTable {
    /// The table, one line per row.
    package static func rendered(header: [String], rows: [[String]]) -> String {
        let columns = max(header.count, rows.map(\.count).max() ?? 0)
        func line(_ cells: [String]) -> String {
            "| " + (0..<columns).map { $0 < cells.count ? cells[$0] : "" }.joined(separator: " | ") + " |\n"
        }
        return line(header) + line([String](repeating: "---", count: columns)) + rows.map(line).joined()
    }

    /// `text` made safe for a table cell, as plain text.
    package static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "|": result += "\\|"
            case "\\": result += "\\\\"
            case "<": result += "&lt;"
            case "*", "_", "`", "[", "]": result += "\\" + String(character)
            default: result += character.isNewline ? "<br>" : String(character)
            }
        }
        return result
    }

    /// `text` as inline code in a cell: `` `value` ``, with pipes escaped (GitHub unescapes `\|` inside code in
    /// tables) and a fence one backtick longer than the longest run of backticks in the value (CommonMark).
    package static func code(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        let flat = text.replacingLineBreaks.replacingOccurrences(of: "|", with: "\\|")
        var longestRun = 0
        var run = 0
        for character in flat {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let pad = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " : ""
        return fence + pad + flat + pad + fence
    }
}
