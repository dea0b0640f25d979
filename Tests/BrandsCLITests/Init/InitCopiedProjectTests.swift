import BrandsCLI
import Support
import Testing

/// `brands init` on a repository with a second project that copies the first: which looks like the copy, and the
/// manifest line that keeps one.
@Suite struct InitCopiedProjectTests {
    /// TargetPerBrand with a copy of its project beside it, `AcmeLight.xcodeproj`, whose shared schemes build the
    /// same targets under the same bundle identifiers and are named with ` Light`, as radixdlt/babylon-wallet-ios's
    /// `RadixWalletLight.xcodeproj` copies `RadixWallet.xcodeproj` (`Radix Wallet PROD Light`).
    static func lightCopy(changing more: [String: String?] = [:]) -> InMemoryWritableFileSystem {
        var changes: [String: String?] = [
            "AcmeLight.xcodeproj/project.pbxproj": FixtureRepository.read(
                "TargetPerBrand", "Acme.xcodeproj/project.pbxproj")
        ]
        for scheme in ["AcmeApp", "AcmePro"] {
            changes["AcmeLight.xcodeproj/xcshareddata/xcschemes/\(scheme) Light.xcscheme"] = FixtureRepository.read(
                "TargetPerBrand", "Acme.xcodeproj/xcshareddata/xcschemes/\(scheme).xcscheme"
            ).replacingOccurrences(of: "container:Acme.xcodeproj", with: "container:AcmeLight.xcodeproj")
        }
        return FixtureRepository.load("TargetPerBrand", changing: changes.merging(more) { _, new in new })
    }

    @Test func aProjectCopyingAnotherIsNamedWithTheLineThatKeepsOne() {
        let run = FixtureRepository.run(["init"], on: Self.lightCopy())
        #expect(run.status == .success, "\(run.standardError)")
        #expect(run.standardOutput.contains("\"clones\": { \"exclude\": [\"TestHost\"] }"), "\(run.standardOutput)")
        for line in [
            "- with this manifest brands finds 4 clones: AcmeApp, AcmeApp-Light, AcmePro, AcmePro-Light\n",
            "- AcmeLight.xcodeproj looks like a copy of Acme.xcodeproj (its name extends Acme's): 2 clones of "
                + "AcmeLight.xcodeproj ship under the bundle identifiers of Acme.xcodeproj's in Release: AcmeApp-Light "
                + "as AcmeApp ('com.example.acme'), AcmePro-Light as AcmePro ('com.example.acme.pro'); if it is a "
                + "variant of the same apps rather than other brands, keep one, as \"project\": \"Acme.xcodeproj\" "
                + "keeps Acme.xcodeproj's clones; as they are, brands validate reports the shared identifiers\n",
        ] {
            #expect(run.standardError.contains(line), "\(run.standardError)")
        }
        // The line it gives keeps the original's clones, and validate no longer reports a shared identifier.
        let kept = FixtureRepository.run(
            ["validate"],
            on: Self.lightCopy(changing: [
                "brands.json":
                    "{\"version\": 1, \"project\": \"Acme.xcodeproj\", \"clones\": {\"exclude\": [\"TestHost\"]}}"
            ]))
        #expect(!kept.standardOutput.contains("duplicate_bundle_identifier"), "\(kept.standardOutput)")
        #expect(kept.standardOutput.contains("in 2 clones"), "\(kept.standardOutput)")
    }

    /// The copy's schemes renamed to tell it apart, and its project named as the original's in a folder of its own:
    /// the clones' names say which is the copy when the projects' names do not.
    @Test func theCopyIsToldByItsClonesNamesElseByItsFolder() {
        var changes: [String: String?] = [:]
        for scheme in ["AcmeApp", "AcmePro"] {
            changes["AcmeLight.xcodeproj/xcshareddata/xcschemes/\(scheme) Light.xcscheme"] = String?.none
            changes["Light/Acme.xcodeproj/xcshareddata/xcschemes/\(scheme) Light.xcscheme"] = FixtureRepository.read(
                "TargetPerBrand", "Acme.xcodeproj/xcshareddata/xcschemes/\(scheme).xcscheme")
        }
        changes["AcmeLight.xcodeproj/project.pbxproj"] = String?.none
        for file in [
            "Acme.xcodeproj/project.pbxproj", "Configs/Acme.xcconfig", "Configs/AcmePro.xcconfig",
            "Configs/Common.xcconfig",
        ] {
            changes["Light/" + file] = FixtureRepository.read("TargetPerBrand", file)
        }
        let run = FixtureRepository.run(["init"], on: Self.lightCopy(changing: changes))
        #expect(
            run.standardError.contains(
                "- Light/Acme.xcodeproj looks like a copy of Acme.xcodeproj (its clones' names extend the other's): "),
            "\(run.standardError)")
        // With no sign in the names, the one deeper in the repository (`Staging/Acme.xcodeproj`) is the copy; the
        // test of schemes of one name in several projects has it.
    }

    /// Another project whose clones ship under identifiers of their own is no copy: nothing is said.
    @Test func projectsOfAppsOfTheirOwnAreNoCopies() {
        let project = FixtureRepository.read("TargetPerBrand", "Acme.xcodeproj/project.pbxproj")
            .replacingOccurrences(of: "\"$(ACME_BUNDLE_ID)", with: "\"$(ACME_BUNDLE_ID).light")
        let run = FixtureRepository.run(
            ["init"], on: Self.lightCopy(changing: ["AcmeLight.xcodeproj/project.pbxproj": project]))
        #expect(run.standardError.contains("finds 4 clones"), "\(run.standardError)")
        #expect(!run.standardError.contains("copy of"), "\(run.standardError)")
    }
}
