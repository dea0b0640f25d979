import BrandFormats
import BrandKit
import Documents
import Testing

/// The byte-level fast paths of value checks agree with the character-level rules they stand for.
@Suite struct ValueScanningTests {
    @Test(arguments: [
        ("$(A) and ${B_2} and $[C] and $D.e", [("A", 0), ("B_2", 9), ("C", 20), ("D", 29)]),
        ("no references", []), ("$ $( $9X $(_x)", [("_x", 9)]), ("$$(A)", [("A", 1)]),
        ("é $(A) $(B)", [("A", 2), ("B", 7)]), ("\r\n$(A)", [("A", 1)]), ("$(Aé)", [("A", 0)]),
    ])
    func referencesAreFoundWithCharacterOffsets(text: String, expected: [(String, Int)]) {
        let found = ReferenceScanner.references(in: text)
        #expect(found.map(\.name) == expected.map(\.0))
        #expect(found.map(\.offset) == expected.map(\.1))
    }

    /// A reference by a computed name gives the expression of the name, up to an operator; others give none.
    @Test(
        arguments: [
            ("$(A_$(K))", 0, "A_$(K)"), ("$(A_$(K):lower)", 0, "A_$(K)"), ("x ${A_${K}}", 2, "A_${K}"),
            ("$(A_$(B_$(C)))", 0, "A_$(B_$(C))"), ("$(A_$(K)_$[L]:default=$(M))", 0, "A_$(K)_$[L]"),
            ("é $(A_$(K))", 2, "A_$(K)"), ("$(A_$(K))", 4, nil), ("$(A)", 0, nil), ("$(A_$(K)", 0, nil),
            ("$A_$(K)", 0, nil),
        ] as [(String, Int, String?)])
    func computedNamesGiveTheirExpression(text: String, offset: Int, expected: String?) throws {
        let reference = try #require(ReferenceScanner.references(in: text).first { $0.offset == offset })
        #expect(ReferenceScanner.computedName(in: text, at: offset, name: reference.name) == expected)
    }

    /// Random text made of references' pieces: the byte-level scan finds what the character-level one finds.
    @Test func referencesReadTheSameByBytesAndByCharacters() {
        let pieces = [
            "$", "(", ")", "{", "}", "[", "]", "A", "b_", "9", "é", "\u{301}", "\r\n", "\r", " ", "$(", "X1", "$(A)",
            "${b_9}",
        ]
        var state: UInt64 = 0x5CA_2026
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var found = 0
        for _ in 0..<5_000 {
            let text = (0..<next(10)).map { _ in pieces[next(pieces.count)] }.joined()
            let fast = ReferenceScanner.references(in: text)
            let slow = ReferenceScanner.referencesByCharacters(in: text)
            #expect(fast.map(\.name) == slow.map(\.name), "\(text.debugDescription)")
            #expect(fast.map(\.offset) == slow.map(\.offset), "\(text.debugDescription)")
            found += fast.count
        }
        // The texts are not all without references, or the comparison would say nothing.
        #expect(found > 1_000)
    }

    @Test(arguments: [
        ("http://a", true), ("HTTP://a", true), ("hTtP://", true), ("https://a", false), ("http:/a", false),
        ("", false), ("htt", false), ("ｈttp://a", false),
    ])
    func insecureURLsIgnoreASCIICase(text: String, isInsecure: Bool) {
        #expect(URLCheck.isInsecure(text) == isInsecure)
    }

    @Test(
        arguments: [
            ("https://api.example.com/v1", nil), ("HTTP://a.b:80/x", nil), ("https://user@host.example/p?q#f", nil),
            ("https:", "'https:' is cut short; in an xcconfig '//' starts a comment, write 'https:/$()/…'"),
            ("ftp://a", "'ftp://a' has the scheme 'ftp'; use https"), ("https://", "'https://' has no host"),
            ("https://a b", "'https://a b' has an invalid host 'a b'"),
            ("https://a/b c", "'https://a/b c' contains white space"),
            ("https://é.example", "'https://é.example' has an invalid host 'é.example'"),
        ] as [(String, String?)])
    func urlProblems(text: String, problem: String?) {
        #expect(URLCheck.problem(text) == problem)
    }

