import Support

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
/// members already hold the keys and their locations, so nothing is copied while they are few. Two ASCII keys of
/// different lengths differ, which is found without comparing them; `==` on strings would first look for canonically
/// equivalent forms (`"\u{212A}" == "K"`), so keys not known to be ASCII are always compared.
struct FirstKeys {
    /// Up to this many members are scanned.
    static let scanLimit = 16

    /// Each key's first location, once the members outgrew the scan.
    private var index: [String: SourceLocation]?
    /// Bit `i` is set when the key of member `i` is known to be ASCII (members beyond the scan need no bit).
    private var asciiKeys: UInt32 = 0

    /// Where `key` first appeared among the members read before it, or `nil` after recording its first appearance.
    ///
    /// `members` are the members read before `key`, in order, or the keys given before; `location` is recorded for a
    /// reader that appends the member only once its value is read. `isASCII` says that the key is known to be ASCII
    /// (`false` when unsure); each call must be for the member that follows `members`.
    mutating func firstLocation<Member: KeyedMember>(
        of key: String, isASCII: Bool = false, recording location: @autoclosure () -> SourceLocation,
        among members: [Member]
    ) -> SourceLocation? {
        if index == nil {
            if members.count <= Self.scanLimit {
                let length = key.utf8.count
                let comparable = isASCII ? asciiKeys : 0
                for offset in members.indices {
                    if comparable & (1 << offset) != 0 && members[offset].key.utf8.count != length { continue }
                    if members[offset].key == key { return members[offset].keyLocation }
                }
                if isASCII && members.count < 32 { asciiKeys |= 1 << members.count }
                return nil
            }
            var built: [String: SourceLocation] = [:]
            for member in members where built[member.key] == nil { built[member.key] = member.keyLocation }
            index = built
        }
        if let first = index?[key] { return first }
        index?[key] = location()
        return nil
    }
}
