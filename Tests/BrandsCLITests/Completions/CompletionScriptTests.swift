import BrandsCLI
import Foundation
import Testing

/// The completion scripts, run in the shells themselves: bash through its completion function, fish through
/// `complete -C`, zsh through its function with `compadd` stubbed; syntax checks for each shell that exists.
@Suite struct CompletionScriptTests {
    static let bash = ChildProcess.find("bash")
    static let zsh = ChildProcess.find("zsh")
    static let fish = ChildProcess.find("fish")

    /// The script for `shell`, from the command table in memory.
    static func script(_ shell: String) -> String {
        WorkspaceRun(["completions", shell]).standardOutput
    }

    /// A copy of the sample holding only ALP, HBC and NWD, so clone ids come from the workspace, not the sample.
    static func threeCloneWorkspace() throws -> TemporaryWorkspace {
        let workspace = try SampleWorkspace.copy(only: SampleWorkspace.folderLayout)
        for clone in ["RVG", "SBT"] {
            try workspace.remove("Brands/\(clone)")
            for configuration in ["Debug", "Release"] {
                try workspace.remove("Configs/\(clone)-\(configuration).xcconfig")
            }
        }
        return workspace
    }

    /// Runs the bash completion function for `words` (the last one is completed) in `directory`.
    static func completeInBash(_ words: [String], in directory: URL) throws -> [String] {
        let program = try BrandsExecutable.executableURL().path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brands-bash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scriptURL = folder.appendingPathComponent("brands.bash")
        try Data(script("bash").utf8).write(to: scriptURL)
        let quoted = ([program] + words).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let command = """
            source '\(scriptURL.path)'
            COMP_WORDS=(\(quoted.joined(separator: " ")))
            COMP_CWORD=\(words.count)
            _brands
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try ChildProcess.run(try #require(bash), ["--norc", "--noprofile", "-c", command], in: directory)
        #expect(result.status == 0, "\(result.error)")
        return result.output.split(separator: "\n").map(String.init)
    }

    @Test(
        .enabled(if: bash != nil),
        arguments: [
            (["va"], ["validate"]),
            ([""], CommandTable.rootCommands.map { $0.configuration.name } + ["help"]),
            (["release", ""], ["plan"]),
            (["validate", "--"], ["--configuration", "--format", "--strict", "--sdk", "--root", "--help"]),
            (["validate", "--format", ""], ["text", "json", "github", "sarif"]),
            (["validate", "--strict", "--format", "g"], ["github"]),
            (["validate", "--format", "=", "s"], ["sarif"]),
            (["validate", "--format=j"], ["--format=json"]),
            (["diff", "--only", ""], ["identity", "settings", "flags", "theme", "plist", "config"]),
            (["generate", "swift", "--access", ""], ["public", "internal"]),
            (["help", "rel"], ["release"]),
            (["help", "generate", ""], ["swift"]),
            (["completions", ""], ["bash", "zsh", "fish"]),
            (["validate", "--", "--f"], []),
            (["new", "KLR", "--from", "S"], ["SBT"]),
            (["inputs", "NWD", "--format", ""], ["xcfilelist", "text", "json"]),
        ])
    func bashCompletesFromTheCommandTable(words: [String], expected: [String]) throws {
        #expect(try Self.completeInBash(words, in: SampleWorkspace.root) == expected)
    }

    @Test(.enabled(if: bash != nil)) func bashCompletesTheWorkspacesCloneIdsAndConfigurations() throws {
        let workspace = try Self.threeCloneWorkspace()
        defer { workspace.remove() }
        let root = workspace.root.path
        #expect(try Self.completeInBash(["show", ""], in: workspace.root) == ["ALP", "HBC", "NWD"])
        #expect(try Self.completeInBash(["validate", "N"], in: workspace.root) == ["NWD"])
        #expect(
            try Self.completeInBash(["validate", "--root", root, "--strict", ""], in: SampleWorkspace.root) == [
                "ALP", "HBC", "NWD",
            ])
        #expect(try Self.completeInBash(["diff", "--root=\(root)", "ALP", "H"], in: SampleWorkspace.root) == ["HBC"])
        #expect(try Self.completeInBash(["show", "NWD", "-c", ""], in: workspace.root) == ["Debug", "Release"])
        let outside = FileManager.default.temporaryDirectory
        #expect(try Self.completeInBash(["show", ""], in: outside) == [], "outside a workspace nothing is offered")
    }

    @Test(.enabled(if: bash != nil)) func bashRegistersTheFunctionAndCompletesFiles() throws {
        let scriptURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "brands-\(UUID().uuidString).bash")
        try Data(Self.script("bash").utf8).write(to: scriptURL)
        defer { try? FileManager.default.removeItem(at: scriptURL) }
        let bash = try #require(Self.bash)
        let registered = try ChildProcess.run(
            bash, ["--norc", "--noprofile", "-c", "source '\(scriptURL.path)' && complete -p brands"],
            in: SampleWorkspace.root)
        #expect(registered.output == "complete -F _brands brands\n")
        #expect(
            try Self.completeInBash(["generate", "swift", "--output", "Packa"], in: SampleWorkspace.root) == [
                "Package.swift"
            ])
        #expect(try Self.completeInBash(["validate", "--root", "Brand"], in: SampleWorkspace.root) == ["Brands"])
    }

    @Test(.enabled(if: fish != nil)) func fishCompletesFromTheCommandTableAndTheWorkspace() throws {
        let workspace = try Self.threeCloneWorkspace()
        defer { workspace.remove() }
        let bin = workspace.root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: bin.appendingPathComponent("brands").path,
            withDestinationPath: try BrandsExecutable.executableURL().path)
        try workspace.write(Self.script("fish"), to: "brands.fish")
        let fish = try #require(Self.fish)
        func complete(_ line: String) throws -> [String] {
            let result = try ChildProcess.run(
                fish, ["--no-config", "-c", "source brands.fish; complete -C '\(line)'"], in: workspace.root,
                environment: ["PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")])
            #expect(result.error == "")
            return result.output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        #expect(try complete("brands val") == ["validate"])
        #expect(try complete("brands release ") == ["plan"])
        #expect(try complete("brands validate --format ") == ["github", "json", "sarif", "text"])
        #expect(try complete("brands show ") == ["ALP", "HBC", "NWD"])
        #expect(try complete("brands validate -c ") == ["Debug", "Release"])
        #expect(try complete("brands help gen") == ["generate"])
    }

    @Test(.enabled(if: zsh != nil)) func zshCompletesWithItsFunction() throws {
        let workspace = try Self.threeCloneWorkspace()
        defer { workspace.remove() }
        try workspace.write(Self.script("zsh"), to: "_brands")
        let program = try BrandsExecutable.executableURL().path
        let harness = """
            compdef() { : }
            compadd() { [[ $1 == -- ]] && shift; reply+=("$@") }
            compset() { : }
            _files() { reply+=("<files $*>") }
            source ./_brands
            comp() { reply=(); words=("$@"); CURRENT=$#words; _brands; print -r -- "${(j:,:)reply}" }
            comp '\(program)' release ''
            comp '\(program)' validate --format ''
            comp '\(program)' show ''
            comp '\(program)' show NWD -c ''
            comp '\(program)' generate swift --output ''
            """
        let result = try ChildProcess.run(try #require(Self.zsh), ["-f", "-c", harness], in: workspace.root)
        #expect(result.error == "")
        #expect(
            result.output.split(separator: "\n") == [
                "plan", "text,json,github,sarif", "ALP,HBC,NWD", "Debug,Release", "<files >",
            ])
    }

    @Test(.enabled(if: bash != nil)) func theBashScriptPassesASyntaxCheck() throws { try Self.syntaxCheck("bash") }
    @Test(.enabled(if: zsh != nil)) func theZshScriptPassesASyntaxCheck() throws { try Self.syntaxCheck("zsh") }
    @Test(.enabled(if: fish != nil)) func theFishScriptPassesASyntaxCheck() throws { try Self.syntaxCheck("fish") }

    /// `shell -n` on the script for `shell`.
    static func syntaxCheck(_ shell: String) throws {
        let executable = try #require(ChildProcess.find(shell))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "brands-completion-\(UUID().uuidString)")
        try Data(script(shell).utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try ChildProcess.run(executable, ["-n", url.path], in: SampleWorkspace.root)
        #expect(result.status == 0, "\(result.error)")
    }
}
