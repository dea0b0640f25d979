import BrandKit
import BrandsCLI
import Foundation
import Support
import Testing
import XCConfig

/// `brands release plan` on the sample workspace, in memory: every format against golden files, every
/// source of tags, and the exit codes.
@Suite struct ReleasePlanCommandTests {
    static let tags = ["nwd/6.0.0/2", "sbt/5.4.1/213"]

    @Test(arguments: [
        ("text", "txt"), ("json", "json"), ("github-output", "github-output.txt"), ("matrix", "matrix.txt"),
        ("env", "env.txt"),
    ])
    func everyFormatMatchesItsGoldenFile(format: String, suffix: String) {
        let run = WorkspaceRun(["release", "plan", "--format", format] + Self.tags)
        #expect(run.status == .success)
        GoldenFile.expectMatches(run.standardOutput, "release/plan.\(suffix)")
        if format != "text" { #expect(run.standardError == "2 of 2 tags planned; 0 errors, 0 warnings\n") }
    }

    @Test(arguments: ["github-output", "env"])
    func aSinglePlanAlsoGetsUnnumberedKeys(format: String) {
        let run = WorkspaceRun(["release", "plan", "--format", format, "rvg/7.1.0/1044"])
        #expect(run.status == .success)
        GoldenFile.expectMatches(run.standardOutput, "release/plan-single.\(format).txt")
    }

    /// A finding in a file two tagged clones read (Base.xcconfig) stops both releases and is shown once, not once per
    /// clone (Rocket.Chat's two tags printed each project-file warning twice).
    @Test func aFindingInASharedFileIsShownOnceForSeveralTags() {
        let base = SampleWorkspace.read("Configs/Base.xcconfig") + "NOT A SETTING\n"
        let run = SampleWorkspace.run(
            ["release", "plan", "nwd/6.0.0/2", "sbt/5.4.1/3"], changing: ["Configs/Base.xcconfig": base])
        #expect(run.status == .failure)
        let output = run.standardOutput + run.standardError
        let shared = output.split(separator: "\n").filter {
            $0.hasPrefix("Configs/Base.xcconfig:") && $0.contains("error")
        }
        #expect(shared.count == 1, "\(output)")
        #expect(output.contains("clone 'NWD' has"), "\(output)")
        #expect(output.contains("clone 'SBT' has"), "\(output)")
    }

    @Test func refusedTagsAreReportedWithTheirColumnAndExit1() {
        let run = WorkspaceRun(["release", "plan", "nwd/6.0.0/2", "nwd/6.1.0/3", "nwx/6.0.0/2", "nwd/6.0.0/2"])
        #expect(run.status == .failure)
        GoldenFile.expectMatches(run.standardOutput, "release/plan-refused.txt")
        #expect(run.standardError == "")
    }

    @Test func machineFormatsKeepDiagnosticsOnStandardError() throws {
        let run = WorkspaceRun(["release", "plan", "--format", "json", "nwd/6.0.0/2", "hbc/3.2/x"])
        #expect(run.status == .failure)
        let json = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        #expect((json?["plans"] as? [Any])?.count == 1)
        #expect(
            run.standardError == """
                <arguments>:2:9: error: invalid tag 'hbc/3.2/x': bad build number 'x': it has 'x', which is not a non-negative integer; use a positive integer such as 2, or dot-separated numbers such as 2.1 [release_tag_invalid]
                1 of 2 tags planned; 1 error, 0 warnings

                """)
    }

    @Test func readsTagsFromStandardInputWithLineNumbers() {
        let run = WorkspaceRun(
            ["release", "plan", "--format", "matrix"], standardInput: "nwd/6.0.0/2\r\n\n   \nalp/2.0.3/x\n")
        #expect(run.status == .failure)
        #expect(run.standardOutput.hasPrefix(#"{"include":[{"build":"2""#))
        #expect(run.standardError.hasPrefix("<stdin>:4:11: error: invalid tag 'alp/2.0.3/x'"))
    }

