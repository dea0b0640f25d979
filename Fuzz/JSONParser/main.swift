// libFuzzer harness for the JSON reader (`JSONParser`), which reads config.json, brands.json, schema.json and
// asset catalogs' Contents.json. Built and run by Scripts/fuzz.sh.

import Documents
import Support

/// Checks one input, stopping the process when a promise is broken; returns 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func jsonParserFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let file = "/fuzz/input.json"
    let parsed = readDeterministically(bytes, "JSONParser.parse") { JSONParser.parse(bytes, file: file) }

    let lines = InputLines(bytes, file: file)
    checkDiagnostics(parsed.diagnostics, in: lines.check)
    // The first error other than a duplicate key stops the parse: then there is no value, and nothing follows.
    let stopping = parsed.diagnostics.filter {
        $0.severity == .error && $0.rule != JSONDiagnostics.duplicateKeyRule
    }
    expect((parsed.value == nil) == !stopping.isEmpty, "a value must come exactly when no error stopped the parse")
    expect(stopping.count <= 1, "\(stopping.count) errors stopped the parse")
    for diagnostic in parsed.diagnostics where diagnostic.severity == .warning {
        expect(diagnostic.rule == JSONDiagnostics.byteOrderMarkRule, "unexpected warning \(diagnostic)")
    }
    expect(parsed.diagnostics.count <= bytes.count + 1, "more diagnostics than input bytes")

    checkTrailingCommas(bytes, file: file, strict: parsed, stopping: stopping.first, lines: lines)

    guard let root = parsed.value else { return 0 }
    var pending = [root]
    var duplicateCount = 0
    while let node = pending.popLast() {
        lines.check(node.location, "value")
        switch node.value {
        case .array(let elements): pending += elements
        case .object(let members):
            var seen: Set<String> = []
            for member in members {
                lines.check(member.keyLocation, "key '\(member.key)'")
                expect(member.keyLocation < member.value.location, "key '\(member.key)' after its value")
                if !seen.insert(member.key).inserted { duplicateCount += 1 }
                pending.append(member.value)
            }
        case .number(let number):
            expect(number.doubleValue != nil, "number '\(number.literal)' has no Double value")
        case .null, .bool, .string: break
        }
    }
    let duplicateReports = parsed.diagnostics.filter { $0.rule == JSONDiagnostics.duplicateKeyRule }.count
    expect(duplicateReports == duplicateCount, "\(duplicateCount) duplicate keys, \(duplicateReports) reports")

    // Round trip: the value written out as JSON reads back as the same value.
    let text = JSONWriter.text(of: root)
    let again = JSONParser.parse(Array(text.utf8), file: "/fuzz/again.json")
    guard let reread = again.value else { violation("the value written out does not parse: \(again.diagnostics)") }
    expect(JSONWriter.text(of: reread) == text, "the value written out reads back differently")
    return 0
}

/// Accepting trailing commas (as asset catalogs are read) changes what happens at trailing commas and nothing else:
/// where the strict parse succeeds, or stops at another error, the lenient one says and gives the same; where the strict
/// parse stops at a trailing comma, the lenient one warns there instead, after the same diagnostics, and goes on.
private func checkTrailingCommas(
    _ bytes: [UInt8], file: String, strict: Parsed<JSONNode>, stopping: Diagnostic?, lines: InputLines
) {
    let lenient = JSONParser.parse(bytes, file: file, acceptingTrailingCommas: true)
    checkDiagnostics(lenient.diagnostics, in: lines.check)
    let commas = lenient.diagnostics.filter { $0.rule == JSONDiagnostics.trailingCommaRule }
    expect(commas.allSatisfy { $0.severity == .warning }, "a trailing comma that is not a warning: \(commas)")
    guard let stopping, stopping.message == JSONDiagnostics.Message.trailingComma else {
        expect(lenient.value == strict.value, "the lenient parse gives another value without a trailing comma")
        expect(
            lenient.diagnostics == strict.diagnostics, "the lenient parse says other things without a trailing comma")
        return
    }
    guard let first = commas.first, let index = lenient.diagnostics.firstIndex(of: first) else {
        violation("the strict parse stopped at a trailing comma that the lenient one does not warn about")
    }
    expect(first.location == stopping.location, "the first trailing comma warned at \(first.location)")
    expect(
        Array(lenient.diagnostics[..<index]) == strict.diagnostics.filter { $0 != stopping },
        "the lenient parse says other things before the first trailing comma")
}

/// Writes JSON values as compact text, for the round trip.
enum JSONWriter {
    static func text(of node: JSONNode) -> String {
        var output = ""
        write(node, to: &output)
        return output
    }

    private static func write(_ node: JSONNode, to output: inout String) {
        switch node.value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += number.literal
        case .string(let text): writeString(text, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                write(element, to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                writeString(member.key, to: &output)
                output += ":"
                write(member.value, to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case _ where scalar.value < 0x20:
                let digits = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
