import Documents
import XCConfig

/// One entry of `project.pbxproj`'s `objects` table: an id, its `isa` and its fields as written.
public struct PBXObject: Hashable, Sendable {
    /// The object's id (24 hex digits in practice; any string is legal).
    public var id: String
    /// The object's class, such as `PBXNativeTarget`.
    public var isa: String
    /// The fields in written order, `isa` included.
    public var fields: [PlistMember]
    /// Where the object's id is written as a key of `objects`.
    public var location: SourceLocation

    /// Creates an object.
    public init(id: String, isa: String, fields: [PlistMember], location: SourceLocation) {
        self.id = id
        self.isa = isa
        self.fields = fields
        self.location = location
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
