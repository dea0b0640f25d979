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
        // A dash among spaces is one separator with them (SideStore's scheme `SideStore - Release`), and so is a
        // run of dashes and underscores; `_` alone is kept.
        ("SideStore - Release", "SideStore-Release"), ("App -- Beta", "App-Beta"), ("App_-_Beta", "App-Beta"),
        ("App _ Beta", "App-Beta"), ("My_App", "My_App"), ("My__App", "My__App"), ("- App - ", "App"),
        ("Café - Prod", "Cafe-Prod"), ("App - 2.0", "App-2.0"),
    ])
    func aNameGivesASafeID(name: String, id: String) throws {
        let derived = try #require(CloneIdentifier.derive(from: name))
        #expect(derived == id)
        #expect(derived.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) })
        #expect(derived.first?.isLetter == true || derived.first?.isNumber == true)
    }

    /// ASCII names are read as bytes, others through their decomposition; both give the same ids.
    ///
    /// `é` decomposes to `e` and an accent that is dropped, so a name ending in `é` goes the second way and must give
    /// what the same name ending in `e` gives the first way, for random names of letters, digits, punctuation, spaces
    /// and controls.
    @Test func asciiNamesGiveWhatTheirDecompositionGives() {
        let alphabet = Array("aZ09-_.. /()!.lock\t\r\n")
        var state: UInt64 = 0x2026_1129
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var mismatches: [String] = []
        for _ in 0..<2_000 {
            let name = String((0..<next(12)).map { _ in alphabet[next(alphabet.count)] })
            let byBytes = CloneIdentifier.derive(from: name + "e")
            let byScalars = CloneIdentifier.derive(from: name + "é")
            if byBytes != byScalars { mismatches.append("\(name.debugDescription): \(String(describing: byBytes))") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(CloneIdentifier.derive(from: "Caf\u{E9}..Bar.lock") == "Cafe.Bar")
        #expect(CloneIdentifier.derive(from: "Cafe..Bar.lock") == "Cafe.Bar")
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

    /// Two names that give one id now that a dash among spaces is one separator (`SideStore - Release` and
    /// `SideStore-Release`) collide as any two do: the name that is its own id keeps it, wherever it comes.
    @Test func namesThatNowGiveOneIDStillCollide() {
        let spaced = SourceLocation(file: "/w/SideStore - Release.xcscheme", line: 1, column: 1)
        let joined = SourceLocation(file: "/w/SideStore-Release.xcscheme", line: 1, column: 1)
        let (ids, diagnostics) = CloneIdentifier.assign([
            ("SideStore - Release", spaced), ("SideStore-Release", joined),
        ])
        #expect(ids == [nil, "SideStore-Release"])
        #expect(diagnostics.map(\.location) == [spaced])
        #expect(
            diagnostics.first?.message.hasPrefix(
                "'SideStore - Release' gives the clone id 'SideStore-Release', as 'SideStore-Release' does") == true,
            "\(diagnostics)")
        #expect(diagnostics.first?.notes.first?.location == joined)
    }
}
