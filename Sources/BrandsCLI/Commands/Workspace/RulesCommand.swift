import BrandKit
import Support
import XCConfig

/// `brands rules`: every rule with its id, default severity and summary; `brands rules <id>…`: those rules with why
/// they exist.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "rules",
        abstract: "List every rule with its id, default severity and summary, or explain the rules named.",
        discussion: "Severities can be changed, per clone if need be, under \"rules\" in brands.json.",
        options: [OutputFormat.option(supporting: [.text, .json])],
        positionals: [
            PositionalDefinition(
                "rule", help: "The ids of rules to explain, with why each exists (default: list every rule).",
                isOptional: true, isRepeatable: true)
        ])

    var format: OutputFormat
    /// The rules named, in the order given, each once; empty to list every rule.
    var selected: [RuleMetadata]

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        format = try parsed.format(default: .text)
        let rules = Self.metadata
        var chosen: [RuleMetadata] = []
        for id in parsed.positionals("rule") {
            guard let rule = rules.first(where: { $0.id == id.lowercased() }) else {
                let suggestion = Suggestion.closest(to: id, in: rules.map(\.id))
                throw UsageError(
                    "unknown rule '\(id)'"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? "; 'brands rules' lists them"))
            }
            if !chosen.contains(rule) { chosen.append(rule) }
        }
        selected = chosen
    }

    /// Every rule's metadata: the validation rules, then the checks of release planning and of `generate swift`.
    static var metadata: [RuleMetadata] {
        RuleRegistry.all.map {
            RuleMetadata(
                id: $0.description.id, summary: $0.description.summary, defaultSeverity: $0.description.severity)
        }
            + RuleRegistry.otherChecks.map {
                RuleMetadata(id: $0.id, summary: $0.summary, defaultSeverity: $0.severity)
            }
    }

    /// Why the rule `id` exists, for the validation rules (the checks of release planning say it in their summary).
    static func rationale(of id: String) -> String? {
        RuleRegistry.all.first { $0.description.id == id }?.description.rationale
    }

    func run(in context: CommandContext) -> ExitStatus {
        let rules = selected.isEmpty ? Self.metadata : selected
        switch format {
        case .json:
            let objects = rules.map { rule in
                var object: [String: JSONOutput] = [
                    "id": .string(rule.id), "severity": .string(rule.defaultSeverity.rawValue),
                    "summary": .string(rule.summary),
                ]
                if !selected.isEmpty {
                    object["rationale"] = Self.rationale(of: rule.id).map(JSONOutput.string) ?? .null
                }
                return JSONOutput.object(object)
            }
            context.standardOutput.write(JSONOutput.object(["rules": .array(objects)]).rendered() + "\n")
        default:
            guard selected.isEmpty else {
                // Each rule named: its id and severity, its summary, and why it exists, a blank line between rules.
                let blocks = rules.map { rule in
                    "\(rule.id) (\(rule.defaultSeverity.rawValue))\n\(rule.summary)\n"
                        + (Self.rationale(of: rule.id).map { "\n\($0)\n" } ?? "")
                }
                context.standardOutput.write(blocks.joined(separator: "\n"))
                return .success
            }
            let width = rules.map(\.id.count).max() ?? 0
            let lines = rules.map { rule in
                rule.id.padding(toLength: width) + "  " + rule.defaultSeverity.rawValue.padding(toLength: 7) + "  "
                    + rule.summary
            }
            context.standardOutput.write(lines.joined(separator: "\n") + "\n")
        }
        return .success
    }
}

extension String {
    /// The string padded with spaces to at least `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
