import BrandKit
import Support
import Testing

/// A script a phase runs by a path written with a setting of the project's own is followed as one written with
/// `$SRCROOT` is: colloquy's "Update Build Number" phase runs
/// `${COLLOQUY_WORKSPACE_ROOT}/Tools/writeVersionToInfoPlist.sh`, the setting being `$(SRCROOT)` in the project's
/// configurations, and a change to the script touched no clone.
@Suite struct AffectedScriptSettingTests {
    /// The product fixture whose project's configurations set `settings`, and whose app runs `script` in a phase.
    static func workspace(settings: String, script: String, files: [String: String] = [:]) -> Workspace {
        let quoted = script.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
        var text = ProductProjectFixture.projectText(
            addingAppPhase: "VersionApp",
            objects: "\t\tVersionApp = {isa = PBXShellScriptBuildPhase; files = (); name = \"Update Build Number\"; "
                + "shellPath = /bin/bash; shellScript = \"\(quoted)\"; };")
        for (configuration, version) in [("Debug", "2.0"), ("Release", "2.1")] {
            let project = "buildSettings = {MARKETING_VERSION = \(version); }; name = \(configuration); };"
            precondition(text.contains(project), "the fixture changed")
            text = text.replacingOccurrences(
                of: project,
                with: "buildSettings = {MARKETING_VERSION = \(version); \(settings)}; "
                    + "name = \(configuration); };")
        }
        var changes: [String: String?] = ["Product.xcodeproj/project.pbxproj": text]
        for (path, contents) in files { changes[path] = contents }
        return ProductProjectFixture.load(changing: changes)
    }

    static let colloquy =
        "${COLLOQUY_WORKSPACE_ROOT}/Tools/writeVersionToInfoPlist.sh --infoPlist \"${BUILT_PRODUCTS_DIR}/${INFOPLIST_PATH}\"\n"

    @Test func aScriptNamedFromAProjectSettingTouchesTheClone() {
        let workspace = Self.workspace(
            settings: "COLLOQUY_WORKSPACE_ROOT = \"$(SRCROOT)\"; ", script: Self.colloquy,
            files: ["Tools/writeVersionToInfoPlist.sh": "#!/bin/bash\n"])
        let result = AffectedClones(workspace: workspace).compute(changes: [
            ChangedPath("Tools/writeVersionToInfoPlist.sh")
        ])
        #expect(result.clones.map(\.clone) == ["App"], "\(result)")
        #expect(result.clones.first?.reasons.first?.cause == .phaseInput("App"))
    }

    /// A setting assigned nowhere (a variable of the script's own) names no known path, and one that is a folder
    /// outside the repository names none of its files: neither is followed.
    @Test(arguments: ["", "COLLOQUY_WORKSPACE_ROOT = /opt/colloquy; "])
    func aScriptNamedFromAnUnknownOrOutsideFolderIsNotFollowed(settings: String) {
        let workspace = Self.workspace(
            settings: settings, script: Self.colloquy, files: ["Tools/writeVersionToInfoPlist.sh": "#!/bin/bash\n"])
        let inputs = workspace.clones.first { $0.id == "App" }?.inputs.entries.map(\.path) ?? []
        #expect(!inputs.contains { $0.hasSuffix("writeVersionToInfoPlist.sh") }, "\(inputs)")
        let result = AffectedClones(workspace: workspace).compute(changes: [
            ChangedPath("Tools/writeVersionToInfoPlist.sh")
        ])
        #expect(result.clones.isEmpty, "\(result)")
    }

    /// The scripts CocoaPods writes, which its phases run from `${PODS_ROOT}`, are left as they were: the Pods
    /// folder's when it is committed (Clendar's, falcon's), nothing before `pod install`.
    @Test func aScriptCocoaPodsWritesIsNotAPhaseInput() {
        let script = "\"${PODS_ROOT}/Target Support Files/Pods-App/Pods-App-frameworks.sh\"\n"
        let workspace = Self.workspace(
            settings: "PODS_ROOT = \"${SRCROOT}/Pods\"; ", script: script,
            files: ["Pods/Target Support Files/Pods-App/Pods-App-frameworks.sh": "#!/bin/sh\n"])
        let inputs = workspace.clones.first { $0.id == "App" }?.inputs.entries.map(\.path) ?? []
        #expect(!inputs.contains { $0.hasSuffix("Pods-App-frameworks.sh") }, "\(inputs)")
    }

    /// A setting that differs by configuration names a script in each: both are the clone's.
    @Test func eachConfigurationsScriptTouchesTheClone() {
        let workspace = Self.workspace(
            settings: "TOOLS = \"$(SRCROOT)/Tools/$(CONFIGURATION)\"; ", script: "\"$TOOLS/stamp.sh\"\n",
            files: ["Tools/Debug/stamp.sh": "", "Tools/Release/stamp.sh": ""])
        for path in ["Tools/Debug/stamp.sh", "Tools/Release/stamp.sh"] {
            let result = AffectedClones(workspace: workspace).compute(changes: [ChangedPath(path)])
            #expect(result.clones.map(\.clone) == ["App"], "\(path): \(result)")
        }
    }

    /// The script such a phase runs is read for the version it writes, as one named from `$SRCROOT` is.
    @Test func theScriptIsReadForTheVersionItWrites() {
        let writes = "#!/bin/bash\n/usr/libexec/PlistBuddy -c \"Set :CFBundleVersion $build\" \"$2\"\n"
        let workspace = Self.workspace(
            settings: "COLLOQUY_WORKSPACE_ROOT = \"$(SRCROOT)\"; ", script: Self.colloquy,
            files: ["Tools/writeVersionToInfoPlist.sh": writes])
        let stamps = workspace.clones.first { $0.id == "App" }?.definition.scriptStamps ?? []
        #expect(stamps.map(\.scriptFile) == ["Tools/writeVersionToInfoPlist.sh"], "\(stamps)")
        #expect(stamps.map(\.key) == ["CFBundleVersion"])
    }
}
