import Support
import XCConfig

/// A target of the project: `PBXNativeTarget`, `PBXAggregateTarget` or `PBXLegacyTarget`.
public struct ProjectTarget: Hashable, Sendable {
    /// What a target is.
    public enum Kind: String, Hashable, Sendable {
        /// `PBXNativeTarget`: builds a product of a product type.
        case native
        /// `PBXAggregateTarget`: only dependencies and scripts.
        case aggregate
        /// `PBXLegacyTarget`: runs an external build tool.
        case legacy

        /// The kind an `isa` stands for, if it is a target.
        public init?(isa: String) {
            switch isa {
            case "PBXNativeTarget": self = .native
            case "PBXAggregateTarget": self = .aggregate
            case "PBXLegacyTarget": self = .legacy
            default: return nil
            }
        }

        /// Every `isa` of a target.
        public static let isas = ["PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"]
    }

    /// The object id (a scheme's `BlueprintIdentifier`).
    public var id: String
    /// What the target is.
    public var kind: Kind
    /// The target's name.
    public var name: String
    /// `productName`, if any.
    public var productName: String?
    /// `productType`, such as `com.apple.product-type.application`; `nil` for aggregate and legacy targets.
    public var productType: String?
    /// The target's configurations.
    public var configurationList: ConfigurationList?
    /// The build phases, in order.
    public var buildPhases: [BuildPhase]
    /// The targets and products this one depends on, in order.
    public var dependencies: [TargetDependency]
    /// The file reference of the product (`productReference`), if any.
    public var productReferenceID: String?
    /// The synchronized folders whose files the target builds (`fileSystemSynchronizedGroups`), in order.
    public var synchronizedFolderIDs: [String]
    /// The Swift package products the target links (`packageProductDependencies`), in written order.
    public var packageProducts: [PackageProduct] = []
    /// For a legacy ("External Build System") target, the tool it runs (`buildToolPath`), as written.
    public var buildToolPath: String?
    /// Where the object is defined.
    public var location: SourceLocation

    /// Creates a target.
    public init(
        id: String, kind: Kind, name: String, productName: String? = nil, productType: String? = nil,
        configurationList: ConfigurationList? = nil, buildPhases: [BuildPhase] = [],
        dependencies: [TargetDependency] = [], productReferenceID: String? = nil, synchronizedFolderIDs: [String] = [],
        location: SourceLocation
    ) {
        self.id = id
        self.kind = kind
        self.name = name
        self.productName = productName
        self.productType = productType
        self.configurationList = configurationList
        self.buildPhases = buildPhases
        self.dependencies = dependencies
        self.productReferenceID = productReferenceID
        self.synchronizedFolderIDs = synchronizedFolderIDs
        self.location = location
    }

    /// Product types of applications (what a clone ships).
    public static let applicationProductTypes: Set<String> = [
        "com.apple.product-type.application", "com.apple.product-type.application.messages",
        "com.apple.product-type.application.on-demand-install-capable",
        "com.apple.product-type.application.watchapp2-container", "com.apple.product-type.application.watchapp2",
    ]

    /// Product types of app extensions that an application embeds.
    public static let appExtensionProductTypes: Set<String> = [
        "com.apple.product-type.app-extension", "com.apple.product-type.extensionkit-extension",
        "com.apple.product-type.app-extension.messages", "com.apple.product-type.app-extension.messages-sticker-pack",
        "com.apple.product-type.watchkit2-extension", "com.apple.product-type.tv-app-extension",
    ]

    /// Whether the target builds an application.
    public var isApplication: Bool { productType.map(Self.applicationProductTypes.contains) ?? false }

    /// Whether the target builds an app extension.
    public var isAppExtension: Bool { productType.map(Self.appExtensionProductTypes.contains) ?? false }

    /// The phases of `kind`, in order.
    public func buildPhases(of kind: BuildPhase.Kind) -> [BuildPhase] {
        buildPhases.filter { $0.kind == kind }
    }
}

/// One entry of a target's `dependencies`: a `PBXTargetDependency`.
public struct TargetDependency: Hashable, Sendable {
    /// What the dependency names.
    public enum Kind: Hashable, Sendable {
        /// A target of this project, by id.
        case target(id: String)
        /// A target of another project, by its id there; `project` is the other project's file reference.
        case externalTarget(id: String, projectReferenceID: String?)
        /// A Swift package product, by name.
        case packageProduct(name: String)
        /// Nothing the reader could follow.
        case unknown
    }

    /// The object id.
    public var id: String
    /// What the dependency names.
    public var kind: Kind
    /// The name written beside it (`name` or the proxy's `remoteInfo`), if any.
    public var name: String?
    /// Where the object is defined.
    public var location: SourceLocation

    /// Creates a dependency.
    public init(id: String, kind: Kind, name: String? = nil, location: SourceLocation) {
        self.id = id
        self.kind = kind
        self.name = name
        self.location = location
    }

    /// The id of the target of this project the dependency names, if it names one.
    public var targetID: String? {
        if case .target(let id) = kind { return id }
        return nil
    }
}

/// A Swift package product a target links, and where its package is.
public struct PackageProduct: Hashable, Sendable {
    /// Where the product's package is.
    public enum Package: Hashable, Sendable {
        /// A local package (`XCLocalSwiftPackageReference`), at this absolute, normalised folder.
        case local(String)
        /// A package fetched from a repository (`XCRemoteSwiftPackageReference`): its `repositoryURL` and its
        /// `requirement`, each `key = value` of it sorted by key and joined with `; ` (`kind = exactVersion;
        /// version = 2.4.0`), empty when it has none. A new requirement resolves another version of the package.
        case remote(url: String, requirement: String)
        /// Not said (no `package`): a local package the project's folder references or its workspace lists.
        case unnamed
    }

    /// `productName`.
    public var name: String
    /// Where its package is.
    public var package: Package

    /// Creates a product.
    public init(name: String, package: Package) {
        self.name = name
        self.package = package
    }
}
