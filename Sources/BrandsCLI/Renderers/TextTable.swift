/// A plain-text table whose columns line up in a terminal.
///
/// Cells wider than ``maximumCellWidth`` are cut with `…`, and line breaks inside a cell are shown as `⏎`, so a long
/// value never breaks the table.
///
/// A table wider than ``width`` (the terminal's, when known) is wrapped rather than broken: the columns after
/// the first ``frozenColumns`` are split into groups that fit, each printed as its own block below the previous
/// one, repeating the frozen columns (the row names), so a matrix of many clones stays readable.
package struct TextTable: Sendable {
    /// The column titles.
    package var header: [String]
    /// The rows; shorter rows are padded with empty cells.
    package var rows: [[String]]
    /// The widest a cell may be, in terminal columns.
    package var maximumCellWidth = TextTable.defaultMaximumCellWidth
    /// The widest a cell may be unless a table says otherwise.
    package static let defaultMaximumCellWidth = 48
    /// Columns whose cells are never cut, such as sources (`path:line`), where the end matters most.
    package var untruncatedColumns: Set<Int> = []
    /// The widest a line may be, in terminal columns, or `nil` for no limit.
    package var width: Int? = nil
    /// How many leading columns every wrapped block repeats.
    package var frozenColumns = 1

    /// Creates a table.
    package init(
        header: [String], rows: [[String]], maximumCellWidth: Int = TextTable.defaultMaximumCellWidth,
        untruncatedColumns: Set<Int> = [],
        width: Int? = nil, frozenColumns: Int = 1
    ) {
        self.header = header
        self.rows = rows
        self.maximumCellWidth = maximumCellWidth
        self.untruncatedColumns = untruncatedColumns
        self.width = width
        self.frozenColumns = frozenColumns
    }

    /// The table, one line per row, columns separated by two spaces, no trailing spaces; wrapped blocks are
    /// separated by an empty line.
    package func rendered() -> String {
        let columns = max(header.count, rows.map(\.count).max() ?? 0)
        guard columns > 0 else { return "" }
        let cells = ([header] + rows).map { row in
            (0..<columns).map { index in
                let cell = index < row.count ? row[index] : ""
                return untruncatedColumns.contains(index) ? cell.replacingLineBreaks : fit(cell)
            }
        }
        var widths = [Int](repeating: 0, count: columns)
        for row in cells {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.displayWidth) }
        }
        return blocks(widths: widths).map { block in
            render(cells, columns: block, widths: widths)
        }.joined(separator: "\n")
    }

    /// The column indices of each block: all columns when they fit, else frozen ones plus groups that fit.
    private func blocks(widths: [Int]) -> [[Int]] {
        let all = Array(widths.indices)
        let frozen = Array(all.prefix(min(frozenColumns, all.count - 1)))
        guard let width, lineWidth(all, widths) > width, !frozen.isEmpty || all.count > 1 else { return [all] }
        var blocks: [[Int]] = []
        var current = frozen
        for index in all.dropFirst(frozen.count) {
            // A column that does not fit even alone still gets a block of its own: truncating it further
            // would hide the value, and a long line is better than a broken table.
            if current.count > frozen.count, lineWidth(current + [index], widths) > width {
                blocks.append(current)
                current = frozen
            }
            current.append(index)
        }
        blocks.append(current)
        return blocks
    }

    private func lineWidth(_ columns: [Int], _ widths: [Int]) -> Int {
        columns.map { widths[$0] }.reduce(0, +) + 2 * max(0, columns.count - 1)
    }

    private func render(_ cells: [[String]], columns: [Int], widths: [Int]) -> String {
        cells.map { row in
            var line = ""
            for (position, index) in columns.enumerated() {
                let cell = row[index]
                line += position == columns.count - 1 ? cell : cell.padding(toDisplayWidth: widths[index]) + "  "
            }
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }.joined()
    }

    private func fit(_ cell: String) -> String {
        let flat = cell.replacingLineBreaks
        guard flat.displayWidth > maximumCellWidth else { return flat }
        var result = ""
        var used = 0
        for character in flat {
            let characterWidth = character.displayWidth
            if used + characterWidth > maximumCellWidth - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }
}

extension String {
    /// The string with every line break shown as `⏎`.
    var replacingLineBreaks: String {
        String(map { $0.isNewline ? "⏎" : $0 })
    }

    /// How many terminal columns the string takes: two for East Asian wide characters and most emoji.
    package var displayWidth: Int { reduce(0) { $0 + $1.displayWidth } }

    /// The string padded with spaces to at least `width` terminal columns.
    func padding(toDisplayWidth width: Int) -> String {
        let current = displayWidth
        return current >= width ? self : self + String(repeating: " ", count: width - current)
    }
}

extension Character {
    /// Terminal columns: 2 for wide characters (CJK, Hangul, full-width forms, emoji), else 1.
    var displayWidth: Int {
        guard let scalar = unicodeScalars.first else { return 0 }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(scalar.value) } ? 2 : 1
    }
}
