import Foundation
import Testing

/// `brands settings` as a process: on the sample workspace, and on bad input in temporary folders, where it
/// must report diagnostics with their place and exit 1, never crash or hang.
@Suite struct SettingsEndToEndTests {
    /// The package root, which holds the sample workspace.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A diagnostic line as the text renderer writes it, or one of its notes (located too).
    static var diagnosticLine: Regex<(Substring, Substring?)> {
        #/^[^:\n]+:\d+:\d+: (?:(error|warning): [^\n]+ \[[a-z0-9_]+\]|note: [^\n]+)$/#
    }

    /// A fresh temporary folder, removed when `body` returns.
    static func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "brands-settings-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    static func write(_ text: String, to name: String, in folder: URL) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    static func settings(_ arguments: [String], in folder: URL) throws -> BrandsExecutable.Result {
        let result = try BrandsExecutable.run(["settings"] + arguments, currentDirectory: folder, timeout: 30)
        #expect(!result.timedOut)
        return result
    }

    /// Checks a run on bad input: exit 1, and every line of standard error a located diagnostic or its located note.
    static func expectDiagnosed(_ result: BrandsExecutable.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.exitCode == 1, sourceLocation: sourceLocation)
        let lines = result.standardError.split(separator: "\n")
        #expect(!lines.isEmpty, sourceLocation: sourceLocation)
        for line in lines {
            #expect(line.wholeMatch(of: diagnosticLine) != nil, "\(line)", sourceLocation: sourceLocation)
        }
    }

    @Test func sampleCloneInDebug() throws {
        let result = try Self.settings(["NWD", "-c", "Debug"], in: Self.packageRoot)
        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput.contains("PRODUCT_BUNDLE_IDENTIFIER = de.nordwestdaily.news.debug\n"))
        #expect(result.standardOutput.contains("SUPPORT_URL = https://support.example.com/apps/NWD\n"))
        let names = result.standardOutput.split(separator: "\n").map { $0.prefix { $0 != " " } }
        #expect(names == names.sorted())
    }

    @Test func sampleExplainHasNoAbsolutePaths() throws {
        let result = try Self.settings(
            ["nwd", "-c", "Debug", "--explain", "SWIFT_ACTIVE_COMPILATION_CONDITIONS"], in: Self.packageRoot)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("SWIFT_ACTIVE_COMPILATION_CONDITIONS =  DEBUG CLONE_NWD\n"))
        #expect(
            result.standardOutput.contains(
                "inherited by SWIFT_ACTIVE_COMPILATION_CONDITIONS at Configs/NWD-Debug.xcconfig:22:1"))
        #expect(!result.standardOutput.contains(Self.packageRoot.path))
    }

    @Test func sampleAsJSON() throws {
        let result = try Self.settings(["RVG", "--format", "json"], in: Self.packageRoot)
        #expect(result.exitCode == 0)
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(document.map { Set($0.keys) } == ["settings", "diagnostics"])
        #expect((document?["settings"] as? [String: String])?["CLONE_IDENTIFIER"] == "RVG")
    }

    @Test(arguments: [["NWD", "--file", "x"], [], ["NWX"], ["NWD", "--set", "A"], ["NWD", "-c", "Beta"]])
    func usageErrorsExit64(arguments: [String]) throws {
        let result = try Self.settings(arguments, in: Self.packageRoot)
        #expect(result.exitCode == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("error: "))
    }

    @Test func binaryGarbage() throws {
        try Self.withFolder { folder in
            var state: UInt32 = 7
            let bytes = (0..<65_536).map { _ -> UInt8 in
                state = state &* 1_103_515_245 &+ 12_345
                return UInt8(truncatingIfNeeded: state >> 16)
            }
            try Data(bytes).write(to: folder.appendingPathComponent("Garbage.xcconfig"))
            let result = try Self.settings(["--file", "Garbage.xcconfig"], in: folder)
            Self.expectDiagnosed(result)
            #expect(result.standardError.contains("[xcconfig_encoding]"))
        }
    }

    @Test func invalidUTF8() throws {
        try Self.withFolder { folder in
            try Data([0x41, 0x20, 0x3D, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x0A, 0x42, 0x20, 0x3D, 0x20, 0x6F, 0x6B, 0x0A])
                .write(to: folder.appendingPathComponent("Latin1.xcconfig"))
            let result = try Self.settings(["--file", "Latin1.xcconfig"], in: folder)
            Self.expectDiagnosed(result)
            #expect(
                result.standardError
                    == "Latin1.xcconfig:1:8: error: file is not valid UTF-8 (byte 0xE9); save it with UTF-8 encoding [xcconfig_encoding]\n"
            )
            #expect(result.standardOutput == "A = caf\u{FFFD}\nB = ok\n")
        }
    }

    @Test func fiveMegabyteFileWithBadLines() throws {
        try Self.withFolder { folder in
            var text = ""
            for line in 1...100_000 {
                text += line % 25_000 == 0 ? "  oops\n" : "SETTING_\(line) = value-\(line) // generated line \(line)\n"
            }
            #expect(text.utf8.count > 5_000_000)
            try Self.write(text, to: "Large.xcconfig", in: folder)
            let result = try Self.settings(["--file", "Large.xcconfig"], in: folder)
            Self.expectDiagnosed(result)
            let places = result.standardError.split(separator: "\n").map {
                $0.split(separator: ":").prefix(3).joined(separator: ":")
            }
            #expect(
                places == [
                    "Large.xcconfig:25000:7", "Large.xcconfig:50000:7", "Large.xcconfig:75000:7",
                    "Large.xcconfig:100000:7",
                ])
            #expect(result.standardOutput.contains("SETTING_99999 = value-99999\n"))
        }
    }

    @Test func thousandNestedIncludes() throws {
        try Self.withFolder { folder in
            for level in 0..<1_000 {
                try Self.write(
                    "#include \"N\(level + 1).xcconfig\"\nN\(level) = \(level)\n", to: "N\(level).xcconfig", in: folder)
            }
            try Self.write(
                "#include \"N0.xcconfig\"\n#include \"Gone.xcconfig\"\nLAST = $(N0)\n", to: "N1000.xcconfig", in: folder
            )
            let result = try Self.settings(["--file", "N0.xcconfig"], in: folder)
            Self.expectDiagnosed(result)
            let lines = result.standardError.split(separator: "\n").filter { !$0.contains(": note: ") }
            #expect(lines.count == 2)
            #expect(lines.first?.hasPrefix("N1000.xcconfig:1:1: warning: skipped '#include \"N0.xcconfig\"'") == true)
            #expect(
                lines.last?.hasPrefix("N1000.xcconfig:2:1: error: could not find included file 'Gone.xcconfig'") == true
            )
            #expect(result.standardOutput.contains("N500 = 500\n"))
            #expect(result.standardOutput.contains("LAST = 0\n"))
        }
    }

    @Test func includeOfAFolder() throws {
        try Self.withFolder { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Shared"), withIntermediateDirectories: true)
            try Self.write("A = 1\n#include \"Shared\"\nB = 2\n", to: "Main.xcconfig", in: folder)
            let result = try Self.settings(["--file", "Main.xcconfig"], in: folder)
            Self.expectDiagnosed(result)
            #expect(
                result.standardError
                    == "Main.xcconfig:2:1: error: could not read included file 'Shared': is a folder, not a file [xcconfig_unreadable]\n"
            )
            #expect(result.standardOutput == "A = 1\nB = 2\n")
        }
    }

    /// What cannot be read (as root, permissions do not stop reads): a folder, a dangling link.
    @Test func unreadableTopFiles() throws {
        try Self.withFolder { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Folder.xcconfig"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("Dangling.xcconfig").path, withDestinationPath: "Nowhere.xcconfig"
            )
            let directory = try Self.settings(["--file", "Folder.xcconfig"], in: folder)
            Self.expectDiagnosed(directory)
            #expect(
                directory.standardError
                    == "Folder.xcconfig:1:1: error: could not read 'Folder.xcconfig': is a folder, not a file [xcconfig_unreadable]\n"
            )
            let dangling = try Self.settings(["--file", "Dangling.xcconfig"], in: folder)
            Self.expectDiagnosed(dangling)
            #expect(
                dangling.standardError
                    == "Dangling.xcconfig:1:1: error: could not read 'Dangling.xcconfig': no such file or folder [xcconfig_unreadable]\n"
            )
        }
    }

    @Test func includeOfADanglingLink() throws {
        try Self.withFolder { folder in
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("Link.xcconfig").path, withDestinationPath: "Nowhere.xcconfig")
            try Self.write("#include \"Link.xcconfig\"\nA = 1\n", to: "Main.xcconfig", in: folder)
            let result = try Self.settings(["--file", "Main.xcconfig"], in: folder)
            Self.expectDiagnosed(result)
            #expect(
                result.standardError.hasPrefix("Main.xcconfig:1:1: error: could not find included file 'Link.xcconfig'")
            )
            #expect(result.standardOutput == "A = 1\n")
        }
    }
}

