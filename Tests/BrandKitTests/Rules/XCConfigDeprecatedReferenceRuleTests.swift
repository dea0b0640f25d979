import BrandKit
import Support
import Testing
import XCConfig

/// One deprecated reference in one file is one finding, however often it is written there.
@Suite struct XCConfigDeprecatedReferenceRuleTests {
    static func finding(_ reference: String, line: Int, file: String = "/w/App.xcodeproj/project.pbxproj")
        -> Diagnostic
    {
        EvaluationDiagnostics.deprecatedReference(
            "${\(reference)}", canonical: "$(\(reference))", at: SourceLocation(file: file, line: line, column: 7))
    }

    /// nextcloud/talk-ios writes `${PODS_ROOT}` in a hundred search paths of its project file: one warning, at the
    /// first, with a note of the others' lines; another reference, another file and other rules stay as they are.
    @Test func repeatsOfOneReferenceInOneFileAreOneFinding() {
        let other = Diagnostic(
            .error, rule: "json_syntax", "bad", at: SourceLocation(file: "/w/a.json", line: 1, column: 1))
        let input = [
            Self.finding("PODS_ROOT", line: 12), other, Self.finding("PODS_ROOT", line: 10),
            Self.finding("PODS_ROOT", line: 12), Self.finding("SRCROOT", line: 11),
            Self.finding("PODS_ROOT", line: 3, file: "/w/Other.xcconfig"),
        ]
        let grouped = XCConfigDeprecatedReferenceRule.grouped(input)
        #expect(grouped.map(\.location.line) == [10, 1, 11, 3])
        #expect(grouped[0].notes.map(\.message) == ["and 2 more times in this file, on line 12: replace them all"])
        // The note is where the next one is, so that it is a `path:line:col:` line of its own.
        #expect(grouped[0].notes.map(\.location) == [Self.finding("PODS_ROOT", line: 12).location])
        #expect(grouped[1] == other)
        #expect(grouped[2].notes.isEmpty && grouped[3].notes.isEmpty)
        #expect(XCConfigDeprecatedReferenceRule.grouped([Self.finding("X", line: 1)]) == [Self.finding("X", line: 1)])
    }
}
