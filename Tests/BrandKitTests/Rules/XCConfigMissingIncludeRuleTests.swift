import Support
import Testing
import XCConfig

@testable import BrandKit

/// `xcconfig_missing_include` says what writes a file that tools write and repositories do not commit, and reports an
/// include once however many chains reach it.
@Suite struct XCConfigMissingIncludeRuleTests {
    @Test(
        arguments: [
            ("/w/ios/Flutter/Debug.xcconfig", "Generated.xcconfig", XCConfigLoadDiagnostics.flutterGeneratedNote),
            (
                "/w/ios/Runner/Configs/Flavor.xcconfig", "../../Flutter/Generated.xcconfig",
                XCConfigLoadDiagnostics.flutterGeneratedNote
            ),
            ("/w/ios/Flutter/Debug.xcconfig", "Generatd.xcconfig", nil),
            ("/w/Configs/App.xcconfig", "Generated.xcconfig", nil),
            (
                "/w/ios/Flutter/Debug.xcconfig", "Pods/Target Support Files/P/P.debug.xcconfig",
                XCConfigLoadDiagnostics.cocoaPodsNote
            ),
            ("/w/App/App.xcconfig", "../Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig", "CocoaPods"),
            ("/w/App/App.xcconfig", "Pods/Pods-App.release.xcconfig", nil),
        ] as [(String, String, String?)])
    func aMissingToolWrittenFileSaysWhatWritesIt(includer: String, include: String, note: String?) {
        let diagnostic = XCConfigLoadDiagnostics.missingInclude(
            include, searched: ["ios/Flutter"], triedExtension: false, suggestion: "Other.xcconfig",
            at: SourceLocation(file: includer, line: 2, column: 1))
        #expect(diagnostic.notes.first?.message.hasPrefix("looked for '\(include)' in 'ios/Flutter'") == true)
        let expected = note == "CocoaPods" ? XCConfigLoadDiagnostics.cocoaPodsNote : note
        #expect(diagnostic.notes.dropFirst().map(\.message) == (expected.map { [$0] } ?? []))
    }

    @Test func validateGivesTheNoteOncePerInclude() throws {
        // ALPHA includes the Flutter file from Configs/, BETA through Configs/Flavors/: the folders searched for the
        // missing include differ with the chain, and the include is still one finding.
        var files = RuleExample.baseline.resolvedFiles
        files["ios/Flutter/Debug.xcconfig"] = "#include \"Generated.xcconfig\"\n"
        files["Configs/ALPHA-Debug.xcconfig", default: ""] += "#include \"../ios/Flutter/Debug.xcconfig\"\n"
        files["Configs/Flavors/Beta.xcconfig"] = "#include \"../../ios/Flutter/Debug.xcconfig\"\n"
        files["Configs/BETA-Debug.xcconfig", default: ""] += "#include \"Flavors/Beta.xcconfig\"\n"
        let workspace = ExampleLoader.load(files)
        let engine = workspace.diagnostics.filter { $0.rule == XCConfigLoadDiagnostics.missingIncludeRule }
        #expect(Set(engine.map(\.notes)).count == 2, "\(engine)")
        let found = Validator(rules: [XCConfigMissingIncludeRule.self]).validate(
            workspace, today: RuleExampleTests.today)
        #expect(found.count == 1, "\(found)")
        let diagnostic = try #require(found.first)
        #expect(diagnostic.location.file.hasSuffix("ios/Flutter/Debug.xcconfig"))
        #expect(diagnostic.notes.last?.message == XCConfigLoadDiagnostics.flutterGeneratedNote)
    }

