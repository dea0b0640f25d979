import Support

/// Lookup and suggestions over operator names.
package enum OperatorNames {
    /// Every operator name, retrieval and replacement.
    package static let all: [String] =
        RetrievalOperator.allCases.map(\.rawValue) + ReplacementOperator.allCases.map(\.rawValue)

    /// Every operator name's characters, made once rather than at every suggestion.
    private static let allCharacters: [[Character]] = all.map(Array.init)

    /// The largest edit distance at which any name is suggested: a third of the longest name.
    private static let largestAcceptedDistance = all.map { max(1, $0.count / 3) }.max() ?? 1

    /// The known name closest to `name`, when it is close enough to be a likely typo.
    ///
    /// Distances are computed only up to the largest that could be accepted, so a long unknown name (an operator name
    /// can be as long as its value) costs time linear in its length, not its length times every name's. The rows of
    /// the distance table are allocated once for all names.
    package static func suggestion(for name: String) -> String? {
        let lowered = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        var rows = DistanceRows()
        for (candidate, characters) in zip(all, allCharacters) {
            let distance = editDistance(lowered, characters, limit: largestAcceptedDistance, rows: &rows)
            if distance < best?.distance ?? Int.max { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(1, best.name.count / 3) else { return nil }
        return best.name
    }

    /// The two rows of the distance table, reused from one name to the next.
    private struct DistanceRows {
        var previous: [Int] = []
        var current: [Int] = []
    }

    /// Levenshtein distance over characters, or `limit + 1` as soon as it must exceed `limit`.
    private static func editDistance(_ lhs: [Character], _ rhs: [Character], limit: Int, rows: inout DistanceRows)
        -> Int
    {
        if abs(lhs.count - rhs.count) > limit { return limit + 1 }
        if lhs.isEmpty { return rhs.count }
        rows.previous.removeAll(keepingCapacity: true)
        rows.previous.append(contentsOf: 0...rhs.count)
        rows.current.removeAll(keepingCapacity: true)
        rows.current.append(contentsOf: repeatElement(0, count: rhs.count + 1))
        for (row, left) in lhs.enumerated() {
            rows.current[0] = row + 1
            var rowMinimum = rows.current[0]
            for (column, right) in rhs.enumerated() {
                rows.current[column + 1] = Swift.min(
                    rows.previous[column + 1] + 1, rows.current[column] + 1,
                    rows.previous[column] + (left == right ? 0 : 1))
                rowMinimum = Swift.min(rowMinimum, rows.current[column + 1])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&rows.previous, &rows.current)
        }
        return Swift.min(rows.previous[rhs.count], limit + 1)
    }
}
