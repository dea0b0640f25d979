import BrandFormats
import Testing

/// Every rule of the tag grammar, one row each: the text, and the tag or the exact problem (with its offset).
@Suite struct TagParserTests {
    static let clones = ["ALP", "HBC", "NWD", "RVG", "SBT"]
    static let parser = TagParser(clones: clones)

    struct Valid: CustomTestStringConvertible, Sendable {
        let text: String
        let clone: String
        let version: [Int]
        let build: [Int]
        var testDescription: String { text }
    }

    static let valid: [Valid] = [
        Valid(text: "nwd/6.0.0/2", clone: "NWD", version: [6, 0, 0], build: [2]),
        Valid(text: "NWD/6.0.0/2", clone: "NWD", version: [6, 0, 0], build: [2]),
        Valid(text: "Sbt/6/1", clone: "SBT", version: [6], build: [1]),
        // A build number may have more than three integers, as CFBundleVersion may (the system ignores the rest).
        Valid(text: "nwd/6.0.0/1.2.3.4", clone: "NWD", version: [6, 0, 0], build: [1, 2, 3, 4]),
        Valid(text: "hbc/6.1/10", clone: "HBC", version: [6, 1], build: [10]),
        Valid(text: "alp/0.0.1/1", clone: "ALP", version: [0, 0, 1], build: [1]),
        Valid(text: "rvg/10.20.30/2.1", clone: "RVG", version: [10, 20, 30], build: [2, 1]),
        Valid(text: "rvg/1.0/2.0.1", clone: "RVG", version: [1, 0], build: [2, 0, 1]),
        Valid(text: "rvg/1.0/0.1", clone: "RVG", version: [1, 0], build: [0, 1]),
    ]

    @Test(arguments: valid)
    func parsesValidTags(_ row: Valid) throws {
        let tag = try Self.parser.parse(row.text).get()
        #expect(tag.name == row.text)
        #expect(tag.clone == row.clone)
        #expect(tag.version == VersionNumber(row.version))
        #expect(tag.build == VersionNumber(row.build))
    }

    @Test func recordsWhereVersionAndBuildStart() throws {
        let tag = try Self.parser.parse("nwd/6.0.0/12").get()
        #expect(tag.versionOffset == 4)
        #expect(tag.buildOffset == 10)
    }

    struct Invalid: CustomTestStringConvertible, Sendable {
        let text: String
        let problem: TagProblem
        let rule: String
        var testDescription: String { "\(rule): \(text.debugDescription)" }
    }

