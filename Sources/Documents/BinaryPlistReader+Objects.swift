import Support

extension BinaryPlistReader {
    /// A decoded object: a finished value, or a container's references still to resolve.
    enum Object {
        case scalar(PlistNode)
        case container(isDictionary: Bool, keyReferences: [Int], valueReferences: [Int])
    }

    /// Decodes the object header at `reference`'s offset.
    mutating func decodeObject(_ reference: Int) -> Object? {
        guard let offset = offset(of: reference) else {
            return fail("object \(reference) has an offset outside the file")
        }
        let marker = bytes[offset]
        let high = marker >> 4
        let low = Int(marker & 0x0F)
        let location = SourceLocation.start(of: file)
        func scalar(_ value: PlistValue) -> Object { .scalar(PlistNode(value, at: location)) }
        switch high {
        case 0x0:
            switch marker {
            case 0x08: return scalar(.bool(false))
            case 0x09: return scalar(.bool(true))
            default: return fail("object \(reference) has unsupported type 0x\(hex(UInt32(marker), digits: 2))")
            }
        case 0x1:
            guard let integer = integer(at: offset + 1, sizeExponent: low) else {
                return fail("integer object \(reference) is truncated or larger than 64 bits")
            }
            return scalar(.integer(integer))
        case 0x2:
            guard let real = real(at: offset + 1, sizeExponent: low) else {
                return fail("real object \(reference) is truncated or not 4 or 8 bytes")
            }
            return scalar(.real(real))
        case 0x3:
            guard marker == 0x33, let date = real(at: offset + 1, sizeExponent: 3) else {
                return fail("date object \(reference) is truncated or malformed")
            }
            return scalar(.date(date))
        case 0x4, 0x5, 0x6, 0x7:
            let unitSize = high == 0x6 ? 2 : 1
            guard let (start, count) = lengthAndStart(at: offset, low: low),
                count <= (offsetTableStart - start) / unitSize
            else { return fail("object \(reference) runs past the end of the file") }
            let body = bytes[start..<(start + count * unitSize)]
            switch high {
            case 0x4: return scalar(.data(Array(body)))
            case 0x5: return scalar(.string(String(String.UnicodeScalarView(body.map { Unicode.Scalar($0) }))))
            case 0x6:
                let units = stride(from: start, to: start + count * 2, by: 2).map {
                    UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
                }
                return scalar(.string(String(decoding: units, as: UTF16.self)))
            default: return scalar(.string(String(decoding: body, as: UTF8.self)))
            }
        case 0x8:
            // A UID (keyed archives); kept as its integer value.
            guard let uid = objectUnsigned(at: offset + 1, size: low + 1) else {
                return fail("object \(reference) runs past the end of the file")
            }
            return scalar(.integer(Int(truncatingIfNeeded: uid)))
        case 0xA, 0xC, 0xD:
            let isDictionary = high == 0xD
            guard let (start, count) = lengthAndStart(at: offset, low: low),
                count <= (offsetTableStart - start) / referenceSize / (isDictionary ? 2 : 1)
            else { return fail("object \(reference) runs past the end of the file") }
            guard let references = references(at: start, count: isDictionary ? count * 2 : count) else {
                return fail("object \(reference) refers to an object that does not exist")
            }
            if isDictionary {
                return .container(
                    isDictionary: true, keyReferences: Array(references[..<count]),
                    valueReferences: Array(references[count...]))
            }
            return .container(isDictionary: false, keyReferences: [], valueReferences: references)
        default:
            return fail("object \(reference) has unsupported type 0x\(hex(UInt32(marker), digits: 2))")
        }
    }

    /// Where a variable-length object's body starts and its count: the low nibble, or an integer object
    /// after the marker when the nibble is 0xF.
    private func lengthAndStart(at offset: Int, low: Int) -> (Int, Int)? {
        guard low == 0x0F else { return (offset + 1, low) }
        guard offset + 1 < offsetTableStart, bytes[offset + 1] >> 4 == 0x1 else { return nil }
        let exponent = Int(bytes[offset + 1] & 0x0F)
        guard exponent <= 3, let count = integer(at: offset + 2, sizeExponent: exponent), count >= 0 else {
            return nil
        }
        return (offset + 2 + (1 << exponent), count)
    }

    /// `count` object references at `start`, each checked to be in the offset table.
    private func references(at start: Int, count: Int) -> [Int]? {
        var result: [Int] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            guard let reference = objectUnsigned(at: start + index * referenceSize, size: referenceSize),
                reference < UInt64(Int.max), offset(of: Int(reference)) != nil
            else { return nil }
            result.append(Int(reference))
        }
        return result
    }

    /// An integer of 2^`sizeExponent` bytes: 1, 2 and 4 bytes are unsigned, 8 signed, 16 when it fits in 64
    /// bits (unsigned values above `Int.max` are kept bit for bit, as in XML).
    private func integer(at position: Int, sizeExponent: Int) -> Int? {
        switch sizeExponent {
        case 0, 1, 2:
            return objectUnsigned(at: position, size: 1 << sizeExponent).map { Int($0) }
        case 3:
            return objectUnsigned(at: position, size: 8).map { Int(Int64(bitPattern: $0)) }
        case 4:
            guard let upper = objectUnsigned(at: position, size: 8),
                let lower = objectUnsigned(at: position + 8, size: 8)
            else {
                return nil
            }
            let value = Int64(bitPattern: lower)
            guard upper == 0 || upper == UInt64.max && value < 0 else { return nil }
            return Int(value)
        default:
            return nil
        }
    }

    /// Like ``unsigned(at:size:)`` but only within the object area, which ends where the offset table starts.
    private func objectUnsigned(at position: Int, size: Int) -> UInt64? {
        guard position <= offsetTableStart - size else { return nil }
        return unsigned(at: position, size: size)
    }

    private func real(at position: Int, sizeExponent: Int) -> Double? {
        switch sizeExponent {
        case 2: objectUnsigned(at: position, size: 4).map { Double(Float(bitPattern: UInt32($0))) }
        case 3: objectUnsigned(at: position, size: 8).map { Double(bitPattern: $0) }
        default: nil
        }
    }
}
