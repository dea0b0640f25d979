import BrandFormats
import Support
import XCConfig

/// Builds the typed ``CloneConfiguration`` of a clone and configuration from what was read.
///
/// Pure: everything it needs was read by the ``WorkspaceLoader``; problems are for rules to report.
public struct CloneConfigurationAssembler: Sendable {
    /// The schema the configuration is typed by.
    public var schema: Schema

    /// Creates an assembler.
    public init(schema: Schema) {
        self.schema = schema
    }

    /// The configuration of `clone` in `configuration` (a role, such as `Release`).
    public func assemble(_ clone: LoadedClone, configuration: String) -> CloneConfiguration {
        assemble(CloneFacts(clone, schema: schema), configuration: configuration)
    }

    /// The configuration of the clone whose facts are `facts` in `configuration`, from facts resolved once.
    public func assemble(_ facts: CloneFacts, configuration: String) -> CloneConfiguration {
        var result = CloneConfiguration(clone: facts.id, configuration: configuration)
        let config = facts.document
        result.identifier = facts.identifier
        result.apiBaseURL = config.string("api_base_url", configuration: configuration)
        result.fields = schema.fields.compactMap { field in
            if let (member, origin) = config.fieldMember(field.name, configuration: configuration) {
                return ResolvedField(
                    name: field.name, value: member.value.value, source: ValueSource(origin, at: member.value.location))
            }
            return field.defaultValue.map { ResolvedField(name: field.name, value: $0, source: .schemaDefault) }
        }
        result.features = FlagResolver(schema: schema).resolve(config: config, configuration: configuration)
        result.colors = facts.colors
        result.fonts = facts.fonts
        guard let loaded = facts.clone.configuration(configuration) else { return result }
        result.loaded = loaded
        // A clone without build settings may still have an identity, declared in its config file.
        result.$identity = loaded.$identity
        result.team = loaded.identity.team?.sourced
        if let settings = loaded.settings {
            result.settings = settings
            result.team = settings.sourced("DEVELOPMENT_TEAM") ?? result.team
            result.platforms = ApplePlatform.platforms(of: settings)
            result.infoPlistPath = loaded.infoPlistPath
            result.infoPlist = loaded.infoPlist
        }
        return result
    }
}

extension ResolvedSettings {
    /// The value of `name` with the location of the assignment that wrote it (see ``origin(of:)``), when some
    /// assignment set it.
    public func sourced(_ name: String) -> Sourced<String>? {
        guard let origin = origin(of: name) else { return nil }
        return Sourced(value(of: name), from: ValueSource(.buildSetting, at: origin.location))
    }

    /// The assignment that wrote the value of `name`: the one that won, or, when that one only passes on the value
    /// beneath it (`X = $(inherited)`, as a project's target often does over its xcconfig, or `X = $(X)`, which
    /// Xcode reads the same way, as a Flutter app's target does), the newest one beneath it that writes more; `nil`
    /// when no assignment matches.
    public func origin(of name: String) -> SettingAssignment? {
        guard let winner = winner(of: name) else { return nil }
        // The contributions are looked up only for the rare winner that inherits and nothing else.
        guard Self.onlyInherits(winner.value, of: name) else { return winner }
        return self[name]?.contributions.first { !Self.onlyInherits($0.value, of: name) } ?? winner
    }

    /// Whether `value`, a value of setting `name`, is a reference to the inherited value and nothing else.
    static func onlyInherits(_ value: String, of name: String) -> Bool {
        // Most values are longer or hold no `$`: those are answered without splitting them.
        guard value.utf8.count <= max(32, name.utf8.count + 4), value.utf8.contains(UInt8(ascii: "$")) else {
            return false
        }
        let words = value.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count == 1 else { return false }
        let word = words[0]
        return ["$(inherited)", "${inherited}", "$inherited"].contains(word)
            || word == "$(\(name))" || word == "${\(name)}" || word == "$\(name)"
    }
}
