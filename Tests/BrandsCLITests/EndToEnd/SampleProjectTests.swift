import Foundation
import Testing

/// Whether `python3` can be run; the generator checks are skipped (not failed) without it.
enum PythonAvailability {
    static let isInstalled =
        (try? Subprocess.run("/usr/bin/env", ["python3", "--version"], in: FileManager.default.temporaryDirectory))
        != nil
}

/// The committed `Newsroom.xcodeproj` is exactly what `Scripts/make-sample-project.py` writes, so the sample's
/// project cannot drift from its generator, and the generator's own checks of the project pass (ids unique and
/// referenced, every referenced file present, schemes naming real targets, the widgets' bundle identifiers,
/// versions and builds following their apps').
@Suite(.enabled(if: PythonAvailability.isInstalled, "python3 is not installed"))
struct SampleProjectTests {
    static let script = "Scripts/make-sample-project.py"

    /// What the generator reads and writes, copied to a temporary folder that it treats as the repository root.
    static func copyOfTheGeneratorsInputs() throws -> TemporaryWorkspace {
        let workspace = try TemporaryWorkspace()
        for name in ["App", "Widget", "Brands", "Configs", "Newsroom.xcodeproj", "Scripts"] {
            try FileManager.default.copyItem(
                at: SampleWorkspace.root.appendingPathComponent(name),
                to: workspace.root.appendingPathComponent(name))
        }
        return workspace
    }

    @Test func theCommittedProjectIsWhatTheGeneratorWrites() throws {
        // Throws, with the script's standard error naming the stale files or failed checks, if it exits non-zero.
        try Subprocess.run("/usr/bin/env", ["python3", Self.script, "--check"], in: SampleWorkspace.root)
    }

    @Test func aChangedProjectFileIsReportedAndRegeneratedByteForByte() throws {
        let workspace = try Self.copyOfTheGeneratorsInputs()
        defer { workspace.remove() }
        let pbxproj = workspace.root.appendingPathComponent("Newsroom.xcodeproj/project.pbxproj")
        let committed = try Data(contentsOf: pbxproj)
        let text = String(decoding: committed, as: UTF8.self)
        let edited = text.replacing("SKIP_INSTALL = YES", with: "SKIP_INSTALL = NO")
        #expect(edited != text, "the widgets set SKIP_INSTALL")
        try workspace.write(edited, to: "Newsroom.xcodeproj/project.pbxproj")
        try workspace.write("<Scheme/>", to: "Newsroom.xcodeproj/xcshareddata/xcschemes/OLD.xcscheme")
        let scheme = workspace.root.appendingPathComponent("Newsroom.xcodeproj/xcshareddata/xcschemes/OLD.xcscheme")

        var message = ""
        do {
            try Subprocess.run("/usr/bin/env", ["python3", Self.script, "--check"], in: workspace.root)
        } catch let failure as Subprocess.Failure {
            message = failure.message
        }
        #expect(message.contains("Newsroom.xcodeproj/project.pbxproj"), "\(message)")
        #expect(message.contains("Newsroom.xcodeproj/xcshareddata/xcschemes/OLD.xcscheme (no such brand)"))

        try Subprocess.run("/usr/bin/env", ["python3", Self.script], in: workspace.root)
        #expect(try Data(contentsOf: pbxproj) == committed)
        #expect(!FileManager.default.fileExists(atPath: scheme.path))
        try Subprocess.run("/usr/bin/env", ["python3", Self.script, "--check"], in: workspace.root)
    }

    @Test func aProjectNamingAMissingFileFailsTheSelfCheck() throws {
        let workspace = try Self.copyOfTheGeneratorsInputs()
        defer { workspace.remove() }
        try workspace.remove("Configs/SBT-Release.xcconfig")

        var message = ""
        do {
            try Subprocess.run("/usr/bin/env", ["python3", Self.script, "--check"], in: workspace.root)
        } catch let failure as Subprocess.Failure {
            message = failure.message
        }
        #expect(message.contains("Configs/SBT-Release.xcconfig"), "\(message)")
        #expect(!message.contains("out of date"), "the self-check runs before the comparison")
    }
}
