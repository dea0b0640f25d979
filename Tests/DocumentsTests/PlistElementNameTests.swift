import Documents
import Testing

/// The numbers that stand for the element names of property lists.
@Suite struct PlistElementNameTests {
    private static let names = [
        "array", "dict", "date", "data", "false", "integer", "key", "plist", "real", "string", "true",
    ]

    @Test(arguments: names)
    func eachNameIsKnownWhateverEndsIt(name: String) {
        for end in [">", "/>", " a=\"1\">", "\n>"] {
            let bytes = Array(("<" + name + end + "        ").utf8)
            let found = PlistElementName.name(in: bytes, at: 1)
            #expect(found?.name == name)
            #expect(found?.length == name.utf8.count)
        }
    }

    @Test(arguments: ["arra", "arrays", "Dict", "dic", "keys", "ke", "integers", "strin", "plist2", "true_", "data:x"])
    func otherNamesAreNot(name: String) {
        #expect(PlistElementName.name(in: Array(("<" + name + ">        ").utf8), at: 1) == nil)
    }

    @Test func fewerThanEightBytesAreLeftToTheCaller() {
        #expect(PlistElementName.name(in: Array("<key>".utf8), at: 1) == nil)
        #expect(PlistElementName.name(in: Array("<key>    ".utf8), at: 1)?.name == "key")
    }
}
