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
        let result = try BrandsExecutable.run(["show", "nwx", "--root", SampleWorkspace.rootPath])
        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix("error: unknown clone 'nwx'; did you mean 'NWD'?"))
    }

    @Test func clonesMatchRegardlessOfCase() throws {
        let lower = try BrandsExecutable.run(["show", "nwd", "--root", SampleWorkspace.rootPath, "--format", "json"])
        let upper = try BrandsExecutable.run(["show", "NWD", "--root", SampleWorkspace.rootPath, "--format", "json"])
        #expect(lower.exitCode == 0)
        #expect(lower.standardOutput == upper.standardOutput)
        let validate = try BrandsExecutable.run(
            ["validate", "nwd", "-c", "release", "--root", SampleWorkspace.rootPath],
            environment: ["BRANDS_TODAY": "2026-11-21"])
        #expect(validate.exitCode == 0)
        #expect(validate.standardOutput == "0 errors, 0 warnings in 1 clone\n")
    }
}
