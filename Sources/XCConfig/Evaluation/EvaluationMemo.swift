import Support

/// Values of assignments already evaluated, each kept with the context it depended on.
///
/// In Xcode a setting referenced while it is being evaluated resolves to its inherited value, so a value can
/// depend on what is in evaluation around it. It depends on that only through the settings on a cycle it looked
/// up outside its own evaluation: for each, the assignment that was in evaluation there (`dependencies` maps the
/// name id to it) or ``notInEvaluation``. A stored value is reused wherever its dependencies hold again, which
/// turns the factorial walk over cycles (Xcode's own, uncached) into one evaluation per distinct context.
struct EvaluationMemo {
    /// Marks a dependency on a setting that was not in evaluation (its winner was used).
    static let notInEvaluation = -1
    /// The most dependency shapes kept per assignment, so a lookup stays cheap; values in further shapes are
    /// simply computed again.
    static let maximumShapes = 16

    private struct Key: Hashable {
        var shape: [Int]
        var signature: [Int]
    }

    /// Values that depend on contexts, for one assignment.
    private struct Entries {
        /// The name-id lists (sorted) that stored values depend on.
        var shapes: [[Int]] = []
        var values: [Key: ExpandedText] = [:]
        /// Contexts evaluated once without storing the value.
        var seen: Set<Key> = []
    }

    /// Per assignment, the value that depends on nothing around it.
    private var contextFree: [ExpandedText?]
    /// Per assignment, whether a context-free value was evaluated once without being stored.
    private var seenContextFree: [Bool]
    private var entries: [Int: Entries] = [:]

    /// Creates an empty memo for `assignmentCount` assignments.
    init(assignmentCount: Int) {
        contextFree = Array(repeating: nil, count: assignmentCount)
        seenContextFree = Array(repeating: false, count: assignmentCount)
    }

    /// The stored value of `assignment` that depends on nothing around it, if there is one: the common case, found
    /// without describing the context.
    func contextFreeValue(of assignment: Int) -> ExpandedText? {
        contextFree[assignment]
    }

    /// The stored value of `assignment` in the context that `resolution` describes (for a name id, the
    /// assignment in evaluation or ``notInEvaluation``), with the dependencies it was stored under; `cost`
    /// grows by the name ids examined.
    func value(of assignment: Int, cost: inout Int, resolution: (Int) -> Int) -> (ExpandedText, [(Int, Int)])? {
        if let value = contextFree[assignment] { return (value, []) }
        // Most evaluations store nothing that depends on a context: no table to look in then.
        guard !entries.isEmpty, let stored = entries[assignment] else { return nil }
        for shape in stored.shapes {
            cost += shape.count
            let signature = shape.map(resolution)
            if let value = stored.values[Key(shape: shape, signature: signature)] {
                return (value, Array(zip(shape, signature)))
            }
        }
        return nil
    }

    /// Stores `value` of `assignment` under `dependencies`; with `always` false only the second time the same context
    /// finishes, so values evaluated once (older assignments pulled in by one `$(inherited)`) are not kept.
    ///
    /// Returns whether the value was stored.
    mutating func store(_ value: ExpandedText, of assignment: Int, dependencies: [Int: Int], always: Bool) -> Bool {
        if dependencies.isEmpty {
            if !always, !seenContextFree[assignment] {
                seenContextFree[assignment] = true
                return false
            }
            contextFree[assignment] = value
            return true
        }
        let shape = dependencies.keys.sorted()
        let key = Key(shape: shape, signature: shape.map { dependencies[$0] ?? Self.notInEvaluation })
        // Taken out while changed, so its tables are not copied.
        var stored = entries.removeValue(forKey: assignment) ?? Entries()
        defer { entries[assignment] = stored }
        if !always, stored.seen.insert(key).inserted { return false }
        if !stored.shapes.contains(shape) {
            guard stored.shapes.count < Self.maximumShapes else { return false }
            stored.shapes.append(shape)
        }
        stored.values[key] = value
        return true
    }
}
