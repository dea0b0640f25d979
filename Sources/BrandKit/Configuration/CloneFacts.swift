import Documents
import XCConfig

/// What is resolved once per clone for every rule and command: the config file's values, the theme with its
/// problems and the fonts.
///
/// Rules read these rather than resolving them again; they do not depend on the configuration.
public struct CloneFacts: Sendable {
    /// The clone as read.
    public let clone: LoadedClone
    /// The config file's top-level object.
    let document: ConfigDocument
    /// Every colour role's value, in schema order.
    public let colors: [ResolvedColor]
    /// The problems met resolving the theme.
    public let themeProblems: [ThemeResolver.Problem]
    /// Every text style's font, in schema order.
    public let fonts: [ResolvedFont]
    /// Every schema field's value (given or defaulted), in schema order; fields with neither are absent.
    public let fields: [ResolvedField]
    /// `clone_identifier` from the config file.
    public let identifier: Sourced<String>?
    /// `api_base_url` from the config file.
    public let apiBaseURL: Sourced<String>?

    /// Resolves the facts of `clone` under `schema`.
    public init(_ clone: LoadedClone, schema: Schema) {
        self.clone = clone
        let document = ConfigDocument(clone.config)
        self.document = document
        let theme = ThemeResolver(schema: schema).resolve(clone, config: document)
        self.colors = theme.colors
        self.themeProblems = theme.problems
        self.fonts = FontResolver(schema: schema).resolve(clone)
        self.fields = schema.fields.compactMap { field in
            if let member = document.member(field.name) {
                return ResolvedField(
                    name: field.name, value: member.value.value, source: ValueSource(.config, at: member.value.location)
                )
            }
            return field.defaultValue.map { ResolvedField(name: field.name, value: $0, source: .schemaDefault) }
        }
        self.identifier = document.string("clone_identifier")
        self.apiBaseURL = document.string("api_base_url")
    }

    /// The clone's id.
    public var id: String { clone.id }
}
