import Documents
import XCConfig

/// Temporary stand-in for XCConfig's `SettingsTable` until it lands: sorted keys, `NAME[cond=pattern]…` split,
/// list values joined with one space and each item escaped.
enum BuildSettingsAdapter {
    static func assignments(of members: [PlistMember]) -> (assignments: [SettingAssignment], diagnostics: [Diagnostic])
    {
        var result: [SettingAssignment] = []
        for member in members.sorted(by: { $0.key < $1.key }) {
            let value: String
            switch member.value.value {
            case .string(let text): value = text
            case .array(let items): value = items.map { escape($0.stringValue ?? "") }.joined(separator: " ")
            default: continue
            }
            guard let open = member.key.firstIndex(of: "[") ?? Optional(member.key.endIndex) else { continue }
            let name = String(member.key[..<open])
            guard let first = name.first, first.isLetter || first == "_" else { continue }
            var conditions: [SettingCondition] = []
            for group in member.key[open...].split(separator: "]") {
                let body = group.drop { $0 == "[" }
                guard let equals = body.firstIndex(of: "=") else { continue }
                conditions.append(
                    SettingCondition(
                        parameter: String(body[..<equals]), pattern: String(body[body.index(after: equals)...]),
                        location: member.keyLocation))
            }
            result.append(
                SettingAssignment(
                    name: name, conditions: conditions, value: value, location: member.keyLocation,
                    valueLocation: member.value.location))
        }
        return (result, [])
    }

    private static func escape(_ item: String) -> String {
        if item.isEmpty { return "\"\"" }
        var escaped = ""
        for character in item {
            if " \t\r\n\\\"'".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