    @Test func earlierTagsComeFromAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brands-tags-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tags.txt")
        try Data("  nwd/5.9.0/7  \nv1.0\n\nsbt/5.4.1/300\n".utf8).write(to: file)
        let run = WorkspaceRun(
            ["release", "plan", "--existing-tags", file.path, "--format", "json", "nwd/6.0.0/7", "sbt/5.4.1/301"])
        #expect(run.status == .failure)
        #expect(
            run.standardError.hasPrefix(
                "<arguments>:1:11: error: build 7 of 'nwd/6.0.0/7' is not higher than build 7 of the earlier tag 'nwd/5.9.0/7'; use build 8 or higher [release_build_not_increasing]\n"
            ))
        #expect(run.standardOutput.contains(#""tag": "sbt/5.4.1/301""#))
    }

    /// `--existing-tags <(git tag --list)` and `/dev/stdin` are pipes, which the file system refuses as no regular file:
    /// they are read as standard input is.
    @Test func earlierTagsComeFromAPipe() throws {
        let binary = try BrandsExecutable.executableURL().path
        let script =
            "printf 'nwd/6.0.0/5\\n' | \"$0\" release plan --format json nwd/6.0.0/1 --existing-tags /dev/stdin"
        do {
            try Subprocess.run(
                "/bin/sh", ["-c", script, binary], in: URL(fileURLWithPath: WorkspaceRun.repositoryRoot))
            Issue.record("planned a build lower than the piped tag's")
        } catch let failure as Subprocess.Failure {
            #expect(
                failure.message.contains("is not higher than build 5 of the earlier tag 'nwd/6.0.0/5'"),
                "\(failure.message)")
        }
    }

    @Test func anUnreadableTagsFileStopsTheRun() {
        let run = WorkspaceRun(["release", "plan", "--existing-tags", "no/such/file", "nwd/6.0.0/2"])
        #expect(run.status == .failure)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "error: cannot read the --existing-tags file 'no/such/file': no such file or folder\n")
    }

    @Test func fromGitPlansTheTagsAtHeadAgainstEveryTag() {
        let git = StubGitRunner(answers: [
            ["tag", "--points-at", "HEAD"]: "nwd/6.0.0/3\nsbt/5.4.1/2\n",
            ["tag", "--list"]: "nwd/6.0.0/2\nnwd/6.0.0/3\nsbt/5.4.1/2\nsbt/5.4.0/9\n",
        ])
        let run = WorkspaceRun(["release", "plan", "--from-git", "--format", "matrix"], git: git)
        #expect(run.status == .failure)
        #expect(run.standardOutput.contains(#""tag":"nwd/6.0.0/3""#))
        #expect(!run.standardOutput.contains("sbt/5.4.1/2"))
        #expect(run.standardError.hasPrefix("<git>:2:11: error: build 2 of 'sbt/5.4.1/2' is not higher than build 9"))
    }

    @Test func fromGitWithoutTagsAtHeadFails() {
        let git = StubGitRunner(answers: [["tag", "--points-at", "HEAD"]: "", ["tag", "--list"]: ""])
        let run = WorkspaceRun(["release", "plan", "--from-git"], git: git)
        #expect(run.status == .failure)
        #expect(run.standardError == "error: no tag points at HEAD; tag the commit, or give tags\n")
    }

    @Test func aGitFailureIsReported() {
        let run = WorkspaceRun(["release", "plan", "--from-git"], git: StubGitRunner(answers: [:]))
        #expect(run.status == .failure)
        #expect(run.standardError == "error: git tag --points-at HEAD failed: fatal: not stubbed\n")
    }

    @Test(
        arguments: [
            (["release", "plan"], nil, "no tags given"),
            (["release", "plan"], "\n  \n", "no tags given"),
            (["release", "plan", "--from-git", "nwd/6.0.0/2"], nil, "--from-git plans the tags pointing at HEAD"),
            (["release", "plan", "--format", "yaml", "nwd/6.0.0/2"], nil, "invalid value 'yaml'"),
        ] as [([String], String?, String)])
    func usageErrorsExit64(arguments: [String], input: String?, message: String) {
        let run = WorkspaceRun(arguments, standardInput: input)
        #expect(run.status == .usageError)
        #expect(run.standardError.hasPrefix("error: " + message), "\(run.standardError)")
        #expect(run.standardError.contains("usage: brands release plan"))
    }

    /// Standard input that cannot be read (closed with `<&-`, or a folder) is a failure that says why, not a crash
    /// nor "no tags given".
    @Test func unreadableStandardInputSaysWhy() {
        let run = WorkspaceRun(["release", "plan"], standardInputError: StandardInputError(reason: "Is a directory"))
        #expect(run.status == .failure)
        #expect(
            run.standardError
                == "error: cannot read the tags from standard input: Is a directory; give them as arguments\n")
        #expect(run.standardOutput.isEmpty)
    }

    @Test func releaseAloneShowsItsHelp() {
        let run = WorkspaceRun(["release"])
        #expect(run.status == .success)
        #expect(run.standardOutput.contains("plan"))
    }
}
