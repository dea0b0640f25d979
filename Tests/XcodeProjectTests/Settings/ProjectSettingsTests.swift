import Support
import Testing
import XCConfig
import XcodeProject

/// Settings layered as swift-build layers them: project xcconfig < project settings < target xcconfig < target
/// settings, with builtins below and `$(inherited)` across all.
@Suite struct ProjectSettingsTests {
    static let environment = SettingsEnvironment(user: "ada", home: "/home/ada")

    static func levels(
        _ configuration: String?, target: String? = "App", environment: SettingsEnvironment = environment,
        fileSystem: InMemoryFileSystem = ProjectFixtures.layeredFiles
    ) throws -> TargetSettingsLevels {
        let form = PBXProjFixture.Form.ascii
        let project = try #require(ProjectFixtures.layered.read(form).value)
        var cache = XCConfigFileCache()
        return ProjectSettings(project: project, fileSystem: fileSystem, environment: environment).levels(
            target: target.flatMap(project.target(named:)), configuration: configuration, cache: &cache)
    }

    @Test func levelsComeInXcodesOrderAndInheritedReachesThroughAll() throws {
        let levels = try Self.levels("Debug")
        #expect(levels.diagnostics == [])
        #expect(
            levels.levels.map(\.kind) == [
                .builtIn, .builtIn, .projectXCConfig, .projectSettings, .builtIn, .targetXCConfig, .targetSettings,
                .builtIn,
            ])
        #expect(
            levels.levels.map(\.label) == [
                "built-in defaults", "project 'App' built-ins", "/work/App/Configs/Project.xcconfig",
                "project 'App' (Debug)", "target 'App' built-ins", "/work/App/Configs/Target/App.xcconfig",
                "target 'App' (Debug)", "build locations",
            ])
        let evaluator = levels.evaluator()
        #expect(evaluator.value(of: "X") == "project-xcconfig project-settings target-xcconfig target-settings")
        #expect(evaluator.value(of: "SHARED") == "yes")
        #expect(
            levels.xcconfigFiles == [
                "/work/App/Configs/Project.xcconfig", "/work/App/Configs/Target/App.xcconfig",
                "/work/App/Configs/Shared.xcconfig",
            ])
    }

    @Test(
        arguments: [
            ("Debug", nil, "a d s"), ("Release", nil, "a s"), ("Debug", "macosx", "a d"), ("Release", "macosx", "a"),
        ] as [(String, String?, String)])
    func conditionalKeysOfTheProjectFileApplyInSortedOrder(configuration: String, sdk: String?, expected: String) throws
    {
        var environment = Self.environment
        environment.sdk = sdk
        let levels = try Self.levels(configuration, environment: environment)
        #expect(levels.evaluator().value(of: "Y") == expected)
    }

    /// The optional includes of the project's and the target's xcconfig files that find no file are kept, each once,
    /// for the findings and explanations that name them.
    @Test func optionalIncludesFindingNoFileAreKept() throws {
        var files = ProjectFixtures.layeredFiles
        for path in ["/work/App/Configs/Project.xcconfig", "/work/App/Configs/Target/App.xcconfig"] {
            let text = String(decoding: try files.contents(of: path), as: UTF8.self)
            files.write(text + "\n#include? \"Local.xcconfig\"\n", to: path)
        }
        let levels = try Self.levels("Debug", fileSystem: files)
        #expect(levels.diagnostics == [])
        #expect(
            levels.optionalIncludesNotFound.map { "\(Path.lastComponent(of: $0.file)):\($0.line)" } == [
                "Project.xcconfig:\(try Self.lineCount(files, "/work/App/Configs/Project.xcconfig"))",
                "App.xcconfig:\(try Self.lineCount(files, "/work/App/Configs/Target/App.xcconfig"))",
            ])
    }

    /// The number of the last line of the file at `path` that has text.
    static func lineCount(_ files: InMemoryFileSystem, _ path: String) throws -> Int {
        String(decoding: try files.contents(of: path), as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).count - 1
    }

    @Test func listValuesAreJoinedAndEscaped() throws {
        #expect(try Self.levels("Debug").evaluator().value(of: "LIST") == #" two\ words "" quote\"d"#)
    }

    @Test func builtinsFollowTheProjectTargetAndEnvironment() throws {
        let evaluator = try Self.levels("Debug").evaluator()
        let expected: [(String, String)] = [
            ("PROJECT_NAME", "App"), ("PROJECT_FILE_PATH", "/work/App/App.xcodeproj"), ("SRCROOT", "/work/App"),
            ("PROJECT_DIR", "/work/App"), ("SOURCE_ROOT", "/work/App"), ("TARGET_NAME", "App"), ("TARGETNAME", "App"),
            ("CONFIGURATION", "Debug"), ("BUILD_STYLE", "Debug"), ("PROJECT", "App"), ("DEVELOPMENT_LANGUAGE", "en"),
            ("USER", "ada"), ("HOME", "/home/ada"), ("SDK_NAME", "iphoneos"), ("PLATFORM_NAME", "iphoneos"),
            ("EFFECTIVE_PLATFORM_NAME", "-iphoneos"), ("PRODUCT_TYPE", "com.apple.product-type.application"),
            ("PRODUCT_NAME", "App"), ("FULL_PRODUCT_NAME", "App.app"), ("WRAPPER_EXTENSION", "app"),
            ("EXECUTABLE_NAME", "App"), ("INFOPLIST_PATH", "App.app/Info.plist"), ("PRODUCT_MODULE_NAME", "App"),
            ("PRODUCT_BUNDLE_PACKAGE_TYPE", "APPL"), ("P", "Debug"), ("WHO", "App"),
            ("SYMROOT", "/home/ada/Library/Developer/Xcode/DerivedData/App/Build/Products"),
            ("BUILT_PRODUCTS_DIR", "/home/ada/Library/Developer/Xcode/DerivedData/App/Build/Products/Debug-iphoneos"),
            (
                "TARGET_TEMP_DIR",
                "/home/ada/Library/Developer/Xcode/DerivedData/App/Build/Intermediates.noindex/App.build/Debug-iphoneos/App.build"
            ),
            (
                "DERIVED_FILE_DIR",
                "/home/ada/Library/Developer/Xcode/DerivedData/App/Build/Intermediates.noindex/App.build/Debug-iphoneos/App.build/DerivedSources"
            ),
        ]
        for (name, value) in expected {
            #expect(evaluator.value(of: name) == value, "\(name)")
        }
    }

    @Test func withoutAHomeTheBuildFolderIsTheProjectsBuildFolderMadeAbsolute() throws {
        let levels = try Self.levels("Release", environment: SettingsEnvironment())
        #expect(levels.levels.last?.label == "absolute paths")
        let evaluator = levels.evaluator()
        #expect(evaluator.value(of: "SYMROOT") == "/work/App/build")
        #expect(evaluator.value(of: "BUILT_PRODUCTS_DIR") == "/work/App/build/Release-iphoneos")
        #expect(evaluator.value(of: "USER") == "")
        #expect(evaluator.setting("USER").contributions.isEmpty)
    }

    @Test func aConfigurationTheProjectLacksFallsBackToItsDefault() throws {
        let levels = try Self.levels("Staging")
        #expect(levels.projectConfiguration?.name == "Release")
        #expect(levels.targetConfiguration?.name == "Staging")
        #expect(levels.parameters.configuration == "Staging")
        #expect(levels.evaluator().value(of: "CONFIGURATION") == "Release")
        let unknown = try Self.levels("Nope")
        #expect(unknown.projectConfiguration?.name == "Release")
        #expect(unknown.targetConfiguration?.name == "Release")
    }

    @Test func aMissingBaseConfigurationIsAnErrorAtItsReferenceAndContributesNothing() throws {
        let fixture = ProjectFixtures.layered
        let form = PBXProjFixture.Form.ascii
        let levels = try Self.levels("Staging")
        let line = fixture.line(ofField: "baseConfigurationReference", in: "APP_STAGING", form: form)
        #expect(levels.diagnostics.map(\.rule) == [XcodeProjectDiagnostics.baseConfigurationRule])
        #expect(levels.diagnostics.first?.location.line == (form == .xml ? line + 1 : line))
        #expect(levels.diagnostics.first?.location.file == PBXProjFixture.file)
        #expect(
            levels.diagnostics.first?.message.hasPrefix(
                "unable to open base configuration reference file 'Configs/Missing.xcconfig' of configuration 'Staging'"
            ) == true)
        #expect(!levels.levels.map(\.kind).contains(.targetXCConfig))
        #expect(levels.evaluator().value(of: "X") == "project-xcconfig project-settings target-settings")
    }

    /// A base configuration found only by ignoring case is read, as Xcode on a Mac reads it, with a warning
    /// (xikolo-ios's widget configurations name `openwho/` for `openWHO/`); two files that differ only in case are no
    /// match, and the reference stays missing.
    @Test func aBaseConfigurationFoundOnlyByIgnoringCaseIsReadWithAWarning() throws {
        var files = ProjectFixtures.layeredFiles
        files.write("X = $(inherited) cased\n", to: "/work/App/Configs/MISSING.xcconfig")
        let levels = try Self.levels("Staging", fileSystem: files)
        #expect(levels.diagnostics.map(\.severity) == [.warning])
        #expect(
            levels.diagnostics.first?.message
                == "base configuration reference file 'Configs/Missing.xcconfig' of configuration 'Staging' of target "
                + "'App' is 'Configs/MISSING.xcconfig' on disk, found only by ignoring case as macOS does; a "
                + "case-sensitive disk (Linux CI) does not find it: spell it as on disk")
        #expect(levels.xcconfigFiles.contains("/work/App/Configs/MISSING.xcconfig"))
        #expect(levels.evaluator().value(of: "X").hasSuffix(" cased target-settings"))

        files.write("X = other\n", to: "/work/App/Configs/missing.XCCONFIG")
        let ambiguous = try Self.levels("Staging", fileSystem: files)
        #expect(ambiguous.diagnostics.map(\.severity) == [.error])
    }

    /// A missing base configuration committed as a template says to copy it (mullvad's `App.xcconfig.template`,
    /// safe-ios's `Config.Example.xcconfig`); none, or two candidates, say nothing; the finding's path reads back.
    @Test func aMissingBaseConfigurationsTemplateIsNamed() throws {
        var files = ProjectFixtures.layeredFiles
        files.write("X = template\n", to: "/work/App/Configs/Missing.xcconfig.template")
        let levels = try Self.levels("Staging", fileSystem: files)
        let diagnostic = try #require(levels.diagnostics.first)
        #expect(
            diagnostic.message.hasSuffix(
                ": no such file or folder ('Missing.xcconfig.template' beside it is its template: copy it to "
                    + "'Missing.xcconfig' and fill it in)"), "\(diagnostic.message)")
        #expect(XcodeProjectDiagnostics.missingBaseConfigurationPath(of: diagnostic) == "Configs/Missing.xcconfig")
        #expect(XcodeProjectDiagnostics.template(for: "/work/App/Configs/Missing.xcconfig", in: files) != nil)
        files.write("X = example\n", to: "/work/App/Configs/Missing.Example.xcconfig")
        #expect(XcodeProjectDiagnostics.template(for: "/work/App/Configs/Missing.xcconfig", in: files) == nil)
        #expect(XcodeProjectDiagnostics.template(for: "/work/App/Configs/Other.xcconfig", in: files) == nil)
        var example = ProjectFixtures.layeredFiles
        example.write("X = example\n", to: "/work/App/Configs/Missing.Example.xcconfig")
        #expect(
            XcodeProjectDiagnostics.template(for: "/work/App/Configs/Missing.xcconfig", in: example)
                == "Missing.Example.xcconfig")
    }

    /// A missing base configuration that CocoaPods writes says how to make it; other missing files do not.
    @Test(
        arguments: [
            ("Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig", FileSystemError.Reason.notFound, true),
            ("ios/Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig", .notFound, true),
            ("Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig", .isDirectory, false),
            ("Configs/Pods.xcconfig", .notFound, false),
            ("Pods/Target Support Files", .notFound, false),
        ])
    func aMissingCocoaPodsBaseConfigurationSaysToInstallPods(path: String, reason: FileSystemError.Reason, hint: Bool) {
        let diagnostic = XcodeProjectDiagnostics.missingBaseConfiguration(
            path, configuration: "Debug", reason: FileSystemError(path: path, reason: reason),
            at: SourceLocation(file: "App.xcodeproj/project.pbxproj", line: 1, column: 1))
        #expect(diagnostic.message.hasSuffix(" (CocoaPods writes it: run 'pod install' before brands)") == hint)
        #expect(diagnostic.message.hasPrefix("unable to open base configuration reference file '\(path)'"))
    }

    /// A base configuration is named as the project would write it, relative to the project's folder.
    @Test(
        arguments: [
            ("/w/App/Configs/Base.xcconfig", "/w/App", "Configs/Base.xcconfig"),
            (
                "/w/Pods/Target Support Files/P/P.debug.xcconfig", "/w/ios/App",
                "../../Pods/Target Support Files/P/P.debug.xcconfig"
            ),
            ("/w/Shared.xcconfig", "/w/App", "../Shared.xcconfig"),
            ("/w/App", "/w/App", "."),
            ("/elsewhere/Base.xcconfig", "/w/App", "/elsewhere/Base.xcconfig"),
        ])
    func aBaseConfigurationIsNamedRelativeToTheProjectFolder(path: String, folder: String, shown: String) {
        #expect(ProjectSettings.shown(path, from: folder) == shown)
    }

    @Test func theProjectAloneHasNoTargetLevels() throws {
        let levels = try Self.levels(nil, target: nil)
        #expect(levels.levels.map(\.kind) == [.builtIn, .builtIn, .projectXCConfig, .projectSettings, .builtIn])
        #expect(levels.parameters.configuration == "Release")
        #expect(levels.evaluator().value(of: "TARGET_NAME") == "")
    }

    @Test(
        arguments: [
            ("iphoneos", "iphoneos"), ("/Applications/Xcode.app/X/SDKs/iPhoneOS26.0.sdk", "iphoneos26.0"), ("", nil),
            ("auto", nil), ("macosx", "macosx"), ("$(FOO)", nil), ("/some/folder", nil),
        ] as [(String, String?)])
    func theSDKComesFromSDKROOT(sdkroot: String, expected: String?) throws {
        var fixture = ProjectFixtures.layered
        for id in ["PROJECT_DEBUG", "PROJECT_RELEASE"] {
            fixture.replace(field: "buildSettings", of: id, with: .dictionary([("SDKROOT", .string(sdkroot))]))
        }
        let project = try #require(fixture.read(PBXProjFixture.Form.ascii).value)
        var cache = XCConfigFileCache()
        let levels = ProjectSettings(
            project: project, fileSystem: ProjectFixtures.layeredFiles, environment: Self.environment
        )
        .levels(target: project.targets.first, configuration: "Debug", cache: &cache)
        #expect(levels.parameters.sdk == expected)
    }
}
