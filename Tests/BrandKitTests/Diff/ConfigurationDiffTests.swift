import BrandKit
import Support
import Testing
import XCConfig

@Suite struct ConfigurationDiffTests {
    private static let left = ConfigurationDiff.Side(clone: "A", configuration: "Release")
    private static let right = ConfigurationDiff.Side(clone: "B", configuration: "Release")

    private func value(_ category: ValueCategory, _ key: String, _ text: String, line: Int? = nil)
        -> ConfigurationValue
    {
        ConfigurationValue(
            category: category, key: key, value: text,
            source: line.map { ValueSource(.config, at: SourceLocation(file: "/w/a.json", line: $0, column: 1)) }
                ?? .schemaDefault)
    }

    @Test func listsChangedAndOneSidedKeysInCategoryThenLeftOrder() {
        let leftValues = [
            value(.config, "name", "A"), value(.flags, "paywall", "true", line: 3), value(.flags, "comments", "false"),
            value(.plist, "Only", "left"),
        ]
        let rightValues = [
            value(.plist, "Extra", "right"), value(.flags, "comments", "true", line: 9),
            value(.flags, "paywall", "true"), value(.config, "name", "B"),
        ]
        let diff = ConfigurationDiff.compare(leftValues, of: Self.left, with: rightValues, of: Self.right)
        #expect(
            diff.entries.map { "\($0.category.rawValue) \($0.key) \($0.change.rawValue)" } == [
                "flags comments changed", "plist Only left-only", "plist Extra right-only", "config name changed",
            ])
        #expect(diff.entries.first?.left?.value == "false")
        #expect(diff.entries.first?.right?.source.location?.line == 9)
        #expect(diff.categories == ValueCategory.allCases)
        #expect(!diff.isEmpty)
    }

    @Test func equalValuesFromDifferentSourcesAreNoDifference() {
        let diff = ConfigurationDiff.compare(
            [value(.flags, "paywall", "true", line: 3)], of: Self.left, with: [value(.flags, "paywall", "true")],
            of: Self.right)
        #expect(diff.isEmpty)
    }

    /// A build setting set to nothing is one not set, as Xcode has it (Swiftfin's tvOS app includes
    /// `DEVELOPMENT_TEAM = ` and its iOS app sets no team: no difference); a config field or an Info.plist key written
    /// empty is there, and differs from one not written.
    @Test func anEmptySettingIsOneNotSet() {
        let leftValues = [value(.identity, "team", ""), value(.settings, "A", ""), value(.plist, "P", "")]
        let rightValues = [value(.settings, "B", ""), value(.config, "c", "")]
        let diff = ConfigurationDiff.compare(leftValues, of: Self.left, with: rightValues, of: Self.right)
        #expect(diff.entries.map { "\($0.category.rawValue) \($0.key)" } == ["plist P", "config c"])
        let set = ConfigurationDiff.compare(
            [value(.identity, "team", "")], of: Self.left, with: [value(.identity, "team", "ABCDE12345")],
            of: Self.right)
        #expect(set.entries.map(\.key) == ["team"])
    }

    @Test func onlyTheGivenCategoriesAreCompared() {
        let diff = ConfigurationDiff.compare(
            [value(.flags, "x", "1"), value(.settings, "S", "1")], of: Self.left,
            with: [value(.flags, "x", "2"), value(.settings, "S", "2")], of: Self.right, categories: [.settings])
        #expect(diff.entries.map(\.key) == ["S"])
        #expect(diff.categories == [.settings])
    }

    @Test func comparingAConfigurationWithItselfIsEmpty() {
        let workspace = ExampleLoader.load(ExampleWorkspace.files)
        let assembler = CloneConfigurationAssembler(schema: workspace.schema)
        let flattener = ConfigurationFlattener(schema: workspace.schema, includesAllSettings: true)
        guard let alpha = workspace.clone("ALPHA") else {
            Issue.record("no ALPHA")
            return
        }
        let values = flattener.values(of: assembler.assemble(alpha, configuration: "Release"))
        #expect(ConfigurationDiff.compare(values, of: Self.left, with: values, of: Self.left).isEmpty)
    }
}
