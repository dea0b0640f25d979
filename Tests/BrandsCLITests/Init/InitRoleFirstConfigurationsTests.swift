import BrandsCLI
import Foundation
import Support
import Testing

/// `brands init` on a target whose per-brand (or per-environment) configurations are named role first, as
/// `Debug (Development)` and `Release (Development)` (IOSEnvironmentSetup) or `Debug-Staging` and `Release-Staging`.
@Suite struct InitRoleFirstConfigurationsTests {
    /// ConfigurationPerBrand with Klar's configurations renamed `Debug (Klar)` and `Release (Klar)`, Focus's
    /// `Debug-Focus` and `Release-Focus`, and its one shared scheme kept or removed.
    static func repository(sharingScheme: Bool) -> InMemoryWritableFileSystem {
        let renames = [
            ("KlarDebug", "\"Debug (Klar)\""), ("KlarRelease", "\"Release (Klar)\""), ("FocusDebug", "Debug-Focus"),
            ("FocusRelease", "Release-Focus"),
        ]
        let projectPath = "Blockzilla.xcodeproj/project.pbxproj"
        let schemePath = "Blockzilla.xcodeproj/xcshareddata/xcschemes/Blockzilla.xcscheme"
        var project = FixtureRepository.read("ConfigurationPerBrand", projectPath)
        var scheme = FixtureRepository.read("ConfigurationPerBrand", schemePath)
        for (old, new) in renames {
            project = project.replacingOccurrences(of: "name = \(old);", with: "name = \(new);")
                .replacingOccurrences(
                    of: "defaultConfigurationName = \(old);", with: "defaultConfigurationName = \(new);")
            scheme = scheme.replacingOccurrences(of: "\"\(old)\"", with: "\"\(new.trimmingCharacters(in: ["\""]))\"")
        }
        return FixtureRepository.load(
            "ConfigurationPerBrand", changing: [projectPath: project, schemePath: sharingScheme ? scheme : nil])
    }

    static let manifest = """
        {
          "version": 1,
          "clones": {
            "from": "configurations",
            "target": "Blockzilla",
            "groups": {
              "Klar": { "Debug": "Debug (Klar)", "Release": "Release (Klar)" },
              "Focus": { "Debug": "Debug-Focus", "Release": "Release-Focus" }
            }
          },
          "schema": null
        }

        """

    /// Each group is a clone, with or without a shared scheme: with none, the application target was the clone, in
    /// configurations `Debug` and `Release` it does not have, so `validate` reported brands' own definition.
    @Test(arguments: [true, false])
    func rolePrefixedConfigurationsAreGroups(sharingScheme: Bool) throws {
        let fileSystem = Self.repository(sharingScheme: sharingScheme)
        let proposed = FixtureRepository.run(["init", "--write"], on: fileSystem)
        #expect(proposed.status == .success, "\(proposed.standardError)")
        #expect(proposed.standardOutput == Self.manifest, "\(proposed.standardOutput)")
        #expect(
            proposed.standardError.contains(
                "per-brand configurations named by brand and role: Klar (Debug (Klar), Release (Klar)), "
                    + "Focus (Debug-Focus, Release-Focus)"),
            "\(proposed.standardError)")
        let validated = FixtureRepository.run(["validate"], on: fileSystem)
        #expect(validated.standardOutput == "0 errors, 0 warnings in 2 clones\n", "\(validated.standardOutput)")
        let listed = FixtureRepository.run(["list"], on: fileSystem)
        #expect(listed.standardOutput.contains("Klar   Firefox Klar   org.example.Klar"), "\(listed.standardOutput)")
    }

    /// Before `init`, with neither a manifest nor a shared scheme, the target is the clone and has no `Debug` or
    /// `Release`: the finding says its configurations are per brand and that `init` describes them.
    @Test func validateBeforeInitPointsToInit() {
        let validated = FixtureRepository.run(["validate"], on: Self.repository(sharingScheme: false))
        let findings = validated.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[clone_definition]") }
        #expect(findings.count == 2, "\(validated.standardOutput)")
        for finding in findings {
            #expect(
                finding.contains(
                    "; its configurations are those of 2 brands or environments (Klar, Focus): run 'brands init', "
                        + "which proposes each as a clone [clone_definition]"), "\(finding)")
        }
    }
}
