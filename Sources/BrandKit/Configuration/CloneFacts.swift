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
    /// `clone_identifier` from the config file.
    public let identifier: Sourced<String>?

    /// Resolves the facts of `clone` under `schema`.
    public init(_ clone: LoadedClone, schema: Schema) {
        self.clone = clone
        let document = ConfigDocument(clone.config)
        self.document = document
        let theme = ThemeResolver(schema: schema).resolve(clone, config: document)
        self.colors = theme.colors
        self.themeProblems = theme.problems
        self.fonts = FontResolver(schema: schema).resolve(clone)
        self.identifier = document.string("clone_identifier")
    }

    private init(clone: LoadedClone, document: ConfigDocument, identifier: Sourced<String>?) {
        self.clone = clone
        self.document = document
        self.colors = []
        self.themeProblems = []
        self.fonts = []
        self.identifier = identifier
    }

    /// The clone's id.
    public var id: String { clone.id }

    /// The facts as the rules comparing clones read them (see ``Rule/comparesClones``), of `clone` (the clone as
    /// ``LoadedClone/retainedForComparison`` keeps it): the config document as that keeps it and the identifier;
    /// without the theme and fonts.
    func retainedForComparison(of clone: LoadedClone) -> CloneFacts {
        CloneFacts(clone: clone, document: ConfigDocument(clone.config), identifier: identifier)
    }
}
