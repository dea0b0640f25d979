import Documents
import Foundation
import Support

extension SchemaDecoder {
    /// `build_settings`: `required` (names every clone must set) and `values` (name → type, pattern, values,
    /// minimum, maximum, description).
    static func decodeBuildSettings(_ node: JSONNode, into schema: inout Schema, diagnostics: inout [Diagnostic]) {
        guard var reader = JSONObjectReader(node, subject: "'build_settings'", rule: rule, diagnostics: &diagnostics)
        else { return }
        schema.requiredBuildSettings = reader.strings("required")?.map(\.value) ?? []
        if let values = reader.object("values") {
            for member in values.objectMembers ?? [] {
                if let spec = decodeBuildSetting(member, into: &diagnostics) { schema.buildSettingTypes.append(spec) }
            }
        }
        diagnostics += reader.finish()
    }

    private static func decodeBuildSetting(_ member: JSONMember, into diagnostics: inout [Diagnostic])
        -> BuildSettingSpec?
    {
        guard
            var reader = JSONObjectReader(
                member.value, subject: "build setting '\(member.key)'", rule: rule, diagnostics: &diagnostics)
        else { return nil }
        var spec = BuildSettingSpec(name: member.key, type: .string, location: member.keyLocation)
        if let (text, location) = reader.string("type") {
            if let type = BuildSettingType(rawValue: text) {
                spec.type = type
            } else {
                reader.record(
                    unknownValue(text, of: "build setting type", among: BuildSettingType.allCases.map(\.rawValue)),
                    at: location)
            }
        } else {
            reader.record("build setting '\(member.key)' needs a 'type'", at: member.keyLocation)
        }
        spec.summary = reader.string("description")?.value ?? ""
        spec.minimum = reader.number("minimum")
        spec.maximum = reader.number("maximum")
        if let (pattern, location) = reader.string("pattern") {
            if !SchemaPattern(pattern).isValid {
                reader.record(
                    "pattern of build setting '\(member.key)' is not a valid regular expression", at: location)
            } else {
                spec.pattern = pattern
            }
        }
        if let values = reader.strings("values") { spec.allowedValues = values.map(\.value) }
        if spec.type == .enumeration && spec.allowedValues.isEmpty {
            reader.record("enum build setting '\(member.key)' needs a non-empty 'values' list", at: member.keyLocation)
        }
        diagnostics += reader.finish()
        return spec
    }
}
