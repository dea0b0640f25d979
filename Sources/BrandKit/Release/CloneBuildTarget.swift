import Support
import XCConfig

/// What to build for a clone in CI: the scheme, the build configuration the release role archives with, and the
/// project or workspace, for a `strategy.matrix` entry.
public struct CloneBuildTarget: Sendable, Hashable {
    /// The clone's id.
    public var clone: String
    /// The scheme that builds it: the clone's scheme, else the target's name (Xcode makes a scheme for each target);
    /// `nil` for a clone without a project.
    public var scheme: String?
    /// The build configuration of the release role (`Release`, `KlarRelease`); `nil` when the clone has none.
    public var configuration: String?
    /// The `.xcodeproj`, relative to the root, when the scheme is a project's.
    public var project: String?
    /// The `.xcworkspace`, relative to the root, when the scheme is a workspace's.
    public var workspace: String?

    /// The build target of `clone` in `workspace`.
    public init(_ clone: LoadedClone, in workspace: Workspace) {
        let definition = clone.definition
        self.clone = clone.id
        scheme = definition.scheme ?? definition.target
        let release = workspace.manifest.release.configuration
        configuration = (definition.configuration(release) ?? definition.configurations.last)?.name
        if let container = definition.project {
            let relative = workspace.relativePath(container)
            if Path.pathExtension(of: container) == "xcworkspace" {
                self.workspace = relative
            } else {
                project = relative
            }
        }
    }
}
