import Support
import XCConfig

/// The workspaces and projects of a repository, found by walking its folders.
///
/// Hidden folders and the folders of dependency managers and build output (`Pods`, `Carthage`, `node_modules`,
/// `DerivedData`, `build`) are not entered, nor are `.xcodeproj` and `.xcworkspace` bundles themselves (a workspace
/// without its `contents.xcworkspacedata` is none), nor folders
/// Xcode treats as one resource, which hold no project (``resourceExtensions``: asset catalogs, localizations,
/// bundles, frameworks); the walk stops
/// at ``maximumDepth`` folders below the root. A link to a folder is followed, unless it leads back to the folder it is
/// in or one above (the root, or an ancestor of the root: `shared -> ..` would take in every sibling repository, a link
/// to `/` the whole machine); those are listed in ``skippedLinks``. Projects a workspace lists are added when they
/// exist and lie outside the skipped folders.
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
    /// The links to folders that the walk did not enter because they lead back to where it had been, sorted.
    public var skippedLinks: [String]

    /// Creates a list.
    public init(workspaces: [String] = [], projects: [String] = [], skippedLinks: [String] = []) {
        self.workspaces = workspaces
        self.projects = projects
        self.skippedLinks = skippedLinks
    }

    /// Finds the workspaces and projects under `root`.
    ///
    /// The walk goes a depth at a time, the folders of one depth listed on every core: a folder workspace of
    /// thousands of clones has thousands of folders to list before it is known to hold no project.
    public static func find(under root: String, fileSystem: any FileSystem) -> XcodeContainers {
        var workspaces: [String] = []
        var projects: Set<String> = []
        var skippedLinks: [String] = []
        var level = [Path.normalize(root)]
        for depth in 0...maximumDepth where !level.isEmpty {
            let found = level.concurrentMap { folder in
                look(in: folder, descending: depth < maximumDepth, fileSystem: fileSystem)
            }
            level = []
            for entries in found {
                workspaces += entries.workspaces
                projects.formUnion(entries.projects)
                skippedLinks += entries.skippedLinks
                level += entries.folders
            }
        }
        let reader = XcodeWorkspaceReader(fileSystem: fileSystem)
        for workspace in workspaces {
            for project in reader.read(workspaceAt: workspace).value?.projects ?? [] where !isSkipped(project.path) {
                if let path = existing(project.path, fileSystem: fileSystem) { projects.insert(path) }
            }
        }
        let canonicalRoot = fileSystem.canonicalPath(of: Path.normalize(root))
        return XcodeContainers(
            workspaces: unique(
                workspaces, root: Path.normalize(root), canonicalRoot: canonicalRoot, fileSystem: fileSystem),
            projects: unique(
                Array(projects), root: Path.normalize(root), canonicalRoot: canonicalRoot, fileSystem: fileSystem),
            skippedLinks: skippedLinks.sorted())
    }

    /// One path for each container, sorted: a bundle reached through a symbolic link as well (MAME4iOS links
    /// `MAME4iOS.xcodeproj` at its root to `xcode/MAME4iOS/MAME4iOS.xcodeproj`) is the same container, kept at the path
    /// where it is, the one that names its canonical path below the root; when none does (a link to a project outside
    /// the root), at the first path in sorted order.
    private static func unique(_ paths: [String], root: String, canonicalRoot: String, fileSystem: any FileSystem)
        -> [String]
    {
        var kept: [String: String] = [:]
        for path in paths.sorted() {
            let canonical = fileSystem.canonicalPath(of: path)
            guard let earlier = kept[canonical] else {
                kept[canonical] = path
                continue
            }
            let isWhereItIs = { (path: String) in
                let relative = Path.relative(canonical, to: canonicalRoot)
                return relative != canonical && Path.relative(path, to: root) == relative
            }
            if !isWhereItIs(earlier) && isWhereItIs(path) { kept[canonical] = path }
        }
        return kept.values.sorted()
    }

    /// The project folder a workspace's `path` names: itself, or the one it names when case is ignored, as Xcode on a
    /// Mac opens it (Provenance lists `Cores/Hatari/PVHatari.xcodeproj` for `Cores/hatari/…`); `nil` when there is none.
    static func existing(_ path: String, fileSystem: any FileSystem) -> String? {
        if fileSystem.isDirectory(path) { return path }
        guard let found = CaseInsensitivePath.match(path, in: fileSystem), fileSystem.isDirectory(found) else {
            return nil
        }
        return found
    }

    /// The one container at `path` a manifest's `project` names: a project, or a workspace with the projects it lists
    /// that exist (a missing one is the workspace's to report).
    public static func named(_ path: String, fileSystem: any FileSystem) -> XcodeContainers {
        guard Path.pathExtension(of: path) == "xcworkspace" else { return XcodeContainers(projects: [path]) }
        let listed = XcodeWorkspaceReader(fileSystem: fileSystem).read(workspaceAt: path)
        let projects = listed.value?.projects.compactMap { existing($0.path, fileSystem: fileSystem) } ?? []
        return XcodeContainers(workspaces: [path], projects: projects)
    }

    /// What one folder holds: its workspaces, projects, folders to enter and links not entered.
    private typealias Found = (workspaces: [String], projects: [String], folders: [String], skippedLinks: [String])

    /// The workspaces, projects and (when `descending`) folders to enter in `folder`.
    private static func look(in folder: String, descending: Bool, fileSystem: any FileSystem) -> Found {
        var found: Found = ([], [], [], [])
        guard let entries = try? fileSystem.listing(of: folder) else { return found }
        var canonicalFolder: String?
        // A listing says what most entries are: files, most of them, are passed over without a path or a question.
        for (name, kind) in entries where kind != .file && !name.hasPrefix(".") && !skippedFolders.contains(name) {
            let path = Path.join(folder, name)
            guard kind == .directory || fileSystem.isDirectory(path) else { continue }
            if name.hasSuffix(".xcworkspace") {
                // Without its contents file (Provenance-SPM's holds only the checks plist) it is no workspace.
                if fileSystem.isFile(Path.join(path, "contents.xcworkspacedata")) { found.workspaces.append(path) }
            } else if name.hasSuffix(".xcodeproj") {
                found.projects.append(path)
            } else if descending && !resourceExtensions.contains(Path.pathExtension(of: name)) {
                // A link to this folder or one above it (the root and the root's own ancestors among them) leads back
                // into what the walk covers already, or out over everything beside the root.
                if kind != .directory, fileSystem.isSymbolicLink(path) {
                    let here = canonicalFolder ?? fileSystem.canonicalPath(of: folder)
                    canonicalFolder = here
                    if isWithin(here, fileSystem.canonicalPath(of: path)) {
                        found.skippedLinks.append(path)
                        continue
                    }
                }
                found.folders.append(path)
            }
        }
        return found
    }

    /// Whether the absolute, normalized `path` is `folder` or lies below it.
    private static func isWithin(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || (path.hasPrefix(folder) && path.dropFirst(folder.count).hasPrefix("/"))
    }

    private static func isSkipped(_ path: String) -> Bool {
        path.split(separator: "/").contains { skippedFolders.contains(String($0)) || $0.hasPrefix(".") }
    }
}
