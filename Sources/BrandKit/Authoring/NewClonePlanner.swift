import Support
import XCConfig

/// Why `brands new` will not create a clone.
public struct AuthoringRefusal: Error, Sendable, Hashable {
    /// What is wrong and what would fix it.
    public var message: String
    /// Whether the command line itself is wrong (exit 64) rather than the workspace (exit 1).
    public var isUsageError: Bool

    /// Creates a refusal.
    public init(_ message: String, isUsageError: Bool = false) {
        self.message = message
        self.isUsageError = isUsageError
    }
}

/// What `brands new` writes: the files of the new clone, each with where it was copied from.
public struct NewClonePlan: Sendable {
    /// One file of the new clone.
    public struct File: Sendable, Hashable {
        /// The absolute path to write.
        public var path: String
        /// The absolute path of the file it is a copy of.
        public var sourcePath: String
        /// The contents.
        public var bytes: [UInt8]
        /// How many replacements were made in it (`0` for a file copied as is).
        public var replacements: Int
        /// Whether the file was read as text and rewritten; binary files are copied as they are.
        public var isText: Bool
    }

    /// The new clone's id.
    public var id: String
    /// The clone it is copied from.
    public var source: String
    /// The files, sorted by path.
    public var files: [File]
    /// What is left to do by hand, in order.
    public var manualSteps: [String]
}

/// Plans a new clone as a copy of an existing one: every file that belongs to the existing clone alone (its folder, its
/// own xcconfig files; never a file it shares with other clones) copied under a path where the id is replaced, with
/// its text rewritten by ``CloneTextRewriter``.
public struct NewClonePlanner: Sendable {
    /// The workspace the clones are in.
    public var workspace: Workspace
    /// Where files are read.
    public var fileSystem: any FileSystem

    /// Creates a planner.
    public init(workspace: Workspace, fileSystem: any FileSystem) {
        self.workspace = workspace
        self.fileSystem = fileSystem
    }

