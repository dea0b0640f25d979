import Support
import XCConfig

/// One file a target builds or copies, with the phase it is in and where the project says so.
public struct TargetFile: Hashable, Sendable {
    /// The file (or folder, for asset catalogs and folder references).
    public var path: ReferencePath
    /// The phase the file is in.
    public var phase: BuildPhase.Kind
    /// The build phase's id, when the target has the phase (a synchronized folder's file may have none).
    public var phaseID: String?
    /// The file reference's id, or the synchronized folder's id for a file found in one.
    public var referenceID: String
    /// Where the project names the file for the target: the `PBXBuildFile`, or the synchronized folder (or the
    /// exception set that adds the file).
    public var location: SourceLocation
    /// The synchronized folder the file was found in, if any.
    public var synchronizedFolderID: String?

    /// Creates a file.
    public init(
        path: ReferencePath, phase: BuildPhase.Kind, phaseID: String?, referenceID: String, location: SourceLocation,
        synchronizedFolderID: String? = nil
    ) {
        self.path = path
        self.phase = phase
        self.phaseID = phaseID
        self.referenceID = referenceID
        self.location = location
        self.synchronizedFolderID = synchronizedFolderID
    }
}

/// The files one target builds or copies, in phase order (synchronized folders' files last), and the problems met
/// listing synchronized folders.
public struct TargetFiles: Hashable, Sendable {
    /// The files, in phase order then written order.
    public var files: [TargetFile]
    /// Problems listing synchronized folders.
    public var diagnostics: [Diagnostic]

    /// Creates a list.
    public init(files: [TargetFile] = [], diagnostics: [Diagnostic] = []) {
        self.files = files
        self.diagnostics = diagnostics
    }

    /// The files in phases of `kind`.
    public func files(in kind: BuildPhase.Kind) -> [TargetFile] {
        files.filter { $0.phase == kind }
    }

    /// The absolute paths of the files copied as resources ("Copy Bundle Resources"), in order.
    public var resourcePaths: [String] {
        files(in: .resources).compactMap(\.path.absolutePath)
    }
}
