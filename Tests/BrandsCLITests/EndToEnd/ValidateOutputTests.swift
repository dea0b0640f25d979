import BrandKit
import BrandsCLI
import Documents
import Foundation
import Support
import Testing
import XCConfig

/// `brands validate` in every output format, on the clean sample and on a failing workspace.
@Suite struct ValidateOutputTests {
    static let environment = ["BRANDS_TODAY": "2026-11-21"]

    /// The baseline with an error in BETA (a JSON syntax error) and a warning in ALPHA (a byte order mark).
    static func failingWorkspace() throws -> TemporaryWorkspace {
        var files = ExampleWorkspace.files
        files["Brands/ALPHA/config.json"] = "\u{FEFF}" + ExampleWorkspace.config("ALPHA")
        files["Brands/BETA/config.json"] = "{\n  \"clone_identifier\": \"BETA\"\n  \"theme\": {}\n}\n"
        return try TemporaryWorkspace(text: files)
    }

    static let failingText = """
        Brands/ALPHA/config.json:1:1: warning: \(JSONDiagnostics.byteOrderMark(in: "").message) [json_byte_order_mark]
        Brands/BETA/config.json:3:3: error: \(JSONDiagnostics.Message.expectedCommaOrBrace) [json_syntax]
        1 error, 1 warning in 2 clones

        """

