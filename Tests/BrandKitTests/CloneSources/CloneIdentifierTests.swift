import BrandKit
import Testing

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
}
