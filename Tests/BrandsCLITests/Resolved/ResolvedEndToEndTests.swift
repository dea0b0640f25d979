import Foundation
import Testing

/// `show`, `diff` and `matrix` through the built binary, against the same golden files as in-process runs.
@Suite struct ResolvedEndToEndTests {
    @Test(arguments: [
        (["diff", "NWD", "SBT"], "diff/NWD-SBT.txt", Int32(0)),
        (["diff", "NWD", "SBT", "--exit-code", "--format", "json"], "diff/NWD-SBT.json", 1),
        (["show", "NWD", "--format", "json"], "show/NWD.json", 0),
        (["matrix", "--format", "csv"], "matrix/all.csv", 0),
    ])
    func builtBinaryMatchesGoldenFile(arguments: [String], golden: String, exitCode: Int32) throws {
        let result = try BrandsExecutable.run(arguments + ["--root", SampleWorkspace.rootPath])
        #expect(!result.timedOut)
        #expect(result.exitCode == exitCode)
        #expect(result.standardError == "")
        GoldenFile.expectMatches(result.standardOutput, golden)
    }

    @Test func unknownCloneExits64WithASuggestion() throws {
        let result = try BrandsExecutable.run(["show", "nwd", "--root", SampleWorkspace.rootPath])
        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix("error: unknown clone 'nwd'; did you mean 'NWD'?"))
    }
}
