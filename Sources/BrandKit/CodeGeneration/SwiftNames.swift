import BrandFormats
import Support
import XCConfig

/// The Swift identifiers of a schema's names, by ``SwiftIdentifier``'s rule, with a diagnostic for every name that
/// has none and every two names that share one.
public struct SwiftNames: Sendable {
    /// A schema name and the identifier it became.
    public struct Entry: Sendable, Hashable {
        /// The name as the schema writes it.
        public var name: String
        /// The identifier as declared (keywords in backticks).
        public var identifier: String
    }

    /// The `config.json` fields other than secrets, in schema order.
    public var fields: [Entry] = []
    /// The fields named `api_*` other than secrets, named without the prefix, for `api`.
    public var apiFields: [Entry] = []
    /// The type name and the cases of each `enum` field, by field name.
    public var enumerations: [String: (type: String, cases: [Entry])] = [:]
    /// The feature flags, in registry order.
    public var flags: [Entry] = []
    /// The colour roles, in schema order.
    public var colorRoles: [Entry] = []
    /// The text styles, in schema order.
    public var fontStyles: [Entry] = []
    /// Names without an identifier and identifiers given to two names (errors).
    public var diagnostics: [Diagnostic] = []

    /// The prefix of the fields that make up `api`.
    public static let apiPrefix = "api_"

    /// The names of `schema`.
    public init(schema: Schema) {
        let schemaLocation = SourceLocation.start(of: schema.file ?? "<built-in schema>")
        let visible = schema.fields.filter { !$0.isSecret }
        fields = assign(
            visible.map { ($0.name, $0.name, $0.location ?? schemaLocation) }, scope: "field", upper: false)
        let api = visible.filter { $0.name.hasPrefix(Self.apiPrefix) && $0.name.count > Self.apiPrefix.count }
        apiFields = assign(
            api.map { ($0.name, String($0.name.dropFirst(Self.apiPrefix.count)), $0.location ?? schemaLocation) },
            scope: "api field", upper: false)
        let enumerated = visible.filter { $0.type == .enumeration }
        let types = assign(
            enumerated.map { ($0.name, $0.name, $0.location ?? schemaLocation) }, scope: "enum field", upper: true)
        for (field, type) in zip(enumerated, types) {
            let cases = assign(
                field.allowedValues.map { ($0, $0, field.location ?? schemaLocation) },
                scope: "value of '\(field.name)'", upper: false)
            enumerations[field.name] = (type.identifier, cases)
        }
        flags = assign(
            schema.flags.map { ($0.name, $0.name, $0.location ?? schemaLocation) }, scope: "flag", upper: false)
        colorRoles = assign(
            schema.colorRoles.map { ($0.name, $0.name, schemaLocation) }, scope: "colour role", upper: false)
        fontStyles = assign(
            schema.fontStyles.map { ($0.name, $0.name, schemaLocation) }, scope: "text style", upper: false)
    }

    /// The identifier of `name` in `entries`.
    public static func identifier(of name: String, in entries: [Entry]) -> String? {
        entries.first { $0.name == name }?.identifier
    }

    /// Identifiers for `(name, source of the identifier, location)`; names without one are left out, reported.
    private mutating func assign(
        _ names: [(name: String, source: String, location: SourceLocation)], scope: String, upper: Bool
    ) -> [Entry] {
        var entries: [Entry] = []
        var owners: [String: String] = [:]
        for (name, source, location) in names {
            guard
                let identifier = upper ? SwiftIdentifier.upperCamelCase(source) : SwiftIdentifier.lowerCamelCase(source)
            else {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: SwiftGenerationMessages.invalidNameID,
                        SwiftGenerationMessages.invalidName(name, scope: scope), at: location))
                continue
            }
            let bare = SwiftIdentifier.bare(identifier)
            if let owner = owners[bare] {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: SwiftGenerationMessages.collisionID,
                        SwiftGenerationMessages.collision(owner, name, identifier: bare, scope: scope), at: location))
                continue
            }
            owners[bare] = name
            entries.append(Entry(name: name, identifier: identifier))
        }
        return entries
    }
}
