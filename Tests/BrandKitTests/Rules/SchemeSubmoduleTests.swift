import BrandKit
import Support
import Testing
import XcodeProject

/// A scheme naming a project in a submodule that is not checked out is told to check it out, not to fix the path.
@Suite struct SchemeSubmoduleTests {
    /// The example workspace whose ALPHA scheme builds from `container` (its tests only, when `testsOnly`), with
    /// `.gitmodules` declaring `submodule`; the findings of `rule`.
    static func findings(
        container: String, submodule: String?, testsOnly: Bool = false,
        rule: any Rule.Type = XcodeSchemeContainerRule.self
    ) -> [Diagnostic] {
        var files = RuleExample.projectBaseline.resolvedFiles
        let scheme = ExampleWorkspace.schemeFile("ALPHA")
        var text = ExampleWorkspace.scheme("ALPHA")
        if testsOnly {
            let closing = "</TestAction>"
            text = text.replacingOccurrences(
                of: closing,
                with: "<Testables><TestableReference skipped = \"NO\"><BuildableReference BuildableIdentifier = "
                    + "\"primary\" BlueprintIdentifier = \"KT\" BuildableName = \"KitTests.xctest\" BlueprintName = "
                    + "\"KitTests\" ReferencedContainer = \"container:\(container)\"></BuildableReference>"
                    + "</TestableReference></Testables>" + closing)
        } else {
            text = text.replacingOccurrences(of: "container:Example.xcodeproj", with: "container:\(container)")
        }
        files[scheme] = text
        if let submodule {
            files[".gitmodules"] =
                "[submodule \"\(submodule)\"]\n\tpath = \(submodule)\n\turl = https://example.com/kit\n"
        }
        return Validator(rules: [rule]).validate(ExampleLoader.load(files), today: RuleExampleTests.today)
    }

    /// A scheme that only tests a project of a submodule not checked out gets the command in its warning too.
    @Test func aTestedProjectInASubmoduleNotCheckedOutSaysToCheckItOut() throws {
        let findings = Self.findings(
            container: "Vendor/Kit/Kit.xcodeproj", submodule: "Vendor/Kit", testsOnly: true,
            rule: XcodeSchemeTestableRule.self)
        let finding = try #require(findings.first, "\(findings)")
        #expect(finding.severity == .warning)
        #expect(
            finding.message
                == "scheme 'ALPHA' tests 'KitTests' of 'container:Vendor/Kit/Kit.xcodeproj', which does not exist; it "
                + "is in submodule 'Vendor/Kit', which is not checked out: run 'git submodule update --init Vendor/Kit'"
        )
        let elsewhere = Self.findings(
            container: "Vendor/Kit/Kit.xcodeproj", submodule: nil, testsOnly: true, rule: XcodeSchemeTestableRule.self)
        #expect(elsewhere.map(\.message).first?.hasSuffix("; fix the path or remove it from the scheme") == true)
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
