import BrandKit
import BrandsCLI
import Foundation
import Support
import Testing
import XCConfig

/// `brands settings` in memory: on the example workspace (clones ALPHA and BETA) and on loose files.
@Suite struct SettingsCommandTests {
    static let root = ExampleWorkspace.root

    static var workspace: InMemoryFileSystem { WorkspaceRun.exampleFileSystem() }

    static func run(_ arguments: [String], in fileSystem: InMemoryFileSystem = workspace, from folder: String = root)
        -> CapturedRun
    {
        CapturedRun(["settings"] + arguments, root: CommandTable.root, fileSystem: fileSystem, currentDirectory: folder)
    }

    /// Files under `/loose`, a folder outside any workspace.
    static func loose(_ files: [String: String]) -> InMemoryFileSystem {
        var fileSystem = InMemoryFileSystem()
        for (name, text) in files { fileSystem.write(text, to: "/loose/" + name) }
        return fileSystem
    }

    @Test func cloneDefaultsToTheReleaseConfiguration() {
        let run = Self.run(["ALPHA"])
        #expect(run.status == .success)
        #expect(run.standardError == "")
        #expect(
            run.standardOutput == """
                APP_DISPLAY_NAME = ALPHA
                ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon
                CLONE_IDENTIFIER = ALPHA
                CURRENT_PROJECT_VERSION = 1
                DEVELOPMENT_TEAM = ABCDE12340
                INFOPLIST_FILE = Brands/ALPHA/Info.plist
                IPHONEOS_DEPLOYMENT_TARGET = 16.0
                MARKETING_VERSION = 1.0.0
                PRODUCT_BUNDLE_IDENTIFIER = com.example.alpha
                PRODUCT_NAME = ALPHA
                SWIFT_ACTIVE_COMPILATION_CONDITIONS =  CLONE_ALPHA
                SWIFT_VERSION = 6.0

                """)
    }

    @Test(arguments: [
        ["ALPHA", "-c", "Debug"], ["alpha", "--configuration", "debug"], ["Alpha", "--configuration=DEBUG"],
    ])
    func cloneAndConfigurationIgnoreCase(arguments: [String]) {
        let run = Self.run(arguments)
        #expect(run.status == .success)
        #expect(run.standardOutput.contains("PRODUCT_BUNDLE_IDENTIFIER = com.example.alpha.debug\n"))
        #expect(run.standardOutput.contains("SWIFT_ACTIVE_COMPILATION_CONDITIONS =  DEBUG CLONE_ALPHA\n"))
    }

    @Test func setGivesAValueBelowTheFileThatInheritedSees() {
        let run = Self.run([
            "BETA", "-c", "Debug", "--set", "SWIFT_ACTIVE_COMPILATION_CONDITIONS=PROJECT", "--set", "EXTRA=a=b",
            "--set", "EMPTY=",
        ])
        #expect(run.status == .success)
        #expect(run.standardOutput.contains("SWIFT_ACTIVE_COMPILATION_CONDITIONS = PROJECT DEBUG CLONE_BETA\n"))
        #expect(run.standardOutput.contains("EXTRA = a=b\n"))
        #expect(run.standardOutput.contains("EMPTY = \n"))
    }

    @Test func explainShowsTheChainWithWorkspaceRelativePaths() {
        let run = Self.run([
            "ALPHA", "--set", "SWIFT_ACTIVE_COMPILATION_CONDITIONS=P", "--explain",
            "SWIFT_ACTIVE_COMPILATION_CONDITIONS",
        ])
        #expect(run.status == .success)
        #expect(
            run.standardOutput == """
                SWIFT_ACTIVE_COMPILATION_CONDITIONS = P CLONE_ALPHA
                  Configs/ALPHA-Debug.xcconfig:10:1: SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) CLONE_$(CLONE_IDENTIFIER)
                    wins: newest assignment whose conditions match
                  Configs/Base.xcconfig:5:1: SWIFT_ACTIVE_COMPILATION_CONDITIONS[config=Debug] = $(inherited) DEBUG
                    config=Debug does not match Release
                  <command-line>:1:1: SWIFT_ACTIVE_COMPILATION_CONDITIONS = P
                    inherited by SWIFT_ACTIVE_COMPILATION_CONDITIONS at Configs/ALPHA-Debug.xcconfig:10:1

                CLONE_IDENTIFIER = ALPHA, which SWIFT_ACTIVE_COMPILATION_CONDITIONS refers to
                  Configs/ALPHA-Debug.xcconfig:2:1: CLONE_IDENTIFIER = ALPHA
                    wins: newest assignment whose conditions match

                """)
        #expect(!run.standardOutput.contains(Self.root))
    }

    /// A value another setting gives is explained down to where it is written.
    ///
    /// Mobile's project sets `MARKETING_VERSION = $(VERSION)`, and `VERSION` is in `Version.xcconfig`. Only what makes
    /// the value is followed (not an overridden assignment's references), each setting once.
    @Test func explainFollowsTheReferencesThatMakeTheValue() throws {
        let files = Self.loose([
            "a.xcconfig":
                "VERSION = 2.$(MINOR)\nMINOR = $(PATCH_LEVEL)\nPATCH_LEVEL = 3\nV = $(OLD)\nV = $(VERSION)-$(VERSION)\n"
        ])
        let run = Self.run(["--file", "/loose/a.xcconfig", "--explain", "V"], in: files, from: "/loose")
        #expect(run.status == .success)
        let headlines = run.standardOutput.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(
            headlines == [
                "V = 2.3-2.3", "VERSION = 2.3, which V refers to", "MINOR = 3, which VERSION refers to",
                "PATCH_LEVEL = 3, which MINOR refers to",
            ], "\(run.standardOutput)")
        let json = Self.run(
            ["--file", "/loose/a.xcconfig", "--explain", "V", "--format", "json"], in: files, from: "/loose")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let explanation = try #require(document["explanation"] as? [String: Any])
        let references = try #require(explanation["references"] as? [[String: Any]])
        #expect(references.map { $0["name"] as? String } == ["VERSION", "MINOR", "PATCH_LEVEL"])
        #expect(references.map { $0["referredToBy"] as? String } == ["V", "VERSION", "MINOR"])
    }

    /// A value that looks a setting up by a computed name is explained with the setting the name comes to.
    ///
    /// Home Assistant's `ENABLE_CRITICAL_ALERTS = $(ENABLE_CRITICAL_ALERTS_$(DEVELOPMENT_TEAM))` was explained with a
    /// setting `ENABLE_CRITICAL_ALERTS_`, assigned nowhere, instead of `ENABLE_CRITICAL_ALERTS_QMQYCKL255 = 1`.
    @Test func explainFollowsAComputedNameToTheSettingItLooksUp() throws {
        let files = Self.loose([
            "a.xcconfig": "A_X = 1\nK = X\nC_X = two\nB = $(A_$(K):lower)-${C_${K}}\n"
        ])
        let run = Self.run(["--file", "/loose/a.xcconfig", "--explain", "B"], in: files, from: "/loose")
        #expect(run.status == .success)
        let headlines = run.standardOutput.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(
            headlines == [
                "B = 1-two", "A_X = 1, which B refers to", "K = X, which B refers to", "C_X = two, which B refers to",
            ], "\(run.standardOutput)")
        #expect(run.standardOutput.contains("  a.xcconfig:1:1: A_X = 1\n"))
    }

    @Test func explainAsJSONKeepsPathsRelative() throws {
        let run = Self.run([
            "ALPHA", "-c", "Debug", "--explain", "SWIFT_ACTIVE_COMPILATION_CONDITIONS", "--format", "json",
        ])
        #expect(run.status == .success)
        #expect(!run.standardOutput.contains(Self.root))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["settings", "diagnostics", "explanation"])
        let explanation = try #require(document["explanation"] as? [String: Any])
        #expect(explanation["value"] as? String == " DEBUG CLONE_ALPHA")
        let assignments = try #require(explanation["assignments"] as? [[String: Any]])
        #expect(assignments.map { $0["file"] as? String } == ["Configs/ALPHA-Debug.xcconfig", "Configs/Base.xcconfig"])
        #expect(
            assignments.map { $0["status"] as? String } == [
                "wins: newest assignment whose conditions match",
                "inherited by SWIFT_ACTIVE_COMPILATION_CONDITIONS at Configs/ALPHA-Debug.xcconfig:10:1",
            ])
        #expect(assignments.last?["conditions"] as? [String] == ["config=Debug"])
    }

    @Test func explainOfAnUnassignedSettingSuggestsOne() {
        let run = Self.run(["ALPHA", "--explain", "PRODUCT_BUNDLE_IDENTIFER"])
        #expect(run.status == .success)
        #expect(
            run.standardOutput == """
                PRODUCT_BUNDLE_IDENTIFER = 
                  PRODUCT_BUNDLE_IDENTIFER is not assigned anywhere in the chain, so its value is empty; did you mean 'PRODUCT_BUNDLE_IDENTIFIER'?

                """)
    }

    /// A setting assigned nowhere while an include of the chain finds no file may be one that file sets (stopp-corona's
    /// git-ignored secrets): the explanation says so, in place of a near miss, in text and in JSON.
    @Test func explainOfAnUnassignedSettingNamesAMissingInclude() throws {
        let fileSystem = Self.loose(["A.xcconfig": "#include \"Secrets.xcconfig\"\nAPI_HOST = x\nURL = $(API_KEY)\n"])
        let run = Self.run(["--file", "A.xcconfig", "--explain", "API_KEY"], in: fileSystem, from: "/loose")
        #expect(run.status == .failure)
        #expect(
            run.standardOutput == """
                API_KEY = 
                  API_KEY is not assigned anywhere in the chain, so its value is empty; the include at A.xcconfig:1 \
                finds no file: if that file sets it, create it first

                """)
        #expect(run.standardError.contains("could not find included file 'Secrets.xcconfig'"))
        let json = Self.run(
            ["--file", "A.xcconfig", "--explain", "API_KEY", "--format", "json"], in: fileSystem, from: "/loose")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let explanation = try #require(document["explanation"] as? [String: Any])
        #expect(explanation["missingIncludes"] as? [String] == ["A.xcconfig:1"])
        // Without the missing include, the near miss is offered as before.
        let plain = Self.loose(["A.xcconfig": "API_KEYS = x\nURL = $(API_KEY)\n"])
        let suggested = Self.run(["--file", "A.xcconfig", "--explain", "API_KEY"], in: plain, from: "/loose")
        #expect(suggested.standardOutput.hasSuffix("so its value is empty; did you mean 'API_KEYS'?\n"))
    }

    /// An optional include that finds no file is named only when nothing else is: not beside an include that must find
    /// its file, nor in place of a near miss.
    @Test func explainOfAnUnassignedSettingNamesAMissingOptionalIncludeLast() throws {
        let both = Self.loose([
            "A.xcconfig": "#include? \"Local.xcconfig\"\nURL = $(API_KEY)\n#include \"Secrets.xcconfig\"\n"
        ])
        let required = Self.run(["--file", "A.xcconfig", "--explain", "API_KEY"], in: both, from: "/loose")
        #expect(
            required.standardOutput.hasSuffix(
                "; the include at A.xcconfig:3 finds no file: if that file sets it, create it first\n"),
            "\(required.standardOutput)")
        let optional = Self.loose(["A.xcconfig": "#include? \"Local.xcconfig\"\nURL = $(API_KEY)\n"])
        let run = Self.run(["--file", "A.xcconfig", "--explain", "API_KEY"], in: optional, from: "/loose")
        #expect(
            run.standardOutput.hasSuffix(
                "; the optional include at A.xcconfig:1 finds no file: if that file sets it, create it first\n"),
            "\(run.standardOutput)")
        #expect(!run.standardError.contains("Local.xcconfig"), "\(run.standardError)")
        let json = Self.run(
            ["--file", "A.xcconfig", "--explain", "API_KEY", "--format", "json"], in: optional, from: "/loose")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let explanation = try #require(document["explanation"] as? [String: Any])
        #expect(explanation["optionalIncludes"] as? [String] == ["A.xcconfig:1"])
        #expect(explanation["missingIncludes"] == nil)
        let nearMiss = Self.loose(["A.xcconfig": "#include? \"Local.xcconfig\"\nAPI_KEYS = x\nURL = $(API_KEY)\n"])
        let suggested = Self.run(["--file", "A.xcconfig", "--explain", "API_KEY"], in: nearMiss, from: "/loose")
        #expect(suggested.standardOutput.hasSuffix("so its value is empty; did you mean 'API_KEYS'?\n"))
    }

    /// A clone's explanation names the missing includes of the configuration's own chain, which the command takes
    /// from that configuration's files, and not those of another configuration's files. (entitlementcard's Release
    /// explanation also cited `Debug.xcconfig:2`, which reached the command's diagnostics through its project; this
    /// folder layout carries no such diagnostic, so here the test holds the chain's own include and the absence of
    /// the other.)
    @Test func explainNamesTheChainsMissingIncludes() throws {
        var fileSystem = Self.workspace
        let debug = Path.join(Self.root, "Configs/ALPHA-Debug.xcconfig")
        let release = Path.join(Self.root, "Configs/ALPHA-Release.xcconfig")
        fileSystem.write(
            String(decoding: try fileSystem.contents(of: debug), as: UTF8.self)
                + "#include \"DebugSecrets.xcconfig\"\n",
            to: debug)
        // Release includes Debug's file in the example, so Release gets a file of its own for this case.
        fileSystem.write("#include \"Base.xcconfig\"\n#include \"ReleaseSecrets.xcconfig\"\n", to: release)
        let run = Self.run(["ALPHA", "-c", "Release", "--explain", "API_KEY"], in: fileSystem)
        #expect(
            run.standardOutput.contains("the include at Configs/ALPHA-Release.xcconfig:2 finds no file"),
            "\(run.standardOutput)")
        #expect(
            !run.standardOutput.contains("DebugSecrets") && !run.standardOutput.contains("ALPHA-Debug"),
            "\(run.standardOutput)")
    }

    @Test func jsonHasExactlySettingsAndDiagnostics() throws {
        let fileSystem = Self.loose(["A.xcconfig": "B = 2\nA = $(B)1\nU = https://x.com\n"])
        let run = Self.run(["--file", "A.xcconfig", "--format", "json"], in: fileSystem, from: "/loose")
        #expect(run.status == .success)
        #expect(run.standardError == "")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["settings", "diagnostics"])
        #expect(document["settings"] as? [String: String] == ["A": "21", "B": "2", "U": "https:"])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(Set(diagnostics.first?.keys ?? [:].keys) == ["file", "line", "column", "severity", "rule", "message"])
        #expect(diagnostics.first?["file"] as? String == "A.xcconfig")
        #expect(diagnostics.first?["line"] as? Int == 3)
        #expect(diagnostics.first?["column"] as? Int == 11)
        #expect(diagnostics.first?["severity"] as? String == "warning")
        #expect(diagnostics.first?["rule"] as? String == "xcconfig_comment_in_value")
    }

    /// Each row: options, the expected value of `A` (conditions) and `B` (builtins).
    @Test(arguments: [
        ([String](), "plain", "    /loose"),
        (["--sdk", "iphonesimulator26.0"], "simulator", "iphonesimulator26.0 iphonesimulator   /loose"),
        (["--sdk", "iphoneos26.0", "--arch", "arm64"], "device arm64", "iphoneos26.0 iphoneos arm64  /loose"),
        (["--arch", "x86_64", "-c", "Debug"], "debug", "  x86_64 Debug /loose"),
    ])
    func fileConditionsAndBuiltinsFollowTheOptions(options: [String], a: String, b: String) {
        let fileSystem = Self.loose([
            "C.xcconfig": """
            A = plain
            A[sdk=iphonesimulator*] = simulator
            A[sdk=iphoneos*][arch=arm64] = device $(CURRENT_ARCH)
            A[config=Debug] = debug
            B = $(SDK_NAME) $(PLATFORM_NAME) $(CURRENT_ARCH) $(CONFIGURATION) $(SRCROOT)
            """
        ])
        let run = Self.run(["--file", "C.xcconfig"] + options, in: fileSystem, from: "/loose")
        #expect(run.status == .success)
        #expect(run.standardOutput == "A = \(a)\nB = \(b)\n")
    }

    @Test func errorsGoToStandardErrorAndExitOne() {
        let fileSystem = Self.loose(["E.xcconfig": "A = 1\n  oops\n#include \"Gone.xcconfig\"\nB = ${A}\n"])
        let run = Self.run(["--file", "E.xcconfig"], in: fileSystem, from: "/loose")
        #expect(run.status == .failure)
        #expect(run.standardOutput == "A = 1\nB = 1\n")
        let lines = run.standardError.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("E.xcconfig:2:7: error: expected '=' after 'oops'") })
        #expect(lines.contains { $0.hasPrefix("E.xcconfig:3:1: error: could not find included file 'Gone.xcconfig'") })
        #expect(lines.contains { $0.hasPrefix("E.xcconfig:4:5: warning: '${A}' uses deprecated reference syntax") })
        #expect(lines.allSatisfy { !$0.contains("/loose") })
    }

    /// CocoaPods writes `${PODS_ROOT}` throughout the files it generates under `Pods/`: `validate` leaves those out
    /// (nobody can act on them), and so does `settings`, in text and JSON; a file of the repository's own still warns.
    @Test(arguments: ["text", "json"])
    func deprecatedReferencesInDependencyManagerFilesAreLeftOut(format: String) {
        let fileSystem = Self.loose([
            "App.xcconfig": "#include \"Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig\"\nB = ${A}\n",
            "Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig": "A = ${PODS_ROOT}/x\nPODS_ROOT = /p\n",
        ])
        let run = Self.run(["--file", "App.xcconfig", "--format", format], in: fileSystem, from: "/loose")
        #expect(run.status == .success)
        let reported = format == "json" ? run.standardOutput : run.standardError
        #expect(reported.contains("App.xcconfig") && reported.contains("${A}"), "\(reported)")
        #expect(!reported.contains("${PODS_ROOT}"), "\(reported)")
        #expect(
            run.standardOutput.contains(format == "json" ? "\"B\": \"/p/x\"" : "B = /p/x\n"), "\(run.standardOutput)")
    }

    /// A file included through two chains is read for each, and the folders searched for its missing include differ
    /// with the chain: `settings` reports the include once, as `validate` does (a Flutter app's `Release.xcconfig`).
    @Test func aMissingIncludeReachedTwiceIsReportedOnce() {
        let alpha = ExampleWorkspace.files["Configs/ALPHA-Release.xcconfig"] ?? ""
        let debug = ExampleWorkspace.files["Configs/ALPHA-Debug.xcconfig"] ?? ""
        let fileSystem = WorkspaceRun.exampleFileSystem(changing: [
            "Shared/Flutter.xcconfig": "#include \"Generated.xcconfig\"\n",
            "Configs/Flavor/Extra.xcconfig": "#include \"../../Shared/Flutter.xcconfig\"\n",
            "Configs/ALPHA-Debug.xcconfig": debug + "#include \"../Shared/Flutter.xcconfig\"\n",
            "Configs/ALPHA-Release.xcconfig": alpha + "#include \"Flavor/Extra.xcconfig\"\n",
        ])
        let run = Self.run(["ALPHA"], in: fileSystem)
        #expect(run.status == .failure)
        let error = "Shared/Flutter.xcconfig:1:1: error: could not find included file 'Generated.xcconfig'"
        #expect(run.standardError.components(separatedBy: error).count == 2, "\(run.standardError)")
    }

    @Test func warningsAloneExitZero() {
        let run = Self.run(["--file", "W.xcconfig"], in: Self.loose(["W.xcconfig": "B = $(A:uper)\n"]), from: "/loose")
        #expect(run.status == .success)
        #expect(
            run.standardError
                == "W.xcconfig:1:5: warning: unknown operator 'uper' in '$(A:uper)'; did you mean 'upper'? [xcconfig_unknown_operator]\n"
        )
    }

    @Test func unreadableFilesAreErrorsAtTheirPlace() {
        var fileSystem = Self.loose(["Main.xcconfig": "A = 1\n#include \"Secret.xcconfig\"\n"])
        fileSystem.createUnreadableFile("/loose/Secret.xcconfig")
        let include = Self.run(["--file", "Main.xcconfig"], in: fileSystem, from: "/loose")
        #expect(include.status == .failure)
        #expect(include.standardOutput == "A = 1\n")
        #expect(
            include.standardError
                == "Main.xcconfig:2:1: error: could not read included file 'Secret.xcconfig': permission denied [xcconfig_unreadable]\n"
        )
        let top = Self.run(["--file", "Secret.xcconfig"], in: fileSystem, from: "/loose")
        #expect(top.status == .failure)
        #expect(top.standardOutput == "")
        #expect(
            top.standardError
                == "Secret.xcconfig:1:1: error: could not read 'Secret.xcconfig': permission denied [xcconfig_unreadable]\n"
        )
    }

    @Test func fileInsideAWorkspaceUsesItsRootFromAnywhere() {
        let run = Self.run(
            ["--file", "/workspace/Configs/BETA-Release.xcconfig", "--explain", "APP_DISPLAY_NAME"], from: "/elsewhere")
        #expect(run.status == .success)
        #expect(run.standardOutput.contains("  Configs/BETA-Release.xcconfig:3:1: APP_DISPLAY_NAME = BETA\n"))
    }

    /// Each row: arguments and the first line of standard error.
    @Test(arguments: [
        (
            ["ALPHA", "--file", "A.xcconfig"],
            "error: give one of a clone, --file, or --project and --scheme, not several"
        ),
        ([String](), "error: give a clone, --file <path>, --project <path> or --scheme <name>"),
        (["ALPHA", "--set", "=x"], "error: invalid value '=x' for '--set'; expected NAME=VALUE"),
        (["ALPHA", "--set", "NOEQUALS"], "error: invalid value 'NOEQUALS' for '--set'; expected NAME=VALUE"),
        (["ALPHA", "--set", "1A=x"], "error: invalid setting name '1A' in '--set'; names are letters, digits and '_'"),
        (["ALPHA", "--format", "sarif"], "error: invalid value 'sarif' for '--format'; expected one of: text, json"),
        (["ALPHX"], "error: unknown clone 'ALPHX'; did you mean 'ALPHA'?"),
        (["GAMMA"], "error: unknown clone 'GAMMA'; the workspace has: ALPHA, BETA"),
        (
            ["ALPHA", "-c", "Staging"],
            "error: unknown configuration 'Staging'; the workspace has: Debug, Release (in --configuration)"
        ),
    ])
    func usageErrorsExit64(arguments: [String], message: String) {
        let run = Self.run(arguments)
        #expect(run.status == .usageError)
        #expect(run.standardOutput == "")
        #expect(run.standardError.split(separator: "\n").first.map(String.init) == message)
        #expect(run.standardError.contains("usage: brands settings (<clone> | --file <path> | --project <path>"))
    }

    @Test func cloneOutsideAWorkspaceExitsOne() {
        let run = Self.run(["ALPHA"], in: Self.loose(["A.xcconfig": "A = 1"]), from: "/loose")
        #expect(run.status == .failure)
        #expect(run.standardError.hasPrefix("error: no workspace found at or above '/loose'"))
    }
}
