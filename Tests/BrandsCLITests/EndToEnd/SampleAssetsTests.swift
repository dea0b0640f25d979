import Foundation
import Testing

/// The committed brand folders are exactly what `Scripts/make-sample-assets.py` writes from its one table, so the
/// config files, colour sets, icons and fonts cannot drift apart, and the generator's own checks (contrast, fonts
/// bundled or system ones, distinct hosts) pass.
@Suite(.enabled(if: PythonAvailability.isInstalled, "python3 is not installed"))
struct SampleAssetsTests {
    static let script = "Scripts/make-sample-assets.py"

    @Test func theCommittedBrandsAreWhatTheGeneratorWrites() throws {
        try Subprocess.run("/usr/bin/env", ["python3", Self.script, "--check"], in: SampleWorkspace.root)
    }

    @Test func aChangedColourSetIsReportedAndRegeneratedByteForByte() throws {
        let workspace = try TemporaryWorkspace()
        defer { workspace.remove() }
        for name in ["Brands", "Scripts", "Sources/BrandKit/Data"] {
            let target = workspace.root.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: SampleWorkspace.root.appendingPathComponent(name), to: target)
        }
        let relative = "Brands/SBT/Assets.xcassets/PrimaryColor.colorset/Contents.json"
        let file = workspace.root.appendingPathComponent(relative)
        let committed = try Data(contentsOf: file)
        try workspace.write("{}", to: relative)

        var message = ""
        do {
            try Subprocess.run("/usr/bin/env", ["python3", Self.script, "--check"], in: workspace.root)
        } catch let failure as Subprocess.Failure {
            message = failure.message
        }
        #expect(message.contains("out of date (run Scripts/make-sample-assets.py):\n  \(relative)"), "\(message)")

        try Subprocess.run("/usr/bin/env", ["python3", Self.script], in: workspace.root)
        #expect(try Data(contentsOf: file) == committed)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(leftovers == ["Contents.json"], "no temporary files left beside it")
        try Subprocess.run("/usr/bin/env", ["python3", Self.script, "--check"], in: workspace.root)
    }
}
