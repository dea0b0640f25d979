// libFuzzer harness for the xcconfig parser (`XCConfigParser`). Built and run by Scripts/fuzz.sh.

import Support
import XCConfig

/// Checks one input, stopping the process when a promise is broken; returns 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func xcconfigParserFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let path = "/fuzz/Input.xcconfig"
    let file = readDeterministically(bytes, "XCConfigParser.parse") { XCConfigParser.parse(bytes, path: path) }
    expect(file.path == path, "the file is named '\(file.path)'")

    // Xcode ends lines at U+2028 and U+2029 too, and so does the parser.
    let lines = InputLines(bytes, file: path, lineSeparatorsBreakLines: true)
    checkDiagnostics(file.diagnostics, in: lines.check)
    expect(file.diagnostics.count <= XCConfigParser.maximumDiagnostics + 1, "diagnostics not capped")

    // Statements come in source order, each located on its line.
    var previous = SourceLocation(file: path, line: 1, column: 1)
    for statement in file.statements {
        let location: SourceLocation
        switch statement {
        case .assignment(let assignment):
            location = assignment.location
            expect(!assignment.name.isEmpty, "empty setting name")
            lines.check(assignment.valueLocation, "value of \(assignment.name)")
            expect(assignment.valueLocation >= assignment.location, "value of \(assignment.name) before its name")
            for condition in assignment.conditions {
                expect(!condition.parameter.isEmpty, "empty condition parameter in \(assignment.name)")
                lines.check(condition.location, "condition of \(assignment.name)")
                expect(condition.location > assignment.location, "condition of \(assignment.name) before its name")
            }
        case .include(let directive):
            location = directive.location
            expect(!directive.path.isEmpty, "empty include path")
        }
        lines.check(location, "statement")
        expect(location >= previous, "statements out of order at \(location)")
        previous = location
    }
    return 0
}
