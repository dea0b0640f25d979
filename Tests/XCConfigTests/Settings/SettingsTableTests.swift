import Support
import Testing
import XCConfig

@Suite struct SettingsTableTests {
    private static let file = "App.xcodeproj/project.pbxproj"

    /// Entries on consecutive lines from line 10, keys at column 5 and values at column 30.
    private static func entries(_ pairs: [(String, SettingsTable.Value)]) -> [SettingsTable.Entry] {
        pairs.enumerated().map { offset, pair in
            SettingsTable.Entry(
                key: pair.0, keyLocation: Support.SourceLocation(file: file, line: 10 + offset, column: 5),
                value: pair.1, valueLocation: Support.SourceLocation(file: file, line: 10 + offset, column: 30))
        }
    }

    private static func evaluator(_ table: SettingsTable, parameters: ConditionParameters) -> SettingsEvaluator {
        SettingsEvaluator(
            levels: [SettingsLevel(kind: .targetSettings, label: "target", assignments: table.assignments)],
            parameters: parameters)
    }

    @Test func sortedOrderDecidesAndTheLastKeyInheritsTheOthers() {
        let table = SettingsTable(
            entries: Self.entries([
                ("X[sdk=iphoneos*]", .string("$(inherited) sdk")),
                ("X", .string("base")),
                ("X[config=Debug]", .string("$(inherited) debug")),
                ("X[arch=arm64]", .string("$(inherited) arm")),
            ]))
        #expect(
            table.assignments.map { $0.name + $0.conditions.map { "[\($0.parameter)=\($0.pattern)]" }.joined() } == [
                "X", "X[arch=arm64]", "X[config=Debug]", "X[sdk=iphoneos*]",
            ])
        #expect(table.diagnostics.isEmpty)
        let debug = ConditionParameters(sdk: "iphoneos26.0", configuration: "Debug")
        #expect(Self.evaluator(table, parameters: debug).value(of: "X") == "base debug sdk")
        let arm = ConditionParameters(sdk: "iphoneos26.0", arch: "arm64", configuration: "Debug")
        #expect(Self.evaluator(table, parameters: arm).value(of: "X") == "base arm debug sdk")
        let mac = ConditionParameters(sdk: "macosx15.0", configuration: "Release")
        #expect(Self.evaluator(table, parameters: mac).value(of: "X") == "base")
    }

    @Test func aKeyThatSortsLastWinsWhereverItIsWritten() {
        let table = SettingsTable(
            entries: Self.entries([("Y[sdk=iphoneos*]", .string("device")), ("Y", .string("everywhere"))]))
        #expect(Self.evaluator(table, parameters: ConditionParameters(sdk: "iphoneos26.0")).value(of: "Y") == "device")
        #expect(Self.evaluator(table, parameters: ConditionParameters()).value(of: "Y") == "everywhere")
    }

    @Test func namesSortByTheirTextAsSwiftBuildDoes() {
        // `[` (0x5B) sorts before `_` (0x5F) and lowercase letters, after uppercase letters and digits.
        let table = SettingsTable(
            entries: Self.entries([
                ("a", .string("")), ("X_Y", .string("")), ("X[sdk=*]", .string("")), ("X1", .string("")),
                ("X", .string("")),
            ]))
        #expect(table.assignments.map(\.name) == ["X", "X1", "X", "X_Y", "a"])
    }

    @Test(arguments: [
        ([String](), ""),
        (["-ObjC"], "-ObjC"),
        (["-framework", "UIKit"], "-framework UIKit"),
        (["a b"], "a\\ b"),
        ([""], "\"\""),
        (["a", "", "b"], "a \"\" b"),
        (["say \"hi\""], "say\\ \\\"hi\\\""),
        (["it's"], "it\\'s"),
        (["C:\\dir"], "C:\\\\dir"),
        (["tab\there", "line\nbreak\r"], "tab\\\there line\\\nbreak\\\r"),
        (["$(inherited)", "$(SRCROOT)/Vendor"], "$(inherited) $(SRCROOT)/Vendor"),
    ])
    func joinsListsWithEachItemEscaped(items: [String], expected: String) {
        #expect(SettingsTable.text(of: .list(items)) == expected)
        let table = SettingsTable(entries: Self.entries([("L", .list(items))]))
        #expect(table.assignments.map(\.value) == [expected])
    }

    @Test func stringValuesAreKeptAsTheyAre() {
        #expect(SettingsTable.text(of: .string("a b \"c\"")) == "a b \"c\"")
    }

    @Test func listItemsStillExpandReferences() {
        let table = SettingsTable(
            entries: Self.entries([("FLAGS", .list(["$(inherited)", "-DAPP"]))]))
        let evaluator = SettingsEvaluator(
            levels: [
                SettingsLevel(
                    kind: .projectSettings, label: "project",
                    assignments: [SettingAssignment(name: "FLAGS", value: "-DBASE", location: .start(of: "p"))]),
                SettingsLevel(kind: .targetSettings, label: "target", assignments: table.assignments),
            ], parameters: ConditionParameters())
        #expect(evaluator.value(of: "FLAGS") == "-DBASE -DAPP")
    }

    @Test func invalidKeysAreSkippedWithAWarning() {
        let table = SettingsTable(
            entries: Self.entries([
                ("GOOD", .string("1")), ("PRODUCT-NAME", .string("2")), ("X[arch=arm64", .string("3")),
                ("OTHER[sdk=*]", .string("4")),
            ]))
        #expect(table.assignments.map(\.name) == ["GOOD", "OTHER"])
        #expect(
            table.diagnostics == [
                SettingKeyDiagnostics.unexpectedText(
                    "PRODUCT-NAME", found: "'-'", after: "PRODUCT",
                    at: Support.SourceLocation(file: Self.file, line: 11, column: 12)),
                SettingKeyDiagnostics.invalidKey(
                    "X[arch=arm64",
                    problem: XCConfigParseDiagnostics.unterminatedCondition(at: .start(of: Self.file)).message,
                    at: Support.SourceLocation(file: Self.file, line: 12, column: 6)),
            ])
        #expect(table.diagnostics.allSatisfy { $0.severity == .warning && $0.rule == "xcode_setting_key_invalid" })
    }

    @Test func assignmentsKeepTheLocationsOfKeyValueAndConditions() {
        let table = SettingsTable(entries: Self.entries([("A", .string("x")), ("B[config=Debug]", .string("y"))]))
        let assignment = table.assignments.last
        #expect(assignment?.location == Support.SourceLocation(file: Self.file, line: 11, column: 5))
        #expect(assignment?.valueLocation == Support.SourceLocation(file: Self.file, line: 11, column: 30))
        #expect(assignment?.conditions.first?.location == Support.SourceLocation(file: Self.file, line: 11, column: 6))
    }

    @Test func aRepeatedKeyKeepsItsLastValue() {
        let table = SettingsTable(
            entries: Self.entries([("R", .string("first")), ("S", .string("s")), ("R", .string("second"))]))
        #expect(table.assignments.map(\.value) == ["second", "s"])
        let later = Support.SourceLocation(file: Self.file, line: 12, column: 5)
        #expect(
            table.diagnostics == [
                SettingKeyDiagnostics.repeatedKey(
                    "R", laterAt: later, at: Support.SourceLocation(file: Self.file, line: 10, column: 5))
            ])
        #expect(table.diagnostics.first?.notes.first?.location == later)
    }

    /// The items of a list usually stand on lines of their own: a problem in one points at the item, not past the end
    /// of the line of the `(` (found by Fuzz/XcodeProject).
    @Test func problemsInAListItemPointAtTheItem() {
        let items = (11...13).map { Support.SourceLocation(file: Self.file, line: $0, column: 17) }
        let entry = SettingsTable.Entry(
            key: "OTHER_LDFLAGS", keyLocation: Support.SourceLocation(file: Self.file, line: 10, column: 5),
            value: .list(["-ObjC", "a b", "$(inherited"]),
            valueLocation: Support.SourceLocation(file: Self.file, line: 10, column: 21), itemLocations: items)
        let table = SettingsTable(entries: [entry])
        #expect(table.assignments.first?.value == "-ObjC a\\ b $(inherited")
        let diagnostics = Self.evaluator(table, parameters: ConditionParameters()).resolve().diagnostics
        #expect(diagnostics.map(\.rule) == [EvaluationDiagnostics.unterminatedReferenceRule])
        #expect(diagnostics.first?.location == items[2])
    }
}