    /// A missing include git ignores is one a person or a script writes (eduvpn's `Developer.xcconfig`, from
    /// `Developer.xcconfig.template`): the note says which ignore file's line, as for other missing files.
    @Test func anIgnoredIncludeSaysSo() {
        var files = ExampleWorkspace.files
        files["Configs/ALPHA-Debug.xcconfig", default: ""] += "#include \"Developer.xcconfig\"\n"
        files[".gitignore"] = "build/\nConfigs/Developer.xcconfig\n"
        let findings = Validator(rules: [XCConfigMissingIncludeRule.self]).validate(
            ExampleLoader.load(files), today: RuleExampleTests.today)
        #expect(findings.count == 1, "\(findings.map(\.message))")
        #expect(
            findings.first?.notes.last?.message
                == "git ignores 'Configs/Developer.xcconfig' (here), so something in the repository writes it: run "
                + "that first")
        #expect(findings.first?.notes.last?.location?.line == 2)
        // Not ignored, no such note.
        files[".gitignore"] = "build/\n"
        let plain = Validator(rules: [XCConfigMissingIncludeRule.self]).validate(
            ExampleLoader.load(files), today: RuleExampleTests.today)
        #expect(plain.first?.notes.contains { $0.message.hasPrefix("git ignores") } == false)
        // A file Flutter or CocoaPods writes has its tool's note, not this one as well (every Flutter app ignores
        // Generated.xcconfig and Pods).
        files["Configs/ALPHA-Debug.xcconfig", default: ""] += "#include \"Flutter/Generated.xcconfig\"\n"
        files[".gitignore"] = "Generated.xcconfig\n"
        let flutter = Validator(rules: [XCConfigMissingIncludeRule.self]).validate(
            ExampleLoader.load(files), today: RuleExampleTests.today
        ).filter { $0.message.contains("Generated.xcconfig") }
        #expect(flutter.count == 1)
        #expect(flutter.first?.notes.last?.message == XCConfigLoadDiagnostics.flutterGeneratedNote)
    }

    /// A template beside the missing file says how to make it (WireGuard's `Developer.xcconfig.template`, safe-ios's
    /// `Config.Example.xcconfig`), as for a missing base configuration; with two templates, neither is named.
    @Test func aTemplateBesideTheMissingFileIsNamed() throws {
        var files = ExampleWorkspace.files
        files["Configs/ALPHA-Debug.xcconfig", default: ""] += "#include \"Developer.xcconfig\"\n"
        files["Configs/Developer.xcconfig.template"] = "DEVELOPMENT_TEAM = \n"
        let findings = Validator(rules: [XCConfigMissingIncludeRule.self]).validate(
            ExampleLoader.load(files), today: RuleExampleTests.today)
        let finding = try #require(findings.first, "\(findings)")
        let note = try #require(finding.notes.last)
        #expect(
            note.message
                == "'Developer.xcconfig.template' beside it is its template: copy it to 'Developer.xcconfig' and fill it in"
        )
        #expect(note.location?.file.hasSuffix("/Configs/Developer.xcconfig.template") == true)
        files["Configs/Developer.example.xcconfig"] = "DEVELOPMENT_TEAM = \n"
        let two = Validator(rules: [XCConfigMissingIncludeRule.self]).validate(
            ExampleLoader.load(files), today: RuleExampleTests.today)
        #expect(two.first?.notes.contains { $0.message.contains("template") } == false, "\(two)")
    }

    /// A missing include git ignores with a template beside it (`Secrets.xcconfig.template`,
    /// `Secrets.template.xcconfig`) is a file each checkout makes from the template: the ignore note says so, and does
    /// not send the reader after something in the repository that writes it, and the template note says how.
    @Test(arguments: ["Secrets.xcconfig.template", "Secrets.template.xcconfig"])
    func anIgnoredIncludeWithATemplateIsMadeFromIt(template: String) throws {
        var files = ExampleWorkspace.files
        files["Configs/ALPHA-Debug.xcconfig", default: ""] += "#include \"Secrets.xcconfig\"\n"
        files["Configs/\(template)"] = "API_KEY = \n"
        files[".gitignore"] = "build/\nSecrets.xcconfig\n"
        let findings = Validator(rules: [XCConfigMissingIncludeRule.self]).validate(
            ExampleLoader.load(files), today: RuleExampleTests.today)
        let finding = try #require(findings.first, "\(findings)")
        #expect(findings.count == 1)
        #expect(
            finding.notes.dropFirst().map(\.message) == [
                "git ignores 'Configs/Secrets.xcconfig' (here), so it is local to each checkout, made from "
                    + "'\(template)'",
                "'\(template)' beside it is its template: copy it to 'Secrets.xcconfig' and fill it in",
            ])
        #expect(finding.notes.dropFirst().map { $0.location?.line } == [2, 1])
        #expect(!finding.notes.contains { $0.message.contains("writes it") })
    }

    /// The path is read back from the message the engine writes.
    @Test func theIncludedPathIsTheEnginesOwn() {
        let diagnostic = XCConfigLoadDiagnostics.missingInclude(
            "Local/Dev.xcconfig", searched: ["a"], triedExtension: true, suggestion: "Dev2.xcconfig",
            at: SourceLocation(file: "/w/a/B.xcconfig", line: 1, column: 1))
        #expect(XCConfigMissingIncludeRule.includedPath(in: diagnostic.message) == "Local/Dev.xcconfig")
        #expect(XCConfigMissingIncludeRule.includedPath(in: "something else") == nil)
    }
}
