import BrandsCLI
import Foundation
import Testing

/// `brands affected` on the sample workspace, in memory.
@Suite struct AffectedCommandTests {
    static let paths = ["Configs/SBT-Release.xcconfig", "Brands/NWD/config.json", "README.md"]

    @Test(arguments: [("text", "txt"), ("json", "json"), ("matrix", "matrix.txt")])
    func everyFormatMatchesItsGoldenFile(format: String, suffix: String) {
        let run = WorkspaceRun(["affected", "--format", format, "--paths"] + Self.paths)
        #expect(run.status == .success)
        #expect(run.standardError == "")
        GoldenFile.expectMatches(run.standardOutput, "affected/paths.\(suffix)")
    }

    @Test func baseXCConfigTouchesEveryClone() {
        let run = WorkspaceRun(["affected", "--format", "matrix", "--paths", "Configs/Base.xcconfig"])
        #expect(
            run.standardOutput
                == #"{"include":[{"clone":"ALP"},{"clone":"HBC"},{"clone":"NWD"},{"clone":"RVG"},{"clone":"SBT"}]}"#
                + "\n")
    }

    @Test func pathsAreRelativeToTheCurrentFolder() {
        let run = WorkspaceRun(
            ["affected", "--format", "matrix", "--paths", "HBC/Info.plist", "../Configs/RVG-Debug.xcconfig"],
            currentDirectory: WorkspaceRun.repositoryRoot + "/Brands")
        #expect(run.standardOutput == #"{"include":[{"clone":"HBC"},{"clone":"RVG"}]}"# + "\n")
    }

    @Test func pathsOutsideTouchNothing() {
        let run = WorkspaceRun(["affected", "--paths", "README.md", "Sources/brands/main.swift"])
        #expect(run.status == .success)
        #expect(run.standardOutput == "0 of 5 clones affected by 2 changed paths\n")
    }

    @Test func baseAsksGitForCommittedUncommittedAndUntrackedChanges() {
        let git = StubGitRunner(answers: [
            ["diff", "--name-only", "--no-renames", "--relative", "-z", "origin/main...HEAD", "--"]:
                "Brands/ALP/config.json\0README.md\0",
            ["diff", "--name-only", "--no-renames", "--relative", "-z", "HEAD", "--"]: "Configs/HBC-Debug.xcconfig\0",
            ["ls-files", "--others", "--exclude-standard", "-z"]: "Brands/ALP/config.json\0",
        ])
        let run = WorkspaceRun(["affected", "--base", "origin/main", "--format", "json"], git: git)
        #expect(run.status == .success)
        #expect(run.standardOutput.contains(#""id": "ALP""#))
        #expect(run.standardOutput.contains(#""id": "HBC""#))
        #expect(!run.standardOutput.contains(#""id": "NWD""#))
    }

    @Test func aGitFailureIsReported() {
        let run = WorkspaceRun(["affected", "--base", "nope"], git: StubGitRunner(answers: [:]))
        #expect(run.status == .failure)
        #expect(run.standardError.hasPrefix("error: git diff --name-only"))
    }

    @Test(arguments: [
        (["affected"], "say what changed"),
        (["affected", "--base", "main", "--paths", "x"], "give either --base or --paths, not both"),
        (["affected", "Configs/Base.xcconfig"], "unexpected argument 'Configs/Base.xcconfig'"),
        (["affected", "--paths"], "--paths needs at least one path"),
        (["affected", "--base=--output=/tmp/x"], "--base needs a git ref"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) {
        let run = WorkspaceRun(arguments)
        #expect(run.status == .usageError)
        #expect(run.standardError.hasPrefix("error: " + message), "\(run.standardError)")
    }
}
