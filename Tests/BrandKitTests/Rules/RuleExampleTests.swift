import BrandFormats
import BrandKit
import Support
import Testing
import XCConfig

/// Runs every example of every rule, as SwiftLint does with its rule descriptions.
@Suite struct RuleExampleTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 21)

    /// One example of one rule, named for the test report.
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: any Rule.Type
        let example: RuleExample
        let triggers: Bool
        let index: Int
        var testDescription: String { "\(rule.description.id) \(triggers ? "triggers" : "passes") #\(index)" }
    }

    static let cases: [Case] = RuleRegistry.all.flatMap { rule in
        rule.description.triggeringExamples.enumerated().map {
            Case(rule: rule, example: $1, triggers: true, index: $0)
        }
            + rule.description.nonTriggeringExamples.enumerated().map {
                Case(rule: rule, example: $1, triggers: false, index: $0)
            }
    }

    static func findings(of rule: any Rule.Type, on example: RuleExample) -> [Diagnostic] {
        let workspace = ExampleLoader.load(example.resolvedContents)
        return Validator(rules: [rule]).validate(workspace, today: today).filter { $0.rule == rule.description.id }
    }

    @Test(arguments: cases)
    func example(_ testCase: Case) {
        let findings = Self.findings(of: testCase.rule, on: testCase.example)
        if testCase.triggers {
            #expect(!findings.isEmpty, "expected \(testCase.rule.description.id) to report")
            if let (file, line) = testCase.example.expectedLocation, let first = findings.first {
                #expect(first.location.file == Path.join(ExampleWorkspace.root, file))
                #expect(first.location.line == line, "\(findings)")
            }
        } else {
            #expect(findings.isEmpty, "\(findings)")
        }
    }

    @Test func idsAreUniqueSnakeCaseAndEveryRuleHasBothKindsOfExample() {
        let ids = RuleRegistry.all.map { $0.description.id }
        #expect(Set(ids).count == ids.count)
        for rule in RuleRegistry.all {
            let description = rule.description
            #expect(description.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "_" }, "\(description.id)")
            #expect(!description.triggeringExamples.isEmpty, "\(description.id) has no triggering example")
            #expect(!description.nonTriggeringExamples.isEmpty, "\(description.id) has no non-triggering example")
            #expect(!description.summary.isEmpty && !description.rationale.isEmpty)
        }
    }

    @Test func baselineIsCleanUnderEveryRule() {
        let workspace = ExampleLoader.load(ExampleWorkspace.files)
        #expect(Validator().validate(workspace, today: Self.today) == [])
        #expect(workspace.clones.map(\.id) == ["ALPHA", "BETA"])
        #expect(workspace.clones.map(\.definition.origin.kind) == [.folder, .folder])
    }

    @Test func theProjectBaselineIsReadThroughItsSchemesAndIsClean() {
        let workspace = ExampleLoader.load(RuleExample.projectBaseline.resolvedContents)
        #expect(Validator().validate(workspace, today: Self.today) == [])
        #expect(workspace.clones.map(\.id) == ["ALPHA", "BETA"])
        #expect(workspace.clones.map(\.definition.origin.kind) == [.scheme, .scheme])
        #expect(workspace.clones.map(\.definition.scheme) == ["ALPHA", "BETA"])
        #expect(workspace.clones.first?.folder == "/workspace/Brands/ALPHA")
        #expect(workspace.clones.first?.configPath == "/workspace/Brands/ALPHA/config.json")
        #expect(workspace.clones.first?.configuration("Release")?.definition.name == "Release")
    }
}

/// Loads a workspace given as relative path → contents, in memory.
enum ExampleLoader {
    static func load(_ files: [String: String]) -> Workspace {
        load(files.mapValues { Array($0.utf8) })
    }

    static func load(_ files: [String: [UInt8]]) -> Workspace {
        var fileSystem = InMemoryFileSystem()
        for (path, bytes) in files { fileSystem.write(bytes, to: Path.join(ExampleWorkspace.root, path)) }
        return WorkspaceLoader(fileSystem: fileSystem).load(root: ExampleWorkspace.root)
    }
}
