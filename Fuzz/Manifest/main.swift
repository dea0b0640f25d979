// libFuzzer harness for the manifest (`brands.json`): the JSON reader, then `ManifestDecoder`. Built and run by
// Scripts/fuzz.sh.

import BrandFormats
import Documents
import Support

/// Checks one input, stopping the process when a promise is broken; returns 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func manifestFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let file = "/fuzz/brands.json"
    guard let node = JSONParser.parse(bytes, file: file).value else { return 0 }
    let decoded = readDeterministically(bytes, "ManifestDecoder.decode") { ManifestDecoder.decode(node, file: file) }

    let lines = InputLines(bytes, file: file)
    checkDiagnostics(decoded.diagnostics, in: lines.check)
    for diagnostic in decoded.diagnostics {
        expect(diagnostic.rule == ManifestDecoder.rule, "diagnostic \(diagnostic) has another rule")
    }
    expect(decoded.diagnostics.count <= bytes.count, "\(decoded.diagnostics.count) diagnostics")
    guard let manifest = decoded.value else { violation("no manifest, not even the defaults") }
    expect(manifest.file == file, "the manifest names '\(manifest.file ?? "nothing")' as its file")

    // What the decoder accepts keeps the promises the rest of brands relies on; anything else keeps its default.
    let paths =
        [manifest.brandsFolder, manifest.configsFolder, manifest.schemaPath] + [manifest.project].compactMap { $0 }
        + [manifest.clones.folder].compactMap { $0 } + manifest.clones.listing.compactMap(\.folder)
    for path in paths {
        expect(
            !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains(".."),
            "path '\(path)' leaves the workspace")
    }
    expect(!manifest.configurations.isEmpty, "no configurations")
    expect(Set(manifest.configurations).count == manifest.configurations.count, "a configuration twice")
    expect(manifest.xcconfigPattern.contains("{clone}"), "xcconfig pattern '\(manifest.xcconfigPattern)'")
    expect(TagFormat.problem(manifest.release.tagFormat) == nil, "tag format '\(manifest.release.tagFormat)'")
    for setting in manifest.ruleSettings {
        lines.check(setting.location, "rule setting '\(setting.rule)'")
    }
    if let location = manifest.clones.location { lines.check(location, "clones") }
    for listing in manifest.clones.listing { lines.check(listing.location, "clone '\(listing.id)'") }
    for group in manifest.clones.groups { lines.check(group.location, "clone '\(group.id)'") }
    let ids = manifest.clones.listing.map(\.id) + manifest.clones.groups.map(\.id)
    expect(Set(ids).count == ids.count, "a clone listed twice: \(ids)")
    expect(!ids.contains(""), "a clone without an id")
    return 0
}