    /// Whether `id` can name a clone: a letter, then letters, digits and `_` (it becomes a folder name, a
    /// `CLONE_<ID>` compilation condition and part of release tags).
    public static func isValidID(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return id.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
        }
    }

    /// The copy of `source` as `id`, named `name` and with bundle identifier `bundleIdentifier` when given.
    public func plan(id: String, from source: LoadedClone, name: String?, bundleIdentifier: String?)
        throws(AuthoringRefusal) -> NewClonePlan
    {
        guard Self.isValidID(id) else {
            throw AuthoringRefusal(
                "'\(id)' cannot be a clone id: use a letter, then letters, digits or '_'", isUsageError: true)
        }
        if let existing = workspace.clones.first(where: { $0.id.lowercased() == id.lowercased() }) {
            throw AuthoringRefusal("clone '\(existing.id)' already exists; choose another id or remove it first")
        }
        if let bundleIdentifier, !Self.isValidBundleIdentifier(bundleIdentifier) {
            throw AuthoringRefusal(
                "'\(bundleIdentifier)' is not a bundle identifier: use reverse-DNS, such as com.example.app",
                isUsageError: true)
        }
        let identity = CloneConfigurationAssembler(schema: workspace.schema).assemble(
            source, configuration: workspace.manifest.release.configuration)
        let oldBundle = identity.bundleIdentifier?.value
        let displayNames =
            ([identity.displayName?.value] + source.configurations.map { $0.identity.displayName?.value })
            .compactMap { $0 }.filter { !$0.isEmpty }
        let bundle = bundleIdentifier.flatMap { new in oldBundle.map { ($0, new) } }
        let alias = CloneTextRewriter.alias(of: source.definition)
        let rewriter = CopyRewriter(
            named: CloneTextRewriter.forCopy(
                of: source.id, as: id, displayNames: displayNames, name: name ?? id, bundleIdentifier: bundle,
                alias: alias),
            unnamed: CloneTextRewriter.forCopy(
                of: source.id, as: id, displayNames: [], name: nil, bundleIdentifier: bundle, alias: alias),
            displayNameSetting: identity.identity.displayName?.feed.stampableSetting,
            // The clone's name is as ambiguous as its id: playsrg-apple's `Play RTS` is the display name and the name
            // of the clone's xcconfig files, which `#include` lines name.
            nameHoldsID: displayNames.first.map { first in
                ([source.id] + (alias.map { [$0] } ?? [])).contains { Self.name(first, holds: $0) }
            } ?? false)
        let planner = CloneRemovalPlanner(workspace: workspace, fileSystem: fileSystem)
        let paths = planner.ownedFiles(of: source)
        guard !paths.isEmpty else {
            // Say whose the files are: a scheme that builds another clone's configuration reads that clone's files.
            let shared = planner.plan(source).shared
            let owners = Array(Set(shared.flatMap(\.clones))).sorted()
            let reason =
                shared.isEmpty
                ? ""
                : ": \(NameList.joined(owners)) \(owners.count == 1 ? "reads" : "read") the files it reads too ("
                    + NameList.joined(shared.map { workspace.relativePath($0.path) }) + ")"
            throw AuthoringRefusal("clone '\(source.id)' has no files of its own to copy\(reason)")
        }
        let pathRewriter = CopyPathRewriter(copying: source, as: id, in: workspace)
        var files: [NewClonePlan.File] = []
        // A base configuration of the project's own that cannot be named after the new clone is left where it is: the
        // duplicated target reads it at the project's level as the source does (zotero-ios's `FeatureGates.xcconfig`).
        lazy var projectFiles = planner.sharedWithProject(source)
        for path in paths {
            let relative = workspace.relativePath(path)
            let renamed = pathRewriter.rewrite(relative)
            if renamed.count == 0, projectFiles.contains(Path.normalize(path)) { continue }
            guard renamed.count > 0 else {
                let holds =
                    alias.map { "contains neither the id '\(source.id)' nor the name '\($0)'" }
                    ?? "does not contain the id '\(source.id)'"
                throw AuthoringRefusal(
                    "cannot name the copy of '\(relative)': its path \(holds); rename it after the clone, or copy the "
                        + "clone by hand")
            }
            let target = workspace.absolutePath(renamed.text)
            if fileSystem.exists(target) || fileSystem.isSymbolicLink(target) {
                throw AuthoringRefusal("'\(renamed.text)' already exists; nothing was written")
            }
            let bytes: [UInt8]
            do {
                bytes = try fileSystem.contents(of: path)
            } catch {
                throw AuthoringRefusal("cannot read '\(relative)': \(error)")
            }
            if !bytes.contains(0), let text = String(validatingUTF8: bytes) {
                let rewritten = rewriter.rewrite(text)
                files.append(
                    .init(
                        path: target, sourcePath: path, bytes: Array(rewritten.text.utf8),
                        replacements: rewritten.count, isText: true))
            } else {
                files.append(.init(path: target, sourcePath: path, bytes: bytes, replacements: 0, isText: false))
            }
        }
        guard !files.isEmpty else {
            throw AuthoringRefusal(
                "clone '\(source.id)' has no files of its own to copy: the project's base configurations it reads stay "
                    + "where they are")
        }
        return NewClonePlan(
            id: id, source: source.id, files: files.sorted { $0.path < $1.path },
            manualSteps: manualSteps(
                id: id, source: source, files: files, oldBundle: bundleIdentifier == nil ? oldBundle : nil)
                + identitySteps(
                    id: id, source: source, identity: identity.identity, files: files, name: name,
                    bundleIdentifier: bundleIdentifier)
                + aliasSteps(id: id, source: source, files: files))
    }

    /// Whether `name` holds `id` as a word (`ALPHA Dev` holds `ALPHA`).
    private static func name(_ name: String, holds id: String) -> Bool {
        CloneTextRewriter.forCopy(of: id, as: id + "_", displayNames: [], name: nil, bundleIdentifier: nil)
            .rewrite(name).count > 0
    }

    /// Whether `text` is a reverse-DNS bundle identifier.
    static func isValidBundleIdentifier(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2
            && parts.allSatisfy { part in
                !part.isEmpty
                    && part.unicodeScalars.allSatisfy {
                        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
                    }
            }
    }
}

extension String {
    /// The string the bytes spell in UTF-8, or `nil` when they are not UTF-8.
    fileprivate init?(validatingUTF8 bytes: [UInt8]) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput:
                self = String(scalars)
                return
            case .error: return nil
            }
        }
    }
}
