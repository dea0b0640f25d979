import Support
import XCConfig
import XcodeProject

/// One target of a clone's product as read: what it is, the files it builds or copies, and its configurations
/// evaluated as the app's are (its settings levels under the clone's build configuration of each role, with
/// provenance, its Info.plist and the identity it ships with).
public struct ProductTarget: Sendable {
    /// What the source defined.
    public var definition: ProductTargetDefinition
    /// One configuration per role of the clone, in the clone's order.
    public var configurations: [LoadedConfiguration]

    /// Creates a target with its configurations read.
    public init(definition: ProductTargetDefinition, configurations: [LoadedConfiguration]) {
        self.definition = definition
        self.configurations = configurations
    }

    /// What the target is to the clone.
    public var part: ProductTargetDefinition.Part { definition.part }
    /// The target's name.
    public var name: String { definition.name }
    /// The target's object id.
    public var id: String { definition.id }
    /// `productType`, if any.
    public var productType: String? { definition.productType }
    /// Every file the target builds or copies.
    public var files: TargetFiles { definition.files }
    /// Where the target is defined in the project file.
    public var location: SourceLocation { definition.location }
    /// For an extension, where the app's embed phase names it.
    public var embeddingLocation: SourceLocation? { definition.embeddingLocation }
    /// What an embedded part is called in messages: `App Clip` for an App Clip, `watch app` for a watch app, else
    /// `extension`.
    public var kindName: String {
        if definition.isWatchApp { return "watch app" }
        return productType == ProductTargetDefinition.appClipType ? "App Clip" : "extension"
    }

    /// The configuration with role `role`.
    public func configuration(_ role: String) -> LoadedConfiguration? {
        configurations.first { $0.role == role }
    }
}
