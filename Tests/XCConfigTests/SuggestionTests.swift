import Support
import Testing
import XCConfig

@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("", "", 0),
        ("", "abc", 3),
        ("abc", "", 3),
        ("format", "format", 0),
        ("formt", "format", 1),  // deletion
        ("formatt", "format", 1),  // insertion
        ("formet", "format", 1),  // substitution
        ("vaildate", "validate", 1),  // adjacent transposition counts once
        ("lsit", "list", 1),
        ("kitten", "sitting", 3),
        ("ca", "abc", 3),  // optimal string alignment: no edits of a transposed pair
        ("héllo", "hello", 1),  // characters, not bytes
    ])
    func distance(lhs: String, rhs: String, expected: Int) {
        #expect(EditDistance.between(lhs, rhs) == expected)
        #expect(EditDistance.between(rhs, lhs) == expected)
    }

    @Test func limitStopsEarlyWithValueAboveLimit() {
        #expect(EditDistance.between("a", "abcdefgh", limit: 2) == 3)
        #expect(EditDistance.between("abcdefghij", "jihgfedcba", limit: 2) == 3)
        #expect(EditDistance.between("formt", "format", limit: 2) == 1)
    }
}

@Suite struct SuggestionTests {
    static let commands = ["validate", "list", "settings", "show", "diff", "schema", "rules", "matrix", "help"]

    @Test(arguments: [
        ("vaildate", "validate"),
        ("lsit", "list"),
        ("setings", "settings"),
        ("Validate", "validate"),  // case differences are suggested
        ("shwo", "show"),
        ("hepl", "help"),
    ])
    func suggestsClosest(input: String, expected: String) {
        #expect(Suggestion.closest(to: input, in: Self.commands) == expected)
    }

    @Test(arguments: ["x", "deploy", "completely-different", ""])
    func suggestsNothingWhenFarAway(input: String) {
        #expect(Suggestion.closest(to: input, in: Self.commands) == nil)
    }

    @Test func breaksTiesByCandidateOrderNotHashing() {
        #expect(Suggestion.closest(to: "bat", in: ["cat", "bad"]) == "cat")
        #expect(Suggestion.closest(to: "bat", in: ["bad", "cat"]) == "bad")
    }

    @Test func neverSuggestsTheInputItself() {
        #expect(Suggestion.closest(to: "list", in: ["list"]) == nil)
    }

    @Test func toleranceGrowsWithLength() {
        #expect(Suggestion.maximumDistance(for: "ab") == 1)
        #expect(Suggestion.maximumDistance(for: "format") == 2)
        #expect(Suggestion.maximumDistance(for: "PRODUCT_BUNDLE_IDENTIFIER") == 3)
        #expect(
            Suggestion.closest(to: "PRODUCT_BUNDLE_IDENTIFER", in: ["PRODUCT_NAME", "PRODUCT_BUNDLE_IDENTIFIER"])
                == "PRODUCT_BUNDLE_IDENTIFIER")
    }
}
