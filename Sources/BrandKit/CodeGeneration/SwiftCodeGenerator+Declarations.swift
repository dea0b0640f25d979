import BrandFormats

/// The type declarations of the generated file.
extension SwiftCodeGenerator {
    /// A stored property of a generated struct.
    struct Property {
        var identifier: String
        var type: String
        var summary: String
    }

    /// Every type: colours, theme, fonts, flags, API, fields, the protocol and the `Clone` struct.
    func declarationLines() -> [String] {
        var lines: [String] = ["", "// MARK: - Types"]
        let color: [Property] = [
            Property(
                identifier: "red", type: "Double", summary: "The red component, 0 to 1 (beyond for extended ranges)."),
            Property(identifier: "green", type: "Double", summary: "The green component."),
            Property(identifier: "blue", type: "Double", summary: "The blue component."),
            Property(identifier: "alpha", type: "Double", summary: "The opacity, 1 being opaque."),
            Property(identifier: "hex", type: "String", summary: "`#RRGGBB`, or `#RRGGBBAA` when not opaque."),
            Property(
                identifier: "colorSpace", type: "String",
                summary: "The colour space of the components: `srgb` for hex values, else the colour set's."),
        ]
        lines += structLines("CloneColor", "A colour as components in its colour space, and as hex.", color)
        lines += structLines(
            "CloneThemeColor", "A colour role in the light and the dark appearance.",
            [
                Property(
                    identifier: "light", type: "CloneColor", summary: "The colour in the light (or any) appearance."),
                Property(identifier: "dark", type: "CloneColor", summary: "The colour in the dark appearance."),
            ])
        lines += structLines(
            "CloneColorScheme", "The theme's colour roles.",
            zip(schema.colorRoles, names.colorRoles).map { role, entry in
                let optional = role.isRequired || role.defaultValue != nil ? "" : "?"
                return Property(
                    identifier: entry.identifier, type: "CloneThemeColor" + optional, summary: "`\(role.name)`.")
            })
        lines += structLines(
            "CloneFont", "The font of a text style.",
            [
                Property(
                    identifier: "postScriptName", type: "String?",
                    summary: "The PostScript name; `nil` for the system font."),
                Property(identifier: "size", type: "Double", summary: "The point size."),
            ])
        lines += structLines(
            "CloneTypography", "The text styles.",
            names.fontStyles.map { Property(identifier: $0.identifier, type: "CloneFont", summary: "`\($0.name)`.") })
        lines += structLines(
            "CloneFeatureFlags", "The feature flags, typed as the registry declares them.",
            names.flags.compactMap { entry in
                guard let flag = schema.flag(named: entry.name) else { return nil }
                let owner = flag.owner.map { " (owner: \($0))" } ?? ""
                return Property(
                    identifier: entry.identifier, type: Self.swiftType(of: flag.type),
                    summary: "`\(flag.name)`: \(flag.summary)\(owner)")
            })
        lines += structLines(
            "CloneAPIConfiguration", "The API configuration: the `api_*` fields.", properties(names.apiFields))
        var nested: [String] = []
        for entry in names.fields {
            guard let enumeration = names.enumerations[entry.name], !enumeration.cases.isEmpty else { continue }
            nested += ["/// The values of `\(entry.name)`."]
            nested += ["\(access)enum \(enumeration.type): String, Sendable, Hashable, CaseIterable {"]
            nested += enumeration.cases.map { "    case \($0.identifier) = \(SwiftLiteral.string($0.name))" }
            nested += ["}", ""]
        }
        lines += structLines(
            "CloneFields", "The config.json fields (secrets left out).", properties(names.fields), nested: nested)
        lines += protocolLines()
        lines += structLines(
            "Clone", "One clone's values in one build configuration.", identityProperties,
            conformances: "CloneConfiguration, Hashable")
        return lines
    }

