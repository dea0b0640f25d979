/// One configuration of a target a clone signs: its app's, or that of an app extension its app embeds, each with
/// an entitlements file of its own.
struct SignedConfiguration {
    /// The clone's id.
    var clone: String
    /// The configuration role.
    var role: String
    /// The configuration as read.
    var loaded: LoadedConfiguration
    /// The app's configuration of the same role, whose settings are the clone's identity.
    var app: LoadedConfiguration

    /// Every configuration of the selected clones' apps and embedded extensions, app first.
    static func all(in context: ValidationContext) -> [SignedConfiguration] {
        context.configurations.flatMap { configuration -> [SignedConfiguration] in
            let role = configuration.configuration
            guard let app = configuration.loaded else { return [] }
            var result = [SignedConfiguration(clone: configuration.clone, role: role, loaded: app, app: app)]
            for appex in context.workspace.clone(configuration.clone)?.product?.extensions ?? [] {
                if let loaded = appex.configuration(role) {
                    result.append(SignedConfiguration(clone: configuration.clone, role: role, loaded: loaded, app: app))
                }
            }
            return result
        }
    }
}
