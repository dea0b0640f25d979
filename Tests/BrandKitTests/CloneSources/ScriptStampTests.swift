import BrandFormats
import Support
import Testing

@testable import BrandKit

/// A build number a run-script phase writes into the built Info.plist is a placeholder in the files: cryptomator's
/// `CURRENT_PROJECT_VERSION = AUTOMATIC` (its phases run `PlistBuddy -c "Set :CFBundleVersion …"`) and eduvpn's
/// `auto-generated` (its phases run `Scripts/set_build_number.sh`) were invalid build numbers, and a release plan
/// promised a build the archive would not have.
@Suite struct ScriptStampTests {
    static let plistBuddy =
        "appBuild=`git rev-list --count HEAD`\n/usr/libexec/PlistBuddy -c \"Set :CFBundleVersion $appBuild\" "
        + "\"${TARGET_BUILD_DIR}/${INFOPLIST_PATH}\"\n"

    @Test func aScriptWritingTheKeyWithAPlistToolStampsIt() {
        #expect(ScriptStamp.writesPlistKey("CFBundleVersion", in: Self.plistBuddy))
        #expect(
            ScriptStamp.writesPlistKey(
                "CFBundleShortVersionString", in: "plutil -replace CFBundleShortVersionString -string 1.2 \"$P\"\n"))
        #expect(ScriptStamp.writesPlistKey("CFBundleVersion", in: "defaults write \"$P\" CFBundleVersion 3\n"))
        // PlistBuddy takes its commands in any case (colloquy's script runs `set :CFBundleVersion`); the key is matched
        // as written, since another spelling is another key.
        #expect(ScriptStamp.writesPlistKey("CFBundleVersion", in: "PlistBuddy -c \"set :CFBundleVersion 4\" \"$P\"\n"))
        #expect(ScriptStamp.writesPlistKey("CFBundleVersion", in: "PlistBuddy -c \"ADD CFBundleVersion string 4\" P\n"))
        #expect(!ScriptStamp.writesPlistKey("CFBundleVersion", in: "PlistBuddy -c \"set :cfbundleversion 4\" P\n"))
        // Reading it is no writing, nor is a comment.
        #expect(!ScriptStamp.writesPlistKey("CFBundleVersion", in: "echo $(defaults read \"$P\" CFBundleVersion)\n"))
        #expect(!ScriptStamp.writesPlistKey("CFBundleVersion", in: "# PlistBuddy -c 'Set :CFBundleVersion 1'\n"))
        #expect(!ScriptStamp.writesPlistKey("CFBundleShortVersionString", in: Self.plistBuddy))
        // tinode's script reads the build to write it into its settings bundle.
        let tinode =
            "v=$(/usr/libexec/PlistBuddy -c \"Print :CFBundleVersion\" \"$info_plist\")\n"
            + "/usr/libexec/PlistBuddy -c \"Set :PreferenceSpecifiers:1:DefaultValue $v\" \"$settings\"\n"
        #expect(!ScriptStamp.writesPlistKey("CFBundleVersion", in: tinode))
        // ONLYOFFICE's phase stops at its first line.
        #expect(
            !ScriptStamp.writesPlistKey(
                "CFBundleVersion", in: "#!/bin/bash\nexit 0 # in the build system\n" + Self.plistBuddy))
        // An exit inside a branch does not stop the rest.
        #expect(
            ScriptStamp.writesPlistKey(
                "CFBundleVersion", in: "if [ -z \"$CI\" ]; then\n  exit 0\nfi\n" + Self.plistBuddy))
        // Through a variable naming the tool.
        #expect(
            ScriptStamp.writesPlistKey(
                "CFBundleVersion", in: "PB=/usr/libexec/PlistBuddy\n$PB -c \"Set :CFBundleVersion 3\" \"$P\"\n"))
    }

    @Test func theScriptFilesAPhaseRunsAreFoundInTheRepository() {
        let script = """
            "$SRCROOT/Scripts/set_build_number.sh"
            ${PROJECT_DIR}/Scripts/b.py
            $(SRCROOT)/c.rb --flag
            (cd tools && ./d.sh)
            /usr/local/bin/e.sh
            ../../outside.sh
            swiftlint
            """
        #expect(
            ScriptStamp.scriptFiles(in: script, projectDirectory: "/r/App", root: "/r") == [
                "/r/App/Scripts/set_build_number.sh", "/r/App/Scripts/b.py", "/r/App/c.rb", "/r/App/tools/d.sh",
            ])
        // simlar-ios's `$SOURCE_ROOT`, and quotes around the folder alone.
        let quoted = "$SOURCE_ROOT/a.sh\n\"${SOURCE_ROOT}/b.sh\"\n\"$PROJECT_DIR\"/c.sh\n\"${SRCROOT}\"/d.sh\n"
        #expect(
            ScriptStamp.scriptFiles(in: quoted, projectDirectory: "/r", root: "/r") == [
                "/r/a.sh", "/r/b.sh", "/r/c.sh", "/r/d.sh",
            ])
    }

    /// A quoted path with spaces is one word, so CocoaPods' `"${PODS_ROOT}/Target Support Files/…-frameworks.sh"`
    /// is a path on another setting, not `Files/…-frameworks.sh` in the project's folder (datngoHD's white-label
    /// app listed that missing file as an input); a comment's apostrophe opens no quote.
    @Test func quotedPathsWithSpacesAreOneWord() {
        let script =
            "\"${PODS_ROOT}/Target Support Files/Pods-App/Pods-App-frameworks.sh\"\n"
            + "# Don't stamp on CI\n\"$SRCROOT/Scripts/my script.sh\" 'Scripts/b.sh'\ncd x; ./Tools/a\\ b.sh\n"
        #expect(
            ScriptStamp.shellWords(script) == [
                "${PODS_ROOT}/Target Support Files/Pods-App/Pods-App-frameworks.sh", "$SRCROOT/Scripts/my script.sh",
                "Scripts/b.sh", "cd", "x", "./Tools/a b.sh",
            ])
        #expect(
            ScriptStamp.scriptFiles(in: script, projectDirectory: "/r/ios", root: "/r") == [
                "/r/ios/Scripts/my script.sh", "/r/ios/Scripts/b.sh", "/r/ios/x/Tools/a b.sh",
            ])
    }

    /// A program run from a folder counts whatever its name.
    ///
    /// A Kotlin Multiplatform app's phase runs `./gradlew` from the repository's root to build its shared framework
    /// (Confetti), so a change to it touches the app. A path without an extension that is only an argument
    /// (`Config/x`) is not taken for one.
    @Test func aProgramRunFromAFolderCountsWithoutAnExtension() {
        let script = "cd \"$SRCROOT/..\"\n./gradlew :shared:embedAndSignAppleFrameworkForXcode\ncp Config/x out/\n./\n"
        #expect(
            ScriptStamp.scriptFiles(in: script, projectDirectory: "/r/iosApp", root: "/r") == ["/r/gradlew"])
    }

    /// A `cd` moves the folder relative paths are in (MAME4iOS's phase runs `cd ../../` then `./get-libmame.sh`, a
    /// script at the root; it was `xcode/MAME4iOS/get-libmame.sh`, which does not exist); after a `cd` to a folder
    /// another setting names, a relative path is not followed, one from `$SRCROOT` still is.
    @Test func aCdMovesTheFolderOfRelativePaths() {
        let script =
            "cd ../../\n./get-libmame.sh\ncd \"$SRCROOT\"/Tools\n./a.sh\ncd ${BUILT_PRODUCTS_DIR}\n./b.sh\n"
            + "\"$SRCROOT/c.sh\"\n"
        #expect(
            ScriptStamp.scriptFiles(in: script, projectDirectory: "/r/xcode/App", root: "/r") == [
                "/r/get-libmame.sh", "/r/xcode/App/Tools/a.sh", "/r/xcode/App/c.sh",
            ])
    }

    /// Each spelling of the project's folder becomes `.`; a longer name that starts like one (`$SRCROOT_EXTRA`) is
    /// another setting, and a path on it is not followed.
    @Test func theProjectFolderIsReadInEverySpelling() {
        for spelling in ["$(SRCROOT)", "${SRCROOT}", "$SRCROOT", "$(PROJECT_DIR)", "$PROJECT_DIR", "${SOURCE_ROOT}"] {
            #expect(ProjectFolderReference.relative(spelling + "/x.sh") == "./x.sh", "\(spelling)")
        }
        #expect(ProjectFolderReference.relative("$SRCROOT_EXTRA/x.sh") == "$SRCROOT_EXTRA/x.sh")
        #expect(ProjectFolderReference.relative("Scripts/x.sh") == "Scripts/x.sh")
        #expect(ScriptStamp.scriptFiles(in: "$SRCROOT_EXTRA/x.sh\n", projectDirectory: "/r", root: "/r").isEmpty)
    }

    /// The example project with ALPHA's target running `script` in a phase of its own, ALPHA's build number
    /// `AUTOMATIC`, and `files` added.
    static func files(script: String?, files added: [String: String] = [:]) -> [String: String] {
        var files = RuleExample.projectBaseline.resolvedFiles
        if let script {
            let quoted = script.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
            var lines = ExampleWorkspace.projectText.components(separatedBy: "\n")
            if let end = lines.lastIndex(of: "\t};") {
                lines.insert(
                    "\t\tSALPHA = {isa = PBXShellScriptBuildPhase; name = \"Set Build Number\"; "
                        + "shellScript = \"\(quoted)\"; };", at: end)
            }
            files[ExampleWorkspace.projectFile] = lines.joined(separator: "\n")
                .replacingOccurrences(of: "buildPhases = (RALPHA);", with: "buildPhases = (RALPHA, SALPHA);")
        }
        files["Configs/ALPHA-Debug.xcconfig"] = files["Configs/ALPHA-Debug.xcconfig"]?.replacingOccurrences(
            of: "CURRENT_PROJECT_VERSION = 1", with: "CURRENT_PROJECT_VERSION = AUTOMATIC")
        return files.merging(added) { $1 }
    }

    static func findings(_ files: [String: String]) -> [Diagnostic] {
        Validator(rules: [InvalidBuildSettingValueRule.self]).validate(
            ExampleLoader.load(files), today: RuleExampleTests.today)
    }

    @Test func aPlaceholderTheScriptReplacesIsNotChecked() {
        #expect(Self.findings(Self.files(script: Self.plistBuddy)) == [])
        // Through a script file of the repository, the same.
        let runner = Self.files(
            script: "\"$SRCROOT/Scripts/set_build_number.sh\"\n",
            files: ["Scripts/set_build_number.sh": "#!/bin/sh\n" + Self.plistBuddy])
        #expect(Self.findings(runner) == [])
        // Without the phase, or with one that writes something else, it is an invalid build number.
        #expect(Self.findings(Self.files(script: nil)).map(\.rule) == ["invalid_build_setting_value"])
        #expect(
            Self.findings(Self.files(script: "swiftlint\n")).map(\.rule) == ["invalid_build_setting_value"])
        let workspace = ExampleLoader.load(runner)
        #expect(
            workspace.clone("ALPHA")?.definition.scriptStamps.map(\.scriptFile) == ["Scripts/set_build_number.sh"])
        #expect(workspace.clone("BETA")?.definition.scriptStamps == [])
    }

    @Test func aReleasePlanSaysTheBuildDoesNotReachTheArchive() {
        var files = Self.files(script: Self.plistBuddy)
        files["Configs/ALPHA-Debug.xcconfig"] = files["Configs/ALPHA-Debug.xcconfig"]?.replacingOccurrences(
            of: "CURRENT_PROJECT_VERSION = AUTOMATIC", with: "CURRENT_PROJECT_VERSION = 1")
        let result = ReleasePlanner(workspace: ExampleLoader.load(files), today: ReleasePlannerTests.today).plan(
            ReleasePlannerTests.inputs("ALPHA/1.0.0/2"), existingTags: [])
        #expect(result.plans.count == 1)
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(
            result.diagnostics.first?.message
                == "the build 2 of 'ALPHA/1.0.0/2' does not reach the archive: the script phase 'Set Build Number' of "
                + "target 'ALPHA' writes CFBundleVersion into the Info.plist as the app builds, so the app gets what "
                + "the script writes; tag with the build the script gives, or have it leave CFBundleVersion alone in release builds"
        )
        #expect(result.diagnostics.first?.location.column == 13)
        #expect(result.diagnostics.first?.notes.first?.location?.file.hasSuffix(ExampleWorkspace.projectFile) == true)
    }

    /// A placeholder the Info.plist writes as it is, which the script replaces (TestBuildAutoRise's `Build and Version
    /// set By Build Phase`), is the warning alone, not also an error asking for `$(CURRENT_PROJECT_VERSION)`.
    @Test func aLiteralPlaceholderTheScriptReplacesIsOnlyTheWarning() {
        var files = Self.files(script: Self.plistBuddy)
        files["Configs/ALPHA-Debug.xcconfig"] = files["Configs/ALPHA-Debug.xcconfig"]?.replacingOccurrences(
            of: "CURRENT_PROJECT_VERSION = AUTOMATIC", with: "CURRENT_PROJECT_VERSION = 1")
        files["Brands/ALPHA/Info.plist"] = files["Brands/ALPHA/Info.plist"]?.replacingOccurrences(
            of: "$(CURRENT_PROJECT_VERSION)", with: "Set By Build Phase")
        let result = ReleasePlanner(workspace: ExampleLoader.load(files), today: ReleasePlannerTests.today).plan(
            ReleasePlannerTests.inputs("ALPHA/1.0.0/2"), existingTags: [])
        #expect(result.diagnostics.map(\.severity) == [.warning], "\(result.diagnostics.map(\.message))")
        #expect(result.plans.count == 1)
        // Without the script, the literal cannot be stamped.
        files[ExampleWorkspace.projectFile] = RuleExample.projectBaseline.resolvedFiles[ExampleWorkspace.projectFile]
        let plain = ReleasePlanner(workspace: ExampleLoader.load(files), today: ReleasePlannerTests.today).plan(
            ReleasePlannerTests.inputs("ALPHA/1.0.0/2"), existingTags: [])
        #expect(
            plain.diagnostics.contains { $0.rule == "release_not_stampable" && $0.severity == .error },
            "\(plain.diagnostics.map(\.message))")
    }

    /// An extension whose own phase writes its build (X-Schedule's widget runs `./buildNum.bash`) gets the warning,
    /// not the error that its literal build cannot be stamped.
    @Test func anExtensionsOwnScriptIsWarnedOfForIt() {
        let quoted = Self.plistBuddy.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
        var files = WidgetExample.files([
            (key: "CFBundleShortVersionString", value: "$(MARKETING_VERSION)"), (key: "CFBundleVersion", value: "0"),
        ])
        files[ExampleWorkspace.projectFile] = files[ExampleWorkspace.projectFile]?.replacingOccurrences(
            of: "buildPhases = (); dependencies = (); name = ALPHAWidget;",
            with: "buildPhases = (SWALPHA); dependencies = (); name = ALPHAWidget;"
        ).replacingOccurrences(
            of: "\t\tAWALPHA = {",
            with:
                "\t\tSWALPHA = {isa = PBXShellScriptBuildPhase; name = \"Build Number\"; shellScript = \"\(quoted)\"; };\n"
                + "\t\tAWALPHA = {")
        #expect(files[ExampleWorkspace.projectFile]?.contains("buildPhases = (SWALPHA)") == true)
        let result = ReleasePlanner(workspace: ExampleLoader.load(files), today: ReleasePlannerTests.today).plan(
            ReleasePlannerTests.inputs("ALPHA/1.0.0/2"), existingTags: [])
        #expect(result.diagnostics.map(\.severity) == [.warning], "\(result.diagnostics.map(\.message))")
        #expect(result.diagnostics.first?.message.contains("of target 'ALPHAWidget'") == true)
        // With the app's own phase writing the build too, one warning names both (cryptomator's app and three
        // extensions were four), with a note at each phase.
        files[ExampleWorkspace.projectFile] = files[ExampleWorkspace.projectFile]?.replacingOccurrences(
            of: "buildPhases = (RALPHA", with: "buildPhases = (SALPHA, RALPHA"
        ).replacingOccurrences(
            of: "\t\tAWALPHA = {",
            with:
                "\t\tSALPHA = {isa = PBXShellScriptBuildPhase; name = \"Set Build\"; shellScript = \"\(quoted)\"; };\n"
                + "\t\tAWALPHA = {")
        #expect(files[ExampleWorkspace.projectFile]?.contains("buildPhases = (SALPHA, RALPHA") == true)
        let both = ReleasePlanner(workspace: ExampleLoader.load(files), today: ReleasePlannerTests.today).plan(
            ReleasePlannerTests.inputs("ALPHA/1.0.0/2"), existingTags: [])
        #expect(both.diagnostics.map(\.severity) == [.warning], "\(both.diagnostics.map(\.message))")
        #expect(
            both.diagnostics.first?.message.contains(
                "the script phase 'Set Build' of target 'ALPHA' writes CFBundleVersion into the Info.plist as the app "
                    + "builds, and phases of target 'ALPHAWidget' do the same in theirs") == true,
            "\(both.diagnostics.map(\.message))")
        #expect(
            both.diagnostics.first?.notes.map(\.message) == ["the phase is here", "the phase of 'ALPHAWidget' is here"])
    }
}
