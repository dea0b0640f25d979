import Documents
import Foundation
import Support
import Testing

@Suite struct AssetCatalogReaderTests {
    typealias Message = AssetCatalogDiagnostics.Message
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

    @Test func readsColorsWithAppearancesAndReferences() throws {
        let contents = """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "display-p3",
                    "components" : { "alpha" : "1.000", "blue" : "0x80", "green" : "128", "red" : "0.500" }
                  },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "platform" : "ios", "reference" : "systemBlueColor" },
                  "idiom" : "iphone"
                },
                {
                  "appearances" : [ { "appearance" : "luminosity", "value" : "dark" }, { "appearance" : "contrast", "value" : "high" } ],
                  "color" : { "color-space" : "gray-gamma-22", "components" : { "white" : 0.25, "alpha" : 0.5 } },
                  "idiom" : "universal"
                }
              ]
            }
            """
        let fileSystem = InMemoryFileSystem(files: ["\(root)/Primary.colorset/Contents.json": contents])
        let parsed = AssetCatalogReader(fileSystem: fileSystem).read(at: root)
        #expect(parsed.diagnostics.isEmpty)
        let catalog = try #require(parsed.value)
        #expect(catalog.path == root)
        let set = try #require(catalog.colorSet(named: "Primary"))
        #expect(set.path == "\(root)/Primary.colorset")
        let file = "\(root)/Primary.colorset/Contents.json"
        let half = 128.0 / 255
        #expect(
            set.variants == [
                ColorVariant(
                    appearance: .any, idiom: "universal",
                    content: .components(
                        RGBAColor(red: 0.5, green: half, blue: half, alpha: 1), colorSpace: "display-p3"),
                    location: location(file, 3, 5)),
                ColorVariant(
                    appearance: .dark, idiom: "iphone", content: .systemColor("systemBlueColor"),
                    location: location(file, 10, 5)),
                ColorVariant(
                    appearance: .darkHighContrast, idiom: "universal",
                    content: .components(
                        RGBAColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5), colorSpace: "gray-gamma-22"),
                    location: location(file, 15, 5)),
            ])
        #expect(set.variants[0].color?.hexString == "#808080")
        #expect(set.variants[1].systemColorName == "systemBlueColor")
        #expect(set.variants[1].color == nil)
        #expect(set.variants[2].colorSpace == "gray-gamma-22")
    }

    @Test(arguments: [
        (
            #"{"red": "1.000", "green": "0.000", "blue": "0", "alpha": "1"}"#, "srgb",
            RGBAColor(red: 1, green: 0, blue: 0)
        ),
        (
            #"{"red": 255, "green": "0xff", "blue": "0XFF", "alpha": "0x80"}"#, "srgb",
            RGBAColor(red: 1, green: 1, blue: 1, alpha: 128.0 / 255)
        ),
        (
            #"{"red": "-0.25", "green": "1.5", "blue": "0.5", "alpha": "1.000"}"#, "extended-srgb",
            RGBAColor(red: -0.25, green: 1.5, blue: 0.5)
        ),
    ])
    func componentForms(components: String, colorSpace: String, expected: RGBAColor) throws {
        let fileSystem = InMemoryFileSystem(files: [
            "\(root)/C.colorset/Contents.json": colorSetJSON(components, colorSpace: colorSpace)
        ])
        let parsed = AssetCatalogReader(fileSystem: fileSystem).read(at: root)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.value?.colorSets.first?.variants.first?.color == expected)
    }

    @Test(arguments: [
        (
            #"{"red": "abc", "green": "0", "blue": "0", "alpha": "1"}"#, 6, 32,
            Message.invalidComponent("red", value: "abc")
        ),
        (
            #"{"red": "0", "green": "256", "blue": "0", "alpha": "1"}"#, 6, 46,
            Message.invalidComponent("green", value: "256")
        ),
        (
            #"{"red": "0", "green": "0", "blue": "1.5", "alpha": "1"}"#, 6, 59,
            Message.invalidComponent("blue", value: "1.5")
        ),
        (
            #"{"red": "0", "green": "0", "blue": "0x1FF", "alpha": "1"}"#, 6, 59,
            Message.invalidComponent("blue", value: "0x1FF")
        ),
        (#"{"red": "0", "green": "0", "blue": "0", "alpha": "255"}"#, 6, 73, Message.invalidAlpha("255")),
        (
            #"{"red": "0", "green": "0", "blue": true, "alpha": "1"}"#, 6, 59,
            Message.invalidComponent("blue", value: "a boolean")
        ),
        (#"{"red": "0", "green": "0", "alpha": "1"}"#, 6, 24, Message.missingComponent("blue")),
    ])
    func invalidComponentsAreReportedAtTheValue(components: String, line: Int, column: Int, message: String) throws {
        let file = "\(root)/C.colorset/Contents.json"
        let fileSystem = InMemoryFileSystem(files: [file: colorSetJSON(components)])
        let parsed = AssetCatalogReader(fileSystem: fileSystem).read(at: root)
        #expect(parsed.diagnostics == [AssetCatalogDiagnostics.invalidColor(message, at: location(file, line, column))])
        #expect(parsed.value?.colorSets.first?.variants == [])
    }

    /// Xcode writes a colour left unset (a new project's AccentColor) as an entry without `color`.
    @Test func colorEntryWithoutColorIsAnUnsetColor() throws {
        let file = "\(root)/C.colorset/Contents.json"
        let fileSystem = InMemoryFileSystem(files: [file: "{\"colors\": [{\"idiom\": \"universal\"}]}"])
        let parsed = AssetCatalogReader(fileSystem: fileSystem).read(at: root)
        #expect(parsed.diagnostics == [])
        #expect(try #require(parsed.value?.colorSets.first).variants == [])
    }

    @Test func colorThatIsNoObjectIsReported() {
        let file = "\(root)/C.colorset/Contents.json"
        let fileSystem = InMemoryFileSystem(files: [file: "{\"colors\": [{\"color\": 3}]}"])
        let parsed = AssetCatalogReader(fileSystem: fileSystem).read(at: root)
        #expect(
            parsed.diagnostics == [
                AssetCatalogDiagnostics.invalidColor(Message.missingColor, at: location(file, 1, 23))
            ])
    }

    @Test func syntaxErrorsAndMissingContentsAreReportedAndSetsKept() throws {
        let broken = "\(root)/Broken.colorset/Contents.json"
        var fileSystem = InMemoryFileSystem(files: [broken: "{\n  \"colors\": [,]\n}"])
        fileSystem.createDirectory("\(root)/Empty.colorset")
        fileSystem.createDirectory("\(root)/NoJSON.appiconset")
        fileSystem.write("{\"colors\": {}}", to: "\(root)/Shape.colorset/Contents.json")
        let parsed = AssetCatalogReader(fileSystem: fileSystem).read(at: root)
        #expect(
            parsed.diagnostics == [
                JSONDiagnostics.syntax(
                    JSONDiagnostics.Message.expectedValue(found: "','"), at: location(broken, 2, 14)),
                AssetCatalogDiagnostics.missingContents(setPath: "\(root)/Empty.colorset"),
                AssetCatalogDiagnostics.missingContents(setPath: "\(root)/NoJSON.appiconset"),
                AssetCatalogDiagnostics.invalidContents(
                    Message.wrongKind("colors", expected: "an array", found: "an object"),
                    at: location("\(root)/Shape.colorset/Contents.json", 1, 12)),
            ])
        #expect(parsed.diagnostics[1].location == location("\(root)/Empty.colorset/Contents.json", 1, 1))
        let catalog = try #require(parsed.value)
        #expect(catalog.colorSets.map(\.name) == ["Broken", "Empty", "Shape"])
        #expect(catalog.appIconSets.map(\.name) == ["NoJSON"])
    }

    @Test func trailingCommasAreReadAsXcodeReadsThemWithAWarning() throws {
        let file = "\(root)/Tag.imageset/Contents.json"
        let text = """
            {
              "images" : [
                {
                  "filename" : "tag.pdf",
                  "idiom" : "universal",
                }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """
        let fileSystem = InMemoryFileSystem(files: [file: text, "\(root)/Tag.imageset/tag.pdf": "%PDF"])
        let parsed = AssetCatalogReader(fileSystem: fileSystem).read(at: root)
        #expect(parsed.diagnostics == [JSONDiagnostics.acceptedTrailingComma(at: location(file, 5, 28))])
        let catalog = try #require(parsed.value)
        #expect(catalog.imageSets.map(\.name) == ["Tag"])
        #expect(catalog.imageSets.first?.images.map(\.filename) == ["tag.pdf"])
    }

    @Test func byteOrderMarkAndCarriageReturnsInContentsAreHandled() {
        let file = "\(root)/C.colorset/Contents.json"
        let text = colorSetJSON(#"{"red": "x", "green": "0", "blue": "0", "alpha": "1"}"#).replacingOccurrences(
            "\n", "\r\n")
        var fileSystem = InMemoryFileSystem()
        fileSystem.write([0xEF, 0xBB, 0xBF] + Array(text.utf8), to: file)
        let parsed = AssetCatalogReader(fileSystem: fileSystem).read(at: root)
        #expect(
            parsed.diagnostics == [
                JSONDiagnostics.byteOrderMark(in: file),
                AssetCatalogDiagnostics.invalidColor(
                    Message.invalidComponent("red", value: "x"), at: location(file, 6, 32)),
            ])
    }

    @Test func invalidUTF8AndUnreadableContentsAreReported() {
        let file = "\(root)/C.colorset/Contents.json"
        var fileSystem = InMemoryFileSystem()
        fileSystem.write(Array("{\"colors\": [\"".utf8) + [0xFE] + Array("\"]}".utf8), to: file)
        fileSystem.createUnreadableFile("\(root)/D.colorset/Contents.json")
        let parsed = AssetCatalogReader(fileSystem: fileSystem).read(at: root)
        #expect(
            parsed.diagnostics == [
                JSONDiagnostics.invalidUTF8(0xFE, at: location(file, 1, 14)),
                AssetCatalogDiagnostics.unreadable(
                    "\(root)/D.colorset/Contents.json",
                    reason: FileSystemError(path: "\(root)/D.colorset/Contents.json", reason: .permissionDenied)),
            ])
    }

    @Test func groupsNamespacesAndImages() throws {
        let icon = """
            {
              "images" : [
                { "filename" : "Icon.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" },
                { "filename" : "Missing.png", "idiom" : "iphone", "scale" : "2x", "size" : "60x60" },
                { "idiom" : "ipad", "scale" : "2x", "size" : "76x76" }
              ]
            }
            """
        var fileSystem = InMemoryFileSystem(files: [
            "\(root)/Contents.json": "{\"info\": {\"version\": 1}}",
            "\(root)/AppIcon.appiconset/Contents.json": icon,
            "\(root)/AppIcon.appiconset/Icon.png": "png",
            "\(root)/Brand/Contents.json": "{\"properties\": {\"provides-namespace\": true}}",
            "\(root)/Brand/Primary.colorset/Contents.json": "{\"colors\": []}",
            "\(root)/Brand/Plain/Accent.colorset/Contents.json": "{}",
            "\(root)/Brand/Inner/Contents.json": "{\"properties\": {\"provides-namespace\": true}}",
            "\(root)/Brand/Inner/Logo.imageset/Contents.json":
                "{\"images\": [{\"filename\": \"logo.pdf\", \"idiom\": \"universal\"}]}",
            "\(root)/Brand/Inner/Logo.imageset/logo.pdf": "%PDF",
            "\(root)/Data.dataset/Contents.json": "{}",
        ])
        fileSystem.createDirectory("\(root)/Loose")
        let parsed = AssetCatalogReader(fileSystem: fileSystem).read(at: root)
        #expect(parsed.diagnostics.isEmpty)
        let catalog = try #require(parsed.value)
        #expect(catalog.colorSets.map(\.name) == ["Brand/Primary", "Brand/Accent"])
        #expect(catalog.imageSets.map(\.name) == ["Brand/Inner/Logo"])
        #expect(catalog.imageSets.first?.images.first?.fileExists == true)
        let iconSet = try #require(catalog.appIconSet(named: "AppIcon"))
        let file = "\(root)/AppIcon.appiconset/Contents.json"
        #expect(
            iconSet.images == [
                AssetImage(
                    filename: "Icon.png", size: "1024x1024", idiom: "universal", scale: nil, platform: "ios",
                    fileExists: true, location: location(file, 3, 5)),
                AssetImage(
                    filename: "Missing.png", size: "60x60", idiom: "iphone", scale: "2x", platform: nil,
                    fileExists: false, location: location(file, 4, 5)),
                AssetImage(
                    filename: nil, size: "76x76", idiom: "ipad", scale: "2x", platform: nil, fileExists: false,
                    location: location(file, 5, 5)),
            ])
    }

    @Test func symbolicLinkLoopsAreNotFollowed() throws {
        var fileSystem = InMemoryFileSystem(files: ["\(root)/Group/A.colorset/Contents.json": "{\"colors\": []}"])
        fileSystem.createSymbolicLink("\(root)/Group/Loop", to: "..")
        fileSystem.createSymbolicLink("\(root)/Self", to: "\(root)/Self")
        fileSystem.createSymbolicLink("\(root)/Linked.colorset", to: "Group/A.colorset")
        let parsed = AssetCatalogReader(fileSystem: fileSystem).read(at: root)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.value?.colorSets.map(\.name) == ["A"])
    }

    /// On disk the folder listing tells each entry's kind, and the walk trusts it: links and files named like sets are
    /// skipped as when it asks for each entry, with or without the caching file system.
    @Test(arguments: [false, true])
    func onDiskLinksAndFilesAreNotFollowed(caching: Bool) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brands-catalog-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = folder + "/Brand.xcassets"
        let manager = FileManager.default
        try manager.createDirectory(atPath: catalog + "/Group/A.colorset", withIntermediateDirectories: true)
        try Data("{\"colors\": []}".utf8).write(to: URL(fileURLWithPath: catalog + "/Group/A.colorset/Contents.json"))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: catalog + "/F.colorset"))
        try manager.createSymbolicLink(atPath: catalog + "/Group/Loop", withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: catalog + "/Linked.colorset", withDestinationPath: "Group/A.colorset")
        let fileSystem: any FileSystem = caching ? CachingFileSystem(LocalFileSystem()) : LocalFileSystem()
        let parsed = AssetCatalogReader(fileSystem: fileSystem).read(at: catalog)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.value?.colorSets.map(\.name) == ["A"])
    }

    @Test func missingCatalogIsAnError() {
        let parsed = AssetCatalogReader(fileSystem: InMemoryFileSystem()).read(at: root)
        #expect(parsed.value == nil)
        #expect(parsed.diagnostics == [AssetCatalogDiagnostics.notFound(root)])
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
