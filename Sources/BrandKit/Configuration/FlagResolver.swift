/// Resolves feature flags: the registry default, then the clone's `config.json` `features`, then the
/// `overrides.<Configuration>.features` of the same file.
public struct FlagResolver: Sendable {
    /// The schema holding the registry.
    public var schema: Schema

    /// Creates a resolver.
    public init(schema: Schema) {
        self.schema = schema
    }

    /// Every registry flag's value for `configuration`. Values of the wrong type are ignored here (a rule
    /// reports them), so the layer below shows through.
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
