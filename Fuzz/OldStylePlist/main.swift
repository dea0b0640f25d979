// libFuzzer harness for old-style (OpenStep) text property lists (`OldStylePlistParser`), the format of
// project.pbxproj. Built and run by Scripts/fuzz.sh.

import Documents
import Support

/// Checks one input, stopping the process when a promise is broken; returns 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func oldStylePlistFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let file = "/fuzz/project.pbxproj"
    let parsed = readDeterministically(bytes, "OldStylePlistParser.parse") {
        OldStylePlistParser.parse(bytes, file: file)
    }

    let lines = InputLines(bytes, file: file)
    checkDiagnostics(parsed.diagnostics, in: lines.check)
    // The reader stops after 100 errors, saying so in one more; a byte order mark adds a warning.
    expect(parsed.diagnostics.count <= 102, "\(parsed.diagnostics.count) diagnostics")
    if parsed.value == nil { expect(parsed.diagnostics.containsErrors, "no value and no error") }

    guard let root = parsed.value else { return 0 }
    var pending = [root]
    while let node = pending.popLast() {
        lines.check(node.location, "value")
        switch node.value {
        case .array(let elements): pending += elements
        case .dictionary(let members):
            for member in members {
                lines.check(member.keyLocation, "key '\(member.key)'")
                pending.append(member.value)
            }
        case .string, .data: break
        case .integer, .real, .bool, .date: violation("an old-style list holds only strings, data and containers")
        }
    }

    // Round trip: the value written out as old-style text reads back as the same value, without a problem.
    let text = OldStyleWriter.text(of: root)
    let again = OldStylePlistParser.parse(Array(text.utf8), file: "/fuzz/again.pbxproj")
    let problems = again.diagnostics.filter { $0.rule != PlistDiagnostics.duplicateKeyRule }
    expect(problems.isEmpty, "the value written out reads back with \(problems)")
    guard let reread = again.value else { violation("the value written out does not parse") }
    expect(OldStyleWriter.text(of: reread) == text, "the value written out reads back differently")
    return 0
}

/// Writes property-list values as old-style text, every string quoted, for the round trip.
enum OldStyleWriter {
    static func text(of node: PlistNode) -> String {
        var output = ""
        write(node, to: &output)
        return output + "\n"
    }

    private static func write(_ node: PlistNode, to output: inout String) {
        switch node.value {
        case .string(let text): writeString(text, to: &output)
        case .data(let bytes):
            output += "<"
            for byte in bytes {
                let digits = String(byte, radix: 16)
                output += (digits.count == 1 ? "0" : "") + digits
            }
            output += ">"
        case .array(let elements):
            output += "("
            for element in elements {
                write(element, to: &output)
                output += ","
            }
            output += ")"
        case .dictionary(let members):
            output += "{"
            for member in members {
                writeString(member.key, to: &output)
                output += "="
                write(member.value, to: &output)
                output += ";"
            }
            output += "}"
        case .integer, .real, .bool, .date: output += "\"\""
        }
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                // Three octal digits: NeXTSTEP Latin is ASCII below 0x80.
                let digits = String(scalar.value, radix: 8)
                output += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
