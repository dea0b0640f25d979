import BrandsCLI
import Foundation
import Support
import XCConfig

/// Runs commands in-process on the repository's own sample workspace (`Brands/`, `Configs/`).
extension SampleWorkspace {
    /// The repository root as a path.
    static var rootPath: String { root.path }

    /// Runs `brands arguments…` with the sample root as the current directory; `columns` makes standard
    /// output a terminal that wide.
    static func run(_ arguments: [String], columns: Int? = nil) -> CapturedRun {
        CapturedRun(
            arguments, root: CommandTable.root,
            environment: columns.map { ["COLUMNS": String($0), "NO_COLOR": "1"] } ?? [:], fileSystem: LocalFileSystem(),
            currentDirectory: rootPath, isStandardOutputTerminal: columns != nil)
    }

    /// The contents of a sample file, by path relative to the root.
    static func read(_ relative: String) -> String {
        (try? String(contentsOfFile: rootPath + "/" + relative, encoding: .utf8)) ?? ""
    }

    /// A sample JSON file parsed with Foundation, independently of brands' own reader.
    static func json(_ relative: String) -> [String: Any] {
        let data = Data(read(relative).utf8)
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }

    /// `text` parsed as a JSON object.
    static func object(_ text: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }

    /// The 1-based line of the first line of the file containing `needle`.
    static func line(of needle: String, in relative: String) -> Int? {
        read(relative).split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }
}
