import BrandKit
import Foundation
import Testing

/// Every rule's first triggering example, written to disk and validated by the built binary: the rule must
/// report at the example's file and line, and the exit code must follow the rule's default severity.
@Suite struct RuleFixtureTests {
    static let ids = RuleRegistry.all.map { $0.description.id }

    @Test(arguments: ids)
    func firstTriggeringExampleIsReportedByTheBinary(id: String) throws {
        let rule = try #require(RuleRegistry.rule(withID: id))
        let example = try #require(rule.description.triggeringExamples.first)
        let workspace = try TemporaryWorkspace(example.resolvedContents)
        defer { workspace.remove() }
        let result = try workspace.run(["validate", "--format", "json"])
        #expect(!result.timedOut)
        #expect(result.standardError == "")
        #expect(result.exitCode == (rule.description.severity == .error ? 1 : 0), "\(result.standardOutput)")
        let report = try #require(ValidationReport(result.standardOutput), "\(result.standardOutput)")
        let findings = report.findings.filter { $0.rule == id }
        #expect(!findings.isEmpty, "\(report.findings)")
        if let (file, line) = example.expectedLocation {
            #expect(
                findings.contains { $0.file == file && $0.line == line }, "expected \(file):\(line) in \(findings)")
        }
    }

    @Test func baselineIsClean() throws {
        let workspace = try TemporaryWorkspace(RuleExample.baseline.resolvedContents)
        defer { workspace.remove() }
        let result = try workspace.run(["validate", "--format", "json"])
        #expect(result.exitCode == 0)
        let report = try #require(ValidationReport(result.standardOutput))
        #expect(report.findings == [])
        #expect(report.summary == ["errors": 0, "warnings": 0, "notes": 0])
    }
}
