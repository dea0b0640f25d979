import Support
import XCConfig

/// A workspace (`.xcworkspace`): the projects its `contents.xcworkspacedata` lists.
public struct XcodeWorkspace: Hashable, Sendable {
    /// One project the workspace lists.
    public struct ProjectReference: Hashable, Sendable {
        /// The `location` attribute as written, such as `group:App/App.xcodeproj`.
        public var location: String
        /// The project's absolute path.
        public var path: String
        /// Where the `FileRef` element starts.
        public var sourceLocation: SourceLocation

        /// Creates a reference.
        public init(location: String, path: String, sourceLocation: SourceLocation) {
            self.location = location
            self.path = path
            self.sourceLocation = sourceLocation
        }
    }

    /// The `.xcworkspace` folder's absolute path.
    public var path: String
    /// The `contents.xcworkspacedata` file's absolute path.
    public var file: String
    /// The projects, in written order (nested groups flattened), without repeats.
    public var projects: [ProjectReference]
    /// The absolute paths of everything else it lists (folders such as local Swift packages, files), in written
    /// order, without repeats.
    public var otherReferences: [String] = []

    /// Creates a workspace.
    public init(path: String, file: String, projects: [ProjectReference]) {
        self.path = path
        self.file = file
        self.projects = projects
    }

    /// The workspace's name: the folder's name without `.xcworkspace`.
    public var name: String {
        let last = Path.lastComponent(of: path)
        return last.hasSuffix(".xcworkspace") ? String(last.dropLast(".xcworkspace".count)) : last
    }

    /// Whether this is the workspace Xcode keeps inside a project (`X.xcodeproj/project.xcworkspace`).
    public var isEmbedded: Bool { Path.directory(of: path).hasSuffix(".xcodeproj") }
}
