import BrandKit
import Support
import Testing
import XcodeProject

/// One missing base xcconfig that several configurations of a project are based on is one finding.
@Suite struct XcodeProjectBaseConfigurationRuleTests {
    static func missing(
        _ path: String, configuration: String, line: Int, file: String = "/w/A.xcodeproj/project.pbxproj"
    )
        -> Diagnostic
    {
        XcodeProjectDiagnostics.missingBaseConfiguration(
            path, configuration: configuration, of: "target 'T'",
            reason: FileSystemError(path: path, reason: .notFound),
            at: SourceLocation(file: file, line: line, column: 33))
    }

    /// A missing base xcconfig git ignores is one a developer or a script writes (the Austrian CovidCertificate app's
    /// `Config.xcconfig`): the note says which ignore file's line, as for the other missing files.
    @Test func anIgnoredBaseConfigurationSaysSo() throws {
        var files = RuleExample.projectBaseline.resolvedFiles
        files["Configs/ALPHA-Release.xcconfig"] = nil
        files[".gitignore"] = "build/\nConfigs/ALPHA-Release.xcconfig\n"
        let findings = Validator(rules: [XcodeProjectBaseConfigurationRule.self]).validate(
            ExampleLoader.load(files), today: RuleExampleTests.today)
        #expect(findings.count == 1, "\(findings.map(\.message))")
        let note = try #require(findings.first?.notes.last)
        #expect(
            note.message
                == "git ignores 'Configs/ALPHA-Release.xcconfig' (here), so something in the repository writes it: "
                + "run that first")
        #expect(note.location?.file.hasSuffix(".gitignore") == true && note.location?.line == 2)
        files[".gitignore"] = "build/\n"
        let plain = Validator(rules: [XcodeProjectBaseConfigurationRule.self]).validate(
            ExampleLoader.load(files), today: RuleExampleTests.today)
        #expect(plain.count == 1)
        #expect(plain.first?.notes.contains { $0.message.hasPrefix("git ignores") } == false)
    }

    /// With a template beside it, the message says to copy it, and the ignore note does not say something writes it.
    @Test func anIgnoredBaseConfigurationWithATemplateIsMadeFromIt() throws {
        var files = RuleExample.projectBaseline.resolvedFiles
        files["Configs/ALPHA-Release.xcconfig"] = nil
        files["Configs/ALPHA-Release.xcconfig.template"] = "DEVELOPMENT_TEAM = \n"
        files[".gitignore"] = "Configs/ALPHA-Release.xcconfig\n"
        let findings = Validator(rules: [XcodeProjectBaseConfigurationRule.self]).validate(
            ExampleLoader.load(files), today: RuleExampleTests.today)
        let finding = try #require(findings.first, "\(findings)")
        #expect(
            finding.message.hasSuffix(
                " ('ALPHA-Release.xcconfig.template' beside it is its template: copy it to 'ALPHA-Release.xcconfig' and "
                    + "fill it in)"))
        #expect(
            finding.notes.map(\.message) == [
                "git ignores 'Configs/ALPHA-Release.xcconfig' (here), so it is local to each checkout, made from "
                    + "'ALPHA-Release.xcconfig.template'"
            ])
    }

    /// mullvad's eleven targets base 22 configurations on one `Base.xcconfig`, committed only as a template.
    @Test func referencesToOneMissingFileAreOneFinding() {
        let other = Diagnostic(
            .warning, rule: XcodeProjectDiagnostics.baseConfigurationRule, "base configuration 'x' is relative",
            at: SourceLocation(file: "/w/A.xcodeproj/project.pbxproj", line: 1, column: 1))
        let input = [
            Self.missing("Configs/Base.xcconfig", configuration: "Release", line: 30), other,
            Self.missing("Configs/Base.xcconfig", configuration: "Debug", line: 10),
            Self.missing("Configs/App.xcconfig", configuration: "Debug", line: 20),
            Self.missing("Configs/Base.xcconfig", configuration: "Debug", line: 40),
            Self.missing(
                "Configs/Base.xcconfig", configuration: "Debug", line: 5, file: "/w/B.xcodeproj/project.pbxproj"),
        ]
        let grouped = XcodeProjectBaseConfigurationRule.grouped(input)
        #expect(grouped.map(\.location.line) == [1, 10, 20, 5])
        #expect(
            grouped[1].notes.map(\.message) == [
                "and 2 more configurations of this project based on it, on lines 30, 40"
            ])
        #expect(grouped[2].notes.isEmpty && grouped[3].notes.isEmpty && grouped[0] == other)
    }

    /// The files CocoaPods writes are one cause: the app's and its extensions' are one finding (okuna's notification
    /// service extension added two errors to the app's two).
    @Test func filesCocoaPodsWritesAreOneFinding() {
        let pods = "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig"
        let extensionPods = "Pods/Target Support Files/Pods-Widget/Pods-Widget.release.xcconfig"
        let grouped = XcodeProjectBaseConfigurationRule.grouped([
            Self.missing(extensionPods, configuration: "Release", line: 50),
            Self.missing(pods, configuration: "Debug", line: 10),
            Self.missing("Configs/App.xcconfig", configuration: "Debug", line: 20),
        ])
        #expect(grouped.map(\.location.line) == [10, 20])
        #expect(
            grouped[0].notes.map(\.message) == [
                "and 1 more configuration of this project based on files CocoaPods writes, on line 50"
            ])
    }
}
