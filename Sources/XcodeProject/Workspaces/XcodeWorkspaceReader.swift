import Documents
import Support
import XCConfig

/// Reads a workspace's `contents.xcworkspacedata` into the projects it lists.
///
/// Locations are resolved as Xcode does: `group:` against the enclosing `Group`'s folder (the workspace's folder at
/// the top), `container:` against the folder holding the workspace, `absolute:` as is, and `self:` as the project an
/// embedded workspace belongs to. `developer:` entries name nothing in the repository and are skipped.
public struct XcodeWorkspaceReader: Sendable {
    /// Where files are read from.
    public let fileSystem: any FileSystem

    /// Creates a reader.
    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Reads the workspace at `path`, the absolute path of a `.xcworkspace` folder.
    public func read(workspaceAt path: String) -> Parsed<XcodeWorkspace> {
        let workspacePath = Path.normalize(path)
        let file = Path.join(workspacePath, "contents.xcworkspacedata")
        do {
            return Self.workspace(from: try fileSystem.contents(of: file), workspacePath: workspacePath)
        } catch {
            return Parsed(value: nil, diagnostics: [SchemeDiagnostics.unreadable(file, reason: error)])
        }
    }

    /// Builds the workspace at `workspacePath` from the bytes of its contents file, reading nothing.
    public static func workspace(from bytes: [UInt8], workspacePath: String) -> Parsed<XcodeWorkspace> {
        let file = Path.join(workspacePath, "contents.xcworkspacedata")
        let parsed = XMLTree.parse(bytes, file: file)
        guard let root = parsed.value else { return Parsed(value: nil, diagnostics: parsed.diagnostics) }
        guard root.name == "Workspace" else {
            return Parsed(
                value: nil,
                diagnostics: [SchemeDiagnostics.wrongRoot(root.name, expected: "Workspace", at: root.location)])
        }
        let containerFolder = Path.directory(of: workspacePath)
        let selfPath = containerFolder.hasSuffix(".xcodeproj") ? containerFolder : nil
        var projects: [XcodeWorkspace.ProjectReference] = []
        var others: [String] = []
        var seen: Set<String> = []
        // Elements to visit with the folder `group:` locations inside them are relative to.
        var pending: [(XMLTree.Element, String)] = root.children.reversed().map { ($0, containerFolder) }
        while let (element, groupFolder) = pending.popLast() {
            let location = element[attribute: "location"]
            let resolved = location.flatMap {
                WorkspaceLocation.resolve(
                    $0, groupFolder: groupFolder, containerFolder: containerFolder, selfPath: selfPath)
            }
            switch element.name {
            case "Group":
                let folder = resolved ?? groupFolder
                pending.append(contentsOf: element.children.reversed().map { ($0, folder) })
            case "FileRef":
                guard let location, let resolved, seen.insert(resolved).inserted else { continue }
                guard resolved.hasSuffix(".xcodeproj") else {
                    others.append(resolved)
                    continue
                }
                projects.append(
                    XcodeWorkspace.ProjectReference(
                        location: location, path: resolved, sourceLocation: element.location))
            default: continue
            }
        }
        var workspace = XcodeWorkspace(path: workspacePath, file: file, projects: projects)
        workspace.otherReferences = others
        return Parsed(value: workspace)
    }
}
