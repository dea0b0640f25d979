import BrandsCLI
import Foundation
import Support
import Testing

/// `brands init` on a repository without a project, whose clones are folders holding a config file.
@Suite struct InitFolderProposalTests {
    /// A repository with three Icon Composer icons (`AppIcon*.icon`, each holding `icon.json`) and, when `brands` is
    /// true, two brands' folders holding `brand.json`.
    static func repository(brands: Bool) -> InMemoryWritableFileSystem {
        let icon = #"{"fill": "automatic", "groups": [{"layers": [{"image-name": "logo.png", "name": "logo"}]}]}"#
        var files: [String: String] = ["/repo/iosApp/project.yml": "name: App\n"]
        for name in ["AppIcon", "AppIcon_dark", "AppIcon_blue"] {
            files["/repo/apple/ios/\(name).icon/icon.json"] = icon
        }
        if brands {
            files["/repo/Clients/alpha/brand.json"] = #"{"app_name": "Alpha", "bundle_id": "com.example.alpha"}"#
            files["/repo/Clients/beta/brand.json"] = #"{"app_name": "Beta", "bundle_id": "com.example.beta"}"#
        }
        return InMemoryWritableFileSystem(InMemoryFileSystem(files: files))
    }

    /// An Icon Composer icon is a document, not a brand's folder: Flare's ten `appleApp/ios/AppIcon_*.icon` folders,
    /// each holding its `icon.json`, were proposed as ten clones.
    @Test func iconDocumentsAreNoBrandFolders() {
        let icons = FixtureRepository.run(["init"], on: Self.repository(brands: false))
        #expect(icons.status == .failure, "\(icons.standardOutput)")
        #expect(icons.standardOutput == "")
        #expect(
            icons.standardError.contains("- found no folders holding a config file of the same name, one per brand\n"),
            "\(icons.standardError)")
        // Beside them, the brands' folders are found.
        let brands = FixtureRepository.run(["init"], on: Self.repository(brands: true))
        #expect(brands.status == .success, "\(brands.standardError)")
        #expect(
            brands.standardOutput.contains(#""clones": { "folder": "Clients/{clone}", "config_file": "brand.json" }"#),
            "\(brands.standardOutput)")
        #expect(!brands.standardError.contains("AppIcon"), "\(brands.standardError)")
    }
}
