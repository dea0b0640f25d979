import Support
import Testing
import XCConfig

/// The path every parser test parses as.
let testPath = "/w/Test.xcconfig"

extension XCConfigFile {
    /// The assignments, in order.
    var assignments: [SettingAssignment] {
        statements.compactMap { statement in
            if case .assignment(let assignment) = statement { return assignment }
            return nil
        }
    }

    /// The include directives, in order.
    var includes: [IncludeDirective] {
        statements.compactMap { statement in
            if case .include(let directive) = statement { return directive }
            return nil
        }
    }
}

extension SettingAssignment {
    /// `NAME[param=pattern]…=value`, compact enough for tables of expectations.
    var summary: String {
        name + conditions.map { "[\($0.parameter)=\($0.pattern)]" }.joined() + "=" + value
    }
}

extension Diagnostic {
    /// `rule@line:column`, compact enough for tables of expectations.
    var summary: String { "\(rule)@\(location.line):\(location.column)" }
}

/// Parses UTF-8 `text` as ``testPath``.
func parse(_ text: String) -> XCConfigFile {
    XCConfigParser.parse(Array(text.utf8), path: testPath)
}

/// One parser expectation: the assignments (as ``SettingAssignment/summary``) and the diagnostics
/// (as ``Diagnostic/summary``) that `input` gives.
struct ParseCase: CustomTestStringConvertible, Sendable {
    var input: [UInt8]
    var assignments: [String]
    var diagnostics: [String]

    init(_ input: String, _ assignments: [String], _ diagnostics: [String] = []) {
        self.input = Array(input.utf8)
        self.assignments = assignments
        self.diagnostics = diagnostics
    }

    init(bytes: [UInt8], _ assignments: [String], _ diagnostics: [String] = []) {
        self.input = bytes
        self.assignments = assignments
        self.diagnostics = diagnostics
    }

    var testDescription: String { String(decoding: input, as: UTF8.self).debugDescription }

    /// Parses the input and checks both lists.
    func check() {
        let file = XCConfigParser.parse(input, path: testPath)
        #expect(file.assignments.map(\.summary) == assignments)
        #expect(file.diagnostics.map(\.summary) == diagnostics)
        #expect(file.diagnostics.allSatisfy { $0.location.file == testPath })
    }
}
