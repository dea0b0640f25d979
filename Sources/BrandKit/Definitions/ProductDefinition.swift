/// What a project clone ships, as its source defines it: the application target, the app extensions it embeds and
/// the targets they depend on, each with the files it builds and its configurations.
///
/// The reader turns it into a ``CloneProduct``; clones without a project have none.
public struct ProductDefinition: Sendable, Hashable {
    /// The clone's application target; its configurations are the clone's own.
    public var app: ProductTargetDefinition
    /// The app extensions the app embeds, in the order of its embed phases.
    public var extensions: [ProductTargetDefinition]
    /// The targets the app or its extensions depend on, transitively, that are neither of those, in the order met.
    public var dependencies: [ProductTargetDefinition]
    /// The projects (`.xcodeproj`, absolute) holding targets the app depends on that could not be read: a submodule
    /// not checked out (mumble's `Dependencies/fmdb/fmdb.xcodeproj`), whose bump changes the app; and those the
    /// workspace lists, when the app links a product no project that could be read builds (Trio's `LoopKit`).
    public var missingProjects: [String] = []

    /// Creates a definition.
    public init(
        app: ProductTargetDefinition, extensions: [ProductTargetDefinition] = [],
        dependencies: [ProductTargetDefinition] = []
    ) {
        self.app = app
        self.extensions = extensions
        self.dependencies = dependencies
    }

    /// Every target, the app first, then the extensions, then the dependencies.
    public var targets: [ProductTargetDefinition] { [app] + extensions + dependencies }
}
