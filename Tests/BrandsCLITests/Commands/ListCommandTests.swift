import BrandKit
import BrandsCLI
import Support
import Testing

/// `brands list` as text: a table whose identifiers are whole.
@Suite struct ListCommandTests {
    /// Bundle identifiers that differ only after the 48th character, as r3to/White-Labelling-Swift-App's
    /// `ch.ti8m.security.WhileLabelTest.WhiteLabelSwiftUITest.clientA` and `…clientB` do: a table cell is cut at 48
    /// columns, which left both rows the same; identifiers are printed whole, whatever the width of the output.
    @Test(arguments: [nil, 60])
    func bundleIdentifiersAreNeverCut(width: Int?) {
        let long = "com.example.an.organisation.with.a.long.reverse.domain.whitelabel"
        let fileSystem = WorkspaceRun.exampleFileSystem(changing: [
            "Configs/ALPHA-Release.xcconfig":
                "#include \"ALPHA-Debug.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = \(long).alpha\nAPP_DISPLAY_NAME = ALPHA\n",
            "Configs/BETA-Release.xcconfig":
                "#include \"BETA-Debug.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = \(long).beta\nAPP_DISPLAY_NAME = BETA\n",
        ])
        let run = CapturedRun(
            ["list"], root: CommandTable.root, fileSystem: fileSystem, currentDirectory: ExampleWorkspace.root,
            isStandardOutputTerminal: width != nil, standardOutputWidth: width)
        #expect(run.status == .success, "\(run.standardError)")
        #expect(run.standardOutput.contains("  \(long).alpha  "), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("  \(long).beta  "), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("…"), "\(run.standardOutput)")
    }
}
