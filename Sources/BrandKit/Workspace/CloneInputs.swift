import Support
import XCConfig

/// Every file a clone reads and why: the one answer to "which files does this clone read", built once when the clone
/// is read and used by ownership, reading-error attribution and `brands affected`.
///
/// Paths are absolute and normalised. A folder entry (the clone's folder, an asset catalog) covers everything inside
/// it; an xcconfig entry is kept even when the file is missing, and the include search's probed paths are entries
/// too, so deleting or creating a file the clone would read counts as a change to it.
public struct CloneInputs: Sendable {
    /// Why a file matters to a clone, in order of precedence.
    public enum Role: Int, Sendable, Hashable, Comparable, CaseIterable {
        /// The clone's folder: everything in it.
        case folder
        /// The config file.
        case configFile
        /// The fonts property list.
        case fontsPlist
        /// An asset catalog: everything in it.
        case assetCatalog
        /// A bundled font file.
        case fontFile
        /// The xcconfig file a configuration's level starts from (even when it does not exist).
        case xcconfig
        /// The xcconfig file the project's build configuration is based on (even when it does not exist): every target
        /// of the project starts from it, so it is no clone's own.
        case projectXCConfig
        /// An xcconfig file included by one.
        case includedXCConfig
        /// A path the include search looked at and found nothing.
        case probedInclude
        /// A Flutter app's `pubspec.yaml`, whose version and build `flutter pub get` writes into the
        /// `Flutter/Generated.xcconfig` a configuration includes (found or not).
        case flutterPubspec
        /// A Flutter app's Dart code or assets folder (`lib`, `assets`), which its build phase compiles into the app:
        /// everything in it.
        case flutterSource
        /// A local package a Flutter app takes from a folder of the repository (a `path:` dependency of its
        /// `pubspec.yaml`, or of such a package's), which its build phase compiles into the app: the package's
        /// `pubspec.yaml` and its `lib` and `assets` folders, everything in them.
        case flutterPackage
        /// The Info.plist `INFOPLIST_FILE` names.
        case infoPlist
        /// The development region's `InfoPlist.strings` (or the `InfoPlist.xcstrings` holding it), which may give the
        /// name the app shows.
        case infoPlistStrings
        /// The prefix header an Info.plist with `INFOPLIST_PREPROCESS` is preprocessed with (`INFOPLIST_PREFIX_HEADER`),
        /// whose macros may give its values.
        case infoPlistPrefixHeader
        /// The entitlements file `CODE_SIGN_ENTITLEMENTS` names.
        case entitlements
        /// The `project.pbxproj` that defines the clone's target, settings and resources.
        case projectFile
        /// The shared scheme that defines the clone.
        case scheme
        /// The `contents.xcworkspacedata` of the workspace holding the clone's scheme.
        case workspace
        /// A file the clone's application target builds or copies (a source, a resource, a header).
        case targetMember
        /// A file an app extension embedded in the clone's app builds or copies.
        case extensionMember
        /// A file a target the clone's app (or an embedded extension) depends on builds or copies.
        case dependencyMember
        /// A folder a target of the clone's product builds or copies as a whole (a synchronized folder, less the
        /// entry's ``Entry/exceptions``; an asset catalog; a folder reference): everything in it.
        case memberFolder
        /// A project holding a target the clone's app depends on that could not be read (a submodule not checked
        /// out), or one the workspace lists that could not be read when the app links a product no project there
        /// builds: a change to it, or to the folder holding it, changes the app.
        case dependencyProject
        /// A file or folder a target's script phase (or a legacy target's build tool) reads, runs or bundles: an
        /// input the phase declares, a repository script it runs, a React Native app's JavaScript its bundle phase
        /// packs: everything in it, for a folder.
        case phaseInput
        /// A header a target's build settings name, which its compiles read: its bridging header
        /// (`SWIFT_OBJC_BRIDGING_HEADER`) or prefix header (`GCC_PREFIX_HEADER`).
        case targetHeader
        /// A folder whose headers a target of the clone's product includes: one holding its sources (a source
        /// includes the headers beside it, `#import "Cell.h"`, which are seldom members of an app target), one a
        /// header search path names (`HEADER_SEARCH_PATHS`, `USER_HEADER_SEARCH_PATHS`, `SYSTEM_HEADER_SEARCH_PATHS`,
        /// `SWIFT_INCLUDE_PATHS`): the headers and module maps in it, at any depth (``isHeader(_:)``).
        case headerFolder
        /// A local Swift package a target of the clone's product links a product of: everything in it.
        case packageFolder
        /// The `Podfile` or `Podfile.lock` CocoaPods installs the pods of the clone's xcconfig chain from.
        case podfile
        /// The `Pods` folder CocoaPods installs them in: everything in it.
        case podsFolder
        /// A pod the Podfile takes from a folder of the repository (`pod 'Gekidou', :path => './Gekidou'`), as its
        /// lock file records it: everything in it.
        case localPod
        /// The `Package.resolved` that pins the versions of the remote Swift packages a target of the clone's product
        /// links a product of (in the workspace the clone is built in, or the project's own).
        case packageResolved