    @Test func theSampleValidatesCleanFromASubfolder() throws {
        let result = try BrandsExecutable.run(
            ["validate"], environment: Self.environment,
            currentDirectory: SampleWorkspace.root.appendingPathComponent("Brands/NWD"))
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == "0 errors, 0 warnings in 5 clones\n")
        #expect(result.standardError == "")
    }

    @Test func theSampleIsCleanInEveryFormat() throws {
        let root = ["--root", SampleWorkspace.root.path]
        let json = try BrandsExecutable.run(["validate", "--format", "json"] + root, environment: Self.environment)
        #expect(json.exitCode == 0)
        #expect(
            json.standardOutput == """
                {
                  "diagnostics": [],
                  "summary": {
                    "errors": 0,
                    "notes": 0,
                    "warnings": 0
                  },
                  "version": 1
                }

                """)
        let github = try BrandsExecutable.run(["validate", "--format", "github"] + root, environment: Self.environment)
        #expect(github.exitCode == 0)
        #expect(github.standardOutput == "")
        #expect(github.standardError == "0 errors, 0 warnings in 5 clones\n")
        let sarif = try BrandsExecutable.run(["validate", "--format", "sarif"] + root, environment: Self.environment)
        #expect(sarif.exitCode == 0)
        let run = try Self.sarifRun(sarif.standardOutput)
        #expect((run["results"] as? [Any])?.isEmpty == true)
    }

    @Test func textOutputHasRelativePathsAndASummaryWithoutColourWhenNotATerminal() throws {
        let workspace = try Self.failingWorkspace()
        defer { workspace.remove() }
        for environment in [["TERM": "xterm-256color"], ["TERM": "xterm-256color", "NO_COLOR": "1"]] {
            let result = try workspace.run(["validate"], environment: environment)
            #expect(result.exitCode == 1)
            #expect(result.standardOutput == Self.failingText)
            #expect(!result.standardOutput.contains("\u{1B}"))
            #expect(result.standardError == "")
        }
    }

    @Test(arguments: [
        ([String: String](), true), (["NO_COLOR": "1"], false), (["TERM": "dumb"], false), (["NO_COLOR": ""], true),
    ])
    func colourOnlyOnATerminalAndNeverWithNoColor(environment: [String: String], colored: Bool) {
        let run = CapturedRun(
            ["validate", "--root", ExampleWorkspace.root], root: CommandTable.root, environment: environment,
            fileSystem: WorkspaceRun.exampleFileSystem(changing: ["Brands/BETA/config.json": "{"]),
            isStandardOutputTerminal: true)
        #expect(run.status == .failure)
        #expect(run.standardOutput.contains("\u{1B}[1;31merror:\u{1B}[0m") == colored, "\(run.standardOutput)")
        #expect(run.standardOutput.contains("\u{1B}") == colored)
    }

    #if os(Linux)
        /// A real pseudo-terminal through util-linux `script`, so the binary's own terminal check is exercised.
        ///
        /// Skipped (and reported as skipped, not passed) where util-linux `script` is missing.
        @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
        func colourOnARealTerminal() throws {
            let workspace = try Self.failingWorkspace()
            defer { workspace.remove() }
            let brands = try BrandsExecutable.executableURL().path
            func run(_ environment: [String: String]) throws -> String {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
                process.arguments = ["-qec", "'\(brands)' validate --root '\(workspace.root.path)'", "/dev/null"]
                process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
                let output = Pipe()
                process.standardOutput = output
                process.standardInput = FileHandle.nullDevice
                try process.run()
                let data = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                return String(decoding: data, as: UTF8.self)
            }
            #expect(try run(["TERM": "xterm"]).contains("\u{1B}[1;31merror:"))
            #expect(!(try run(["TERM": "xterm", "NO_COLOR": "1"]).contains("\u{1B}")))
        }
    #endif

    @Test func strictMakesWarningsFail() throws {
        var files = ExampleWorkspace.files
        files["Brands/ALPHA/config.json"] = "\u{FEFF}" + ExampleWorkspace.config("ALPHA")
        let workspace = try TemporaryWorkspace(text: files)
        defer { workspace.remove() }
        let lenient = try workspace.run(["validate"])
        #expect(lenient.exitCode == 0)
        #expect(lenient.standardOutput.hasSuffix("0 errors, 1 warning in 2 clones\n"))
        let strict = try workspace.run(["validate", "--strict"])
        #expect(strict.exitCode == 1)
        #expect(strict.standardOutput.hasPrefix("Brands/ALPHA/config.json:1:1: error: "))
        #expect(strict.standardOutput.hasSuffix("1 error, 0 warnings in 2 clones\n"))
    }

    @Test func jsonHasExactlyTheDocumentedShape() throws {
        let workspace = try Self.failingWorkspace()
        defer { workspace.remove() }
        let result = try workspace.run(["validate", "--format", "json"])
        #expect(result.exitCode == 1)
        let report = try #require(ValidationReport(result.standardOutput))
        #expect(report.topLevelKeys == ["version", "diagnostics", "summary"])
        #expect(report.version == 1)
        #expect(report.summary == ["errors": 1, "warnings": 1, "notes": 0])
        #expect(
            report.findings.map(\.description) == [
                "Brands/ALPHA/config.json:1:1: warning: \(JSONDiagnostics.byteOrderMark(in: "").message) [json_byte_order_mark]",
                "Brands/BETA/config.json:3:3: error: \(JSONDiagnostics.Message.expectedCommaOrBrace) [json_syntax]",
            ])
    }

    @Test func githubAnnotatesEachFinding() throws {
        let workspace = try Self.failingWorkspace()
        defer { workspace.remove() }
        let result = try workspace.run(["validate", "--format", "github"])
        #expect(result.exitCode == 1)
        #expect(
            result.standardOutput == """
                ::warning file=Brands/ALPHA/config.json,line=1,col=1,title=json_byte_order_mark::\(JSONDiagnostics.byteOrderMark(in: "").message)
                ::error file=Brands/BETA/config.json,line=3,col=3,title=json_syntax::\(JSONDiagnostics.Message.expectedCommaOrBrace)

                """)
        #expect(result.standardError == "1 error, 1 warning in 2 clones\n")
    }

    /// The single run of a SARIF log, after checking the log's own fields.
    static func sarifRun(_ text: String) throws -> [String: Any] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "brands")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids == ids.sorted())
        #expect(Set(ids).isSuperset(of: RuleRegistry.all.map { $0.description.id }))
        return run
    }

    @Test func sarifIsAValidLogWithStableRuleIDs() throws {
        let workspace = try Self.failingWorkspace()
        defer { workspace.remove() }
        let result = try workspace.run(["validate", "--format", "sarif"])
        #expect(result.exitCode == 1)
        let run = try Self.sarifRun(result.standardOutput)
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["json_byte_order_mark", "json_syntax"])
        #expect(results.map { $0["level"] as? String } == ["warning", "error"])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            let location = try #require(
                (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            #expect((artifact["uri"] as? String)?.hasPrefix("Brands/") == true)
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            #expect((location["region"] as? [String: Any])?["startLine"] as? Int != nil)
        }
    }

    @Test func clonesCanBeSelected() throws {
        let workspace = try Self.failingWorkspace()
        defer { workspace.remove() }
        let alpha = try workspace.run(["validate", "ALPHA"])
        #expect(alpha.exitCode == 0)
        #expect(alpha.standardOutput.hasSuffix("[json_byte_order_mark]\n0 errors, 1 warning in 1 clone\n"))
        let beta = try workspace.run(["validate", "BETA", "--configuration", "Debug"])
        #expect(beta.exitCode == 1)
        #expect(beta.standardOutput.hasSuffix("[json_syntax]\n1 error, 0 warnings in 1 clone\n"))
    }

    @Test(arguments: [
        (["validate", "ALPA"], "error: unknown clone 'ALPA'; did you mean 'ALPHA'?\n"),
        (
            ["validate", "--configuration", "Relase"],
            "error: unknown configuration 'Relase'; did you mean 'Release'? (in --configuration)\n"
        ),
        (["validate", "--format", "xml"], "error: "),
        (["validate", "--stritc"], "error: "),
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let workspace = try Self.failingWorkspace()
        defer { workspace.remove() }
        let result = try workspace.run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
        #expect(result.standardError.contains("usage: brands validate"))
    }

    @Test func noWorkspaceIsAnErrorNotAUsageError() throws {
        let folder = try TemporaryWorkspace()
        defer { folder.remove() }
        let result = try BrandsExecutable.run(["validate"], environment: [:], currentDirectory: folder.root)
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("error: no workspace found at or above "))
    }
}
