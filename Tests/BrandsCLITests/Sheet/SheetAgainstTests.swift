import BrandKit
import BrandsCLI
import Foundation
import Support
import Testing
import XCConfig

/// `brands sheet --against REF` on a real temporary repository holding a copy of the sample: what changed since the
/// revision is marked, read through git with nothing checked out.
@Suite(.enabled(if: GitAvailability.isInstalled, "git is not installed"))
struct SheetAgainstTests {
    /// A repository with the sample committed, then NWD's primary colour and SBT's comments flag set back to its default, ALP removed
    /// and a clone NEW added (a copy of RVG): committed as a second commit when `commit`, else left uncommitted.
    struct Repository {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "brands-sheet-git-\(UUID().uuidString)")

        init(commit: Bool) throws {
            let manager = FileManager.default
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in ["Brands", "Configs"] {
                try manager.copyItem(at: SampleWorkspace.root.appendingPathComponent(name), to: url(name))
            }
            try git("init", "-q")
            try git("add", "-A")
            try git("commit", "-q", "-m", "sample")
            let primary = "Brands/NWD/Assets.xcassets/PrimaryColor.colorset/Contents.json"
            try replace("\"red\" : \"0.043\"", with: "\"red\" : \"0.800\"", in: primary)
            try replace("\"comments\": true", with: "\"comments\": false", in: "Brands/SBT/config.json")
            try manager.removeItem(at: url("Brands/ALP"))
            for configuration in ["Debug", "Release"] {
                try manager.removeItem(at: url("Configs/ALP-\(configuration).xcconfig"))
                let text = try String(contentsOf: url("Configs/RVG-\(configuration).xcconfig"), encoding: .utf8)
                try text.replacingOccurrences(of: "RVG", with: "NEW").write(
                    to: url("Configs/NEW-\(configuration).xcconfig"), atomically: true, encoding: .utf8)
            }
            try manager.copyItem(at: url("Brands/RVG"), to: url("Brands/NEW"))
            try replace("\"RVG\"", with: "\"NEW\"", in: "Brands/NEW/config.json")
            if commit {
                try git("add", "-A")
                try git("commit", "-q", "-m", "change")
            }
        }

        func url(_ relative: String) -> URL { folder.appendingPathComponent(relative) }

        func replace(_ target: String, with replacement: String, in relative: String) throws {
            let text = try String(contentsOf: url(relative), encoding: .utf8)
            guard text.contains(target) else { throw Subprocess.Failure(message: "no '\(target)' in \(relative)") }
            try text.replacingOccurrences(of: target, with: replacement).write(
                to: url(relative), atomically: true, encoding: .utf8)
        }

        @discardableResult
        func git(_ arguments: String...) throws -> String {
            let identity = ["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"]
            return try Subprocess.run(
                "/usr/bin/env", ["git"] + identity + arguments, in: folder, environment: ReleaseGitTests.environment)
        }

        func sheet(_ arguments: [String]) -> CapturedRun {
            CapturedRun(
                ["sheet"] + arguments, root: CommandTable.root, fileSystem: LocalFileSystem(),
                currentDirectory: folder.path, git: ProcessGitRunner())
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test(arguments: [(false, "HEAD"), (true, "HEAD~1")])
    func marksWhatChangedSinceTheRevision(committed: Bool, revision: String) throws {
        let repository = try Repository(commit: committed)
        defer { repository.remove() }
        let run = repository.sheet(["--against", revision])
        #expect(run.status == .failure, "NEW shares RVG's bundle identifier")
        let page = SheetPage(run.standardOutput)
        #expect(page.errors == [])
        #expect(page.cards.map { $0.attributes["id"] } == ["HBC", "NEW", "NWD", "RVG", "SBT"].map { "clone-" + $0 })

        let nwd = try #require(page.card("NWD"))
        let colors = page.rows(of: nwd, caption: "Colour roles")
        let primary = try #require(colors["primary"])
        #expect(primary.attributes["class"] == "changed")
        #expect(page.cells(primary).first == "#CC3D91 was #0B3D91", "the light colour before and after")
        #expect(page.cells(primary).dropFirst().first == "#5B8DEF", "the dark colour did not change")
        #expect(colors.values.filter { $0.attributes["class"] == "changed" }.count == 1)
        #expect(nwd.text.contains("1 change since \(revision)"))

        let sbt = try #require(page.card("SBT"))
        // Back at the registry default, the flag is still listed because it changed.
        let comments = page.rows(of: sbt, caption: "Feature flags")["comments"]
        #expect(page.cells(comments).first == "false was true")
        #expect(comments?.attributes["class"] == "changed")

        #expect(try #require(page.card("NEW")).text.contains("added since \(revision)"))
        #expect(try #require(page.card("HBC")).text.contains("unchanged since \(revision)"))
        let removed = page.checker.all { $0.name == "section" && $0.attributes["aria-labelledby"] == "removed" }
        #expect(removed.first?.all("h3").map(\.text) == ["Alpine Post"])
        let summary = page.checker.all { $0.hasClass("summary") }.first?.text
        #expect(summary?.hasSuffix("2 changed 1 added 1 removed") == true, "\(summary ?? "")")
        let commit = try repository.git("rev-parse", revision).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(run.standardOutput.contains("(<code>\(commit.prefix(12))</code>)"))
    }

    @Test func theSameRevisionChangesNothing() throws {
        let repository = try Repository(commit: true)
        defer { repository.remove() }
        let page = SheetPage(repository.sheet(["--against", "HEAD"]).standardOutput)
        #expect(page.cards.count == 5)
        #expect(page.checker.all { ["td", "tr"].contains($0.name) && $0.hasClass("changed") }.isEmpty)
        #expect(page.cards.allSatisfy { $0.text.contains("unchanged since HEAD") })
    }

    @Test(arguments: [
        ("no-such-ref", "error: git rev-parse --verify no-such-ref^{commit} failed: 'no-such-ref' names no commit: "),
        ("HEAD", "error: git rev-parse --show-prefix failed: fatal: not a git repository"),
    ])
    func aRevisionThatCannotBeReadFails(revision: String, message: String) throws {
        let repository = try Repository(commit: false)
        defer { repository.remove() }
        if revision == "HEAD" { try FileManager.default.removeItem(at: repository.url(".git")) }
        let run = repository.sheet(["--against", revision])
        #expect(run.status == .failure)
        #expect(run.standardOutput == "", "nothing is written when the revision cannot be read")
        #expect(run.standardError.hasPrefix(message), "\(run.standardError)")
    }
}
