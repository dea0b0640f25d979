import BrandsCLI
import Testing

@Suite struct ArgumentListTests {
    @Test(
        arguments: [
            ([], []),
            (["--strict"], [.longOption("strict", value: nil)]),
            (["--format", "json"], [.longOption("format", value: nil), .value("json")]),
            (["--format=json"], [.longOption("format", value: "json")]),
            (["--format="], [.longOption("format", value: "")]),
            (["--set=A=1"], [.longOption("set", value: "A=1")]),
            (["-h"], [.shortOption("h")]),
            (["-abc"], [.shortOption("abc")]),
            (["-"], [.value("-")]),
            (["-5", "-1.5"], [.value("-5"), .value("-1.5")]),
            (
                ["path", "--", "--format", "-h", "--"],
                [.value("path"), .literal("--format"), .literal("-h"), .literal("--")]
            ),
            (
                ["--set", "A=1", "--set", "B=2"],
                [.longOption("set", value: nil), .value("A=1"), .longOption("set", value: nil), .value("B=2")]
            ),
            ([""], [.value("")]),
        ] as [([String], [ArgumentToken])])
    func tokenizes(arguments: [String], expected: [ArgumentToken]) {
        #expect(ArgumentList(arguments).tokens == expected)
    }

    @Test(arguments: [
        (["--help"], true),
        (["-h"], true),
        (["x", "--help=yes"], true),
        (["--", "--help"], false),
        (["--set", "--help"], true),  // an option-looking word is never taken as a value
        (["--helpful"], false),
        (["-hx"], false),
    ])
    func detectsHelpRequests(arguments: [String], expected: Bool) {
        #expect(ArgumentList(arguments).containsHelpRequest == expected)
    }
}
