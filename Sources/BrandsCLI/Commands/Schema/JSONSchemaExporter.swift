import BrandFormats
import BrandKit
import Documents

/// The `config.json` part of a ``Schema`` as a JSON Schema (draft 2020-12) document, so editors validate
/// `config.json` as people type.
enum JSONSchemaExporter {
    static let dialect = "https://json-schema.org/draft/2020-12/schema"
    static let hexColorPattern = "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"
    static let versionPattern = "^(0|[1-9][0-9]*)(\\.(0|[1-9][0-9]*)){0,2}$"
    /// A build number (`CFBundleVersion`): the version's shape with any number of integers.
    static let buildNumberPattern = "^(0|[1-9][0-9]*)(\\.(0|[1-9][0-9]*))*$"
    static let bundleIdentifierPattern = "^[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+$"
    static let fontPattern = "^[!-~]{1,63}$"
    static let secretReferencePattern = "^(\\$\\([A-Za-z_][A-Za-z0-9_]*\\)|\\$\\{env:[A-Za-z_][A-Za-z0-9_]*\\})$"

    /// The JSON Schema of `config.json` under `schema`, given the workspace's configurations.
    static func document(for schema: Schema, configurations: [String]) -> JSONOutput {
        var properties: [String: JSONOutput] = [:]
        for field in schema.fields { properties[field.name] = property(for: field) }
        properties["$schema"] = .object([
            "type": .string("string"),
            "description": .string("Where editors find this JSON Schema (brands ignores it)"),
        ])
        properties["features"] = .object(["$ref": .string("#/$defs/features")])
        properties["theme"] = theme(schema)
        // Fields and flags may be overridden per configuration; the clone identifier and the theme may not.
        var overridable: [String: JSONOutput] = ["features": .object(["$ref": .string("#/$defs/features")])]
        for field in schema.fields where Schema.isOverridable(field.name) {
            overridable[field.name] = property(for: field)
        }
        properties["overrides"] = .object([
            "type": .string("object"),
            "description": .string("Fields and feature flags that apply in one build configuration only"),
            "propertyNames": .object(["enum": .array(configurations.map(JSONOutput.string))]),
            "additionalProperties": .object([
                "type": .string("object"),
                "properties": .object(overridable),
                "additionalProperties": .bool(false),
            ]),
        ])
        return .object([
            "$schema": .string(dialect),
            "title": .string("config.json of a brands clone"),
            "type": .string("object"),
            "properties": .object(properties),
            "required": .array(schema.fields.filter(\.isRequired).map { .string($0.name) }),
            "additionalProperties": .bool(false),
            "$defs": .object([
                "features": features(schema), "custom_fonts": customFonts(schema),
                "build_settings": buildSettings(schema),
            ]),
        ])
    }

    static func property(for field: FieldSpec) -> JSONOutput {
        var members: [String: JSONOutput] = [:]
        switch field.type {
        case .bool: members["type"] = .string("boolean")
        case .integer: members["type"] = .string("integer")
        case .number: members["type"] = .string("number")
        case .enumeration:
            members["type"] = .string("string")
            members["enum"] = .array(field.allowedValues.map(JSONOutput.string))
        case .string, .url, .color, .bundleIdentifier, .version, .font:
            members["type"] = .string("string")
        }
        let formatPattern: String? =
            switch field.type {
            case .url: "^https?://[^\\s/?#]+"
            case .color: hexColorPattern
            case .bundleIdentifier: bundleIdentifierPattern
            case .version: versionPattern
            case .font: fontPattern
            default: nil
            }
        if field.type == .url { members["format"] = .string("uri") }
        // `brands validate` checks the type's format and the schema's pattern, and the pattern must match the
        // whole value; a JSON Schema pattern matches anywhere, so it is anchored, and kept apart from the
        // format's own pattern.
        let userPattern = field.pattern.map { "^(?:\($0))$" }
        if field.isSecret {
            members["pattern"] = .string(secretReferencePattern)
        } else if let formatPattern {
            members["pattern"] = .string(formatPattern)
            if let userPattern { members["allOf"] = .array([.object(["pattern": .string(userPattern)])]) }
        } else if let userPattern {
            members["pattern"] = .string(userPattern)
        }
        if let minimum = field.minimum { members["minimum"] = number(minimum) }
        if let maximum = field.maximum { members["maximum"] = number(maximum) }
        var description = field.summary
        if field.isSecret {
            description +=
                (description.isEmpty ? "" : ". ") + "Secret: write $(SETTING) or ${env:NAME}, never the value"
        }
        if !description.isEmpty { members["description"] = .string(description) }
        if let value = field.defaultValue { members["default"] = json(value) }
        return .object(members)
    }

