import XCConfig

/// The workspaces and projects of a repository, found by walking its folders.
///
/// Hidden folders and the folders of dependency managers and build output (`Pods`, `Carthage`, `node_modules`,
/// `DerivedData`, `build`) are not entered, nor are `.xcodeproj` and `.xcworkspace` bundles themselves, nor folders
/// Xcode treats as one resource, which hold no project (``resourceExtensions``: asset catalogs, localizations,
/// bundles, frameworks); the walk stops
/// at ``maximumDepth`` folders below the root. Projects a workspace lists are added when they exist and lie outside the
/// skipped folders.
public struct XcodeContainers: Sendable, Hashable {
    /// Folder names that are never entered.
    public static let skippedFolders: Set<String> = ["Pods", "Carthage", "node_modules", "DerivedData", "build"]
    /// Extensions of folders that Xcode treats as one resource or product, and so never hold a project: a workspace of
    /// thousands of clones has one asset catalog of a dozen folders per clone.
    public static let resourceExtensions: Set<String> = [
        "xcassets", "lproj", "bundle", "framework", "xcframework", "appiconset", "imageset", "colorset", "docc",
        "playground", "xcdatamodeld", "scnassets", "xctemplate",
    ]
    /// How many folders below the root the walk goes.
    public static let maximumDepth = 4

    /// The workspaces (not those embedded in projects), sorted.
    public var workspaces: [String]
    /// The projects, sorted.
    public var projects: [String]

    /// Creates a list.
    public init(workspaces: [String] = [], projects: [String] = []) {
        self.workspaces = workspaces
        self.projects = projects
    }

    /// Finds the workspaces and projects under `root`.
    public static func find(under root: String, fileSystem: any FileSystem) -> XcodeContainers {
        var workspaces: [String] = []
        var projects: Set<String> = []
        var pending = [(Path.normalize(root), 0)]
        while let (folder, depth) = pending.popLast() {
            guard let names = try? fileSystem.entries(of: folder) else { continue }
            for name in names where !name.hasPrefix(".") && !skippedFolders.contains(name) {
                let path = Path.join(folder, name)
                guard fileSystem.isDirectory(path) else { continue }
                if name.hasSuffix(".xcworkspace") {
                    workspaces.append(path)
                } else if name.hasSuffix(".xcodeproj") {
                    projects.insert(path)
                } else if depth < maximumDepth && !resourceExtensions.contains(Path.pathExtension(of: name)) {
                    pending.append((path, depth + 1))
                }
            }
        }
        let reader = XcodeWorkspaceReader(fileSystem: fileSystem)
        for workspace in workspaces {
            for project in reader.read(workspaceAt: workspace).value?.projects ?? []
            where fileSystem.isDirectory(project.path) && !isSkipped(project.path) {
                projects.insert(project.path)
            }
        }
        return XcodeContainers(workspaces: workspaces.sorted(), projects: projects.sorted())
    }

    private static func isSkipped(_ path: String) -> Bool {
        path.split(separator: "/").contains { skippedFolders.contains(String($0)) || $0.hasPrefix(".") }
    }
}
