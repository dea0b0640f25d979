import BrandKit
import Testing

@Suite struct GeneratedSwiftComparisonTests {
    typealias Difference = GeneratedSwiftComparison.Difference

    static let text = GenerationFixture.generate().text

    /// `text` with the first line holding `needle` after the first line holding `after` replaced by `replacement`.
    static func replacing(_ needle: String, after: String, with replacement: String?) -> (String, Int) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = lines.firstIndex { $0.contains(after) } ?? 0
        let index = lines[start...].firstIndex { $0.contains(needle) } ?? 0
        if let replacement { lines[index] = replacement } else { lines.remove(at: index) }
        return (lines.joined(separator: "\n"), index + 1)
    }

    @Test func equalTextsHaveNoDifferences() {
        #expect(GeneratedSwiftComparison.compare(onDisk: Self.text, generated: Self.text) == [])
    }

    @Test func aChangedValueIsNamedByCloneConfigurationAndPath() {
        let (old, line) = Self.replacing(
            "paywall: true,", after: "(ALPHA) in Release.", with: "                    paywall: false,")
        #expect(
            GeneratedSwiftComparison.compare(onDisk: old, generated: Self.text) == [
                Difference(
                    clone: "ALPHA", configuration: "Release", path: "features.paywall", line: line, old: "false",
                    new: "true")
            ])
    }

    @Test func aNestedValueAndAMissingValueAreFound() {
        let (changed, colorLine) = Self.replacing(
            "light: CloneColor(", after: "(BETA) in Debug.", with: "                        light: CloneColor(),")
        let lines = changed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = lines.firstIndex { $0.contains("(BETA) in Debug.") } ?? 0
        let removed = lines[start...].firstIndex { $0.contains("articleCacheDays:") } ?? 0
        let old = (lines[..<removed] + lines[(removed + 1)...]).joined(separator: "\n")
        let differences = GeneratedSwiftComparison.compare(onDisk: old, generated: Self.text)
        #expect(differences.map(\.path) == ["colors.primary.light", "fields.articleCacheDays"])
        #expect(differences.map(\.clone) == ["BETA", "BETA"])
        #expect(differences.map(\.configuration) == ["Debug", "Debug"])
        #expect(differences.first?.line == colorLine)
        #expect(differences.first?.old == "CloneColor()")
        #expect(differences.last?.old == nil)
        #expect(differences.last?.new == "7")
    }

    @Test func changedDeclarationsAreReportedAtTheirFirstLine() {
        let (old, line) = Self.replacing(
            "public let maxFreeArticles: Int", after: "struct CloneFeatureFlags",
            with: "    public let maxFreeArticles: Double")
        #expect(
            GeneratedSwiftComparison.compare(onDisk: old, generated: Self.text) == [
                Difference(clone: nil, configuration: nil, path: "declarations", line: line, old: nil, new: nil)
            ])
    }

    @Test func aTextThatDiffersOnlyOutsideValuesNamesTheLine() {
        let (old, line) = Self.replacing(
            "static let current", after: "#elseif CLONE_BETA", with: "            public static let current = Clone( ")
        #expect(
            GeneratedSwiftComparison.compare(onDisk: old, generated: Self.text) == [
                Difference(clone: nil, configuration: nil, path: "text", line: line, old: nil, new: nil)
            ])
    }
}
