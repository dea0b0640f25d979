import Support
import XCConfig

/// Every shared scheme of a repository's workspaces and projects, by name.
public struct SchemeCatalog: Sendable {
    /// One scheme and the workspace or project that holds it.
    public struct Entry: Sendable, Hashable {
        /// The scheme.
        public var scheme: XcodeScheme
        /// The `.xcworkspace` or `.xcodeproj` holding it.
        public var container: String

        /// Creates an entry.
        public init(scheme: XcodeScheme, container: String) {
            self.scheme = scheme
            self.container = container
        }
    }

    /// The schemes, workspaces' first, each container's sorted by name.
    public var entries: [Entry]
    /// Problems reading scheme files, by the scheme file's path.
    public var diagnosticsByFile: [String: [Diagnostic]]

    /// Reads the shared schemes of every container in `containers`.
    public init(containers: XcodeContainers, reader: SchemeReader) {
        entries = []
        diagnosticsByFile = [:]
        for container in containers.workspaces + containers.projects {
            let (schemes, diagnostics) = reader.sharedSchemes(in: container)
            entries += schemes.map { Entry(scheme: $0, container: container) }
            for diagnostic in diagnostics {
                diagnosticsByFile[diagnostic.location.file, default: []].append(diagnostic)
            }
        }
    }

    /// Every scheme name, sorted, without repeats; a scheme file that could not be read counts by its file name.
    public var names: [String] {
        let unreadable = diagnosticsByFile.keys.map(Self.schemeName(ofFile:))
        return Array(Set(entries.map(\.scheme.name) + unreadable)).sorted()
    }

    /// The schemes called `name`: exactly, else the ones that differ in case alone.
    public func entries(named name: String) -> [Entry] {
        let exact = entries.filter { $0.scheme.name == name }
        if !exact.isEmpty { return exact }
        return entries.filter { $0.scheme.name.lowercased() == name.lowercased() }
    }

    /// The problems of scheme files called `name` (a scheme too broken to read has only these).
    public func diagnostics(named name: String) -> [Diagnostic] {
        diagnosticsByFile.filter { Self.schemeName(ofFile: $0.key).lowercased() == name.lowercased() }
            .sorted { $0.key < $1.key }.flatMap(\.value)
    }

    private static func schemeName(ofFile file: String) -> String {
        let last = Path.lastComponent(of: file)
        return last.hasSuffix(".xcscheme") ? String(last.dropLast(".xcscheme".count)) : last
    }
}
