import Support

/// Finds the settings that can be referenced while they are being evaluated: those on a cycle of references.
///
/// Only such a setting's lookup can depend on what is in evaluation around it (Xcode then takes its inherited
/// value), so only lookups of these names make a value depend on its context. Edges go from a setting to every
/// name its values reference literally; a computed name such as `$(A_$(B))` may be anything, so it counts as
/// an edge to every setting. `$(inherited)` (or `$(value)`) stays on the same setting and adds no edge.
package enum ReferenceCycles {
    /// For each name id, whether the name is on a cycle (a self-reference counts).
    package static func namesOnCycles(
        programs: [ValueProgram], nameIDsOfAssignments: [Int], nameIDs: SettingNameIndex
    ) -> [Bool] {
        let nameCount = nameIDs.count
        // Node `nameCount` stands for "any name": it has an edge to every name.
        let wildcard = nameCount
        var edges = Array(repeating: [Int](), count: nameCount + 1)
        edges[wildcard] = Array(0..<nameCount)
        for (index, program) in programs.enumerated() {
            let from = nameIDsOfAssignments[index]
            for key in program.referenceKeys {
                if let key {
                    if let to = nameIDs[key: key] { edges[from].append(to) }
                } else {
                    edges[from].append(wildcard)
                }
            }
        }
        let components = stronglyConnectedComponents(edges)
        var componentSizes = Array(repeating: 0, count: nameCount + 1)
        for component in components { componentSizes[component] += 1 }
        return (0..<nameCount).map { node in
            componentSizes[components[node]] > 1 || edges[node].contains(node)
        }
    }

    /// The component id of every node (Tarjan's algorithm, iterative so that long chains need no native stack).
    private static func stronglyConnectedComponents(_ edges: [[Int]]) -> [Int] {
        let count = edges.count
        var index = Array(repeating: -1, count: count)
        var lowLink = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var component = Array(repeating: -1, count: count)
        var stack: [Int] = []
        var nextIndex = 0
        var nextComponent = 0
        // Each call frame: the node and how many of its edges were taken.
        var calls: [(node: Int, edge: Int)] = []
        for root in 0..<count where index[root] < 0 {
            calls.append((root, 0))
            while let (node, edge) = calls.last {
                if edge == 0 {
                    index[node] = nextIndex
                    lowLink[node] = nextIndex
                    nextIndex += 1
                    stack.append(node)
                    onStack[node] = true
                }
                if edge < edges[node].count {
                    calls[calls.count - 1].edge += 1
                    let next = edges[node][edge]
                    if index[next] < 0 {
                        calls.append((next, 0))
                    } else if onStack[next] {
                        lowLink[node] = min(lowLink[node], index[next])
                    }
                    continue
                }
                calls.removeLast()
                if let parent = calls.last { lowLink[parent.node] = min(lowLink[parent.node], lowLink[node]) }
                guard lowLink[node] == index[node] else { continue }
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = nextComponent
                    if member == node { break }
                }
                nextComponent += 1
            }
        }
        return component
    }
}
