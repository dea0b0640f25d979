import BrandFormats
import BrandKit
import Documents
import Foundation
import Support
import Testing
import XCConfig

/// The README's rule table and configuration examples stay true to the code.
@Suite struct ReadmeTests {
    static let readme: String = {
        let url = SampleWorkspace.root.appendingPathComponent("README.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The first fenced ```json block after `heading`.
    static func jsonExample(after heading: String) throws -> String {
        let section = try #require(readme.range(of: heading))
        let start = try #require(readme.range(of: "```json\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound])
    }

    @Test func theRuleTableListsEveryRuleInOrder() {
        let ids = RuleRegistry.allIDs
        // Only the table of the "## Rules" section; other sections may mention rule ids in tables of their own.
        let start = Self.readme.range(of: "\n## Rules\n")?.upperBound ?? Self.readme.endIndex
        let end =
            Self.readme.range(of: "\n## ", range: start..<Self.readme.endIndex)?.lowerBound ?? Self.readme.endIndex
        let section = Self.readme[start..<end]
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { row in
            row.split(separator: "`").dropFirst().first.map(String.init)
        }
        let tableIDs = rows.filter { ids.contains($0) }
        #expect(tableIDs == ids, "run Scripts/rules-table.sh and paste its output into README.md")
        for rule in RuleRegistry.all {
            let row =
                "| `\(rule.description.id)` | \(rule.description.severity.rawValue) | \(rule.description.summary) |"
            #expect(Self.readme.contains(row), "\(row)")
        }
        // The checks outside validation (release planning's, generation's) are listed by `brands rules` after the rules.
        for check in RuleRegistry.otherChecks {
            let row = "| `\(check.id)` | \(check.severity.rawValue) | \(check.summary) |"
            #expect(Self.readme.contains(row), "\(row)")
        }
    }

    @Test func theManifestExampleDecodesAndNamesRealRules() throws {
        let text = try Self.jsonExample(after: "### The manifest")
        let parsed = JSONParser.parse(Array(text.utf8), file: "brands.json")
        #expect(parsed.diagnostics == [])
        let decoded = ManifestDecoder.decode(try #require(parsed.value), file: "brands.json")
        #expect(decoded.diagnostics == [])
        let ids = RuleRegistry.all.map { $0.description.id }
        let settings = try #require(decoded.value).ruleSettings
        #expect(!settings.isEmpty, "the example shows rule settings")
        for setting in settings {
            #expect(ids.contains(setting.rule), "\(setting.rule)")
        }
    }

    /// The two manifests of the "Clones" paragraph decode without a problem.
    @Test func theClonesExamplesDecode() throws {
        let section = try #require(Self.readme.range(of: "**Clones.**"))
        var rest = Self.readme[section.upperBound...]
        for _ in 0..<2 {
            let start = try #require(rest.range(of: "```json\n"))
            let end = try #require(rest.range(of: "\n```", range: start.upperBound..<rest.endIndex))
            let parsed = JSONParser.parse(Array(rest[start.upperBound..<end.lowerBound].utf8), file: "brands.json")
            let decoded = ManifestDecoder.decode(try #require(parsed.value), file: "brands.json")
            #expect(parsed.diagnostics + decoded.diagnostics == [])
            rest = rest[end.upperBound...]
        }
    }

    @Test func theSchemaExampleDecodes() throws {
        let text = try Self.jsonExample(after: "### The schema")
        let parsed = JSONParser.parse(Array(text.utf8), file: "schema.json")
        #expect(parsed.diagnostics == [])
        #expect(SchemaDecoder.decode(try #require(parsed.value), file: "schema.json").diagnostics == [])
    }

    /// The `brands settings --project` examples show what the command prints on the sample's project today.
    @Test(arguments: [
        ["--project", "Newsroom.xcodeproj", "--target", "NWDWidget", "--explain", "PRODUCT_BUNDLE_IDENTIFIER"],
        ["--scheme", "NWD", "--action", "launch", "--explain", "SWIFT_ACTIVE_COMPILATION_CONDITIONS"],
    ])
    func theSettingsProjectExamplesAreWhatTheCommandPrints(arguments: [String]) {
        let run = WorkspaceRun(["settings"] + arguments, standardInput: "")
        #expect(run.status == .success)
        let example = "$ brands settings \(arguments.joined(separator: " "))\n" + run.standardOutput
        #expect(Self.readme.contains(example), "\(example)")
    }
}
