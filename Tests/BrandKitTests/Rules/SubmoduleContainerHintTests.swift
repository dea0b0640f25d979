import BrandKit
import Support
import Testing
import XcodeProject

/// A scheme naming a project in a submodule that is not checked out is told to check it out, not to fix the path.
@Suite struct SubmoduleContainerHintTests {
    /// The example workspace whose ALPHA scheme builds from `container`, with `.gitmodules` declaring `submodule`.
    static func findings(container: String, submodule: String?) -> [Diagnostic] {
        var files = RuleExample.projectBaseline.resolvedFiles
        let scheme = ExampleWorkspace.schemeFile("ALPHA")
        files[scheme] = ExampleWorkspace.scheme("ALPHA").replacingOccurrences(
            of: "container:Example.xcodeproj", with: "container:\(container)")
        if let submodule {
            files[".gitmodules"] =
                "[submodule \"\(submodule)\"]\n\tpath = \(submodule)\n\turl = https://example.com/kit\n"
        }
        return Validator(rules: [XcodeSchemeContainerRule.self]).validate(
            ExampleLoader.load(files), today: RuleExampleTests.today)
    }

    /// Trio's schemes build LoopKit from a submodule; a clone without its submodules was told to fix the path.
    @Test func aProjectInASubmoduleNotCheckedOutSaysToCheckItOut() throws {
        let findings = Self.findings(container: "Vendor/Kit/Kit.xcodeproj", submodule: "Vendor/Kit")
        let finding = try #require(findings.first, "\(findings)")
        #expect(
            finding.message
                == "'container:Vendor/Kit/Kit.xcodeproj' names a project that does not exist; it is in submodule "
                + "'Vendor/Kit', which is not checked out: run 'git submodule update --init Vendor/Kit'")
    }

    @Test func aProjectOutsideAnySubmoduleIsAPathToFix() throws {
        for submodule in [nil, "Vendor/Other"] {
            let findings = Self.findings(container: "Vendor/Kit/Kit.xcodeproj", submodule: submodule)
            let finding = try #require(findings.first, "\(findings)")
            #expect(
                finding.message.hasSuffix("names a project that does not exist; fix the path"), "\(finding.message)")
        }
    }
}
