import BrandKit
import Foundation
import Support
import Testing
import XCConfig

/// `undefined_info_plist_variable` when the xcconfig chain misses an include: the finding says where the include is,
/// since the missing file (a CocoaPods or Flutter xcconfig nobody commits) is the likely definition.
@Suite struct UndefinedInfoPlistVariableRuleTests {
    static func messages(_ files: [String: String]) -> [String] {
        let workspace = ExampleLoader.load(files)
        return Validator(rules: [UndefinedInfoPlistVariableRule.self]).validate(
            workspace, today: RuleExampleTests.today
        )
        .filter { $0.rule == UndefinedInfoPlistVariableRule.description.id }.map(\.message)
    }

    static func files(debugIncludes includes: [String]) -> [String: String] {
        var files = RuleExample.baseline.resolvedFiles
        files["Brands/ALPHA/Info.plist"] = ExampleWorkspace.infoPlist.replacingOccurrences(
            of: "$(APP_DISPLAY_NAME)", with: "$(FLUTTER_BUILD_NAME)")
        files["Configs/ALPHA-Debug.xcconfig", default: ""] += includes.map { "#include \"\($0)\"\n" }.joined()
        return files
    }

    @Test func aMissingIncludeIsNamedAsWhereTheSettingMayBeDefined() throws {
        let base = try #require(RuleExample.baseline.resolvedFiles["Configs/ALPHA-Debug.xcconfig"])
        let line = base.split(separator: "\n", omittingEmptySubsequences: false).count
        // ALPHA-Release.xcconfig includes ALPHA-Debug.xcconfig, so both configurations miss the file.
        let hint =
            "(the include at Configs/ALPHA-Debug.xcconfig:\(line) finds no file; if that file defines it, "
            + "create it first)"
        #expect(
            Self.messages(Self.files(debugIncludes: ["Generated.xcconfig"])) == [
                "$(FLUTTER_BUILD_NAME) is not defined by any build setting in Debug and Release \(hint)"
            ])
    }

    @Test func severalMissingIncludesAreAllNamed() throws {
        let messages = Self.messages(Self.files(debugIncludes: ["Pods.xcconfig", "Generated.xcconfig"]))
        let debug = try #require(messages.first)
        #expect(debug.contains("(the includes at Configs/ALPHA-Debug.xcconfig:"), "\(debug)")
        #expect(debug.hasSuffix("find no file; if one of them defines it, create it first)"), "\(debug)")
    }

    /// An optional include that finds no file is named where nothing else is.
    ///
    /// Nothing else: no include that must find its file and no near miss. One that finds its file is not named. Xcode
    /// reads past it without a word, but the file may be the definition all the same (a git-ignored
    /// `#include? "Local.xcconfig"` of secrets).
    @Test func anOptionalIncludeThatFindsNothingIsTheLastHint() throws {
        var files = Self.files(debugIncludes: [])
        let line = try #require(files["Configs/ALPHA-Debug.xcconfig"]).split(
            separator: "\n", omittingEmptySubsequences: false
        ).count
        files["Configs/ALPHA-Debug.xcconfig"]! += "#include? \"Generated.xcconfig\"\n#include? \"Found.xcconfig\"\n"
        files["Configs/Found.xcconfig"] = "FOUND = 1\n"
        #expect(
            Self.messages(files) == [
                "$(FLUTTER_BUILD_NAME) is not defined by any build setting in Debug and Release (the optional include "
                    + "at Configs/ALPHA-Debug.xcconfig:\(line) finds no file; if that file defines it, create it first)"
            ])
        // A required include that finds no file is the lead, and the optional one is not named beside it.
        files["Configs/ALPHA-Debug.xcconfig"]! += "#include \"Pods.xcconfig\"\n"
        #expect(
            Self.messages(files) == [
                "$(FLUTTER_BUILD_NAME) is not defined by any build setting in Debug and Release (the include at "
                    + "Configs/ALPHA-Debug.xcconfig:\(line + 2) finds no file; if that file defines it, create it first)"
            ])
    }

    /// An optional include that finds no file decides nothing: a near miss is still offered, and a reference another
    /// configuration defines is still left empty on purpose (home-assistant's watch app writes `$(BUNDLE_ID_SUFFIX)`,
    /// `.dev` in Debug, beside its git-ignored `#include? "HomeAssistant.overrides.xcconfig"`).
    @Test func anOptionalIncludeThatFindsNothingDecidesNothing() throws {
        var files = RuleExample.baseline.resolvedFiles
        files["Brands/ALPHA/Info.plist"] = ExampleWorkspace.infoPlist.replacingOccurrences(
            of: "$(APP_DISPLAY_NAME)", with: "$(APP_DISPLAY_NAMES)")
        files["Configs/ALPHA-Debug.xcconfig", default: ""] += "#include? \"Overrides.xcconfig\"\n"
        let suggested = Self.messages(files)
        #expect(
            !suggested.isEmpty
                && suggested.allSatisfy {
                    $0.hasSuffix("; did you mean 'APP_DISPLAY_NAME'?") && !$0.contains("include")
                },
            "\(suggested)")
        var suffixed = RuleExample.baseline.resolvedFiles
        suffixed["Brands/ALPHA/Info.plist"] = ExampleWorkspace.infoPlist.replacingOccurrences(
            of: "$(APP_DISPLAY_NAME)", with: "$(APP_DISPLAY_NAME)$(NAME_SUFFIX)")
        // Set in Debug only (Release includes Debug's file): Release leaves it empty on purpose.
        suffixed["Configs/ALPHA-Debug.xcconfig", default: ""] += "NAME_SUFFIX[config=Debug] = β\n"
        #expect(Self.messages(suffixed) == [])
        suffixed["Configs/ALPHA-Debug.xcconfig", default: ""] += "#include? \"Overrides.xcconfig\"\n"
        #expect(Self.messages(suffixed) == [])
    }

    /// Clones that share an Info.plist find its undefined reference each: one finding, with every include that finds
    /// no file in any of their chains.
    @Test func clonesSharingAnInfoPlistGiveOneFindingWithEveryMissingInclude() throws {
        var files = Self.files(debugIncludes: ["Generated.xcconfig"])
        files["Configs/BETA-Debug.xcconfig", default: ""] += "#include \"Pods.xcconfig\"\n"
        files["Configs/BETA-Debug.xcconfig"] = files["Configs/BETA-Debug.xcconfig"]?.replacingOccurrences(
            of: "INFOPLIST_FILE = Brands/$(CLONE_IDENTIFIER)/Info.plist",
            with: "INFOPLIST_FILE = Brands/ALPHA/Info.plist")
        let messages = Self.messages(files)
        #expect(messages.count == 1, "\(messages)")
        for message in messages {
            #expect(message.contains("(the includes at Configs/ALPHA-Debug.xcconfig:"), "\(message)")
            #expect(message.contains("Configs/BETA-Debug.xcconfig:"), "\(message)")
        }
    }

    /// A near miss is suggested when the chain is whole, not when an include finds no file: the missing file is the
    /// likelier definition (`$(FLUTTER_BUILD_NAME)` is no misspelt `FLUTTER_BUILD_MODE`).
    @Test func aNearMissIsSuggestedOnlyWhenNoIncludeIsMissing() {
        var files = RuleExample.baseline.resolvedFiles
        files["Brands/ALPHA/Info.plist"] = ExampleWorkspace.infoPlist.replacingOccurrences(
            of: "$(APP_DISPLAY_NAME)", with: "$(APP_DISPLAY_NAMES)")
        #expect(Self.messages(files).allSatisfy { $0.contains("; did you mean 'APP_DISPLAY_NAME'?") })
        files["Configs/ALPHA-Debug.xcconfig", default: ""] += "#include \"Generated.xcconfig\"\n"
        let messages = Self.messages(files)
        #expect(messages.count == 1 && messages.allSatisfy { !$0.contains("did you mean") }, "\(messages)")
    }

    /// The reference is named as the Info.plist writes it (EnvironmentsConfigurations writes `${server_url}`).
    @Test func theReferenceIsNamedAsWritten() {
        var files = ExampleWorkspace.files
        files["Brands/ALPHA/Info.plist"] = ExampleWorkspace.infoPlist.replacingOccurrences(
            of: "$(APP_DISPLAY_NAME)", with: "${SERVER_URL}")
        #expect(
            Self.messages(files).first?.hasPrefix("${SERVER_URL} is not defined by any build setting in ") == true,
            "\(Self.messages(files))")
    }

    /// One reference written twice in one Info.plist is one finding, at the first, with a note of the other line
    /// (xikolo-ios's `$(ACTIVITY_TYPE_OPEN_COURSE)`); another reference stays a finding of its own.
    @Test func aReferenceWrittenTwiceIsOneFinding() throws {
        var files = RuleExample.baseline.resolvedFiles
        let plist = ExampleWorkspace.infoPlist.replacingOccurrences(
            of: "</dict>",
            with: "\t<key>A</key>\n\t<string>$(ACTIVITY)</string>\n\t<key>B</key>\n"
                + "\t<array>\n\t\t<string>x.$(ACTIVITY)</string>\n\t\t<string>$(OTHER)</string>\n\t</array>\n</dict>")
        files["Brands/ALPHA/Info.plist"] = plist
        let lines = plist.split(separator: "\n", omittingEmptySubsequences: false)
        let second = try #require(lines.firstIndex { $0.contains("x.$(ACTIVITY)") }) + 1
        let findings = Validator(rules: [UndefinedInfoPlistVariableRule.self]).validate(
            ExampleLoader.load(files), today: RuleExampleTests.today)
        #expect(findings.map { $0.message.prefix(16) } == ["$(ACTIVITY) is n", "$(OTHER) is not "])
        #expect(findings.first?.notes.map(\.message) == ["and 1 more time in this file, on line \(second)"])
        #expect(findings.last?.notes == [])
    }

    /// An app extension's Info.plist is checked too (eudi's identity-provider extension writes `$(APP_TEAM_ID)`,
    /// which nothing defines; only the app's was reported).
    @Test func anExtensionsInfoPlistIsChecked() {
        let files = WidgetExample.files([(key: "TeamIdentifier", value: "$(WIDGET_TEAM_ID)")])
        let findings = Validator(rules: [UndefinedInfoPlistVariableRule.self]).validate(
            ExampleLoader.load(files), today: RuleExampleTests.today)
        #expect(findings.map(\.location.file).allSatisfy { $0.hasSuffix("Widget/Info.plist") }, "\(findings)")
        #expect(findings.map { $0.message.prefix(46) } == ["$(WIDGET_TEAM_ID) is not defined by any build "])
    }

    /// A bare `$NAME` that nothing defines stays as written: a share extension's activation rule names predicate
    /// variables so (ownCloud's `$extensionItem`, `$attachment`), and they are no build settings.
    @Test func aBareReferenceIsNoUndefinedSetting() {
        var files = RuleExample.baseline.resolvedFiles
        let rule =
            "SUBQUERY(extensionItems, $extensionItem, SUBQUERY($extensionItem.attachments, $attachment, "
            + "ANY $attachment.registeredTypeIdentifiers UTI-CONFORMS-TO &quot;public.url&quot;).@count &gt;= 1)"
            + ".@count == 1 $(ACTIVATION_UNDEFINED)"
        files["Brands/ALPHA/Info.plist"] = ExampleWorkspace.infoPlist.replacingOccurrences(
            of: "</dict>", with: "\t<key>NSExtensionActivationRule</key>\n\t<string>\(rule)</string>\n</dict>")
        #expect(Self.messages(files).map { String($0.prefix(25)) } == ["$(ACTIVATION_UNDEFINED) i"])
        #expect(UndefinedInfoPlistVariableRule.isBare("a $b", at: 2))
        #expect(
            !UndefinedInfoPlistVariableRule.isBare("a $(b)", at: 2)
                && !UndefinedInfoPlistVariableRule.isBare("${b}", at: 0))
    }

    /// A reference one of its clone's configurations defines is a value for some configurations only (home-assistant's
    /// `$(BUNDLE_ID_SUFFIX)`, `.dev` in Debug and nothing in Release): no finding, in a full run or for one
    /// configuration.
    @Test func aReferenceTheCloneDefinesInAnotherConfigurationIsNoFinding() throws {
        var files = RuleExample.baseline.resolvedFiles
        files["Configs/ALPHA-Debug.xcconfig", default: ""] += "BUNDLE_SUFFIX[config=Debug] = .dev\n"
        files["Brands/ALPHA/Info.plist"] = ExampleWorkspace.infoPlist.replacingOccurrences(
            of: "</dict>", with: "\t<key>Companion</key>\n\t<string>x$(BUNDLE_SUFFIX)</string>\n</dict>")
        #expect(Self.messages(files) == [])
        let workspace = ExampleLoader.load(files)
        let releaseOnly = Validator(rules: [UndefinedInfoPlistVariableRule.self]).validate(
            workspace, clones: ["ALPHA"], configurations: ["Release"], today: RuleExampleTests.today)
        #expect(releaseOnly.filter { $0.rule == UndefinedInfoPlistVariableRule.description.id }.isEmpty)
        // Defined in no configuration of the clone, it is one.
        let original = try #require(RuleExample.baseline.resolvedFiles["Configs/ALPHA-Debug.xcconfig"])
        files["Configs/ALPHA-Debug.xcconfig"] = original
        #expect(Self.messages(files).map { String($0.prefix(16)) } == ["$(BUNDLE_SUFFIX)"])
    }

    /// With `GENERATE_INFOPLIST_FILE = YES`, a key whose `INFOPLIST_KEY_` setting is set is written from it over the
    /// file's value (rainbow's share extension: `$(DISPLAY_NAME)` in its file, `INFOPLIST_KEY_CFBundleDisplayName` set),
    /// so the file's reference never ships.
    @Test func aKeyTheBuildSystemGeneratesIsNotTheFilesValue() {
        let plist = [(key: "CFBundleDisplayName", value: "$(DISPLAY_NAME)")]
        let generated = WidgetExample.files(
            plist,
            settings: ["GENERATE_INFOPLIST_FILE = YES;", "INFOPLIST_KEY_CFBundleDisplayName = \"Share\";"])
        #expect(Self.messages(generated) == [])
        // Without generating, or without the key's setting, the file's value ships.
        let notGenerated = WidgetExample.files(plist, settings: ["INFOPLIST_KEY_CFBundleDisplayName = \"Share\";"])
        #expect(Self.messages(notGenerated).count == 1, "\(Self.messages(notGenerated))")
        let noKey = WidgetExample.files(plist, settings: ["GENERATE_INFOPLIST_FILE = YES;"])
        #expect(Self.messages(noKey).count == 1, "\(Self.messages(noKey))")
    }
}
