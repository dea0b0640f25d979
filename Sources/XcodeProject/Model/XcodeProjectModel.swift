import Support
import XCConfig

/// An Xcode project as its `project.pbxproj` describes it: targets, configurations and the group tree, with every
/// path resolved.
public struct XcodeProjectModel: Sendable {
    /// The project's name: the `.xcodeproj` folder's name without its extension (`PROJECT_NAME`).
    public var name: String
    /// The `.xcodeproj` folder's absolute path (`PROJECT_FILE_PATH`).
    public var path: String
    /// The `project.pbxproj` file's absolute path, which locations name.
    public var file: String
    /// The project folder (`PROJECT_DIR`, `SRCROOT`): the folder holding the `.xcodeproj`, or `projectDirPath`
    /// relative to it.
    public var projectDirectory: String
    /// The root `PBXProject` object's id.
    public var id: String
    /// `developmentRegion`, if any (`DEVELOPMENT_LANGUAGE`, which defaults to `en`).
    public var developmentRegion: String?
    /// The project's configurations.
    public var configurationList: ConfigurationList?
    /// The targets, in the project's order.
    public var targets: [ProjectTarget]
    /// The main group's id.
    public var mainGroupID: String?
    /// Every node of the group tree by id.
    public var references: [String: ReferenceNode] {
        didSet { synchronizedFolderIDs = Self.synchronizedFolderIDs(in: references) }
    }
    /// The ids of the synchronized folders among ``references``, in file order; kept with them, so that each target's
    /// files need not scan every node (a large project has thousands, and as many targets).
    public private(set) var synchronizedFolderIDs: [String]
    /// Every exception set of a synchronized folder by id.
    public var exceptionSets: [String: SynchronizedExceptionSet]
    /// Where the root object is defined.
    public var location: SourceLocation

    /// Creates a model.
    public init(
        name: String, path: String, file: String, projectDirectory: String, id: String,
        developmentRegion: String? = nil, configurationList: ConfigurationList? = nil, targets: [ProjectTarget] = [],
        mainGroupID: String? = nil, references: [String: ReferenceNode] = [:],
        exceptionSets: [String: SynchronizedExceptionSet] = [:], location: SourceLocation
    ) {
        self.name = name
        self.path = path
        self.file = file
        self.projectDirectory = projectDirectory
        self.id = id
        self.developmentRegion = developmentRegion
        self.configurationList = configurationList
        self.targets = targets
        self.mainGroupID = mainGroupID
        self.references = references
        self.synchronizedFolderIDs = Self.synchronizedFolderIDs(in: references)
        self.exceptionSets = exceptionSets
        self.location = location
    }

    /// The ids of the synchronized folders of `references`, ordered by where each is defined.
    private static func synchronizedFolderIDs(in references: [String: ReferenceNode]) -> [String] {
        var folders: [(id: String, location: SourceLocation)] = []
        for (id, node) in references where node.kind == .synchronizedFolder { folders.append((id, node.location)) }
        return folders.sorted { $0.location < $1.location }.map(\.id)
    }

    /// The synchronized folders, in file order.
    public var synchronizedFolders: [ReferenceNode] { synchronizedFolderIDs.compactMap { references[$0] } }

    /// The target called exactly `name`.
    public func target(named name: String) -> ProjectTarget? {
        targets.first { $0.name == name }
    }

    /// The target with object id `id`.
    public func target(id: String) -> ProjectTarget? {
        targets.first { $0.id == id }
    }

    /// The target whose product is the file reference `id`, as a copy-files phase names embedded products.
    public func target(producing referenceID: String) -> ProjectTarget? {
        targets.first { $0.productReferenceID == referenceID }
    }

    /// The targets `target` embeds through standard embed phases (app extensions, ExtensionKit extensions, watch
    /// content, app clips), in phase order, with the phase's embedding.
    public func embeddedTargets(of target: ProjectTarget) -> [(
        target: ProjectTarget, embedding: CopyFilesDestination.Embedding
    )] {
        var embedded: [(ProjectTarget, CopyFilesDestination.Embedding)] = []
        for phase in target.buildPhases(of: .copyFiles) {
            guard let embedding = phase.destination?.embedding, embedding != .frameworks else { continue }
            for file in phase.files {
                if let reference = file.fileReferenceID, let product = self.target(producing: reference) {
                    embedded.append((product, embedding))
                }
            }
        }
        return embedded
    }

    /// The targets whose synchronized folders, build phases or exception sets name `path` (absolute) as built or
    /// copied, in project order; `files` gives each target's files (see ``files(of:fileSystem:)``).
    public func targets(building path: String, files: [String: TargetFiles]) -> [ProjectTarget] {
        let normalized = Path.normalize(path)
        return targets.filter { target in
            files[target.id]?.files.contains { $0.path.absolutePath == normalized } ?? false
        }
    }
}
