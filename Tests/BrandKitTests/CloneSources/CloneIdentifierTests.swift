import BrandKit
import Support
import Testing
import XCConfig

/// Clone ids derived from scheme, target and group names: short, and safe in git tags and on command lines.
@Suite struct CloneIdentifierTests {
    @Test(arguments: [
        ("NWD", "NWD"), ("Klar (Enterprise)", "Klar-Enterprise"), ("iOS Browser Alpha", "iOS-Browser-Alpha"),
        ("Südbayern Tagblatt", "Sudbayern-Tagblatt"), ("Release-Wallet-Prod", "Release-Wallet-Prod"),
        ("App..Beta", "App.Beta"), ("_Private_", "Private"), ("App.lock", "App"), ("Brand/One", "Brand-One"),
        ("App 🚀", "App"),
    ])
    func aNameGivesASafeID(name: String, id: String) throws {
        let derived = try #require(CloneIdentifier.derive(from: name))
        #expect(derived == id)
        #expect(derived.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) })
        #expect(derived.first?.isLetter == true || derived.first?.isNumber == true)
    }

    @Test(arguments: ["", "---", "🚀", "(…)", "-.-"])
    func aNameWithoutLettersOrDigitsGivesNone(name: String) {
        #expect(CloneIdentifier.derive(from: name) == nil)
    }

    /// A name whose id another name gives is left out, pointing at the one that keeps it; two of one name (a Flutter
    /// repository's iOS and macOS `Runner` schemes) are told apart by where they are.
    @Test func aClashingIDIsLeftOutWithWhereTheKeeperIs() {
        let ios = SourceLocation(
            file: "/w/ios/Runner.xcodeproj/xcshareddata/xcschemes/Runner.xcscheme", line: 1, column: 1)
        let macos = SourceLocation(
            file: "/w/macos/Runner.xcodeproj/xcshareddata/xcschemes/Runner.xcscheme", line: 1, column: 1)
        let klar = SourceLocation(file: "/w/Klar.xcscheme", line: 1, column: 1)
        let (ids, diagnostics) = CloneIdentifier.assign([("Runner", ios), ("Runner", macos), ("Klar!", klar)])
        #expect(ids == ["Runner", nil, "Klar"])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location == macos)
        #expect(
            diagnostics.first?.message
                == "'Runner' gives the clone id 'Runner', as another 'Runner' does, so it is left out; list the clones "
                + "in brands.json with ids of their own ('brands init' proposes them)")
        #expect(diagnostics.first?.notes == [Diagnostic.Note("'Runner' keeps the id 'Runner'", at: ios)])
        let named = CloneIdentifier.assign([("Klar!", klar), ("Klar", ios)])
        #expect(named.ids == [nil, "Klar"])
        #expect(named.diagnostics.first?.message.hasPrefix("'Klar!' gives the clone id 'Klar', as 'Klar' does") == true)
        #expect(named.diagnostics.first?.notes.first?.location == ios)
    }
}
