import BrandFormats
import BrandKit
import Support
import Testing

/// A clone's config file that is not there is `config_file_not_found` where it is named, not `file_unreadable` at
/// line 1 of a file that does not exist: eduvpn's targets copy `Config/iOS/config.json`, which git ignores and a
/// set-up step copies from a template.
@Suite struct ConfigFileNotFoundRuleTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 29)
    /// The line of ALPHA's `PBXBuildFile` of `config.json` in the example project.
    static let alphaConfigBuildFileLine = 20

    static func findings(_ files: [String: String]) -> [Diagnostic] {
        Validator(rules: RuleRegistry.all).validate(ExampleLoader.load(files), today: today)
    }

    @Test func aConfigFileTheTargetCopiesIsReportedWhereTheProjectNamesIt() {
        let files = RuleExample(project: true, removing: ["Brands/ALPHA/config.json"]).resolvedFiles
        let findings = Self.findings(files)
        #expect(findings.map(\.rule) == ["config_file_not_found"], "\(findings.map(\.message))")
        let finding = findings.first
        #expect(finding?.location.file.hasSuffix(ExampleWorkspace.projectFile) == true)
        #expect(finding?.location.line == Self.alphaConfigBuildFileLine)
        #expect(
            finding?.message
                == "target 'ALPHA' copies 'Brands/ALPHA/config.json' (the config file of clone ALPHA), which does not "
                + "exist, so Xcode stops with 'Build input file cannot be found'; create the file or remove it from "
                + "the target's resources")
        #expect(finding?.notes.isEmpty == true)
    }

    @Test func anIgnoredConfigFileSaysWhatWritesIt() {
        var files = RuleExample(project: true, removing: ["Brands/ALPHA/config.json"]).resolvedFiles
        files[".gitignore"] = "build/\nconfig.json\n"
        let finding = Self.findings(files).first { $0.rule == "config_file_not_found" }
        #expect(
            finding?.notes.map(\.message) == [
                "git ignores 'Brands/ALPHA/config.json' (here), so something in the repository writes it: run that first"
            ])
        #expect(finding?.notes.first?.location?.file.hasSuffix(".gitignore") == true)
        #expect(finding?.notes.first?.location?.line == 2)
    }

    @Test func aConfigFileTheManifestNamesIsReportedAtItsEntry() {
        var files = ExampleWorkspace.files
        files["brands.json"] = """
            {
              "version": 1,
              "clones": [
                { "id": "ALPHA", "folder": "Brands/ALPHA", "config_file": "brand.json" },
                { "id": "BETA", "folder": "Brands/BETA" }
              ]
            }

            """
        let findings = Self.findings(files)
        #expect(findings.map(\.rule) == ["config_file_not_found"], "\(findings.map(\.message))")
        #expect(findings.first?.location.file.hasSuffix("brands.json") == true)
        #expect(findings.first?.location.line == 4)
        #expect(
            findings.first?.message
                == "'Brands/ALPHA/brand.json', the config file of clone ALPHA that brands.json names, does not exist; "
                + "create it or fix 'config_file'")
    }

    @Test func aFolderInPlaceOfTheConfigFileCannotBeRead() {
        var files = RuleExample(project: true, removing: ["Brands/ALPHA/config.json"]).resolvedFiles
        files["Brands/ALPHA/config.json/Contents.json"] = "{}"
        let findings = Self.findings(files)
        #expect(findings.map(\.rule) == ["file_unreadable"], "\(findings.map(\.message))")
    }

    @Test func theBaselineHasNoFinding() {
        #expect(Self.findings(RuleExample.projectBaseline.resolvedFiles).isEmpty)
    }
}
