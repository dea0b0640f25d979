import BrandFormats

/// Resolves feature flags in three layers, the last one that sets a flag winning.
///
/// The layers, from the bottom:
/// 1. the registry default (`features.<flag>.default` in the schema);
/// 2. the clone's `config.json` `features`;
/// 3. the clone's `config.json` `overrides.<Configuration>.features`, for one build configuration only
///    (`"overrides": {"Debug": {"features": {"experimental_reader": true}}}` turns the flag on in Debug).
///
/// The override lives in the same file as the clone's other values so that one file says everything about a
/// clone's runtime behaviour; build configurations are the manifest's.
public struct FlagResolver: Sendable {
    /// The schema holding the registry.
    public var schema: Schema

    /// Creates a resolver.
    public init(schema: Schema) {
        self.schema = schema
    }

    /// Every registry flag's value for `clone` in `configuration`, in registry order.
    public func resolve(_ clone: LoadedClone, configuration: String) -> [ResolvedFlag] {
        resolve(config: ConfigDocument(clone.config), configuration: configuration)
    }

    /// Every registry flag's value for `configuration`.
    ///
    /// Values of the wrong type are ignored here (a rule reports them), so the layer below shows through.
    func resolve(config: ConfigDocument, configuration: String) -> [ResolvedFlag] {
        let given = config.objectMembers("features")
        let overridden = config.overrideMembers("features", configuration: configuration)
        return schema.flags.map { flag in
            var resolved = ResolvedFlag(name: flag.name, value: flag.defaultValue, source: .schemaDefault)
            for (members, origin) in [(given, ValueSource.Origin.config), (overridden, .configurationOverride)] {
                if let member = members.first(where: { $0.key == flag.name }),
                    let value = FlagValue(member.value.value), value.type == flag.type
                {
                    resolved.value = value
                    resolved.source = ValueSource(origin, at: member.value.location)
                }
            }
            return resolved
        }
    }
}
