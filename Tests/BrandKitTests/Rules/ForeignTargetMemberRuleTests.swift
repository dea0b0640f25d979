import BrandKit
import Support
import Testing
import XCConfig

/// foreign_target_member finds the owner of a file from an index of clone folders; it must find the clone that going
/// through every clone in order finds.
@Suite struct ForeignTargetMemberRuleTests {
    /// Whether `folder` holds `path`, as the rule has always asked it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Random clone folders (nested, shared, some the same as others) and files in and around them: the first clone
    /// in order whose folder holds a file, other than the file's own clone, is the one the index finds.
    @Test func theFolderIndexFindsWhatScanningEveryCloneFinds() {
        let names = ["Brands", "NWD", "SBT", "Shared", "a", "é", "Cafe\u{301}", "Café"]
        var state: UInt64 = 0xF0_2026
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func path(depth: Int) -> String { "/root" + (0..<depth).map { _ in "/" + names[next(names.count)] }.joined() }
        var found = 0
        for _ in 0..<300 {
            let folders = (0..<(1 + next(6))).map { index in ("C\(index)", path(depth: 1 + next(3))) }
            var index: [String: [(position: Int, id: String)]] = [:]
            for (position, folder) in folders.enumerated() {
                index[Path.normalize(folder.1), default: []].append((position, folder.0))
            }
            for _ in 0..<20 {
                let file = path(depth: 1 + next(4))
                let own = "C\(next(6))"
                let scanned = folders.first { $0.0 != own && Self.isInside(file, $0.1) }?.0
                #expect(ForeignTargetMemberRule.folderOwner(of: file, except: own, in: index) == scanned, "\(file)")
                if scanned != nil { found += 1 }
            }
        }
        // Files inside some clone's folder come up often, so the comparison is not only of misses.
        #expect(found > 500)
    }

    /// File names are read by bytes when ASCII; the words must be those read by characters.
    @Test func asciiNamesSplitIntoTheSameWordsAsByCharacters() {
        #expect(ForeignTargetMemberRule.tokens(of: "logo_NWD@2x.png") == ["logo", "NWD", "2x", "png"])
        #expect(ForeignTargetMemberRule.tokens(of: "LogoNWD.png") == ["Logo", "NWD", "png"])
        #expect(ForeignTargetMemberRule.asciiTokens(of: "Café-NWD.png") == nil)
        #expect(ForeignTargetMemberRule.tokens(of: "Café-NWD.png") == ["Café", "NWD", "png"])
        let alphabet = Array("aZbY09_-.@ \t\r\nxQ")
        var state: UInt64 = 0x70CE_2026
        for _ in 0..<5_000 {
            var name = ""
            for _ in 0..<Int(state % 12) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                name.append(alphabet[Int((state >> 33) % UInt64(alphabet.count))])
            }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            #expect(
                ForeignTargetMemberRule.asciiTokens(of: name) == ForeignTargetMemberRule.characterTokens(of: name),
                "\(name)")
        }
    }
}
