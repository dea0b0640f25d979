import BrandsCLI
import Testing

@Suite struct CommandTableTests {
    @Test func everyCommandIsDeclaredWell() {
        #expect(CommandTable.root.declarationProblems == [])
        #expect(DemoCommands.root.declarationProblems == [])
    }

    @Test func declarationMistakesAreFound() {
        let broken = CommandConfiguration(
            name: "broken", abstract: "",
            options: [
                .flag("help", help: "Mine."), .flag("x", short: "h", help: "X."), .flag("x", help: ""),
            ],
            positionals: [
                PositionalDefinition("rest", help: "R.", isOptional: true, isRepeatable: true),
                PositionalDefinition("last", help: "L."),
            ])
        #expect(
            broken.declarationProblems == [
                "'broken' has no abstract",
                "'broken' redeclares '--help'",
                "'broken' repeats or reserves '-h'",
                "'broken' repeats '--x'",
                "'broken' has no help for '--x'",
                "'broken' has a repeatable '<rest>' before the last argument",
                "'broken' has a required '<last>' after an optional one",
            ])
    }
}