    static let invalid: [Invalid] = [
        // Unknown clone, with and without a suggestion.
        Invalid(text: "nwx/6.0.0/2", problem: .unknownClone("nwx", suggestion: "NWD", offset: 0), rule: "clone"),
        Invalid(text: "zzzz/6.0.0/2", problem: .unknownClone("zzzz", suggestion: nil, offset: 0), rule: "clone"),
        // Bad version.
        Invalid(text: "nwd/06.0.0/2", problem: .badVersion("06.0.0", .leadingZero("06"), offset: 4), rule: "version"),
        Invalid(text: "nwd/6.00/2", problem: .badVersion("6.00", .leadingZero("00"), offset: 4), rule: "version"),
        Invalid(
            text: "nwd/6.0.0.1/2", problem: .badVersion("6.0.0.1", .tooManyComponents(4), offset: 4), rule: "version"
        ),
        Invalid(text: "nwd/6.x/2", problem: .badVersion("6.x", .notANumber("x"), offset: 4), rule: "version"),
        Invalid(text: "nwd/v6.0/2", problem: .badVersion("v6.0", .notANumber("v6"), offset: 4), rule: "version"),
        Invalid(text: "nwd/-1/2", problem: .badVersion("-1", .notANumber("-1"), offset: 4), rule: "version"),
        Invalid(text: "nwd/6.0./2", problem: .badVersion("6.0.", .emptyComponent, offset: 4), rule: "version"),
        Invalid(text: "nwd/6..0/2", problem: .invalidRef("'..' is not allowed", offset: 5), rule: "git"),
        Invalid(text: "nwd/٦/2", problem: .badVersion("٦", .notANumber("٦"), offset: 4), rule: "version"),
        // Bad build.
        Invalid(
            text: "nwd/6.0.0/0", problem: .badBuild("0", "it must be greater than zero, such as 1", offset: 10),
            rule: "build"),
        Invalid(
            text: "nwd/6.0.0/0.0", problem: .badBuild("0.0", "it must be greater than zero, such as 1", offset: 10),
            rule: "build"),
        Invalid(
            text: "nwd/6.0.0/02",
            problem: .badBuild(
                "02",
                "it has '02' with a leading zero; write it as 2, as Apple's tools read '02', so that each release "
                    + "has one tag", offset: 10), rule: "build"),
        Invalid(
            text: "nwd/6.0.0/3.01",
            problem: .badBuild(
                "3.01",
                "it has '01' with a leading zero; write it as 3.1, as Apple's tools read '3.01', so that each "
                    + "release has one tag", offset: 10), rule: "build"),
        Invalid(
            text: "nwd/6.0.0/b2", problem: .badBuild("b2", buildReason(.notANumber("b2")), offset: 10), rule: "build"),
        Invalid(
            text: "nwd/6.0.0/99999999999999999999",
            problem: .badBuild("99999999999999999999", buildReason(.tooLarge("99999999999999999999")), offset: 10),
            rule: "build"),
        // Missing, extra and empty parts.
        Invalid(
            text: "nwd/6.0.0", problem: .partCount(expected: 3, found: 2, separator: "/", offset: 9), rule: "parts"),
        Invalid(text: "nwd", problem: .partCount(expected: 3, found: 1, separator: "/", offset: 3), rule: "parts"),
        Invalid(
            text: "nwd/6.0.0/2/3", problem: .partCount(expected: 3, found: 4, separator: "/", offset: 11),
            rule: "parts"),
        Invalid(text: "/6.0.0/2", problem: .invalidRef("it may not begin with '/'", offset: 0), rule: "git"),
        Invalid(text: "nwd//2", problem: .emptyPart("version", offset: 4), rule: "empty"),
        Invalid(text: "nwd/6.0.0/", problem: .emptyPart("build", offset: 10), rule: "empty"),
        Invalid(text: "", problem: .empty, rule: "empty"),
        // White space.
        Invalid(text: "nwd/6.0.0/2 ", problem: .whiteSpace(offset: 11), rule: "space"),
        Invalid(text: " nwd/6.0.0/2", problem: .whiteSpace(offset: 0), rule: "space"),
        Invalid(text: "nwd/6.0 .0/2", problem: .whiteSpace(offset: 7), rule: "space"),
        Invalid(text: "nwd/6.0.0/2\t", problem: .whiteSpace(offset: 11), rule: "space"),
        Invalid(text: "nwd/6.0.0\n/2", problem: .whiteSpace(offset: 9), rule: "space"),
        // Characters and sequences git does not allow.
        Invalid(text: "nwd/6.0.0/2~1", problem: .invalidRefCharacter("~", offset: 11), rule: "git"),
        Invalid(text: "nwd/6.0.0/2^", problem: .invalidRefCharacter("^", offset: 11), rule: "git"),
        Invalid(text: "nwd:6.0.0/2", problem: .invalidRefCharacter(":", offset: 3), rule: "git"),
        Invalid(text: "nwd/6.0.0/2?", problem: .invalidRefCharacter("?", offset: 11), rule: "git"),
        Invalid(text: "nwd/6.0.*/2", problem: .invalidRefCharacter("*", offset: 8), rule: "git"),
        Invalid(text: "nwd/[6.0.0]/2", problem: .invalidRefCharacter("[", offset: 4), rule: "git"),
        Invalid(text: "nwd\\6.0.0/2", problem: .invalidRefCharacter("\\", offset: 3), rule: "git"),
        Invalid(text: "nwd/6.0.0/2\u{01}", problem: .invalidRefCharacter("\u{01}", offset: 11), rule: "git"),
        Invalid(text: "nwd/6.0.0/2\u{7F}", problem: .invalidRefCharacter("\u{7F}", offset: 11), rule: "git"),
        Invalid(text: "nwd/6.0.0/2@{1}", problem: .invalidRef("'@{' is not allowed", offset: 11), rule: "git"),
        Invalid(text: "nwd/6.0.0/2.", problem: .invalidRef("it may not end with '.'", offset: 11), rule: "git"),
        Invalid(
            text: "nwd/6.0.0/2.lock",
            problem: .invalidRef("a part between slashes may not end with '.lock'", offset: 11),
            rule: "git"),
        Invalid(
            text: "nwd.lock/6.0.0/2",
            problem: .invalidRef("a part between slashes may not end with '.lock'", offset: 3),
            rule: "git"),
        Invalid(
            text: "nwd/.6/2", problem: .invalidRef("a part between slashes may not begin with '.'", offset: 4),
            rule: "git"),
    ]

