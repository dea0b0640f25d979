import BrandKit
import Support
import Testing
import XCConfig

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
}
