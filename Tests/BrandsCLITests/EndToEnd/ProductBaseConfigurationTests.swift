import BrandsCLI
import Testing

/// An app extension's base configuration is the clone's too: one that is missing is reported, and one found only by
/// ignoring case is read with a warning (xikolo-ios's widget configurations name `openwho/` for `openWHO/`, which
/// validate passed over in silence, and the widget's bundle identifier came out empty).
@Suite struct ProductBaseConfigurationTests {
    static let project = "Acme.xcodeproj/project.pbxproj"

    /// The fixture with the widget's Debug configuration based on `Configs/Widget.xcconfig` (a reference of its own).
    static func changes(adding files: [String: String] = [:]) -> [String: String?] {
        var text = FixtureRepository.read(
            "TargetPerBrand", project,
            replacing: """
                baseConfigurationReference = 0D718DDE487DAF5CCDB1E8F8 /* Acme.xcconfig */;
                			buildSettings = {
                				INFOPLIST_FILE = Widget/Info.plist;
                """,
            with: """
                baseConfigurationReference = AB0000000000000000000001 /* Widget.xcconfig */;
                			buildSettings = {
                				INFOPLIST_FILE = Widget/Info.plist;
                """)
        text = text.replacingOccurrences(
            of: "/* Begin PBXFileReference section */\n",
            with: "/* Begin PBXFileReference section */\n\t\tAB0000000000000000000001 /* Widget.xcconfig */ = "
                + "{isa = PBXFileReference; path = Configs/Widget.xcconfig; sourceTree = SOURCE_ROOT; };\n")
        var changes: [String: String?] = [project: text]
        for (path, contents) in files { changes[path] = contents }
        return changes
    }

    @Test func anExtensionsMissingBaseConfigurationIsReported() {
        let run = FixtureRepository.run(
            ["validate"], on: FixtureRepository.load("TargetPerBrand", changing: Self.changes()))
        #expect(run.status == .failure)
        #expect(
            run.standardOutput.contains(
                "error: unable to open base configuration reference file 'Configs/Widget.xcconfig' of configuration "
                    + "'Debug' of target 'AcmeWidget': no such file or folder [xcode_project_base_configuration]"),
            "\(run.standardOutput)")
        // What the widget's Info.plist refers to and only that file would define is said to be so.
        #expect(
            run.standardOutput.contains(
                "Widget/Info.plist:12:2: error: $(AG_VERSION) is not defined by any build setting in Debug (the base "
                    + "configuration file Configs/Widget.xcconfig does not exist; if that file defines it, create it "
                    + "first) [undefined_info_plist_variable]"), "\(run.standardOutput)")
    }

    @Test func anExtensionsBaseConfigurationFoundByIgnoringCaseIsReadWithAWarning() {
        let files = ["Configs/WIDGET.xcconfig": "#include \"Acme.xcconfig\"\n"]
        let run = FixtureRepository.run(
            ["validate"], on: FixtureRepository.load("TargetPerBrand", changing: Self.changes(adding: files)))
        #expect(
            run.standardOutput.contains(
                "warning: base configuration reference file 'Configs/Widget.xcconfig' of configuration 'Debug' of "
                    + "target 'AcmeWidget' is 'Configs/WIDGET.xcconfig' on disk"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("unable to open"), "\(run.standardOutput)")
    }
}
