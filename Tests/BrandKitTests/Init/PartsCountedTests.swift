import BrandKit
import Testing

/// How `brands init` counts the parts of apps it leaves out: by kind, not all as app extensions.
@Suite struct PartsCountedTests {
    @Test func partsAreCountedByKind() {
        #expect(ManifestProposer.partsCounted(["com.apple.product-type.framework"]) == "1 embedded framework")
        #expect(
            ManifestProposer.partsCounted([
                "com.apple.product-type.app-extension", "com.apple.product-type.framework",
                "com.apple.product-type.app-extension", "com.apple.product-type.application.watchapp2", nil,
            ]) == "2 app extensions, 1 embedded framework, 1 watch app and 1 other part")
    }
}
