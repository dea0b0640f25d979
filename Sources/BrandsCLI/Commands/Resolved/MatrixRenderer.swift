import BrandKit
import Support
import XCConfig

/// Renders a ``ValueMatrix`` for `brands matrix`: rows are values, columns are clones.
struct MatrixRenderer {
    /// Names, roots and JSON helpers.
    var selection: ResolvedSelection
    /// The configuration the values are from.
    var configuration: String
    /// The table width to wrap at, if any.
    var width: Int?

    /// The rows of each section, in section order, skipping empty sections.
    private func sections(_ matrix: ValueMatrix) -> [(MatrixSection, [ValueMatrix.Row])] {
        MatrixSection.allCases.compactMap { section in
            let rows = matrix.rows.filter { row in
                row.cells.compactMap { $0 }.first.flatMap(MatrixSection.of) == section
            }
            return rows.isEmpty ? nil : (section, rows)
        }
    }

    /// One aligned table per section, the row names repeated when the table wraps.
    func text(_ matrix: ValueMatrix) -> String {
        sections(matrix).map { section, rows in
            TextTable(
                header: [section.title] + matrix.clones,
                rows: rows.map { [MatrixSection.label(of: $0.key)] + $0.cells.map { $0?.value ?? "—" } },
                width: width
            ).rendered()
        }.joined(separator: "\n")
    }

    /// `{"version": 1, "configuration", "clones", "rows": [{"section", "key", "values": {clone: …}}]}`.
    func json(_ matrix: ValueMatrix) -> JSONOutput {
        let rows = sections(matrix).flatMap { section, rows in
            rows.map { row -> JSONOutput in
                let values = zip(matrix.clones, row.cells).map { clone, cell in
                    (clone, cell.map { selection.json(.string($0.value), $0.source) } ?? .null)
                }
                return .object([
                    "section": .string(section.rawValue), "key": .string(MatrixSection.label(of: row.key)),
                    "values": .object(Dictionary(values, uniquingKeysWith: { first, _ in first })),
                ])
            }
        }
        return .object([
            "version": .integer(1), "configuration": .string(configuration),
            "clones": .array(matrix.clones.map(JSONOutput.string)), "rows": .array(rows),
        ])
    }

    /// A heading and a table per section.
    func markdown(_ matrix: ValueMatrix) -> String {
        sections(matrix).map { section, rows in
            "### \(section.rawValue.capitalized) in \(MarkdownTable.escaped(configuration))\n\n"
                + MarkdownTable.rendered(
                    header: [section.title.capitalized] + matrix.clones.map(MarkdownTable.escaped),
                    rows: rows.map { row in
                        [MarkdownTable.code(MatrixSection.label(of: row.key))]
                            + row.cells.map { $0.map { MarkdownTable.code($0.value) } ?? "" }
                    })
        }.joined(separator: "\n")
    }

    /// One CSV table: `section,key,<clone>…`, an empty field where a clone has no value.
    func csv(_ matrix: ValueMatrix) -> String {
        let rows = sections(matrix).flatMap { section, rows in
            rows.map { row in
                [section.rawValue, MatrixSection.label(of: row.key)] + row.cells.map { $0?.value ?? "" }
            }
        }
        return CSVTable.rendered(header: ["section", "key"] + matrix.clones, rows: rows)
    }
}
