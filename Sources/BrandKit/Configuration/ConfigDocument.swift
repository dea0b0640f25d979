import Documents

/// Read access to a clone's `config.json` object.
struct ConfigDocument {
    let members: [JSONMember]

    init(_ node: JSONNode?) {
        if case .object(let members)? = node?.value { self.members = members } else { self.members = [] }
    }

    func member(_ key: String) -> JSONMember? { members.first { $0.key == key } }

    func string(_ key: String) -> Sourced<String>? {
        guard let member = member(key), case .string(let text) = member.value.value else { return nil }
        return Sourced(text, from: ValueSource(.config, at: member.value.location))
    }

    /// The members of the object at `key`, or nothing.
    func objectMembers(_ key: String) -> [JSONMember] {
        guard let member = member(key), case .object(let members) = member.value.value else { return [] }
        return members
    }

    /// The members of `overrides.<configuration>.<key>`.
    func overrideMembers(_ key: String, configuration: String) -> [JSONMember] {
        guard let byConfiguration = objectMembers("overrides").first(where: { $0.key == configuration }),
            case .object(let members) = byConfiguration.value.value,
            let inner = members.first(where: { $0.key == key }),
            case .object(let innerMembers) = inner.value.value
        else { return [] }
        return innerMembers
    }
}