/// `settings CLONE` says what reading the clone's other files found, as `show` does: a scheme that archives a
/// configuration the project lacks makes Xcode build the project's default instead (zashi's `secant-mainnet`), so
/// the settings shown may not be the ones Xcode builds with.
@Suite struct SettingsOfABrokenCloneTests {
    @Test func aSchemeArchivingAMissingConfigurationIsReported() {
        let scheme = "News.xcodeproj/xcshareddata/xcschemes/News Beta.xcscheme"
        let broken = FixtureRepository.read(
            "ChannelXCConfigs", scheme, replacing: "buildConfiguration = \"Beta\"\n      revealArchiveInOrganizer",
            with: "buildConfiguration = \"Betta\"\n      revealArchiveInOrganizer")
        let fileSystem = FixtureRepository.load("ChannelXCConfigs", changing: [scheme: broken])
        let message =
            "error: the archive action of scheme 'News Beta' uses configuration 'Betta', which project 'News' does "
            + "not have; did you mean 'Beta'? [xcode_scheme_configuration]"
        let settings = FixtureRepository.run(["settings", "News-Beta"], on: fileSystem)
        #expect(settings.status == .failure)
        #expect(settings.standardError.contains(message), "\(settings.standardError)")
        #expect(settings.standardOutput.contains("PRODUCT_BUNDLE_IDENTIFIER = "), "\(settings.standardOutput)")
        let show = FixtureRepository.run(["show", "News-Beta"], on: fileSystem)
        #expect(show.status == settings.status)
        #expect(show.standardError.contains(message), "\(show.standardError)")
        // A problem both reading and evaluation find is said once.
        let missing = FixtureRepository.run(
            ["settings", "News"],
            on: FixtureRepository.load(
                "ChannelXCConfigs",
                changing: [
                    "Config/News.release.xcconfig": FixtureRepository.read(
                        "ChannelXCConfigs", "Config/News.release.xcconfig") + "#include \"Missing.xcconfig\"\n"
                ]))
        #expect(missing.status == .failure)
        #expect(
            missing.standardError.components(separatedBy: "could not find included file 'Missing.xcconfig'").count == 2,
            "\(missing.standardError)")
    }
}
