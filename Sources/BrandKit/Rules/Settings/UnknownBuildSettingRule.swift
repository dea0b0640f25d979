import XCConfig

/// An xcconfig assigns a setting whose name is a near miss of a known Xcode build setting.
public struct UnknownBuildSettingRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "unknown_build_setting", severity: .error,
        summary: "an xcconfig assigns a misspelt Xcode build setting",
        rationale:
            "Xcode accepts any name as a user-defined setting, so a typo silently leaves the real setting unset.",
        triggeringExamples: [
            RuleExample(
                files: ["Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig + "IPHONEOS_DEPLOYMENT_TAGRET = 17.0\n"],
                expecting: "Configs/Base.xcconfig", line: 6)
        ],
        nonTriggeringExamples: [
            .baseline,
            // A custom setting that is used elsewhere is intentional, however close to a known name.
            RuleExample(files: [
                "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig
                    + "CODE_SIGN_STYLES = a\nOTHER = $(CODE_SIGN_STYLES)\n"
            ]),
        ])

    /// `unknown build setting 'X'; did you mean 'Y'?`.
    public static func message(name: String, suggestion: String) -> String {
        "unknown build setting '\(name)'; did you mean '\(suggestion)'?"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var assignments: [SettingAssignment] = []
        var seen = Set<SourceLocation>()
        for clone in context.clones {
            for configuration in clone.configurations {
                for assignment in configuration.fileAssignments where seen.insert(assignment.location).inserted {
                    assignments.append(assignment)
                }
            }
        }
        let referenced = ReferenceScanner.referencedNames(in: assignments.map(\.value))
        let known = KnownBuildSettings.names.union(context.schema.requiredBuildSettings)
        var diagnostics: [Diagnostic] = []
        for assignment in assignments where !known.contains(assignment.name) && !referenced.contains(assignment.name) {
            guard let suggestion = Self.nearMiss(assignment.name, in: known) else { continue }
            diagnostics.append(
                Diagnostic(
                    Self.description.severity, rule: Self.description.id,
                    Self.message(name: assignment.name, suggestion: suggestion), at: assignment.location))
        }
        return diagnostics
    }

    /// The known name `name` is most likely a typo of: at most two edits away, for names long enough that two
    /// edits are a small part of them.
    static func nearMiss(_ name: String, in known: Set<String>) -> String? {
        guard name.count >= 6 else { return nil }
        let limit = name.count >= 12 ? 2 : 1
        var best: (name: String, distance: Int)?
        for candidate in known where abs(candidate.count - name.count) <= limit {
            let distance = EditDistance.between(name, candidate)
            if distance <= limit && distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }
}

/// Finds the names that values refer to with `$(NAME…)`, `${NAME…}`, `$[NAME…]` or `$NAME`.
public enum ReferenceScanner {
    /// Every name referenced in `values`.
    public static func referencedNames(in values: some Sequence<String>) -> Set<String> {
        var names = Set<String>()
        for value in values { names.formUnion(references(in: value).map(\.name)) }
        return names
    }

    /// The references in `text`, in order, with their offsets (in characters) from its start.
    public static func references(in text: String) -> [(name: String, offset: Int)] {
        let characters = Array(text)
        var result: [(String, Int)] = []
        var index = 0
        while index < characters.count {
            guard characters[index] == "$", index + 1 < characters.count else {
                index += 1
                continue
            }
            var start = index + 1
            if ["(", "{", "["].contains(characters[start]) { start += 1 }
            var end = start
            while end < characters.count, characters[end].isASCII,
                characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
            {
                end += 1
            }
            if end > start, !characters[start].isNumber { result.append((String(characters[start..<end]), index)) }
            index = max(end, index + 1)
        }
        return result
    }
}
