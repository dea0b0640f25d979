import BrandsCLI
import Foundation
import Support
import Testing

/// `brands init` on a repository that holds several Flutter runners: a package's example app beside the app's own, or
/// several apps.
@Suite struct InitSeveralRunnersTests {
    /// TargetPerBrand with the app's own Flutter runner `app/ios/Runner.xcodeproj`, its project's text changed by
    /// `edit`, and, when `example` is given, the same runner again at that folder (a plugin's example app, or another
    /// app), each with its shared scheme `Runner`.
    static func repository(example: String?, edit: (String) -> String = { $0 }) throws -> InMemoryWritableFileSystem {
        let (project, scheme) = FixtureRepository.acmeAsRunner()
        var changes: [String: String?] = ["brands.json": nil]
        for folder in ["app/ios"] + (example.map { [$0] } ?? []) {
            changes[folder + "/Runner.xcodeproj/project.pbxproj"] = folder == "app/ios" ? edit(project) : project
            changes[folder + "/Runner.xcodeproj/xcshareddata/xcschemes/Runner.xcscheme"] = scheme
        }
        return FixtureRepository.load("TargetPerBrand", changing: changes)
    }

    /// A Flutter plugin's example app (`<plugin>/example/ios/Runner.xcodeproj`), whose target and scheme are named as
    /// the app's own, is left out by id, with a note on how to check it too; the app's own runner stays a clone.
    ///
    /// conference2020's `plugins/fast_qr_reader_view2/example` app was proposed as a brand beside its `Runner`.
    @Test(arguments: ["plugins/qr_reader/example/ios", "packages/widgets/Samples/ios"])
    func anExampleFoldersAppIsExcluded(folder: String) throws {
        let run = FixtureRepository.run(["init"], on: try Self.repository(example: folder))
        let id = try #require(
            run.standardError.split(separator: "\n").first { $0.hasPrefix("- exclude: Runner-") }
                .flatMap { $0.dropFirst("- exclude: ".count).split(separator: " ").first }.map(String.init),
            "\(run.standardError)")
        #expect(run.standardOutput.contains("\"exclude\": [\"TestHost\", \"\(id)\"]"), "\(run.standardOutput)")
        #expect(
            run.standardError.contains(
                "- exclude: \(id) (\(folder)/Runner.xcodeproj), whose project is in an example's or a sample's "
                    + "folder, so a package's example app, not a brand; to check it too, take it out of 'exclude'\n"),
            "\(run.standardError)")
        #expect(
            run.standardError.contains("- with this manifest brands finds 3 clones: AcmeApp, AcmePro, Runner-app"),
            "\(run.standardError)")
    }

    /// Without the example folder, the app's own runner is not excluded; nor is an app in a folder named like an
    /// example only in part.
    @Test func anAppOutsideExampleFoldersIsKept() throws {
        let plain = FixtureRepository.run(["init"], on: try Self.repository(example: nil))
        #expect(plain.standardOutput.contains("\"exclude\": [\"TestHost\"]"), "\(plain.standardOutput)")
        #expect(!plain.standardError.contains("example"), "\(plain.standardError)")
        let partial = FixtureRepository.run(["init"], on: try Self.repository(example: "examples_data/ios"))
        #expect(!partial.standardError.contains("example app"), "\(partial.standardError)")
    }

    /// A configuration no scheme builds is named with its target's project when another project has a target of that
    /// name: ente's three Flutter apps each have a target `Runner`, and the note did not say whose had `Production`.
    @Test func anUnbuiltConfigurationOfARepeatedTargetNameNamesItsProject() throws {
        let fileSystem = try Self.repository(example: "other_app/ios") { project in
            project.replacingOccurrences(
                of: "\t\t\t\tB9077E28AAF41602AAE2A2E6 /* Release */,\n",
                with:
                    "\t\t\t\tB9077E28AAF41602AAE2A2E6 /* Release */,\n\t\t\t\tAAAA0000000000000000000S /* Production */,\n"
            ).replacingOccurrences(
                of: "/* End XCBuildConfiguration section */",
                with:
                    "\t\tAAAA0000000000000000000S /* Production */ = {isa = XCBuildConfiguration; buildSettings = {}; "
                    + "name = Production; };\n/* End XCBuildConfiguration section */")
        }
        let run = FixtureRepository.run(["init"], on: fileSystem)
        #expect(
            run.standardError.contains(
                "- no clone's scheme builds configuration 'Production' of target 'Acme' (app/ios/Runner.xcodeproj), so "
                    + "no clone checks it;"),
            "\(run.standardError)")
    }
}
