import BrandFormats
import BrandKit
import Support
import Testing

/// A path setting that only refers to another setting is reported where it is assigned, with a note at the line that
/// writes the path, where it is fixed (xdripswift's `CODE_SIGN_ENTITLEMENTS = "$(XDRIP_ENTITLEMENTS_RELEASE)"`).
@Suite struct WrittenPathNoteTests {
    static let xcconfig = "Configs/ALPHA-Debug.xcconfig"

    static func findings(_ rule: any Rule.Type, _ changes: [String: String?]) -> [Diagnostic] {
        var files = RuleExample.baseline.resolvedFiles
        for (path, text) in changes { files[path] = text }
        return Validator(rules: [rule]).validate(ExampleLoader.load(files), today: RuleExampleTests.today)
    }

    /// The ALPHA Debug xcconfig with `line` in place of its INFOPLIST_FILE line, and `extra` at its end.
    static func alphaDebug(infoPlist line: String, adding extra: String) -> String {
        let text = ExampleWorkspace.cloneFiles("ALPHA", hostIndex: 0)[xcconfig, default: ""]
        return text.replacingOccurrences(of: "INFOPLIST_FILE = Brands/$(CLONE_IDENTIFIER)/Info.plist", with: line)
            + extra
    }

    @Test func anInfoPlistPathInAnotherCaseNotesWhereItIsWritten() throws {
        let text = Self.alphaDebug(
            infoPlist: "INFOPLIST_FILE = $(ALPHA_PLIST)", adding: "ALPHA_PLIST = Brands/ALPHA/info.plist\n")
        let findings = Self.findings(InfoPlistNotFoundRule.self, [Self.xcconfig: text])
        let finding = try #require(findings.first, "\(findings)")
        #expect(finding.message.contains("finds 'Brands/ALPHA/Info.plist' only on a case-insensitive file system"))
        #expect(finding.location.line == 5)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let written = try #require(lines.firstIndex { $0.hasPrefix("ALPHA_PLIST = ") }) + 1
        #expect(finding.notes.map(\.message) == ["'ALPHA_PLIST' is set here: ALPHA_PLIST = Brands/ALPHA/info.plist"])
        #expect(finding.notes.map(\.location?.line) == [written])
        // Written in place, the path needs no note.
        let inPlace = Self.findings(
            InfoPlistNotFoundRule.self,
            [Self.xcconfig: Self.alphaDebug(infoPlist: "INFOPLIST_FILE = Brands/ALPHA/info.plist", adding: "")])
        #expect(inPlace.count == 1 && inPlace.allSatisfy(\.notes.isEmpty), "\(inPlace)")
    }

    @Test func aMissingEntitlementsPathNotesWhereItIsWritten() throws {
        let text =
            ExampleWorkspace.cloneFiles("ALPHA", hostIndex: 0)[Self.xcconfig, default: ""]
            + "CODE_SIGN_ENTITLEMENTS = $(ALPHA_ENTITLEMENTS)\nALPHA_ENTITLEMENTS = Brands/ALPHA/Gone.entitlements\n"
        let findings = Self.findings(EntitlementsNotFoundRule.self, [Self.xcconfig: text])
        let finding = try #require(findings.first, "\(findings)")
        #expect(finding.message.hasPrefix("CODE_SIGN_ENTITLEMENTS 'Brands/ALPHA/Gone.entitlements' of Debug does not"))
        #expect(
            finding.notes.map(\.message) == [
                "'ALPHA_ENTITLEMENTS' is set here: ALPHA_ENTITLEMENTS = Brands/ALPHA/Gone.entitlements"
            ])
    }
}
