import Support
import XCConfig

/// What a half-removed brand leaves behind: a folder of the brands folder, an Info.plist or a shared scheme that no
/// clone uses (`unused_brand_folder`, `unused_info_plist`, `unused_scheme`).
///
/// xcconfig files are `unused_xcconfig`'s, which each source audits; nothing is reported twice. A file some target of
/// the projects uses (another target's Info.plist, a scheme the manifest excludes) is not unused.
struct OrphanAudit {
    /// What the source worked from.
    let context: CloneSourceContext

    /// Every orphan, by kind: brand folders, then Info.plists, then schemes, each sorted by path.
    func findings(_ clones: [LoadedClone], discovery: CloneDiscovery) -> [Diagnostic] {
        // The brand folder check asks about any input; the Info.plist check only about the inputs named like one,
        // a few of the tens of thousands a large workspace has.
        let inputs = clones.lazy.flatMap { $0.inputs.entries.lazy.map(\.path) }
        let read = discovery.projectUsage != nil ? Set(inputs) : Set(inputs.filter { $0.hasSuffix("Info.plist") })
        let excluded = Set(context.manifest.clones.exclude)
        var findings: [Diagnostic] = []
        var orphanFolders: [String] = []
        if discovery.projectUsage != nil {
            for folder in brandFolders() {
                let name = Path.lastComponent(of: folder)
                guard !excluded.contains(name), !read.contains(where: { Self.isInside($0, folder) }) else { continue }
                orphanFolders.append(folder)
                let config = Path.join(folder, context.manifest.clones.configFile)
                findings.append(
                    Diagnostic(
                        .warning, rule: UnusedBrandFolderRule.description.id,
                        UnusedBrandFolderRule.message(folder: Path.relative(folder, to: context.root)),
                        at: .start(of: config)))
            }
        }
        let used = read.union(discovery.projectUsage?.infoPlists ?? [])
        for plist in infoPlists(clones) where !used.contains(plist) {
            // A whole unused brand folder is one finding, not one per file in it.
            guard !orphanFolders.contains(where: { Self.isInside(plist, $0) }) else { continue }
            findings.append(
                Diagnostic(
                    .warning, rule: UnusedInfoPlistRule.description.id,
                    UnusedInfoPlistRule.message(path: Path.relative(plist, to: context.root)), at: .start(of: plist)))
        }
        for scheme in discovery.projectUsage?.applicationSchemes ?? [] {
            let isUsed = clones.contains { clone in
                clone.definition.scheme == scheme.name
                    || (clone.definition.target == scheme.target
                        && clone.definition.projectFiles.contains { $0.path == scheme.projectFile })
            }
            // A host app for tests is no brand's, so its scheme is no orphan (`brands init` excludes it too).
            guard !isUsed, !excluded.contains(scheme.name), !excluded.contains(scheme.target),
                !ManifestProposer.isTestHost(scheme.target)
            else { continue }
            findings.append(
                Diagnostic(
                    .warning, rule: UnusedSchemeRule.description.id,
                    UnusedSchemeRule.message(scheme: scheme.name, target: scheme.target), at: .start(of: scheme.file)))
        }
        for clone in clones where clone.product != nil {
            findings += unbuiltResources(of: clone)
        }
        return findings
    }

    /// The extensions of files a target copies as resources, which a clone's folder holds for its app.
    static let resourceExtensions: Set<String> = [
        "json", "plist", "png", "jpg", "jpeg", "pdf", "gif", "svg", "heic", "ttf", "otf", "ttc", "storyboard", "xib",
        "strings", "stringsdict", "xcstrings", "mp3", "mp4", "m4a", "wav", "caf", "mov", "html", "css", "js", "gpx",
        "xcassets",
    ]

    /// The input roles that make a file part of the clone's bundle.
    private static let memberRoles: Set<CloneInputs.Role> = [
        .targetMember, .extensionMember, .dependencyMember, .memberFolder, .assetCatalog, .fontFile, .configFile,
        .fontsPlist,
    ]

    /// The resources of `clone`'s folder that no target of its product builds or copies (Info.plists, which
    /// `unused_info_plist` covers, and files the clone reads otherwise, such as an entitlements file, left out).
    private func unbuiltResources(of clone: LoadedClone) -> [Diagnostic] {
        // Only a folder of the clone's own: the manifest's, or one named for it. A folder found because it holds the
        // config file may hold other brands' files as well (ownCloud's `Theming/`).
        guard let folder = clone.folder.map(Path.normalize),
            context.manifest.clones.folder != nil
                || [clone.id, clone.definition.name].contains(Path.lastComponent(of: folder))
        else { return [] }
        var ignored: [Diagnostic] = []
        let files = FileTree(fileSystem: context.fileSystem).files(
            under: folder, extensions: Self.resourceExtensions, depth: 6,
            descends: { !Self.resourceExtensions.contains(Path.pathExtension(of: $0).lowercased()) },
            diagnostics: &ignored)
        return files.map(Path.normalize).filter { path in
            let entries = clone.inputs.entries(for: path)
            return !Path.lastComponent(of: path).hasSuffix("Info.plist")
                && !entries.contains { Self.memberRoles.contains($0.role) || $0.role == .entitlements }
        }.map { path in
            Diagnostic(
                .warning, rule: UnbuiltCloneResourceRule.description.id,
                UnbuiltCloneResourceRule.message(
                    path: Path.relative(path, to: context.root), clone: clone.id,
                    target: clone.definition.target ?? clone.id),
                at: .start(of: path))
        }
    }

    /// The folders of the brands folder that hold a config file, sorted.
    private func brandFolders() -> [String] {
        let brands = context.absolutePath(context.manifest.brandsFolder)
        let names = ((try? context.fileSystem.entries(of: brands)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        return names.map { Path.join(brands, $0) }.filter { folder in
            context.fileSystem.isDirectory(folder)
                && context.fileSystem.isFile(Path.join(folder, context.manifest.clones.configFile))
        }
    }

    /// The Info.plists (`Info.plist`, `*-Info.plist`) of the brands folder and the clones' folders, sorted.
    private func infoPlists(_ clones: [LoadedClone]) -> [String] {
        var folders = [context.absolutePath(context.manifest.brandsFolder)]
        folders += clones.compactMap(\.folder).filter { folder in !folders.contains { Self.isInside(folder, $0) } }
        let tree = FileTree(fileSystem: context.fileSystem)
        let files = folders.flatMap {
            tree.filesOnEveryCore(
                under: $0, extensions: ["plist"], depth: 4,
                descends: { !Path.pathExtension(of: $0).lowercased().hasPrefix("xc") })
        }
        return Set(files.map(Path.normalize)).filter { Path.lastComponent(of: $0).hasSuffix("Info.plist") }.sorted()
    }

    /// Whether `path` is `folder` or inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
