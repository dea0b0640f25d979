import BrandsCLI
import Support
import Testing

/// `brands settings` on a project file a merge left conflict markers in says so once, as `validate` does, rather
/// than giving each marker's syntax errors.
@Suite struct SettingsMergeConflictTests {
    static func conflicted() -> InMemoryWritableFileSystem {
        let project = "Acme.xcodeproj/project.pbxproj"
        let text = FixtureRepository.read(
            "TargetPerBrand", project, replacing: "\tobjectVersion = 56;",
            with: "<<<<<<< HEAD\n\tobjectVersion = 56;\n=======\n\tobjectVersion = 54;\n>>>>>>> 75832ce (Build)")
        return FixtureRepository.load("TargetPerBrand", changing: [project: text])
    }

    @Test(arguments: [["--project", "Acme.xcodeproj"], ["--scheme", "AcmePro"]])
    func aConflictIsOneFinding(options: [String]) {
        let run = FixtureRepository.run(["settings"] + options, on: Self.conflicted())
        #expect(run.status != .success)
        let errors = run.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(run.standardError)")
        #expect(errors.first?.contains("the file holds an unresolved merge conflict, from '<<<<<<< HEAD'") == true)
    }
}