        /// Whether the entry stands for a folder and everything in it.
        public var coversContents: Bool {
            self == .folder || self == .assetCatalog || self == .memberFolder || self == .phaseInput
                || self == .dependencyProject
                || self == .headerFolder
                || self == .packageFolder || self == .podsFolder || self == .localPod || self == .flutterSource
                || self == .flutterPackage
        }

        /// Whether validation reads files of this role, so that `brands inputs` lists them by default: member
        /// files of the product's targets (sources, resources), a Flutter app's `pubspec.yaml`, Dart code and local
        /// packages, and the
        /// pods of the repository matter to `brands affected`, not to validation (and `brands remove` never deletes
        /// them).
        public var isReadByValidation: Bool {
            switch self {
            case .targetMember, .extensionMember, .dependencyMember, .memberFolder, .dependencyProject, .phaseInput,
                .headerFolder,
                .targetHeader,
                .packageFolder, .podfile, .podsFolder, .localPod, .flutterPubspec, .flutterSource, .flutterPackage,
                .packageResolved:
                false
            default: true
            }
        }

        /// Orders roles by precedence.
        public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One input.
    public struct Entry: Sendable, Hashable {
        /// The absolute, normalised path.
        public var path: String
        /// Why it matters.
        public var role: Role
        /// The configuration roles it matters to; empty when it matters to every one.
        public var configurations: Set<String>
        /// The target of the clone's product the entry comes from (`NWDWidget`), for member files and for the
        /// settings files of an extension or a dependency; `nil` for the clone's own inputs.
        public var target: String?
        /// For a folder entry, the paths inside it (relative, a folder standing for everything in it) that it does
        /// not cover: a synchronized folder's membership exceptions.
        public var exceptions: [String] = []

        /// Whether the entry makes `path` (absolute, normalised) an input: it is the entry's path, or lies in the
        /// entry's folder and in none of its exceptions.
        public func covers(_ path: String) -> Bool {
            if path == self.path { return true }
            guard role.coversContents, path.hasPrefix(self.path == "/" ? "/" : self.path + "/") else { return false }
            if role == .headerFolder, !CloneInputs.isHeader(path) { return false }
            if role == .phaseInput, !CloneInputs.mayBeBundled(String(path.dropFirst(self.path.count))) { return false }
            let relative = String(path.dropFirst(self.path == "/" ? 1 : self.path.count + 1))
            return !exceptions.contains { exception in
                let trimmed = exception.hasSuffix("/") ? String(exception.dropLast()) : exception
                return relative == trimmed || relative.hasPrefix(trimmed + "/")
            }
        }

        /// Whether it matters to some configuration in `roles` (`nil` for any).
        public func matters(toAnyOf roles: Set<String>?) -> Bool {
            guard let roles else { return true }
            return configurations.isEmpty || !configurations.isDisjoint(with: roles)
        }
    }

    /// Every input, in the order added.
    public private(set) var entries: [Entry] = []
    private var positions: [EntryKey: Int] = [:]
    private var files: [String: [Int]] = [:]
    private var folders: [String: [Int]] = [:]

    private struct EntryKey: Hashable {
        var path: String
        var role: Role
        var target: String?
    }

    /// No inputs.
    public init() {}