    /// The identity, API, theme, typography, flags and fields every clone has.
    var identityProperties: [Property] {
        [
            Property(identifier: "identifier", type: "String", summary: "The clone's id, such as `NWD`."),
            Property(identifier: "displayName", type: "String", summary: "The name under the app icon."),
            Property(identifier: "bundleIdentifier", type: "String", summary: "The bundle identifier."),
            Property(
                identifier: "version", type: "String", summary: "The marketing version (`CFBundleShortVersionString`)."),
            Property(identifier: "build", type: "String", summary: "The build number (`CFBundleVersion`)."),
            Property(identifier: "api", type: "CloneAPIConfiguration", summary: "The API configuration."),
            Property(identifier: "colors", type: "CloneColorScheme", summary: "The colour scheme, light and dark."),
            Property(identifier: "typography", type: "CloneTypography", summary: "The fonts of the text styles."),
            Property(identifier: "features", type: "CloneFeatureFlags", summary: "The feature flags."),
            Property(identifier: "fields", type: "CloneFields", summary: "The config.json fields."),
        ]
    }

    /// The protocol app code can depend on, so tests and previews can give their own values.
    private func protocolLines() -> [String] {
        var lines = [
            "", "/// What the app knows about the clone it is built as.",
            "\(access)protocol CloneConfiguration: Sendable {",
        ]
        for property in identityProperties {
            lines += ["    /// \(property.summary)", "    var \(property.identifier): \(property.type) { get }"]
        }
        return lines + ["}"]
    }

    /// Properties for field entries, typed from the schema.
    private func properties(_ entries: [SwiftNames.Entry]) -> [Property] {
        entries.compactMap { entry in
            guard let field = schema.field(named: entry.name) else { return nil }
            let optional = field.isRequired || field.defaultValue != nil ? "" : "?"
            let summary = field.summary.isEmpty ? "`\(field.name)`." : "`\(field.name)`: \(field.summary)."
            return Property(identifier: entry.identifier, type: swiftType(of: field) + optional, summary: summary)
        }
    }

    /// The Swift type of a field's value (without `?`).
    func swiftType(of field: FieldSpec) -> String {
        switch field.type {
        case .bool: "Bool"
        case .integer: "Int"
        case .number: "Double"
        case .color: "CloneColor"
        case .enumeration:
            names.enumerations[field.name].flatMap { $0.cases.isEmpty ? nil : "CloneFields." + $0.type } ?? "String"
        case .string, .url, .bundleIdentifier, .version, .font: "String"
        }
    }

    /// The Swift type of a flag's value.
    static func swiftType(of type: FlagType) -> String {
        switch type {
        case .bool: "Bool"
        case .integer: "Int"
        case .string: "String"
        }
    }

    /// A struct with `let` properties, an initialiser taking each, and `nested` declarations first.
    private func structLines(
        _ name: String, _ summary: String, _ properties: [Property], nested: [String] = [],
        conformances: String = "Sendable, Hashable"
    ) -> [String] {
        var lines = ["", "/// \(SwiftLiteral.comment(summary))", "\(access)struct \(name): \(conformances) {"]
        lines += nested.map { $0.isEmpty ? "" : "    " + $0 }
        for property in properties {
            lines += [
                "    /// \(SwiftLiteral.comment(property.summary))",
                "    \(access)let \(property.identifier): \(property.type)",
            ]
        }
        if !properties.isEmpty { lines.append("") }
        let parameters = properties.map { "\($0.identifier): \($0.type)" }
        lines.append("    /// Creates a value.")
        let opening = "    \(access)init("
        if opening.count + parameters.joined(separator: ", ").count + 3 <= 120 {
            lines.append(opening + parameters.joined(separator: ", ") + ") {")
        } else {
            lines.append(opening)
            lines += parameters.enumerated().map { "        \($1)\($0 == parameters.count - 1 ? "" : ",")" }
            lines.append("    ) {")
        }
        lines += properties.map { "        self.\($0.identifier) = \($0.identifier)" }
        if properties.isEmpty { lines[lines.count - 1] += "}" } else { lines.append("    }") }
        return lines + ["}"]
    }
}
