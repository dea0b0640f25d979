import BrandFormats
import BrandKit
import Support
import Testing

/// `info_plist_not_found` checks the Info.plists of the extensions an app embeds as it checks the app's: Bark's
/// notification extension names `NotificationContentExtension/Info.plist`, which is `notificationContentExtension/`
/// on disk, and nothing was said; with the file gone, nothing either.
@Suite struct InfoPlistNotFoundExtensionTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 29)

    static func findings(_ files: [String: String]) -> [Diagnostic] {
        Validator(rules: [InfoPlistNotFoundRule.self]).validate(ExampleLoader.load(files), today: today)
    }

    @Test func anExtensionsInfoPlistInAnotherCaseIsAWarning() {
        var files = WidgetExample.files([])
        files["widget/Info.plist"] = files.removeValue(forKey: "Widget/Info.plist")
        let findings = Self.findings(files)
        #expect(findings.count == 2, "\(findings.map(\.message))")
        for (finding, role) in zip(findings, ["Debug", "Release"]) {
            #expect(finding.severity == .warning)
            #expect(
                finding.message
                    == "INFOPLIST_FILE 'Widget/Info.plist' of \(role) of extension 'ALPHAWidget' finds 'widget/Info.plist' "
                    + "only on a case-insensitive file system (macOS's default); write 'widget/Info.plist'")
        }
        #expect(
            findings.map(\.location.line) == [ExampleWorkspace.widgetDebugLine, ExampleWorkspace.widgetDebugLine + 1])
    }

    @Test func aMissingExtensionInfoPlistIsAnError() {
        var files = WidgetExample.files([])
        files["Widget/Info.plist"] = nil
        let findings = Self.findings(files)
        #expect(findings.count == 2, "\(findings.map(\.message))")
        #expect(findings.allSatisfy { $0.severity == .error })
        #expect(
            findings.first?.message.hasPrefix(
                "INFOPLIST_FILE 'Widget/Info.plist' of Debug of extension 'ALPHAWidget' does not exist; fix the path")
                == true, "\(findings.map(\.message))")
        // With the file there, nothing.
        #expect(Self.findings(WidgetExample.files([])).isEmpty)
    }

    /// An Info.plist in a folder the build writes in is one a phase writes as the target builds (UTM's
    /// `$(DERIVED_FILE_DIR)/Info.plist`): no error that it does not exist, and no machine path; one spelt wrong in the
    /// repository still is.
    @Test func anInfoPlistTheBuildWritesIsNotMissing() throws {
        var files = RuleExample.projectBaseline.resolvedFiles
        let debug = try #require(files["Configs/ALPHA-Debug.xcconfig"])
        files["Configs/ALPHA-Debug.xcconfig"] = debug.replacingOccurrences(
            of: "INFOPLIST_FILE = Brands/$(CLONE_IDENTIFIER)/Info.plist",
            with: "INFOPLIST_FILE = $(DERIVED_FILE_DIR)/Info.plist")
        #expect(files["Configs/ALPHA-Debug.xcconfig"]?.contains("DERIVED_FILE_DIR") == true)
        #expect(Self.findings(files).isEmpty, "\(Self.findings(files).map(\.message))")
        let workspace = ExampleLoader.load(files)
        #expect(workspace.clone("ALPHA")?.inputs.entries.contains { $0.role == .infoPlist } == false)
        files["Configs/ALPHA-Debug.xcconfig"] = debug.replacingOccurrences(
            of: "INFOPLIST_FILE = Brands/$(CLONE_IDENTIFIER)/Info.plist", with: "INFOPLIST_FILE = Brands/Info.plist")
        #expect(Self.findings(files).count == 2)
    }
}
