import Documents
import Testing

/// The names of asset and group folders without their extension, against the definition by characters.
@Suite struct AssetCatalogBaseNameTests {
    private func byCharacters(_ name: String) -> String {
        name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
    }

    @Test(arguments: [
        "Primary.colorset", "Brand.Colors.colorset", "noextension", ".hidden", "trailing.", "..", "", "é.colorset",
        "a.\u{301}b", "Ünïcode.imageset", "😀.appiconset",
    ])
    func baseNameIsEverythingBeforeTheLastDot(name: String) {
        #expect(AssetCatalogReader.baseName(name) == byCharacters(name))
    }

    @Test func randomNamesMatchTheDefinition() {
        var random = SeededGenerator(seed: 11)
        let pieces = ["a", "B", ".", "-", " ", "é", "\u{301}", "😀", "set"]
        for _ in 0..<2_000 {
            var name = ""
            for _ in 0..<Int.random(in: 0...8, using: &random) { name += pieces.randomElement(using: &random) ?? "" }
            #expect(AssetCatalogReader.baseName(name) == byCharacters(name), "\(name.debugDescription)")
        }
    }
}
