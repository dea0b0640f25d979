import Foundation
import PackagePlugin

/// `swift package brands <arguments>`: runs the `brands` executable of this package on the package's workspace.
///
/// The arguments are passed through unchanged (`swift package brands validate NWD --format github`); the current
/// folder is the package's root, so the workspace is found there unless `--root` says otherwise. The exit code of
/// `brands` becomes the plugin's: a failure of `brands` fails `swift package`.
@main
struct BrandsCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "brands")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // Exiting with brands' own status keeps 1 (findings) and 64 (usage) apart for scripts.
            exit(process.terminationReason == .exit ? process.terminationStatus : 1)
        }
    }
}
