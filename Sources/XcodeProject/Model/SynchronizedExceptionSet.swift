import Support
import XCConfig

/// An exception set of an Xcode 16 synchronized folder: files that belong to a target, or to a build phase,
/// differently from the folder's default.
public struct SynchronizedExceptionSet: Hashable, Sendable {
    /// What the set changes.
    public enum Kind: Hashable, Sendable {
        /// `PBXFileSystemSynchronizedBuildFileExceptionSet`: toggles the membership of `target`. For a target that
        /// builds the folder, the listed paths are left out; for any other target, they are its only members.
        case targetMembership(targetID: String)
        /// `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet`: the listed paths go into `buildPhase`
        /// (such as a copy-files phase) of the target that owns it, instead of the phase their type picks.
        case buildPhaseMembership(buildPhaseID: String)
    }

    /// The object id.
    public var id: String
    /// What the set changes.
    public var kind: Kind
    /// `membershipExceptions`: paths relative to the synchronized folder (a folder stands for all its files).
    public var membershipExceptions: [String]
    /// Where the object is defined.
    public var location: SourceLocation

    /// Creates a set.
    public init(id: String, kind: Kind, membershipExceptions: [String], location: SourceLocation) {
        self.id = id
        self.kind = kind
        self.membershipExceptions = membershipExceptions
        self.location = location
    }

    /// Whether `relativePath` (inside the folder) is `exception` or lies under it.
    static func covers(_ exception: String, _ relativePath: String) -> Bool {
        let trimmed = exception.hasSuffix("/") ? String(exception.dropLast()) : exception
        return relativePath == trimmed || relativePath.hasPrefix(trimmed + "/")
    }
}
