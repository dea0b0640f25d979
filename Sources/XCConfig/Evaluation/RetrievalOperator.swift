import Foundation

/// An operator written without an argument, as in `$(X:upper)`: it maps the value to a new one.
package enum RetrievalOperator: String, Sendable, Hashable, CaseIterable {
    case upper, lower, quote, identifier, rfc1034identifier, c99extidentifier
    case dir, file, base, suffix, standardizepath, not

    /// The operator applied to a whole value.
    ///
    /// An empty value stays empty, except for `not`, which gives `YES`.
    package func apply(to value: String) -> String {
        if value.isEmpty { return self == .not ? "YES" : "" }
        switch self {
        case .upper: return value.uppercased()
        case .lower: return value.lowercased()
        case .quote: return Self.quoted(value)
        case .identifier: return Self.identifier(value, replacement: "_", keepsUnderscore: true)
        case .rfc1034identifier: return Self.identifier(value, replacement: "-", keepsUnderscore: false)
        case .c99extidentifier: return Self.c99ExtendedIdentifier(value)
        case .dir: return PathOperations.directory(of: value)
        case .file: return Path.lastComponent(of: value)
        case .base: return PathOperations.baseName(of: value)
        case .suffix: return PathOperations.suffix(of: value)
        case .standardizepath: return PathOperations.standardize(value)
        case .not: return value == "YES" ? "NO" : "YES"
        }
    }

    /// A backslash before space, tab, CR, LF, `\`, `"` and `'`.
    private static func quoted(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            if [" ", "\t", "\r", "\n", "\\", "\"", "'"].contains(scalar) { result.unicodeScalars.append("\\") }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// Every character outside `[A-Za-z0-9]` (and `_` when kept) becomes `replacement`, as does a leading digit.
    ///
    /// Works per character of the canonically decomposed form, as Xcode does, so `é` becomes one `_`.
    private static func identifier(_ value: String, replacement: Character, keepsUnderscore: Bool) -> String {
        var result = ""
        for (offset, character) in value.decomposedStringWithCanonicalMapping.enumerated() {
            let isLetter = character.isASCII && character.isLetter
            let isDigit = character.isASCII && character.isNumber && offset > 0
            let isKept =
                isLetter || isDigit || (keepsUnderscore && character == "_")
                || (!keepsUnderscore && character == "-")
            result.append(isKept ? character : replacement)
        }
        return result
    }

    /// A C99 extended identifier: letters and digits of any script are kept, anything else becomes `_`, and a leading
    /// digit becomes `_`.
    ///
    /// Approximates Xcode's table of C99 Annex D ranges with Unicode properties.
    private static func c99ExtendedIdentifier(_ value: String) -> String {
        var scalars: [Unicode.Scalar] = value.precomposedStringWithCanonicalMapping.unicodeScalars.map { scalar in
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                let isWord =
                    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
                    || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
                return isWord ? scalar : "_"
            }
            let properties = scalar.properties
            return properties.isAlphabetic || properties.numericType == .decimal ? scalar : "_"
        }
        if let first = scalars.first, first.properties.numericType == .decimal { scalars[0] = "_" }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }
}
