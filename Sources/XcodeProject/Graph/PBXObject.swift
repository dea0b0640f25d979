import Documents
import Support
import XCConfig

/// One entry of `project.pbxproj`'s `objects` table: an id, its `isa` and its fields as written.
///
/// An immutable class rather than a struct: reading a project looks objects up tens of thousands of times, and
/// sharing one instance costs a single reference count where a struct would copy four.
public final class PBXObject: Hashable, Sendable {
    /// The object's id (24 hex digits in practice; any string is legal).
    public let id: String
    /// The object's class, such as `PBXNativeTarget`.
    public let isa: String
    /// The fields in written order, `isa` included.
    public let fields: [PlistMember]
    /// Where the object's id is written as a key of `objects`.
    public let location: SourceLocation

    /// Creates an object.
    public init(id: String, isa: String, fields: [PlistMember], location: SourceLocation) {
        self.id = id
        self.isa = isa
        self.fields = fields
        self.location = location
    }

    /// Whether two objects have the same id, class, fields and location.
    public static func == (lhs: PBXObject, rhs: PBXObject) -> Bool {
        lhs === rhs
            || (lhs.id == rhs.id && lhs.isa == rhs.isa && lhs.location == rhs.location && lhs.fields == rhs.fields)
    }

    /// Hashes the id, class and location.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(isa)
        hasher.combine(location)
    }

    /// The value of the first field called `name`.
    public subscript(field name: String) -> PlistNode? {
        fields.first { $0.key == name }?.value
    }

    /// The `isa` values the reader knows; others are reported and ignored.
    public static let knownISAs: Set<String> = [
        "PBXProject", "PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget", "XCConfigurationList",
        "XCBuildConfiguration", "PBXFileReference", "PBXGroup", "PBXVariantGroup", "XCVersionGroup",
        "PBXReferenceProxy", "PBXBuildFile", "PBXSourcesBuildPhase", "PBXResourcesBuildPhase",
        "PBXFrameworksBuildPhase", "PBXHeadersBuildPhase", "PBXCopyFilesBuildPhase", "PBXShellScriptBuildPhase",
        "PBXRezBuildPhase", "PBXAppleScriptBuildPhase", "PBXBuildRule", "PBXTargetDependency",
        "PBXContainerItemProxy", "PBXFileSystemSynchronizedRootGroup",
        "PBXFileSystemSynchronizedBuildFileExceptionSet",
        "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet", "XCSwiftPackageProductDependency",
        "XCRemoteSwiftPackageReference", "XCLocalSwiftPackageReference", "PBXBuildStyle",
    ]
}
