import BrandFormats
import Documents

/// A group of `config.json` members that set fields: the top level, or one configuration's `overrides` entry.
struct ConfigFieldGroup {
    /// The build configuration the group applies to, or `nil` for the top level (every configuration).
    var configuration: String?
    /// The members, in written order.
    var members: [JSONMember]

    /// ` in overrides.Debug` for an override, empty for the top level: how messages say where a value is.
    var placeSuffix: String { configuration.map { " in overrides.\($0)" } ?? "" }

    /// The member setting `name` in this group.
    func member(_ name: String) -> JSONMember? { members.first { $0.key == name } }
}

extension Schema {
    /// The `config.json` keys an `overrides.<Configuration>` entry may not set, with why.
    ///
    /// The clone's identity and its theme are the same in every configuration. Every other field, and `features`,
    /// may be overridden.
    public static let notOverridable: [(key: String, reason: String)] = [
        (
            "clone_identifier",
            "the clone's id names its folder, its xcconfig files and its release tags in every configuration"
        ),
        (
            "theme",
            "theme colours come from config.json's theme and the asset catalog, which every configuration shares"
        ),
    ]

    /// Whether `key` may be set in `overrides.<Configuration>`.
    public static func isOverridable(_ key: String) -> Bool { !notOverridable.contains { $0.key == key } }
}

extension ConfigDocument {
    /// The members of `overrides.<configuration>` when it is an object.
    func overrideObject(_ configuration: String) -> [JSONMember] {
        guard let entry = objectMembers("overrides").first(where: { $0.key == configuration }),
            case .object(let members) = entry.value.value
        else { return [] }
        return members
    }

    /// Every group that sets fields: the top level, then each entry of `overrides` that is an object (misspelt
    /// configurations included, so their values are checked too), in written order.
    var fieldGroups: [ConfigFieldGroup] {
        var groups = [ConfigFieldGroup(configuration: nil, members: members)]
        for entry in objectMembers("overrides") {
            guard case .object(let inner) = entry.value.value else { continue }
            groups.append(ConfigFieldGroup(configuration: entry.key, members: inner))
        }
        return groups
    }

    /// The member setting field `name` in `configuration` and where it came from: `overrides.<configuration>.<name>`
    /// when there is one (and the field may be overridden), else the top-level member.
    func fieldMember(_ name: String, configuration: String) -> (member: JSONMember, origin: ValueSource.Origin)? {
        if Schema.isOverridable(name), let member = overrideObject(configuration).first(where: { $0.key == name }) {
            return (member, .configurationOverride)
        }
        return member(name).map { ($0, .config) }
    }

    /// The string value of field `name` in `configuration`, overrides applied.
    func string(_ name: String, configuration: String) -> Sourced<String>? {
        guard let (member, origin) = fieldMember(name, configuration: configuration),
            case .string(let text) = member.value.value
        else { return nil }
        return Sourced(text, from: ValueSource(origin, at: member.value.location))
    }
}
