// libFuzzer harness for asset catalogs (`AssetCatalogReader`) on an in-memory file system: the input's first byte
// picks where its other bytes go (a colour set's, an app icon set's or an image set's Contents.json, or a group's
// Contents.json above a fixed colour set). Built and run by Scripts/fuzz.sh.

import Documents
import Support

private let catalogPath = "/fuzz/Assets.xcassets"

/// Checks one input, stopping the process when a promise is broken; returns 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func assetCatalogFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = inputBytes(data, size)
    guard let selector = input.first else { return 0 }
    let contents = Array(input.dropFirst())
    let kind = selector % 4
    var fileSystem = InMemoryFileSystem()
    var files = InputFiles()
    let contentsPath: String
    switch kind {
    case 0: contentsPath = catalogPath + "/Primary.colorset/Contents.json"
    case 1:
        contentsPath = catalogPath + "/AppIcon.appiconset/Contents.json"
        fileSystem.write([0x89, 0x50, 0x4E, 0x47], to: catalogPath + "/AppIcon.appiconset/AppIcon.png")
    case 2:
        contentsPath = catalogPath + "/Logo.imageset/Contents.json"
        fileSystem.write([0x89, 0x50, 0x4E, 0x47], to: catalogPath + "/Logo.imageset/Logo.png")
    default:
        contentsPath = catalogPath + "/Brand/Contents.json"
        let fixed = Array(#"{"colors":[{"color":{"reference":"systemBlueColor"},"idiom":"universal"}]}"#.utf8)
        let fixedPath = catalogPath + "/Brand/Primary.colorset/Contents.json"
        fileSystem.write(fixed, to: fixedPath)
        files.files[fixedPath] = InputLines(fixed, file: fixedPath)
    }
    fileSystem.write(contents, to: contentsPath)
    files.files[contentsPath] = InputLines(contents, file: contentsPath)

    let reader = AssetCatalogReader(fileSystem: fileSystem)
    let parsed = readDeterministically(input, "AssetCatalogReader.read") { reader.read(at: catalogPath) }
    checkDiagnostics(parsed.diagnostics, in: files.check)
    guard let catalog = parsed.value else { violation("no catalog read from an existing folder") }

    // The reader passes on the JSON reader's diagnostics for the file, in order (read as Xcode reads it, a trailing
    // comma accepted).
    let json = JSONParser.parse(contents, file: contentsPath, acceptingTrailingCommas: true)
    let ownDiagnostics = parsed.diagnostics.filter { $0.location.file == contentsPath }
    expect(
        Array(ownDiagnostics.prefix(json.diagnostics.count)) == json.diagnostics,
        "the JSON reader's diagnostics \(json.diagnostics) are not passed on first")

    switch kind {
    case 0, 3:
        expect(catalog.colorSets.count == 1, "\(catalog.colorSets.count) colour sets instead of 1")
        guard let set = catalog.colorSets.first else { return 0 }
        expect(set.name == "Primary" || (kind == 3 && set.name == "Brand/Primary"), "colour set named '\(set.name)'")
        if kind == 0 && json.value == nil { expect(set.variants.isEmpty, "variants from a broken Contents.json") }
        for variant in set.variants {
            files.check(variant.location, "colour variant")
            guard let color = variant.color else { continue }
            let isExtended = variant.colorSpace?.hasPrefix("extended") == true
            for component in [color.red, color.green, color.blue] {
                expect(component.isFinite && (isExtended || (0...1).contains(component)), "component \(component)")
            }
            expect((0...1).contains(color.alpha), "alpha \(color.alpha)")
            expect(color.hexString.hasPrefix("#"), "hex string \(color.hexString)")
        }
    default:
        let sets = kind == 1 ? catalog.appIconSets.map(\.images) : catalog.imageSets.map(\.images)
        expect(sets.count == 1, "\(sets.count) sets instead of 1")
        expect(catalog.colorSets.isEmpty, "colour sets from nowhere")
        guard let images = sets.first else { return 0 }
        if json.value == nil { expect(images.isEmpty, "images from a broken Contents.json") }
        let existing = kind == 1 ? "AppIcon.png" : "Logo.png"
        for image in images {
            files.check(image.location, "image entry")
            if image.fileExists { expect(image.filename?.isEmpty == false, "an image without a file name exists") }
            if image.filename == existing { expect(image.fileExists, "'\(existing)' is not found") }
        }
    }
    return 0
}
