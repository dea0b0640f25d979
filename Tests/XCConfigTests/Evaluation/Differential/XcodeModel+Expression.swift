/// Reading a value while evaluating it, in the order swift-build's `MacroExpressionParser` calls its delegate.
extension XcodeModel {
    /// A whole user-defined value (`parseAsStringList`), evaluated as a string.
    mutating func expandList(_ reader: inout Reader, context: [Int]) -> Buffer? {
        var result = Buffer.untouched
        while let byte = reader.current {
            switch byte {
            case UInt8(ascii: "\\"):
                // The backslash is emitted (string form only) and the byte after it is literal, even a `$`.
                result.append([byte])
                reader.skip()
                if let escaped = reader.current {
                    result.append([escaped])
                    reader.skip()
                }
            case UInt8(ascii: "$"):
                guard let substituted = substitution(&reader, context: context) else { return nil }
                result.merge(substituted)
            default:
                // Quotes and whitespace only steer list splitting; as a string they are plain text.
                result.append([byte])
                reader.skip()
            }
        }
        return result
    }

    /// What starts at a `$`: a reference, `$$`, or a literal `$`.
    mutating func substitution(_ reader: inout Reader, context: [Int]) -> Buffer? {
        reader.skip()
        guard let next = reader.current else { return Buffer("$") }
        switch next {
        case UInt8(ascii: "("): return bracketed(&reader, closing: UInt8(ascii: ")"), context: context)
        case UInt8(ascii: "{"): return bracketed(&reader, closing: UInt8(ascii: "}"), context: context)
        case UInt8(ascii: "["): return bracketed(&reader, closing: UInt8(ascii: "]"), context: context)
        case UInt8(ascii: "$"):
            reader.skip()
            return Buffer("$")
        default:
            guard Self.isLetterOrUnderscore(next) else { return Buffer("$") }
            return bare(&reader, context: context)
        }
    }

    /// `$NAME`, whose name runs over letters, digits, `_` and `.`, plus a directly following `$(…)`.
    mutating func bare(_ reader: inout Reader, context: [Int]) -> Buffer? {
        var name: [UInt8] = []
        while let byte = reader.current, Self.isLetterOrUnderscore(byte) || Self.isDigit(byte) || byte == 0x2E {
            name.append(byte)
            reader.skip()
        }
        if reader.current == UInt8(ascii: "$"), reader.position + 1 < reader.bytes.count,
            reader.bytes[reader.position + 1] == UInt8(ascii: "(")
        {
            guard let suffix = substitution(&reader, context: context) else { return nil }
            name += suffix.bytes
        }
        return lookUp(String(decoding: name, as: UTF8.self), bare: true, context: context)
    }

    /// `$(NAME:op:op=argument)`.
    mutating func bracketed(_ reader: inout Reader, closing: UInt8, context: [Int]) -> Buffer? {
        reader.skip()
        guard let name = fragment(&reader, closing: closing, context: context),
            var value = lookUp(name, bare: false, context: context)
        else { return nil }
        while reader.current == UInt8(ascii: ":") {
            reader.skip()
            var operatorName: [UInt8] = []
            while let byte = reader.current, Self.isOperatorCharacter(byte) {
                operatorName.append(byte)
                reader.skip()
            }
            let op = String(decoding: operatorName, as: UTF8.self)
            guard let stop = reader.current else { break }
            if stop == UInt8(ascii: ":") || stop == closing {
                if !op.isEmpty, value.appended, let result = XcodeModelOperators.retrieve(op, value.text) {
                    value = Buffer(result)
                }
            } else if stop == UInt8(ascii: "="), !op.isEmpty {
                reader.skip()
                guard let argument = fragment(&reader, closing: closing, context: context) else { return nil }
                if value.appended, let result = XcodeModelOperators.replace(op, value.text, argument: argument) {
                    value = Buffer(result)
                } else if !value.appended, op == "default" {
                    value = Buffer(argument)
                }
            } else {
                // A missing operator name before `=`, or a character no operator name has: skip, unparsed.
                while let byte = reader.current, byte != UInt8(ascii: ":"), byte != closing { reader.skip() }
            }
        }
        if reader.current == closing { reader.skip() }
        return value
    }

    /// A name or an argument: text up to `:` or `closing`, with references expanded.
    mutating func fragment(_ reader: inout Reader, closing: UInt8, context: [Int]) -> String? {
        var text: [UInt8] = []
        while let byte = reader.current, byte != UInt8(ascii: ":"), byte != closing {
            if byte == UInt8(ascii: "$") {
                guard let substituted = substitution(&reader, context: context) else { return nil }
                text += substituted.bytes
            } else {
                text.append(byte)
                reader.skip()
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    static func isLetterOrUnderscore(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
    }

    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// `[A-Za-z0-9_.+-]`.
    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        isLetterOrUnderscore(byte) || isDigit(byte) || byte == 0x2E || byte == 0x2B || byte == 0x2D
    }
}
