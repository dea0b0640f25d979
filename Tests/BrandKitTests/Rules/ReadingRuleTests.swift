import BrandFormats
import BrandKit
import Documents
import Foundation
import Support
import Testing
import XCConfig
import XcodeProject

/// Reading diagnostics reach the output: every reader's rule id has a registered rule, an id without one is
/// still reported, and a selection of clones keeps the findings of the files those clones read.
@Suite struct ReadingRuleTests {
    static let today = RuleExampleTests.today

    /// Every `static let …Rule = "…"` (and `rule = "…"`) declared outside `Rules/`: the ids readers use.
    static func declaredReadingRuleIDs() throws -> [String: String] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let pattern = try NSRegularExpression(pattern: #"static let (?:\w+Rule|rule) = "([a-z0-9_]+)""#)
        var ids: [String: String] = [:]
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") && !file.contains("/Rules/") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { ids[String(text[range])] = file }
            }
        }
        return ids
    }

    @Test func everyReadingRuleIDDeclaredInTheSourcesHasARegisteredRule() throws {
        let declared = try Self.declaredReadingRuleIDs()
        // The scan must find the enums it is meant to watch, or it checks nothing.
        for id in [
            JSONDiagnostics.syntaxRule, PlistDiagnostics.binaryFormatRule, AssetCatalogDiagnostics.invalidColorRule,
            FontDiagnostics.unreadableRule, XCConfigParseDiagnostics.commentInValueRule,
            XCConfigLoadDiagnostics.missingIncludeRule, EvaluationDiagnostics.expansionLimitRule,
            WorkspaceMessage.unreadableRule, ManifestDecoder.rule, SchemaDecoder.rule,
        ] {
            #expect(declared[id] != nil, "\(id) not found by the scan")
        }
        let registered = Set(RuleRegistry.all.map { $0.description.id })
        for (id, file) in declared.sorted(by: { $0.key < $1.key }) where !Self.awaitingProjectReading.contains(id) {
            #expect(registered.contains(id), "\(id) (declared in \(file)) has no rule in RuleRegistry.all")
        }
        // Once a rule is registered for one of them, it leaves the list.
        for id in Self.awaitingProjectReading {
            #expect(declared[id] != nil && !registered.contains(id), "\(id) no longer awaits a rule")
        }
    }

    /// Ids of reader diagnostics that await a rule (none: the project-file ids got theirs with the project clone
    /// sources).
    static let awaitingProjectReading: Set<String> = []

    @Test func readingRulesComeFirstInTheRegistry() {
        let isReading = RuleRegistry.all.map { $0 is any ReadingRule.Type }
        let firstOther = isReading.firstIndex(of: false) ?? isReading.count
        #expect(isReading[firstOther...].allSatisfy { !$0 })
        #expect(firstOther >= 50)
    }

    /// The flag the validator asks instead of casting says exactly which rules are reading rules.
    @Test func reportsReadingOnlyIsTrueOfReadingRulesAlone() {
        for rule in RuleRegistry.all {
            #expect(rule.reportsReadingOnly == (rule is any ReadingRule.Type), "\(rule.description.id)")
        }
        #expect(RuleRegistry.reading.count == RuleRegistry.all.filter { $0 is any ReadingRule.Type }.count)
    }

    /// A reading rule reports the readers' diagnostics with the readers' severity, so the description must
    /// say the same.
    @Test(arguments: RuleRegistry.all.filter { $0 is any ReadingRule.Type }.map { $0.description.id })
    func readingRuleSeverityMatchesTheReader(id: String) throws {
        let rule = try #require(RuleRegistry.rule(withID: id))
        for example in rule.description.triggeringExamples {
            let findings = RuleExampleTests.findings(of: rule, on: example)
            #expect(findings.first?.severity == rule.description.severity, "\(findings)")
        }
    }

    @Test func aReadingDiagnosticWithoutARuleIsStillReported() {
        var workspace = ExampleLoader.load(ExampleWorkspace.files)
        let stray = Diagnostic(
            .error, rule: "reader_without_rule", "a reader found something",
            at: SourceLocation(file: "/workspace/Configs/Base.xcconfig", line: 2, column: 1))
        workspace.diagnostics.append(stray)
        #expect(Validator().validate(workspace, today: Self.today) == [stray])
        #expect(Validator(rules: []).validate(workspace, clones: ["ALPHA"], today: Self.today) == [stray])
    }

    @Test func aJSONSyntaxErrorIsReported() {
        var files = ExampleWorkspace.files
        files["Brands/ALPHA/config.json"] = "{\n  \"clone_identifier\": \"ALPHA\",\n}\n"
        let findings = Validator().validate(ExampleLoader.load(files), today: Self.today)
        #expect(
            findings.map { "\($0.location.file):\($0.location.line) \($0.rule)" } == [
                "/workspace/Brands/ALPHA/config.json:2 json_syntax"
            ])
    }

    /// Broken files in ALPHA, BETA and a shared xcconfig, plus the other rules' findings on GAMMA.
    static var brokenWorkspace: [String: String] {
        var files = ExampleWorkspace.files.merging(
            ExampleWorkspace.cloneFiles("GAMMA", hostIndex: 2), uniquingKeysWith: { $1 })
        files["Brands/ALPHA/config.json"] = "{\n  \"clone_identifier\": \"ALPHA\",,\n}\n"
        files["Brands/BETA/custom_fonts.plist"] = "<plist version=\"1.0\">\n<dict>\n<key>x</key>\n</plist>\n"
        files["Configs/Base.xcconfig"] = ExampleWorkspace.baseXCConfig + "OTHER_LDFLAGS -ObjC\n"
        files["Configs/GAMMA-Release.xcconfig"] = files["Configs/GAMMA-Release.xcconfig", default: ""]
            .replacingOccurrences(of: "com.example.gamma\n", with: "com.example.beta\n")
        files["Brands/GAMMA/config.json"] = ExampleWorkspace.config("GAMMA")
            .replacingOccurrences(of: "https://api.gamma", with: "http://api.gamma")
        return files
    }

    @Test func aBrokenFileNeverStopsTheOthersFromBeingChecked() {
        let findings = Validator().validate(ExampleLoader.load(Self.brokenWorkspace), today: Self.today)
        let summary = Set(
            findings.map { "\(Path.relative($0.location.file, to: "/workspace")):\($0.location.line) \($0.rule)" })
        for expected in [
            "Brands/ALPHA/config.json:2 json_syntax",
            "Brands/BETA/custom_fonts.plist:3 plist_syntax",
            "Configs/Base.xcconfig:6 xcconfig_syntax",
            "Brands/GAMMA/config.json:3 insecure_url_in_release",
            "Configs/GAMMA-Release.xcconfig:2 duplicate_bundle_identifier",
        ] {
            #expect(summary.contains(expected), "\(expected) missing from \(summary.sorted())")
        }
    }

    @Test func selectingClonesKeepsTheFilesTheyRead() {
        var files = ExampleWorkspace.files
        files["Configs/Base.xcconfig"] = ExampleWorkspace.baseXCConfig + "SHARED BROKEN\n"
        files["Configs/BETA-Debug.xcconfig"] = files["Configs/BETA-Debug.xcconfig", default: ""] + "BETA BROKEN\n"
        files["Configs/ALPHA-Release.xcconfig"] = files["Configs/ALPHA-Release.xcconfig", default: ""] + "REL BROKEN\n"
        files["Brands/BETA/config.json"] = "{"
        files["Brands/schema.json"] = "{ \"fields\": [ }"
        let workspace = ExampleLoader.load(files)
        func found(_ clones: [String]?, _ configurations: [String]? = nil) -> [String] {
            Validator().validate(workspace, clones: clones, configurations: configurations, today: Self.today)
                .filter { $0.rule.hasSuffix("_syntax") }.map { Path.lastComponent(of: $0.location.file) }
        }
        #expect(
            found(nil) == [
                "config.json", "schema.json", "ALPHA-Release.xcconfig", "BETA-Debug.xcconfig", "Base.xcconfig",
            ])
        #expect(found(["ALPHA"]) == ["schema.json", "ALPHA-Release.xcconfig", "Base.xcconfig"])
        #expect(found(["ALPHA"], ["Debug"]) == ["schema.json", "Base.xcconfig"])
        #expect(found(["BETA"]) == ["config.json", "schema.json", "BETA-Debug.xcconfig", "Base.xcconfig"])
    }
}
