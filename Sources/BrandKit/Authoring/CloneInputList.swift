import Support
import XCConfig

/// Every file a clone reads, for `brands inputs`: the clone's input index with folders expanded to their files, plus
/// the workspace files every clone reads (the manifest, the schema) and the file that defines the clone.
public struct CloneInputList: Sendable {
    /// One file.
    public struct Item: Sendable, Hashable {
        /// The absolute path.
        public var path: String
        /// Why it is read: `manifest`, `schema`, `definition`, `folder`, `config-file`, `fonts-plist`,
        /// `asset-catalog`, `font-file`, `xcconfig`, `included-xcconfig`, `probed-include`, `info-plist`,
        /// `entitlements`, `project-file`, `scheme`, `workspace`, and with members `target-member`,
        /// `extension-member`, `dependency-member`, `member-folder`; sorted.
        public var roles: [String]
        /// The configurations that read it; empty when every one does.
        public var configurations: [String]
        /// Whether the file exists (an include search's probed paths and missing xcconfig files do not).
        public var exists: Bool
    }

    /// The files, sorted by path.
    public var items: [Item]

    /// The inputs of `clone` in `workspace`, of `configuration` only when given (a role such as `Debug`).
    public init(_ clone: LoadedClone, in workspace: Workspace, configuration: String?, fileSystem: any FileSystem) {
        self.init([clone], in: workspace, configuration: configuration, fileSystem: fileSystem)
    }

    /// Every file any of `clones` reads; a file every configuration of one clone reads counts for all.
    ///
    /// The files the clones' targets build (sources, resources) are left out unless `includingMembers`: they
    /// matter to `brands affected`, but validation does not read them.
    public init(
        _ clones: [LoadedClone], in workspace: Workspace, configuration: String?, fileSystem: any FileSystem,
        includingMembers: Bool = false
    ) {
        var roles: [String: Set<String>] = [:]
        var configurations: [String: Set<String>] = [:]
        var everyConfiguration = Set<String>()
        func add(_ path: String, _ role: String, _ configurationsOfEntry: Set<String>) {
            let normalized = Path.normalize(path)
            roles[normalized, default: []].insert(role)
            if configurationsOfEntry.isEmpty {
                everyConfiguration.insert(normalized)
            } else {
                configurations[normalized, default: []].formUnion(configurationsOfEntry)
            }
        }
        if let manifest = workspace.manifest.file { add(manifest, "manifest", []) }
        if let schema = workspace.schema.file { add(schema, "schema", []) }
        let selected = configuration.map { Set([$0]) }
        for clone in clones {
            let definition = clone.definition.origin.location.file
            if Path.isAbsolute(definition) { add(definition, "definition", []) }
            for entry in clone.inputs.entries
            where entry.matters(toAnyOf: selected) && (includingMembers || entry.role.isReadByValidation) {
                let role = Self.name(of: entry.role)
                // An entry of a role that covers folders may be a file (a script a phase runs, a header).
                let files =
                    entry.role.coversContents && !fileSystem.isFile(entry.path)
                    ? CloneFileWalk.files(under: entry.path, fileSystem: fileSystem).filter(entry.covers)
                    : [entry.path]
                for file in files { add(file, role, entry.configurations) }
            }
        }
        items = roles.keys.sorted().map { path in
            Item(
                path: path, roles: (roles[path] ?? []).sorted(),
                configurations: everyConfiguration.contains(path) ? [] : (configurations[path] ?? []).sorted(),
                exists: fileSystem.isFile(path))
        }
    }

    /// The name `brands inputs` shows for a role.
    public static func name(of role: CloneInputs.Role) -> String {
        switch role {
        case .folder: "folder"
        case .configFile: "config-file"
        case .fontsPlist: "fonts-plist"
        case .assetCatalog: "asset-catalog"
        case .fontFile: "font-file"
        case .xcconfig: "xcconfig"
        case .projectXCConfig: "project-xcconfig"
        case .includedXCConfig: "included-xcconfig"
        case .probedInclude: "probed-include"
        case .flutterPubspec: "flutter-pubspec"
        case .flutterSource: "flutter-source"
        case .flutterPackage: "flutter-package"
        case .infoPlist: "info-plist"
        case .infoPlistStrings: "info-plist-strings"
        case .infoPlistPrefixHeader: "info-plist-prefix-header"
        case .entitlements: "entitlements"
        case .projectFile: "project-file"
        case .scheme: "scheme"
        case .workspace: "workspace"
        case .targetMember: "target-member"
        case .extensionMember: "extension-member"
        case .dependencyMember: "dependency-member"
        case .memberFolder: "member-folder"
        case .headerFolder: "header-folder"
        case .phaseInput: "phase-input"
        case .dependencyProject: "dependency-project"
        case .targetHeader: "target-header"
        case .packageFolder: "package-folder"
        case .packageResolved: "package-resolved"
        case .podfile: "podfile"
        case .podsFolder: "pods-folder"
        case .localPod: "local-pod"
        }
    }
}
