import XCConfig

/// Where each key of one object or dictionary being read first appeared, to report later duplicates: the keys read
/// so far are scanned while they are few, and hashed once they are many.
///
/// Most objects hold a handful of keys, for which comparing them costs less than hashing them into a dictionary.
struct FirstKeys {
    /// Up to this many distinct keys are scanned.
    static let scanLimit = 16

    private var keys: [(key: String, location: SourceLocation)] = []
    private var index: [String: SourceLocation] = [:]
    private var isIndexed = false

    /// Where `key` first appeared; `nil` after recording `location` as its first appearance.
    mutating func firstLocation(of key: String, recording location: SourceLocation) -> SourceLocation? {
        if isIndexed {
            if let first = index[key] { return first }
            index[key] = location
            return nil
        }
        for known in keys where known.key == key { return known.location }
        keys.append((key, location))
        if keys.count > Self.scanLimit {
            for known in keys { index[known.key] = known.location }
            keys = []
            isIndexed = true
        }
        return nil
    }
}
