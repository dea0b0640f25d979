import BrandFormats
import Support
import XCConfig
import XcodeProject

/// A way of finding a workspace's clones: today's folder layout, an Xcode project's schemes, targets or
/// configuration groups, or a list in the manifest.
///
/// A source only finds and defines clones; one reader reads every definition, whatever its source.
public protocol CloneSource: Sendable {
    /// Every clone the source defines, sorted by id, with every problem met looking for them.
    func discover(in context: CloneSourceContext) -> CloneDiscovery
    /// Problems only visible once every clone is read, such as an xcconfig file no clone uses; `discovery` is what
    /// ``discover(in:)`` found.
    func audit(_ clones: [LoadedClone], discovery: CloneDiscovery, in context: CloneSourceContext) -> [Diagnostic]
}

extension CloneSource {
    /// No problems.
    public func audit(_ clones: [LoadedClone], discovery: CloneDiscovery, in context: CloneSourceContext)
        -> [Diagnostic]
    { [] }
}

/// What a clone source works from.
public struct CloneSourceContext: Sendable {
    /// The workspace root, absolute.
    public var root: String
    /// The manifest, or the defaults.
    public var manifest: Manifest
    /// The file system everything is read through.
    public var fileSystem: any FileSystem
    /// The build parameters conditions are evaluated with (each configuration adds its name and target).
    public var parameters: ConditionParameters
    /// The workspaces and projects under the root, when the loader already looked for them (to choose the clone
    /// source), so that the source does not walk the tree again; `nil` when nobody has looked.
    public var containers: XcodeContainers?
    /// Whether a project's targets are evaluated for the SDK their `SDKROOT` names (a tvOS target's `appletvos`),
    /// with ``parameters``' SDK only where `SDKROOT` names none; otherwise ``parameters``' SDK binds every target.
    public var takesSDKFromTargets = false
    /// The user (`USER`) and home folder (`HOME`) the build runs as: a project's builds go to
    /// `$HOME/Library/Developer/Xcode/DerivedData/<project>`, as `settings --scheme` says; `nil` when not known, and
    /// then to the project's `build` folder.
    public var user: String?
    /// See ``user``.
    public var home: String?
    /// The `PATH` xcodebuild starts from, which a setting may extend (passepartout's `$(PATH):/opt/homebrew/bin`).
    public var path: String?

    /// Creates a context.
    public init(root: String, manifest: Manifest, fileSystem: any FileSystem, parameters: ConditionParameters) {
        self.root = root
        self.manifest = manifest
        self.fileSystem = fileSystem
        self.parameters = parameters
    }

    /// The absolute, normalised path of `relative`, a path relative to the root.
    public func absolutePath(_ relative: String) -> String { Path.normalize(Path.join(root, relative)) }
}

/// What a clone source found.
public struct CloneDiscovery: Sendable {
    /// The clones, sorted by id.
    public var definitions: [CloneDefinition]
    /// Problems met while looking (a missing folder, a folder without its config file, a broken link).
    public var diagnostics: [Diagnostic]
    /// Where the source looked, completing "looked for …", for the message when it finds nothing.
    public var searched: String
    /// Where a finding that nothing was found belongs.
    public var searchLocation: SourceLocation
    /// What to do when nothing was found, when the source knows better than the general advice.
    public var hint: String?
    /// Files the source's projects use besides what the clones read (the base xcconfig files of other targets and
    /// everything they include), so that an audit does not call them unused.
    public var usedFiles: Set<String> = []
    /// The xcconfig files the source read (a project's settings levels), so that reading the clones does not read
    /// them again.
    public var xcconfigFiles = XCConfigFileCache()
    /// What the source's projects use besides the clones (every target's Info.plist, the applications' shared
    /// schemes), for the orphan audit; `nil` for a source that reads no project.
    public var projectUsage: ProjectUsage?

    /// Creates a result.
    public init(
        definitions: [CloneDefinition], diagnostics: [Diagnostic], searched: String, searchLocation: SourceLocation
    ) {
        self.definitions = definitions
        self.diagnostics = diagnostics
        self.searched = searched
        self.searchLocation = searchLocation
    }
}
