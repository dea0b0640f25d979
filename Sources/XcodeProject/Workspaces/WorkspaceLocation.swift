import Support
import XCConfig

/// The `location` strings of workspaces and schemes: `group:`, `container:`, `absolute:` and `self:`.
enum WorkspaceLocation {
    /// The absolute path `location` names, or `nil` for a form that names nothing in the repository
    /// (`developer:`) or an unknown one.
    ///
    /// - Parameters:
    ///   - groupFolder: the folder of the enclosing workspace group, for `group:`.
    ///   - containerFolder: the folder holding the workspace or project, for `container:`.
    ///   - selfPath: the project an embedded workspace belongs to, for `self:`.
    static func resolve(_ location: String, groupFolder: String, containerFolder: String, selfPath: String? = nil)
        -> String?
    {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return Path.normalize(Path.join(groupFolder, path))
        case "container": return Path.normalize(Path.join(containerFolder, path))
        case "absolute": return Path.isAbsolute(path) ? Path.normalize(path) : nil
        case "self": return selfPath.map { Path.normalize(Path.join($0, path)) }
        default: return nil
        }
    }
}
