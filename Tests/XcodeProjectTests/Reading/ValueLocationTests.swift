import Support
import Testing
import XCConfig

@testable import XcodeProject

/// A build setting value whose text is not the file's, column for column, reports its problems at its start.
@Suite struct ValueLocationTests {
    static let file = "/p/App.xcodeproj/project.pbxproj"
    static let start = SourceLocation(file: file, line: 3, column: 10)

    /// Bytes that are not UTF-8 read as replacement characters, not as many as the file's line has: counted into the
    /// value, an unterminated `$(` was placed past the end of its line (a fuzzer's input, now a seed).
    @Test func aValueWithReplacementCharactersReportsAtItsStart() throws {
        let assignment = SettingAssignment(
            name: "A", value: "\u{FFFD}\u{FFFD}\u{FFFD} x $(", location: .start(of: Self.file),
            valueLocation: Self.start)
        let pointed = ModelBuilder.pointedAtItsStart(assignment)
        #expect(
            pointed.valueContinuations == [ValueContinuation(offset: 0, location: Self.start, countsColumns: false)])
        let resolved = SettingsEvaluator(
            levels: [SettingsLevel(kind: .targetSettings, label: "target", assignments: [pointed])],
            parameters: ConditionParameters()
        ).resolve()
        let unterminated = try #require(resolved.diagnostics.first { $0.message.contains("unterminated") })
        #expect(unterminated.location == Self.start)
    }

    @Test func aValueOfTheFilesTextCountsColumns() {
        let assignment = SettingAssignment(
            name: "A", value: "é x $(", location: .start(of: Self.file), valueLocation: Self.start)
        #expect(ModelBuilder.pointedAtItsStart(assignment) == assignment)
        let resolved = SettingsEvaluator(
            levels: [SettingsLevel(kind: .targetSettings, label: "target", assignments: [assignment])],
            parameters: ConditionParameters()
        ).resolve()
        #expect(resolved.diagnostics.contains { $0.location.column == Self.start.column + 4 })
    }
}
