import BrandKit
import Testing

struct PluralTests {
    @Test(
        arguments: [
            (0, "clone", nil, "0 clones"), (1, "clone", nil, "1 clone"), (2, "clone", nil, "2 clones"),
            (1, "entry", "entries", "1 entry"), (3, "entry", "entries", "3 entries"), (-1, "file", nil, "-1 files"),
            (1_000, "app extension", nil, "1000 app extensions"),
        ] as [(Int, String, String?, String)])
    func countsWithTheNounThatFitsTheCount(count: Int, singular: String, plural: String?, expected: String) {
        #expect(Plural.count(count, singular, plural: plural) == expected)
    }

    @Test func theNounAloneIsSingularOnlyForOne() {
        #expect(Plural.noun(1, "clone") == "clone")
        #expect(Plural.noun(0, "clone") == "clones")
        #expect(Plural.noun(2, "clone") == "clones")
        #expect(Plural.noun(2, "entry", plural: "entries") == "entries")
    }
}
