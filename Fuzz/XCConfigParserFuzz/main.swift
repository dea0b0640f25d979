// libFuzzer entry point for the xcconfig parser; built by Scripts/fuzz-xcconfig.sh together with the XCConfig
// sources (it is not a SwiftPM target, so `swift build` ignores it).

@_cdecl("LLVMFuzzerTestOneInput")
public func xcconfigParserFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let file = XCConfigParser.parse(bytes, path: "/fuzz/Input.xcconfig")
    // Invariants any input must keep: locations are 1-based and in this file, statements come in source order.
    var previous = SourceLocation(file: file.path, line: 1, column: 1)
    for statement in file.statements {
        let location: SourceLocation
        switch statement {
        case .assignment(let assignment):
            location = assignment.location
            precondition(!assignment.name.isEmpty, "empty setting name")
            precondition(assignment.valueLocation >= assignment.location, "value before name")
            for condition in assignment.conditions {
                precondition(!condition.parameter.isEmpty, "empty condition parameter")
            }
        case .include(let directive):
            location = directive.location
            precondition(!directive.path.isEmpty, "empty include path")
        }
        precondition(location.line >= 1 && location.column >= 1, "location not 1-based")
        precondition(location >= previous, "statements out of order")
        previous = location
    }
    for diagnostic in file.diagnostics {
        precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "diagnostic not 1-based")
        precondition(diagnostic.location.file == file.path, "diagnostic in another file")
    }
    precondition(file.diagnostics.count <= XCConfigParser.maximumDiagnostics + 1, "diagnostics not capped")
    return 0
}
