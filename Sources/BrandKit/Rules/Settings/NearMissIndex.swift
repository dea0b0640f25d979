import XCConfig

/// Known names grouped by length, so that a near miss is looked for only among names of a length it could have.
///
/// Most candidates are ruled out without an edit distance: the letters one name has and the other lacks (counted
/// with repeats) each need an edit, so their number is a lower bound of the distance. The bound holds for names of
/// ASCII characters, which build setting names are; other names are compared in full.
package struct NearMissIndex: Sendable {
    private var namesByLength: [Int: [Candidate]] = [:]

    /// A known name and its UTF-8 bytes.
    private struct Candidate: Sendable {
        var name: String
        var bytes: [UInt8]
        var isASCII: Bool
    }

    /// The known build settings, indexed once for the process: indexing a thousand names costs more than checking a
    /// run of clones, and every run of every validation asks with the same ones (plus a schema's few).
    package static let knownBuildSettings = NearMissIndex(KnownBuildSettings.names)

    /// Indexes `names`.
    package init(_ names: Set<String>) {
        for name in names { insert(name) }
        for length in namesByLength.keys { namesByLength[length]?.sort { $0.name < $1.name } }
    }

    /// This index with `names` added, the same as indexing its names and `names` together.
    ///
    /// `known` says which names the index has already.
    package func adding(_ names: some Sequence<String>, except known: Set<String>) -> NearMissIndex {
        var index = self
        var lengths = Set<Int>()
        for name in Set(names) where !known.contains(name) {
            index.insert(name)
            lengths.insert(name.count)
        }
        for length in lengths { index.namesByLength[length]?.sort { $0.name < $1.name } }
        return index
    }

    /// Adds `name` to its length's list, unsorted.
    private mutating func insert(_ name: String) {
        let bytes = Array(name.utf8)
        namesByLength[name.count, default: []].append(
            Candidate(name: name, bytes: bytes, isASCII: bytes.allSatisfy { $0 < 0x80 }))
    }

    /// See ``UnknownBuildSettingRule/nearMiss(_:in:)``.
    package func nearMiss(_ name: String) -> String? {
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
