import Support
import XCConfig

extension CloneReader {
    /// Adds the Info.plists and entitlements the project's settings name for other SDKs to the clone's inputs.
    ///
    /// yattee's `"INFOPLIST_FILE[sdk=appletvos*]" = "Yattee/Info-tvOS.plist"`: the clone's app builds with it for that
    /// platform, though the configuration read binds another SDK, so `brands affected` counts it. Only the project
    /// file's levels are looked at, and only plain paths that exist.
    func addConditionalFiles(
        of levels: [LoadedSettingsLevel], in projectDirectory: String, to inputs: inout CloneInputs,
        configuration: String
    ) {
        for level in levels where level.source.kind == .projectSettings || level.source.kind == .targetSettings {
            for assignment in level.assignments where !assignment.conditions.isEmpty {
                let role: CloneInputs.Role
                switch assignment.name {
                case "INFOPLIST_FILE": role = .infoPlist
                case "CODE_SIGN_ENTITLEMENTS": role = .entitlements
                default: continue
                }
                let value = assignment.value.trimmingCharacters(in: .whitespaces)
                guard !value.isEmpty, !value.contains("$") else { continue }
                let path = Path.normalize(Path.join(projectDirectory, value))
                if fileSystem.isFile(path) { inputs.add(path, as: role, configuration: configuration) }
            }
        }
    }
}
