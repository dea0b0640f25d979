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
