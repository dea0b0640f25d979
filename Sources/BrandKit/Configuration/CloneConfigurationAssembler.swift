import XCConfig

/// Builds the typed ``CloneConfiguration`` of a clone and configuration from its files.
///
/// Pure: everything it needs was read by the ``WorkspaceLoader``; problems are for rules to report.
public struct CloneConfigurationAssembler: Sendable {
    /// The schema the configuration is typed by.
    public var schema: Schema

    /// Creates an assembler.
    public init(schema: Schema) {
        self.schema = schema
    }

    /// The configuration of `clone` in `configuration`.
    public func assemble(_ clone: CloneFiles, configuration: String) -> CloneConfiguration {
        var result = CloneConfiguration(clone: clone.id, configuration: configuration)
        let config = ConfigDocument(clone.config)
        result.identifier = config.string("clone_identifier")
        result.apiBaseURL = config.string("api_base_url", configuration: configuration)
        result.fields = schema.fields.compactMap { field in
            if let (member, origin) = config.fieldMember(field.name, configuration: configuration) {
                return ResolvedField(
                    name: field.name, value: member.value.value, source: ValueSource(origin, at: member.value.location))
            }
            return field.defaultValue.map { ResolvedField(name: field.name, value: $0, source: .schemaDefault) }
        }
        result.features = FlagResolver(schema: schema).resolve(config: config, configuration: configuration)
        result.colors = ThemeResolver(schema: schema).resolve(clone, config: config).colors
        result.fonts = FontResolver(schema: schema).resolve(clone)
        if let settings = clone.settings[configuration] {
            result.settings = settings
            result.displayName = settings.sourced("APP_DISPLAY_NAME")
            result.bundleIdentifier = settings.sourced("PRODUCT_BUNDLE_IDENTIFIER")
            result.version = settings.sourced("MARKETING_VERSION")
            result.build = settings.sourced("CURRENT_PROJECT_VERSION")
            result.team = settings.sourced("DEVELOPMENT_TEAM")
            result.infoPlistPath = clone.infoPlistPaths[configuration]
            result.infoPlist = result.infoPlistPath.flatMap { clone.infoPlists[$0] }
        }
        return result
    }
}

extension ResolvedSettings {
    /// The value of `name` with the location of the assignment that won, when some assignment set it.
    public func sourced(_ name: String) -> Sourced<String>? {
        guard let setting = self[name], let winner = setting.contributions.first else { return nil }
        return Sourced(setting.value, from: ValueSource(.buildSetting, at: winner.location))
    }
}
