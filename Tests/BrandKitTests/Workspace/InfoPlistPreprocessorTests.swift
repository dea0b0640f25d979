import BrandKit
import Foundation
import Testing

/// Xcode's C preprocessing of an Info.plist (`INFOPLIST_PREPROCESS = YES`): conditionals keep or drop lines, and every
/// kept line keeps its number.
@Suite struct InfoPlistPreprocessorTests {
    static let text = """
        <dict>
        \t#ifndef DISABLE_PLAIN_HTTP
        \t<key>NSAllowsArbitraryLoads</key>
        \t#else
        \t<key>Strict</key>
        \t#endif
        \t#if defined(BETA) && 0
        \t<key>Beta</key>
        \t#elif !defined(BETA)
        \t<key>Store</key>
        \t#endif
        </dict>
        """

    static func run(_ definitions: String) -> [String] {
        let output = InfoPlistPreprocessor(definitions: definitions).process(Array(text.utf8))
        return String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func conditionalsFollowTheDefinitionsAndLinesKeepTheirNumbers() {
        #expect(
            Self.run("") == [
                "<dict>", "", "<key>NSAllowsArbitraryLoads</key>", "", "", "", "", "", "", "<key>Store</key>", "",
                "</dict>",
            ])
        #expect(Self.run("DISABLE_PLAIN_HTTP=1 BETA")[2] == "")
        #expect(Self.run("DISABLE_PLAIN_HTTP=1 BETA")[4] == "<key>Strict</key>")
        #expect(Self.run("DISABLE_PLAIN_HTTP=1 BETA")[9] == "")
    }

    @Test func aPlistWithoutDirectivesIsLeftAlone() {
        let bytes = Array("<dict>\n\t<key>A</key>\n</dict>\n".utf8)
        #expect(InfoPlistPreprocessor(definitions: "X").process(bytes) == bytes)
    }
}
