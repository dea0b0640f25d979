import BrandKit
import Support
import Testing
import XCConfig

/// Generates from the in-memory example workspace (clones ALPHA and BETA, built-in schema).
enum GenerationFixture {
    /// The example workspace with `files` written over it and `removed` deleted.
    static func workspace(_ files: [String: String] = [:], removing removed: [String] = []) -> Workspace {
        var all = ExampleWorkspace.files
        for path in removed { all[path] = nil }
        for (path, text) in files { all[path] = text }
        return ExampleLoader.load(all)
    }

    /// The generator's input for `workspace`, clones in workspace order (or reversed).
    static func clones(_ workspace: Workspace, reversed: Bool = false) -> [SwiftCodeGenerator.Clone] {
        let configurations = Validator().configurations(of: workspace)
        let ids = workspace.clones.map(\.id)
        let clones = ids.map { id in
            SwiftCodeGenerator.Clone(
                id: id, location: .start(of: path("Brands/\(id)/config.json")),
                configurations: configurations.filter { $0.clone == id })
        }
        return reversed ? clones.reversed() : clones
    }

    /// The result of generating from the example workspace changed by `files`.
    static func generate(_ files: [String: String] = [:], removing removed: [String] = []) -> SwiftCodeGenerator.Result
    {
        let workspace = workspace(files, removing: removed)
        return generator(workspace).generate(clones(workspace))
    }

    static func generator(_ workspace: Workspace) -> SwiftCodeGenerator {
        SwiftCodeGenerator(
            schema: workspace.schema, configurations: workspace.manifest.configurations,
            releaseConfiguration: workspace.manifest.release.configuration, root: workspace.root)
    }

    static func path(_ relative: String) -> String { Path.join(ExampleWorkspace.root, relative) }

    /// The lines of `text` from the first containing `start` up to (not including) the first after it containing `end`.
    static func section(_ text: String, from start: String, to end: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.firstIndex(where: { $0.contains(start) }) else { return [] }
        let last = lines[(first + 1)...].firstIndex { $0.contains(end) } ?? lines.count
        return Array(lines[first..<last])
    }
}

@Suite struct SwiftCodeGeneratorTests {
    /// The header names the schema: its file, the built-in one, or none when `brands.json` says `"schema": null`
    /// (mastodon-ios's header said "built-in").
    @Test func theHeaderSaysWhichSchemaTheTypesComeFrom() {
        let workspace = GenerationFixture.workspace([:])
        var generator = GenerationFixture.generator(workspace)
        let clones = GenerationFixture.clones(workspace)
        let builtIn = generator.generate(clones).text
        #expect(builtIn.contains("\n// Schema: built-in.\n"))
        generator.usesSchema = false
        let none = generator.generate(clones).text
        #expect(none.contains("\n// Schema: none (\"schema\": null in brands.json).\n"), "\(none.prefix(600))")
    }

