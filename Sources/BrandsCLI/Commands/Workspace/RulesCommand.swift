import BrandKit
import XCConfig

/// `brands rules`: every rule with its id, default severity and summary.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "rules",
        abstract: "List every rule with its id, default severity and summary.",
        discussion: "Severities can be changed, per clone if need be, under \"rules\" in brands.json.",
        options: [OutputFormat.option(supporting: [.text, .json])])

    var format: OutputFormat

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        format = try arguments.parse(Self.configuration).format(default: .text)
    }

    /// Every rule's metadata: the validation rules, then the checks of release planning.
    static var metadata: [RuleMetadata] {
        RuleRegistry.all.map {
            RuleMetadata(
                id: $0.description.id, summary: $0.description.summary, defaultSeverity: $0.description.severity)
        }
            + ReleasePlanner.Check.summaries.map {
                RuleMetadata(id: $0.id, summary: $0.summary, defaultSeverity: .error)
            }
    }

    func run(in context: CommandContext) -> ExitStatus {
        let rules = Self.metadata
        switch format {
        case .json:
            let objects = rules.map { rule in
                JSONOutput.object([
                    "id": .string(rule.id), "severity": .string(rule.defaultSeverity.rawValue),
                    "summary": .string(rule.summary),
                ])
            }
            context.standardOutput.write(JSONOutput.object(["rules": .array(objects)]).rendered() + "\n")
        default:
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
