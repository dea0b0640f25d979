import BrandFormats
import BrandKit
import Foundation
import Testing

/// `brands generate swift` on copies of the sample: writing, refusing, checking.
@Suite struct GenerateSwiftCommandTests {
    /// A copy of the sample and the absolute path of the generated file in it.
    static func workspace() throws -> (TemporaryWorkspace, String) {
        let workspace = try SampleWorkspace.copy()
        return (workspace, workspace.root.appendingPathComponent("Sources/App/Clone.swift").path)
    }

    static func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    static func entries(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent).sorted()
    }

    @Test func writesTheFileOnceAndThenFindsItUpToDate() throws {
        let (workspace, path) = try Self.workspace()
        defer { workspace.remove() }
        let printed = try workspace.run(["generate", "swift"])
        #expect(printed.exitCode == 0)
        #expect(
            printed.standardOutput.hasPrefix(
                SwiftCodeGenerator.header + "\n// Regenerate with: brands generate swift\n"))
        let written = try workspace.run(["generate", "swift", "--output", path])
        #expect(written.exitCode == 0, "\(written.standardError)")
        #expect(written.standardOutput == "created \(path)\n")
        #expect(written.standardError == "")
        let text = try Self.read(path)
        #expect(
            text.hasPrefix(
                SwiftCodeGenerator.header
                    + "\n// Regenerate with: brands generate swift --output Sources/App/Clone.swift\n"))
        #expect(
            text.split(separator: "\n").dropFirst(2) == printed.standardOutput.split(separator: "\n").dropFirst(2),
            "only the regenerate line depends on --output")
        #expect(try Self.entries(path) == ["Clone.swift"], "no temporary file is left")
        let again = try workspace.run(["generate", "swift", "--output", path])
        #expect(again.exitCode == 0)
        #expect(again.standardOutput == "\(path) is up to date\n")
        let checked = try workspace.run(["generate", "swift", "--output", path, "--check"])
        #expect(checked.exitCode == 0)
        #expect(checked.standardOutput == "\(path) is up to date\n")
    }

    @Test func checkReportsAStaleFileAndWritesNothing() throws {
        let (workspace, path) = try Self.workspace()
        defer { workspace.remove() }
        #expect(try workspace.run(["generate", "swift", "-o", path]).exitCode == 0)
        let before = try Self.read(path)
        let config = workspace.root.appendingPathComponent("Brands/SBT/config.json")
        let original = try Self.read(config.path)
        try Data(original.replacingOccurrences(of: "\"paywall\": true", with: "\"paywall\": false").utf8).write(
            to: config)
        #expect(try Self.read(config.path) != original)
        let checked = try workspace.run(["generate", "swift", "--output", path, "--check"])
        #expect(checked.exitCode == 1)
        let lines = checked.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(path): 2 differences in clone SBT")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  \(path):") })
        #expect(lines.contains { $0.hasSuffix(": SBT Debug features.paywall: true, now false") })
        #expect(lines.contains { $0.hasSuffix(": SBT Release features.paywall: true, now false") })
        #expect(
            checked.standardError == "error: '\(path)' is out of date; run 'brands generate swift --output \(path)'\n")
        #expect(try Self.read(path) == before, "--check writes nothing")
        let updated = try workspace.run(["generate", "swift", "--output", path])
        #expect(updated.standardOutput == "updated \(path)\n")
        #expect(try workspace.run(["generate", "swift", "--output", path, "--check"]).exitCode == 0)
    }

    @Test func neverReplacesAFileWithoutTheHeaderUnlessForced() throws {
        let (workspace, path) = try Self.workspace()
        defer { workspace.remove() }
        try workspace.write("struct Mine {}\n", to: "Sources/App/Clone.swift")
        let message =
            "error: '\(path)' does not start with '\(SwiftCodeGenerator.header)', so it may not be a generated "
            + "file; nothing was written. Move it away, or pass --force to replace it\n"
        for extra in [[], ["--check"]] {
            let refused = try workspace.run(["generate", "swift", "--output", path] + extra)
            #expect(refused.exitCode == 1)
            #expect(refused.standardError == message)
            #expect(try Self.read(path) == "struct Mine {}\n")
        }
        let forced = try workspace.run(["generate", "swift", "--output", path, "--force"])
        #expect(forced.exitCode == 0)
        #expect(forced.standardOutput == "updated \(path)\n")
        #expect(try Self.read(path).hasPrefix(SwiftCodeGenerator.header + "\n"))
        #expect(try Self.entries(path) == ["Clone.swift"])
    }

    @Test func checkFailsWhenTheFileIsMissing() throws {
        let (workspace, path) = try Self.workspace()
        defer { workspace.remove() }
        let checked = try workspace.run(["generate", "swift", "--output", path, "--check"])
        #expect(checked.exitCode == 1)
        #expect(
            checked.standardError == "error: '\(path)' does not exist; run 'brands generate swift --output \(path)'\n")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test(arguments: [
        (["--check"], "error: --check needs --output, the file to compare with"),
        (
            ["-o", "x.swift", "--check", "--force"],
            "error: --check writes nothing, so --force has no effect; drop one of them"
        ),
        (["--access", "open"], "error: invalid value 'open' for '--access'; expected one of: public, internal"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let (workspace, _) = try Self.workspace()
        defer { workspace.remove() }
        let run = try workspace.run(["generate", "swift"] + arguments)
        #expect(run.exitCode == 64)
        #expect(run.standardError.hasPrefix(message + "\n"), "\(run.standardError)")
    }

    @Test func aBrokenWorkspaceGeneratesNothing() throws {
        let (workspace, path) = try Self.workspace()
        defer { workspace.remove() }
        try workspace.write("{ \"clone_identifier\": \"NWD\",, }", to: "Brands/NWD/config.json")
        let run = try workspace.run(["generate", "swift", "--output", path])
        #expect(run.exitCode == 1)
        #expect(run.standardError.contains("Brands/NWD/config.json:1:29: error: "))
        #expect(
            run.standardError.hasSuffix(
                "error: the workspace has files that could not be read, so values would fall back to defaults; fix them first (brands validate explains each)\n"
            ))
        #expect(run.standardOutput == "")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// A problem of a file no clone reads changes no value: a scheme that builds no app of its own (CovidCertificate's
    /// `Translation`, naming a configuration the project lacks) no longer stops the generation; `validate` reports it.
    @Test func aBrokenSchemeOfNoCloneDoesNotStopTheGeneration() throws {
        let (workspace, path) = try Self.workspace()
        defer { workspace.remove() }
        try workspace.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <Scheme LastUpgradeVersion = "1600" version = "1.7">
               <BuildAction parallelizeBuildables = "YES" buildImplicitDependencies = "YES">
                  <BuildActionEntries>
                     <BuildActionEntry buildForRunning = "YES">
                        <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "0123456789ABCDEF01234567"
                           BuildableName = "Tools" BlueprintName = "Tools" ReferencedContainer = "container:Newsroom.xcodeproj">
                        </BuildableReference>
                     </BuildActionEntry>
                  </BuildActionEntries>
               </BuildAction>
               <LaunchAction buildConfiguration = "Translation-Debug">
               </LaunchAction>
            </Scheme>

            """, to: "Newsroom.xcodeproj/xcshareddata/xcschemes/Tools.xcscheme")
        let validated = try workspace.run(["validate"])
        #expect(validated.exitCode == 1)
        #expect(validated.standardOutput.contains("Tools.xcscheme:"), "\(validated.standardOutput)")
        let run = try workspace.run(["generate", "swift", "--output", path])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput == "created \(path)\n")
        #expect(FileManager.default.fileExists(atPath: path))
    }

    /// The compilation-condition check is a rule `brands.json` can silence or make an error; `validate` accepts it.
    @Test func theConditionCheckFollowsTheManifestsRules() throws {
        let (workspace, _) = try Self.workspace()
        defer { workspace.remove() }
        let debug = try String(
            contentsOf: workspace.root.appendingPathComponent("Configs/NWD-Debug.xcconfig"), encoding: .utf8)
        try workspace.write(
            debug.replacingOccurrences(
                of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) CLONE_$(CLONE_IDENTIFIER)\n", with: ""),
            to: "Configs/NWD-Debug.xcconfig")
        let warned = try workspace.run(["generate", "swift"])
        #expect(warned.exitCode == 0)
        #expect(warned.standardError.contains("lacks 'CLONE_NWD'"), "\(warned.standardError)")
        #expect(warned.standardError.contains("warning: "))
        try workspace.write(
            "{\n  \"version\": 1,\n  \"rules\": { \"swift_compilation_condition\": \"off\" }\n}\n", to: "brands.json")
        let silenced = try workspace.run(["generate", "swift"])
        #expect(silenced.exitCode == 0)
        #expect(!silenced.standardError.contains("swift_compilation_condition"), "\(silenced.standardError)")
        #expect(silenced.standardOutput == warned.standardOutput)
        let validated = try workspace.run(["validate"])
        #expect(!validated.standardOutput.contains("unknown rule"), "\(validated.standardOutput)")
        try workspace.write(
            "{\n  \"version\": 1,\n  \"rules\": { \"swift_compilation_condition\": \"error\" }\n}\n",
            to: "brands.json")
        let failed = try workspace.run(["generate", "swift"])
        #expect(failed.exitCode == 1)
        #expect(failed.standardError.contains("error: SWIFT_ACTIVE_COMPILATION_CONDITIONS of clone 'NWD'"))
        #expect(failed.standardOutput == "")
    }

    @Test func identifiersThatCollideStopTheGenerationWithALocation() throws {
        let (workspace, path) = try Self.workspace()
        defer { workspace.remove() }
        var schema = Schema.builtInJSON
        schema = schema.replacingOccurrences(
            of: "\"weather_widget\": {", with: "\"weather-widget\": { \"type\": \"bool\" },\n    \"weather_widget\": {")
        try workspace.write(schema, to: "Brands/schema.json")
        let line =
            (schema.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                $0.contains("\"weather_widget\"")
            } ?? 0) + 1
        let run = try workspace.run(["generate", "swift", "--output", path])
        #expect(run.exitCode == 1)
        #expect(
            run.standardError
                == "Brands/schema.json:\(line):5: error: "
                + SwiftGenerationMessages.collision(
                    "weather-widget", "weather_widget", identifier: "weatherWidget", scope: "flag")
                + " [swift_identifier_collision]\nerror: no swift was generated; fix the errors above\n")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func internalAccessLeavesOutPublic() throws {
        let (workspace, _) = try Self.workspace()
        defer { workspace.remove() }
        let run = try workspace.run(["generate", "swift", "--access", "internal"])
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.contains("// Regenerate with: brands generate swift --access internal\n"))
        #expect(!run.standardOutput.contains("public "))
        #expect(run.standardOutput.contains("\nstruct Clone: CloneConfiguration, Hashable {\n"))
    }
}