    @Test func theFileStartsWithTheHeaderAndSelectsEachClone() {
        let result = GenerationFixture.generate()
        #expect(result.diagnostics == [])
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == SwiftCodeGenerator.header)
        #expect(lines[1] == "// Regenerate with: brands generate swift")
        #expect(lines.contains("    #if CLONE_ALPHA"))
        #expect(lines.contains("    #elseif CLONE_BETA"))
        #expect(
            lines.contains(
                "        #error(\"no clone is selected: set one of CLONE_ALPHA, CLONE_BETA in SWIFT_ACTIVE_COMPILATION_CONDITIONS\")"
            ))
        #expect(lines.contains("public protocol CloneConfiguration: Sendable {"))
        #expect(lines.contains("public struct CloneFeatureFlags: Sendable, Hashable {"))
        #expect(lines.contains("    public let maxFreeArticles: Int"))
        #expect(lines.contains("    public let supportEmail: String?"))
        #expect(!result.text.contains("apiToken"), "secret fields are left out")
        #expect(!result.text.contains("import "), "the file needs no module")
        #expect(result.text.hasSuffix("}\n"))
    }

    @Test func theOutputIsDeterministic() {
        let workspace = GenerationFixture.workspace()
        let generator = GenerationFixture.generator(workspace)
        let first = generator.generate(GenerationFixture.clones(workspace))
        let again = generator.generate(GenerationFixture.clones(GenerationFixture.workspace(), reversed: true))
        #expect(first.text == again.text)
    }

    @Test func configurationsThatDifferAreChosenByDebug() {
        let text = GenerationFixture.generate().text
        let alpha = GenerationFixture.section(text, from: "#if CLONE_ALPHA", to: "#elseif CLONE_BETA")
        #expect(alpha.contains("        #if DEBUG"))
        #expect(alpha.contains("            /// ALPHA Dev (ALPHA) in Debug."))
        #expect(alpha.contains("                bundleIdentifier: \"com.example.alpha.debug\","))
        #expect(alpha.contains("        #else"))
        #expect(alpha.contains("            /// ALPHA (ALPHA) in Release."))
        #expect(alpha.contains("                bundleIdentifier: \"com.example.alpha\","))
    }

    @Test func aCloneWithEqualConfigurationsHasOneValue() {
        let release = "#include \"ALPHA-Debug.xcconfig\"\n"
        let text = GenerationFixture.generate(["Configs/ALPHA-Release.xcconfig": release]).text
        let alpha = GenerationFixture.section(text, from: "#if CLONE_ALPHA", to: "#elseif CLONE_BETA")
        #expect(alpha.contains("        /// ALPHA Dev (ALPHA), in every configuration."))
        #expect(!alpha.contains { $0.contains("#if DEBUG") })
        let beta = GenerationFixture.section(text, from: "#elseif CLONE_BETA", to: "    #else")
        #expect(beta.contains("        #if DEBUG"))
    }

    @Test func aDebugOverrideGivesDebugItsOwnFlagValue() {
        let config = ExampleWorkspace.config("ALPHA").replacingOccurrences(
            of: "  \"theme\": {",
            with: "  \"overrides\": {\"Debug\": {\"features\": {\"max_free_articles\": 99}}},\n  \"theme\": {")
        let text = GenerationFixture.generate(["Brands/ALPHA/config.json": config]).text
        let debug = GenerationFixture.section(text, from: "(ALPHA) in Debug.", to: "#else")
        let release = GenerationFixture.section(text, from: "(ALPHA) in Release.", to: "#endif")
        #expect(debug.contains("                    maxFreeArticles: 99,"))
        #expect(release.contains("                    maxFreeArticles: 10,"))
    }

    @Test func aMissingRequiredValueIsAnErrorAtTheClone() {
        let config = ExampleWorkspace.config("BETA").replacingOccurrences(
            of: "  \"analytics_key\": \"kbeta0123456789abcdef\",\n", with: "")
        let result = GenerationFixture.generate(["Brands/BETA/config.json": config])
        let location = Support.SourceLocation.start(of: GenerationFixture.path("Brands/BETA/config.json"))
        #expect(
            result.diagnostics
                == ["Debug", "Release"].map { configuration in
                    Diagnostic(
                        .error, rule: SwiftGenerationMessages.valueID,
                        SwiftGenerationMessages.missingValue(
                            "field 'analytics_key'", clone: "BETA", configuration: configuration),
                        at: location)
                })
    }

    /// A clone with one set of values is selected by its clone condition alone, so its configurations' conditions are
    /// not checked: mastodon-ios's `Mastodon - Release` scheme, which runs Release, was told to add `DEBUG`.
    @Test func aCloneWithOneSetOfValuesNeedsNoConfigurationCondition() {
        let base = ExampleWorkspace.baseXCConfig.replacingOccurrences(
            of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS[config=Debug] = $(inherited) DEBUG\n", with: "")
        let debug = ExampleWorkspace.files["Configs/BETA-Debug.xcconfig", default: ""]
            .replacingOccurrences(of: "com.example.beta.debug", with: "com.example.beta")
            .replacingOccurrences(of: "APP_DISPLAY_NAME = BETA Dev", with: "APP_DISPLAY_NAME = BETA")
        let result = GenerationFixture.generate([
            "Configs/Base.xcconfig": base, "Configs/BETA-Debug.xcconfig": debug,
            "Configs/BETA-Release.xcconfig": "#include \"BETA-Debug.xcconfig\"\n",
        ])
        #expect(result.text.contains("(BETA), in every configuration."), "\(result.text)")
        let debugAdvice = result.diagnostics.filter { $0.message.contains("lacks 'DEBUG'") }.map(\.message)
        #expect(debugAdvice.count == 1, "\(debugAdvice)")
        #expect(debugAdvice.allSatisfy { $0.contains("clone 'ALPHA'") })
    }

    @Test func conditionsTheSettingsLackAreWarnedAbout() {
        let base = ExampleWorkspace.baseXCConfig.replacingOccurrences(
            of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS[config=Debug] = $(inherited) DEBUG\n", with: "")
        let debug = ExampleWorkspace.files["Configs/BETA-Debug.xcconfig", default: ""].replacingOccurrences(
            of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) CLONE_$(CLONE_IDENTIFIER)\n",
            with: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG\n")
        let result = GenerationFixture.generate(["Configs/Base.xcconfig": base, "Configs/BETA-Debug.xcconfig": debug])
        let alphaDebug = GenerationFixture.path("Configs/ALPHA-Debug.xcconfig")
        let betaDebug = Support.SourceLocation(
            file: GenerationFixture.path("Configs/BETA-Debug.xcconfig"), line: 10, column: 1)
        func warning(_ message: String, _ location: Support.SourceLocation) -> Diagnostic {
            Diagnostic(.warning, rule: SwiftGenerationMessages.conditionID, message, at: location)
        }
        #expect(
            result.diagnostics == [
                warning(
                    SwiftGenerationMessages.missingConfigurationCondition(
                        "DEBUG", clone: "ALPHA", configuration: "Debug"),
                    Support.SourceLocation(file: alphaDebug, line: 10, column: 1)),
                warning(
                    SwiftGenerationMessages.missingCloneCondition(
                        "CLONE_BETA", clone: "BETA", configuration: "Debug", addition: "CLONE_$(CLONE_IDENTIFIER)"),
                    betaDebug),
                warning(
                    SwiftGenerationMessages.foreignConfigurationCondition(
                        "DEBUG", of: "Debug", clone: "BETA", configuration: "Release"),
                    betaDebug),
                warning(
                    SwiftGenerationMessages.missingCloneCondition(
                        "CLONE_BETA", clone: "BETA", configuration: "Release", addition: "CLONE_$(CLONE_IDENTIFIER)"),
                    betaDebug),
            ])
        #expect(result.diagnostics[1].message.hasSuffix("add 'CLONE_$(CLONE_IDENTIFIER)' to it"))
    }

    /// Where `CLONE_IDENTIFIER` does not make the clone's condition (a clone found through a scheme sets none;
    /// Moonlight's advice expanded to `CLONE_`), the condition itself is the advice.
    @Test func theAdviceIsTheConditionWhereCloneIdentifierDoesNotMakeIt() {
        let debug = ExampleWorkspace.files["Configs/BETA-Debug.xcconfig", default: ""]
            .replacingOccurrences(
                of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) CLONE_$(CLONE_IDENTIFIER)\n", with: ""
            )
            .replacingOccurrences(of: "CLONE_IDENTIFIER = BETA\n", with: "")
        let result = GenerationFixture.generate(["Configs/BETA-Debug.xcconfig": debug])
        let advice = result.diagnostics.filter { $0.message.contains("lacks 'CLONE_BETA'") }.map(\.message)
        #expect(!advice.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(advice.allSatisfy { $0.hasSuffix("; add 'CLONE_BETA' to it") }, "\(advice)")
    }
}
