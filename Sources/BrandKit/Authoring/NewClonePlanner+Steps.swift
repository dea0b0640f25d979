import Support
import XCConfig

extension NewClonePlanner {
    /// What is left to do by hand after copying `source` as `id`: a bundle identifier of its own when none was given,
    /// its own artwork and values, and the Xcode project.
    func manualSteps(id: String, source: LoadedClone, files: [NewClonePlan.File], oldBundle: String?) -> [String] {
        var steps: [String] = []
        // The id may have renamed the bundle identifier already (com.example.alpha → com.example.gamma).
        let holders = files.filter { file in
            oldBundle.map { file.isText && String(decoding: file.bytes, as: UTF8.self).contains($0) } ?? false
        }.map { workspace.relativePath($0.path) }
        if let oldBundle, !holders.isEmpty {
            let places = " (in \(holders.joined(separator: ", ")))"
            steps.append(
                "give \(id) a bundle identifier of its own: it still has \(source.id)'s \(oldBundle)\(places); or run "
                    + "again with --bundle-id")
        }
        if let configFile = files.first(where: { $0.sourcePath == source.definition.configFile }) {
            steps.append(
                "review the values copied from \(source.id) in \(workspace.relativePath(configFile.path)) (API URL, "
                    + "keys, flags) and set \(id)'s own")
        }
        let artwork = files.filter { file in
            source.definition.catalogs.contains { file.sourcePath.hasPrefix($0 + "/") }
                || source.definition.fontFiles.contains(file.sourcePath)
        }
        if !artwork.isEmpty {
            let catalogs = source.definition.catalogs.map {
                CloneTextRewriter.forCopy(of: source.id, as: id, displayNames: [], name: nil, bundleIdentifier: nil)
                    .rewrite(workspace.relativePath($0)).text
            }
            steps.append(
                "replace \(source.id)'s app icon, colours and fonts with \(id)'s own"
                    + (catalogs.isEmpty ? "" : " in \(catalogs.joined(separator: ", "))"))
        }
        steps += XcodeProjectHints(workspace: workspace, fileSystem: fileSystem).additionSteps(
            id: id, copying: source, files: files.map(\.path))
        return steps
    }
}
