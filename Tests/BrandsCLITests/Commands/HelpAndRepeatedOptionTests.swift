import BrandsCLI
import Testing

/// `brands help help`, and options given more than once.
@Suite struct HelpAndRepeatedOptionTests {
    @Test(arguments: [["help", "help"], ["help", "help", "--help"]])
    func helpHasHelpOfItsOwn(arguments: [String]) {
        let run = WorkspaceRun(arguments)
        #expect(run.status == .success)
        #expect(run.standardError == "")
        #expect(run.standardOutput.hasPrefix("OVERVIEW: Show help for a command.\n"))
        #expect(run.standardOutput.contains("USAGE: brands help [<command> ...]\n"))
    }

    @Test func helpOfAnUnknownCommandIsStillAnError() {
        let run = WorkspaceRun(["help", "hepl"])
        #expect(run.status == .usageError)
        #expect(run.standardError.hasPrefix("error: unknown command 'hepl'; did you mean 'help'?"))
    }

    static func headers(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            ["FLAG", "COLOR", "SETTING"].first { line.hasPrefix($0 + " ") }
        }
    }

    @Test(arguments: [
        (["--only", "flags", "--only", "colors"], ["FLAG", "COLOR"]),
        (["--only", "colors", "--only", "flags"], ["FLAG", "COLOR"]),
        (["--only", "settings", "--only", "settings"], ["SETTING"]),
        (["--only", "colors"], ["COLOR"]),
        ([], ["FLAG", "COLOR", "SETTING"]),
    ])
    func matrixKeepsEverySectionOnlyNames(arguments: [String], expected: [String]) {
        let run = WorkspaceRun(["matrix"] + arguments)
        #expect(run.status == .success, "\(run.standardError)")
        #expect(Self.headers(run.standardOutput) == expected)
    }

    @Test func namesAreLookedUpInEverySectionKept() {
        let run = WorkspaceRun(["matrix", "--only", "flags", "--only", "colors", "paywall", "primary"])
        #expect(run.status == .success, "\(run.standardError)")
        let rows = run.standardOutput.split(separator: "\n").compactMap { $0.split(separator: " ").first }
        #expect(rows == ["FLAG", "paywall", "COLOR", "primary", "primary.dark"])
    }
}
