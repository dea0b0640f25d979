// A frozen copy of XMLPlistReader+Scalars as of commit 611e995, before the readers were made faster: the straightforward
// definition the differential tests (ReaderDifferentialTests) compare the readers against. Do not optimise it.
import Documents
import Support

extension ReferenceXMLPlistReader {
    private typealias Message = PlistDiagnostics.Message

    /// Reads `<string>`, `<integer>`, `<real>`, `<true/>`, `<false/>`, `<date>` or `<data>` whose start tag
    /// was just consumed.
    mutating func readScalar(_ name: String, isSelfClosing: Bool, at location: SourceLocation) -> PlistNode? {
        switch name {
        case "string", "integer", "real", "date", "data", "true", "false": break
        case "key": return fail(Message.expectedValue(found: "<key>"), at: location)
        default: return fail(Message.unknownElement(name), at: location)
        }
        guard let text = readText(of: name, isSelfClosing: isSelfClosing) else { return nil }
        if name == "string" { return PlistNode(.string(text), at: location) }
        let trimmed = text.referenceTrimmingWhiteSpace()
        let value: PlistValue?
        switch name {
        case "string": value = .string(text)
        case "true", "false":
            guard trimmed.isEmpty else { return fail(Message.booleanWithContent(name), at: location) }
            value = .bool(name == "true")
        case "integer":
            guard let integer = PlistScalars.integer(trimmed) else {
                return fail(Message.invalidInteger(trimmed), at: location)
            }
            value = .integer(integer)
        case "real":
            guard let real = PlistScalars.real(trimmed) else { return fail(Message.invalidReal(trimmed), at: location) }
            value = .real(real)
        case "date":
            guard let date = PlistScalars.date(trimmed) else { return fail(Message.invalidDate(trimmed), at: location) }
            value = .date(date)
        default:
            guard let data = PlistScalars.base64(text) else { return fail(Message.invalidData, at: location) }
            value = .data(data)
        }
        return value.map { PlistNode($0, at: location) }
    }
}
