import BrandKit
import Support
import Testing
import XCConfig

/// The index rules candidates out by the letters they lack; it must find what comparing with every name finds.
@Suite struct NearMissIndexTests {
    /// The near miss by comparing `name` with every known name, as the rule did before it had an index.
    static func scan(_ name: String, in known: Set<String>) -> String? {
        let length = name.count
        guard length >= 6 else { return nil }
        let limit = length >= 12 ? 2 : 1
        var best: (name: String, distance: Int)?
        for candidate in known.sorted(by: { ($0.count, $0) < ($1.count, $1) }) {
            guard abs(candidate.count - length) <= limit else { continue }
            let distance = EditDistance.between(name, candidate, limit: limit)
            if distance <= limit && distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Misspellings of known names: one or two letters dropped, doubled, swapped or replaced, and some far off.
    static let names: [String] = [
        "IPHONEOS_DEPLOYMENT_TAGRET", "PRODUCT_BUNDLE_IDENTIFER", "PRODUCT_BUNDLE_IDDENTIFIER", "SWIFT_VERSIN",
        "CODE_SIGN_STYEL", "DEVELOPMENT_TEEM", "INFOPLIST_FIEL", "MARKETING_VERSON", "CURRENT_PROJECT_VERSIOM",
        "TARGETED_DEVICE_FAMILLY", "ENABLE_BITCODES", "OTHER_LDFLAG", "OTHER_SWIFT_FLAGZ", "GCC_OPTIMIZATION_LEVL",
        "SDKROOTT", "ARCHS_X", "TARGET00_VALUE_0", "BENCH_SETTING_12", "CLONE_IDENTIFIER", "API_HOST",
        "ASSETCATALOG_COMPILER_APPICON_NAM", "SWIFT_ACTIVE_COMPILATION_CONDITION", "PRODUCT_NAMÉ", "ÜBER_SETTING_1",
        "VALID_ARCH", "SUPPORTED_PLATFORM", "EXCLUDED_ARCH", "DEBUG_INFORMATION_FORMATT",
    ]

    @Test(arguments: names)
    func findsWhatScanningEveryNameFinds(name: String) {
        let known = KnownBuildSettings.names
        #expect(UnknownBuildSettingRule.nearMiss(name, in: known) == Self.scan(name, in: known))
    }

    /// The shared index with a schema's names added finds what an index of all the names finds, including the
    /// added names themselves and ties between an added name and a known one.
    @Test(arguments: names + ["CLONE_IDENTIFIR", "APP_DISPLAY_NAM", "SDKROOX", "PRODUCT_NAMF"])
    func addingNamesFindsWhatIndexingThemAllFinds(name: String) {
        let added = ["CLONE_IDENTIFIER", "APP_DISPLAY_NAME", "SDKROOY", "PRODUCT_NAME", "PRODUCT_NAMG"]
        let known = KnownBuildSettings.names
        let combined = NearMissIndex.knownBuildSettings.adding(added, except: known)
        #expect(combined.nearMiss(name) == Self.scan(name, in: known.union(added)))
        #expect(NearMissIndex.knownBuildSettings.nearMiss(name) == Self.scan(name, in: known))
    }

    /// The index of names given in order is the index of the same names as a set: the same answer for every name,
    /// a tie going to the first name in order (`PRODUCT_NAMF` is one edit from `PRODUCT_NAMA`, `…_NAME` and
    /// `…_NAMG`), and a name whose carriage return and line feed are one character listed under its length in
    /// characters (`AB\r\nCDEFGH` is 9 characters in 10 bytes, one edit from the 8 of `AB\r\nCDEFG`).
    @Test(arguments: names + ["PRODUCT_NAMF", "AB\r\nCDEFG", "AB\r\nCDEFGHI"])
    func indexOfSortedNamesAnswersAsIndexOfTheirSet(name: String) {
        let known = KnownBuildSettings.names.union(["PRODUCT_NAMA", "PRODUCT_NAMG", "AB\r\nCDEFGH"])
        let expected = Self.scan(name, in: known)
        #expect(NearMissIndex(sorted: known.sorted()).nearMiss(name) == expected)
        #expect(NearMissIndex(known).nearMiss(name) == expected)
        if name == "PRODUCT_NAMF" { #expect(expected == "PRODUCT_NAMA") }
        if name.hasPrefix("AB\r\n") { #expect(expected == "AB\r\nCDEFGH") }
    }

    /// Known names with up to three random edits (letters, digits, underscores, lowercase letters): the index's
    /// filters, with its table of runs and without, never rule out what scanning every name finds.
    @Test func randomMisspellingsFindWhatScanningFinds() {
        let known = KnownBuildSettings.names
        let sorted = known.sorted()
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789pqrsz")
        var state: UInt64 = 0x4D_2026
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var suggested = 0
        for _ in 0..<400 {
            var name = Array(sorted[next(sorted.count)])
            for _ in 0..<next(4) where !name.isEmpty {
                let position = next(name.count)
                switch next(4) {
                case 0: name.remove(at: position)
                case 1: name.insert(alphabet[next(alphabet.count)], at: position)
                case 2: name[position] = alphabet[next(alphabet.count)]
                default: if position + 1 < name.count { name.swapAt(position, position + 1) }
                }
            }
            let text = String(name)
            let found = UnknownBuildSettingRule.nearMiss(text, in: known)
            let expected = Self.scan(text, in: known)
            #expect(found == expected, "\(text)")
            // The shared index answers its first questions without its table of runs, and the rest with it.
            #expect(NearMissIndex.knownBuildSettings.nearMiss(text) == expected, "\(text)")
            if found != nil { suggested += 1 }
        }
        // Most misspellings get a suggestion, so the filters are tested where they must let a name through.
        #expect(suggested > 150)
    }

    @Test func findsTheClosestOfSeveral() {
        let known: Set<String> = ["ABCDEFGH", "ABCDEFGX", "ABCDEFXX", "ÀBCDEFGH"]
        #expect(UnknownBuildSettingRule.nearMiss("ABCDEFGY", in: known) == "ABCDEFGH")
        #expect(UnknownBuildSettingRule.nearMiss("ÀBCDEFGY", in: known) == "ÀBCDEFGH")
        #expect(UnknownBuildSettingRule.nearMiss("BACDEFGX", in: known) == "ABCDEFGX")
    }
}
