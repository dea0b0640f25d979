import BrandKit
import BrandsCLI
import Support
import Testing
import XCConfig

@Suite struct CompletionTableTests {
    static let table = CompletionTable(root: CommandTable.root)

    static func command(_ path: String) -> CompletionTable.Command? { table.commands.first { $0.path == path } }

    @Test func everyCommandOfTheTableIsOffered() throws {
        let root = try #require(Self.command(""))
        #expect(root.subcommands.map(\.name) == CommandTable.rootCommands.map { $0.configuration.name } + ["help"])
        for command in CommandTable.rootCommands {
            let entry = try #require(Self.command(command.configuration.name))
            #expect(entry.options.map(\.long) == command.configuration.options.map(\.name) + ["help"])
        }
        #expect(Self.command("release plan") != nil)
        #expect(Self.command("help release")?.subcommands.map(\.name) == ["plan"])
        #expect(Self.command("help")?.subcommands.map(\.name).contains("help") == false)
    }

    @Test func valuesAreKnownFromTheDeclarations() throws {
        let validate = try #require(Self.command("validate"))
        func value(_ name: String, in command: CompletionTable.Command) -> CompletionTable.ValueKind?? {
            command.options.first { $0.long == name }.map(\.value)
        }
        #expect(value("format", in: validate) == .some(.words(["text", "json", "github", "sarif"])))
        #expect(value("configuration", in: validate) == .some(.configurations))
        #expect(value("root", in: validate) == .some(.directories))
        #expect(value("strict", in: validate) == .some(nil))
        #expect(value("sdk", in: validate) == .some(.any))
        #expect(validate.positional == .clones)
        #expect(value("output", in: try #require(Self.command("generate swift"))) == .some(.files))
        #expect(Self.command("completions")?.positional == .words(["bash", "zsh", "fish"]))
        let ruleIDs = RuleRegistry.allIDs
        #expect(Self.command("rules")?.positional == .words(ruleIDs))
    }

    @Test func theHiddenQueryListsClonesAndConfigurationsAndNeverFails() {
        #expect(WorkspaceRun(["__complete", "clones"]).standardOutput == "ALP\nHBC\nNWD\nRVG\nSBT\n")
        #expect(WorkspaceRun(["__complete", "configurations"]).standardOutput == "Debug\nRelease\n")
        let outside = WorkspaceRun(["__complete", "clones"], fileSystem: InMemoryFileSystem(), currentDirectory: "/")
        #expect(outside.status == .success)
        #expect(outside.standardOutput == "")
        #expect(outside.standardError == "")
        #expect(WorkspaceRun(["__complete", "nonsense"]).standardOutput == "")
        #expect(!WorkspaceRun(["--help"]).standardOutput.contains("__complete"))
    }

    @Test func anUnknownShellIsAUsageError() {
        let run = WorkspaceRun(["completions", "tcsh"])
        #expect(run.status == .usageError)
        #expect(run.standardError.hasPrefix("error: invalid value 'tcsh' for '<shell>'; did you mean 'bash'?\n"))
    }
}
