import BrandFormats
import Documents
import Support
import XCConfig

/// The values of `config.json` fields in the generated file.
extension SwiftCodeGenerator {
    /// The literal of field `name` of `clone` in `configuration`: its value, `nil` for an optional field without one,
    /// or a reported problem.
    func field(_ name: String, _ clone: Clone, _ configuration: CloneConfiguration, _ problems: inout [Diagnostic])
        -> Expression
    {
        guard let spec = schema.field(named: name) else { return .literal("nil") }
        guard let resolved = configuration.field(name) else {
            if !spec.isRequired && spec.defaultValue == nil { return .literal("nil") }
            problems.append(
                Diagnostic(
                    .error, rule: SwiftGenerationMessages.valueID,
                    SwiftGenerationMessages.missingValue(
                        "field '\(name)'", clone: clone.id, configuration: configuration.configuration),
                    at: clone.location))
            return .literal("nil")
        }
        if let literal = literal(resolved.value, of: spec) { return literal }
        problems.append(
            Diagnostic(
                .error, rule: SwiftGenerationMessages.valueID,
                SwiftGenerationMessages.wrongValue(
                    "field '\(name)'", expected: Self.expectation(spec), clone: clone.id,
                    configuration: configuration.configuration),
                at: resolved.source.location ?? clone.location))
        return .literal("nil")
    }

    /// `value` as a literal of `spec`'s Swift type, or `nil` when it is not of that type.
    func literal(_ value: JSONValue, of spec: FieldSpec) -> Expression? {
        switch (spec.type, value) {
        case (.bool, .bool(let flag)): return .literal(flag ? "true" : "false")
        case (.integer, .number(let number)): return number.integerValue.map { .literal(String($0)) }
        case (.number, .number(let number)): return number.doubleValue.map { .literal(SwiftLiteral.double($0)) }
        case (.color, .string(let text)): return RGBAColor(hex: text).map { Self.color($0, space: nil) }
        case (.enumeration, .string(let text)):
            guard let cases = names.enumerations[spec.name]?.cases, !cases.isEmpty else {
                return spec.allowedValues.contains(text) ? .literal(SwiftLiteral.string(text)) : nil
            }
            return SwiftNames.identifier(of: text, in: cases).map { .literal("." + $0) }
        case (.string, .string(let text)), (.url, .string(let text)), (.bundleIdentifier, .string(let text)),
            (.version, .string(let text)), (.font, .string(let text)):
            return .literal(SwiftLiteral.string(text))
        default: return nil
        }
    }

    /// What a value of `spec` must be, for messages.
    static func expectation(_ spec: FieldSpec) -> String {
        switch spec.type {
        case .bool: "a bool"
        case .integer: "an integer"
        case .number: "a number"
        case .color: "a hex colour"
        case .enumeration: "one of " + spec.allowedValues.map { "'\($0)'" }.joined(separator: ", ")
        case .string, .url, .bundleIdentifier, .version, .font: "a string"
        }
    }
}
