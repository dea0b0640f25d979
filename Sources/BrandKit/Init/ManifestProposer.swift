import BrandFormats
import Documents
import Support
import XCConfig
import XcodeProject

/// What `brands init` proposes: the manifest, why each choice was made, and the workspace as the manifest reads it.
public struct ManifestProposal: Sendable {
    /// The manifest's members, in the order written; only what differs from the defaults.
    public var members: [ProposedMember]
    /// What was found and why each choice was made, one sentence each, in order.
    public var explanations: [String]
    /// The workspace as the proposed manifest reads it.
    public var workspace: Workspace

    /// The manifest's text, ending in a newline.
    public var text: String { ProposedValue.object(members).rendered() + "\n" }
}

/// Inspects a repository and proposes the smallest manifest that makes `brands` find every clone: the Xcode
/// project's shared schemes (the default, so nothing is written for them), its application targets, the per-brand
/// configuration groups of one target, or per-brand folders and their config files.
///
/// Each proposal is tried before it is returned: the repository is read with it as `brands.json`, so what the
/// proposal says it finds is what `brands validate` will check.
public struct ManifestProposer: Sendable {
    /// The file system the repository is read through.
    public var fileSystem: any FileSystem

    /// Creates a proposer.
    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The proposal for the repository at `root` (an absolute path).
    public func propose(root: String) -> ManifestProposal {
        var members = [ProposedMember("version", .integer(1))]
        var notes: [String] = []
        if fileSystem.isFile(Path.join(root, ManifestDecoder.fileName)) {
            notes.append("brands.json exists; this proposal ignores it and starts from the repository")
        }
        let containers = XcodeContainers.find(under: root, fileSystem: fileSystem)
        if !containers.skippedLinks.isEmpty {
            notes.append(
                "did not look for projects through links that lead back into the repository or above it: "
                    + NameList.joined(containers.skippedLinks.map { Path.relative($0, to: root) }, limit: 6))
        }
        var fromProject = false
        var macOSRunners: Set<String> = []
        var examples: Set<String> = []
        if containers.projects.isEmpty && containers.workspaces.isEmpty {
            notes.append("found no Xcode project or workspace (looked \(XcodeContainers.maximumDepth) folders deep)")
        } else if let inspection = inspectProject(root: root, containers: containers) {
            members += inspection.members
            notes += inspection.notes
            fromProject = inspection.definesClones
            macOSRunners = inspection.flutterMacOSRunners
            examples = inspection.exampleProjects
        }
        if !fromProject {
            if let hint = WorkspaceLoader(fileSystem: fileSystem).generatedProjectHint(root: root) {
                notes.append(hint)
            }
            let folders = inspectFolders(root: root, projects: containers.workspaces + containers.projects)
            members += folders.members
            notes += folders.notes
        }
        var workspace = trial(members, root: root)
        if fromProject, let excluding = Self.excludingExamples(examples, of: workspace, from: members) {
            members = excluding.members
            notes.append(excluding.note)
            workspace = trial(members, root: root)
        }
        if fromProject, let excluding = Self.excludingMacOSRunners(macOSRunners, of: workspace, from: members) {
            members = excluding.members
            notes.append(excluding.note)
            workspace = trial(members, root: root)
        }
        if let schema = schemaMember(for: workspace, root: root, notes: &notes) {
            members.append(schema)
            workspace = trial(members, root: root)
        }
        let ids = workspace.clones.map(\.id)
        notes.append(
            ids.isEmpty
                ? "with this manifest brands finds no clone; say where the clones are under 'clones' (see README)"
                : "with this manifest brands finds \(Plural.count(ids.count, "clone")): "
                    + NameList.joined(ids, limit: 12))
        // An id is the name made safe for git tags and command lines; say so where they differ, since commands take
        // ids (EnvironmentsConfigurations' scheme `EnvironmentsConfigurations(Dev)` is `EnvironmentsConfigurations-Dev`).
        // Schemes of one name in several projects take the parts of the projects' paths that tell them apart.
        let names = Dictionary(grouping: workspace.clones, by: { $0.definition.name.lowercased() })
        let shared = workspace.clones.filter { names[$0.definition.name.lowercased(), default: []].count > 1 }
        let renamed = workspace.clones.filter {
            $0.id != $0.definition.name && names[$0.definition.name.lowercased(), default: []].count == 1
        }.map { "'\($0.definition.name)' is \($0.id)" }
        if !renamed.isEmpty {
            notes.append(
                "clone ids are their names made safe for git tags, and commands take ids: "
                    + NameList.joined(renamed, limit: 6))
        }
        if !shared.isEmpty {
            let described = shared.map { clone in
                // The container holding the clone's scheme, which may be the workspace, not the target's project
                // (Provenance's `Provenance` is the workspace's, `Provenance-project` the project's).
                let components = clone.definition.origin.location.file.split(
                    separator: "/", omittingEmptySubsequences: false)
                let container = components.firstIndex { $0.hasSuffix(".xcworkspace") || $0.hasSuffix(".xcodeproj") }
                    .map { components[...$0].joined(separator: "/") }
                let project =
                    container.map(workspace.relativePath)
                    ?? clone.definition.projectFiles.first { $0.role == .projectFile }.map {
                        workspace.relativePath(Path.directory(of: $0.path))
                    }
                return "\(clone.id) (\(project ?? clone.definition.name))"
            }
            let kind = shared.allSatisfy { $0.definition.origin.kind == .target } ? "targets" : "schemes"
            notes.append(
                "\(kind) of one name in several projects are told apart by the projects' paths: "
                    + NameList.joined(described, limit: 6))
        }
        notes += Self.environmentNotes(for: workspace)
        notes += Self.copiedProjectNotes(for: workspace, members: members)
        return ManifestProposal(members: members, explanations: notes, workspace: workspace)
    }

    /// The workspace at `root` read with `members` as its manifest.
    func trial(_ members: [ProposedMember], root: String) -> Workspace {
        let text = ProposedValue.object(members).rendered() + "\n"
        let overlay = OverlayFileSystem(
            base: fileSystem, files: [Path.normalize(Path.join(root, ManifestDecoder.fileName)): Array(text.utf8)])
        return WorkspaceLoader(fileSystem: overlay).load(root: root)
    }

    /// `"schema": null` when there is no schema file and the built-in schema (the sample's format, whose config
    /// files have `clone_identifier`) does not fit every clone.
    private func schemaMember(for workspace: Workspace, root: String, notes: inout [String]) -> ProposedMember? {
        guard !workspace.clones.isEmpty else { return nil }
        if fileSystem.isFile(Path.join(root, workspace.manifest.schemaPath)) {
            notes.append("the schema is \(workspace.manifest.schemaPath), the default place")
            return nil
        }
        let fits = workspace.clones.allSatisfy { clone in
            guard case .object(let members)? = clone.config?.value else { return false }
            return members.contains { $0.key == "clone_identifier" }
        }
        if fits {
            notes.append("every clone's config file has 'clone_identifier', so the built-in schema checks them")
            return nil
        }
        notes.append(
            "schema: null, since the clones' config files (if any) do not follow the built-in schema; write "
                + "Brands/schema.json (start from 'brands schema --built-in') and drop the line to check them")
        return ProposedMember("schema", .null)
    }
}
