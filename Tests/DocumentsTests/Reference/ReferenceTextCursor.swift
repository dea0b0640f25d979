// A frozen copy of TextCursor and FirstKeys as of commit 611e995, before the readers were made faster: the straightforward
// definition the differential tests (ReaderDifferentialTests) compare the readers against. Do not optimise it.
import Documents
import Support

/// Walks UTF-8 bytes while keeping the 1-based line and column of the current byte, so text readers can
/// report exact positions in linear time.
///
/// Columns count Unicode scalars: a UTF-8 lead byte moves the column, continuation bytes do not. `\n`, `\r\n`
/// and a lone `\r` each end a line.
struct ReferenceTextCursor {
    /// The whole input.
    let bytes: [UInt8]
    /// The file name put into locations.
    let file: String
    /// The offset of the current byte.
    private(set) var index: Int
    /// The 1-based line of the current byte.
    private(set) var line = 1
    /// The 1-based column of the current byte.
    private(set) var column = 1

    /// Creates a cursor at byte `index` (line 1, column 1).
    init(_ bytes: [UInt8], file: String, startingAt index: Int = 0) {
        self.bytes = bytes
        self.file = file
        self.index = index
    }

    /// Whether every byte has been consumed.
    var isAtEnd: Bool { index >= bytes.count }

    /// The current byte, or `nil` at the end.
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The byte `offset` places after the current one, or `nil` past the end.
    func peek(_ offset: Int) -> UInt8? {
        let position = index + offset
        return position >= 0 && position < bytes.count ? bytes[position] : nil
    }

    /// Where the current byte is.
    var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// Moves past the current byte.
    mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte == 0x0D {
            if index < bytes.count && bytes[index] == 0x0A {
                column += 1
            } else {
                line += 1
                column = 1
            }
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// Moves past `count` bytes.
    mutating func advance(by count: Int) {
        for _ in 0..<count { advance() }
    }

    /// Moves past ASCII bytes other than `<` and `&` (text in XML that needs no decoding).
    mutating func advanceOverPlainASCII() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte < 0x80, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") else { return }
            advance()
        }
    }

    /// Whether the input continues with `prefix` at the current byte.
    func hasPrefix(_ prefix: String) -> Bool {
        var position = index
        for byte in prefix.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    /// The length (1–4) of the well-formed UTF-8 sequence at the current byte, or `nil` when it is malformed
    /// (stray continuation byte, overlong form, surrogate, beyond U+10FFFF or cut short).
    func validUTF8Length() -> Int? {
        UTF8Validation.sequenceLength(in: bytes, at: index)
    }

    /// The Unicode scalar at the current byte when it is well-formed UTF-8.
    func currentScalar() -> Unicode.Scalar? {
        guard let length = validUTF8Length() else { return nil }
        let slice = bytes[index..<(index + length)]
        return String(decoding: slice, as: UTF8.self).unicodeScalars.first
    }

    /// The text of `bytes[range]`, which must be well-formed UTF-8.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

/// A byte printed for a message: `'x'` for printable ASCII, `U+000A` or `byte 0xFF` otherwise.
func referenceDescribeByte(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte < 0x80 { return "U+" + referenceHex(UInt32(byte), digits: 4) }
    return "byte 0x" + referenceHex(UInt32(byte), digits: 2)
}

/// `value` in upper-case hexadecimal, padded with zeros to `digits`.
func referenceHex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}

/// A member of an object or dictionary being read, for ``ReferenceFirstKeys``.
protocol ReferenceKeyedMember {
    /// The member's key.
    var key: String { get }
    /// Where the key is.
    var keyLocation: SourceLocation { get }
}

extension JSONMember: ReferenceKeyedMember {}
extension PlistMember: ReferenceKeyedMember {}

/// Where each key of one object or dictionary being read first appeared, to report later duplicates: the members
/// read so far are scanned while they are few, and their keys hashed once they are many.
///
/// Most objects hold a handful of keys, for which comparing them costs less than hashing them into a dictionary; the
/// members already hold the keys and their locations, so nothing is copied while they are few.
struct ReferenceFirstKeys {
    /// Up to this many members are scanned.
    static let scanLimit = 16

    /// Each key's first location, once the members outgrew the scan.
    private var index: [String: SourceLocation]?

    /// Where `key` first appeared, among `members` (the members read before it, in order) or the keys given before;
    /// `nil` after recording `location` as its first appearance, for a reader that appends the member only once its
    /// value is read.
    mutating func firstLocation<Member: ReferenceKeyedMember>(
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
