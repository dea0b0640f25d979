import BrandsCLI
import Support
import Testing
import XCConfig

/// Tables wrap at `COLUMNS` when it is set, else at the terminal's own width, and never when piped.
@Suite struct TerminalWidthTests {
    static func matrix(columns: String?, width: Int?, terminal: Bool = true) -> String {
        var environment = ["NO_COLOR": "1"]
        environment["COLUMNS"] = columns
        return CapturedRun(
            ["matrix", "--only", "flags"], root: CommandTable.root, environment: environment,
            fileSystem: LocalFileSystem(), currentDirectory: SampleWorkspace.rootPath,
            isStandardOutputTerminal: terminal, standardOutputWidth: width
        ).standardOutput
    }

    @Test func theTerminalsOwnWidthIsUsedWhenColumnsIsUnset() {
        let narrow = Self.matrix(columns: nil, width: 40)
        #expect(narrow == Self.matrix(columns: "40", width: nil))
        #expect(narrow.split(separator: "\n").allSatisfy { $0.count <= 40 })
        #expect(narrow != Self.matrix(columns: nil, width: 200))
    }

    @Test func columnsWinsOverTheTerminalWidth() {
        #expect(Self.matrix(columns: "40", width: 200) == Self.matrix(columns: nil, width: 40))
    }

    @Test func pipedOutputIsNeverWrapped() {
        let piped = Self.matrix(columns: "40", width: 40, terminal: false)
        #expect(piped.split(separator: "\n").contains { $0.count > 40 })
    }
}
