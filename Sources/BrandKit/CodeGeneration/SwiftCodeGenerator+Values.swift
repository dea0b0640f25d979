import BrandFormats
import Documents
import Support
import XCConfig

/// The values of each clone in the generated file.
extension SwiftCodeGenerator {
    /// A Swift expression: a literal, or a call with labelled arguments.
    indirect enum Expression: Equatable {
        case literal(String)
        /// A call with one argument per line, so `--check` can name each value that differs.
        case call(String, [(label: String, value: Expression)])
        /// A call on one line: one value, such as a colour.
        case inlineCall(String, [(label: String, value: String)])

        static func == (lhs: Expression, rhs: Expression) -> Bool { lhs.lines == rhs.lines }

        /// The expression as lines.
        var lines: [String] {
            switch self {
            case .literal(let text): return [text]
            case .inlineCall(let type, let arguments):
                return ["\(type)(" + arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"]
            case .call(let type, let arguments):
                if arguments.isEmpty { return ["\(type)()"] }
                var lines = ["\(type)("]
                for (index, argument) in arguments.enumerated() {
                    var value = argument.value.lines
                    value[0] = "\(argument.label): " + value[0]
                    if index < arguments.count - 1 { value[value.count - 1] += "," }
                    lines += value.map { "    " + $0 }
                }
                return lines + [")"]
            }
        }
    }

    /// The lines under a clone's `#if CLONE_<ID>`: one value, or one per configuration under its condition; and
    /// whether the configurations' conditions select among them.
    func valueLines(_ clone: Clone, diagnostics: inout [Diagnostic]) -> (lines: [String], byConfiguration: Bool) {
        let rendered = selectionOrder.map { name -> (name: String, body: [String], displayName: String) in
            let configuration =
                clone.configurations.first { $0.configuration == name }
                ?? CloneConfiguration(clone: clone.id, configuration: name)
            let lines = value(of: clone, configuration, &diagnostics).lines
            let body = ["\(access)static let current = " + lines[0]] + lines.dropFirst()
            return (name, body, configuration.displayName?.value ?? clone.id)
        }
        guard let first = rendered.first else { return ([], false) }
        if rendered.allSatisfy({ $0.body == first.body }) {
            let lines =
                ["/// \(SwiftLiteral.comment(first.displayName)) (\(clone.id)), in every configuration."] + first.body
            return (lines, false)
        }
        var lines: [String] = []
        for (index, entry) in rendered.enumerated() {
            let isLast = index == rendered.count - 1
            let condition = SwiftIdentifier.configurationCondition(entry.name)
            lines.append(isLast ? "#else" : "\(index == 0 ? "#if" : "#elseif") \(condition)")
            lines.append("    /// \(SwiftLiteral.comment(entry.displayName)) (\(clone.id)) in \(entry.name).")
            lines += entry.body.map { "    " + $0 }
        }
        return (lines + ["#endif"], true)
    }

    /// The `Clone(…)` expression of `clone` in one configuration, reporting values it cannot have.
    private func value(of clone: Clone, _ configuration: CloneConfiguration, _ diagnostics: inout [Diagnostic])
        -> Expression
    {
        var problems: [Diagnostic] = []
        func required(_ value: Sourced<String>?, _ what: String) -> Expression {
            guard let value else {
                problems.append(missing(what, clone, configuration, at: clone.location))
                return .literal("\"\"")
            }
            return .literal(SwiftLiteral.string(value.value))
        }
        let api: [(String, Expression)] = names.apiFields.map { entry in
            (entry.identifier, field(entry.name, clone, configuration, &problems))
        }
        let colors: [(String, Expression)] = zip(schema.colorRoles, names.colorRoles).map { role, entry in
            (entry.identifier, color(role, clone, configuration, &problems))
        }
        let fonts: [(String, Expression)] = names.fontStyles.map { entry in
            guard let font = configuration.fonts.first(where: { $0.style == entry.name }) else {
                problems.append(missing("text style '\(entry.name)'", clone, configuration, at: clone.location))
                return (entry.identifier, .literal("nil"))
            }
            let arguments = [
                ("postScriptName", SwiftLiteral.string(font.postScriptName)), ("size", SwiftLiteral.double(font.size)),
            ]
            return (entry.identifier, .inlineCall("CloneFont", arguments))
        }
        let flags: [(String, Expression)] = names.flags.map { entry in
            (entry.identifier, flag(entry.name, clone, configuration, &problems))
        }
        let fields: [(String, Expression)] = names.fields.map { entry in
            (entry.identifier, field(entry.name, clone, configuration, &problems))
        }
        diagnostics += problems.filter { !diagnostics.contains($0) }
        return .call(
            "Clone",
            [
                ("identifier", .literal(SwiftLiteral.string(configuration.identifier.value))),
                ("displayName", required(configuration.displayName, "the display name")),
                ("bundleIdentifier", required(configuration.bundleIdentifier, "the bundle identifier")),
                ("version", required(configuration.version, "the version")),
                ("build", required(configuration.build, "the build number")),
                ("api", .call("CloneAPIConfiguration", api)),
                ("colors", .call("CloneColorScheme", colors)),
                ("typography", .call("CloneTypography", fonts)),
                ("features", .call("CloneFeatureFlags", flags)),
                ("fields", .call("CloneFields", fields)),
            ])
    }

    private func missing(
        _ what: String, _ clone: Clone, _ configuration: CloneConfiguration, at location: SourceLocation
    )
        -> Diagnostic
    {
        Diagnostic(
            .error, rule: SwiftGenerationMessages.valueID,
            SwiftGenerationMessages.missingValue(what, clone: clone.id, configuration: configuration.configuration),
            at: location)
    }

    private func wrong(
        _ what: String, _ expected: String, _ clone: Clone, _ configuration: CloneConfiguration,
        at location: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            .error, rule: SwiftGenerationMessages.valueID,
            SwiftGenerationMessages.wrongValue(
                what, expected: expected, clone: clone.id, configuration: configuration.configuration),
            at: location ?? clone.location)
    }

    /// A `CloneColor(…)` expression.
    static func color(_ color: RGBAColor, space: String?) -> Expression {
        .inlineCall(
            "CloneColor",
            [
                ("red", SwiftLiteral.double(color.red)), ("green", SwiftLiteral.double(color.green)),
                ("blue", SwiftLiteral.double(color.blue)), ("alpha", SwiftLiteral.double(color.alpha)),
                ("hex", SwiftLiteral.string(color.hexString)), ("colorSpace", SwiftLiteral.string(space ?? "srgb")),
            ])
    }

    private func color(
        _ role: ColorRoleSpec, _ clone: Clone, _ configuration: CloneConfiguration,
        _ problems: inout [Diagnostic]
    ) -> Expression {
        let resolved = configuration.color(role.name)
        guard let resolved, let light = resolved.light else {
            if !role.isRequired && role.defaultValue == nil { return .literal("nil") }
            let location = resolved?.source.location ?? clone.location
            problems.append(missing("colour role '\(role.name)'", clone, configuration, at: location))
            return .literal("nil")
        }
        return .call(
            "CloneThemeColor",
            [
                ("light", Self.color(light, space: resolved.colorSpace)),
                ("dark", Self.color(resolved.dark ?? light, space: resolved.colorSpace)),
            ])
    }

    private func flag(
        _ name: String, _ clone: Clone, _ configuration: CloneConfiguration, _ problems: inout [Diagnostic]
    )
        -> Expression
    {
        guard let spec = schema.flag(named: name), let resolved = configuration.feature(name) else {
            problems.append(missing("flag '\(name)'", clone, configuration, at: clone.location))
            return .literal("false")
        }
        guard resolved.value.type == spec.type else {
            problems.append(
                wrong("flag '\(name)'", spec.type.rawValue, clone, configuration, at: resolved.source.location))
            return .literal("false")
        }
        switch resolved.value {
        case .bool(let value): return .literal(value ? "true" : "false")
        case .integer(let value): return .literal(String(value))
        case .string(let value): return .literal(SwiftLiteral.string(value))
        }
    }
}
