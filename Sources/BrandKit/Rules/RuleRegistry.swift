import Support

/// The hand-ordered list of every rule.
///
/// Reading rules come first so that, at equal positions, a file's syntax errors are listed before what follows from
/// them.
public enum RuleRegistry {
    /// Every rule, in the order they run.
    public static let all: [any Rule.Type] = [
        // Reading: the files themselves. These report what the readers found; a file that does not parse is
        // not checked further, so its syntax errors come first.
        FileUnreadableRule.self,
        ConfigFileNotFoundRule.self,
        WorkspaceLayoutRule.self,
        NoClonesRule.self,
        FolderWithoutConfigRule.self,
        UnusedXCConfigRule.self,
        UnusedBrandFolderRule.self,
        UnusedInfoPlistRule.self,
        UnusedSchemeRule.self,
        UnbuiltCloneResourceRule.self,
        ManifestInvalidRule.self,
        SchemaInvalidRule.self,
        // Xcode projects, schemes and workspaces, which define the clones when the repository has a project.
        CloneDefinitionRule.self,
        XcodeProjectSyntaxRule.self,
        XcodeProjectReferenceRule.self,
        XcodeProjectDuplicateIDRule.self,
        XcodeProjectUnknownISARule.self,
        XcodeProjectFieldRule.self,
        XcodeProjectEmptyBuildFileRule.self,
        XcodeProjectStaleDependencyRule.self,
        XcodeProjectStaleGroupChildRule.self,
        XcodeProjectBaseConfigurationRule.self,
        XcodeProjectSynchronizedFolderRule.self,
        XcodeSettingKeyInvalidRule.self,
        XcodeSettingKeyRepeatedRule.self,
        XcodeSchemeFileRule.self,
        XcodeSchemeFieldRule.self,
        XcodeSchemeTargetRule.self,
        XcodeSchemeTestableRule.self,
        XcodeSchemeUnusedEntryRule.self,
        XcodeSchemeContainerRule.self,
        XcodeSchemeConfigurationRule.self,
        XcodeSchemeArchiveRule.self,
        XMLSyntaxRule.self,
        XMLEncodingRule.self,
        // JSON: config.json, the schema, the manifest, asset catalogs' Contents.json.
        JSONSyntaxRule.self,
        JSONTrailingCommaRule.self,
        JSONEncodingRule.self,
        JSONByteOrderMarkRule.self,
        JSONDuplicateKeyRule.self,
        JSONNestingDepthRule.self,
        // Property lists: Info.plist, custom_fonts.plist.
        PlistSyntaxRule.self,
        PlistEncodingRule.self,
        PlistByteOrderMarkRule.self,
        PlistDuplicateKeyRule.self,
        PlistNestingDepthRule.self,
        PlistBinaryFormatRule.self,
        // Asset catalogs and fonts.
        AssetCatalogNotFoundRule.self,
        AssetCatalogMissingContentsRule.self,
        AssetCatalogUnreadableRule.self,
        AssetCatalogInvalidContentsRule.self,
        AssetCatalogInvalidColorRule.self,
        FontUnreadableRule.self,
        // xcconfig files: parsing, then includes, then evaluation (the engine's lint).
        XCConfigSyntaxRule.self,
        XCConfigEncodingRule.self,
        XCConfigCommentInValueRule.self,
        XCConfigMissingIncludeRule.self,
        XCConfigIncludeCaseRule.self,
        XCConfigIncludeCycleRule.self,
        XCConfigUnreadableRule.self,
        XCConfigIncludeLimitRule.self,
        XCConfigDeprecatedReferenceRule.self,
        XCConfigUnknownOperatorRule.self,
        XCConfigUnknownConditionRule.self,
        XCConfigUnterminatedReferenceRule.self,
        XCConfigExpansionLimitRule.self,
        XCConfigReferenceDepthRule.self,
        // Each clone's config.json against the schema.
        MissingRequiredFieldRule.self,
        UnknownConfigKeyRule.self,
        WrongTypeRule.self,
        InvalidValueRule.self,
        UnknownFeatureFlagRule.self,
        LiteralSecretRule.self,
        UnsupportedOverrideRule.self,
        // Each clone's identity and build settings.
        IdentifierMismatchRule.self,
        MissingXCConfigRule.self,
        MissingBuildSettingRule.self,
        UnknownBuildSettingRule.self,
        MisspeltSettingReferenceRule.self,
        InvalidBuildSettingValueRule.self,
        UnknownConfigurationConditionRule.self,
        UnmatchableFilePatternRule.self,
        DuplicateBundleIdentifierRule.self,
        InsecureURLRule.self,
        // Each clone's resources.
        InfoPlistNotFoundRule.self,
        InfoPlistBundleIdentifierRule.self,
        MissingInfoPlistKeyRule.self,
        UndefinedInfoPlistVariableRule.self,
        MissingAppIconRule.self,
        MissingColorRoleRule.self,
        MissingFontRule.self,
        // Each clone's entitlements.
        EntitlementsNotFoundRule.self,
        EntitlementMismatchRule.self,
        // Each clone's product: the extensions its app embeds.
        ExtensionMismatchRule.self,
        ForeignTargetMemberRule.self,
        ResourceCollisionRule.self,
        // Feature-flag hygiene.
        ExpiredFlagRule.self,
        ConstantFlagRule.self,
        RedundantFlagRule.self,
        // Themes.
        ColorReferenceRule.self,
        ContrastRule.self,
        ThemeCatalogMismatchRule.self,
    ]

    /// The rules that report what the readers found in the files themselves (syntax, encoding, includes, the
    /// xcconfig engine's checks), for commands that show values and must say when the files behind them are broken.
    public static var reading: [any Rule.Type] { all.filter { $0.reportsReadingOnly } }

    /// The rule with id `id`.
    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    /// The checks that run outside `brands validate` and report under an id `rules` in `brands.json` can set, each
    /// with its default severity and summary: release planning's, then `brands generate swift`'s compilation
    /// conditions.
    public static var otherChecks: [(id: String, severity: Severity, summary: String)] {
        ReleasePlanner.Check.summaries.map { ($0.id, .error, $0.summary) } + [
            (SwiftGenerationMessages.conditionID, .warning, SwiftGenerationMessages.conditionSummary)
        ]
    }

    /// Every id `rules` in `brands.json` may name, in the order `brands rules` lists them.
    public static var allIDs: [String] {
        all.map { $0.description.id } + otherChecks.map(\.id)
    }
}
