import BrandFormats
import BrandKit
import BrandsCLI
import Documents
import Foundation
import Support
import Testing
import XCConfig

/// Broken, hostile and odd inputs, validated by the built binary: each gives diagnostics with a location and
/// the right exit code, never a crash or a hang (the harness kills a run after its timeout).
@Suite struct PathologicalInputTests {
    /// The baseline with `changes` applied (relative path → bytes).
    static func workspace(_ changes: [String: [UInt8]] = [:]) throws -> TemporaryWorkspace {
        var files = ExampleWorkspace.files.mapValues { Array($0.utf8) }
        for (path, bytes) in changes { files[path] = bytes }
        return try TemporaryWorkspace(files)
    }

    /// Runs `brands validate --format json` and returns the findings as `file:line:column rule` (and checks the
    /// run finished with `exitCode` and printed the expected JSON).
    static func validate(
        _ workspace: TemporaryWorkspace, exitCode: Int32, sourceLocation: Testing.SourceLocation = #_sourceLocation
    )
        throws -> [String]
    {
        let result = try workspace.run(["validate", "--format", "json"], timeout: 20)
        #expect(!result.timedOut, sourceLocation: sourceLocation)
        #expect(
            result.exitCode == exitCode, "\(result.standardOutput)\(result.standardError)",
            sourceLocation: sourceLocation)
        let report = try #require(
            ValidationReport(result.standardOutput), "\(result.standardOutput)", sourceLocation: sourceLocation)
        return report.findings.map { "\($0.file):\($0.line):\($0.column) \($0.rule)" }
    }

    static let config = ExampleWorkspace.config("ALPHA")

    @Test func aFolderWhereAFileShouldBeIsUnreadable() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        try workspace.remove("Brands/ALPHA/custom_fonts.plist")
        try workspace.write("{}", to: "Brands/ALPHA/custom_fonts.plist/Contents.json")
        #expect(try Self.validate(workspace, exitCode: 1) == ["Brands/ALPHA/custom_fonts.plist:1:1 file_unreadable"])
    }

    @Test func aDanglingConfigLinkIsUnreadableNotAMissingClone() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        try workspace.remove("Brands/ALPHA/config.json")
        try workspace.link("Brands/ALPHA/config.json", to: "nowhere.json")
        #expect(try Self.validate(workspace, exitCode: 1) == ["Brands/ALPHA/config.json:1:1 file_unreadable"])
    }

    @Test func aFileWithoutReadPermissionIsUnreadable() throws {
        // Root reads anything whatever its mode, so on disk this only holds for other users; the in-memory
        // file system stands in for it everywhere.
        var fileSystem = WorkspaceRun.exampleFileSystem()
        fileSystem.createUnreadableFile(Path.join(ExampleWorkspace.root, "Brands/BETA/custom_fonts.plist"))
        let run = CapturedRun(
            ["validate", "--root", ExampleWorkspace.root], root: CommandTable.root, fileSystem: fileSystem)
        #expect(run.status == .failure)
        #expect(
            run.standardOutput.hasPrefix(
                "Brands/BETA/custom_fonts.plist:1:1: error: cannot read 'custom_fonts.plist': "))
        #expect(run.standardOutput.hasSuffix("[file_unreadable]\n1 error, 0 warnings in 2 clones\n"))

        guard getuid() != 0 else { return }
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        let path = workspace.root.appendingPathComponent("Brands/BETA/custom_fonts.plist").path
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
        #expect(try Self.validate(workspace, exitCode: 1) == ["Brands/BETA/custom_fonts.plist:1:1 file_unreadable"])
    }

    @Test func invalidUTF8IsReportedWhereItIs() throws {
        let bytes = ExampleWorkspace.bytes(
            Self.config.replacingOccurrences(of: "\"ALPHA\",", with: "\"AL\u{1}PHA\","), replacing: "\u{1}", with: 0xC3)
        let workspace = try Self.workspace(["Brands/ALPHA/config.json": bytes])
        defer { workspace.remove() }
        let findings = try Self.validate(workspace, exitCode: 1)
        #expect(findings.first == "Brands/ALPHA/config.json:2:26 json_encoding", "\(findings)")
    }

    @Test func aByteOrderMarkIsAWarningAndTheFileIsStillRead() throws {
        let workspace = try Self.workspace([
            "Brands/ALPHA/config.json": Array(("\u{FEFF}" + Self.config).utf8),
            "Brands/ALPHA/custom_fonts.plist": Array(("\u{FEFF}" + ExampleWorkspace.fontsPlist).utf8),
        ])
        defer { workspace.remove() }
        #expect(
            try Self.validate(workspace, exitCode: 0) == [
                "Brands/ALPHA/config.json:1:1 json_byte_order_mark",
                "Brands/ALPHA/custom_fonts.plist:1:1 plist_byte_order_mark",
            ])
    }

    @Test func carriageReturnLineEndingsKeepLocationsRight() throws {
        func crlf(_ text: String) -> [UInt8] { Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8) }
        let workspace = try Self.workspace([
            "Brands/ALPHA/config.json": crlf(
                Self.config.replacingOccurrences(of: "\"analytics_key\"", with: "\"analytics_kye\"")),
            "Brands/ALPHA/custom_fonts.plist": crlf(
                ExampleWorkspace.fontsPlist.replacingOccurrences(
                    of: "<key>bodyFontName</key>", with: "<key>headlineFontName</key>")),
            "Configs/Base.xcconfig": crlf(
                ExampleWorkspace.baseXCConfig.replacingOccurrences(of: "SWIFT_VERSION = 6.0", with: "SWIFT_VERSION 6.0")
            ),
        ])
        defer { workspace.remove() }
        let findings = try Self.validate(workspace, exitCode: 1)
        for expected in [
            "Brands/ALPHA/config.json:4:3 unknown_key", "Brands/ALPHA/custom_fonts.plist:9:2 plist_duplicate_key",
            "Configs/Base.xcconfig:3:15 xcconfig_syntax",
        ] {
            #expect(findings.contains(expected), "\(expected) not in \(findings)")
        }
    }

    /// A schema pattern on which ICU backtracks exponentially would take it minutes per value: ICU stops at its
    /// budget, and the value is reported as not checkable, at the value, naming the pattern.
    @Test func aPatternThatBacktracksExponentiallyIsReportedNotWaitedFor() throws {
        let pattern = #"(?i)^(?:a?|b?){2,40}@|^[A-Z]+$"#
        let schema = Schema.builtInJSON.replacingOccurrences(
            of: #""pattern": "^[A-Za-z][A-Za-z0-9_]*$""#, with: "\"pattern\": \"\(pattern)\"")
        #expect(schema != Schema.builtInJSON)
        let workspace = try Self.workspace(["Brands/schema.json": Array(schema.utf8)])
        defer { workspace.remove() }
        let result = try workspace.run(["validate"], timeout: 20)
        #expect(!result.timedOut)
        #expect(result.exitCode == 1)
        for clone in ["ALPHA", "BETA"] {
            #expect(
                result.standardOutput.contains(
                    "'\(clone)' cannot be checked against the pattern \(pattern): ICU takes over 5 million steps"),
                "\(result.standardOutput)")
        }
    }

    /// About 5 MB; the 50 MB case is in Scripts/bench-readers.sh.
    @Test func aLargeJSONFileIsReadToTheEnd() throws {
        let padding = (0..<50_000).map { "    \"article \($0) " + String(repeating: "x", count: 80) + "\"" }
        let text =
            "{\n  \"x_padding\": [\n" + padding.joined(separator: ",\n") + "\n  ],\n"
            + Self.config.dropFirst(2).replacingOccurrences(of: "\"analytics_key\"", with: "\"analytics_kye\"")
        #expect(text.utf8.count > 5_000_000)
        let workspace = try Self.workspace(["Brands/ALPHA/config.json": Array(text.utf8)])
        defer { workspace.remove() }
        let findings = try Self.validate(workspace, exitCode: 1)
        #expect(findings.contains("Brands/ALPHA/config.json:2:3 unknown_key"), "\(findings)")
        #expect(findings.contains("Brands/ALPHA/config.json:50006:3 unknown_key"), "\(findings)")
    }

    @Test func aHundredThousandNestedArraysStopAtTheDepthLimit() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let workspace = try Self.workspace(["Brands/ALPHA/config.json": Array(text.utf8)])
        defer { workspace.remove() }
        let findings = try Self.validate(workspace, exitCode: 1)
        #expect(findings.first == "Brands/ALPHA/config.json:1:\(JSONParser.maximumDepth + 1) json_nesting_depth")
    }

    @Test func aBinaryInfoPlistWithAReferenceCycleIsReported() throws {
        let workspace = try Self.workspace(["Brands/ALPHA/Info.plist": Self.cyclicBinaryPlist])
        defer { workspace.remove() }
        let findings = try Self.validate(workspace, exitCode: 1)
        #expect(findings.contains("Brands/ALPHA/Info.plist:1:1 plist_binary_format"), "\(findings)")
    }

    @Test func symbolicLinkLoopsUnderBrandsAreReported() throws {
        let workspace = try Self.workspace()
        defer { workspace.remove() }
        try workspace.link("Brands/self", to: "self")
        try workspace.link("Brands/ALPHA/loop", to: "..")
        try workspace.link("Brands/BETA/Fonts/up", to: "../..")
        #expect(
            try Self.validate(workspace, exitCode: 1) == [
                "Brands/ALPHA/loop:1:1 workspace_layout", "Brands/BETA/Fonts/up:1:1 workspace_layout",
                "Brands/self:1:1 workspace_layout",
            ])
    }

    /// `bplist00` whose root dictionary holds an array holding the root again.
    static let cyclicBinaryPlist: [UInt8] = {
        func ascii(_ text: String) -> [UInt8] { [0x50 | UInt8(text.utf8.count)] + Array(text.utf8) }
        let objects: [[UInt8]] = [
            [0xD2, 1, 3, 2, 4],  // { key 1: value 2, key 3: value 4 }
            ascii("CFBundleName"), ascii("Loop"), ascii("Self"),
            [0xA1, 0],  // [ object 0 ]
        ]
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(bytes.count))
            bytes += object
        }
        let table = UInt8(bytes.count)
        bytes += offsets
        bytes += [0, 0, 0, 0, 0, 0, 1, 1]  // unused, offset size, reference size
        bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)] + [UInt8](repeating: 0, count: 8)
        bytes += [0, 0, 0, 0, 0, 0, 0, table]
        return bytes
    }()
}
