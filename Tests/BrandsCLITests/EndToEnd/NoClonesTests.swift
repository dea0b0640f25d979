import BrandKit
import BrandsCLI
import Support
import Testing
import XCConfig

/// A workspace in which no clone is found is an error for every command that works on clones, not an empty
/// success.
@Suite struct NoClonesTests {
    static let fileSystem = InMemoryFileSystem(files: [
        "/w/Brands/README.md": "# Brands\n", "/w/Brands/GAMMA/Config.json": "{}", "/w/Configs/Base.xcconfig": "A = 1\n",
    ])

    static let message =
        "Brands:1:1: error: no clone found: brands looked for folders holding 'config.json' in 'Brands'; add a clone "
        + "there, say in brands.json where the clones are ('clones', 'brands_folder'), or run 'brands init' to "
        + "propose a manifest [no_clones]\n"

    @Test(arguments: [
        ["list"], ["show", "GAMMA"], ["diff", "A", "B"], ["matrix"], ["settings", "GAMMA"],
        ["release", "plan", "gamma/1.0/1"], ["affected", "--paths", "Brands/GAMMA/Config.json"],
    ])
    func commandsOnClonesFail(arguments: [String]) {
        let run = WorkspaceRun(arguments, fileSystem: Self.fileSystem, currentDirectory: "/w")
        #expect(run.status == .failure)
        #expect(run.standardOutput == "")
        #expect(run.standardError == Self.message)
    }

    /// A plain run also reports `Configs/Base.xcconfig`, which no clone uses; a run naming clones leaves xcconfig files
    /// no selected clone reads to a plain run.
    @Test(arguments: [(["validate"], 2), (["validate", "GAMMA"], 1)])
    func validateReportsItAsAFinding(arguments: [String], warnings: Int) {
        let run = WorkspaceRun(arguments, fileSystem: Self.fileSystem, currentDirectory: "/w")
        #expect(run.status == .failure)
        #expect(run.standardOutput.hasPrefix(Self.message))
        #expect(run.standardOutput.contains("Brands/GAMMA:1:1: warning: folder 'Brands/GAMMA' holds no 'config.json'"))
        #expect(run.standardOutput.contains("Configs/Base.xcconfig") == (warnings == 2), "\(run.standardOutput)")
        #expect(run.standardOutput.hasSuffix("1 error, \(warnings) warning\(warnings == 1 ? "" : "s") in 0 clones\n"))
    }
}
