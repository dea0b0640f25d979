import Foundation
import Testing

/// Whether `git` can be run; the git tests are skipped (not failed) without it.
enum GitAvailability {
    static let isInstalled =
        (try? Subprocess.run("/usr/bin/env", ["git", "--version"], in: FileManager.default.temporaryDirectory))
        != nil
}

/// Runs helper programs (git, bash, python3) for the end-to-end tests.
enum Subprocess {
    /// Runs `executable arguments…` in `folder`; throws with its standard error when it fails.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], in folder: URL, environment: [String: String]? = nil)
        throws -> String
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if let environment { process.environment = environment }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(message: "\(arguments) failed: " + String(decoding: errorData, as: UTF8.self))
        }
        return String(decoding: data, as: UTF8.self)
    }

    struct Failure: Error { var message: String }
}

/// The built `brands` against a real temporary git repository holding a copy of the sample workspace:
/// `release plan --from-git` with earlier tags, `affected --base`, and `Scripts/release-from-tag.sh`.
@Suite(.enabled(if: GitAvailability.isInstalled, "git is not installed"))
struct ReleaseGitTests {
    /// `PATH` to find git, and a user with a home folder, as on a developer's machine or in CI: a project clone's
    /// builds go under `$HOME`, so `affected --base` must read the earlier project as the same user.
    static let environment = [
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": "/home/ada", "USER": "ada",
    ]

