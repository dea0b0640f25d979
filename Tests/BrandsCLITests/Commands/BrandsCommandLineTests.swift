import BrandsCLI
import Support
import Testing
import XCConfig

@Suite struct BrandsCommandLineTests {
    @Test(arguments: [[], ["--help"], ["-h"], ["help"], ["help", "--help"], ["--help", "list"]])
    func rootHelp(arguments: [String]) {
        let run = CapturedRun(arguments)
        #expect(run.status == .success)
        #expect(run.standardOutput == HelpFormatterTests.rootHelp)
        #expect(run.standardError == "")
    }

    @Test(arguments: [
        ["list", "--help"], ["list", "-h"], ["help", "list"], ["list", "--format", "yaml", "--help"],
        ["list", "x", "y", "-h"],
    ])
    func commandHelp(arguments: [String]) {
        let run = CapturedRun(arguments)
        #expect(run.status == .success)
        #expect(run.standardOutput == HelpFormatterTests.listHelp)
        #expect(run.standardError == "")
    }

    @Test(arguments: [["release"], ["release", "--help"], ["help", "release"]])
    func groupHelp(arguments: [String]) {
        let run = CapturedRun(arguments)
        #expect(run.status == .success)
        #expect(run.standardOutput == HelpFormatterTests.releaseHelp)
    }

    @Test func helpForNestedCommand() {
        let run = CapturedRun(["help", "release", "plan"])
        #expect(run.status == .success)
        #expect(run.standardOutput.hasPrefix("OVERVIEW: Plan a release.\n\nUSAGE: brands release plan <clone> ...\n"))
        #expect(CapturedRun(["release", "plan", "-h"]).standardOutput == run.standardOutput)
    }

    @Test func version() {
        let run = CapturedRun(["--version"])
        #expect(run.status == .success)
        #expect(run.standardOutput == BrandsVersion.current + "\n")
        #expect(run.standardError == "")
    }

    @Test func runsCommandWithParsedOptions() {
        let run = CapturedRun(["list", "--format=json", "--only", "flags", "--only", "theme", "work"])
        #expect(run.status == .success)
        #expect(run.standardOutput == "format=json only=[\"flags\", \"theme\"] strict=false path=work\n")
        #expect(run.standardError == "")
    }

    @Test func commandDecidesTheExitStatus() {
        #expect(CapturedRun(["list", "--strict"]).status == .failure)
    }

    @Test func terminatorPassesHelpAsAnArgument() {
        let run = CapturedRun(["list", "--", "--help"])
        #expect(run.status == .success)
        #expect(run.standardOutput == "format=text only=[] strict=false path=--help\n")
    }

    @Test func runsNestedCommand() {
        let run = CapturedRun(["release", "plan", "acme", "zeta"])
        #expect(run.status == .success)
        #expect(run.standardOutput == "plan acme,zeta\n")
    }

    @Test(arguments: [
        (["lsit"], "unknown command 'lsit'; did you mean 'list'?", "brands <command>", "brands"),
        (["hepl"], "unknown command 'hepl'; did you mean 'help'?", "brands <command>", "brands"),
        (["deploy"], "unknown command 'deploy'", "brands <command>", "brands"),
        (["help", "lst"], "unknown command 'lst'; did you mean 'list'?", "brands <command>", "brands"),
        (
            ["release", "plann"], "unknown command 'release plann'; did you mean 'release plan'?",
            "brands release <command>", "brands release"
        ),
        (["--formt"], "unknown option '--formt'", "brands <command>", "brands"),
        (["release", "--strict"], "unknown option '--strict'", "brands release <command>", "brands release"),
        (
            ["list", "--formt", "json"], "unknown option '--formt'; did you mean '--format'?",
            "brands list [--format <format>] [--only <kind> ...] [--strict] [<path>]", "brands list"
        ),
        (
            ["list", "--format", "yaml"], "invalid value 'yaml' for '--format'; expected one of: text, json",
            "brands list [--format <format>] [--only <kind> ...] [--strict] [<path>]", "brands list"
        ),
        (
            ["list", "a", "b"], "unexpected argument 'b'",
            "brands list [--format <format>] [--only <kind> ...] [--strict] [<path>]", "brands list"
        ),
        (
            ["release", "plan"], "missing argument '<clone>'", "brands release plan <clone> ...",
            "brands release plan"
        ),
    ])
    func usageErrors(arguments: [String], message: String, usage: String, command: String) {
        let run = CapturedRun(arguments)
        #expect(run.status == .usageError)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "error: \(message)\nusage: \(usage)\nsee '\(command) --help' for more information\n")
    }

    @Test func usageErrorIsColouredOnlyOnATerminal() {
        let colored = CapturedRun(["lsit"], isStandardErrorTerminal: true)
        #expect(colored.standardError.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m unknown command 'lsit'"))
        let noColor = CapturedRun(["lsit"], environment: ["NO_COLOR": "1"], isStandardErrorTerminal: true)
        #expect(noColor.standardError.hasPrefix("error: unknown command 'lsit'"))
        #expect(CapturedRun(["lsit"]).standardError.hasPrefix("error: "))
    }

    @Test func realTableRunsToo() {
        let output = CapturingOutputSink()
        let error = CapturingOutputSink()
        let context = CommandContext(
            fileSystem: InMemoryFileSystem(), currentDirectory: "/", standardOutput: output,
            standardError: error)
        #expect(BrandsCommandLine.run(arguments: ["--version"], context: context) == .success)
        #expect(output.text == BrandsVersion.current + "\n")
        #expect(BrandsCommandLine.run(arguments: ["no-such-command"], context: context) == .usageError)
        #expect(error.text.hasPrefix("error: unknown command 'no-such-command'\n"))
    }
}
