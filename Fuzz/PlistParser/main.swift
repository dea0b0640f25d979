// libFuzzer harness for the property-list reader (`PlistParser`): XML and binary (`bplist00`) property lists, such
// as Info.plist and custom_fonts.plist, and the hand-off of anything else to the old-style reader. Built and run by
// Scripts/fuzz.sh.

import Documents
import Support

/// Checks one input, stopping the process when a promise is broken; returns 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func plistParserFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let file = "/fuzz/Input.plist"
    let parsed = readDeterministically(bytes, "PlistParser.parse") { PlistParser.parse(bytes, file: file) }

    let lines = InputLines(bytes, file: file)
    checkDiagnostics(parsed.diagnostics, in: lines.check)
    // Binary starts with `bplist`, XML with `<` after a byte order mark and white space; anything else is old-style
    // text, which has a harness of its own (OldStylePlist): here it must only be handed on.
    let isBinary = bytes.starts(with: Array("bplist".utf8))
    let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    let isXML = text.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
    guard isBinary || isXML else {
        expect(parsed == OldStylePlistParser.parse(bytes, file: file), "old-style text not read as such")
        return 0
    }
    // The first error other than a duplicate key stops the parse: then there is no value, and nothing follows.
    let stopping = parsed.diagnostics.filter {
        $0.severity == .error && $0.rule != PlistDiagnostics.duplicateKeyRule
    }
    expect((parsed.value == nil) == !stopping.isEmpty, "a value must come exactly when no error stopped the parse")
    expect(stopping.count <= 1, "\(stopping.count) errors stopped the parse")
    expect(parsed.diagnostics.count <= bytes.count + 1, "more diagnostics than input bytes")

    guard let root = parsed.value else { return 0 }
    var pending = [root]
    var nodeCount = 0
    var duplicateCount = 0
    while let node = pending.popLast() {
        nodeCount += 1
        lines.check(node.location, "value")
        switch node.value {
        case .array(let elements): pending += elements
        case .dictionary(let members):
            var seen: Set<String> = []
            for member in members {
                lines.check(member.keyLocation, "key '\(member.key)'")
                if !seen.insert(member.key).inserted { duplicateCount += 1 }
                pending.append(member.value)
            }
        case .string, .integer, .real, .bool, .date, .data: break
        }
    }
    // Shared objects of a binary list are expanded at every place they appear, but only so far.
    expect(nodeCount <= (isBinary ? 1_000_001 : bytes.count), "\(nodeCount) values from \(bytes.count) bytes")
    guard !isBinary else { return 0 }

    // A dictionary shared by a binary list reports its duplicates once; an XML one is written out each time.
    let duplicateReports = parsed.diagnostics.filter { $0.rule == PlistDiagnostics.duplicateKeyRule }.count
    expect(duplicateReports == duplicateCount, "\(duplicateCount) duplicate keys, \(duplicateReports) reports")

    // Round trip: the value written out as XML reads back as the same value.
    let written = PlistWriter.xml(of: root)
    let again = PlistParser.parse(Array(written.utf8), file: "/fuzz/Again.plist")
    guard let reread = again.value else { violation("the value written out does not parse: \(again.diagnostics)") }
    expect(PlistWriter.xml(of: reread) == written, "the value written out reads back differently")
    return 0
}

/// Writes property-list values as XML, for the round trip.
enum PlistWriter {
    static func xml(of node: PlistNode) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"
        write(node, to: &output)
        return output + "</plist>\n"
    }

    private static func write(_ node: PlistNode, to output: inout String) {
        switch node.value {
        case .string(let text): output += "<string>\(escaped(text))</string>\n"
        case .integer(let number): output += "<integer>\(number)</integer>\n"
        // NaN's sign is not kept by every path, and plutil writes every NaN alike.
        case .real(let number): output += "<real>\(number.isNaN ? "nan" : "\(number)")</real>\n"
        case .bool(let flag): output += flag ? "<true/>\n" : "<false/>\n"
        case .date(let seconds): output += "<date>\(dateText(seconds))</date>\n"
        case .data(let bytes): output += "<data>\(base64(bytes))</data>\n"
        case .array(let elements):
            output += "<array>\n"
            for element in elements { write(element, to: &output) }
            output += "</array>\n"
        case .dictionary(let members):
            output += "<dict>\n"
            for member in members {
                output += "<key>\(escaped(member.key))</key>\n"
                write(member.value, to: &output)
            }
            output += "</dict>\n"
        }
    }

    private static func escaped(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` for whole seconds since 2001-01-01 (Howard Hinnant's days-to-civil algorithm).
    private static func dateText(_ seconds: Double) -> String {
        let total = Int(seconds) + 978_307_200  // seconds from 1970 to 2001
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let secondOfDay = total - days * 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T\(padded(secondOfDay / 3_600, 2)):"
            + "\(padded(secondOfDay / 60 % 60, 2)):\(padded(secondOfDay % 60, 2))Z"
    }

    private static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var output = ""
        var index = 0
        while index < bytes.count {
            let chunk = Array(bytes[index..<min(index + 3, bytes.count)])
            let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << UInt32(16 - 8 * $1.offset) }
            for position in 0..<4 {
                output.append(position <= chunk.count ? alphabet[Int(value >> UInt32(18 - 6 * position) & 0x3F)] : "=")
            }
            index += 3
        }
        return output
    }
}
