import Documents
import Support
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
            let table = SettingsTable(entries: settings.compactMap { settingsEntry($0) })
            configuration.assignments = table.assignments.map(Self.pointedAtItsStart)
            for diagnostic in table.diagnostics { report(diagnostic) }
        }
        return configuration
    }

    /// `assignment`, made to report its value's problems at the value's start when its text is not the file's.
    ///
    /// Bytes of a quoted string that are not UTF-8 become replacement characters, not always as many as the file's
    /// text has where the whole line is read: counting columns into the value then ran past the end of its line (the
    /// fuzzer found `$(` unterminated at column 820 of a line of 816 characters). A line break in the value is taken
    /// care of where columns are counted.
    static func pointedAtItsStart(_ assignment: SettingAssignment) -> SettingAssignment {
        guard assignment.valueContinuations.isEmpty, assignment.value.unicodeScalars.contains("\u{FFFD}") else {
            return assignment
        }
        var pointed = assignment
        pointed.valueContinuations = [
            ValueContinuation(offset: 0, location: assignment.valueLocation, countsColumns: false)
        ]
        return pointed
    }

    /// One `buildSettings` member as a ``SettingsTable`` entry; a value that is neither a string nor a list of
    /// strings is reported and left out.
    private mutating func settingsEntry(_ member: PlistMember) -> SettingsTable.Entry? {
        let value: SettingsTable.Value
        var itemLocations: [SourceLocation] = []
        switch member.value.value {
        case .string(let text): value = .string(text)
        case .integer(let number): value = .string(String(number))
        case .array(let items) where items.allSatisfy({ $0.stringValue != nil }):
            value = .list(items.compactMap(\.stringValue))
            itemLocations = items.map { source.textStart(at: $0.location) }
        default:
            report(
                Diagnostics.wrongType(
                    member.key, in: "buildSettings", expected: "a string or a list of strings",
                    found: ObjectGraph.describe(member.value), at: member.value.location))
            return nil
        }
        return SettingsTable.Entry(
            key: member.key, keyLocation: member.keyLocation, value: value,
            valueLocation: source.textStart(at: member.value.location),
            itemLocations: itemLocations)
    }
}
