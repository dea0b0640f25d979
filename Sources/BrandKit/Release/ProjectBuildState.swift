import Support
import XCConfig

/// What a clone's Xcode project decides about building it, free of where the project says it: its targets and what
/// they build, its build configurations, every evaluated build setting, and the files settings name.
///
/// Two states are equal when a change to the project (an added file of another target, a moved line) builds the
/// clone exactly as before, so `brands affected --base` need not count the project file for that clone.
public struct ProjectBuildState: Sendable, Hashable {
    /// One configuration of one target.
    struct Configuration: Hashable {
        var role: String
        var name: String
        var xcconfigs: [String]
        var settings: [String: String]
        var infoPlist: String?
        var entitlements: String?

        init(_ loaded: LoadedConfiguration) {
            role = loaded.role
            name = loaded.definition.name
            xcconfigs = loaded.definition.xcconfigPaths
            var settings: [String: String] = [:]
            for setting in loaded.settings?.settings ?? [] { settings[setting.name] = setting.value }
            self.settings = settings
            infoPlist = loaded.infoPlistPath
            entitlements = loaded.entitlementsPath
        }
    }

    /// One target of the product.
    struct Target: Hashable {
        var part: String
        var name: String
        var productType: String?
        var members: [String]
        var phases: [String]
        var synchronizedFolders: [SynchronizedMembership]
        var missingXCConfigs: [String]
        var remotePackages: [String]
        var configurations: [Configuration]
    }

    private var clone: [String?]
    private var buildConfigurations: [String]
    private var configurations: [Configuration]
    private var targets: [Target]

    /// The state of `clone` as read.
    public init(_ clone: LoadedClone) {
        let definition = clone.definition
        self.clone =
            [
                definition.scheme, definition.target, definition.project, definition.folder, definition.configFile,
                definition.fontsPlist,
            ] + definition.catalogs + definition.fontFiles
        buildConfigurations = definition.buildConfigurations
        configurations = clone.configurations.map(Configuration.init)
        targets = (clone.product?.targets ?? []).map { target in
            let files = target.files.files.map { file in
                (file.path.description, file.phase.rawValue)
            }.sorted { $0 < $1 }
            return Target(
                part: target.part.rawValue, name: target.name, productType: target.productType,
                members: files.map(\.0), phases: files.map(\.1),
                synchronizedFolders: target.definition.synchronizedFolders,
                missingXCConfigs: target.definition.missingXCConfigs,
                remotePackages: target.definition.remotePackages,
                configurations: target.part == .app ? [] : target.configurations.map(Configuration.init))
        }
    }
}