    /// A repository with two commits: the sample (tagged nwd/6.0.0/1 and hbc/3.2/90), then a change to
    /// Configs/SBT-Release.xcconfig and a new Brands/RVG/notes.md (tagged nwd/6.0.0/2 and hbc/3.2/88); then
    /// an uncommitted change to Configs/ALP-Debug.xcconfig and an untracked Brands/HBC/untracked.txt.
    struct Repository {
        let folder: URL
        var firstCommit = ""

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("brands-git-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let root = URL(fileURLWithPath: WorkspaceRun.repositoryRoot)
            for name in ["Brands", "Configs"] {
                try FileManager.default.copyItem(
                    at: root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
            }
            try git("init", "-q")
            try git("add", "-A")
            try git("commit", "-q", "-m", "sample")
            try git("tag", "nwd/6.0.0/1")
            try git("tag", "hbc/3.2/90")
            firstCommit = try git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
            try append("// release notes\n", to: "Configs/SBT-Release.xcconfig")
            try Data("notes\n".utf8).write(to: folder.appendingPathComponent("Brands/RVG/notes.md"))
            try git("add", "-A")
            try git("commit", "-q", "-m", "change")
            try git("tag", "nwd/6.0.0/2")
            try git("tag", "hbc/3.2/88")
            try append("// uncommitted\n", to: "Configs/ALP-Debug.xcconfig")
            try Data("x\n".utf8).write(to: folder.appendingPathComponent("Brands/HBC/untracked.txt"))
        }

        @discardableResult
        func git(_ arguments: String...) throws -> String {
            let identity = [
                "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false",
                "-c", "tag.gpgsign=false", "-c", "init.defaultBranch=main",
            ]
            return try Subprocess.run(
                "/usr/bin/env", ["git"] + identity + arguments, in: folder, environment: ReleaseGitTests.environment)
        }

        func append(_ text: String, to path: String) throws {
            let handle = try FileHandle(forWritingTo: folder.appendingPathComponent(path))
            defer { try? handle.close() }
            handle.seekToEndOfFile()
            handle.write(Data(text.utf8))
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func plansTheTagsAtHeadAgainstEarlierTags() throws {
        let repository = try Repository()
        defer { repository.remove() }
        let result = try BrandsExecutable.run(
            ["release", "plan", "--from-git", "--format", "matrix"], environment: Self.environment,
            currentDirectory: repository.folder)
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.hasPrefix(#"{"include":[{"build":"2","#))
        #expect(result.standardOutput.contains(#""tag":"nwd/6.0.0/2""#))
        #expect(!result.standardOutput.contains("hbc"))
        #expect(
            result.standardError == """
                <git>:1:9: error: build 88 of 'hbc/3.2/88' is not higher than build 90 of the earlier tag 'hbc/3.2/90'; use build 91 or higher [release_build_not_increasing]
                1 of 2 tags planned; 1 error, 0 warnings

                """)
    }

    @Test func otherTagsAtHeadAreNotedNotRefused() throws {
        let repository = try Repository()
        defer { repository.remove() }
        try repository.git("tag", "-d", "hbc/3.2/88")
        try repository.git("tag", "v9")
        let result = try BrandsExecutable.run(
            ["release", "plan", "--from-git", "--format", "matrix"], environment: Self.environment,
            currentDirectory: repository.folder)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains(#""tag":"nwd/6.0.0/2""#))
        #expect(result.standardError.contains("note: ignoring tag 'v9' at HEAD: it is not a release tag"))
        #expect(result.standardError.hasSuffix("1 of 1 tag planned; 0 errors, 0 warnings, 1 note\n"))

        try repository.git("tag", "-d", "nwd/6.0.0/2")
        let none = try BrandsExecutable.run(
            ["release", "plan", "--from-git"], environment: Self.environment, currentDirectory: repository.folder)
        #expect(none.exitCode == 1)
        #expect(none.standardError.contains("no release tag points at HEAD (tags there: v9)"))
    }

    @Test func listsTheClonesChangedSinceTheBase() throws {
        let repository = try Repository()
        defer { repository.remove() }
        let result = try BrandsExecutable.run(
            ["affected", "--base", repository.firstCommit], environment: Self.environment,
            currentDirectory: repository.folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(
            result.standardOutput == """
                ALP
                  Configs/ALP-Debug.xcconfig: it is the clone's xcconfig
                HBC
                  Brands/HBC/untracked.txt: it is in the clone's folder
                RVG
                  Brands/RVG/notes.md: it is in the clone's folder
                SBT
                  Configs/SBT-Release.xcconfig: it is the clone's xcconfig
                4 of 5 clones affected by 4 changed paths

                """)
    }

    @Test func anUnknownBaseFailsWithGitsMessage() throws {
        let repository = try Repository()
        defer { repository.remove() }
        let result = try BrandsExecutable.run(
            ["affected", "--base", "no-such-ref"], environment: Self.environment, currentDirectory: repository.folder)
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("error: git diff --name-status"))
        #expect(result.standardError.contains("no-such-ref"))
    }

    @Test func theReleaseScriptWritesStepOutputs() throws {
        let repository = try Repository()
        defer { repository.remove() }
        let outputFile = repository.folder.appendingPathComponent("github-output")
        #expect(FileManager.default.createFile(atPath: outputFile.path, contents: nil))
        let script = URL(fileURLWithPath: WorkspaceRun.repositoryRoot).appendingPathComponent(
            "Scripts/release-from-tag.sh")
        var environment = Self.environment
        environment["BRANDS"] = try BrandsExecutable.executableURL().path
        environment["GITHUB_OUTPUT"] = outputFile.path
        environment["GITHUB_REF_NAME"] = "nwd/6.0.0/3"
        try Subprocess.run("/usr/bin/env", ["bash", script.path], in: repository.folder, environment: environment)
        let outputs = ReleaseOutputEscapingTests.readGitHubOutput(try String(contentsOf: outputFile, encoding: .utf8))
        #expect(outputs["count"] == "1")
        #expect(outputs["clone"] == "NWD")
        #expect(outputs["buildSettings"] == "MARKETING_VERSION=6.0.0 CURRENT_PROJECT_VERSION=3")
        // Another brand's broken file does not block this release; the tagged brand's own does.
        let other = repository.folder.appendingPathComponent("Brands/SBT/config.json")
        try Data("{ broken".utf8).write(to: other)
        environment["GITHUB_REF_NAME"] = "nwd/6.0.0/4"
        try Subprocess.run("/usr/bin/env", ["bash", script.path], in: repository.folder, environment: environment)
        environment["GITHUB_REF_NAME"] = "sbt/5.4.1/999"
        #expect(throws: Subprocess.Failure.self) {
            try Subprocess.run("/usr/bin/env", ["bash", script.path], in: repository.folder, environment: environment)
        }
        environment["GITHUB_REF_NAME"] = "hbc/3.2/89"  // below the earlier hbc/3.2/90
        #expect(throws: Subprocess.Failure.self) {
            try Subprocess.run("/usr/bin/env", ["bash", script.path], in: repository.folder, environment: environment)
        }
    }

    @Test(arguments: ["release", "pull-request"])
    func exampleWorkflowsAreValidYAML(name: String) throws {
        let file = URL(fileURLWithPath: WorkspaceRun.repositoryRoot).appendingPathComponent(
            "Examples/github-workflows/\(name).yml")
        let check = """
            import sys, yaml
            doc = yaml.safe_load(open(sys.argv[1]))
            on = doc.get("on", doc.get(True))
            jobs = doc["jobs"]
            print(sorted(on), sorted(jobs), jobs["build"]["strategy"]["matrix"])
            """
        let output: String
        do {
            output = try Subprocess.run(
                "/usr/bin/env", ["python3", "-c", check, file.path], in: file.deletingLastPathComponent(),
                environment: Self.environment)
        } catch let failure as Subprocess.Failure
            where failure.message.contains("No module named") || failure.message.contains("No such file")
        {
            return  // python3 with PyYAML is optional for contributors; CI has it.
        }
        #expect(output.contains("fromJSON(needs."))
        #expect(output.hasPrefix(name == "release" ? "['push']" : "['pull_request']"))
    }
}
