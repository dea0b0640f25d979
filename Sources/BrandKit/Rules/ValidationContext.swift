import XCConfig

/// What every rule sees: the workspace as read, every clone in every configuration resolved, and today's date
/// (for expiry checks; it comes from outside, so tests fix it).
public struct ValidationContext: Sendable {
    /// The workspace as read.
    public var workspace: Workspace
    /// Every selected clone in every configuration, by clone then manifest configuration order.
    public var configurations: [CloneConfiguration]
    /// Today.
    public var today: CalendarDay

    /// Creates a context.
    public init(workspace: Workspace, configurations: [CloneConfiguration], today: CalendarDay) {
        self.workspace = workspace
        self.configurations = configurations
        self.today = today
    }

    /// The schema in force.
    public var schema: Schema { workspace.schema }

    /// The clones selected for this run.
    public var clones: [CloneFiles] {
        let ids = Set(configurations.map(\.clone))
        return workspace.clones.filter { ids.contains($0.id) }
    }

    /// The configurations of `clone`.
    public func configurations(of clone: String) -> [CloneConfiguration] {
        configurations.filter { $0.clone == clone }
    }

    /// Whether a configuration name is a release one (the manifest's release configuration).
    public func isRelease(_ configuration: String) -> Bool {
        configuration == workspace.manifest.release.configuration
    }

    /// Diagnostics found while reading, with rule id `rule`, for the selected clones' files and the shared ones.
    public func readingDiagnostics(rule: String) -> [Diagnostic] {
        let selected = clones
        let allSelected = selected.count == workspace.clones.count
        return workspace.diagnostics.filter { diagnostic in
            guard diagnostic.rule == rule else { return false }
            if allSelected { return true }
            let file = diagnostic.location.file
            let brands = Path.join(workspace.root, workspace.manifest.brandsFolder) + "/"
            guard file.hasPrefix(brands) else { return true }
            return selected.contains { file.hasPrefix($0.folder + "/") || file == $0.folder }
        }
    }
}
