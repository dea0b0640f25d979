import Foundation
import Support
import Testing
import XCConfig
import XcodeProject

/// `brands settings --project/--scheme` as a process: on the sample's generated project, on a damaged project in
/// a temporary folder, and on the benchmark's generated project.
@Suite struct SettingsProjectEndToEndTests {
    static let packageRoot = SettingsEndToEndTests.packageRoot

    @Test func theSamplesSchemeGivesTheCloneSettingsWithBuiltins() throws {
        let result = try BrandsExecutable.run(
            ["settings", "--scheme", "NWD"], environment: ["USER": "ada", "HOME": "/home/ada"],
            currentDirectory: Self.packageRoot, timeout: 30)
        #expect(!result.timedOut)
        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
        for line in [
            "PRODUCT_BUNDLE_IDENTIFIER = de.nordwestdaily.news", "CONFIGURATION = Release", "TARGET_NAME = NWD",
            "SRCROOT = \(Self.packageRoot.path)", "USER = ada", "PROJECT_NAME = Newsroom",
        ] {
            #expect(result.standardOutput.contains(line + "\n"), "\(line)")
        }
    }

    @Test func aTruncatedProjectIsDiagnosedWithoutACrash() throws {
        try SettingsEndToEndTests.withFolder { folder in
            let source = Self.packageRoot.appendingPathComponent("Newsroom.xcodeproj/project.pbxproj")
            let text = try String(contentsOf: source, encoding: .utf8)
            let project = folder.appendingPathComponent("Newsroom.xcodeproj")
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            try Data(text.prefix(text.count / 3).utf8).write(to: project.appendingPathComponent("project.pbxproj"))
            let result = try SettingsEndToEndTests.settings(["--project", "Newsroom.xcodeproj"], in: folder)
            SettingsEndToEndTests.expectDiagnosed(result)
            #expect(result.standardError.contains("Newsroom.xcodeproj/project.pbxproj:"))
        }
    }

    /// The benchmark's generator writes a project the reader reads without a diagnostic, whose settings resolve
    /// without one, and whose schemes all name targets it has.
    @Test func theBenchmarkGeneratorWritesAProjectReadCleanly() throws {
        try SettingsEndToEndTests.withFolder { folder in
            let script = Self.packageRoot.appendingPathComponent("Scripts/make-bench-project.py").path
            try Subprocess.run(
                "/usr/bin/env",
                ["python3", script, folder.path, "--targets", "8", "--files", "80", "--settings", "12"],
                in: folder, environment: ProcessInfo.processInfo.environment)
            let fileSystem = LocalFileSystem()
            let parsed = XcodeProjectReader(fileSystem: fileSystem).read(projectAt: folder.path + "/Bench.xcodeproj")
            #expect(parsed.diagnostics == [])
            let project = try #require(parsed.value)
            #expect(project.targets.count == 8)
            #expect(project.targets.flatMap(\.buildPhases).flatMap(\.files).count >= 80)
            #expect(project.embeddedTargets(of: project.targets[2]).map(\.target.name) == ["Target03"])
            var cache = XCConfigFileCache()
            let settings = ProjectSettings(project: project, fileSystem: fileSystem, environment: SettingsEnvironment())
            for target in project.targets {
                let levels = settings.levels(target: target, configuration: "Release", cache: &cache)
                #expect(levels.diagnostics == [])
                let resolved = levels.evaluator().resolve()
                #expect(resolved.diagnostics == [])
                // An embedded extension's identifier extends its app's, as `extension_mismatch` requires.
                let app = project.targets.first {
                    !project.embeddedTargets(of: $0).filter { $0.target.id == target.id }.isEmpty
                }
                let prefix = app.map { "com.example.bench.\($0.name.lowercased())." } ?? "com.example.bench."
                #expect(
                    resolved.value(of: "PRODUCT_BUNDLE_IDENTIFIER") == prefix + target.name.lowercased(),
                    "\(target.name)")
            }
            let reader = SchemeReader(fileSystem: fileSystem)
            let (schemes, problems) = reader.sharedSchemes(in: project.path)
            #expect(problems == [])
            #expect(schemes.count == 6)
            #expect(schemes.flatMap { reader.check($0, against: [project.path: project]) } == [])
        }
    }

    @Test(arguments: [
        "Scripts/bench-project.sh", "Scripts/bench-validate.sh", "Scripts/bench-selected.sh", "Scripts/bench.sh",
        "Scripts/build-release.sh",
    ])
    func theBenchmarkScriptIsValidBash(path: String) throws {
        let script = Self.packageRoot.appendingPathComponent(path).path
        try Subprocess.run("/usr/bin/env", ["bash", "-n", script], in: Self.packageRoot, environment: [:])
    }
}
