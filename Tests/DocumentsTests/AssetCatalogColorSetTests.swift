import Documents
import Support
import Testing

/// Colour sets Xcode cannot read: unknown keys and colour spaces are reported, not read as sets without colours.
@Suite struct AssetCatalogColorSetTests {
    private let root = "/w/Brand.xcassets"

    private func location(_ file: String, _ line: Int, _ column: Int) -> Support.SourceLocation {
        Support.SourceLocation(file: file, line: line, column: column)
    }

    private func colorSetJSON(_ components: String, colorSpace: String = "srgb") -> String {
        """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "\(colorSpace)",
                "components" : \(components)
              },
              "idiom" : "universal"
            }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """
    }

    @Test(arguments: AssetCatalogReader.colorSpaces)
    func everyColorSpaceXcodeWritesIsRead(colorSpace: String) {
        let components = #"{"red": "0.5", "green": "0.5", "blue": "0.5", "alpha": "1.000"}"#
        let fileSystem = InMemoryFileSystem(files: [
            "\(root)/C.colorset/Contents.json": colorSetJSON(components, colorSpace: colorSpace)
        ])
        let parsed = AssetCatalogReader(fileSystem: fileSystem).read(at: root)
        #expect(parsed.diagnostics == [])
        #expect(parsed.value?.colorSets.first?.variants.first?.colorSpace == colorSpace)
    }

    @Test(arguments: [
        (
            "cmyk",
            "unknown color space 'cmyk'; use one of srgb, display-p3, extended-srgb, extended-linear-srgb, gray-gamma-22, extended-gray"
        ),
        ("display-p4", "unknown color space 'display-p4'; did you mean 'display-p3'?"),
    ])
    func anUnknownColorSpaceIsReported(colorSpace: String, message: String) {
        let file = "\(root)/C.colorset/Contents.json"
        let components = #"{"red": "0.5", "green": "0.5", "blue": "0.5", "alpha": "1.000"}"#
        let fileSystem = InMemoryFileSystem(files: [file: colorSetJSON(components, colorSpace: colorSpace)])
        let parsed = AssetCatalogReader(fileSystem: fileSystem).read(at: root)
        #expect(parsed.diagnostics == [AssetCatalogDiagnostics.invalidColor(message, at: location(file, 5, 25))])
        #expect(parsed.value?.colorSets.first?.variants == [])
    }

    @Test func unknownKeysOfAColorSetAreReported() {
        let file = "\(root)/C.colorset/Contents.json"
        let text = colorSetJSON(#"{"red": "0", "green": "0", "blue": "0", "alpha": "1"}"#)
            .replacingOccurrences(of: "\"colors\"", with: "\"colours\"")
        let fileSystem = InMemoryFileSystem(files: [file: text])
        let parsed = AssetCatalogReader(fileSystem: fileSystem).read(at: root)
        #expect(
            parsed.diagnostics == [
                AssetCatalogDiagnostics.invalidContents(
                    "unknown key 'colours' in a colour set; did you mean 'colors'?", at: location(file, 2, 3))
            ])
        let entry = colorSetJSON(#"{"red": "0", "green": "0", "blue": "0", "alpha": "1"}"#)
            .replacingOccurrences(of: "\"idiom\"", with: "\"idom\"")
            .replacingOccurrences(of: "\"color-space\"", with: "\"colour-space\"")
        let entryParsed = AssetCatalogReader(fileSystem: InMemoryFileSystem(files: [file: entry])).read(at: root)
        #expect(
            entryParsed.diagnostics.map(\.message) == [
                "unknown key 'idom' in a colour entry; did you mean 'idiom'?",
                "unknown key 'colour-space' in 'color'; did you mean 'color-space'?",
            ])
    }
}
