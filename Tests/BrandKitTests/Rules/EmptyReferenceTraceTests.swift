import BrandKit
import Support
import Testing
import XCConfig

/// The notes that trace an empty part of a value to where it starts.
@Suite struct EmptyReferenceTraceTests {
    static func settings(_ text: String) -> ResolvedSettings {
        let file = XCConfigParser.parse(Array(text.utf8), path: "/w/A.xcconfig")
        let assignments = file.statements.compactMap { statement -> SettingAssignment? in
            if case .assignment(let assignment) = statement { return assignment }
            return nil
        }
        let level = SettingsLevel(kind: .xcconfig, label: "A.xcconfig", assignments: assignments)
        return SettingsEvaluator(levels: [level], parameters: ConditionParameters()).resolve()
    }

    static func notes(_ names: [String], _ text: String) -> [String] {
        EmptyReferenceTrace.notes(for: names, in: settings(text)).map { note in
            (note.location.map { "\($0.line): " } ?? "") + note.message
        }
    }

    @Test func aChainOfReferencesEndsWhereNothingIsSet() {
        #expect(
            Self.notes(["A"], "A = $(B)\nB = ${C}\n")
                == ["1: 'A' is empty: A = $(B)", "2: B = ${C}", "'C' is set nowhere"])
    }

    @Test func aSettingSetEmptyIsTheCauseOnlyWhenNoChainEndsUnset() {
        #expect(Self.notes(["SUFFIX"], "SUFFIX =\n") == ["1: 'SUFFIX' is set empty"])
        #expect(Self.notes(["SUFFIX", "TEAM"], "SUFFIX =\n") == ["'TEAM' is set nowhere"])
    }

    @Test func settingsWithValuesInheritedAndRepeatsGetNoNotes() {
        #expect(Self.notes(["A", "inherited", "A"], "A = x\n").isEmpty)
        #expect(Self.notes(["A", "A"], "A = $(B)\n") == ["1: 'A' is empty: A = $(B)", "'B' is set nowhere"])
    }

    @Test func aSettingThatRefersToItselfHasNothingBeneathIt() {
        #expect(Self.notes(["V"], "V = $(V)\n") == ["1: 'V' is empty: V = $(V), with nothing beneath it"])
    }

    @Test func aValueBuiltOfSeveralPartsEndsTheChain() {
        #expect(Self.notes(["A"], "A = $(B)$(C)\n") == ["1: 'A' is empty: A = $(B)$(C)"])
    }

    @Test func aCycleEnds() {
        #expect(Self.notes(["A"], "A = $(B)\nB = $(A)\n") == ["1: 'A' is empty: A = $(B)", "2: B = $(A)"])
    }

    @Test func onlyAPlainReferenceIsFollowed() {
        #expect(EmptyReferenceTrace.onlyReference("$(X)") == "X")
        #expect(EmptyReferenceTrace.onlyReference("${X}") == "X")
        #expect(EmptyReferenceTrace.onlyReference("$(X:lower)") == nil)
        #expect(EmptyReferenceTrace.onlyReference("a$(X)") == nil)
        #expect(EmptyReferenceTrace.onlyReference("$(X)b") == nil)
    }
}
