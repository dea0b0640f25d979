import Support
import XCConfig

/// Test-only stand-in for the real parser: one `NAME[param=pattern]… = value` per line, no comments, no continuations.
///
/// Line numbers and columns are real, so diagnostics can be checked.
enum Assignments {
    static func parse(_ lines: [String], file: String = "test.xcconfig") -> [SettingAssignment] {
        lines.enumerated().compactMap { offset, line in
            guard let equals = line.firstIndex(of: "=") else { return nil }
            var head = line[..<equals]
            // `[cond=x]` groups contain `=`, so find the `=` after the last `]` when there are groups.
            var separator = equals
            if let closing = line.lastIndex(of: "]"), let after = line[closing...].firstIndex(of: "=") {
                separator = after
                head = line[..<after]
            }
            let name = head.prefix { $0 != "[" }.trimmingCharacters(in: " ")
            var conditions: [SettingCondition] = []
            var rest = head.drop { $0 != "[" }
            while let open = rest.firstIndex(of: "["), let close = rest.firstIndex(of: "]") {
                let group = rest[rest.index(after: open)..<close]
                let parts = group.split(separator: "=", maxSplits: 1).map(String.init)
                let column = line.distance(from: line.startIndex, to: open) + 1
                conditions.append(
                    SettingCondition(
                        parameter: parts.first ?? "", pattern: parts.count > 1 ? parts[1] : "",
                        location: SourceLocation(file: file, line: offset + 1, column: column)))
                rest = rest[rest.index(after: close)...]
            }
            var valueStart = line.index(after: separator)
            while valueStart < line.endIndex, line[valueStart] == " " { valueStart = line.index(after: valueStart) }
            let nameColumn = (line.firstIndex { $0 != " " }).map { line.distance(from: line.startIndex, to: $0) + 1 }
            return SettingAssignment(
                name: name, conditions: conditions, value: String(line[valueStart...]),
                location: SourceLocation(file: file, line: offset + 1, column: nameColumn ?? 1),
                valueLocation: SourceLocation(
                    file: file, line: offset + 1, column: line.distance(from: line.startIndex, to: valueStart) + 1))
        }
    }

    /// An evaluator over one level of `lines`, optionally with a lower level of outside values.
    static func evaluator(
        _ lines: [String], below: [String] = [], parameters: ConditionParameters = ConditionParameters(),
        limits: EvaluationLimits = .default
    ) -> SettingsEvaluator {
        SettingsEvaluator(
            levels: [level(parse(below, file: "<outside>"), kind: .commandLine), level(parse(lines))],
            parameters: parameters, limits: limits)
    }

    /// One level holding `assignments`, labelled after the kind.
    static func level(_ assignments: [SettingAssignment], kind: SettingsLevel.Kind = .xcconfig) -> SettingsLevel {
        SettingsLevel(kind: kind, label: kind.description, assignments: assignments)
    }
}

extension StringProtocol {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
