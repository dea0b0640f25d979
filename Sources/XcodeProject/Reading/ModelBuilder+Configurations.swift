import Documents
import XCConfig

extension ModelBuilder {
    /// The configuration list `field` of `object` names, with its configurations.
    mutating func configurationList(_ field: String, of object: PBXObject) -> ConfigurationList? {
        guard let list = reference(field, of: object, kinds: ["XCConfigurationList"], required: true) else {
            return nil
        }
        let configurations = references("buildConfigurations", of: list, kinds: ["XCBuildConfiguration"])
            .compactMap { buildConfiguration($0) }
        return ConfigurationList(
            id: list.id, configurations: configurations,
            defaultConfigurationName: string("defaultConfigurationName", of: list), location: list.location)
    }

    /// One `XCBuildConfiguration`, with its base xcconfig resolved and its settings turned into assignments.
    private mutating func buildConfiguration(_ object: PBXObject) -> BuildConfiguration? {
        guard let name = string("name", of: object, required: true) else { return nil }
        var configuration = BuildConfiguration(id: object.id, name: name, location: object.location)
        if let base = reference("baseConfigurationReference", of: object, kinds: ["PBXFileReference"]) {
            configuration.baseConfigurationReferenceID = base.id
            configuration.baseConfigurationPath = references[base.id]?.resolvedPath
            configuration.baseConfigurationLocation = object[field: "baseConfigurationReference"]?.location
        } else if let anchor = reference(
            "baseConfigurationReferenceAnchor", of: object, kinds: ["PBXFileSystemSynchronizedRootGroup"])
        {
            // Xcode 16 names an xcconfig inside a synchronized folder by the folder and a path relative to it.
            let relative = string("baseConfigurationReferenceRelativePath", of: object, required: true) ?? ""
            configuration.baseConfigurationReferenceID = anchor.id
            configuration.baseConfigurationPath = references[anchor.id]?.resolvedPath.appending(relative)
            configuration.baseConfigurationLocation = object[field: "baseConfigurationReferenceAnchor"]?.location
        }
        if let settings = dictionary("buildSettings", of: object) {
            configuration.buildSettings = settings
            let table = BuildSettingsAdapter.assignments(of: settings)
            configuration.assignments = table.assignments
            for diagnostic in table.diagnostics { report(diagnostic) }
        }
        return configuration
    }
}
