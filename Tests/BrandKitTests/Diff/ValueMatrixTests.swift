import BrandKit
import Support
import Testing
import XCConfig

@Suite struct ValueMatrixTests {
    private func value(_ category: ValueCategory, _ key: String, _ text: String) -> ConfigurationValue {
        ConfigurationValue(category: category, key: key, value: text, source: .schemaDefault)
    }

    @Test func rowsFollowTheFirstCloneHavingThemAndCategoriesStayTogether() {
        let matrix = ValueMatrix.build([
            ("A", [value(.flags, "x", "true"), value(.settings, "S", "1")]),
            ("B", [value(.flags, "x", "false"), value(.flags, "y", "1"), value(.settings, "S", "1")]),
        ])
        #expect(matrix.clones == ["A", "B"])
        #expect(matrix.rows.map(\.key) == ["S", "x", "y"])
        #expect(matrix.rows[2].cells.map { $0?.value } == [nil, "1"])
        #expect(matrix.rows[0].isUniform)
        #expect(!matrix.rows[1].isUniform)
    }

    @Test func theFilterKeepsOnlyAcceptedValues() {
        let matrix = ValueMatrix.build([("A", [value(.flags, "x", "1"), value(.theme, "color.a", "#000000")])]) {
            $0.category == .theme
        }
        #expect(matrix.rows.map(\.key) == ["color.a"])
    }
}
