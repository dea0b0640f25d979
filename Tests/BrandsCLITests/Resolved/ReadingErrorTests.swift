import BrandsCLI
import Testing

/// `show`, `matrix`, `diff` and `list` on broken files: the reading errors of the clones they show go to standard
/// error, located, and the exit code is 1, so defaults are never passed off as a clone's values.
@Suite struct ReadingErrorTests {
    static let brokenConfig: [String: String?] = [
        "Brands/NWD/config.json": SampleWorkspace.read(
            "Brands/NWD/config.json", replacing: "\"NWD\",", with: "\"NWD\",,")
    ]
    static let brokenXCConfig: [String: String?] = [
        "Configs/NWD-Release.xcconfig": SampleWorkspace.read("Configs/NWD-Release.xcconfig") + "NOT A SETTING\n"
    ]
    static let configError = "Brands/NWD/config.json:2:29: error: "
    static let xcconfigError = "Configs/NWD-Release.xcconfig:12:5: error: "

    @Test(arguments: [
        ["show", "NWD"], ["show", "nwd", "-c", "Debug"], ["matrix"], ["matrix", "--only", "flags"],
        ["diff", "NWD", "SBT"], ["diff", "SBT", "NWD", "--format", "json"], ["list"], ["list", "--format", "json"],
    ])
    func aBrokenConfigFails(arguments: [String]) {
        let run = SampleWorkspace.run(arguments, changing: Self.brokenConfig)
        #expect(run.status == .failure)
        #expect(run.standardError.hasPrefix(Self.configError), "\(run.standardError)")
        #expect(run.standardError.hasSuffix("[json_syntax]\n"))
        #expect(!run.standardOutput.isEmpty)
    }

    @Test(arguments: [["show", "NWD"], ["matrix"], ["diff", "NWD", "SBT"], ["list"]])
    func aBrokenXCConfigOutsideTheCloneFolderFails(arguments: [String]) {
        let run = SampleWorkspace.run(arguments, changing: Self.brokenXCConfig)
        #expect(run.status == .failure)
        #expect(run.standardError.hasPrefix(Self.xcconfigError), "\(run.standardError)")
    }

    @Test(arguments: [["show", "SBT"], ["diff", "SBT", "HBC"], ["show", "NWD", "-c", "Debug"]])
    func errorsInFilesTheShownClonesDoNotReadAreLeftOut(arguments: [String]) {
        let broken = Self.brokenXCConfig.merging(arguments.contains("NWD") ? [:] : Self.brokenConfig) { $1 }
        let run = SampleWorkspace.run(arguments, changing: broken)
        #expect(run.status == .success, "\(run.standardError)")
        #expect(run.standardError == "")
    }
}
