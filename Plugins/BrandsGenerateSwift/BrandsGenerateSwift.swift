import Foundation
import PackagePlugin

/// A build-tool plugin that runs `brands generate swift` for a target, so the target compiles the typed
/// configuration of the clone its `CLONE_<ID>` compilation condition selects (`Clone.current`).
///
/// The workspace is the package's root (or, in Xcode, the project's folder). The file is written to the plugin's
/// work folder as `CloneConfiguration.swift`; its inputs are every file under `Brands/` and `Configs/` and
/// `brands.json`, so the command reruns only when one of them changes.
@main
struct BrandsGenerateSwift: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        [
            try Self.command(
                tool: context.tool(named: "brands").url, root: context.package.directoryURL,
                workDirectory: context.pluginWorkDirectoryURL, targetName: target.name)
        ]
    }

    /// The one command: `brands generate swift --output <work>/CloneConfiguration.swift --root <root>`.
    static func command(tool: URL, root: URL, workDirectory: URL, targetName: String) -> Command {
        let output = workDirectory.appendingPathComponent("CloneConfiguration.swift")
        return .buildCommand(
            displayName: "Generating CloneConfiguration.swift for \(targetName) with brands",
            executable: tool,
            arguments: ["generate", "swift", "--output", output.path, "--root", root.path],
            inputFiles: inputs(of: root),
            outputFiles: [output])
    }

    /// Every file the generated code can depend on: `brands.json`, and everything under `Brands/` and `Configs/`.
    static func inputs(of root: URL) -> [URL] {
        var files: [URL] = []
        let manifest = root.appendingPathComponent("brands.json")
        if FileManager.default.fileExists(atPath: manifest.path) { files.append(manifest) }
        for folder in ["Brands", "Configs"] {
            let url = root.appendingPathComponent(folder)
            guard
                let enumerator = FileManager.default.enumerator(
                    at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            else { continue }
            for case let file as URL in enumerator
            where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append(file)
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension BrandsGenerateSwift: XcodeBuildToolPlugin {
        /// In an Xcode project the workspace is the project's folder.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            [
                Self.command(
                    tool: try context.tool(named: "brands").url, root: context.xcodeProject.directoryURL,
                    workDirectory: context.pluginWorkDirectoryURL, targetName: target.displayName)
            ]
        }
    }
#endif
