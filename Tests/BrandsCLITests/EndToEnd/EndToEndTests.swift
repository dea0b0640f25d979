import BrandsCLI
import Foundation
import Testing

/// Runs the built `brands` binary: arguments in, streams and exit code out.
@Suite struct EndToEndTests {
    @Test(arguments: [["--help"], ["-h"], ["help"], []])
    func help(arguments: [String]) throws {
        let result = try BrandsExecutable.run(arguments)
        #expect(!result.timedOut)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == HelpFormatter.help(for: [CommandTable.root]))
        #expect(result.standardOutput.hasPrefix("OVERVIEW: "))
        #expect(result.standardError == "")
    }

    @Test func version() throws {
        let result = try BrandsExecutable.run(["--version"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == BrandsVersion.current + "\n")
        #expect(result.standardError == "")
    }

    @Test func unknownCommandSuggestsAndExits64() throws {
        let result = try BrandsExecutable.run(["hepl"])
        #expect(result.exitCode == 64)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == """
                error: unknown command 'hepl'; did you mean 'help'?
                usage: brands <command>
                see 'brands --help' for more information

                """)
    }

    @Test func noColourWhenStandardErrorIsNotATerminal() throws {
        let result = try BrandsExecutable.run(["nope"], environment: ["TERM": "xterm-256color"])
        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix("error: unknown command 'nope'\n"))
        #expect(!result.standardError.contains("\u{1B}"))
    }

    @Test func runsInTheGivenFolderWithInput() throws {
        let folder = FileManager.default.temporaryDirectory
        let result = try BrandsExecutable.run(["--version"], currentDirectory: folder, standardInput: "ignored\n")
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == BrandsVersion.current + "\n")
    }
}
