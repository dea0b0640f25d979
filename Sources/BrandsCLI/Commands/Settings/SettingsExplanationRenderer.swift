import BrandKit
import Support
import XCConfig

/// Renders `--explain`: every assignment of one setting, newest first, which one won and why the others did not.
enum SettingsExplanationRenderer {
    /// The explanation as lines of text; `assignedNames` are offered when the setting is assigned nowhere, and
    /// `showsLevels` names the level of each assignment after its location.
    ///
    /// `missingIncludes` are the includes of the chain that find no file (`path:line`): a setting assigned nowhere may
    /// be one such a file sets (a git-ignored `Secrets.xcconfig`), which is said instead of a near miss.
    /// `optionalIncludes`, the optional ones that find no file, are said only when neither is.
    static func text(
        _ explanation: SettingExplanation, relativeTo root: String, assignedNames: [String] = [],
        showsLevels: Bool = false, referredToBy: String? = nil, missingIncludes: [String] = [],
        optionalIncludes: [String] = []
    ) -> String {
        let referred = referredToBy.map { ", which \($0) refers to" } ?? ""
        var output = "\(explanation.name) = \(explanation.value)\(referred)\n"
        if explanation.entries.isEmpty {
            output += "  \(explanation.name) is not assigned anywhere in the chain, so its value is empty"
            if !missingIncludes.isEmpty {
                let places = NameList.joined(missingIncludes, limit: 3)
                output +=
                    missingIncludes.count == 1
                    ? "; the include at \(places) finds no file: if that file sets it, create it first"
                    : "; the includes at \(places) find no file: if one of them sets it, create it first"
            } else if let suggestion = Suggestion.closest(to: explanation.name, in: assignedNames) {
                output += "; did you mean '\(suggestion)'?"
            } else if !optionalIncludes.isEmpty {
                let places = NameList.joined(optionalIncludes, limit: 3)
                output +=
                    optionalIncludes.count == 1
                    ? "; the optional include at \(places) finds no file: if that file sets it, create it first"
                    : "; the optional includes at \(places) find no file: if one of them sets it, create it first"
            }
            return output + "\n"
        }
        let repeated = repeatedLocations(in: explanation)
        for entry in explanation.entries {
            let location = relative(entry.assignment.location, to: root)
            let conditions = entry.assignment.conditions.map { "[\($0.parameter)=\($0.pattern)]" }.joined()
            let named = showsLevels || repeated.contains(entry.assignment.location)
            let level = named ? " (\(describe(entry.level, relativeTo: root)))" : ""
            output += "  \(location)\(level): \(entry.assignment.name)\(conditions) = \(entry.assignment.value)\n"
            output += "    \(summary(of: entry.status, relativeTo: root))\n"
        }
        return output
    }

    /// The explanations of the settings the value of `explanation` is made from, each with the setting referring to
    /// it: those the assignments that make the value (the winner and what it inherits) refer to, then theirs, at most
    /// ``maximumReferenced`` and four deep, each once.
    ///
    /// Mobile's `MARKETING_VERSION = $(VERSION)` in the project is explained with `VERSION = 24.0.0` in
    /// `Version.xcconfig`, where the value is written. A setting looked up by a computed name is the one the name
    /// comes to, which `evaluate` (an expression's value, with the settings' final values) gives: Home Assistant's
    /// `$(ENABLE_CRITICAL_ALERTS_$(DEVELOPMENT_TEAM))` is `ENABLE_CRITICAL_ALERTS_QMQYCKL255`, not a setting
    /// `ENABLE_CRITICAL_ALERTS_`.
    static func referenced(
        from explanation: SettingExplanation, explain: (String) -> SettingExplanation,
        evaluate: (String) -> String?
    ) -> [(explanation: SettingExplanation, referredToBy: String)] {
        var result: [(explanation: SettingExplanation, referredToBy: String)] = []
        var seen: Set<String> = [explanation.name, "inherited"]
        var pending = [(explanation, 0)]
        while !pending.isEmpty, result.count < maximumReferenced {
            let (current, depth) = pending.removeFirst()
            guard depth < 4 else { continue }
            for entry in current.entries {
                switch entry.status {
                case .won, .inheritedBy: break
                default: continue
                }
                let value = entry.assignment.value
                let names = ReferenceScanner.references(in: value).map { reference in
                    ReferenceScanner.computedName(in: value, at: reference.offset, name: reference.name)
                        .flatMap(evaluate) ?? reference.name
                }
                for name in names where seen.insert(name).inserted && result.count < maximumReferenced {
                    let referenced = explain(name)
                    result.append((referenced, current.name))
                    pending.append((referenced, depth + 1))
                }
            }
        }
        return result
    }

    /// The most settings ``referenced(from:explain:evaluate:)`` explains.
    static let maximumReferenced = 8

    /// The explanation as a JSON object with the assignments newest first; `showsLevels` adds each one's `level`.
    static func json(_ explanation: SettingExplanation, relativeTo root: String, showsLevels: Bool = false)
        -> JSONOutput
    {
        let repeated = repeatedLocations(in: explanation)
        return .object([
            "name": .string(explanation.name),
            "value": .string(explanation.value),
            "assignments": .array(
                explanation.entries.map { entry in
                    let location = relative(entry.assignment.location, to: root)
                    var members: [String: JSONOutput] = [
                        "file": .string(location.file), "line": .integer(location.line),
                        "column": .integer(location.column),
                        "value": .string(entry.assignment.value),
                        "status": .string(summary(of: entry.status, relativeTo: root)),
                        "conditions": .array(
                            entry.assignment.conditions.map { .string("\($0.parameter)=\($0.pattern)") }),
                    ]
                    if showsLevels || repeated.contains(entry.assignment.location) {
                        members["level"] = .string(describe(entry.level, relativeTo: root))
                    }
                    return .object(members)
                }),
        ])
    }

    /// The locations of assignments that are in the explanation more than once: a file that is the base
    /// configuration of both the project and the target (track_flow's `ios/Release.xcconfig`) is in two levels, and
    /// without their names its two lines read alike.
    private static func repeatedLocations(in explanation: SettingExplanation) -> Set<SourceLocation> {
        var seen = Set<SourceLocation>()
        var repeated = Set<SourceLocation>()
        for entry in explanation.entries where !seen.insert(entry.assignment.location).inserted {
            repeated.insert(entry.assignment.location)
        }
        return repeated
    }

    /// `target 'App' (Release)`, `built-in defaults`, or `target xcconfig Configs/App.xcconfig` for a file.
    private static func describe(_ level: SettingsLevelOrigin, relativeTo root: String) -> String {
        switch level.kind {
        case .xcconfig, .projectXCConfig, .targetXCConfig:
            "\(level.kind) \(Path.isAbsolute(level.label) ? Path.relative(level.label, to: root) : level.label)"
        default: level.label
        }
    }

    private static func summary(of status: AssignmentStatus, relativeTo root: String) -> String {
        status.summary { relative($0, to: root).description }
    }

    private static func relative(_ location: SourceLocation, to root: String) -> SourceLocation {
        var location = location
        if Path.isAbsolute(location.file) { location.file = Path.relative(location.file, to: root) }
        return location
    }
}
