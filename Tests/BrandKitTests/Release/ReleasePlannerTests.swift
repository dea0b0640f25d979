import BrandFormats
import BrandKit
import Support
import Testing
import XCConfig

/// The planner's checks on the in-memory example workspace (clones ALPHA at 1.0.0 and BETA at 1.1.0).
@Suite struct ReleasePlannerTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 21)

    static func planner(changing changes: [String: String] = [:]) -> ReleasePlanner {
        let files = ExampleWorkspace.files.merging(changes, uniquingKeysWith: { $1 })
        return ReleasePlanner(workspace: ExampleLoader.load(files), today: today)
    }

    static func inputs(_ tags: String...) -> [TagInput] {
        tags.enumerated().map { TagInput($1, at: SourceLocation(file: "<arguments>", line: $0 + 1, column: 1)) }
    }

    static let alphaDebug = "/workspace/Configs/ALPHA-Debug.xcconfig"

    @Test func plansAValidTag() {
        let result = Self.planner().plan(Self.inputs("alpha/1.0.0/2"), existingTags: [])
        #expect(result.diagnostics == [])
        #expect(
            result.plans == [
                ReleasePlan(
                    tag: "alpha/1.0.0/2", clone: "ALPHA", displayName: "ALPHA", scheme: "ALPHA",
                    configuration: "Release", xcconfig: "Configs/ALPHA-Release.xcconfig",
                    bundleIdentifier: "com.example.alpha", team: "ABCDE12340", version: "1.0.0", build: "2",
                    exportMethod: "app-store-connect",
                    buildSettings: ["MARKETING_VERSION=1.0.0", "CURRENT_PROJECT_VERSION=2"])
            ])
    }

    @Test func plansSeveralTagsInOrder() {
        let result = Self.planner().plan(Self.inputs("beta/1.1.0/7", "alpha/1.0/2.1"), existingTags: [])
        #expect(result.diagnostics == [])
        #expect(result.plans.map(\.tag) == ["beta/1.1.0/7", "alpha/1.0/2.1"])
        #expect(result.plans.map(\.version) == ["1.1.0", "1.0.0"])
        #expect(result.plans.map(\.build) == ["7", "2.1"])
    }

    @Test func refusesABadTagAtTheColumnOfTheProblem() {
        let result = Self.planner().plan(Self.inputs("alpha/1.0.0/2", "alpha/1.0.0/0"), existingTags: [])
        #expect(result.plans.map(\.tag) == ["alpha/1.0.0/2"])
        let problem = TagProblem.badBuild("0", "it must be greater than zero, such as 1", offset: 12)
        #expect(
            result.diagnostics == [
                Diagnostic(
                    .error, rule: ReleasePlanner.Check.invalidTag,
                    ReleasePlanner.Message.invalidTag("alpha/1.0.0/0", problem),
                    at: SourceLocation(file: "<arguments>", line: 2, column: 13))
            ])
    }

    /// A tag's clone is matched without regard to case, but the clone it suggests is spelled as its id is: `alpha` would
    /// name no clone where ids are matched as written (`brands show alpha`, a rule setting's `clones`).
    @Test func suggestsTheCloneOfAnUnknownTagAsItsIdIsSpelled() {
        let result = Self.planner().plan(Self.inputs("alphx/1.0.0/2", "Alphx/1.0.0/3"), existingTags: [])
        #expect(result.plans.isEmpty)
        #expect(
            result.diagnostics.map(\.message) == [
                "invalid tag 'alphx/1.0.0/2': unknown clone 'alphx'; did you mean 'ALPHA'?",
                "invalid tag 'Alphx/1.0.0/3': unknown clone 'Alphx'; did you mean 'ALPHA'?",
            ])
    }

    @Test func refusesAnInvalidCloneAndShowsItsFindingsOnce() {
        let broken = ExampleWorkspace.config("ALPHA").replacingOccurrences(
            of: "https://api.alpha.example.com/v1", with: "http://api.alpha.example.com/v1")
        let planner = Self.planner(changing: ["Brands/ALPHA/config.json": broken])
        let result = planner.plan(Self.inputs("alpha/1.0.0/2", "alpha/1.0.0/3", "beta/1.1.0/2"), existingTags: [])
        #expect(result.plans.map(\.tag) == ["beta/1.1.0/2"])
        let findings = planner.validator.validate(planner.workspace, clones: ["ALPHA"], today: Self.today)
        #expect(findings.containsErrors)
        let refusals = result.diagnostics.filter { $0.rule == ReleasePlanner.Check.cloneInvalid }
        #expect(refusals.map(\.location.line) == [1, 2])
        #expect(
            refusals.first?.message.hasPrefix(
                "clone 'ALPHA' has \(findings.filter { $0.severity == .error }.count) validation error") == true)
        #expect(result.diagnostics.filter { !$0.rule.hasPrefix("release_") } == findings)
    }

    /// BETA's tvOS app under the identifier of ALPHA's iOS app is released as validate sees it: one app on two
    /// platforms; on ALPHA's platform it is a collision that stops the release.
    @Test(arguments: [("appletvos", true), ("iphoneos", false)])
    func aCloneSharingAnIdentifierIsReleasedOnlyOnAnotherPlatform(sdk: String, planned: Bool) {
        let planner = Self.planner(changing: [
            "Configs/ALPHA-Release.xcconfig": DuplicateBundleIdentifierRule.releaseXCConfig(
                "ALPHA", "SDKROOT = iphoneos"),
            "Configs/BETA-Release.xcconfig": DuplicateBundleIdentifierRule.releaseXCConfig(
                "BETA", "SDKROOT = \(sdk)", identifier: "alpha"),
        ])
        let result = planner.plan(Self.inputs("beta/1.1.0/2"), existingTags: [])
        #expect(result.plans.map(\.bundleIdentifier) == (planned ? ["com.example.alpha"] : []))
        #expect(
            result.diagnostics.map(\.rule)
                == (planned ? [] : ["duplicate_bundle_identifier", ReleasePlanner.Check.cloneInvalid]))
    }

    @Test func refusesAVersionThatDiffersFromMarketingVersion() throws {
        let result = Self.planner().plan(Self.inputs("alpha/1.1.0/2"), existingTags: [])
        #expect(result.plans == [])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.rule == ReleasePlanner.Check.versionMismatch)
        #expect(
            diagnostic.message
                == "tag 'alpha/1.1.0/2' has version 1.1.0 but ALPHA's MARKETING_VERSION in Release is 1.0.0; tag 'alpha/1.0.0/2' instead or change MARKETING_VERSION (or set release.version_policy to tag-overrides)"
        )
        #expect(diagnostic.location == SourceLocation(file: "<arguments>", line: 1, column: 7))
        #expect(diagnostic.notes.map(\.message) == ["MARKETING_VERSION is set here"])
        #expect(diagnostic.notes.first?.location?.file == Self.alphaDebug)
    }

    /// The suggestion keeps the tag as written but its version (UTM's `iOS/9.9.9/123` was told `ios/5.0.3/123`), and
    /// a version that only refers to another setting gets a note where the value is written (pocket-casts-ios's
    /// `MARKETING_VERSION = $(VERSION_SHORT)`).
    @Test func aVersionMismatchKeepsTheTagsSpellingAndSaysWhereTheVersionIsWritten() throws {
        let debug = "Configs/ALPHA-Debug.xcconfig"
        let text = ExampleWorkspace.files[debug, default: ""].replacingOccurrences(
            of: "MARKETING_VERSION = 1.0.0", with: "MARKETING_VERSION = $(APP_VERSION)\nAPP_VERSION = 1.0.0")
        #expect(text.contains("APP_VERSION = 1.0.0"))
        let result = Self.planner(changing: [debug: text]).plan(Self.inputs("ALPHA/1.1.0/2"), existingTags: [])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message.contains("tag 'ALPHA/1.0.0/2' instead"), "\(diagnostic.message)")
        #expect(
            diagnostic.notes.map(\.message) == [
                "MARKETING_VERSION is set here", "'APP_VERSION' is set here: APP_VERSION = 1.0.0",
            ])
    }

    @Test func acceptsAnEquivalentVersion() {
        let result = Self.planner().plan(Self.inputs("alpha/1.0/2"), existingTags: [])
        #expect(result.diagnostics == [])
        #expect(result.plans.first?.version == "1.0.0")
    }

    @Test func letsTheTagsVersionOverrideByPolicy() {
        let manifest = #"{"release": {"version_policy": "tag-overrides", "scheme": "App-{clone}"}}"#
        let result = Self.planner(changing: ["brands.json": manifest]).plan(
            Self.inputs("alpha/2.0/5"), existingTags: [])
        #expect(result.diagnostics == [])
        #expect(result.plans.first?.version == "2.0")
        #expect(result.plans.first?.scheme == "App-ALPHA")
        #expect(result.plans.first?.buildSettings == ["MARKETING_VERSION=2.0", "CURRENT_PROJECT_VERSION=5"])
    }

    /// A clone named by its target has no scheme of its own: it builds with the one Xcode makes for the target,
    /// named after the target, not after the clone's id (KeePassium's 'KeePassium Pro' is `KeePassium-Pro`).
    @Test(arguments: [("{}", "ALPHA"), (#"{"scheme": "App-{clone}"}"#, "App-first")])
    func aCloneOfATargetBuildsWithTheTargetsScheme(release: String, scheme: String) throws {
        var files = RuleExample.projectBaseline.resolvedFiles
        for clone in ["ALPHA", "BETA"] { files[ExampleWorkspace.schemeFile(clone)] = nil }
        // The example's folder and identifiers say ALPHA, which the id `first` is not.
        files["brands.json"] =
            #"{"clones": [{"id": "first", "target": "ALPHA"}], "rules": {"identifier_mismatch": "off"}, "release": "#
            + release + "}"
        let planner = ReleasePlanner(workspace: ExampleLoader.load(files), today: Self.today)
        let result = planner.plan(Self.inputs("first/1.0.0/2"), existingTags: [])
        #expect(result.diagnostics.filter { $0.severity == .error } == [])
        #expect(try #require(result.plans.first).scheme == scheme)
    }

    @Test func lowersAReleaseCheckByTheManifestsRules() {
        let manifest = #"{"rules": {"release_version_mismatch": {"severity": "warning", "clones": ["ALPHA"]}}}"#
        let result = Self.planner(changing: ["brands.json": manifest]).plan(
            Self.inputs("alpha/1.1.0/2", "beta/1.0.0/2"), existingTags: [])
        #expect(result.plans.map(\.tag) == ["alpha/1.1.0/2"])
        #expect(result.diagnostics.map(\.severity) == [.warning, .error])
    }

    @Test(arguments: [
        ("alpha/1.0.0/3", "3", "4"), ("alpha/1.0.0/2", "3", "4"), ("alpha/1.0.0/2.9", "3", "4"),
        ("alpha/1.0.0/3.0", "3", "4"),
    ])
    func refusesABuildNotAboveEarlierTags(tag: String, highest: String, next: String) throws {
        let existing = ["alpha/0.9.0/1", "alpha/0.9.0/3", "beta/1.1.0/9", "v1.0", "alpha/1.0.0/x"]
        let result = Self.planner().plan(Self.inputs(tag), existingTags: existing)
        #expect(result.plans == [])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.rule == ReleasePlanner.Check.buildNotIncreasing)
        #expect(
            diagnostic.message
                == "build \(tag.split(separator: "/")[2]) of '\(tag)' is not higher than build \(highest) of the earlier tag 'alpha/0.9.0/3'; use build \(next) or higher"
        )
        #expect(diagnostic.location.column == 13)
    }

    @Test func refusesABuildBelowTheLargestPossibleEarlierOneWithoutOverflowing() throws {
        let result = Self.planner().plan(Self.inputs("alpha/1.0.0/5"), existingTags: ["alpha/1.0.0/\(Int.max)"])
        #expect(result.plans == [])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.rule == ReleasePlanner.Check.buildNotIncreasing)
        #expect(diagnostic.message.hasSuffix("use build \(Int.max).1 or higher"))
    }

    @Test(arguments: [
        ("alpha/1.0.0/2\n", "invalid tag 'alpha/1.0.0/2\\n': "),
        ("alpha/1.0.0/2\u{1B}[31m", "invalid tag 'alpha/1.0.0/2\\u{1B}[31m': "),
        ("alpha/1.0.0/2\u{202E}", "invalid tag 'alpha/1.0.0/2\\u{202E}': bad build number '2\\u{202E}'"),
    ])
    func writesControlCharactersOfABadTagAsEscapes(tag: String, prefix: String) throws {
        let result = Self.planner().plan(Self.inputs(tag), existingTags: [])
        let message = try #require(result.diagnostics.first?.message)
        // One line, no escape sequence reaching the terminal.
        #expect(message.hasPrefix(prefix), "\(message)")
        #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test func acceptsABuildAboveEarlierTagsOfTheSameClone() {
        let existing = ["alpha/0.9.0/3", "beta/1.1.0/90", "alpha/1.0.0/4"]
        let result = Self.planner().plan(Self.inputs("alpha/1.0.0/4"), existingTags: existing)
        #expect(result.diagnostics == [])
        #expect(result.plans.map(\.tag) == ["alpha/1.0.0/4"])
    }

    @Test func refusesTheSameTagTwice() throws {
        let result = Self.planner().plan(Self.inputs("alpha/1.0.0/2", "alpha/1.0.0/2"), existingTags: [])
        #expect(result.plans.map(\.tag) == ["alpha/1.0.0/2"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.rule == ReleasePlanner.Check.duplicateTag)
        #expect(diagnostic.message == "tag 'alpha/1.0.0/2' is given twice; give each tag once")
        #expect(diagnostic.location.line == 2)
        #expect(
            diagnostic.notes == [.init("first given here", at: SourceLocation(file: "<arguments>", line: 1, column: 1))]
        )
    }

    @Test func refusesTheSameBuildUnderAnotherSpelling() {
        let result = Self.planner().plan(Self.inputs("alpha/1.0.0/2", "ALPHA/1.0/2.0"), existingTags: [])
        #expect(result.plans.count == 1)
        #expect(
            result.diagnostics.map(\.message) == [
                "tag 'ALPHA/1.0/2.0' repeats build 2.0 of ALPHA from 'alpha/1.0.0/2'; give each build once"
            ])
    }

    /// The planner on the example workspace with ALPHA's Info.plist changed by `replacements`.
    static func planner(plist replacements: [(String, String)], debugAppend: String = "") -> ReleasePlanner {
        var plist = ExampleWorkspace.infoPlist
        for (old, new) in replacements { plist = plist.replacingOccurrences(of: old, with: new) }
        let debug = ExampleWorkspace.files["Configs/ALPHA-Debug.xcconfig", default: ""] + debugAppend
        return planner(changing: ["Brands/ALPHA/Info.plist": plist, "Configs/ALPHA-Debug.xcconfig": debug])
    }

    @Test func stampsTheSettingsThatFeedTheInfoPlistKeys() {
        let planner = Self.planner(
            plist: [("$(MARKETING_VERSION)", "$(AG_VERSION)"), ("$(CURRENT_PROJECT_VERSION)", "${AG_BUILD}")],
            debugAppend: "AG_VERSION = 1.0.0\nAG_BUILD = 1\n")
        let result = planner.plan(Self.inputs("alpha/1.0.0/2"), existingTags: [])
        #expect(result.diagnostics == [])
        #expect(result.plans.first?.buildSettings == ["AG_VERSION=1.0.0", "AG_BUILD=2"])
    }

    @Test func namesTheFeedingSettingWhenTheVersionDiffers() throws {
        let planner = Self.planner(
            plist: [("$(MARKETING_VERSION)", "$(AG_VERSION)")], debugAppend: "AG_VERSION = 1.0.0\n")
        let diagnostic = try #require(planner.plan(Self.inputs("alpha/1.1.0/2"), existingTags: []).diagnostics.first)
        #expect(diagnostic.rule == ReleasePlanner.Check.versionMismatch)
        #expect(diagnostic.message.contains("ALPHA's AG_VERSION in Release is 1.0.0"))
        #expect(diagnostic.notes.map(\.message) == ["AG_VERSION is set here"])
        #expect(diagnostic.notes.first?.location?.line == 11)
    }

    @Test func refusesABuildTheInfoPlistWritesAsALiteral() throws {
        let planner = Self.planner(plist: [("$(CURRENT_PROJECT_VERSION)", "1")])
        let result = planner.plan(Self.inputs("alpha/1.0.0/2"), existingTags: [])
        #expect(result.plans == [])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.rule == ReleasePlanner.Check.notStampable)
        #expect(
            diagnostic.message
                == "ALPHA's CFBundleVersion in Release is written as '1' in the Info.plist, so no build setting can give it the build 2 of 'alpha/1.0.0/2'; write '$(CURRENT_PROJECT_VERSION)' as its value"
        )
        #expect(diagnostic.location == SourceLocation(file: "<arguments>", line: 1, column: 13))
        #expect(diagnostic.notes.first?.location?.file == "/workspace/Brands/ALPHA/Info.plist")
    }

    @Test func needsNoStampForALiteralThatAlreadyHasTheTagsValue() {
        let planner = Self.planner(plist: [("$(MARKETING_VERSION)", "1.0.0")])
        let result = planner.plan(Self.inputs("alpha/1.0.0/2"), existingTags: [])
        #expect(result.diagnostics == [])
        #expect(result.plans.first?.buildSettings == ["CURRENT_PROJECT_VERSION=2"])
    }
}
