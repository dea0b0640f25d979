/// A synchronized folder as one target sees it: a folder the target builds every file of, but its exceptions, or a
/// folder whose listed files alone it builds.
public struct SynchronizedMembership: Sendable, Hashable {
    /// The folder's absolute path.
    public var path: String
    /// Whether the target builds the folder (its exceptions are left out); otherwise only its exceptions are the
    /// target's.
    public var buildsFolder: Bool
    /// The membership exceptions for the target, relative to the folder.
    public var exceptions: [String]

    /// Creates a membership.
    public init(path: String, buildsFolder: Bool, exceptions: [String]) {
        self.path = path
        self.buildsFolder = buildsFolder
        self.exceptions = exceptions
    }
}
