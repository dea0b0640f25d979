import BrandKit
import BrandsCLI
import Foundation
import Testing

/// Values with quotes, spaces, line breaks, `$` and backticks survive every machine format.
@Suite struct ReleaseOutputEscapingTests {
    static let awkward = [
        "plain", "with space", "it's", "say \"hi\"", "$HOME and ${PATH}", "`date`", "back\\slash",
        "two\nlines", "crlf\r\nend", "'", "", "a=b<<c", "BRANDS_EOF", "x\nBRANDS_EOF\ny", "tab\there", "ünï",
    ]

    @Test(arguments: awkward)
    func shellQuotingRoundTripsThroughSh(value: String) throws {
        let script = ShellQuoting.export("BRANDS_VALUE", value) + "printf '%s' \"$BRANDS_VALUE\"\n"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: data, as: UTF8.self) == value)
    }

    @Test func shellQuotingEscapesOnlySingleQuotes() {
        #expect(ShellQuoting.quoted("it's $x") == "'it'\\''s $x'")
        #expect(ShellQuoting.environmentName("bundleIdentifier") == "BUNDLE_IDENTIFIER")
        #expect(ShellQuoting.environmentName("tag") == "TAG")
    }

    /// Reads a `$GITHUB_OUTPUT` file as the Actions runner does: `name=value`, or `name<<DELIMITER` then
    /// lines up to a line equal to the delimiter.
    static func readGitHubOutput(_ text: String) -> [String: String] {
        var values: [String: String] = [:]
        var lines = text.components(separatedBy: "\n")[...]
        while let line = lines.popFirst() {
            guard !line.isEmpty else { continue }
            let equals = line.range(of: "=")
            let heredoc = line.range(of: "<<")
            if let equals, heredoc.map({ equals.lowerBound < $0.lowerBound }) ?? true {
                values[String(line[..<equals.lowerBound])] = String(line[equals.upperBound...])
            } else if let heredoc {
                let delimiter = String(line[heredoc.upperBound...])
                var body: [String] = []
                while let next = lines.popFirst(), next != delimiter { body.append(next) }
                values[String(line[..<heredoc.lowerBound])] = body.joined(separator: "\n")
            }
        }
        return values
    }

    @Test(arguments: awkward)
    func gitHubOutputRoundTripsThroughTheRunnersReading(value: String) {
        let text = GitHubOutput.line("name", value) + GitHubOutput.line("after", "1")
        #expect(Self.readGitHubOutput(text) == ["name": value, "after": "1"])
    }

    @Test func gitHubOutputPicksADelimiterTheValueDoesNotContain() {
        #expect(GitHubOutput.line("a", "one\ntwo") == "a<<BRANDS_EOF\none\ntwo\nBRANDS_EOF\n")
        #expect(GitHubOutput.delimiter(for: "BRANDS_EOF\nBRANDS_EOF_1") == "BRANDS_EOF_2")
        #expect(GitHubOutput.line("a", "x=y") == "a=x=y\n")
    }

    static let display = #"Bob's "Daily" $HOME `date` \ end"#
    static let fileSystem = WorkspaceRun.exampleFileSystem(changing: [
        "Configs/ALPHA-Release.xcconfig": """
        #include "ALPHA-Debug.xcconfig"
        PRODUCT_BUNDLE_IDENTIFIER = com.example.alpha
        APP_DISPLAY_NAME = \(display)

        """
    ])

    static func run(_ format: String) -> WorkspaceRun {
        WorkspaceRun(
            ["release", "plan", "alpha/1.0.0/2", "--format", format], fileSystem: fileSystem,
            currentDirectory: ExampleWorkspace.root)
    }

    @Test(arguments: ["text", "json", "github-output", "matrix", "env"])
    func awkwardDisplayNameMatchesGoldenFile(format: String) {
        let run = Self.run(format)
        #expect(run.status == .success, "\(run.standardError)")
        GoldenFile.expectMatches(run.standardOutput, "release/escaping.\(format).txt")
    }

    @Test func awkwardDisplayNameSurvivesEveryFormat() throws {
        let json = try JSONSerialization.jsonObject(with: Data(Self.run("json").standardOutput.utf8))
        let plans = try #require((json as? [String: Any])?["plans"] as? [[String: Any]])
        #expect(plans.first?["displayName"] as? String == Self.display)
        let matrix = try JSONSerialization.jsonObject(with: Data(Self.run("matrix").standardOutput.utf8))
        let include = try #require((matrix as? [String: Any])?["include"] as? [[String: Any]])
        #expect(include.first?["displayName"] as? String == Self.display)
        #expect(Self.readGitHubOutput(Self.run("github-output").standardOutput)["displayName"] == Self.display)
        let env = Self.run("env").standardOutput
        #expect(env.contains("export BRANDS_DISPLAY_NAME=" + ShellQuoting.quoted(Self.display) + "\n"))
    }

    @Test func planWithLineBreaksUsesTheMultiLineSyntax() {
        let plan = ReleasePlan(
            tag: "t/1/1", clone: "T", displayName: "two\nlines", scheme: "T", configuration: "Release",
            xcconfig: "Configs/T-Release.xcconfig", bundleIdentifier: "b", team: "c", version: "1", build: "1",
            exportMethod: "app-store-connect", buildSettings: ["A=1"])
        let output = ReleasePlanRenderer.githubOutput([plan])
        #expect(output.contains("displayName<<BRANDS_EOF\ntwo\nlines\nBRANDS_EOF\n"))
        #expect(Self.readGitHubOutput(output)["displayName"] == "two\nlines")
        #expect(!ReleasePlanRenderer.matrix([plan]).dropLast().contains("\n"))
    }

    /// A field without a value is a dash in the text, as in `show`, not a blank after its label (phoenix's clone has
    /// no xcconfig of its own); the machine formats keep it empty.
    @Test func anEmptyFieldIsADashInTheText() {
        let plan = ReleasePlan(
            tag: "a/1.0/2", clone: "a", displayName: "A", scheme: "A", configuration: "Release", xcconfig: "",
            bundleIdentifier: "x.a", team: "", version: "1.0", build: "2", exportMethod: "app-store",
            buildSettings: [])
        let text = ReleasePlanRenderer.text([plan])
        #expect(text.contains("  xcconfig           —\n"), "\(text)")
        #expect(text.contains("  team               —\n"), "\(text)")
        #expect(text.contains("  build settings     —\n"), "\(text)")
        #expect(ReleasePlanRenderer.json([plan]).contains("\"xcconfig\": \"\""))
    }
}
