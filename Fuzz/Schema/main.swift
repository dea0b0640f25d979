// libFuzzer harness for the schema (`Brands/schema.json`): the JSON reader, then `SchemaDecoder`. Built and run by
// Scripts/fuzz.sh.

import BrandFormats
import Documents
import Support

/// Checks one input, stopping the process when a promise is broken; returns 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func schemaFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let file = "/fuzz/schema.json"
    guard let node = JSONParser.parse(bytes, file: file).value else { return 0 }
    let decoded = readDeterministically(bytes, "SchemaDecoder.decode") { SchemaDecoder.decode(node, file: file) }

    let lines = InputLines(bytes, file: file)
    checkDiagnostics(decoded.diagnostics, in: lines.check)
    for diagnostic in decoded.diagnostics {
        expect(diagnostic.rule == SchemaDecoder.rule, "diagnostic \(diagnostic) has another rule")
    }
    expect(decoded.diagnostics.count <= bytes.count, "\(decoded.diagnostics.count) diagnostics")
    guard let schema = decoded.value else {
        expect(decoded.diagnostics.count == 1, "no schema but \(decoded.diagnostics.count) diagnostics")
        return 0
    }
    expect(schema.file == file, "the schema names '\(schema.file ?? "nothing")' as its file")

    // Everything taken from the file is located in it; what could not be read is reported, never dropped silently.
    for field in schema.fields {
        if let location = field.location { lines.check(location, "field '\(field.name)'") }
        expect(!Schema.reservedConfigKeys.contains(field.name), "reserved key '\(field.name)' became a field")
        if field.type == .enumeration && field.allowedValues.isEmpty {
            expect(!decoded.diagnostics.isEmpty, "enum field '\(field.name)' without values and without a report")
        }
    }
    for flag in schema.flags {
        if let location = flag.location { lines.check(location, "flag '\(flag.name)'") }
        expect(flag.defaultValue.type == flag.type, "flag '\(flag.name)' has a default of another type")
    }
    return 0
}
