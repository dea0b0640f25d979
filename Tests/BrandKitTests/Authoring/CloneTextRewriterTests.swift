import BrandKit
import Testing

@Suite struct CloneTextRewriterTests {
    static let rewriter = CloneTextRewriter.forCopy(
        of: "NWD", as: "KLR", displayNames: ["Nordwest Daily", "Nordwest Daily β"], name: "Klar",
        bundleIdentifier: ("de.nordwestdaily.news", "de.klar.app"))

    @Test(arguments: [
        ("CLONE_IDENTIFIER = NWD", "CLONE_IDENTIFIER = KLR", 1),
        ("#include \"NWD-Debug.xcconfig\"", "#include \"KLR-Debug.xcconfig\"", 1),
        ("SWIFT_ACTIVE_COMPILATION_CONDITIONS = CLONE_NWD", "SWIFT_ACTIVE_COMPILATION_CONDITIONS = CLONE_KLR", 1),
        ("https://support.example.com/apps/nwd/", "https://support.example.com/apps/klr/", 1),
        ("\"analytics_key\": \"nwdPub7f3K9\"", "\"analytics_key\": \"nwdPub7f3K9\"", 0),
        ("NWDX and XNWD and NWD2", "NWDX and XNWD and NWD2", 0),
        ("APP_DISPLAY_NAME = Nordwest Daily β", "APP_DISPLAY_NAME = Klar β", 1),
        ("Nordwest Dailyish", "Nordwest Dailyish", 0),
        ("PRODUCT_BUNDLE_IDENTIFIER = de.nordwestdaily.news.debug", "PRODUCT_BUNDLE_IDENTIFIER = de.klar.app.debug", 1),
        (
            "com.de.nordwestdaily.news and de.nordwestdaily.news-x",
            "com.de.nordwestdaily.news and de.nordwestdaily.news-x", 0
        ),
        ("NWD NWD", "KLR KLR", 2),
    ])
    func replacesWholeWordsOnly(text: String, expected: String, count: Int) {
        let result = Self.rewriter.rewrite(text)
        #expect(result.text == expected)
        #expect(result.count == count)
    }

    @Test func aReplacementIsNeverRewrittenAgain() {
        let rewriter = CloneTextRewriter([
            .init(old: "A", new: "B", kind: .word), .init(old: "B", new: "C", kind: .word),
        ])
        #expect(rewriter.rewrite("A B").text == "B C")
    }

    /// The clone's name, where it is not its id, becomes the new id as the id does (playsrg-apple's `Play RTS`).
    @Test func theClonesNameBecomesTheNewID() {
        let rewriter = CloneTextRewriter.forCopy(
            of: "Play-RTS", as: "KLR", displayNames: [], name: nil, bundleIdentifier: nil, alias: "Play RTS")
        let result = rewriter.rewrite(
            "#include? \"Xcode/Play RTS.debug.xcconfig\" Pods-iOS-Play RTS Play RTSX Play-RTS")
        #expect(result.text == "#include? \"Xcode/KLR.debug.xcconfig\" Pods-iOS-KLR Play RTSX KLR")
        #expect(result.count == 3)
    }
}
