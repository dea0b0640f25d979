import Foundation
import Support
import XCConfig

/// Known names grouped by length, so that a near miss is looked for only among names of a length it could have.
///
/// Most candidates are ruled out without an edit distance, by two lower bounds that hold for names of ASCII
/// characters (build setting names are; other names are compared in full):
/// - Each edit (insertion, deletion, substitution or swap of neighbours) changes at most four of a name's runs of
///   three letters, so a name within `k` edits of another shares at least `n - 2 - 4k` of its `n - 2` runs, `n` the
///   longer length. Once an index has been asked often enough to repay it, the runs of the names it was made with
///   are sorted into a table, so a name looks up only the known names sharing runs with it, and counts them (names
///   added to an index later are few, and go without).
/// - The letters one name has and the other lacks (counted with repeats) each need an edit.
package struct NearMissIndex: Sendable {
    private var namesByLength: [Int: [Candidate]] = [:]
    /// The table of runs, shared by the copies of an index (``adding(_:except:)`` adds names without runs).
    private let runTable = RunTable()
    /// How many names are indexed: the next id.
    private var count = 0

    /// The runs of three bytes of the ASCII names an index was made with, each with the name's id (the run in the
    /// upper half, the id in the lower), once for each time a name has it, sorted; made on the index's
    /// ``RunTable/questionsBeforeTable``th question, as sorting them costs four times the questions before it (a
    /// validation of the sample asks a few; a project with a thousand custom settings, a thousand).
    private final class RunTable: @unchecked Sendable {
        /// How many questions are answered without the table.
        static let questionsBeforeTable = 16
        // Guarded by `lock`.
        private let lock = NSLock()
        private var questions = 0
        private var runs: [UInt64]?

        /// The sorted runs, made by `make` when this question is the one that repays it; `nil` before.
        func runs(making make: () -> [UInt64]) -> [UInt64]? {
            lock.withLock {
                if let runs { return runs }
                questions += 1
                guard questions > Self.questionsBeforeTable else { return nil }
                let made = make()
                runs = made
                return made
            }
        }
    }

    /// A known name and its UTF-8 bytes.
    private struct Candidate: Sendable {
        var id: Int
        var name: String
        var bytes: [UInt8]
        var isASCII: Bool
        /// Whether the name's runs are in ``NearMissIndex/runs``.
        var hasRuns: Bool
    }

    /// The known build settings, indexed once for the process: indexing a thousand names costs more than checking a
    /// run of clones, and every run of every validation asks with the same ones (plus a schema's few).
    package static let knownBuildSettings = NearMissIndex(sorted: KnownBuildSettings.sortedNames)

    /// Indexes `names`.
    package init(_ names: Set<String>) {
        for name in names { insert(name, indexingRuns: true) }
        for length in namesByLength.keys { namesByLength[length]?.sort { $0.name < $1.name } }
    }

    /// Indexes `names`, which are in ascending order without repeats (``KnownBuildSettings/sortedNames``): each
    /// length's names are then in order as they are added, and the index is the one ``init(_:)`` makes of them
    /// without sorting (comparing strings was a fifth of indexing the known names).
    package init(sorted names: [String]) {
        assert(zip(names, names.dropFirst()).allSatisfy { $0 < $1 }, "names out of order")
        for name in names { insert(name, indexingRuns: true) }
    }

    /// This index with `names` added, the same as indexing its names and `names` together.
    ///
    /// `known` says which names the index has already.
    package func adding(_ names: some Sequence<String>, except known: Set<String>) -> NearMissIndex {
        var index = self
        var lengths = Set<Int>()
        for name in Set(names) where !known.contains(name) {
            index.insert(name, indexingRuns: false)
            lengths.insert(name.count)
        }
        for length in lengths { index.namesByLength[length]?.sort { $0.name < $1.name } }
        return index
    }

    /// Adds `name` to its length's list, unsorted; its runs go into the table when `indexingRuns`.
    private mutating func insert(_ name: String, indexingRuns: Bool) {
        let bytes = Array(name.utf8)
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        // ASCII characters are one byte each, but for a carriage return and line feed, which are one character.
        let length = isASCII && !bytes.contains(UInt8(ascii: "\r")) ? bytes.count : name.count
        namesByLength[length, default: []].append(
            Candidate(id: count, name: name, bytes: bytes, isASCII: isASCII, hasRuns: indexingRuns && isASCII))
        count += 1
    }

    /// The runs of every name whose runs go into the table, sorted.
    private func sortedRuns() -> [UInt64] {
        var runs: [UInt64] = []
        for candidates in namesByLength.values {
            for candidate in candidates where candidate.hasRuns {
                Self.forEachRun(in: candidate.bytes) { runs.append(UInt64($0) << 32 | UInt64(candidate.id)) }
            }
        }
        return runs.sorted()
    }

    /// Calls `body` with each run of three bytes in `bytes`, as a number.
    private static func forEachRun(in bytes: [UInt8], _ body: (UInt32) -> Void) {
        guard bytes.count >= 3 else { return }
        for start in 0...(bytes.count - 3) {
            body(UInt32(bytes[start]) << 16 | UInt32(bytes[start + 1]) << 8 | UInt32(bytes[start + 2]))
        }
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
        // Runs shared with each known name (a run repeated in both counts more than once, which only raises the
        // count, so the bound still holds).
        let runs = isASCII ? runTable.runs(making: sortedRuns) : nil
        var shared = [Int](repeating: 0, count: runs == nil ? 0 : count)
        if let runs {
            Self.forEachRun(in: bytes) { run in
                let key = UInt64(run) << 32
                var low = 0
                var high = runs.count
                while low < high {
                    let middle = (low + high) / 2
                    if runs[middle] < key { low = middle + 1 } else { high = middle }
                }
                while low < runs.count, runs[low] >> 32 == UInt64(run) {
                    shared[Int(runs[low] & 0xFFFF_FFFF)] += 1
                    low += 1
                }
            }
        }
        var best: (name: String, distance: Int)?
        for candidateLength in (length - limit)...(length + limit) {
            for candidate in namesByLength[candidateLength] ?? [] {
                let bound = best.map { Swift.min($0.distance - 1, limit) } ?? limit
                if isASCII && candidate.isASCII {
                    let runCount = Swift.max(bytes.count, candidate.bytes.count) - 2
                    if runs != nil && candidate.hasRuns && shared[candidate.id] < runCount - 4 * bound { continue }
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
