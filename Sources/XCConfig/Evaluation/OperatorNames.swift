/// Lookup and suggestions over operator names.
package enum OperatorNames {
    /// Every operator name, retrieval and replacement.
    package static let all: [String] =
        RetrievalOperator.allCases.map(\.rawValue) + ReplacementOperator.allCases.map(\.rawValue)

    /// The known name closest to `name`, when it is close enough to be a likely typo.
    package static func suggestion(for name: String) -> String? {
        let scored = all.map { ($0, editDistance(name.lowercased(), $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(1, best.0.count / 3) ? best.0 : nil
    }

    /// Levenshtein distance over characters.
    private static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let lhs = Array(lhs)
        let rhs = Array(rhs)
        if lhs.isEmpty { return rhs.count }
        var previous = Array(0...rhs.count)
        for (row, left) in lhs.enumerated() {
            var current = [row + 1] + Array(repeating: 0, count: rhs.count)
            for (column, right) in rhs.enumerated() {
                current[column + 1] = Swift.min(
                    previous[column + 1] + 1, current[column] + 1, previous[column] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[rhs.count]
    }
}
