/// Lookup and suggestions over operator names.
package enum OperatorNames {
    /// Every operator name, retrieval and replacement.
    package static let all: [String] =
        RetrievalOperator.allCases.map(\.rawValue) + ReplacementOperator.allCases.map(\.rawValue)

    /// The largest edit distance at which any name is suggested: a third of the longest name.
    private static let largestAcceptedDistance = all.map { max(1, $0.count / 3) }.max() ?? 1

    /// The known name closest to `name`, when it is close enough to be a likely typo.
    ///
    /// Distances are computed only up to the largest that could be accepted, so a long unknown name (an operator name
    /// can be as long as its value) costs time linear in its length, not its length times every name's.
    package static func suggestion(for name: String) -> String? {
        let lowered = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in all {
            let distance = editDistance(lowered, Array(candidate), limit: largestAcceptedDistance)
            if distance < best?.distance ?? Int.max { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(1, best.name.count / 3) else { return nil }
        return best.name
    }

    /// Levenshtein distance over characters, or `limit + 1` as soon as it must exceed `limit`.
    private static func editDistance(_ lhs: [Character], _ rhs: [Character], limit: Int) -> Int {
        if abs(lhs.count - rhs.count) > limit { return limit + 1 }
        if lhs.isEmpty { return rhs.count }
        var previous = Array(0...rhs.count)
        var current = previous
        for (row, left) in lhs.enumerated() {
            current[0] = row + 1
            var rowMinimum = current[0]
            for (column, right) in rhs.enumerated() {
                current[column + 1] = Swift.min(
                    previous[column + 1] + 1, current[column] + 1, previous[column] + (left == right ? 0 : 1))
                rowMinimum = Swift.min(rowMinimum, current[column + 1])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return Swift.min(previous[rhs.count], limit + 1)
    }
}
