import BrandFormats
import BrandKit
import BrandsCLI
import Documents
import Testing

/// `custom_fonts.plist` is checked against the schema's text styles like `config.json` against its fields.
@Suite struct FontsPlistTests {
    static let path = "Brands/NWD/custom_fonts.plist"

    @Test(arguments: [
        (
            "<key>headlineFontName</key>", "<key>headlinFontName</key>",
            "Brands/NWD/custom_fonts.plist:13:2: error: unknown key 'headlinFontName' in custom_fonts.plist; did you mean 'headlineFontName'? [unknown_key]"
        ),
        (
            "<real>13.0</real>", "<string>13</string>",
            "Brands/NWD/custom_fonts.plist:12:2: error: 'captionFontSize' in custom_fonts.plist must be a number (<real> or <integer>), not a string [wrong_type]"
        ),
        (
            "<string>NordSerif-Bold</string>", "<integer>3</integer>",
            "Brands/NWD/custom_fonts.plist:14:2: error: 'headlineFontName' in custom_fonts.plist must be a string (a PostScript name), not an integer [wrong_type]"
        ),
        (
            "<real>28.0</real>", "<real>-1</real>",
            "Brands/NWD/custom_fonts.plist:16:2: error: 'headlineFontSize' in custom_fonts.plist: a font size must be above 0, not -1 [invalid_value]"
        ),
    ])
    func aMistakeIsReportedWhereItIs(original: String, replacement: String, finding: String) {
        let run = SampleWorkspace.run(
            ["validate", "NWD"],
            changing: [Self.path: SampleWorkspace.read(Self.path, replacing: original, with: replacement)])
        #expect(run.status == .failure)
        #expect(run.standardOutput == finding + "\n1 error, 0 warnings in 1 clone\n")
    }

    @Test func aRootThatIsNoDictionaryIsReported() {
        let text = SampleWorkspace.read(Self.path).replacingOccurrences(of: "<dict>", with: "<array>")
            .replacingOccurrences(of: "</dict>", with: "</array>").replacingOccurrences(of: "key>", with: "string>")
        let run = SampleWorkspace.run(["validate", "NWD"], changing: [Self.path: text])
        #expect(run.standardOutput.contains("custom_fonts.plist must be a dictionary, not an array [wrong_type]"))
    }

    @Test func theSchemaMayNameTheKeys() throws {
        let json = #"{"typography": {"title": {"name_key": "TitleFont", "size_key": "TitleSize"}}}"#
        let node = try #require(JSONParser.parse(Array(json.utf8), file: "schema.json").value)
        let decoded = SchemaDecoder.decode(node, file: "schema.json")
        #expect(decoded.diagnostics == [])
        #expect(decoded.value?.fontStyles.map(\.nameKey) == ["TitleFont"])
        #expect(decoded.value?.fontStyles.map(\.sizeKey) == ["TitleSize"])
    }
}
