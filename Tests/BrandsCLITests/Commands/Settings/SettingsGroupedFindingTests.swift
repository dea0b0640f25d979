import BrandsCLI
import Foundation
import Support
import Testing

/// A problem validation reports as one finding for several configurations is said once by `brands settings CLONE`,
/// which also shows the problems of the clone's own configuration, and by the commands that report reading errors.
@Suite struct SettingsGroupedFindingTests {
    static let project = "Acme.xcodeproj/project.pbxproj"

    /// TargetPerBrand with the `Release` configurations of the widget and of the app (in that order in the file)
    /// based on the files CocoaPods writes, before `pod install` (WooCommerce's app and extensions), and the line of
    /// the app's.
    static func beforePodInstall() -> (fileSystem: InMemoryWritableFileSystem, appLine: Int) {
        var text = FixtureRepository.read("TargetPerBrand", project)
        let based = "\t\t\tisa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = "
        for (configuration, target, reference) in [
            ("B2697D5B25853415C9F80EA6", "AcmeWidget", "AB00000000000000000000A1"),
            ("B9077E28AAF41602AAE2A2E6", "Acme", "AB00000000000000000000A2"),
        ] {
            let file = "Pods/Target Support Files/Pods-\(target)/Pods-\(target).release.xcconfig"
            text = text.replacingOccurrences(
                of: "\t\t\(configuration) /* Release */ = {\n" + based
                    + "0D718DDE487DAF5CCDB1E8F8 /* Acme.xcconfig */;\n",
                with: "\t\t\(configuration) /* Release */ = {\n" + based + "\(reference) /* \(file) */;\n")
            text = text.replacingOccurrences(
                of: "/* End PBXFileReference section */",
                with: "\t\t\(reference) /* \(file) */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; "
                    + "path = \"\(file)\"; sourceTree = SOURCE_ROOT; };\n/* End PBXFileReference section */")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let app = "baseConfigurationReference = AB00000000000000000000A2"
        let appLine = (lines.firstIndex { $0.contains(app) } ?? -1) + 1
        return (FixtureRepository.load("TargetPerBrand", changing: [project: text]), appLine)
    }

    /// The app's configuration was the finding's second line, noted under the widget's, and `settings` showed it
    /// again on its own.
    @Test func theClonesOwnConfigurationIsNotShownAgain() {
        let (fileSystem, appLine) = Self.beforePodInstall()
        #expect(appLine > 1)
        let note =
            "note: and 1 more configuration of this project based on files CocoaPods writes, on line \(appLine)"
        for arguments in [
            ["settings", "AcmeApp"], ["settings", "AcmeApp", "-c", "Release"], ["show", "AcmeApp"],
            ["validate", "AcmeApp", "-c", "Release"], ["list"], ["diff", "AcmeApp", "--against", "Debug"],
        ] {
            let run = FixtureRepository.run(arguments, on: fileSystem)
            #expect(run.status == .failure, "\(arguments)")
            // `validate` writes its findings to standard output, the others to standard error.
            let output = run.standardOutput + run.standardError
            let findings = output.split(separator: "\n").filter { $0.contains("[xcode_project_base_configuration]") }
            #expect(findings.count == 1, "\(arguments): \(output)")
            #expect(findings.first?.contains("of configuration 'Release' of target 'AcmeWidget'") == true)
            #expect(output.contains(note), "\(arguments): \(output)")
        }
    }
}
