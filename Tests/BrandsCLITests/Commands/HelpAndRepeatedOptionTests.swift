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

    /// `brands settings --help` says what a clone's settings are and which SDK they are evaluated for, as the README
    /// does: a clone built from a project has its target's settings, for the SDK its `SDKROOT` names (a tvOS clone's
    /// `[sdk=appletvos*]` settings apply), not `Configs/<CLONE>-<CONFIGURATION>.xcconfig` for `iphoneos` alone.
    @Test func settingsHelpSaysWhatAClonesSettingsAre() {
        let run = WorkspaceRun(["settings", "--help"])
        #expect(run.status == .success)
        let help = run.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        #expect(!help.contains("default: iphoneos for a clone"), "\(help)")
        #expect(help.contains("the target's SDKROOT for a project or a clone built from one"), "\(help)")
        #expect(help.contains("Give a clone for the settings it builds with"), "\(help)")
    }
}
