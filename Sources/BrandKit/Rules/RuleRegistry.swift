/// The hand-ordered list of every rule. Reading rules come first so that, at equal positions, a file's
/// syntax errors are listed before what follows from them.
public enum RuleRegistry {
    /// Every rule, in the order they run.
    public static let all: [any Rule.Type] = [
        // Reading: the files themselves.
        FileUnreadableRule.self,
        WorkspaceLayoutRule.self,
        ManifestInvalidRule.self,
        SchemaInvalidRule.self,
        // Each clone's config.json against the schema.
        MissingRequiredFieldRule.self,
        UnknownConfigKeyRule.self,
        WrongTypeRule.self,
        InvalidValueRule.self,
        UnknownFeatureFlagRule.self,
        LiteralSecretRule.self,
        // Each clone's identity and build settings.
        IdentifierMismatchRule.self,
        MissingXCConfigRule.self,
        MissingBuildSettingRule.self,
        UnknownBuildSettingRule.self,
        DuplicateBundleIdentifierRule.self,
        InsecureURLRule.self,
        // Each clone's resources.
        InfoPlistNotFoundRule.self,
        MissingInfoPlistKeyRule.self,
        UndefinedInfoPlistVariableRule.self,
        MissingAppIconRule.self,
        MissingColorRoleRule.self,
        MissingFontRule.self,
        // Feature-flag hygiene.
        ExpiredFlagRule.self,
        ConstantFlagRule.self,
        RedundantFlagRule.self,
        // Themes.
        ColorReferenceRule.self,
        ContrastRule.self,
    ]

    /// The rule with id `id`.
    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