    /// Random ASCII text made of a URL's pieces: the byte-level check says what the character-level one says.
    @Test func urlsReadTheSameByBytesAndByCharacters() {
        let pieces = [
            "https", "http", "HTTPS", "ftp", "://", ":", "/", "//", "@", "?", "#", ".", "-", "_", "a", "Z", "9",
            " ", "\t", "\r\n", "\r", "\n", "\u{0B}", "\u{0C}", "\u{1F}", "%20", "example.com", "user:pw@", "[::1]",
            "é", "\u{301}",
        ]
        var state: UInt64 = 0x0A11_2026
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var problems: Set<String> = []
        for _ in 0..<20_000 {
            // Half start as a URL, so that the checks after the scheme's come up often.
            let start = ["", "https://", "http://a", "https://example.com/"][next(4)]
            let text = start + (0..<next(8)).map { _ in pieces[next(pieces.count)] }.joined()
            let problem = URLCheck.problem(text)
            #expect(problem == URLCheck.problemByCharacters(text), "\(text.debugDescription)")
            let verdicts = [
                "cut short", "not an absolute URL", "has the scheme", "no host", "invalid host", "white space",
            ]
            problems.insert(problem.map { problem in verdicts.first { problem.contains($0) } ?? problem } ?? "valid")
        }
        // Every verdict came up, so every branch was compared.
        #expect(problems.count == 7, "\(problems)")
    }

    /// Bundle identifiers, PostScript names and team ids are checked on bytes: over random text, each check says
    /// what its rule says on characters (written out here as the reference).
    @Test func namesReadTheSameByBytesAndByCharacters() {
        let pieces = [
            "com", ".", "example", "com.example.", "-", "_", "a", "Z", "9", " ", "\t", "\r\n", "\r", "[", ")", "%", "/",
            "<", "é", "\u{301}", "ｅ", "٣", "7QK4XW2M9R", "ABCDE", "12345", "\u{1F}", "\u{85}",
        ]
        var state: UInt64 = 0x1D5_2026
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func bundleIdentifierByCharacters(_ text: String) -> Bool {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count >= 2
                && parts.allSatisfy { part in
                    !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
                }
        }
        func postScriptNameByCharacters(_ text: String) -> Bool {
            let forbidden: Set<Character> = ["[", "]", "(", ")", "{", "}", "<", ">", "/", "%", " "]
            return !text.isEmpty && text.count <= 63
                && text.allSatisfy { $0.isASCII && !forbidden.contains($0) && !$0.isWhitespace }
        }
        func teamByCharacters(_ text: String) -> Bool {
            text.count == 10 && text.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
        }
        let schema = Schema()
        var accepted = (bundle: 0, postScript: 0, team: 0)
        for _ in 0..<20_000 {
            let text = (0..<next(6)).map { _ in pieces[next(pieces.count)] }.joined()
            let bundle = FieldValueChecker.isBundleIdentifier(text)
            #expect(bundle == bundleIdentifierByCharacters(text), "\(text.debugDescription)")
            let postScript = FieldValueChecker.isPostScriptName(text)
            #expect(postScript == postScriptNameByCharacters(text), "\(text.debugDescription)")
            let team =
                BuildSettingValueCheck.check(name: "DEVELOPMENT_TEAM", value: text, at: .start(of: "x"), schema: schema)
                == nil
            #expect(team == (text.isEmpty || teamByCharacters(text)), "\(text.debugDescription)")
            accepted.bundle += bundle ? 1 : 0
            accepted.postScript += postScript ? 1 : 0
            accepted.team += team && !text.isEmpty ? 1 : 0
        }
        // Each check accepted text as well as refusing it.
        #expect(accepted.bundle > 100, "\(accepted)")
        #expect(accepted.postScript > 1_000, "\(accepted)")
        #expect(accepted.team > 100, "\(accepted)")
    }

