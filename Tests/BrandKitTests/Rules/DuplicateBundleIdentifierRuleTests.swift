import BrandKit
import Support
import Testing
import XCConfig

/// Who `duplicate_bundle_identifier` compares and what it says.
@Suite struct DuplicateBundleIdentifierRuleTests {
    /// BETA's Release identifier set to ALPHA's.
    static let collision = [
        "Configs/BETA-Release.xcconfig":
            "#include \"BETA-Debug.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = com.example.alpha\n"
    ]

    static func findings(
        _ files: [String: String] = [:], clones: [String]? = nil, configurations: [String]? = nil
    ) -> [Diagnostic] {
        let workspace = ExampleLoader.load(ExampleWorkspace.files.merging(files) { $1 })
        return Validator(rules: [DuplicateBundleIdentifierRule.self]).validate(
            workspace, clones: clones, configurations: configurations, today: RuleExampleTests.today)
    }

    @Test func aCloneNamedTwiceIsNotItsOwnDuplicate() {
        #expect(Self.findings(clones: ["ALPHA", "ALPHA"], configurations: ["Debug", "Debug"]) == [])
    }

    @Test func aContextHoldingAConfigurationTwiceFindsNothing() {
        let workspace = ExampleLoader.load(ExampleWorkspace.files)
        let alpha = Validator().configurations(of: workspace, clones: ["ALPHA"], configurations: ["Release"])
        let context = ValidationContext(
            workspace: workspace, configurations: alpha + alpha, today: RuleExampleTests.today)
        #expect(DuplicateBundleIdentifierRule().check(context) == [])
    }

    @Test(arguments: [
        (["BETA"], "BETA", "Configs/BETA-Release.xcconfig", 2),
        (["ALPHA"], "ALPHA", "Configs/ALPHA-Release.xcconfig", 2),
        (nil, "BETA", "Configs/BETA-Release.xcconfig", 2),
    ])
    func aCollisionIsReportedForTheSelectedClone(clones: [String]?, reported: String, file: String, line: Int) {
        let findings = Self.findings(Self.collision, clones: clones)
        #expect(findings.count == 1)
        #expect(findings.first?.location.file == Path.join(ExampleWorkspace.root, file))
        #expect(findings.first?.location.line == line)
        #expect(findings.first?.message.contains("of \(reported) in Release") == true, "\(findings)")
    }

    @Test func manyClonesSharingAnIdentifierGetABoundedMessage() {
        var files = ExampleWorkspace.files
        let ids = (0..<12).map { "C\($0 + 10)" }
        for (index, id) in ids.enumerated() {
            files.merge(ExampleWorkspace.cloneFiles(id, hostIndex: index + 2)) { $1 }
            files["Configs/\(id)-Release.xcconfig"] =
                "#include \"\(id)-Debug.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = com.example.shared\n"
        }
        let findings = Self.findings(files, clones: ["C21"], configurations: ["Release"])
        #expect(
            findings.map(\.message) == [
                "bundle identifier 'com.example.shared' of C21 in Release is also used by C10, C11, C12, C13, C14 and 6 more; every clone needs its own"
            ])
    }
}
