import Documents
import Foundation
import Support

/// Turns the JSON of `Brands/schema.json` into a ``Schema``, reporting every problem under `schema_invalid`.
public enum SchemaDecoder {
    /// The rule id of every problem in a schema file.
    public static let rule = "schema_invalid"

    /// Decodes `node`, read from `file`.
    ///
    /// Returns the parts that are well formed even when others are not.
    public static func decode(_ node: JSONNode, file: String) -> Parsed<Schema> {
        var diagnostics: [Diagnostic] = []
        guard var root = JSONObjectReader(node, subject: "the schema", rule: rule, diagnostics: &diagnostics) else {
            return Parsed(value: nil, diagnostics: diagnostics)
        }
        var schema = Schema(file: file)
        _ = root.member("$schema")
        _ = root.member("$comment")
        if let version = root.integer("version"), version != 1 {
            root.record("unsupported schema version \(version); this brands understands version 1", at: node.location)
        }
        if let fields = root.object("fields") { schema.fields = decodeFields(fields, into: &diagnostics) }
        if let flags = root.object("features") { schema.flags = decodeFlags(flags, into: &diagnostics) }
        if let theme = root.object("theme") { decodeTheme(theme, into: &schema, diagnostics: &diagnostics) }
        if let typography = root.object("typography") {
            schema.fontStyles = decodeTypography(typography, into: &diagnostics)
        }
        if let settings = root.object("build_settings") {
            decodeBuildSettings(settings, into: &schema, diagnostics: &diagnostics)
        }
        if let plist = root.object("info_plist") {
            schema.requiredInfoPlistKeys = decodeRequiredList(plist, subject: "'info_plist'", into: &diagnostics)
        }
        if let entitlements = root.object("entitlements") {
            schema.entitlementPatterns = decodeEntitlements(entitlements, into: &diagnostics)
        }
        diagnostics += root.finish()
        return Parsed(value: schema, diagnostics: diagnostics)
    }

    private static func members(of node: JSONNode) -> [JSONMember] {
        if case .object(let members) = node.value { return members }
        return []
    }

