import BrandKit
import Support
import Testing

/// A project file committed with a merge's conflict markers in it (raivo-otp's `project.pbxproj` holds four, the
/// first around `objectVersion`) is one finding per conflict that says so, not a dozen syntax errors on each.
@Suite struct MergeConflictProjectTests {
    static func findings(_ text: String) -> [Diagnostic] {
        let files = RuleExample(project: true, files: [ExampleWorkspace.projectFile: text]).resolvedFiles
        return Validator(rules: RuleRegistry.all).validate(ExampleLoader.load(files), today: RuleExampleTests.today)
            .filter { $0.location.file.hasSuffix(ExampleWorkspace.projectFile) }
    }

    @Test func eachConflictIsOneFinding() throws {
        let conflicted = ExampleWorkspace.projectText.replacingOccurrences(
            of: "\tobjectVersion = 56;",
            with: "<<<<<<< HEAD\n\tobjectVersion = 56;\n=======\n\tobjectVersion = 54;\n>>>>>>> 75832ce (Build)")
        let findings = Self.findings(conflicted)
        #expect(findings.count == 1, "\(findings.map { "\($0.rule) \($0.location.line) \($0.message)" })")
        let finding = try #require(findings.first)
        #expect(finding.rule == "xcode_project_syntax")
        #expect(finding.location.line == 4 && finding.location.column == 1)
        #expect(
            finding.message
                == "the file holds an unresolved merge conflict, from '<<<<<<< HEAD' to '>>>>>>> 75832ce (Build)' on "
                + "line 8; keep the lines you want and delete the markers, as Xcode cannot open it until then")
    }
}
