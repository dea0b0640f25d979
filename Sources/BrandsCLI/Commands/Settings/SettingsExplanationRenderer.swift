import XCConfig

/// Renders `--explain`: every assignment of one setting, newest first, which one won and why the others did not.
enum SettingsExplanationRenderer {
    static func text(_ explanation: SettingExplanation, relativeTo root: String) -> String {
        var output = "\(explanation.name) = \(explanation.value)\n"
        if explanation.entries.isEmpty {
            return output + "  no assignment of \(explanation.name) applies; its value is empty\n"
        }
        for entry in explanation.entries {
            let location = relative(entry.assignment.location, to: root)
            let conditions = entry.assignment.conditions.map { "[\($0.parameter)=\($0.pattern)]" }.joined()
            output += "  \(location): \(entry.assignment.name)\(conditions) = \(entry.assignment.value)\n"
            output += "    \(entry.status.summary)\n"
        }
        return output
    }

    static func json(_ explanation: SettingExplanation, relativeTo root: String) -> JSONOutput {
        .object([
            "name": .string(explanation.name),
            "value": .string(explanation.value),
            "assignments": .array(
                explanation.entries.map { entry in
                    let location = relative(entry.assignment.location, to: root)
                    return .object([
                        "file": .string(location.file), "line": .integer(location.line),
                        "column": .integer(location.column),
                        "value": .string(entry.assignment.value), "status": .string(entry.status.summary),
                        "conditions": .array(
                            entry.assignment.conditions.map { .string("\($0.parameter)=\($0.pattern)") }),
                    ])
                }),
        ])
    }

    private static func relative(_ location: SourceLocation, to root: String) -> SourceLocation {
        var location = location
        if Path.isAbsolute(location.file) { location.file = Path.relative(location.file, to: root) }
        return location
    }
}
