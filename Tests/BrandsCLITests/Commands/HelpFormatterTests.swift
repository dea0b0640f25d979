import BrandsCLI
import Testing

@Suite struct HelpFormatterTests {
    static let rootHelp = """
        OVERVIEW: Check and explain the configuration of many branded apps built from one codebase.

        USAGE: brands <command>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        COMMANDS:
          list                    List the clones.
          release                 Plan releases.
          help                    Show help for a command.

          See 'brands help <command>' for detailed help.

        """

    static let listHelp = """
        OVERVIEW: List the clones.

        Lists every clone of the workspace.

        USAGE: brands list [--format <format>] [--only <kind> ...] [--strict] [<path>]

        ARGUMENTS:
          <path>                  The workspace folder.

        OPTIONS:
          --format <format>       The output format. (values: text, json; default: text)
          --only <kind>           Show only this kind. (repeatable)
          --strict                Fail on warnings.
          -h, --help              Show help information.

        """

    static let releaseHelp = """
        OVERVIEW: Plan releases.

        USAGE: brands release <command>

        OPTIONS:
          -h, --help              Show help information.

        COMMANDS:
          plan                    Plan a release.

          See 'brands help release <command>' for detailed help.

        """

    @Test func rootHelpListsCommandsAndHelp() {
        #expect(HelpFormatter.help(for: [DemoCommands.root]) == Self.rootHelp)
    }

    @Test func commandHelpComesFromDeclarations() {
        #expect(HelpFormatter.help(for: [DemoCommands.root, DemoListCommand.configuration]) == Self.listHelp)
    }

    @Test func groupHelpListsSubcommands() {
        #expect(HelpFormatter.help(for: [DemoCommands.root, DemoReleaseCommand.configuration]) == Self.releaseHelp)
    }

    @Test func usageOfNestedCommandIncludesItsParents() {
        let path = [DemoCommands.root, DemoReleaseCommand.configuration, DemoReleasePlanCommand.configuration]
        #expect(HelpFormatter.usage(for: path) == "brands release plan <clone> ...")
    }

    @Test func handWrittenUsageWins() {
        let configuration = CommandConfiguration(name: "x", abstract: "X.", usage: "x <anything>")
        #expect(HelpFormatter.usage(for: [DemoCommands.root, configuration]) == "brands x <anything>")
    }

    @Test func longLabelsPushHelpToTheNextLine() {
        let configuration = CommandConfiguration(
            name: "x", abstract: "X.",
            options: [.option("workspace-root", short: "w", valueName: "folder", help: "The root.")])
        #expect(
            HelpFormatter.help(for: [DemoCommands.root, configuration]).contains(
                "  -w, --workspace-root <folder>\n                          The root.\n"))
    }
}
