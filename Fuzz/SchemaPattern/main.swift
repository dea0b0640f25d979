// libFuzzer harness for schema patterns (`SchemaPattern`): the input is a pattern, a NUL byte, then a value, each
// read as UTF-8 (a malformed byte becomes U+FFFD). Both are kept short, so that ICU, the reference each answer is
// compared with, answers quickly even where it backtracks exponentially. Built and run by Scripts/fuzz.sh.

import BrandFormats
import Foundation

/// The longest pattern and value compared: ICU tries every split of the value among nested quantifiers.
let longestPattern = 40
let longestValue = 12

/// Checks one input, stopping the process when a promise is broken; returns 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func schemaPatternFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let pieces = split(bytes, at: 0, limit: 2)
    guard pieces.count == 2, pieces[0].count <= longestPattern, pieces[1].count <= longestValue else { return 0 }
    let source = String(decoding: pieces[0], as: UTF8.self)
    let value = String(decoding: pieces[1], as: UTF8.self)
    let pattern = SchemaPattern(source)
    let reference = try? NSRegularExpression(pattern: source)

    // The pattern is valid exactly when ICU compiles it.
    expect(pattern.isValid == (reference != nil), "'\(source)' valid: \(pattern.isValid), ICU: \(reference != nil)")
    let answer = readDeterministically(bytes, "SchemaPattern.answerWithoutICU") { pattern.answerWithoutICU(value) }
    guard let answer else { return 0 }
    guard let reference else { violation("'\(source)' answered without ICU, which refuses it") }
    // An answer given without ICU is ICU's: its first match covers the whole value.
    guard let expected = firstMatchCoversAll(reference, value) else { return 0 }
    expect(answer == expected, "'\(source)' on '\(value)': \(answer), ICU: \(expected)")
    return 0
}

/// Whether ICU's first match of `expression` in `value` covers all of it, `nil` if ICU takes over a tenth of a second.
///
/// A search that backtracks exponentially takes ICU seconds (to give up) even on a short value, where `SchemaPattern`
/// answers from its memo; such inputs would take the fuzzer's time, not add to its checks.
func firstMatchCoversAll(_ expression: NSRegularExpression, _ value: String) -> Bool? {
    let range = NSRange(value.startIndex..., in: value)
    let deadline = DispatchTime.now() + .milliseconds(100)
    var answer: Bool? = false
    // With `.reportProgress` ICU calls back now and then during a long search, which can then be stopped.
    expression.enumerateMatches(in: value, options: [.reportProgress], range: range) { match, _, stop in
        if let match {
            answer = match.range == range
            stop.pointee = true
        } else if DispatchTime.now() > deadline {
            answer = nil
            stop.pointee = true
        }
    }
    return answer
}
