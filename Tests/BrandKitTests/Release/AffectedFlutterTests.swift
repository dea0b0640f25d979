import BrandKit
import Support
import Testing

/// Which clones a change to a Flutter app's local packages touches: the packages its `pubspec.yaml` takes from a
/// folder of the repository (`path:`), as whitelabel-flutter's brand apps take the shared `base` app.
@Suite struct AffectedFlutterTests {
    /// ALPHA builds the Flutter app `alpha`, BETA the app `beta`; both take the package `base` from its folder, which
    /// takes its `flavor` from the folder beside it, and `beta` overrides that `flavor` with its own.
    static let files: [String: String] = {
        var files = ExampleWorkspace.files
        for (clone, app) in [("ALPHA", "alpha"), ("BETA", "beta")] {
            files["Configs/\(clone)-Debug.xcconfig", default: ""] +=
                "#include? \"../\(app)/ios/Flutter/Generated.xcconfig\"\n"
        }
        files["alpha/pubspec.yaml"] = """
            name: alpha
            version: 1.0.0+1
            dependencies:
              flutter:
                sdk: flutter
              base:
                path: ../base # the app every brand shares
              remote:
                git:
                  url: https://example.com/remote.git
                  path: ../gitpackage
              inline: {path: "../inline"}
            dev_dependencies:
              tools:
                path: ../tools
            flutter:
              uses-material-design: true

            """
        files["alpha/lib/main.dart"] = ""
        files["beta/pubspec.yaml"] = """
            name: beta\r
            dependencies:\r
              base:\r
                path: '../base'\r
            dependency_overrides:\r
              flavor:\r
                path: flavor\r

            """
        files["beta/lib/main.dart"] = ""
        files["beta/flavor/pubspec.yaml"] = "name: flavor\n"
        files["beta/flavor/lib/flavor.dart"] = ""
        files["beta/flavor/assets/logo.png"] = ""
        files["base/pubspec.yaml"] = """
            name: base
            dependencies:
              flavor:
                path: flavor
              outside:
                path: ../../outside
            dependency_overrides:
              inline:
                path: ../tools

            """
        files["base/lib/base.dart"] = ""
        files["base/README.md"] = ""
        files["base/test/base_test.dart"] = ""
        files["base/ios/Runner/AppDelegate.swift"] = ""
        files["base/flavor/pubspec.yaml"] = "name: flavor\ndependencies:\n  base:\n    path: ..\n"
        files["base/flavor/lib/flavor.dart"] = ""
        files["inline/pubspec.yaml"] = "name: inline\ndependencies:\n  alpha:\n    path: ../alpha\n"
        files["gitpackage/pubspec.yaml"] = "name: remote\n"
        files["gitpackage/lib/remote.dart"] = ""
        files["inline/lib/inline.dart"] = ""
        files["tools/pubspec.yaml"] = "name: tools\n"
        files["tools/lib/tools.dart"] = ""
        return files
    }()

    static func affected(_ path: String) -> [String: AffectedClones.Cause] {
        let workspace = ExampleLoader.load(files)
        let result = AffectedClones(workspace: workspace).compute(changedPaths: [path])
        return Dictionary(
            uniqueKeysWithValues: result.compactMap { affected in
                affected.reasons.first.map { (affected.clone, $0.cause) }
            })
    }

    /// The shared package's pubspec, Dart code and assets touch every clone whose app takes it from its folder, and
    /// what it takes from folders in turn (`base/flavor`; a cycle back ends); an app's override replaces a package
    /// wherever it is taken (`beta`'s own `flavor`), and a package's own overrides count for nothing.
    @Test(arguments: [
        ("base/lib/base.dart", ["ALPHA", "BETA"]),
        ("base/pubspec.yaml", ["ALPHA", "BETA"]),
        ("base/flavor/lib/flavor.dart", ["ALPHA"]),
        ("base/flavor/pubspec.yaml", ["ALPHA"]),
        ("beta/flavor/lib/flavor.dart", ["BETA"]),
        ("beta/flavor/assets/logo.png", ["BETA"]),
        ("inline/lib/inline.dart", ["ALPHA"]),
    ])
    func aLocalPackageTheAppTakesByPathTouchesItsClones(path: String, clones: [String]) {
        let result = Self.affected(path)
        #expect(result.keys.sorted() == clones, "\(path)")
        #expect(result.values.allSatisfy { $0 == .flutterPackage }, "\(path): \(result)")
    }

    /// A package only for development (`dev_dependencies`), one from git whose `path:` is inside its repository,
    /// the package's tests and notes, and an app of its own in it (`base/ios`) are built into no clone's app.
    @Test(arguments: [
        "tools/lib/tools.dart", "base/README.md", "base/test/base_test.dart", "base/ios/Runner/AppDelegate.swift",
        "gitpackage/lib/remote.dart",
    ])
    func whatTheAppDoesNotBuildTouchesNothing(path: String) {
        #expect(Self.affected(path).isEmpty, "\(path)")
    }

    /// A path out of the repository is not followed: the clone's inputs stay inside the root.
    @Test func packagesOutsideTheRootAreLeftOut() {
        var files = Self.files
        files["../outside/pubspec.yaml"] = "name: outside\n"
        files["../outside/lib/outside.dart"] = ""
        let workspace = ExampleLoader.load(files)
        let paths = workspace.clones.flatMap { $0.inputs.entries.map(\.path) }
        #expect(!paths.contains { $0.hasPrefix("/outside") }, "\(paths)")
        #expect(paths.contains(ExampleWorkspace.root + "/base/flavor/lib"), "\(paths)")
    }

    @Test func theCauseSaysWhatThePackageIs() {
        #expect(
            AffectedClones.Cause.flutterPackage.description
                == "it is in a local package the Flutter app takes from the repository (a path: dependency of its "
                + "pubspec.yaml), whose pubspec, Dart code or assets its build phase compiles")
        #expect(CloneInputList.name(of: .flutterPackage) == "flutter-package")
        #expect(CloneInputs.Role.flutterPackage.coversContents && !CloneInputs.Role.flutterPackage.isReadByValidation)
    }
}
