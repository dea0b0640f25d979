/// The optimal-string-alignment edit distance (Levenshtein plus adjacent transpositions), used for
/// "did you mean …" suggestions throughout the package.
public enum EditDistance {
    /// The number of single-character insertions, deletions, substitutions and adjacent transpositions
    /// that turn `lhs` into `rhs`, comparing `Character`s exactly.
    ///
    /// With a `limit`, the computation stops as soon as the distance must exceed it and returns `limit + 1`,
    /// so comparing a long argument against many candidates stays cheap. Memory is linear in `rhs`.
    public static func between(_ lhs: String, _ rhs: String, limit: Int? = nil) -> Int {
        let source = Array(lhs)
        let target = Array(rhs)
        let cap = limit.map { max(0, $0) }
        if let cap, abs(source.count - target.count) > cap { return cap + 1 }
        if source.isEmpty { return cap.map { min(target.count, $0 + 1) } ?? target.count }
        if target.isEmpty { return cap.map { min(source.count, $0 + 1) } ?? source.count }

        // Three rolling rows: the one before the previous is needed for transpositions.
        var beforePrevious = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for i in 1...source.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...target.count {
                let cost = source[i - 1] == target[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if let cap, rowMinimum > cap { return cap + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        let distance = previous[target.count]
        if let cap, distance > cap { return cap + 1 }
        return distance
    }
}

/// Picks the candidate a mistyped name most likely meant.
public enum Suggestion {
    /// The largest edit distance still worth suggesting for `input`: 1 up to 3 characters, 2 up to 8,
    /// then 3, so short names do not attract unrelated suggestions.
    public static func maximumDistance(for input: String) -> Int {
        switch input.count {
        case ..<4: 1
        case ..<9: 2
        default: 3
        }
    }

    /// The candidate closest to `input` (compared case-insensitively) within ``maximumDistance(for:)``, or `nil` when
    /// none is close enough.
    ///
    /// Ties go to the earlier candidate, so the answer is deterministic for a given order; `input` itself is never
    /// suggested.
    public static func closest(to input: String, in candidates: some Sequence<String>) -> String? {
        guard !input.isEmpty else { return nil }
        let limit = maximumDistance(for: input)
        let needle = input.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != input {
            let distance = EditDistance.between(needle, candidate.lowercased(), limit: limit)
            guard distance <= limit else { continue }
            if best == nil || distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }
}