    static func features(_ schema: Schema) -> JSONOutput {
        var properties: [String: JSONOutput] = [:]
        for flag in schema.flags {
            var members: [String: JSONOutput] = [
                "type": .string(flag.type == .bool ? "boolean" : flag.type.rawValue),
                "default": flagValue(flag.defaultValue),
            ]
            var description = flag.summary
            if let owner = flag.owner { description += (description.isEmpty ? "" : ". ") + "Owner: \(owner)" }
            if let expires = flag.expires { description += (description.isEmpty ? "" : ". ") + "Expires: \(expires)" }
            if !description.isEmpty { members["description"] = .string(description) }
            properties[flag.name] = .object(members)
        }
        return .object([
            "type": .string("object"), "properties": .object(properties), "additionalProperties": .bool(false),
        ])
    }

    /// The keys of `custom_fonts.plist` (a property list, so no editor applies this to it; it documents the keys and
    /// types `brands validate` checks, for tools that convert the plist to JSON).
    static func customFonts(_ schema: Schema) -> JSONOutput {
        var properties: [String: JSONOutput] = [:]
        for style in schema.fontStyles {
            properties[style.nameKey] = .object([
                "type": .string("string"), "pattern": .string("^[!-~]{0,63}$"),
                "description": .string("PostScript name of the \(style.name) font; empty for the system font"),
            ])
            properties[style.sizeKey] = .object([
                "type": .string("number"), "exclusiveMinimum": .integer(0), "default": number(style.defaultSize),
                "description": .string("Point size of the \(style.name) font"),
            ])
        }
        return .object([
            "title": .string("custom_fonts.plist of a brands clone"),
            "type": .string("object"), "properties": .object(properties), "additionalProperties": .bool(false),
        ])
    }

    /// The typed build settings (the schema's `build_settings.values` and the well-known ones) with the Info.plist keys
    /// they feed, as string schemas: xcconfig files are not JSON, so this documents what `brands validate` checks,
    /// for tools that gather settings as JSON.
    static func buildSettings(_ schema: Schema) -> JSONOutput {
        var properties: [String: JSONOutput] = [:]
        for spec in schema.allBuildSettingTypes {
            var members: [String: JSONOutput] = ["type": .string("string")]
            let formatPattern: String? =
                switch spec.type {
                case .integer: "^-?[0-9]+$"
                case .url: "^https?://[^\\s/?#]+"
                case .bundleIdentifier: bundleIdentifierPattern
                case .version where BuildSettingValueCheck.buildNumberSettings.contains(spec.name): buildNumberPattern
                case .version: versionPattern
                case .teamIdentifier: "^[A-Z0-9]{10}$"
                case .string, .enumeration: nil
                }
            let userPattern = spec.pattern.map { "^(?:\($0))$" }
            if let formatPattern {
                members["pattern"] = .string(formatPattern)
                if let userPattern { members["allOf"] = .array([.object(["pattern": .string(userPattern)])]) }
            } else if let userPattern {
                members["pattern"] = .string(userPattern)
            }
            if spec.type == .enumeration { members["enum"] = .array(spec.allowedValues.map(JSONOutput.string)) }
            if !spec.summary.isEmpty { members["description"] = .string(spec.summary) }
            properties[spec.name] = .object(members)
        }
        return .object([
            "title": .string("Typed build settings and the Info.plist keys they feed"),
            "type": .string("object"), "properties": .object(properties),
        ])
    }

    static func theme(_ schema: Schema) -> JSONOutput {
        let roles = schema.colorRoles.map(\.name).map { NSRegularExpressionEscape.escape($0) }.joined(separator: "|")
        let pattern = "^(#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|@(\(roles)))$"
        var properties: [String: JSONOutput] = [:]
        for role in schema.colorRoles {
            var members: [String: JSONOutput] = ["type": .string("string"), "pattern": .string(pattern)]
            if let value = role.defaultValue { members["default"] = .string(value) }
            properties[role.themeKey] = .object(members)
        }
        return .object([
            "type": .string("object"), "properties": .object(properties), "additionalProperties": .bool(false),
        ])
    }

    static func json(_ value: JSONValue) -> JSONOutput {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): number.integerValue.map(JSONOutput.integer) ?? .double(number.doubleValue ?? 0)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map { json($0.value) })
        case .object(let members):
            .object(Dictionary(members.map { ($0.key, json($0.value.value)) }, uniquingKeysWith: { first, _ in first }))
        }
    }

    static func flagValue(_ value: FlagValue) -> JSONOutput {
        switch value {
        case .bool(let flag): .bool(flag)
        case .integer(let number): .integer(number)
        case .string(let text): .string(text)
        }
    }

    private static func number(_ value: Double) -> JSONOutput {
        value == value.rounded() && abs(value) < 1e15 ? .integer(Int(value)) : .double(value)
    }
}

/// Escaping of text for use inside a regular expression.
enum NSRegularExpressionEscape {
    static func escape(_ text: String) -> String {
        let special: Set<Character> = ["\\", "^", "$", ".", "|", "?", "*", "+", "(", ")", "[", "]", "{", "}"]
        return text.map { special.contains($0) ? "\\\($0)" : String($0) }.joined()
    }
}
