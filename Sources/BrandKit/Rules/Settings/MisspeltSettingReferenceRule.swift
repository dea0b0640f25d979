import Support
import XCConfig

/// A build setting's value refers to a setting set nowhere whose name is a near miss of one that is set or known.
public struct MisspeltSettingReferenceRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "misspelt_setting_reference", severity: .error,
        summary: "a build setting's value refers to a misspelt build setting",
        rationale:
            "A reference to a setting set nowhere expands to nothing without a word: `$(inherit)` drops what the "
            + "levels below give, and `$(BUNDLE_ID_PREFX).app` builds `.app`.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig
                        + "OTHER_SWIFT_FLAGS = $(inherit) -DBRANDS\n"
                ], expecting: "Configs/Base.xcconfig", line: 6),
            RuleExample(
                files: [
                    "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig
                        + "APP_NAME_SUFFIX = Beta\nPRODUCT_NAME = App$(APP_NAME_SUFIX)\n"
                ], expecting: "Configs/Base.xcconfig", line: 7),
        ],
        nonTriggeringExamples: [
            .baseline,
            // Set in the clone's chain, or by Xcode, it is no typo however close to another name.
            RuleExample(files: [
                "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig
                    + "APP_NAME_SUFIX = Beta\nPRODUCT_NAME = App$(APP_NAME_SUFIX)$(TARGET_NAME)\n"
            ]),
            // A missing include may set it.
            RuleExample(files: [
                "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig
                    + "#include \"Local.xcconfig\"\nAPP_NAME_SUFFIX = Beta\nPRODUCT_NAME = App$(APP_NAME_SUFIX)\n"
            ]),
        ])

    /// `'$(inherit)' refers to a build setting set nowhere, so it expands to nothing; did you mean '$(inherited)'?`.
    public static func message(written: String, suggestion: String) -> String {
        "'\(written)' refers to a build setting set nowhere, so it expands to nothing; did you mean '$(\(suggestion))'?"
    }

    /// One reference to a name no level sets, in the first configuration whose chain holds it.
    private struct Suspect {
        var assignment: SettingAssignment
        var configuration: CloneConfiguration
        var name: String
        var offset: Int
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        // Each assignment of the files once (shared files' assignments are in every clone's chain): the references of
        // its value to names neither Xcode's nor set in its configuration.
        var seen = Set<ObjectIdentifier>()
        var suspects: [Suspect] = []
        for configuration in context.configurations {
            guard let loaded = configuration.loaded, let settings = configuration.settings else { continue }
            for level in loaded.levels where level.source.kind.isFromFiles {
                for assignment in level.assignments where seen.insert(assignment.identity).inserted {
                    let value = assignment.value
                    guard value.utf8.contains(UInt8(ascii: "$")) else { continue }
                    for reference in ReferenceScanner.references(in: value) {
                        let name = reference.name
                        guard name != "inherited", !KnownBuildSettings.names.contains(name),
                            !KnownBuildSettings.providedByBuildSystem.contains(name), !settings.isAssigned(name),
                            !UndefinedInfoPlistVariableRule.isBare(value, at: reference.offset),
                            !Self.isNamePrefix(in: value, at: reference.offset, name: name)
                        else { continue }
                        suspects.append(
                            Suspect(
                                assignment: assignment, configuration: configuration, name: name,
                                offset: reference.offset))
                    }
                }
            }
        }
        guard !suspects.isEmpty else { return [] }
        // The names the files assign, looked for only now: most workspaces have no suspect.
        var assigned = Set<String>()
        for configuration in context.configurations {
            for level in configuration.loaded?.levels ?? [] where level.source.kind.isFromFiles {
                for assignment in level.assignments { assigned.insert(assignment.name) }
            }
        }
        // Suggestions from Xcode's names and every name the files set, made only when there is a suspect.
        let index = NearMissIndex.knownBuildSettings.adding(assigned, except: KnownBuildSettings.names)
        var suggestions: [String: String?] = [:]
        var reported = Set<String>()
        var diagnostics: [Diagnostic] = []
        let root = context.workspace.root
        for suspect in suspects where !assigned.contains(suspect.name) {
            let name = suspect.name
            if suggestions[name] == nil {
                suggestions[name] = .some(
                    Suggestion.closest(to: name, in: ["inherited"]) ?? index.nearMiss(name))
            }
            guard let suggestion = suggestions[name] ?? nil else { continue }
            // A file that is missing may set it (a git-ignored local xcconfig), and so may the target's other
            // configurations; `inherited` misspelt is set by no file.
            if suggestion != "inherited" {
                let missing = UndefinedInfoPlistVariableRule.missingFiles(of: suspect.configuration, root: root)
                let other =
                    context.facts(of: suspect.configuration.clone)?.clone.definition
                    .settingsOfOtherConfigurations.contains(name) == true
                guard missing.includes.isEmpty, missing.bases.isEmpty, !other else { continue }
            }
            let location = Self.location(of: suspect)
            guard reported.insert("\(location)\u{0}\(name)").inserted else { continue }
            let written = Self.written(in: suspect.assignment.value, at: suspect.offset, name: name)
            diagnostics.append(
                Diagnostic(
                    Self.description.severity, rule: Self.description.id,
                    Self.message(written: written, suggestion: suggestion), at: location))
        }
        return diagnostics
    }

    /// Whether the reference at `offset` names a setting whose name goes on with another reference:
    /// `$(ENABLE_CARPLAY_$(DEVELOPMENT_TEAM))` (home-assistant) looks up a name made when it is evaluated, and
    /// `ENABLE_CARPLAY_` alone is no name it refers to.
    static func isNamePrefix(in value: String, at offset: Int, name: String) -> Bool {
        let bytes = Array(value.utf8.dropFirst(offset))
        // `$`, the bracket, the name (ASCII: the scanner reads names of ASCII letters, digits and `_`).
        let end = 2 + name.utf8.count
        return bytes.count > end && bytes[end] == UInt8(ascii: "$")
    }

    /// The reference as written: `$(NAME)`, `${NAME}` or `$[NAME]` with what follows the name up to its closing
    /// bracket (an operator), else `$(NAME)`.
    static func written(in value: String, at offset: Int, name: String) -> String {
        let characters = Array(value.dropFirst(offset))
        let pairs: [Character: Character] = ["(": ")", "{": "}", "[": "]"]
        guard characters.count > 2, let close = pairs[characters[1]] else {
            return "$(\(name))"
        }
        var depth = 0
        for (index, character) in characters.enumerated().dropFirst() {
            if character == characters[1] { depth += 1 }
            if character == close {
                depth -= 1
                if depth == 0 { return String(characters[0...index]) }
            }
        }
        return "$(\(name))"
    }

    /// Where the reference is: its column in an xcconfig line written on one line, else the assignment's start.
    private static func location(of suspect: Suspect) -> SourceLocation {
        let assignment = suspect.assignment
        let value = assignment.valueLocation
        guard value.file.hasSuffix(".xcconfig"), assignment.valueContinuations.isEmpty,
            assignment.value.utf8.allSatisfy({ $0 < 0x80 })
        else { return assignment.location }
        return SourceLocation(file: value.file, line: value.line, column: value.column + suspect.offset)
    }
}
