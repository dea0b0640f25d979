import BrandFormats
import Support
import Testing

@testable import BrandKit

/// A reference to a setting set nowhere expands to nothing without a word: ghostery's user-agent-ios writes
/// `$(inherit)`, which drops what the levels below give.
@Suite struct MisspeltSettingReferenceRuleTests {
    static func findings(base added: String, files: [String: String] = [:]) -> [Diagnostic] {
        var all = ExampleWorkspace.files
        all["Configs/Base.xcconfig"] = ExampleWorkspace.baseXCConfig + added
        all.merge(files) { $1 }
        return Validator(rules: [MisspeltSettingReferenceRule.self]).validate(
            ExampleLoader.load(all), today: RuleExampleTests.today)
    }

    @Test func inheritedMisspeltIsReportedAtTheReference() {
        let findings = Self.findings(base: "OTHER_SWIFT_FLAGS = -DA $(inherit) -DBRANDS\n")
        #expect(
            findings.map(\.message) == [
                "'$(inherit)' refers to a build setting set nowhere, so it expands to nothing; did you mean "
                    + "'$(inherited)'?"
            ])
        // `OTHER_SWIFT_FLAGS = ` is 20 characters, `-DA ` 4 more: the reference starts in column 25.
        #expect(findings.first?.location.line == 6)
        #expect(findings.first?.location.column == 25)
        // In another case, too: names are case-sensitive.
        #expect(
            Self.findings(base: "OTHER_SWIFT_FLAGS = ${Inherited}\n").map(\.message).first?.hasPrefix(
                "'${Inherited}' refers to a build setting set nowhere") == true)
    }

    /// `https:$(/)$(/)host`, passed around as a way to keep `//` from starting a comment, looks up a setting named
    /// `/`, which Xcode does not have: musicreps' `OTA_RELEASE_BASE` (its Info.plist's `OTAReleaseBase`) is
    /// `https:shnayder.github.io/…`.
    @Test func aReferenceToSlashIsReportedWithWhatTheValueGives() {
        let findings = Self.findings(base: "HELP_URL = https:$(/)$(/)help.example.com\n")
        #expect(
            findings.map(\.message) == [
                "'$(/)' expands to nothing, since no build setting is named '/': 'https:$(/)$(/)help.example.com' "
                    + "gives 'https:help.example.com'; write '/$()/' where '//' is meant"
            ])
        // `HELP_URL = ` is 11 characters, `https:` 6 more: the reference starts in column 18.
        #expect(findings.first?.location.line == 6)
        #expect(findings.first?.location.column == 18)
        #expect(
            Self.findings(base: "HELP_URL = https:${/}${/}help.example.com\n").first?.message.hasPrefix(
                "'${/}' expands to nothing") == true)
        // The empty reference that splits the slashes is right.
        #expect(Self.findings(base: "HELP_URL = https:/$()/help.example.com\n").isEmpty)
    }

    @Test func aNearMissOfASettingTheFilesSetIsReportedWithItsOperators() {
        let findings = Self.findings(
            base: "BUNDLE_ID_PREFIX = com.example\nAPP_GROUP = group.$(BUNDLE_ID_PREFX:lower)\n")
        #expect(
            findings.map(\.message) == [
                "'$(BUNDLE_ID_PREFX:lower)' refers to a build setting set nowhere, so it expands to nothing; did you "
                    + "mean '$(BUNDLE_ID_PREFIX)'?"
            ])
        // A near miss of one of Xcode's settings, too.
        #expect(
            Self.findings(base: "APP_NAME = $(PRODUCT_NAEM)\n").first?.message.hasSuffix(
                "did you mean '$(PRODUCT_NAME)'?") == true)
    }

    @Test func whatIsSetSomewhereOrUnlikeAnyNameIsNoFinding() {
        // Set in a clone's own xcconfig, though not in the shared file that refers to it.
        #expect(Self.findings(base: "APP_TITLE = $(CLONE_IDENTIFIER)\n").isEmpty)
        // Xcode's own, and names like none.
        #expect(Self.findings(base: "A_PATH = $(SRCROOT)/$(TARGET_NAME)/$(SOMETHING_ELSE_ENTIRELY)\n").isEmpty)
        // `SDK_NAMES` is Xcode's, not a misspelt `SDK_NAME`.
        #expect(Self.findings(base: "LISTED = $(SDK_NAMES)\n").isEmpty)
        // A name made when it is evaluated (home-assistant's `$(ENABLE_CARPLAY_$(DEVELOPMENT_TEAM))`, ENABLE_CARPLAY
        // set beside it) is no misspelt one.
        #expect(
            Self.findings(
                base:
                    "ENABLE_CARPLAY = YES\nENABLE_CARPLAY_ABCDE12345 = NO\nX = $(ENABLE_CARPLAY_$(DEVELOPMENT_TEAM))\n"
            )
            .isEmpty)
        // A bare `$NAME` is text, not a reference.
        #expect(Self.findings(base: "BUNDLE_ID_PREFIX = a\nB = $BUNDLE_ID_PREFX\n").isEmpty)
        // A missing include may set it; `inherited` misspelt, no file sets.
        let local = "#include \"Local.xcconfig\"\nBUNDLE_ID_PREFIX = a\nB = $(BUNDLE_ID_PREFX) $(inherted)\n"
        #expect(Self.findings(base: local).map(\.message).map { $0.prefix(13) } == ["'$(inherted)'"])
    }

    /// Values that only inherit are not scanned (the project workspace's thousands of `$(inherited) …`).
    @Test func aValueThatOnlyInheritsRefersToNoOther() {
        #expect(!MisspeltSettingReferenceRule.mayReferToOthers("$(inherited) -ObjC ${inherited}"))
        #expect(!MisspeltSettingReferenceRule.mayReferToOthers("plain"))
        #expect(MisspeltSettingReferenceRule.mayReferToOthers("$(inherited) $(inherit)"))
        #expect(MisspeltSettingReferenceRule.mayReferToOthers("$(inheritedX)"))
        #expect(MisspeltSettingReferenceRule.mayReferToOthers("$(inherited"))
        #expect(MisspeltSettingReferenceRule.mayReferToOthers("$NAME"))
    }

    /// A configuration's own names are searched as Xcode's are: one edit, two from twelve characters, none below six.
    @Test func theNearMissAmongAConfigurationsNamesFollowsTheIndexsRule() {
        let names = ["APP_GROUP", "APP_GROUPS", "BUNDLE_ID_PREFIX", "SHORT", "BUNDLE_ID_PREFIXES"]
        #expect(MisspeltSettingReferenceRule.nearMiss("APP_GRUP", among: names) == "APP_GROUP")
        #expect(MisspeltSettingReferenceRule.nearMiss("BUNDLE_ID_PREFX", among: names) == "BUNDLE_ID_PREFIX")
        #expect(MisspeltSettingReferenceRule.nearMiss("SHORX", among: names) == nil)
        #expect(MisspeltSettingReferenceRule.nearMiss("APP_GRXXP", among: names) == nil)
        #expect(MisspeltSettingReferenceRule.nearMiss("APP_GROUP", among: names) == "APP_GROUPS")
    }

    @Test func theReferenceIsSpeltAsWritten() {
        #expect(
            MisspeltSettingReferenceRule.written(in: "a $(X:default=$(Y)) b", at: 2, name: "X") == "$(X:default=$(Y))")
        #expect(MisspeltSettingReferenceRule.written(in: "${X}", at: 0, name: "X") == "${X}")
        #expect(MisspeltSettingReferenceRule.written(in: "$(X", at: 0, name: "X") == "$(X)")
    }
}
