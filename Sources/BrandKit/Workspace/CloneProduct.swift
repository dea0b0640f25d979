/// What a clone built from an Xcode project ships, as read: its application target, the app extensions the app
/// embeds and the targets they depend on, each with its files and its settings in every configuration of the clone.
///
/// Rules compare the extensions with the app (versions, bundle id, team) and check which targets build which files;
/// `brands affected` sees every member file as an input of the clone.
public struct CloneProduct: Sendable {
    /// The clone's application target; its configurations are the clone's own.
    public var app: ProductTarget
    /// The app extensions the app embeds, in the order of its embed phases.
    public var extensions: [ProductTarget]
    /// The targets the app or its extensions depend on, transitively, that are neither of those.
    public var dependencies: [ProductTarget]

    /// Creates a product.
    public init(app: ProductTarget, extensions: [ProductTarget] = [], dependencies: [ProductTarget] = []) {
        self.app = app
        self.extensions = extensions
        self.dependencies = dependencies
    }

    /// Every target, the app first, then the extensions, then the dependencies.
    public var targets: [ProductTarget] { [app] + extensions + dependencies }

    /// The target called `name`, if the product has one.
    public func target(named name: String) -> ProductTarget? {
        targets.first { $0.name == name }
    }
}
