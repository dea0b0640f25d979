import Support
import XCConfig
import XcodeProject

extension CloneReader {
    /// `product` read: the app takes the clone's `configurations`; every other target's configurations are
    /// evaluated the same way, and every target's files become inputs of the clone.
    func read(
        _ product: ProductDefinition, configurations: [LoadedConfiguration], inputs: inout CloneInputs,
        documents: inout DocumentReader
    ) -> CloneProduct {
        let app = ProductTarget(definition: product.app, configurations: configurations)
        addMembers(of: product.app, to: &inputs)
        func read(_ target: ProductTargetDefinition) -> ProductTarget {
            let loaded = target.configurations.map { configuration in
                self.read(configuration, inputs: &inputs, documents: &documents, target: target.name)
            }
            for path in target.missingXCConfigs {
                let role: CloneInputs.Role =
                    target.missingProjectXCConfigs.contains(path) ? .projectXCConfig : .xcconfig
                inputs.add(path, as: role, target: target.name)
            }
            addMembers(of: target, to: &inputs)
            return ProductTarget(definition: target, configurations: loaded)
        }
        let extensions = product.extensions.map(read)
        let dependencies = product.dependencies.map(read)
        return CloneProduct(app: app, extensions: extensions, dependencies: dependencies)
    }

    /// Records the files `target` builds as inputs: each file (a folder such as an asset catalog with everything in
    /// it), each synchronized folder it builds (less its exceptions), and each file an exception set adds, even once
    /// deleted, so that removing it counts.
    private func addMembers(of target: ProductTargetDefinition, to inputs: inout CloneInputs) {
        let role = target.part.memberRole
        for file in target.packageResolvedFiles {
            inputs.add(file, as: .packageResolved, target: target.name)
        }
        for folder in target.packageFolders {
            inputs.add(folder, as: .packageFolder, target: target.name, exceptions: packageExceptions(in: folder))
        }
        for spelled in target.memberPaths {
            // macOS volumes ignore case by default, so Xcode copies zotero's `bundled/` folder, which its project
            // spells `Bundled`: changes under the folder as it is on disk are the clone's.
            var path = spelled
            if !fileSystem.exists(spelled), let match = matchIgnoringCase(spelled) { path = match }
            inputs.add(path, as: fileSystem.isDirectory(path) ? .memberFolder : role, target: target.name)
        }
        for folder in target.synchronizedFolders {
            if folder.buildsFolder {
                inputs.add(folder.path, as: .memberFolder, target: target.name, exceptions: folder.exceptions)
            } else {
                for exception in folder.exceptions {
                    inputs.add(Path.join(folder.path, exception), as: role, target: target.name)
                }
            }
        }
    }

    /// The path on disk `spelled`, which does not exist, names regardless of case, if any: looked for among its
    /// folder's entries when that folder exists as spelled (a project's missing members mostly have one: the project
    /// workspace's 2,000 references cost 92M instructions walking every path), else component by component.
    private func matchIgnoringCase(_ spelled: String) -> String? {
        let folder = Path.directory(of: spelled)
        guard fileSystem.isDirectory(folder) else { return CaseInsensitivePath.match(spelled, in: fileSystem) }
        let name = Path.lastComponent(of: spelled)
        let length = name.utf8.count
        let lowered = name.lowercased()
        guard let entries = try? fileSystem.listing(of: folder),
            let entry = entries.first(where: { $0.name.utf8.count == length && $0.name.lowercased() == lowered })
        else { return nil }
        return Path.join(folder, entry.name)
    }

    /// What a local package's folder holds that is not built into the app: its tests (its `Tests` folder, by
    /// SwiftPM's convention), hidden folders, the files beside its manifest other than manifests and the lock file
    /// (a README, a Makefile), and the folders, two levels down at most, that hold a package of their own (isowords'
    /// app links products of the package at the repository's root, whose `App/` and `Bootstrap/` are packages apart:
    /// every change to the repository touched every clone).
    func packageExceptions(in folder: String) -> [String] {
        var exceptions = ["Tests"]
        func nestedPackages(in relative: String, depth: Int) {
            let path = relative.isEmpty ? folder : Path.join(folder, relative)
            guard let entries = try? fileSystem.listing(of: path) else { return }
            for (name, kind) in entries {
                let child = relative.isEmpty ? name : Path.join(relative, name)
                // A listing may not say what an entry is (a link, or a file system that does not tell).
                let isFolder = kind == .directory || (kind != .file && fileSystem.isDirectory(Path.join(folder, child)))
                if !isFolder {
                    let isManifest = name.hasPrefix("Package") && name.hasSuffix(".swift")
                    if depth == 0, !isManifest, name != "Package.resolved" { exceptions.append(child) }
                    continue
                }
                guard depth > 0 || name != "Tests" else { continue }
                if name.hasPrefix(".") || fileSystem.isFile(Path.join(Path.join(folder, child), "Package.swift")) {
                    exceptions.append(child)
                } else if depth < 1, name != "Sources" {
                    nestedPackages(in: child, depth: depth + 1)
                }
            }
        }
        nestedPackages(in: "", depth: 0)
        return exceptions
    }
}
