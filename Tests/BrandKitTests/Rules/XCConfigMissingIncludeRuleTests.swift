import BrandKit
import Support
import Testing
import XCConfig

/// `xcconfig_missing_include` says how to make a Flutter app's `Generated.xcconfig`, which no repository commits.
@Suite struct XCConfigMissingIncludeRuleTests {
    @Test(arguments: [
        ("/w/ios/Flutter/Debug.xcconfig", "Generated.xcconfig", true),
        ("/w/ios/Runner/Configs/Flavor.xcconfig", "../../Flutter/Generated.xcconfig", true),
        ("/w/ios/Flutter/Debug.xcconfig", "Generatd.xcconfig", false),
        ("/w/Configs/App.xcconfig", "Generated.xcconfig", false),
        ("/w/ios/Flutter/Debug.xcconfig", "Pods/Target Support Files/P/P.debug.xcconfig", false),
    ])
    func aMissingFlutterGeneratedFileSaysHowToMakeIt(includer: String, include: String, noted: Bool) {
        let diagnostic = XCConfigLoadDiagnostics.missingInclude(
            include, searched: ["ios/Flutter"], triedExtension: false, suggestion: "Other.xcconfig",
            at: SourceLocation(file: includer, line: 2, column: 1))
        let checked = XCConfigMissingIncludeRule.notingFlutter(diagnostic)
        #expect(checked.message == diagnostic.message)
        #expect(Array(checked.notes.prefix(diagnostic.notes.count)) == diagnostic.notes)
        #expect(checked.notes.map(\.message).contains(XCConfigMissingIncludeRule.flutterNote) == noted)
    }

    @Test func validateGivesTheNote() throws {
        var files = RuleExample.baseline.resolvedFiles
        files["ios/Flutter/Debug.xcconfig"] = "#include \"Generated.xcconfig\"\n"
        files["Configs/ALPHA-Debug.xcconfig", default: ""] += "#include \"../ios/Flutter/Debug.xcconfig\"\n"
        let workspace = ExampleLoader.load(files)
        let found = Validator(rules: [XCConfigMissingIncludeRule.self]).validate(
            workspace, today: RuleExampleTests.today)
        let diagnostic = try #require(found.first { $0.rule == XCConfigLoadDiagnostics.missingIncludeRule })
        #expect(diagnostic.location.file.hasSuffix("ios/Flutter/Debug.xcconfig"))
        #expect(diagnostic.notes.last?.message == XCConfigMissingIncludeRule.flutterNote)
    }
}
