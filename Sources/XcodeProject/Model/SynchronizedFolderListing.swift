import Support
import XCConfig

/// The files of one synchronized folder on disk, as paths relative to it, and the phase each file's type puts it in.
///
/// Hidden entries (names starting with `.`) are skipped. Folders Xcode treats as one item — bundles such as asset
/// catalogs, Core Data models and frameworks, and the folder's `explicitFolders` — are listed as themselves, not
/// entered. Links are followed, each real folder entered once, and the listing stops at ``maximumEntries``.
struct SynchronizedFolderListing: Hashable, Sendable {
    /// How many entries one folder may list before listing stops, so a huge or looping tree cannot hang a run.
    static let maximumEntries = 200_000

    /// Folder extensions Xcode treats as a single file.
    static let packageExtensions: Set<String> = [
        "xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "bundle", "framework", "xcframework", "app",
        "appex", "docc", "mlpackage", "mlmodelc", "scnassets", "rcproject", "reality", "playground", "icon",
        "storyboardc", "xcstickers", "plugin", "kext", "xpc", "wdgt", "spriteatlas", "arresourcegroup",
    ]

    /// File extensions compiled in the sources phase.
    static let sourceExtensions: Set<String> = [
        "swift", "m", "mm", "c", "cc", "cpp", "cxx", "c++", "s", "metal", "intentdefinition", "xcdatamodeld",
        "xcdatamodel", "xcmappingmodel", "mlmodel", "mlpackage", "docc", "iig", "l", "lm", "lmm", "lpp", "y", "ym",
        "ymm", "ypp", "defs", "mig", "rcproject",
    ]

    /// Header extensions.
    static let headerExtensions: Set<String> = ["h", "hh", "hpp", "hxx", "h++"]

    /// The files, relative to the folder, sorted.
    var files: [String] = []
    /// Problems listing the folder.
    var diagnostics: [Diagnostic] = []

    /// Lists `folder`; a problem names it relative to `projectDirectory` when it lies inside.
    init(folder: ReferenceNode, projectDirectory: String, fileSystem: any FileSystem) {
        guard let root = folder.resolvedPath.absolutePath else { return }
        let explicit = Set(folder.explicitFolders.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
        var pending = [""]
        var entered: Set<String> = []
        var count = 0
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? root : Path.join(root, relative)
            guard entered.insert(fileSystem.canonicalPath(of: absolute)).inserted else { continue }
            let names: [String]
            do {
                names = try fileSystem.entries(of: absolute)
            } catch {
                if relative.isEmpty {
                    diagnostics.append(
                        XcodeProjectDiagnostics.unlistableFolder(
                            Path.relative(root, to: projectDirectory), reason: error, at: folder.location))
                }
                continue
            }
            var subfolders: [String] = []
            for name in names where !name.hasPrefix(".") {
                count += 1
                guard count <= Self.maximumEntries else { break }
                let child = relative.isEmpty ? name : relative + "/" + name
                let isFolder = fileSystem.isDirectory(Path.join(root, child))
                if isFolder && !explicit.contains(child)
                    && !Self.packageExtensions.contains(Path.pathExtension(of: name))
                {
                    subfolders.append(child)
                } else {
                    files.append(child)
                }
            }
            pending.append(contentsOf: subfolders.reversed())
        }
        files.sort()
    }

    /// The phase a file of a synchronized folder goes into by its type: sources, headers, else resources.
    static func defaultPhase(of relativePath: String) -> BuildPhase.Kind {
        let pathExtension = Path.pathExtension(of: relativePath).lowercased()
        if sourceExtensions.contains(pathExtension) { return .sources }
        if headerExtensions.contains(pathExtension) { return .headers }
        return .resources
    }
}
