import XCConfig

/// A member of an object or dictionary being read, for ``FirstKeys``.
protocol KeyedMember {
    /// The member's key.
    var key: String { get }
    /// Where the key is.
    var keyLocation: SourceLocation { get }
}

extension JSONMember: KeyedMember {}
extension PlistMember: KeyedMember {}

/// Where each key of one object or dictionary being read first appeared, to report later duplicates: the members
/// read so far are scanned while they are few, and their keys hashed once they are many.
///
/// Most objects hold a handful of keys, for which comparing them costs less than hashing them into a dictionary; the
/// members already hold the keys and their locations, so nothing is copied while they are few.
struct FirstKeys {
    /// Up to this many members are scanned.
    static let scanLimit = 16

    /// Each key's first location, once the members outgrew the scan.
    private var index: [String: SourceLocation]?

    /// Where `key` first appeared, among `members` (the members read before it, in order) or the keys given before;
    /// `nil` after recording `location` as its first appearance, for a reader that appends the member only once its
    /// value is read.
    mutating func firstLocation<Member: KeyedMember>(
        of key: String, recording location: SourceLocation, among members: [Member]
    ) -> SourceLocation? {
        if index == nil {
            if members.count <= Self.scanLimit {
                for member in members where member.key == key { return member.keyLocation }
                return nil
            }
            var built: [String: SourceLocation] = [:]
            for member in members where built[member.key] == nil { built[member.key] = member.keyLocation }
            index = built
        }
        if let first = index?[key] { return first }
        index?[key] = location
        return nil
    }
}
