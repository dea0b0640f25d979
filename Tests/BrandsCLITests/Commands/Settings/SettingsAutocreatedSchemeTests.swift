import BrandsCLI
import Support
import Testing

/// `brands settings --scheme` in a repository that shares no scheme: Xcode makes a scheme for each target, named after
/// it, which `brands release plan` and `brands affected` name for such clones (KeePassium's 'KeePassium Pro').
@Suite struct SettingsAutocreatedSchemeTests {
    /// TargetPerBrand (targets Acme, AcmePro, AcmeWidget and TestHost) without its four shared schemes, with
    /// `changes`.
    static func unshared(changing changes: [String: String?] = [:]) -> InMemoryWritableFileSystem {
        let schemes = ["TestHost", "AcmePro", "AcmeWidget", "AcmeApp"].map {
            "Acme.xcodeproj/xcshareddata/xcschemes/\($0).xcscheme"
        }
        return FixtureRepository.load(
            "TargetPerBrand",
            changing: Dictionary(uniqueKeysWithValues: schemes.map { ($0, String?.none) }).merging(changes) { $1 })
    }

    static func value(_ name: String, in run: CapturedRun) -> String? {
        run.standardOutput.split(separator: "\n").first { $0.hasPrefix(name + " = ") }
            .map { String($0.dropFirst(name.count + 3)) }
    }

    @Test(arguments: [
        ([String](), "Release", "archive"), (["--action", "launch"], "Debug", "launch"),
        (["--action", "test"], "Debug", "test"), (["-c", "Debug"], "Debug", nil),
    ])
    func aTargetsNameIsTheSchemeXcodeMakesForIt(options: [String], configuration: String, action: String?) {
        let run = FixtureRepository.run(["settings", "--scheme", "AcmePro"] + options, on: Self.unshared())
        #expect(run.status == .success, "\(run.standardError)")
        #expect(Self.value("TARGET_NAME", in: run) == "AcmePro")
        #expect(Self.value("CONFIGURATION", in: run) == configuration)
        let expected =
            "note: no scheme is shared, so these are the settings of target 'AcmePro' of Acme.xcodeproj, for which "
            + "Xcode makes a scheme of that name"
            + (action.map { ", in \(configuration), the configuration such a scheme's \($0) action uses" } ?? "")
            + "; share a scheme to choose its configurations\n"
        #expect(run.standardError == expected)
    }

    /// A project without the template's configurations (`Development` and `Production`, the default): the scheme
    /// Xcode makes builds in the project's default, as every build without a configuration does, and the note names it.
    @Test(arguments: [([String](), "archive", "Release"), (["--action", "launch"], "launch", "Debug")])
    func withoutTheTemplatesConfigurationTheNoteNamesTheDefault(options: [String], action: String, missing: String) {
        let project = "Acme.xcodeproj/project.pbxproj"
        let renamed = FixtureRepository.read("TargetPerBrand", project)
            .replacingOccurrences(of: "name = Debug;", with: "name = Development;")
            .replacingOccurrences(of: "name = Release;", with: "name = Production;")
            .replacingOccurrences(
                of: "defaultConfigurationName = Release;", with: "defaultConfigurationName = Production;")
        let run = FixtureRepository.run(
            ["settings", "--scheme", "AcmePro"] + options, on: Self.unshared(changing: [project: renamed]))
        #expect(run.status == .success, "\(run.standardError)")
        #expect(Self.value("CONFIGURATION", in: run) == "Production")
        #expect(
            run.standardError
                == "note: no scheme is shared, so these are the settings of target 'AcmePro' of Acme.xcodeproj, for "
                + "which Xcode makes a scheme of that name, in Production, the project's default configuration, as the "
                + "project has no \(missing) for such a scheme's \(action) action; share a scheme to choose its "
                + "configurations\n")
    }

    @Test func aNameNoTargetHasIsAnUnknownSchemeWithTheTargetsNames() {
        let near = FixtureRepository.run(["settings", "--scheme", "AcmePri"], on: Self.unshared())
        #expect(near.status == .usageError)
        #expect(near.standardError.hasPrefix("error: unknown scheme 'AcmePri'; did you mean 'AcmePro'?\n"))
        let far = FixtureRepository.run(["settings", "--scheme", "Zebra"], on: Self.unshared())
        #expect(far.status == .usageError)
        #expect(
            far.standardError.hasPrefix(
                "error: unknown scheme 'Zebra'; no scheme is shared, and Xcode makes one for each target: Acme, "
                    + "AcmePro, AcmeWidget, TestHost\n"), "\(far.standardError)")
    }

    /// With a shared scheme anywhere, the names are the shared schemes', as before: Xcode makes schemes for targets
    /// only in a project that shares none, and `xcodebuild` sees only shared ones on another machine.
    @Test func aSharedSchemeLeavesTheTargetsOut() {
        var changes: [String: String?] = [:]
        for name in ["TestHost", "AcmeWidget", "AcmeApp"] {
            changes["Acme.xcodeproj/xcshareddata/xcschemes/\(name).xcscheme"] = String?.none
        }
        let run = FixtureRepository.run(
            ["settings", "--scheme", "Acme"], on: FixtureRepository.load("TargetPerBrand", changing: changes))
        #expect(run.status == .usageError)
        #expect(run.standardError.hasPrefix("error: unknown scheme 'Acme'; the repository has: AcmePro\n"))
    }
}
