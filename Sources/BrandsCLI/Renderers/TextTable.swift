/// A plain-text table whose columns line up in a terminal. Cells longer than ``maximumCellWidth`` are cut
/// with `…`, and line breaks inside a cell are shown as `⏎`, so a long value never breaks the table.
struct TextTable: Sendable {
    /// The column titles.
    var header: [String]
    /// The rows; shorter rows are padded with empty cells.
    var rows: [[String]]
    /// The widest a cell may be, in characters.
    var maximumCellWidth = 48

    /// The table, one line per row, columns separated by two spaces, no trailing spaces.
    func rendered() -> String {
        let columns = max(header.count, rows.map(\.count).max() ?? 0)
        let cells = ([header] + rows).map { row in
            (0..<columns).map { index in fit(index < row.count ? row[index] : "") }
        }
        var widths = [Int](repeating: 0, count: columns)
        for row in cells {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return cells.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                line += index == row.count - 1 ? cell : cell.padding(toLength: widths[index]) + "  "
            }
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }.joined()
    }

    private func fit(_ cell: String) -> String {
        let flat = cell.replacingLineBreaks
        guard flat.count > maximumCellWidth else { return flat }
        return String(flat.prefix(maximumCellWidth - 1)) + "…"
    }
}

extension String {
    /// The string with every line break shown as `⏎`.
    var replacingLineBreaks: String {
        String(map { $0.isNewline ? "⏎" : $0 })
    }
}
