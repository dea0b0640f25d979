import Support
import XCConfig

/// The diagnostics of `brands generate swift`, built here so tests reuse the exact text.
///
/// Their ids name what stopped or may spoil the generated file; they are not rules `brands validate` runs.
public enum SwiftGenerationMessages {
    /// Two names map to one Swift identifier (error).
    public static let collisionID = "swift_identifier_collision"
    /// A name has no letters or digits to make an identifier of (error).
    public static let invalidNameID = "swift_identifier_invalid"
    /// A clone has no value, or a value of the wrong type, where the generated type needs one (error).
    public static let valueID = "swift_value"
    /// A clone's `SWIFT_ACTIVE_COMPILATION_CONDITIONS` would not select the generated values (warning).
    ///
    /// The one check of the generation that is about the project rather than about what can be generated, so the
    /// only one `brands rules` lists and `rules` in `brands.json` can change; the others stop the generation.
    public static let conditionID = "swift_compilation_condition"
    /// What ``conditionID`` checks, for `brands rules`.
    public static let conditionSummary =
        "a clone's SWIFT_ACTIVE_COMPILATION_CONDITIONS would not select its values in what brands generate swift writes"

    /// `'api_base_url' and 'api_base_URL' both become the swift identifier 'apiBaseURL' in CloneFields`.
    public static func collision(_ name: String, _ other: String, identifier: String, scope: String) -> String {
        "\(scope) '\(name)' and '\(other)' both become the swift identifier '\(identifier)'; rename one of them"
    }

    /// `field '—' has no ascii letter or digit to name a swift identifier after`.
    public static func invalidName(_ name: String, scope: String) -> String {
        "\(scope) '\(name)' has no ascii letter or digit to name a swift identifier after; rename it"
    }

    /// `clone 'NWD' has no value for 'analytics_key' in Debug`.
    public static func missingValue(_ what: String, clone: String, configuration: String) -> String {
        "clone '\(clone)' has no value for \(what) in \(configuration), which the generated swift needs; set it, or "
            + "run 'brands validate' for the details"
    }

    /// `clone 'NWD' has a value of the wrong type for 'article_cache_days' in Debug`.
    public static func wrongValue(_ what: String, expected: String, clone: String, configuration: String) -> String {
        "clone '\(clone)' gives \(what) a value that is not \(expected) in \(configuration); run 'brands validate' "
            + "for the details"
    }

    /// A clone condition two clones share.
    public static func sharedCondition(_ condition: String, clones: [String]) -> String {
        "clones \(clones.map { "'\($0)'" }.joined(separator: " and ")) are both selected by '\(condition)'; "
            + "give them ids that differ in letters or digits"
    }

    /// A configuration's conditions lack the clone's condition; `addition` is what to add: the condition, or
    /// `CLONE_$(CLONE_IDENTIFIER)` where the clone's `CLONE_IDENTIFIER` makes it (a shared xcconfig can then say it
    /// once for every clone).
    public static func missingCloneCondition(
        _ condition: String, clone: String, configuration: String, addition: String
    ) -> String {
        "SWIFT_ACTIVE_COMPILATION_CONDITIONS of clone '\(clone)' in \(configuration) lacks '\(condition)', so the "
            + "generated file cannot select the clone; add '\(addition)' to it"
    }

    /// A configuration's conditions lack the configuration's own condition.
    public static func missingConfigurationCondition(_ condition: String, clone: String, configuration: String)
        -> String
    {
        "SWIFT_ACTIVE_COMPILATION_CONDITIONS of clone '\(clone)' in \(configuration) lacks '\(condition)', so "
            + "\(configuration) builds would get another configuration's values; add '\(condition)' to it"
    }

    /// A configuration's conditions hold another configuration's condition.
    public static func foreignConfigurationCondition(
        _ condition: String, of other: String, clone: String, configuration: String
    ) -> String {
        "SWIFT_ACTIVE_COMPILATION_CONDITIONS of clone '\(clone)' in \(configuration) holds '\(condition)', so "
            + "\(configuration) builds would get the \(other) values; set '\(condition)' only in \(other)"
    }
}
