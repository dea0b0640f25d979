import BrandsCLI
import Testing

/// A clone whose scheme cannot be read is not in the workspace.
///
/// Naming it is no mistake of the command line: every command that takes clone names reports the scheme's errors and
/// exits 1, rather than call the name unknown and exit 64, which hides why it is missing.
@Suite struct UnreadableSchemeCloneTests {
    static let scheme = "Newsroom.xcodeproj/xcshareddata/xcschemes/NWD.xcscheme"

    /// NWD's scheme with a control character where a space was: no XML parser takes it.
    static var changes: [String: String?] {
        let broken = SampleWorkspace.read(
            scheme, replacing: "debugServiceExtension = ", with: "debugServiceExtension =\u{1C}")
        return [scheme: broken]
    }

    static let commands: [[String]] = [
        ["show", "NWD"], ["show", "nwd"], ["diff", "NWD", "SBT"], ["settings", "NWD"], ["list", "NWD"],
        ["validate", "NWD"], ["inputs", "NWD"], ["remove", "NWD"], ["new", "XYZ", "--from", "NWD"],
    ]

    @Test(arguments: commands)
    func namingTheCloneReportsItsScheme(_ arguments: [String]) {
        let run = SampleWorkspace.run(arguments, changing: Self.changes)
        #expect(run.status == .failure, "\(run.standardError)")
        #expect(run.standardError.hasPrefix(Self.scheme + ":"), "\(run.standardError)")
        #expect(run.standardError.contains("[xml_syntax]"))
        let name = arguments.contains("nwd") ? "nwd" : "NWD"
        #expect(
            run.standardError.hasSuffix(
                "error: no clone '\(name)': its scheme \(Self.scheme) cannot be read (above); fix it and run again\n"),
            "\(run.standardError)")
        #expect(!run.standardError.contains("usage:"))
    }

    /// `affected` cannot say which clones a change touches while a clone is missing: it reports the scheme and exits
    /// 1, in every format, rather than answer without the clone ("0 of 4 clones affected" before).
    @Test(arguments: ["text", "json", "matrix"])
    func affectedRefusesToAnswerWithoutTheClone(format: String) {
        let run = SampleWorkspace.run(
            ["affected", "--paths", "Brands/NWD/config.json", "--format", format], changing: Self.changes)
        #expect(run.status == .failure)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix(Self.scheme + ":"), "\(run.standardError)")
        #expect(
            run.standardError.hasSuffix(
                "error: cannot tell which clones the changes touch: a file that defines clones cannot be read "
                    + "(above); fix it and run again\n"), "\(run.standardError)")
    }

    /// Two such files are counted.
    @Test func affectedCountsTheFiles() {
        let other = "Newsroom.xcodeproj/xcshareddata/xcschemes/SBT.xcscheme"
        var changes = Self.changes
        changes[other] = SampleWorkspace.read(
            other, replacing: "debugServiceExtension = ", with: "debugServiceExtension =\u{1C}")
        let run = SampleWorkspace.run(["affected", "--paths", "README.md"], changing: changes)
        #expect(run.status == .failure)
        #expect(
            run.standardError.hasSuffix(
                "error: cannot tell which clones the changes touch: 2 files that define clones cannot be read "
                    + "(above); fix them and run again\n"), "\(run.standardError)")
    }

    /// A release tag of the clone says why the clone is unknown: a note at the scheme's error.
    @Test func aReleaseTagOfTheCloneNamesItsScheme() throws {
        let run = SampleWorkspace.run(["release", "plan", "NWD/1.0/1"], changing: Self.changes)
        #expect(run.status == .failure)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let tag = try #require(lines.firstIndex { $0.contains("error: invalid tag 'NWD/1.0/1': unknown clone") })
        try #require(lines.count > tag + 1, "\(run.standardOutput)")
        #expect(lines[tag + 1].hasPrefix(Self.scheme + ":"), "\(run.standardOutput)")
        #expect(
            lines[tag + 1].contains(
                ": note: a scheme of that name cannot be read, so defines no clone: malformed tag"),
            "\(run.standardOutput)")
    }

    /// A scheme is matched by the id its name gives: `nwd-store` names the clone of `NWD Store.xcscheme`.
    @Test func aSchemeIsMatchedByTheIDItsNameGives() {
        let renamed = "Newsroom.xcodeproj/xcshareddata/xcschemes/NWD Store.xcscheme"
        var changes = Self.changes
        changes[renamed] = changes[Self.scheme] ?? nil
        changes[Self.scheme] = String?.none
        let run = SampleWorkspace.run(["show", "nwd-store"], changing: changes)
        #expect(run.status == .failure)
        #expect(run.standardError.hasPrefix(renamed + ":"), "\(run.standardError)")
        #expect(run.standardError.hasSuffix("cannot be read (above); fix it and run again\n"))
    }

    /// A name that matches no scheme, readable or not, is still a usage error with the workspace's clones.
    @Test func anotherUnknownNameIsAUsageError() {
        let run = SampleWorkspace.run(["show", "XYZ"], changing: Self.changes)
        #expect(run.status == .usageError)
        #expect(run.standardError.hasPrefix("error: unknown clone 'XYZ'; the workspace has: ALP, HBC, RVG, SBT\n"))
    }
}
