import BrandsCLI
import Support
import Testing
import XCConfig

@Suite struct ExitStatusTests {
    @Test func codesAreTheDocumentedOnes() {
        #expect(BrandsCLI.ExitStatus.success.rawValue == 0)
        #expect(BrandsCLI.ExitStatus.failure.rawValue == 1)
        #expect(BrandsCLI.ExitStatus.usageError.rawValue == 64)
    }

    @Test(arguments: [
        ([Severity](), false, BrandsCLI.ExitStatus.success),
        ([.note, .warning], false, .success),
        ([.note, .warning], true, .failure),
        ([.error], false, .failure),
        ([.note], true, .success),
    ])
    func fromDiagnostics(severities: [Severity], strict: Bool, expected: BrandsCLI.ExitStatus) {
        let diagnostics = severities.map { Diagnostic($0, rule: "r", "m", at: .start(of: "f")) }
        #expect(BrandsCLI.ExitStatus(diagnostics: diagnostics, strict: strict) == expected)
    }
}

@Suite struct CommandContextTests {
    /// A current folder Foundation cannot give (deleted under the shell: an empty path) fails every command with a
    /// message that says so, instead of looking for a workspace "at or above ''"; help and the version still answer.
    @Test func anUnreadableCurrentFolderFailsCommandsButNotHelp() {
        for arguments in [["validate"], ["validate", "--root", "."], ["init"], ["schema", "--built-in"]] {
            let run = CapturedRun(arguments, root: CommandTable.root, currentDirectory: "")
            #expect(run.status == .failure, "\(arguments)")
            #expect(
                run.standardError
                    == "error: cannot read the current folder (it may have been deleted); run brands from a folder "
                    + "that exists\n", "\(arguments)")
            #expect(run.standardOutput.isEmpty)
        }
        #expect(CapturedRun(["--version"], root: CommandTable.root, currentDirectory: "").status == .success)
        #expect(CapturedRun(["validate", "--help"], root: CommandTable.root, currentDirectory: "").status == .success)
    }

    @Test func capturingSinkKeepsEverythingInOrder() {
        let sink = CapturingOutputSink()
        sink.write("a")
        sink.write("")
        sink.write("b\n")
        #expect(sink.text == "ab\n")
    }

    @Test func colourFollowsTerminalAndEnvironment() {
        var context = CommandContext(
            fileSystem: InMemoryFileSystem(), currentDirectory: "/work", standardOutput: CapturingOutputSink(),
            standardError: CapturingOutputSink(), isStandardOutputTerminal: true)
        #expect(context.isStandardOutputColored)
        #expect(!context.isStandardErrorColored)
        context.environment["NO_COLOR"] = "yes"
        #expect(!context.isStandardOutputColored)
    }

    @Test(arguments: [("Clones", "/work/Clones"), ("../x/./y", "/x/y"), ("/abs", "/abs"), (".", "/work")])
    func absolutePaths(input: String, expected: String) {
        let context = CommandContext(
            fileSystem: InMemoryFileSystem(), currentDirectory: "/work", standardOutput: CapturingOutputSink(),
            standardError: CapturingOutputSink())
        #expect(context.absolutePath(input) == expected)
    }
}
