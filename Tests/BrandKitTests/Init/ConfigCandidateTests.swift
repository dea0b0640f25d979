import Testing

@testable import BrandKit

/// Which resources `brands init` may take for a clone's config file: JSON and property lists that are no known file
/// of Xcode's or a tool's.
@Suite struct ConfigCandidateTests {
    /// Flutter's `AppFrameworkInfo.plist` is in every Flutter app's `ios/Flutter` (WebTrit's was proposed as the
    /// brand's config file, making `ios/Flutter` the clone's folder).
    @Test(arguments: [
        "AppFrameworkInfo.plist", "Info.plist", "GoogleService-Info.plist", "package.json", ".brand.json",
    ])
    func aToolsFileIsNoConfigFile(name: String) {
        #expect(!ManifestProposer.isConfigCandidate(name))
    }

    @Test(arguments: ["config.json", "Brand.plist", "branding.json"])
    func aBrandsFileMayBe(name: String) {
        #expect(ManifestProposer.isConfigCandidate(name))
    }
}
