import BrandsCLI
import Foundation
import Testing

/// `brands affected` on the sample workspace, in memory.
@Suite struct AffectedCommandTests {
    static let paths = ["Configs/SBT-Release.xcconfig", "Brands/NWD/config.json", "README.md"]

    @Test(arguments: [("text", "txt"), ("json", "json"), ("matrix", "matrix.txt")])
    func everyFormatMatchesItsGoldenFile(format: String, suffix: String) {
        let run = WorkspaceRun(["affected", "--format", format, "--paths"] + Self.paths)
        #expect(run.status == .success)
        #expect(run.standardError == "")
        GoldenFile.expectMatches(run.standardOutput, "affected/paths.\(suffix)")
    }

    @Test func baseXCConfigTouchesEveryClone() {
        let run = WorkspaceRun(["affected", "--format", "matrix", "--paths", "Configs/Base.xcconfig"])
        #expect(
            run.standardOutput
                == #"{"include":["#
                + ["ALP", "HBC", "NWD", "RVG", "SBT"].map {
                    #"{"clone":"\#($0)","configuration":"Release","project":"Newsroom.xcodeproj","scheme":"\#($0)"}"#
                }.joined(separator: ",") + "]}\n")
    }

    /// A Flutter app's `pubspec.yaml` touches every clone whose chain includes its `Flutter/Generated.xcconfig`.
    ///
    /// `flutter pub get` writes the version there from the pubspec, so a version bump changes them all
    /// (wvems_protocols' four flavours were "0 of 4 clones affected"). No pubspec, no such input.
    @Test func aFlutterAppsPubspecTouchesTheClonesIncludingItsGeneratedXCConfig() {
        let base = SampleWorkspace.read(
            "Configs/Base.xcconfig", replacing: "\n", with: "\n#include? \"../ios/Flutter/Generated.xcconfig\"\n")
        let flutter = SampleWorkspace.run(
            ["affected", "--paths", "pubspec.yaml"],
            changing: ["Configs/Base.xcconfig": base, "pubspec.yaml": "name: newsroom\nversion: 6.0.0+212\n"])
        #expect(
            flutter.standardOutput.hasSuffix("5 of 5 clones affected by 1 changed path\n"), "\(flutter.standardOutput)")
        #expect(flutter.standardOutput.contains("Flutter writes Generated.xcconfig"), "\(flutter.standardOutput)")
        // Its Dart code, assets and lock file are compiled in by the build phase (Sharezone's app/lib/main.dart),
        // and a macOS app's ephemeral Flutter-Generated.xcconfig counts as the iOS one does.
        for generated in ["../ios/Flutter/Generated.xcconfig", "../macos/Flutter/ephemeral/Flutter-Generated.xcconfig"]
        {
            let including = SampleWorkspace.read(
                "Configs/Base.xcconfig", replacing: "\n", with: "\n#include? \"\(generated)\"\n")
            let sources = SampleWorkspace.run(
                ["affected", "--paths", "lib/main.dart", "assets/logo.png", "pubspec.lock", "--explain"],
                changing: [
                    "Configs/Base.xcconfig": including, "pubspec.yaml": "name: newsroom\n", "pubspec.lock": "",
                    "lib/main.dart": "", "assets/logo.png": "",
                ])
            #expect(
                sources.standardOutput.hasSuffix("5 of 5 clones affected by 3 changed paths\n"),
                "\(generated): \(sources.standardOutput)")
            #expect(
                sources.standardOutput.contains("Dart code or assets, which its build phase compiles"),
                "\(sources.standardOutput)")
        }
        let none = SampleWorkspace.run(
            ["affected", "--paths", "pubspec.yaml"], changing: ["pubspec.yaml": "name: newsroom\nversion: 6.0.0+212\n"])
        #expect(none.standardOutput.contains("0 of 5 clones"), "\(none.standardOutput)")
    }

    @Test func pathsAreRelativeToTheCurrentFolder() {
        let run = WorkspaceRun(
            ["affected", "--format", "matrix", "--paths", "HBC/Info.plist", "../Configs/RVG-Debug.xcconfig"],
            currentDirectory: WorkspaceRun.repositoryRoot + "/Brands")
        #expect(
            run.standardOutput
                == #"{"include":[{"clone":"HBC","configuration":"Release","project":"Newsroom.xcodeproj","scheme":"HBC"},"#
                + #"{"clone":"RVG","configuration":"Release","project":"Newsroom.xcodeproj","scheme":"RVG"}]}"# + "\n")
    }

    @Test func explainSaysHowEachPathChangedAndEveryReason() {
        let git = StubGitRunner(answers: [
            ["diff", "--name-status", "-M", "--relative", "-z", "origin/main...HEAD", "--"]:
                "R087\0App/Sources/ContentView.swift\0App/Sources/HomeView.swift\0D\0Brands/NWD/Fonts/NordSans-Italic.ttf\0",
            ["diff", "--name-status", "-M", "--relative", "-z", "HEAD", "--"]: "",
            ["ls-files", "--others", "--exclude-standard", "-z"]: "",
        ])
        let run = WorkspaceRun(["affected", "--base", "origin/main", "--explain"], git: git)
        #expect(run.status == .success)
        let nwd = """
            NWD (scheme NWD, configuration Release, project Newsroom.xcodeproj)
              App/Sources/ContentView.swift (renamed to App/Sources/HomeView.swift)
                the clone's target 'NWD' builds it
              Brands/NWD/Fonts/NordSans-Italic.ttf (deleted)
                it is in the clone's folder
                it is a font the clone bundles
                the clone's target 'NWD' builds it

            """
        #expect(run.standardOutput.contains(nwd), "\(run.standardOutput)")
        #expect(
            run.standardOutput.hasSuffix(
                """
                touching no clone:
                  App/Sources/HomeView.swift (renamed from App/Sources/ContentView.swift): \
                no clone's targets build it, no settings read it, and it is not shared
                5 of 5 clones affected by 3 changed paths

                """))
    }

    @Test func theReadmesWorkedExampleIsWhatTheSampleSays() {
        let paths = [
            "Configs/SBT-Release.xcconfig", "Brands/NWD/config.json", "Widget/Sources/NewsWidget.swift", "README.md",
        ]
        let run = WorkspaceRun(["affected", "--paths"] + paths)
        #expect(run.status == .success)
        let example = "$ brands affected --paths " + paths.joined(separator: " ") + "\n" + run.standardOutput + "```"
        #expect(ReadmeTests.readme.contains(example), "\(run.standardOutput)")
    }

    @Test func pathsOutsideTouchNothing() {
        let run = WorkspaceRun(["affected", "--paths", "README.md", "Sources/brands/main.swift"])
        #expect(run.status == .success)
        #expect(run.standardOutput == "0 of 5 clones affected by 2 changed paths\n")
    }

    @Test func baseAsksGitForCommittedUncommittedAndUntrackedChanges() {
        let git = StubGitRunner(answers: [
            ["diff", "--name-status", "-M", "--relative", "-z", "origin/main...HEAD", "--"]:
                "M\0Brands/ALP/config.json\0A\0README.md\0",
            ["diff", "--name-status", "-M", "--relative", "-z", "HEAD", "--"]: "M\0Configs/HBC-Debug.xcconfig\0",
            ["ls-files", "--others", "--exclude-standard", "-z"]: "Brands/ALP/config.json\0",
        ])
        let run = WorkspaceRun(["affected", "--base", "origin/main", "--format", "json"], git: git)
        #expect(run.status == .success)
        #expect(run.standardOutput.contains(#""id": "ALP""#))
        #expect(run.standardOutput.contains(#""id": "HBC""#))
        #expect(!run.standardOutput.contains(#""id": "NWD""#))
    }

    @Test func aGitFailureIsReported() {
        let run = WorkspaceRun(["affected", "--base", "nope"], git: StubGitRunner(answers: [:]))
        #expect(run.status == .failure)
        #expect(run.standardError.hasPrefix("error: git diff --name-status"))
    }

    @Test(arguments: [
        (["affected"], "say what changed"),
        (["affected", "--base", "main", "--paths", "x"], "give either --base or --paths, not both"),
        (["affected", "Configs/Base.xcconfig"], "unexpected argument 'Configs/Base.xcconfig'"),
        (["affected", "--paths"], "--paths needs at least one path"),
        // yattee's `--paths ""` was the repository's root, which touched every clone.
        (["affected", "--paths", "Configs/Base.xcconfig", ""], "--paths takes no empty path"),
        (["affected", "--base=--output=/tmp/x"], "--base needs a git ref"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) {
        let run = WorkspaceRun(arguments)
        #expect(run.status == .usageError)
        #expect(run.standardError.hasPrefix("error: " + message), "\(run.standardError)")
    }
}
