import XCConfig

/// Known names grouped by length, so that a near miss is looked for only among names of a length it could have.
///
/// Most candidates are ruled out without an edit distance: the letters one name has and the other lacks (counted
/// with repeats) each need an edit, so their number is a lower bound of the distance. The bound holds for names of
/// ASCII characters, which build setting names are; other names are compared in full.
struct NearMissIndex {
    private var namesByLength: [Int: [Candidate]] = [:]

    /// A known name and its UTF-8 bytes.
    private struct Candidate {
        var name: String
        var bytes: [UInt8]
        var isASCII: Bool
    }

    /// Indexes `names`.
    init(_ names: Set<String>) {
        for name in names {
            let bytes = Array(name.utf8)
            namesByLength[name.count, default: []].append(
                Candidate(name: name, bytes: bytes, isASCII: bytes.allSatisfy { $0 < 0x80 }))
        }
        for length in namesByLength.keys { namesByLength[length]?.sort { $0.name < $1.name } }
    }

    /// See ``UnknownBuildSettingRule/nearMiss(_:in:)``.
    func nearMiss(_ name: String) -> String? {
        let length = name.count
        guard length >= 6 else { return nil }
        let limit = length >= 12 ? 2 : 1
        let bytes = Array(name.utf8)
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        var counts = [Int](repeating: 0, count: 128)
        if isASCII { for byte in bytes { counts[Int(byte)] += 1 } }
        var remaining = counts
        var best: (name: String, distance: Int)?
        for candidateLength in (length - limit)...(length + limit) {
            for candidate in namesByLength[candidateLength] ?? [] {
                let bound = best.map { Swift.min($0.distance - 1, limit) } ?? limit
                if isASCII && candidate.isASCII {
                    // Letters in common, counted with repeats; `remaining` is put back for the next candidate.
                    var common = 0
                    for byte in candidate.bytes where remaining[Int(byte)] > 0 {
                        remaining[Int(byte)] -= 1
                        common += 1
                    }
                    for byte in candidate.bytes { remaining[Int(byte)] = counts[Int(byte)] }
                    if Swift.max(bytes.count, candidate.bytes.count) - common > bound { continue }
                }
                let distance = EditDistance.between(name, candidate.name, limit: limit)
                if distance <= limit && distance < (best?.distance ?? Int.max) { best = (candidate.name, distance) }
            }
        }
        return best?.name
    }
}
