import Support
import XCConfig

extension ModelBuilder {
    /// Every `isa` of a node of the group tree.
    static let referenceISAs = [
        "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileReference", "PBXReferenceProxy",
        "PBXFileSystemSynchronizedRootGroup",
    ]

    /// Builds every node of the group tree with its path resolved: parents from groups' `children`, then paths
    /// from the top down, so a node's `<group>` path joins its parent's resolved path.
    ///
    /// A node listed by two groups belongs to the first; groups that contain each other (and so are reached from
    /// no top-level group) are reported once and resolved as if they had no parent.
    mutating func buildReferences() {
        var parents: [Int: Int] = [:]
        var children: [Int: [Int]] = [:]
        var nodes: [Int] = []
        for (index, object) in graph.orderedObjects.enumerated() {
            guard let kind = ReferenceNode.Kind(isa: object.isa) else { continue }
            nodes.append(index)
            guard kind.isGroup else { continue }
            let members = referenceIndices("children", of: object, kinds: Self.referenceISAs)
            children[index] = members
            for member in members where parents[member] == nil && member != index { parents[member] = index }
        }
        var resolved: [Int: ReferencePath] = [:]
        resolved.reserveCapacity(nodes.count)
        // Top-level nodes first, then any left over, which lie on a cycle of groups.
        var pending = nodes.filter { parents[$0] == nil }.reversed().map { ($0, Optional<ReferencePath>.none) }
        var leftOver = nodes.makeIterator()
        while true {
            guard let (index, parentPath) = pending.popLast() else {
                guard let next = leftOver.next() else { break }
                guard resolved[next] == nil else { continue }
                let cycleStart = graph.orderedObjects[next]
                report(Diagnostics.groupCycle(cycleStart.id, at: cycleStart.location))
                pending.append((next, nil))
                continue
            }
            guard resolved[index] == nil else { continue }
            let object = graph.orderedObjects[index]
            let path = ReferencePath.resolve(
                path: object[field: "path"]?.stringValue ?? "", sourceTree: object[field: "sourceTree"]?.stringValue,
                parent: parentPath, projectDirectory: projectDirectory)
            resolved[index] = path
            for child in (children[index] ?? []).reversed() where resolved[child] == nil && parents[child] == index {
                pending.append((child, path))
            }
        }
        references.reserveCapacity(nodes.count)
        for index in nodes {
            let object = graph.orderedObjects[index]
            guard let kind = ReferenceNode.Kind(isa: object.isa) else { continue }
            let fileType = string("explicitFileType", of: object) ?? string("lastKnownFileType", of: object)
            references[object.id] = ReferenceNode(
                id: object.id, kind: kind, name: string("name", of: object), path: string("path", of: object),
                sourceTree: string("sourceTree", of: object),
                resolvedPath: resolved[index] ?? .absolute(projectDirectory),
                parentID: parents[index].map { graph.orderedObjects[$0].id },
                childIDs: children[index].map { $0.map { graph.orderedObjects[$0].id } } ?? [], fileType: fileType,
                exceptionSetIDs: object[field: "exceptions"]?.arrayElements?.compactMap(\.stringValue) ?? [],
                explicitFolders: kind == .synchronizedFolder ? strings("explicitFolders", of: object) : [],
                location: object.location)
        }
    }
}
