import BrandFormats
import BrandKit
import Support
import Testing

/// The message names the clone's folder only when the folder's name is the clone's id; otherwise the id, which is what
/// the identifiers are compared with.
@Suite struct IdentifierMismatchRuleTests {
    /// A clone listed as `first`, built by target ALPHA, reads `Brands/ALPHA`, whose identifiers say ALPHA: the
    /// message said "'ALPHA' does not match the clone's folder 'Brands/ALPHA'", a contradiction.
    @Test func aCloneWhoseIdIsNotItsFoldersNameIsToldItsId() {
        var files = RuleExample.projectBaseline.resolvedFiles
        files["brands.json"] = #"{"clones": [{"id": "first", "target": "ALPHA"}, {"id": "BETA", "scheme": "BETA"}]}"#
        let findings = Validator(rules: [IdentifierMismatchRule.self]).validate(
            ExampleLoader.load(files), today: RuleExampleTests.today)
        #expect(
            findings.map(\.message) == [
                IdentifierMismatchRule.message("clone_identifier", value: "ALPHA", id: "first"),
                IdentifierMismatchRule.message("CLONE_IDENTIFIER in Debug", value: "ALPHA", id: "first"),
                IdentifierMismatchRule.message("CLONE_IDENTIFIER in Release", value: "ALPHA", id: "first"),
            ])
    }

    @Test func aCloneInAFolderOfItsIdIsToldTheFolder() {
        var files = RuleExample.projectBaseline.resolvedFiles
        files["Configs/BETA-Release.xcconfig"] = "#include \"BETA-Debug.xcconfig\"\nCLONE_IDENTIFIER = ALPHA\n"
        let findings = Validator(rules: [IdentifierMismatchRule.self]).validate(
            ExampleLoader.load(files), today: RuleExampleTests.today)
        #expect(
            findings.map(\.message) == [
                IdentifierMismatchRule.message("CLONE_IDENTIFIER in Release", value: "ALPHA", folder: "Brands/BETA")
            ])
    }
}
