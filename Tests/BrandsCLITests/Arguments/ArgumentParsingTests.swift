import BrandsCLI
import Testing

@Suite struct ArgumentParsingTests {
    static let configuration = CommandConfiguration(
        name: "demo",
        abstract: "Demonstrate parsing.",
        options: [
            OutputFormat.option(supporting: [.text, .json]),
            .flag("strict", help: "Treat warnings as errors."),
            .flag("verbose", short: "v", help: "Say more."),
            .option("set", valueName: "name=value", help: "Override a setting.", isRepeatable: true),
            .option("only", valueName: "kind", help: "Limit the output.", isRepeatable: true),
            .option("clone", short: "c", valueName: "name", help: "The clone."),
        ],
        positionals: [PositionalDefinition("path", help: "The workspace.", isOptional: true)]
    )

    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var list = ArgumentList(arguments)
        let parsed = try list.parse(Self.configuration)
        #expect(list.tokens.isEmpty)
        return parsed
    }

    @Test func parsesEveryForm() throws {
        let parsed = try parse([
            "--format=json", "--strict", "-v", "--set", "A=1", "--set=B=2", "--only", "flags", "--only", "theme",
            "-c", "acme", "work",
        ])
        #expect(parsed.value("format") == "json")
        #expect(parsed.isSet("strict"))
        #expect(parsed.isSet("verbose"))
        #expect(parsed.values("set") == ["A=1", "B=2"])
        #expect(parsed.values("only") == ["flags", "theme"])
        #expect(parsed.value("clone") == "acme")
        #expect(parsed.positional("path") == "work")
        #expect(try parsed.value("format", as: OutputFormat.self) == .json)
    }

    @Test func absentOptionsAreUnset() throws {
        let parsed = try parse([])
        #expect(!parsed.isSet("strict"))
        #expect(parsed.value("format") == nil)
        #expect(parsed.values("set").isEmpty)
        #expect(parsed.positional("path") == nil)
        #expect(try parsed.format(default: .text) == .text)
    }

    @Test func emptyValueAfterEqualsIsAValue() throws {
        #expect(try parse(["--clone="]).value("clone") == "")
        #expect(try parse(["--set=", "--set", ""]).values("set") == ["", ""])
    }

    @Test func lastValueWinsForSingleOptions() throws {
        #expect(try parse(["--clone", "a", "--clone=b"]).value("clone") == "b")
    }

    @Test func terminatorMakesEverythingPositional() throws {
        #expect(try parse(["--", "--strict"]).positional("path") == "--strict")
    }

    @Test func dashAloneAndNegativeNumbersAreValues() throws {
        #expect(try parse(["--clone", "-"]).value("clone") == "-")
        #expect(try parse(["--clone", "-1"]).value("clone") == "-1")
    }

    @Test(
        arguments: [
            (["--formt", "json"], UsageError.unknownOption("--formt", suggestion: "--format")),
            (["--fromat=json"], .unknownOption("--fromat", suggestion: "--format")),
            (["--deploy"], .unknownOption("--deploy", suggestion: nil)),
            (["-x"], .unknownOption("-x", suggestion: nil)),
            (["-strict"], .unknownOption("-strict", suggestion: "--strict")),
            (["--format"], .missingValue(for: "--format")),
            (["--format", "--strict"], .missingValue(for: "--format")),
            (["--clone", "--", "x"], .missingValue(for: "--clone")),
            (["-c"], .missingValue(for: "-c")),
            (["--strict=yes"], .unexpectedValue("yes", for: "--strict")),
            (["a", "b"], .unexpectedArgument("b")),
            (
                ["--format", "yaml"],
                .invalidValue("yaml", for: "--format", expected: ["text", "json"], suggestion: nil)
            ),
            (["--format=jsn"], .invalidValue("jsn", for: "--format", expected: ["text", "json"], suggestion: "json")),
            (
                ["--format", "sarif"],
                .invalidValue("sarif", for: "--format", expected: ["text", "json"], suggestion: nil)
            ),
        ] as [([String], UsageError)])
    func rejects(arguments: [String], expected: UsageError) {
        #expect(throws: expected) { try parse(arguments) }
    }

    @Test func usageMessagesReadAsSpecified() {
        #expect(
            UsageError.unknownOption("--formt", suggestion: "--format").message
                == "unknown option '--formt'; did you mean '--format'?")
        #expect(UsageError.missingValue(for: "--format").message == "missing value for '--format'")
        #expect(UsageError.unexpectedArgument("x").message == "unexpected argument 'x'")
        #expect(
            UsageError.invalidValue("yaml", for: "--format", expected: ["text", "json"], suggestion: nil).message
                == "invalid value 'yaml' for '--format'; expected one of: text, json")
        #expect(
            UsageError.invalidValue("jsn", for: "--format", expected: ["text", "json"], suggestion: "json").message
                == "invalid value 'jsn' for '--format'; did you mean 'json'?")
        #expect(
            UsageError.unknownCommand("vaildate", suggestion: "validate").message
                == "unknown command 'vaildate'; did you mean 'validate'?")
        #expect(UsageError.missingArgument("<path>").message == "missing argument '<path>'")
        #expect(UsageError.unexpectedValue("yes", for: "--strict").message == "option '--strict' takes no value")
    }

    @Test func requiredPositionalIsChecked() {
        let configuration = CommandConfiguration(
            name: "show", abstract: "Show.", positionals: [PositionalDefinition("clone", help: "The clone.")])
        var list = ArgumentList([])
        #expect(throws: UsageError.missingArgument("<clone>")) { try list.parse(configuration) }
    }

    @Test func repeatablePositionalTakesTheRest() throws {
        let configuration = CommandConfiguration(
            name: "diff", abstract: "Diff.",
            positionals: [
                PositionalDefinition("first", help: "First."),
                PositionalDefinition("others", help: "Others.", isOptional: true, isRepeatable: true),
            ])
        var list = ArgumentList(["a", "b", "c"])
        let parsed = try list.parse(configuration)
        #expect(parsed.positional("first") == "a")
        #expect(parsed.positionals("others") == ["b", "c"])
    }

    @Test func typedValueRejectsUnknownValue() throws {
        let configuration = CommandConfiguration(
            name: "x", abstract: "X.", options: [.option("format", valueName: "format", help: "Any.")])
        var list = ArgumentList(["--format", "yml"])
        let parsed = try list.parse(configuration)
        #expect(
            throws: UsageError.invalidValue(
                "yml", for: "--format", expected: ["text", "json", "github", "sarif"], suggestion: nil)
        ) { try parsed.value("format", as: OutputFormat.self) }
    }
}
