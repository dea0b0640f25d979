/// Builds minimal sfnt fonts and collections in memory for tests: a table directory and a `name` table.
enum SFNTBuilder {
    struct NameRecord {
        var platform: UInt16
        var encoding: UInt16
        var nameID: UInt16 = 6
        var bytes: [UInt8]

        static func windows(_ text: String, nameID: UInt16 = 6) -> NameRecord {
            NameRecord(
                platform: 3, encoding: 1, nameID: nameID,
                bytes: Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        }

        static func mac(_ bytes: [UInt8], nameID: UInt16 = 6) -> NameRecord {
            NameRecord(platform: 1, encoding: 0, nameID: nameID, bytes: bytes)
        }
    }

    /// One font whose table offsets are counted from `base`, the font's position in its file.
    static func font(version: UInt32 = 0x0001_0000, names: [NameRecord], includeNameTable: Bool = true, base: Int = 0)
        -> [UInt8]
    {
        let tables: [(tag: String, body: [UInt8])] =
            [("head", [UInt8](repeating: 0, count: 8))] + (includeNameTable ? [("name", nameTable(names))] : [])
        var bytes = be32(version) + be16(UInt16(tables.count)) + [0, 0, 0, 0, 0, 0]
        var offset = 12 + tables.count * 16
        for table in tables {
            bytes += Array(table.tag.utf8) + be32(0) + be32(UInt32(base + offset)) + be32(UInt32(table.body.count))
            offset += table.body.count
        }
        for table in tables { bytes += table.body }
        return bytes
    }

    /// A `ttcf` collection of fonts built by `makeFont(base)`.
    static func collection(_ makeFonts: [(Int) -> [UInt8]]) -> [UInt8] {
        var bytes = Array("ttcf".utf8) + be32(0x0001_0000) + be32(UInt32(makeFonts.count))
        let headerSize = 12 + makeFonts.count * 4
        var bodies: [UInt8] = []
        var offsets: [UInt8] = []
        for make in makeFonts {
            let base = headerSize + bodies.count
            offsets += be32(UInt32(base))
            bodies += make(base)
        }
        bytes += offsets + bodies
        return bytes
    }

    static func nameTable(_ names: [NameRecord]) -> [UInt8] {
        let storageStart = 6 + names.count * 12
        var table = be16(0) + be16(UInt16(names.count)) + be16(UInt16(storageStart))
        var storage: [UInt8] = []
        for record in names {
            table += be16(record.platform) + be16(record.encoding) + be16(0x409) + be16(record.nameID)
            table += be16(UInt16(record.bytes.count)) + be16(UInt16(storage.count))
            storage += record.bytes
        }
        return table + storage
    }

    static func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
    static func be32(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32($0))) }
    }
}
