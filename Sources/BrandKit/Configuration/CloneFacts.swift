import BrandFormats
import Documents
import Support
import XCConfig

/// What is resolved once per clone for every rule and command: the config document, the theme with its problems
/// and the fonts.
///
/// Rules read these rather than resolving them again; they do not depend on the configuration (config file fields
/// may be overridden per configuration, so they are resolved with each ``CloneConfiguration``).
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
    /// `clone_identifier` from the config file, as written (``IdentifierMismatchRule`` compares it with the id).
    public let configIdentifier: Sourced<String>?
    /// The identifier of the clone's identity, which `brands show` prints and `brands generate swift` writes: the
    /// clone's id, from `clone_identifier` when the config file writes it, else from where the clone is defined.
    ///
    /// The id, not `clone_identifier`, since the id is what selects the clone everywhere (tags, `CLONE_<ID>`, the
    /// command line), and a `clone_identifier` that differs is an error of its own.
    public var identifier: Sourced<String> {
        if let configIdentifier, configIdentifier.value == clone.id { return configIdentifier }
        return Sourced(clone.id, from: ValueSource(.definition, at: clone.definition.origin.location))
    }

    /// Resolves the facts of `clone` under `schema`.
    public init(_ clone: LoadedClone, schema: Schema) {
        self.clone = clone
        let document = ConfigDocument(clone.config)
        self.document = document
        let theme = ThemeResolver(schema: schema).resolve(clone, config: document)
        self.colors = theme.colors
        self.themeProblems = theme.problems
        self.fonts = FontResolver(schema: schema).resolve(clone)
        self.configIdentifier = document.string("clone_identifier")
    }

    private init(clone: LoadedClone, document: ConfigDocument, configIdentifier: Sourced<String>?) {
        self.clone = clone
        self.document = document
        self.colors = []
        self.themeProblems = []
        self.fonts = []
        self.configIdentifier = configIdentifier
    }

    /// The clone's id.
    public var id: String { clone.id }

    /// The facts as the rules comparing clones read them (see ``Rule/comparesClones``), of `clone` (the clone as
    /// ``LoadedClone/retainedForComparison`` keeps it): the config document as that keeps it and the identifier;
    /// without the theme and fonts.
    func retainedForComparison(of clone: LoadedClone) -> CloneFacts {
        CloneFacts(clone: clone, document: ConfigDocument(clone.config), configIdentifier: configIdentifier)
    }
}
