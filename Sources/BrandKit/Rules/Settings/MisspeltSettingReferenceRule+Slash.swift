import Support
import XCConfig

extension MisspeltSettingReferenceRule {
    /// `'$(/)' expands to nothing, since no build setting is named '/': … gives …; write '/$()/' where '//' is meant`.
    ///
    /// `https:$(/)$(/)host`, passed around as the way to keep `//` out of reach of xcconfig comments, looks up a
    /// setting named `/`, which Xcode does not have: the value is `https:host` (musicreps' `OTA_RELEASE_BASE`).
    public static func slashMessage(written: String, value: String) -> String {
        "'\(written)' expands to nothing, since no build setting is named '/': '\(value)' gives "
            + "'\(withoutSlashReferences(value))'; write '/$()/' where '//' is meant"
    }

    /// The offset (in characters) of the first `$(/)` or `${/}` in `value` and how it is written; `nil` when it has
    /// none.
    static func slashReference(in value: String) -> (offset: Int, written: String)? {
        // Most values have no `/` right after `$(` or `${`: one pass over their bytes says so.
        guard Self.hasSlashReference(value.utf8) else { return nil }
        var offset = 0
        var rest = Substring(value)
        while !rest.isEmpty {
            for written in ["$(/)", "${/}"] where rest.hasPrefix(written) { return (offset, written) }
            rest = rest.dropFirst()
            offset += 1
        }
        return nil
    }

    /// Whether `bytes` hold `$(/)` or `${/}`.
    private static func hasSlashReference(_ bytes: String.UTF8View) -> Bool {
        var previous: (UInt8, UInt8, UInt8) = (0, 0, 0)
        for byte in bytes {
            if previous.0 == UInt8(ascii: "$") && previous.2 == UInt8(ascii: "/")
                && ((previous.1 == UInt8(ascii: "(") && byte == UInt8(ascii: ")"))
                    || (previous.1 == UInt8(ascii: "{") && byte == UInt8(ascii: "}")))
            {
                return true
            }
            previous = (previous.1, previous.2, byte)
        }
        return false
    }

    /// `value` with its `$(/)` and `${/}` taken out, as Xcode expands them.
    static func withoutSlashReferences(_ value: String) -> String {
        value.replacingOccurrences(of: "$(/)", with: "").replacingOccurrences(of: "${/}", with: "")
    }

    /// The finding for an assignment whose value refers to `/`, at the first such reference: its column in an
    /// xcconfig line written on one line, else the assignment's start.
    static func slashFinding(_ assignment: SettingAssignment, reference: (offset: Int, written: String))
        -> Diagnostic
    {
        let value = assignment.valueLocation
        let location =
            value.file.hasSuffix(".xcconfig") && assignment.valueContinuations.isEmpty
                && assignment.value.utf8.allSatisfy({ $0 < 0x80 })
            ? SourceLocation(file: value.file, line: value.line, column: value.column + reference.offset)
            : assignment.location
        return Diagnostic(
            description.severity, rule: description.id,
            slashMessage(written: reference.written, value: assignment.value), at: location)
    }
}
