import Support
import XCConfig

/// A build setting the schema requires is not set (or is empty) in a clone's configuration.
public struct MissingBuildSettingRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "missing_build_setting", severity: .error,
        summary: "a build setting the schema requires is missing or empty",
        rationale: "A clone without its own DEVELOPMENT_TEAM or MARKETING_VERSION inherits whatever the base says.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Configs/ALPHA-Debug.xcconfig": """
                    #include "Base.xcconfig"
                    CLONE_IDENTIFIER = ALPHA
                    PRODUCT_BUNDLE_IDENTIFIER = com.example.alpha.debug
                    APP_DISPLAY_NAME = ALPHA Dev
                    INFOPLIST_FILE = Brands/$(CLONE_IDENTIFIER)/Info.plist
                    ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon
                    MARKETING_VERSION = 1.0.0
                    CURRENT_PROJECT_VERSION = 1

                    """
                ], expecting: "Configs/ALPHA-Debug.xcconfig", line: 1)
        ])

    /// `build setting 'X' is not set for NWD in Release`; `configuration` names the clone and the role.
    public static func message(setting: String, configuration: String) -> String {
        "build setting '\(setting)' is not set for \(configuration); the schema requires it of every clone"
    }

    /// `build setting 'X' is empty for NWD in Release ('$(Y)' expands to nothing)`, for one assigned an empty value.
    public static func emptyMessage(setting: String, written: String, configuration: String) -> String {
        let expands = written.isEmpty ? "" : " ('\(written)' expands to nothing)"
        return
            "build setting '\(setting)' is empty for \(configuration)\(expands); the schema requires it of every clone"
    }

    /// `NWD in Release`, and the Xcode configuration when it is not the role's name (`opentrace-production in Debug
    /// (configuration 'Release')`): scheme clones of one target share its configurations' lines, so the line alone
    /// does not say which clone and role the finding is about.
    static func subject(of configuration: CloneConfiguration) -> String {
        var text = "\(configuration.clone) in \(configuration.configuration)"
        if let name = configuration.loaded?.definition.name, name != configuration.configuration {
            text += " (configuration '\(name)')"
        }
        return text
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        context.configurations.flatMap { configuration -> [Diagnostic] in
            guard let settings = configuration.settings, let location = configuration.loaded?.definition.location
            else { return [] }
            return context.schema.requiredBuildSettings.filter { settings.value(of: $0).isEmpty }.map { name in
                // One assigned an empty value is reported where, with what is missing beneath it.
                if let origin = settings.origin(of: name) {
                    let written = origin.value.trimmingCharacters(in: .whitespaces)
                    return Diagnostic(
                        Self.description.severity, rule: Self.description.id,
                        Self.emptyMessage(
                            setting: name, written: written, configuration: Self.subject(of: configuration)),
                        at: origin.location,
                        notes: EmptyReferenceTrace.notes(
                            for: ReferenceScanner.references(in: written).map(\.name), in: settings))
                }
                return Diagnostic(
                    Self.description.severity, rule: Self.description.id,
                    Self.message(setting: name, configuration: Self.subject(of: configuration)), at: location)
            }
        }
    }
}