    static func buildReason(_ problem: VersionNumber.Problem) -> String {
        "it \(problem); use a positive integer such as 2, or dot-separated numbers such as 2.1"
    }

    @Test(arguments: invalid)
    func refusesWithTheExactReason(_ row: Invalid) {
        #expect(Self.parser.parse(row.text) == .failure(row.problem))
    }

    @Test func messagesNameTheProblem() {
        #expect(
            TagProblem.unknownClone("nwx", suggestion: "NWD", offset: 0).message
                == "unknown clone 'nwx'; did you mean 'nwd'?")
        #expect(
            TagProblem.partCount(expected: 3, found: 2, separator: "/", offset: 9).message
                == "missing parts: expected 3 parts separated by '/', found 2")
        #expect(
            TagProblem.partCount(expected: 3, found: 4, separator: "/", offset: 11).message
                == "extra parts: expected 3 parts separated by '/', found 4")
        #expect(
            TagProblem.invalidRefCharacter("\u{01}", offset: 0).message
                == "the tag contains the control character U+0001, which git does not allow in a tag name")
        // A number with a leading zero is read by Apple's tools without it; the tag is told to write it so.
        #expect(
            TagProblem.badVersion("06", .leadingZero("06"), offset: 4).message
                == "bad version '06': it has '06' with a leading zero; write it as 6, as Apple's tools read '06', so that each release has one tag"
        )
        #expect(
            TagProblem.badVersion("6.x", .notANumber("x"), offset: 4).message
                == "bad version '6.x': it has 'x', which is not a non-negative integer; use one to three numbers such as 6.0.0, as CFBundleShortVersionString requires"
        )
        #expect(TagProblem.emptyPart("build", offset: 3).message == "the build part is empty")
        #expect(
            TagProblem.badBuild("99999999999999999999", Self.buildReason(.tooLarge("99999999999999999999")), offset: 0)
                .message
                == "bad build number '99999999999999999999': it has '99999999999999999999', which is too large a number; use a positive integer such as 2, or dot-separated numbers such as 2.1"
        )
        #expect(TagProblem.whiteSpace(offset: 2).offset == 2)
        #expect(TagProblem.empty.offset == nil)
    }

    // MARK: Custom formats

    struct Custom: CustomTestStringConvertible, Sendable {
        let format: String
        let text: String
        let expected: Result<[String], TagProblem>
        var testDescription: String { "\(format) \(text)" }
    }

    static let custom: [Custom] = [
        Custom(format: "{clone}-v{version}+{build}", text: "nwd-v6.0.0+2", expected: .success(["NWD", "6.0.0", "2"])),
        Custom(format: "{clone}-v{version}+{build}", text: "NWD-v6.1+2.1", expected: .success(["NWD", "6.1", "2.1"])),
        Custom(
            format: "{clone}-v{version}+{build}", text: "nwd-6.0.0+2",
            expected: .failure(.mismatch(format: "{clone}-v{version}+{build}"))),
        Custom(
            format: "{clone}-v{version}+{build}", text: "nwd-v06+2",
            expected: .failure(.badVersion("06", .leadingZero("06"), offset: 5))),
        Custom(
            format: "{clone}-v{version}+{build}", text: "nwd-v6.0.0+",
            expected: .failure(.emptyPart("build", offset: 11))),
        Custom(
            format: "release-{clone}_{version}.{build}", text: "release-nwd_6.0.0.2",
            expected: .success(["NWD", "6.0.0", "2"])),
        Custom(
            format: "release-{clone}_{version}.{build}", text: "release-sbt_6.3",
            expected: .success(["SBT", "6", "3"])),
        Custom(
            format: "release-{clone}_{version}.{build}", text: "release-xyz_6.0.0.2",
            expected: .failure(.unknownClone("xyz", suggestion: nil, offset: 8))),
        Custom(
            format: "release-{clone}_{version}.{build}", text: "rel-nwd_6.0.0.2",
            expected: .failure(.mismatch(format: "release-{clone}_{version}.{build}"))),
        Custom(format: "{version}-{build}-{clone}", text: "6.0.0-3-hbc", expected: .success(["HBC", "6.0.0", "3"])),
        // Splits whose version or build holds other characters than digits and dots are passed over before the
        // clone is looked at; the first split that fits still names the wrong part.
        Custom(format: "{clone}{version}.{build}", text: "nwd6.1.2", expected: .success(["NWD", "6.1", "2"])),
        Custom(format: "v{version}-{clone}{build}", text: "v1.2-sbt12", expected: .success(["SBT", "1.2", "12"])),
        Custom(
            format: "{clone}{version}.{build}", text: "nwdx6.1.2",
            expected: .failure(.emptyPart("version", offset: 7))),
        Custom(
            format: "v{version}-{clone}{build}", text: "v1.2-xyz12",
            expected: .failure(.emptyPart("build", offset: 10))),
        Custom(
            format: "{version}-{build}-{clone}", text: "6.0.0-3",
            expected: .failure(.partCount(expected: 3, found: 2, separator: "-", offset: 7))),
    ]

    @Test(arguments: custom)
    func parsesCustomFormats(_ row: Custom) {
        let parser = TagParser(format: row.format, clones: Self.clones)
        let result = parser.parse(row.text).map { [$0.clone, $0.version.description, $0.build.description] }
        #expect(result == row.expected)
    }

    @Test func spellsTagsInTheFormat() {
        #expect(TagParser(clones: Self.clones).spell(clone: "NWD", version: "6.0.0", build: "2") == "nwd/6.0.0/2")
        #expect(
            TagParser(format: "{clone}-v{version}+{build}", clones: Self.clones)
                .spell(clone: "NWD", version: "6.0.0", build: "2") == "nwd-v6.0.0+2")
    }

    @Test func longTagsAgainstAmbiguousFormatsEndQuickly() {
        let parser = TagParser(format: "{clone}{version}{build}", clones: Self.clones)
        let text = "nwd" + String(repeating: "1.", count: 400) + "1"
        if case .success = parser.parse(text) { Issue.record("a 4-component version cannot parse") }
    }

    @Test(
        arguments: [
            ("{clone}/{version}/{build}", nil),
            ("{clone}-v{version}+{build}", nil),
            ("{clone}/{version}", "tag format '{clone}/{version}' must contain {build} exactly once"),
            (
                "{clone}/{version}/{build}/{build}",
                "tag format '{clone}/{version}/{build}/{build}' must contain {build} exactly once"
            ),
            (
                "{clone}/{version}/{build}-{flavour}",
                "tag format '{clone}/{version}/{build}-{flavour}' has the unknown placeholder '{flavour}'; use {clone}, {version} and {build}"
            ),
            (
                "{{clone}/{version}/{build}",
                "tag format '{{clone}/{version}/{build}' has a stray '{'; braces belong only to {clone}, {version} and {build}"
            ),
            (
                "{clone}}-{version}{build}",
                "tag format '{clone}}-{version}{build}' has a stray '}'; braces belong only to {clone}, {version} and {build}"
            ),
            (
                "{clone} {version} {build}",
                "tag format '{clone} {version} {build}' cannot give a valid git tag: the tag contains white space, which git does not allow in a tag name"
            ),
        ] as [(String, String?)])
    func checksTagFormats(format: String, problem: String?) {
        #expect(TagFormat.problem(format) == problem)
    }

    /// Found by the TagParser fuzz harness: a format the check let through (`{{n{clone}`) that the parser read as the
    /// placeholder `{n{clone`; the format is refused now, and a tag no split of which is valid still ends with the
    /// first split that fits.
    @Test func aFormatWithAStrayBraceIsRefusedAndLongSearchesStayBounded() {
        #expect(TagFormat.problem("{{n{clone}{version}\u{FFFD}{build}") != nil)
        let parser = TagParser(format: "{clone}{version}-{build}", clones: ["NWD", "SBT"])
        let text = "nwd" + String(repeating: "9", count: 300) + "-x"
        guard case .failure(let problem) = parser.parse(text) else {
            Issue.record("'\(text)' has no valid build")
            return
        }
        // The first split that fits gives the clone the longest value, leaving the version empty.
        #expect(problem.message == "the version part is empty")
    }
}
