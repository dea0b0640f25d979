import BrandKit
import Support
import Testing
import XCConfig

/// Reading clone and configuration names back out of an xcconfig name happens in `unused_xcconfig`; the pattern
/// matcher behind it is exercised through the manifest's patterns.
@Suite struct NamePatternTests {
    @Test(arguments: [
        ("{clone}/{configuration}.xcconfig", "Configs/NWD/Relase.xcconfig", "NWD in 'Relase'"),
        ("Brand-{clone}.{configuration}.xcconfig", "Configs/Brand-NWD.Relase.xcconfig", "NWD in 'Relase'"),
    ])
    func aPatternWithSubfoldersOrTextIsMatchedBackwards(pattern: String, path: String, named: String) {
        var files = ExampleWorkspace.files.filter { !$0.key.hasPrefix("Configs/") || $0.key == "Configs/Base.xcconfig" }
        files["brands.json"] = "{\"xcconfig\": \"\(pattern)\"}"
        files[path] = "A = 1\n"
        let workspace = ExampleLoader.load(files.merging(["Brands/NWD/config.json": "{}"], uniquingKeysWith: { $1 }))
        let message =
            workspace.diagnostics.first {
                $0.rule == "unused_xcconfig" && $0.location.file == Path.join(ExampleWorkspace.root, path)
            }?.message ?? ""
        #expect(message.contains("its name is that of \(named)"), "\(message)")
    }
}
