import Support
import XCConfig

/// One node of the project's group tree: a group, variant group, version group, file reference, reference proxy
/// or Xcode 16 synchronized folder, with its path resolved.
public struct ReferenceNode: Hashable, Sendable {
    /// What a node is.
    public enum Kind: String, Hashable, Sendable {
        /// `PBXGroup`: a folder of the navigator, with or without a folder on disk.
        case group
        /// `PBXVariantGroup`: one localizable file whose children are its localizations.
        case variantGroup
        /// `XCVersionGroup`: a versioned Core Data model (`.xcdatamodeld`).
        case versionGroup
        /// `PBXFileReference`: a file or folder.
        case file
        /// `PBXReferenceProxy`: a product of another project.
        case referenceProxy
        /// `PBXFileSystemSynchronizedRootGroup`: a folder whose files belong to targets without being listed.
        case synchronizedFolder

        /// The kind an `isa` stands for, if it is a node of the group tree.
        public init?(isa: String) {
            switch isa {
            case "PBXGroup": self = .group
            case "PBXVariantGroup": self = .variantGroup
            case "XCVersionGroup": self = .versionGroup
            case "PBXFileReference": self = .file
            case "PBXReferenceProxy": self = .referenceProxy
            case "PBXFileSystemSynchronizedRootGroup": self = .synchronizedFolder
            default: return nil
            }
        }

        /// Whether the node has children.
        public var isGroup: Bool { self == .group || self == .variantGroup || self == .versionGroup }
    }

    /// The object id.
    public var id: String
    /// What the node is.
    public var kind: Kind
    /// The `name` field, if any.
    public var name: String?
    /// The `path` field as written, if any.
    public var path: String?
    /// The `sourceTree` field as written (`<group>`, `SOURCE_ROOT`, `BUILT_PRODUCTS_DIR`, …), if any.
    public var sourceTree: String?
    /// The resolved location.
    public var resolvedPath: ReferencePath
    /// The group holding the node, if any.
    public var parentID: String?
    /// The children of a group, in order.
    public var childIDs: [String]
    /// `lastKnownFileType` or `explicitFileType`, such as `folder.assetcatalog`.
    public var fileType: String?
    /// The exception sets of a synchronized folder, in order.
    public var exceptionSetIDs: [String]
    /// Folders of a synchronized folder that Xcode treats as folder references (`explicitFolders`).
    public var explicitFolders: [String]
    /// Where the object is defined.
    public var location: SourceLocation

    /// Creates a node.
    public init(
        id: String, kind: Kind, name: String? = nil, path: String? = nil, sourceTree: String? = nil,
        resolvedPath: ReferencePath, parentID: String? = nil, childIDs: [String] = [], fileType: String? = nil,
        exceptionSetIDs: [String] = [], explicitFolders: [String] = [], location: SourceLocation
    ) {
        self.id = id
        self.kind = kind
        self.name = name
        self.path = path
        self.sourceTree = sourceTree
        self.resolvedPath = resolvedPath
        self.parentID = parentID
        self.childIDs = childIDs
        self.fileType = fileType
        self.exceptionSetIDs = exceptionSetIDs
        self.explicitFolders = explicitFolders
        self.location = location
    }

    /// The name Xcode shows: `name`, else the last component of `path`, else the id.
    public var displayName: String {
        name ?? path.map { Path.lastComponent(of: $0) } ?? id
    }
}
