import Documents
import Support
import Testing

/// The direct reading of colour components against the general one, which defines the results: the same value to
/// the bit, or the same problem, for every text.
@Suite struct ColorComponentTests {
    private static let location = SourceLocation(file: "Contents.json", line: 1, column: 1)

    private func expectSame(_ node: JSONNode, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for (isAlpha, isExtended) in [(false, false), (true, false), (false, true), (true, true)] {
            let fast = ColorComponent.parse(node, isAlpha: isAlpha, allowsExtendedRange: isExtended)
            let general = ColorComponent.parseStraightforwardly(node, isAlpha: isAlpha, allowsExtendedRange: isExtended)
            switch (fast, general) {
            case (.success(let value), .success(let expected)):
                #expect(value.bitPattern == expected.bitPattern, "\(node.value)", sourceLocation: sourceLocation)
            case (.failure(let problem), .failure(let expected)):
                #expect(problem == expected, "\(node.value)", sourceLocation: sourceLocation)
            default:
                Issue.record("\(node.value): \(fast) but \(general)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test(arguments: [
        "0", "1", "255", "256", "007", "0.5", "1.000", "0.071", "-0.5", "-0.000", "1.5", "000.25", "0.1234567890123",
        "0.12345678901234", "1234567890123456", "0.123456789012345678", "-5", "+0.5", "1.", ".5", "", " 0.5", "0.5 ",
        "0x80", "0XFF", "1e0", "1E-1", "nan", "inf", "-", ".", "1..2", "0.5.", "12a", "é",
        // Digits beyond what a Double holds exactly, where dividing would round twice.
        "0.9999999999999999", "0.30000000000000004", "0.12345678901234567", "-0.9999999999999999",
    ])
    func writtenTextsReadAsByTheGeneralRules(text: String) {
        expectSame(JSONNode(.string(text), at: Self.location))
        expectSame(JSONNode(.number(JSONNumber(literal: text)), at: Self.location))
    }

    @Test(arguments: 0..<4)
    func randomTextsReadAsByTheGeneralRules(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let pieces = ["0", "1", "9", "5", ".", "-", "+", "e", "x", " ", "255", "000"]
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...18, using: &random) { text += pieces.randomElement(using: &random) ?? "" }
            expectSame(JSONNode(.string(text), at: Self.location))
        }
    }

    @Test func otherKindsAreNoComponent() {
        expectSame(JSONNode(.bool(true), at: Self.location))
        expectSame(JSONNode(.null, at: Self.location))
    }
}