    /// Records `path` as an input with `role`, for the configuration role `configuration` (every one when `nil`);
    /// `target` names the target of the clone's product it comes from, and `exceptions` the paths a folder entry
    /// leaves out (see ``Entry/exceptions``).
    public mutating func add(
        _ path: String, as role: Role, configuration: String? = nil, target: String? = nil, exceptions: [String] = []
    ) {
        let normalized = Path.normalize(path)
        let key = EntryKey(path: normalized, role: role, target: target)
        if let position = positions[key] {
            // An entry for every configuration stays so; one for some gains the new configuration.
            guard !entries[position].configurations.isEmpty else { return }
            if let configuration {
                entries[position].configurations.insert(configuration)
            } else {
                entries[position].configurations = []
            }
            return
        }
        positions[key] = entries.count
        if role.coversContents {
            folders[normalized, default: []].append(entries.count)
        } else {
            files[normalized, default: []].append(entries.count)
        }
        entries.append(
            Entry(
                path: normalized, role: role, configurations: configuration.map { [$0] } ?? [], target: target,
                exceptions: exceptions))
    }

    /// The entries that make `path` (absolute) an input: entries for the path itself and for folders holding it,
    /// by precedence.
    public func entries(for path: String) -> [Entry] {
        let normalized = Path.normalize(path)
        var found = (files[normalized] ?? []).map { entries[$0] }
        for folder in Self.folders(holding: normalized) {
            found += (folders[folder] ?? []).map { entries[$0] }.filter { $0.covers(normalized) }
        }
        return found.sorted { $0.role < $1.role }
    }

    /// Whether `path` is an input of some configuration in `roles` (of any when `nil`).
    public func reads(_ path: String, inAnyOf roles: Set<String>? = nil) -> Bool {
        entries(for: path).contains { $0.matters(toAnyOf: roles) }
    }

    /// The extensions of the files a ``Role/headerFolder`` entry covers: C, C++ and Objective-C headers, included
    /// fragments and module maps.
    static let headerExtensions: Set<String> = [
        "h", "hh", "hpp", "hxx", "h++", "inl", "inc", "def", "pch", "modulemap",
    ]

    /// Whether `path` is a header, an included fragment or a module map (by its extension, case aside).
    public static func isHeader(_ path: String) -> Bool {
        let name = Path.lastComponent(of: path)
        if name == "module.modulemap" { return true }
        return headerExtensions.contains(Path.pathExtension(of: name).lowercased())
    }

    /// The folders, at any depth, a React Native bundle holds nothing of: tests, mocks, native code, documentation.
    static let unbundledFolders: Set<String> = [
        "__tests__", "__mocks__", "__snapshots__", "android", "ios", "jest", "e2e", "test", "tests", "docs", "doc",
        "node_modules", "release-notes", "_manifest",
    ]
    /// The extensions of files a React Native bundle holds nothing of: documentation, native and shell code, and
    /// what a bundler writes.
    static let unbundledExtensions: Set<String> = [
        "md", "markdown", "rst", "java", "kt", "kts", "gradle", "sh", "bash", "bat", "bats", "rb", "py", "map",
        "bundle", "snap",
    ]

    /// Whether a file at `relative` (its path inside a folder a script phase bundles) may be in a React Native
    /// bundle: not a test (`*.test.*`, `*.spec.*`), not in a folder of tests, native code or documentation, not of a
    /// kind no bundle holds (safeplaces' `app/__tests__/…`, gaen's `config/README.md`, lunes' module `android/` code).
    static func mayBeBundled(_ relative: String) -> Bool {
        let components = relative.split(separator: "/")
        guard let name = components.last else { return true }
        if components.dropLast().contains(where: { unbundledFolders.contains($0.lowercased()) }) { return false }
        let lowered = name.lowercased()
        if lowered.contains(".test.") || lowered.contains(".spec.") { return false }
        return !unbundledExtensions.contains(Path.pathExtension(of: lowered))
    }

    /// `path` itself and every folder above it, innermost first.
    static func folders(holding path: String) -> [String] {
        var result = [path]
        var current = path
        while current != "/" && current != "." {
            current = Path.directory(of: current)
            result.append(current)
        }
        return result
    }
}
