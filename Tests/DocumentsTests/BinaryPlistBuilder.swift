/// A tiny test-only `bplist00` encoder: objects are listed explicitly and refer to each other by index, so
/// tests can build shapes a real encoder never writes (cycles, bad references, odd integer sizes).
struct BinaryPlistBuilder {
    enum Object {
        case bool(Bool)
        /// An integer stored in `size` bytes (1, 2, 4, 8 or 16), big-endian.
        case integer(Int, size: Int)
        case real(Double)
        case float(Float)
        case date(Double)
        case data([UInt8])
        case ascii(String)
        case utf16(String)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
        /// Bytes written as they are.
        case raw([UInt8])
    }

    var objects: [Object]
    var top = 0
    var referenceSize = 1

    func build() -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += encode(object)
        }
        let offsetSize = bytes.count < 256 ? 1 : (bytes.count < 65_536 ? 2 : 4)
        let tableStart = bytes.count
        for offset in offsets { bytes += bigEndian(UInt64(offset), size: offsetSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        bytes += bigEndian(UInt64(objects.count), size: 8)
        bytes += bigEndian(UInt64(top), size: 8)
        bytes += bigEndian(UInt64(tableStart), size: 8)
        return bytes
    }

    private func encode(_ object: Object) -> [UInt8] {
        switch object {
        case .bool(let flag): return [flag ? 0x09 : 0x08]
        case .integer(let value, let size):
            let exponent = [1: 0, 2: 1, 4: 2, 8: 3, 16: 4][size] ?? 3
            let upper: [UInt8] = size == 16 ? bigEndian(value < 0 ? UInt64.max : 0, size: 8) : []
            return [0x10 | UInt8(exponent)] + upper + bigEndian(UInt64(bitPattern: Int64(value)), size: min(size, 8))
        case .real(let value): return [0x23] + bigEndian(value.bitPattern, size: 8)
        case .float(let value): return [0x22] + bigEndian(UInt64(value.bitPattern), size: 4)
        case .date(let value): return [0x33] + bigEndian(value.bitPattern, size: 8)
        case .data(let body): return header(0x4, count: body.count) + body
        case .ascii(let text): return header(0x5, count: text.utf8.count) + Array(text.utf8)
        case .utf16(let text):
            let units = Array(text.utf16)
            return header(0x6, count: units.count) + units.flatMap { bigEndian(UInt64($0), size: 2) }
        case .array(let references):
            return header(0xA, count: references.count)
                + references.flatMap { bigEndian(UInt64($0), size: referenceSize) }
        case .dictionary(let keys, let values):
            return header(0xD, count: keys.count)
                + (keys + values).flatMap { bigEndian(UInt64($0), size: referenceSize) }
        case .raw(let bytes): return bytes
        }
    }

    private func header(_ kind: UInt8, count: Int) -> [UInt8] {
        if count < 15 { return [kind << 4 | UInt8(count)] }
        return [kind << 4 | 0x0F, 0x12] + bigEndian(UInt64(count), size: 4)
    }

    private func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}
