import XCConfig

extension ModelBuilder {
    /// Every `isa` of a node of the group tree.
    static let referenceISAs = [
        "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileReference", "PBXReferenceProxy",
        "PBXFileSystemSynchronizedRootGroup",
    ]

    /// Builds every node of the group tree with its path resolved: parents from groups' `children`, then paths
    /// from the top down, so a node's `<group>` path joins its parent's resolved path.
    mutating func buildReferences() {
        var parents: [String: String] = [:]
        var children: [String: [String]] = [:]
        for object in graph.orderedObjects {
            guard let kind = ReferenceNode.Kind(isa: object.isa), kind.isGroup else { continue }
            let members = references("children", of: object, kinds: Self.referenceISAs).map(\.id)
            children[object.id] = members
            for member in members where parents[member] == nil && member != object.id { parents[member] = object.id }
        }
        var resolved: [String: ReferencePath] = [:]
        for object in graph.orderedObjects {
            guard let kind = ReferenceNode.Kind(isa: object.isa) else { continue }
            let path = resolvePath(of: object.id, parents: &parents, resolved: &resolved)
            let fileType = string("explicitFileType", of: object) ?? string("lastKnownFileType", of: object)
            references[object.id] = ReferenceNode(
                id: object.id, kind: kind, name: string("name", of: object), path: string("path", of: object),
                sourceTree: string("sourceTree", of: object), resolvedPath: path, parentID: parents[object.id],
                childIDs: children[object.id] ?? [], fileType: fileType,
                exceptionSetIDs: object[field: "exceptions"]?.arrayElements?.compactMap(\.stringValue) ?? [],
                explicitFolders: kind == .synchronizedFolder ? strings("explicitFolders", of: object) : [],
                location: object.location)
        }
    }

    /// The resolved path of node `id`: its ancestors are resolved first, walking up with an explicit list; a
    /// cycle of groups is reported once and cut where it closes.
    private mutating func resolvePath(
        of id: String, parents: inout [String: String], resolved: inout [String: ReferencePath]
    ) -> ReferencePath {
        if let known = resolved[id] { return known }
        var chain = [id]
        var onChain: Set<String> = [id]
        while let parent = parents[chain[chain.count - 1]], resolved[parent] == nil {
            guard onChain.insert(parent).inserted else {
                if let group = graph[parent] { report(Diagnostics.groupCycle(parent, at: group.location)) }
                parents[chain[chain.count - 1]] = nil
                break
            }
            chain.append(parent)
        }
        for node in chain.reversed() {
            guard let object = graph[node] else { continue }
            let parentPath = parents[node].flatMap { resolved[$0] }
            resolved[node] = ReferencePath.resolve(
                path: object[field: "path"]?.stringValue ?? "",
                sourceTree: object[field: "sourceTree"]?.stringValue, parent: parentPath,
                projectDirectory: projectDirectory)
        }
        return resolved[id] ?? .absolute(projectDirectory)
    }
}