    private static func decodeFields(_ node: JSONNode, into diagnostics: inout [Diagnostic]) -> [FieldSpec] {
        var fields: [FieldSpec] = []
        for member in members(of: node) {
            if Schema.reservedConfigKeys.contains(member.key) {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: rule, "'\(member.key)' is reserved in config.json and cannot be a field",
                        at: member.keyLocation))
                continue
            }
            guard
                var reader = JSONObjectReader(
                    member.value, subject: "field '\(member.key)'", rule: rule,
                    diagnostics: &diagnostics)
            else { continue }
            var field = FieldSpec(name: member.key, type: .string, location: member.keyLocation)
            if let (text, location) = reader.string("type") {
                if let type = FieldType(rawValue: text) {
                    field.type = type
                } else {
                    reader.record(
                        unknownValue(text, of: "field type", among: FieldType.allCases.map(\.rawValue)),
                        at: location)
                }
            } else {
                reader.record("field '\(member.key)' needs a 'type'", at: member.keyLocation)
            }
            field.isRequired = reader.bool("required") ?? false
            field.isSecret = reader.bool("secret") ?? false
            field.summary = reader.string("description")?.value ?? ""
            field.minimum = reader.number("minimum")
            field.maximum = reader.number("maximum")
            if let minimum = field.minimum, let maximum = field.maximum, minimum > maximum {
                reader.record(
                    "field '\(member.key)' has a minimum above its maximum, so no value fits; swap them",
                    at: member.keyLocation)
            }
            if let (pattern, location) = reader.string("pattern") {
                if !SchemaPattern(pattern).isValid {
                    reader.record("pattern of field '\(member.key)' is not a valid regular expression", at: location)
                } else {
                    field.pattern = pattern
                }
            }
            if let values = reader.strings("values") { field.allowedValues = values.map(\.value) }
            if field.type == .enumeration && field.allowedValues.isEmpty {
                reader.record("enum field '\(member.key)' needs a non-empty 'values' list", at: member.keyLocation)
            }
            if let defaultMember = reader.member("default") {
                field.defaultValue = defaultMember.value.value
                let problems = FieldValueChecker.problems(of: defaultMember.value.value, for: field)
                for problem in problems {
                    reader.record("default of field '\(member.key)' \(problem)", at: defaultMember.value.location)
                }
            }
            diagnostics += reader.finish()
            fields.append(field)
        }
        return fields
    }

    private static func decodeFlags(_ node: JSONNode, into diagnostics: inout [Diagnostic]) -> [FlagSpec] {
        var flags: [FlagSpec] = []
        for member in members(of: node) {
            guard
                var reader = JSONObjectReader(
                    member.value, subject: "flag '\(member.key)'", rule: rule,
                    diagnostics: &diagnostics)
            else { continue }
            var type = FlagType.bool
            if let (text, location) = reader.string("type") {
                if let parsed = FlagType(rawValue: text) {
                    type = parsed
                } else {
                    reader.record(
                        unknownValue(text, of: "flag type", among: FlagType.allCases.map(\.rawValue)),
                        at: location)
                }
            }
            var defaultValue: FlagValue =
                switch type {
                case .bool: .bool(false)
                case .integer: .integer(0)
                case .string: .string("")
                }
            if let defaultMember = reader.member("default") {
                if let value = FlagValue(defaultMember.value.value), value.type == type {
                    defaultValue = value
                } else {
                    reader.record(
                        "default of flag '\(member.key)' must be a \(type.rawValue)", at: defaultMember.value.location)
                }
            }
            var flag = FlagSpec(name: member.key, type: type, defaultValue: defaultValue, location: member.keyLocation)
            flag.summary = reader.string("description")?.value ?? ""
            flag.owner = reader.string("owner")?.value
            if let (expires, location) = reader.string("expires") {
                if CalendarDay(expires) == nil {
                    reader.record("expiry date '\(expires)' of flag '\(member.key)' must be YYYY-MM-DD", at: location)
                } else {
                    flag.expires = expires
                }
            }
            diagnostics += reader.finish()
            flags.append(flag)
        }
        return flags
    }

    private static func decodeTheme(_ node: JSONNode, into schema: inout Schema, diagnostics: inout [Diagnostic]) {
        guard var theme = JSONObjectReader(node, subject: "'theme'", rule: rule, diagnostics: &diagnostics) else {
            return
        }
        if let roles = theme.object("roles") {
            for member in members(of: roles) {
                guard
                    var reader = JSONObjectReader(
                        member.value, subject: "colour role '\(member.key)'", rule: rule,
                        diagnostics: &diagnostics)
                else { continue }
                var role = ColorRoleSpec(name: member.key)
                role.isRequired = reader.bool("required") ?? true
                if let (value, location) = reader.string("default") {
                    if value.hasPrefix("@") || RGBAColor(hex: value) != nil {
                        role.defaultValue = value
                    } else {
                        reader.record(
                            "default of colour role '\(member.key)' must be a hex colour or '@role'", at: location)
                    }
                }
                if let key = reader.string("theme_key") { role.themeKey = key.value }
                if let name = reader.string("color_set") { role.colorSetName = name.value }
                diagnostics += reader.finish()
                schema.colorRoles.append(role)
            }
        }
        if let contrast = theme.member("contrast") {
            guard case .array(let pairs) = contrast.value.value else {
                theme.record(
                    "'contrast' must be an array of {foreground, background} objects", at: contrast.value.location)
                diagnostics += theme.finish()
                return
            }
            for pairNode in pairs {
                guard
                    var reader = JSONObjectReader(
                        pairNode, subject: "a contrast pair", rule: rule,
                        diagnostics: &diagnostics)
                else { continue }
                let foreground = reader.string("foreground")
                let background = reader.string("background")
                var minimum = reader.number("minimum") ?? 4.5
                if !(1...21).contains(minimum), let member = pairNode["minimum"] {
                    reader.record(contrastOutOfRange(minimum), at: member.location)
                    minimum = 4.5
                }
                for (role, location) in [foreground, background].compactMap({ $0 })
                where !schema.colorRoles.contains(where: { $0.name == role }) {
                    reader.record(
                        unknownValue(role, of: "colour role", among: schema.colorRoles.map(\.name)), at: location)
                }
                if let foreground, let background {
                    schema.contrastPairs.append(
                        ContrastPair(foreground: foreground.value, background: background.value, minimumRatio: minimum))
                } else {
                    reader.record("a contrast pair needs 'foreground' and 'background'", at: pairNode.location)
                }
                diagnostics += reader.finish()
            }
        }
        diagnostics += theme.finish()
    }

    private static func decodeTypography(_ node: JSONNode, into diagnostics: inout [Diagnostic]) -> [FontStyleSpec] {
        var styles: [FontStyleSpec] = []
        for member in members(of: node) {
            guard
                var reader = JSONObjectReader(
                    member.value, subject: "text style '\(member.key)'", rule: rule,
                    diagnostics: &diagnostics)
            else { continue }
            var style = FontStyleSpec(name: member.key, defaultSize: reader.number("default_size") ?? 17)
            if let key = reader.string("name_key") { style.nameKey = key.value }
            if let key = reader.string("size_key") { style.sizeKey = key.value }
            styles.append(style)
            diagnostics += reader.finish()
        }
        return styles
    }

    private static func decodeRequiredList(_ node: JSONNode, subject: String, into diagnostics: inout [Diagnostic])
        -> [String]
    {
        guard var reader = JSONObjectReader(node, subject: subject, rule: rule, diagnostics: &diagnostics) else {
            return []
        }
        let names = reader.strings("required")?.map(\.value) ?? []
        diagnostics += reader.finish()
        return names
    }

    /// A contrast minimum no pair of colours can reach, or that every pair reaches.
    package static func contrastOutOfRange(_ minimum: Double) -> String {
        let shown = minimum == minimum.rounded() && abs(minimum) < 1e15 ? String(Int(minimum)) : String(minimum)
        if minimum > 21 {
            return "contrast minimum \(shown) is above 21, the contrast of black on white, so no colours can reach it; "
                + "use a ratio from 1 to 21, such as 4.5 (WCAG AA) or 7 (AAA)"
        }
        return "contrast minimum \(shown) is below 1, the contrast of a colour on itself, so every pair passes; "
            + "use a ratio from 1 to 21, such as 4.5 (WCAG AA) or 7 (AAA)"
    }

    /// `unknown <kind> '<value>'` with the closest candidate as a suggestion, or the list of candidates.
    package static func unknownValue(_ value: String, of kind: String, among candidates: [String]) -> String {
        var message = "unknown \(kind) '\(value)'"
        if let suggestion = Suggestion.closest(to: value, in: candidates) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; expected one of: \(NameList.joined(candidates))"
        }
        return message
    }
}

extension FlagValue {
    /// The flag value a JSON value stands for, if it is a boolean, a whole number or a string.
    public init?(_ json: JSONValue) {
        switch json {
        case .bool(let value): self = .bool(value)
        case .number(let number):
            guard let value = number.integerValue else { return nil }
            self = .integer(value)
        case .string(let value): self = .string(value)
        default: return nil
        }
    }
}
