import Support

/// Reads the PostScript name (name ID 6) of TrueType and OpenType fonts and collections, the name apps pass
/// to `UIFont(name:size:)` and list under `UIAppFonts`.
///
/// Every read is bounds-checked: truncated or garbage files give `font_unreadable`, never a crash.
public enum FontFileReader {
    private typealias Message = FontDiagnostics.Message

    /// The PostScript name of the font, or of the first font of a collection (`ttcf`).
    public static func postScriptName(_ bytes: [UInt8], file: String) -> Parsed<String> {
        let all = postScriptNames(bytes, file: file, firstOnly: true)
        return Parsed(value: all.value?.first, diagnostics: all.diagnostics)
    }

    /// The PostScript names of every font in the file, in collection order; one name for a single font.
    ///
    /// Fonts of a collection that cannot be read are reported and left out.
    public static func postScriptNames(_ bytes: [UInt8], file: String) -> Parsed<[String]> {
        postScriptNames(bytes, file: file, firstOnly: false)
    }

    private static func postScriptNames(_ bytes: [UInt8], file: String, firstOnly: Bool) -> Parsed<[String]> {
        let reader = ByteReader(bytes: bytes)
        guard let signature = reader.uint32(at: 0) else {
            return failure(Message.truncated("font header"), file: file)
        }
        guard signature == 0x7474_6366 else {  // 'ttcf'
            switch font(at: 0, in: reader) {
            case .success(let name): return Parsed(value: [name])
            case .failure(let problem): return failure(problem.message, file: file)
            }
        }
        guard let count = reader.uint32(at: 8) else {
            return failure(Message.truncated("collection header"), file: file)
        }
        guard count > 0 else { return failure(Message.emptyCollection, file: file) }
        guard Int(count) <= (bytes.count - 12) / 4 else {
            return failure(Message.truncated("collection's font list"), file: file)
        }
        var names: [String] = []
        var diagnostics: [Diagnostic] = []
        for index in 0..<Int(firstOnly ? 1 : count) {
            guard let offset = reader.uint32(at: 12 + index * 4) else { break }
            switch font(at: Int(offset), in: reader) {
            case .success(let name): names.append(name)
            case .failure(let problem):
                diagnostics.append(
                    FontDiagnostics.unreadable("font \(index) of the collection: " + problem.message, in: file))
            }
        }
        return Parsed(value: names.isEmpty ? nil : names, diagnostics: diagnostics)
    }

    private static func failure(_ message: String, file: String) -> Parsed<[String]> {
        Parsed(value: nil, diagnostics: [FontDiagnostics.unreadable(message, in: file)])
    }

    private struct Problem: Error {
        var message: String
    }

    /// The PostScript name of the sfnt whose table directory starts at `start`; table offsets count from the
    /// start of the file, in collections too.
    private static func font(at start: Int, in reader: ByteReader) -> Result<String, Problem> {
        guard let version = reader.uint32(at: start), let tableCount = reader.uint16(at: start + 4) else {
            return .failure(Problem(message: Message.truncated("font header")))
        }
        // 0x00010000 (TrueType), 'OTTO' (CFF OpenType), 'true' (old Apple TrueType).
        guard version == 0x0001_0000 || version == 0x4F54_544F || version == 0x7472_7565 else {
            return .failure(Problem(message: Message.unknownSignature(signatureText(version))))
        }
        var nameTable: (offset: Int, length: Int)?
        for index in 0..<Int(tableCount) {
            let record = start + 12 + index * 16
            guard let tag = reader.uint32(at: record), let offset = reader.uint32(at: record + 8),
                let length = reader.uint32(at: record + 12)
            else { return .failure(Problem(message: Message.truncated("table directory"))) }
            if tag == 0x6E61_6D65 {  // 'name'
                nameTable = (Int(offset), Int(length))
                break
            }
        }
        guard let nameTable else { return .failure(Problem(message: Message.missingNameTable)) }
        guard reader.contains(nameTable.offset, count: nameTable.length) else {
            return .failure(Problem(message: Message.truncated("'name' table")))
        }
        return postScriptName(inNameTable: nameTable.offset, length: nameTable.length, reader: reader)
    }

    private static func postScriptName(inNameTable table: Int, length: Int, reader: ByteReader) -> Result<
        String, Problem
    > {
        guard length >= 6, let count = reader.uint16(at: table + 2), let storage = reader.uint16(at: table + 4),
            6 + Int(count) * 12 <= length
        else { return .failure(Problem(message: Message.truncated("'name' table's records"))) }
        var candidates: [(rank: Int, platform: UInt16, start: Int, length: Int)] = []
        for index in 0..<Int(count) {
            let record = table + 6 + index * 12
            guard let platform = reader.uint16(at: record), let encoding = reader.uint16(at: record + 2),
                let nameID = reader.uint16(at: record + 6), let stringLength = reader.uint16(at: record + 8),
                let stringOffset = reader.uint16(at: record + 10), nameID == 6
            else { continue }
            let rank: Int
            switch (platform, encoding) {
            case (3, 1): rank = 0
            case (3, 10): rank = 1
            case (0, _): rank = 2
            case (1, 0): rank = 3
            default: continue
            }
            let start = table + Int(storage) + Int(stringOffset)
            candidates.append((rank, platform, start, Int(stringLength)))
        }
        var sawTruncated = false
        for candidate in candidates.sorted(by: { $0.rank < $1.rank }) {
            guard candidate.start + candidate.length <= table + length,
                let body = reader.bytes(at: candidate.start, count: candidate.length)
            else {
                sawTruncated = true
                continue
            }
            let name = candidate.platform == 1 ? MacRoman.decode(body) : decodeUTF16BigEndian(body)
            if !name.isEmpty { return .success(name) }
        }
        return .failure(
            Problem(message: sawTruncated ? Message.truncated("PostScript name string") : Message.missingPostScriptName)
        )
    }

    private static func decodeUTF16BigEndian(_ body: ArraySlice<UInt8>) -> String {
        let units = stride(from: body.startIndex, to: body.endIndex - 1, by: 2).map {
            UInt16(body[$0]) << 8 | UInt16(body[$0 + 1])
        }
        return String(decoding: units, as: UTF16.self)
    }

    private static func signatureText(_ value: UInt32) -> String {
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32($0))) }
        if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(decoding: bytes, as: UTF8.self) }
        return "0x" + hex(value, digits: 8)
    }
}

/// Big-endian reads that return `nil` instead of trapping past the end.
private struct ByteReader {
    let bytes: [UInt8]

    func contains(_ start: Int, count: Int) -> Bool {
        start >= 0 && count >= 0 && start <= bytes.count - count
    }

    func bytes(at start: Int, count: Int) -> ArraySlice<UInt8>? {
        contains(start, count: count) ? bytes[start..<(start + count)] : nil
    }

    func uint16(at start: Int) -> UInt16? {
        bytes(at: start, count: 2).map { UInt16($0[$0.startIndex]) << 8 | UInt16($0[$0.startIndex + 1]) }
    }

    func uint32(at start: Int) -> UInt32? {
        bytes(at: start, count: 4).map { $0.reduce(0) { $0 << 8 | UInt32($1) } }
    }
}
