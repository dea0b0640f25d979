import Documents
import Support
import XCConfig

/// Flattens an Info.plist into ``ConfigurationValue``s, expanding `$(NAME)` and `${NAME}` with the
/// configuration's build settings, as Xcode does when it processes the file (`INFOPLIST_EXPAND_BUILD_SETTINGS`).
///
/// Values are compared after expansion because that is what the app ships with: two clones sharing
/// `$(PRODUCT_BUNDLE_IDENTIFIER)` still differ in `CFBundleIdentifier`. A reference to a setting the xcconfig
/// chain does not assign (such as `$(EXECUTABLE_NAME)`, which Xcode supplies) is kept as written. Nested
/// dictionaries become dotted keys; an array of dictionaries is flattened by element (`CFBundleURLTypes[0].…`), other
/// arrays are one value, `[a, b, c]`.
struct InfoPlistFlattener {
    /// The settings references are expanded with.
    var settings: ResolvedSettings?

    /// Every leaf of `plist`, sorted by key.
    func values(of plist: PlistNode) -> [ConfigurationValue] {
        var values: [ConfigurationValue] = []
        flatten(plist, key: nil, into: &values)
        return values.sorted { $0.key < $1.key }
    }

    private func flatten(_ node: PlistNode, key: String?, into values: inout [ConfigurationValue]) {
        if case .dictionary(let members) = node.value, !members.isEmpty {
            var seen = Set<String>()
            // The first of duplicate keys wins, as everywhere else in brands; a rule reports the duplicate.
            for member in members where seen.insert(member.key).inserted {
                flatten(member.value, key: key.map { "\($0).\(member.key)" } ?? member.key, into: &values)
            }
            return
        }
        // An array of dictionaries (`UISceneConfigurations`, `CFBundleURLTypes`) is flattened element by element,
        // `KEY[0].NAME`: as one value, the difference of one member hid past the width of a table cell.
        if case .array(let elements) = node.value, let key,
            elements.contains(where: { if case .dictionary = $0.value { true } else { false } })
        {
            for (index, element) in elements.enumerated() { flatten(element, key: "\(key)[\(index)]", into: &values) }
            return
        }
        guard let key else { return }
        values.append(
            ConfigurationValue(
                category: .plist, key: key, value: text(of: node), source: ValueSource(.infoPlist, at: node.location)))
    }

    /// A value as one line of text.
    private func text(of node: PlistNode) -> String {
        switch node.value {
        case .string(let text): expand(text)
        case .integer(let number): String(number)
        case .real(let number): ConfigurationFlattener.numberText(number)
        case .bool(let flag): flag ? "true" : "false"
        case .date(let seconds): "<date \(ConfigurationFlattener.numberText(seconds)) s after 2001-01-01>"
        case .data(let bytes): "<\(bytes.count) bytes>"
        case .array(let elements): "[" + elements.map(text(of:)).joined(separator: ", ") + "]"
        case .dictionary(let members):
            "{" + members.map { "\($0.key): \(text(of: $0.value))" }.joined(separator: ", ") + "}"
        }
    }

    /// `text` with every `$(NAME)` and `${NAME}` of an assigned setting replaced by its value.
    func expand(_ text: String) -> String {
        guard let settings, text.contains("$") else { return text }
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            if characters[index] == "$", index + 1 < characters.count, let close = closing(characters[index + 1]) {
                var end = index + 2
                while end < characters.count, characters[end].isASCII,
                    characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
                {
                    end += 1
                }
                if end < characters.count, characters[end] == close, end > index + 2 {
                    let name = String(characters[(index + 2)..<end])
                    if let setting = settings[name], setting.winner != nil {
                        result += setting.value
                        index = end + 1
                        continue
                    }
                }
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    private func closing(_ open: Character) -> Character? {
        switch open {
        case "(": ")"
        case "{": "}"
        default: nil
        }
    }
}
