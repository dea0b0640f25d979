import BrandFormats
import Documents
import Support
import XCConfig

/// Resolves colour roles in three layers, the last one that has a role winning: the schema's base theme
/// (`theme.roles.<role>.default`), the clone's `config.json` `theme` (`<role>_color`), then the clone's asset
/// catalog colour set (`<Role>Color.colorset`, with its dark appearance).
///
/// Theme values are hex colours (`#RGB`, `#RRGGBB`, `#RRGGBBAA`) or `@role`, a reference to another role's
/// resolved colour (catalog included, so `@accent` follows the accent colour set and its dark variant). A
/// hex colour has no dark variant: it is used in both appearances. Catalog components are kept as written in
/// their colour space (a `display-p3` colour is not converted to sRGB).
public struct ThemeResolver: Sendable {
    /// A problem with a theme value.
    public struct Problem: Sendable, Hashable {
        /// What went wrong.
        public enum Kind: Sendable, Hashable {
            /// `@name` names no role.
            case unknownReference(String)
            /// `@name` names a role that has no colour in any layer.
            case emptyReference(String)
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

    /// A theme value as written, before references are followed.
    private typealias Written = (text: String, source: ValueSource)
    /// A colour set's colours.
    private typealias Fixed = (
        light: RGBAColor, dark: RGBAColor, source: ValueSource, darkSource: ValueSource, colorSpace: String?
    )

    /// The schema holding the roles.
    public var schema: Schema

    /// Creates a resolver.
    public init(schema: Schema) {
        self.schema = schema
    }

    /// The roles' colours for `clone`, in schema order, and the problems met on the way.
    public func resolve(_ clone: LoadedClone) -> (colors: [ResolvedColor], problems: [Problem]) {
        resolve(clone, config: ConfigDocument(clone.config))
    }

    func resolve(_ clone: LoadedClone, config document: ConfigDocument) -> (
        colors: [ResolvedColor], problems: [Problem]
    ) {
        let theme = document.objectMembers("theme")
        let roles = schema.colorRoles
        // Each role's layers by its position in the schema: a few roles, looked up by position rather than hashed.
        var written = [Written?](repeating: nil, count: roles.count)
        var catalog = [Fixed?](repeating: nil, count: roles.count)
        let sets = clone.colorSets(named: roles.map(\.colorSetName))
        for (index, role) in roles.enumerated() {
            if let value = role.defaultValue { written[index] = (value, .schemaDefault) }
            if let member = theme.first(where: { $0.key == role.themeKey }), case .string(let text) = member.value.value
            {
                written[index] = (text, ValueSource(.config, at: member.value.location))
            }
            if let set = sets[index], let light = set.lightVariant, let lightColor = light.color {
                // Each variant is looked for once: the set's location is its light variant's.
                let source = ValueSource(.assetCatalog, at: light.location)
                let dark = set.darkVariant
                let darkSource = dark.map { ValueSource(.assetCatalog, at: $0.location) } ?? source
                catalog[index] = (lightColor, dark?.color ?? lightColor, source, darkSource, light.colorSpace)
            }
        }
        var problems: [Problem] = []
        var colors: [ResolvedColor] = []
        colors.reserveCapacity(roles.count)
        for (index, role) in roles.enumerated() {
            // Follow every written value, even one a colour set hides, so a broken reference is still reported.
            let followed = written[index].map { _ in follow(index, written, catalog, &problems) }
            if let fixed = catalog[index] {
                colors.append(
                    ResolvedColor(
                        role: role.name, light: fixed.light, dark: fixed.dark, source: fixed.source,
                        darkSource: fixed.darkSource, colorSpace: fixed.colorSpace))
            } else if let entry = written[index] {
                let reference = entry.text.hasPrefix("@") ? String(entry.text.dropFirst()) : nil
                colors.append(
                    ResolvedColor(
                        role: role.name, light: followed??.light, dark: followed??.dark, source: entry.source,
                        reference: reference, colorSpace: followed??.colorSpace))
            } else {
                colors.append(ResolvedColor(role: role.name, light: nil, dark: nil, source: .schemaDefault))
            }
        }
        return (colors, problems)
    }

    /// Follows `@role` references from the written value of the role at `start` to a colour (a hex value, or a
    /// colour set of a role it refers to), recording a problem for that role where they fail.
    private func follow(
        _ start: Int, _ written: [Written?], _ catalog: [Fixed?], _ problems: inout [Problem]
    ) -> (light: RGBAColor, dark: RGBAColor, colorSpace: String?)? {
        let roles = schema.colorRoles
        let location = written[start]?.source.location
        func fail(_ kind: Problem.Kind) -> (light: RGBAColor, dark: RGBAColor, colorSpace: String?)? {
            problems.append(Problem(role: roles[start].name, kind: kind, location: location))
            return nil
        }
        var chain: [Int] = []
        var current = start
        while true {
            // A role a reference reaches resolves to its colour set first, as it would on its own.
            if !chain.isEmpty, let fixed = catalog[current] { return (fixed.light, fixed.dark, fixed.colorSpace) }
            if let index = chain.firstIndex(of: current) {
                // A loop that does not pass through `start` is reported for the roles in it, not here.
                return index == 0 ? fail(.cycle((chain + [current]).map { roles[$0].name })) : nil
            }
            guard let entry = written[current] else {
                return chain.count == 1 ? fail(.emptyReference(roles[current].name)) : nil
            }
            chain.append(current)
            guard entry.text.hasPrefix("@") else {
                guard let color = RGBAColor(hex: entry.text) else {
                    // Only the value of `start` itself is its fault; a broken target is reported for the target.
                    return current == start ? fail(.invalidValue(entry.text)) : nil
                }
                return (color, color, nil)
            }
            let target = String(entry.text.dropFirst())
            guard let next = roles.firstIndex(where: { $0.name == target }) else {
                return current == start ? fail(.unknownReference(target)) : nil
            }
            current = next
        }
    }
}
