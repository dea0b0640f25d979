import Support
import XCConfig
import XcodeProject

extension ProjectCloneBuilder {
    /// The targets of other projects that `targets` (the app, its extensions and their dependencies, of `clone`'s
    /// project) depend on, as parts whose files count for `brands affected` (no configurations of theirs are read).
    ///
    /// Explicitly, through a project reference (ish's `deps/libarchive.xcodeproj`, target `libarchive`), or
    /// implicitly, by linking a product built by a target of another project the workspace lists (deltachat-ios
    /// links `DcCore.framework` from `DcCore/DcCore.xcodeproj`), as Xcode builds implicit dependencies. A project a
    /// dependency names that cannot be read is added to `missing`.
    func externalDependencies(
        of targets: [ProjectTarget], clone: ProjectClone, index: inout ProjectIndex, missing: inout [String]
    ) -> [ProductTargetDefinition] {
        let project = clone.project
        var found: [(ProjectTarget, XcodeProjectModel)] = []
        var seen: Set<String> = []
        func add(_ target: ProjectTarget, in other: XcodeProjectModel) {
            if seen.insert(other.path + "\u{0}" + target.id).inserted { found.append((target, other)) }
        }
        for target in targets {
            for dependency in target.dependencies {
                guard case .externalTarget(let id, let reference?) = dependency.kind,
                    let path = project.references[reference]?.resolvedPath.absolutePath
                else { continue }
                guard let other = index.project(at: path), let external = other.target(id: id) else {
                    // A project that is not there (a submodule not checked out) still makes the app.
                    if index.project(at: path) == nil, !missing.contains(path) { missing.append(path) }
                    continue
                }
                add(external, in: other)
            }
        }
        // Products linked by name that no target of the project builds, looked for in the workspace's projects: the
        // project's own products are known once (asking for each file went through every target, 94M instructions on
        // the project workspace).
        let ownProducts = index.productReferences(of: project)
        let linked = Set(
            targets.flatMap { target in
                target.buildPhases.flatMap(\.files).compactMap { file -> String? in
                    guard let id = file.fileReferenceID, let node = project.references[id],
                        node.sourceTree == "BUILT_PRODUCTS_DIR", !ownProducts.contains(id)
                    else { return nil }
                    return node.path.map { Path.lastComponent(of: $0) }
                }
            })
        if !linked.isEmpty, let workspace = clone.workspace ?? index.buildingWorkspace(of: project.path) {
            let listed = index.workspace(at: workspace)
            var unresolved = linked
            var unreadable: [String] = []
            for path in listed?.projects.map(\.path) ?? [] where Path.normalize(path) != project.path {
                guard let other = index.project(at: path) else {
                    unreadable.append(Path.normalize(path))
                    continue
                }
                for target in other.targets {
                    guard let product = target.productReferenceID.flatMap({ other.references[$0]?.path }),
                        linked.contains(Path.lastComponent(of: product))
                    else { continue }
                    unresolved.remove(Path.lastComponent(of: product))
                    add(target, in: other)
                }
            }
            // A product no project there builds may be built by one that is not there (Trio links LoopKit.framework
            // from `LoopKit/LoopKit.xcodeproj`, in a submodule CI does not check out): which one cannot be told, so
            // each such project makes the app, as a dependency's project that is not there does.
            if !unresolved.isEmpty {
                for path in unreadable where !missing.contains(path) { missing.append(path) }
            }
        }
        return found.map { target, other in
            ProductTargetDefinition(
                part: .dependency, name: target.name, id: target.id, productType: target.productType,
                files: index.files(of: target, in: other),
                synchronizedFolders: Self.synchronizedFolders(
                    of: target, in: other, packages: index.synchronizedPackageFolders(of: other)),
                location: target.location)
        }
    }
}
