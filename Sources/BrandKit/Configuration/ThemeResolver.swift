import XCConfig

/// Resolves colour roles: the schema's base theme, then the clone's `config.json` `theme`, then its asset
/// catalog's colour sets (with their dark appearance). Values are hex colours or `@role` references.
public struct ThemeResolver: Sendable {
    /// A problem with a reference between roles.
    public struct Problem: Sendable, Hashable {
        /// What went wrong.
        public enum Kind: Sendable, Hashable {
            /// `@name` names no role.
            case unknownReference(String)
            /// The roles refer to each other in a loop, listed in order.
            case cycle([String])
            /// The value is neither a hex colour nor a reference.
            case invalidValue(String)
        }

        /// The role whose value is at fault.
        public var role: String
        /// What went wrong.
        public var kind: Kind
        /// Where the faulty value is written, if in a file.
        public var location: SourceLocation?
    }

    /// The schema holding the roles.
    public var schema: Schema

    /// Creates a resolver.
    public init(schema: Schema) {
        self.schema = schema
    }

    /// The roles' colours for `clone`, and the problems met on the way.
    public func resolve(_ clone: CloneFiles) -> (colors: [ResolvedColor], problems: [Problem]) {
        resolve(clone, config: ConfigDocument(clone.config))
    }

    func resolve(_ clone: CloneFiles, config document: ConfigDocument) -> (colors: [ResolvedColor], problems: [Problem])
    {
        let theme = document.objectMembers("theme")
        var raw: [String: (text: String, source: ValueSource)] = [:]
        for role in schema.colorRoles {
            if let value = role.defaultValue { raw[role.name] = (value, .schemaDefault) }
            if let member = theme.first(where: { $0.key == role.themeKey }), case .string(let text) = member.value.value
            {
                raw[role.name] = (text, ValueSource(.config, at: member.value.location))
            }
        }
        var catalog: [String: (light: RGBAColor, dark: RGBAColor, source: ValueSource)] = [:]
        for role in schema.colorRoles {
            if let set = clone.assetCatalog?.colorSets.first(where: { $0.name == role.colorSetName }),
                let light = set.lightColor
            {
                catalog[role.name] = (light, set.darkColor ?? light, ValueSource(.assetCatalog, at: set.location))
            }
        }
        var problems: [Problem] = []
        var colors: [ResolvedColor] = []
        for role in schema.colorRoles {
            if let fixed = catalog[role.name] {
                colors.append(
                    ResolvedColor(role: role.name, light: fixed.light, dark: fixed.dark, source: fixed.source))
            } else if let entry = raw[role.name] {
                let resolved = follow(role.name, raw: raw, catalog: catalog, problems: &problems)
                colors.append(
                    ResolvedColor(role: role.name, light: resolved?.light, dark: resolved?.dark, source: entry.source))
            } else {
                colors.append(ResolvedColor(role: role.name, light: nil, dark: nil, source: .schemaDefault))
            }
        }
        return (colors, problems)
    }

    /// Follows `@role` references from `start` to a hex colour, recording a problem where they fail.
    private func follow(
        _ start: String, raw: [String: (text: String, source: ValueSource)],
        catalog: [String: (light: RGBAColor, dark: RGBAColor, source: ValueSource)], problems: inout [Problem]
    ) -> (light: RGBAColor, dark: RGBAColor)? {
        var chain: [String] = []
        var current = start
        while true {
            if current != start, let fixed = catalog[current] { return (fixed.light, fixed.dark) }
            guard let entry = raw[current] else { return nil }
            if let index = chain.firstIndex(of: current) {
                if chain.first == start && index == 0 {
                    problems.append(
                        Problem(role: start, kind: .cycle(chain + [current]), location: raw[start]?.source.location))
                }
                return nil
            }
            chain.append(current)
            if entry.text.hasPrefix("@") {
                let target = String(entry.text.dropFirst())
                guard schema.colorRole(named: target) != nil else {
                    if current == start {
                        problems.append(
                            Problem(role: start, kind: .unknownReference(target), location: entry.source.location))
                    }
                    return nil
                }
                current = target
                continue
            }
            guard let color = RGBAColor(hex: entry.text) else {
                if current == start {
                    problems.append(
                        Problem(role: start, kind: .invalidValue(entry.text), location: entry.source.location))
                }
                return nil
            }
            return (color, color)
        }
    }
}