    @Test func hexColoursReadTheSameByBytesAndByCharacters() {
        #expect(RGBAColor(hex: "#fFf") == RGBAColor(red: 1, green: 1, blue: 1))
        #expect(RGBAColor(hex: "#102030") == RGBAColor(red: 16 / 255, green: 32 / 255, blue: 48 / 255))
        #expect(RGBAColor(hex: "#10203040")?.alpha == 64.0 / 255)
        for invalid in ["", "#", "#12", "#12345", "#1234567", "123456", "#12345G", "#１２"] {
            #expect(RGBAColor(hex: invalid) == nil, "\(invalid)")
        }
        // Fullwidth digits are hex digits to Character, and read as 0, as before.
        #expect(RGBAColor(hex: "#１２３") == RGBAColor(red: 0, green: 0, blue: 0))
        #expect(RGBAColor(hex: "#ＡＢＣＤＥＦ") == RGBAColor(red: 0, green: 0, blue: 0))
    }

    @Test func everyHexColourReadsAsItsDigitsSay() {
        // Random colours of each length and case (fixed seed), against the digits read one pair at a time.
        var state: UInt64 = 0x4845_5843
        func next() -> UInt64 {
            // SplitMix64.
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
        let digits = Array("0123456789abcdefABCDEF")
        for count in [3, 6, 8] {
            for _ in 0..<500 {
                let text = String((0..<count).map { _ in digits[Int(next() % UInt64(digits.count))] })
                let pairs =
                    count == 3
                    ? text.map { String([$0, $0]) }
                    : stride(from: 0, to: count, by: 2).map {
                        String(Array(text)[$0..<$0 + 2])
                    }
                let components = pairs.map { Double(UInt8($0, radix: 16) ?? 0) / 255 }
                let expected = RGBAColor(
                    red: components[0], green: components[1], blue: components[2],
                    alpha: count == 8 ? components[3] : 1)
                let read = RGBAColor(hex: "#" + text)
                #expect(read?.red == expected.red && read?.green == expected.green, "#\(text)")
                #expect(read?.blue == expected.blue && read?.alpha == expected.alpha, "#\(text)")
            }
        }
    }

    @Test func aNearMissPrefersTheClosestThenTheShortestThenTheFirstName() {
        let known: Set<String> = ["PRODUCT_NAME", "PRODUCT_NAMES", "PRODUCT_NAMEX", "PRODUCT_MANE"]
        #expect(UnknownBuildSettingRule.nearMiss("PRODUCT_NAMEE", in: known) == "PRODUCT_NAME")
        #expect(UnknownBuildSettingRule.nearMiss("PRODUCT_NAMEQ", in: known) == "PRODUCT_NAME")
        #expect(UnknownBuildSettingRule.nearMiss("PRODUCT_NAMXS", in: known) == "PRODUCT_NAMES")
        #expect(UnknownBuildSettingRule.nearMiss("SHORT", in: ["SHORTS"]) == nil)
        #expect(UnknownBuildSettingRule.nearMiss("UNRELATED_NAME", in: known) == nil)
    }

    @Test func aWrongTypeIsTheOneProblemAndNeedsNoFormatCheck() {
        let url = FieldSpec(name: "u", type: .url, pattern: "^x$")
        #expect(FieldValueChecker.typeProblem(of: .number(JSONNumber(literal: "1")), for: url) != nil)
        #expect(FieldValueChecker.typeProblem(of: .string("not a url"), for: url) == nil)
        #expect(FieldValueChecker.check(.string("not a url"), for: url).count == 2)
        let integer = FieldSpec(name: "i", type: .integer, minimum: 2)
        #expect(
            FieldValueChecker.typeProblem(of: .number(JSONNumber(literal: "1.5")), for: integer)
                == .wrongType(expected: "a whole number", found: "'1.5'"))
        #expect(FieldValueChecker.check(.number(JSONNumber(literal: "1")), for: integer).count == 1)
    }
}
