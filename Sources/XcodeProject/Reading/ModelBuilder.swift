import Documents
import Support
import XCConfig

/// Interprets an ``ObjectGraph`` as an ``XcodeProjectModel``, collecting every problem on the way.
///
/// Only objects reachable from the root `PBXProject` are interpreted, each field the model needs checked for
/// presence, type and the kind of object it names, so a damaged project yields what can be read plus a located
/// diagnostic for each problem.
struct ModelBuilder {
    let graph: ObjectGraph
    let projectPath: String
    private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<Diagnostic> = []
    /// The group tree, built before targets and configurations, which resolve paths through it.
    var references: [String: ReferenceNode] = [:]
    var projectDirectory = ""
    /// The project file's text, to tell a quoted string from a bare one where a build setting's value starts.
    let source: ProjectFileSource

    init(graph: ObjectGraph, projectPath: String, bytes: [UInt8] = []) {
        self.graph = graph
        self.projectPath = projectPath
        self.source = ProjectFileSource(bytes: bytes)
    }

    /// Adds `diagnostic` unless the same one is already reported (an object named from two places).
    mutating func report(_ diagnostic: Diagnostic) {
        if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    /// The model, or `nil` when there is no root `PBXProject`.
    mutating func build() -> XcodeProjectModel? {
        guard let rootID = graph.rootObjectID else { return nil }
        guard let root = graph[rootID] else {
            report(
                Diagnostics.danglingReference(
                    rootID, field: "rootObject", in: "the project file", at: graph.rootObjectLocation))
            return nil
        }
        guard root.isa == "PBXProject" else {
            report(
                Diagnostics.wrongReferenceKind(
                    rootID, field: "rootObject", in: "the project file", expected: ["PBXProject"], found: root.isa,
                    at: graph.rootObjectLocation))
            return nil
        }
        let projectFolder = Path.directory(of: projectPath)
        let projectDirPath = string("projectDirPath", of: root) ?? ""
        projectDirectory = Path.normalize(Path.join(projectFolder, projectDirPath))
        buildReferences()
        let mainGroup = reference("mainGroup", of: root, kinds: ["PBXGroup"], required: true)
        let configurationList = configurationList("buildConfigurationList", of: root)
        let targets = references("targets", of: root, kinds: ProjectTarget.Kind.isas).compactMap { target($0) }
        let exceptionSets = buildExceptionSets()
        var name = Path.lastComponent(of: projectPath)
        if name.hasSuffix(".xcodeproj") { name = String(name.dropLast(".xcodeproj".count)) }
        return XcodeProjectModel(
            name: name, path: projectPath, file: graph.file, projectDirectory: projectDirectory, id: root.id,
            developmentRegion: string("developmentRegion", of: root), configurationList: configurationList,
            targets: targets, mainGroupID: mainGroup?.id, references: references, exceptionSets: exceptionSets,
            location: root.location)
    }

    /// The exception sets of every synchronized folder.
    private mutating func buildExceptionSets() -> [String: SynchronizedExceptionSet] {
        var sets: [String: SynchronizedExceptionSet] = [:]
        let kinds = [
            "PBXFileSystemSynchronizedBuildFileExceptionSet",
            "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet",
        ]
        for folder in graph.orderedObjects where folder.isa == "PBXFileSystemSynchronizedRootGroup" {
            for object in references("exceptions", of: folder, kinds: kinds) where sets[object.id] == nil {
                let kind: SynchronizedExceptionSet.Kind
                if object.isa == kinds[0] {
                    guard let target = reference("target", of: object, kinds: ProjectTarget.Kind.isas, required: true)
                    else { continue }
                    kind = .targetMembership(targetID: target.id)
                } else {
                    guard let phase = reference("buildPhase", of: object, kinds: BuildPhase.Kind.isas, required: true)
                    else { continue }
                    kind = .buildPhaseMembership(buildPhaseID: phase.id)
                }
                sets[object.id] = SynchronizedExceptionSet(
                    id: object.id, kind: kind, membershipExceptions: strings("membershipExceptions", of: object),
                    location: object.location)
            }
        }
        return sets
    }
}
