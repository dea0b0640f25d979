import BrandKit
import Support
import Testing
import XCConfig

/// The same workspace read through its Xcode project's schemes and through the folder layout gives the same findings
/// at the same places: every rule example is run both ways.
@Suite struct ProjectParityTests {
    /// Rules whose findings differ, by design, when the clones come from the project.
    static let differing: [String: String] = [
        // With the project a clone exists without its config file, which is then unreadable.
        "no_clones": "clones are the schemes'", "folder_without_config": "folders do not define clones",
        // A missing xcconfig is a missing base configuration, reported at the project file's line.
        "missing_xcconfig": "reported as xcode_project_base_configuration",
        "xcconfig_unreadable": "a base xcconfig that is a folder is reported as xcode_project_base_configuration",
        // The brands folder does not define clones when the project does.
        "workspace_layout": "brands_folder does not define clones",
        // Bundled fonts are the target's resources: a font file it does not copy is not in the app.
        "font_unreadable": "a font the target does not copy is not read",
        // Folders are clones in the layout; with the project, targets decide what a clone builds.
        "unused_brand_folder": "every folder with a config file is a clone of the layout",
        "unbuilt_clone_resource": "the layout has no targets",
        "resource_collision": "a font the target does not copy is no resource of it",
        // A catalog the target copies is reported where the project copies it.
        "asset_catalog_not_found": "reported at the project's build file",
    ]

    struct Case: CustomTestStringConvertible, Sendable {
        let rule: any Rule.Type
        let example: RuleExample
        let index: Int
        var testDescription: String { "\(rule.description.id) #\(index)" }
    }

    static let cases: [Case] = RuleRegistry.all.filter { differing[$0.description.id] == nil }.flatMap { rule in
        let examples = rule.description.triggeringExamples + rule.description.nonTriggeringExamples
        return examples.enumerated().filter { !$1.hasProject }.map { Case(rule: rule, example: $1, index: $0) }
    }

    /// Rules whose findings are at the same places but say more with a project (which target copies a font).
    static let reworded: Set<String> = ["missing_font"]

    static func findings(_ example: RuleExample) -> [String] {
        let workspace = ExampleLoader.load(example.resolvedContents)
        return Validator().validate(workspace, today: RuleExampleTests.today).map {
            "\(Path.relative($0.location.file, to: ExampleWorkspace.root)):\($0.location.line) \($0.rule)"
                + (reworded.contains($0.rule) ? "" : " \($0.message)")
        }
    }

    @Test(arguments: cases)
    func theProjectGivesTheFolderLayoutsFindings(_ testCase: Case) {
        var withProject = testCase.example
        withProject.hasProject = true
        let layout = Self.findings(testCase.example)
        let project = Self.findings(withProject)
        #expect(project == layout)
    }

    /// A catalog the target copies that is not a folder is reported where the project copies it, naming the target;
    /// the layout can only name the path.
    @Test func aCatalogThatIsNotAFolderIsReportedWhereTheTargetCopiesIt() throws {
        let rule = AssetCatalogNotFoundRule.description
        var example = try #require(rule.triggeringExamples.first)
        example.hasProject = true
        #expect(
            Self.findings(example) == [
                "Example.xcodeproj/project.pbxproj:18 asset_catalog_not_found target 'ALPHA' copies the asset catalog "
                    + "'Assets.xcassets', which is not a folder on disk at 'Brands/ALPHA/Assets.xcassets'; add the "
                    + "folder or remove it from the target's resources"
            ])
    }

    @Test func aMissingXCConfigIsAMissingBaseConfiguration() {
        let example = RuleExample(project: true, removing: ["Configs/BETA-Release.xcconfig"])
        let findings = Self.findings(example)
        #expect(
            findings.filter { !$0.contains(" missing_build_setting ") } == [
                "Example.xcodeproj/project.pbxproj:28 xcode_project_base_configuration unable to open base configuration "
                    + "reference file 'Configs/BETA-Release.xcconfig' of configuration 'Release' of target 'BETA': no such file or folder"
            ])
        // Xcode builds on without the file, so the settings it should give are missing, where the configuration is.
        #expect(findings.contains { $0.hasPrefix("Example.xcodeproj/project.pbxproj:28 missing_build_setting") })
    }
}
