// libFuzzer harness for the font reader (`FontFileReader`): TrueType, OpenType and collections. Built and run by
// Scripts/fuzz.sh.

import Documents
import Support

/// Checks one input, stopping the process when a promise is broken; returns 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fontFileFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let file = "/fuzz/Font.ttf"
    let first = FontFileReader.postScriptName(bytes, file: file)
    let all = FontFileReader.postScriptNames(bytes, file: file)
    if isSampled(bytes, period: 4) {
        expectDeterministic(first, FontFileReader.postScriptName(bytes, file: file), "FontFileReader.postScriptName")
        expectDeterministic(all, FontFileReader.postScriptNames(bytes, file: file), "FontFileReader.postScriptNames")
    }

    // A font file has no lines: every problem is at its start, and is `font_unreadable`.
    for diagnostic in first.diagnostics + all.diagnostics {
        expect(diagnostic.location == .start(of: file), "diagnostic \(diagnostic) not at the start of the file")
        expect(diagnostic.rule == FontDiagnostics.unreadableRule, "diagnostic \(diagnostic) has another rule")
        expect(diagnostic.severity == .error && !diagnostic.message.isEmpty, "diagnostic \(diagnostic)")
    }
    // One name, or one reason why not.
    expect((first.value == nil) == (first.diagnostics.count == 1), "postScriptName: \(first)")
    expect(first.diagnostics.count <= 1, "postScriptName reported \(first.diagnostics.count) problems")
    if let name = first.value { expect(!name.isEmpty, "an empty PostScript name") }
    if let names = all.value {
        expect(!names.isEmpty && names.allSatisfy { !$0.isEmpty }, "postScriptNames: \(names)")
        // A collection of N fonts has an offset table of N entries, so no more names than bytes.
        expect(names.count + all.diagnostics.count <= bytes.count / 4, "\(names.count) names from \(bytes.count) bytes")
    } else {
        expect(!all.diagnostics.isEmpty, "postScriptNames gave neither names nor a reason")
    }
    // The first font's name is the same whichever way it is asked for.
    if let name = first.value, bytes.count >= 12, bytes[0..<4] != [0x74, 0x74, 0x63, 0x66] {
        expect(all.value == [name] && all.diagnostics.isEmpty, "single font: \(first) but \(all)")
    }
    if let name = first.value {
        expect(all.value?.first == name, "collection: first name \(name) but \(all)")
    }
    return 0
}
