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
            + "levels below give, `$(BUNDLE_ID_PREFX).app` builds `.app`, and `https:$(/)$(/)host`, for want of a "
            + "setting named `/`, is `https:host`.",
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
            RuleExample(
                files: [
                    "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig
                        + "HELP_URL = https:$(/)$(/)help.example.com\n"
                ], expecting: "Configs/Base.xcconfig", line: 6),
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
    ///
    /// What a configuration sets is its own: whether a name is set, and which names it may be a misspelling of, are
    /// asked of the configuration that holds the reference (and of its target's other configurations), so that a
    /// clone's findings do not depend on which clones are checked with it.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        // Each assignment of the files once (shared files' assignments are in every clone's chain): the references of
        // its value to names neither Xcode's nor set in its configuration or the target's others.
        var seen = Set<ObjectIdentifier>()
        var suspects: [Suspect] = []
        var slashes: [Diagnostic] = []
        for configuration in context.configurations {
            guard let loaded = configuration.loaded, let settings = configuration.settings else { continue }
            var others: Set<String>?
            for level in loaded.levels where level.source.kind.isFromFiles {
                for assignment in level.assignments where seen.insert(assignment.identity).inserted {
                    let value = assignment.value
                    guard Self.mayReferToOthers(value) else { continue }
                    if let reference = Self.slashReference(in: value) {
                        slashes.append(Self.slashFinding(assignment, reference: reference))
                    }
                    for reference in ReferenceScanner.references(in: value) {
                        let name = reference.name
                        guard name != "inherited", !KnownBuildSettings.names.contains(name),
                            !KnownBuildSettings.providedByBuildSystem.contains(name), !settings.isAssigned(name),
                            !UndefinedInfoPlistVariableRule.isBare(value, at: reference.offset),
                            !Self.isNamePrefix(in: value, at: reference.offset, name: name)
                        else { continue }
                        if others == nil {
                            others =
                                context.facts(of: configuration.clone)?.clone.definition.settingsOfOtherConfigurations
                                ?? []
                        }
                        guard others?.contains(name) != true else { continue }
                        suspects.append(
                            Suspect(
                                assignment: assignment, configuration: configuration, name: name,
                                offset: reference.offset))
                    }
                }
            }
        }
        guard !suspects.isEmpty else { return slashes }
        var reported = Set<String>()
        var diagnostics = slashes
        let root = context.workspace.root
        // Suggestions from the names the suspect's configuration sets, else Xcode's, once a configuration and name.
        var suggestions: [String: String?] = [:]
        var distances: [String: [String: Int]] = [:]
        var known: [String: String?] = [:]
        var misspellsInherited: [String: Bool] = [:]
        for suspect in suspects {
            let name = suspect.name
            let configuration = suspect.configuration
            let suggestion: String
            if misspellsInherited[name] == nil {
                misspellsInherited[name] = Suggestion.closest(to: name, in: ["inherited"]) != nil
            }
            if misspellsInherited[name] == true {
                suggestion = "inherited"
            } else {
                // A file that is missing may set it (a git-ignored local xcconfig); `inherited` misspelt, no file sets.
                let missing = UndefinedInfoPlistVariableRule.missingFiles(of: configuration, root: root)
                guard missing.includes.isEmpty, missing.bases.isEmpty, missing.encrypted.isEmpty else { continue }
                let key = "\(configuration.clone)\u{0}\(configuration.configuration)\u{0}\(name)"
                if suggestions[key] == nil {
                    let set = (configuration.loaded?.levels ?? []).lazy.filter(\.source.kind.isFromFiles)
                        .flatMap(\.assignments).map(\.name)
                    if known[name] == nil { known[name] = .some(NearMissIndex.knownBuildSettings.nearMiss(name)) }
                    suggestions[key] = .some(
                        Self.nearMiss(name, among: set, distances: &distances[name, default: [:]]) ?? known[name] ?? nil
                    )
                }
                guard let nearMiss = suggestions[key] ?? nil else { continue }
                suggestion = nearMiss
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

    /// The name among `names` that `name` is most likely a misspelling of, as ``NearMissIndex/nearMiss(_:)`` picks
    /// among Xcode's: at most one edit away, two from twelve characters on, none below six; the closest, then the
    /// shortest, then the first in sorted order.
    static func nearMiss(_ name: String, among names: some Sequence<String>) -> String? {
        var distances: [String: Int] = [:]
        return nearMiss(name, among: names, distances: &distances)
    }

    /// ``nearMiss(_:among:)`` with the distances from `name` worked out before, by candidate (configurations share
    /// most names, and each asks again).
    static func nearMiss(_ name: String, among names: some Sequence<String>, distances: inout [String: Int])
        -> String?
    {
        let length = name.utf8.count
        guard length >= 6 else { return nil }
        let limit = length >= 12 ? 2 : 1
        var best: (name: String, distance: Int)?
        for candidate in names where candidate != name && abs(candidate.utf8.count - length) <= limit {
            let distance: Int
            if let known = distances[candidate] {
                distance = known
            } else {
                distance = EditDistance.between(name, candidate, limit: limit)
                distances[candidate] = distance
            }
            guard distance <= limit else { continue }
            if let current = best,
                (current.distance, current.name.utf8.count, current.name)
                    <= (distance, candidate.utf8.count, candidate)
            {
                continue
            }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// `inherited` as bytes, and the brackets a reference may close with.
    private static let inheritedBytes = Array("inherited".utf8)

    /// Whether `value` may refer to a setting other than `inherited`: it has a `$` not followed by `(inherited)` or
    /// `{inherited}` (most values that refer to anything only inherit).
    static func mayReferToOthers(_ value: String) -> Bool {
        var value = value
        return value.withUTF8 { bytes in
            let inherited = inheritedBytes
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "$") else {
                    index += 1
                    continue
                }
                // `$(inherited)` or `${inherited}`: `$`, the bracket, the name, the closing bracket.
                let end = index + inherited.count + 3
                guard end <= bytes.count else { return true }
                let open = bytes[index + 1]
                let close: UInt8 =
                    switch open {
                    case UInt8(ascii: "("): UInt8(ascii: ")")
                    case UInt8(ascii: "{"): UInt8(ascii: "}")
                    default: 0
                    }
                guard close != 0, bytes[end - 1] == close else { return true }
                for offset in 0..<inherited.count where bytes[index + 2 + offset] != inherited[offset] { return true }
                index = end
            }
            return false
        }
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
