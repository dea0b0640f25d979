import Documents
import Support
import XCConfig

/// A property-list config file (`Branding.plist`) seen as JSON, so that one schema and one set of rules check
/// config files of either format; every value keeps its location.
enum PlistJSON {
    /// `node` as JSON: dictionaries as objects, numbers as numbers, dates as their seconds since 2001 and data as
    /// base-16 text.
    static func node(_ node: PlistNode) -> JSONNode {
        switch node.value {
        case .string(let text): JSONNode(.string(text), at: node.location)
        case .integer(let number): JSONNode(.number(JSONNumber(literal: String(number))), at: node.location)
        case .real(let number):
            JSONNode(.number(JSONNumber(literal: ConfigurationFlattener.numberText(number))), at: node.location)
        case .bool(let flag): JSONNode(.bool(flag), at: node.location)
        case .date(let seconds):
            JSONNode(.number(JSONNumber(literal: ConfigurationFlattener.numberText(seconds))), at: node.location)
        case .data(let bytes):
            JSONNode(.string(hex(bytes)), at: node.location)
        case .array(let elements): JSONNode(.array(elements.map(Self.node)), at: node.location)
        case .dictionary(let members):
            JSONNode(
                .object(
                    members.map { JSONMember(key: $0.key, keyLocation: $0.keyLocation, value: Self.node($0.value)) }),
                at: node.location)
        }
    }

    /// Two lowercase hexadecimal digits per byte.
    private static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] })
    }
}
