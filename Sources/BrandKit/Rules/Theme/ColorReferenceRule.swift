import BrandFormats
import Support
import XCConfig

/// A theme colour refers to a role that does not exist, or roles refer to each other in a loop.
public struct ColorReferenceRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "color_reference", severity: .error,
        summary: "a theme colour refers to an unknown role or to itself through a loop",
        rationale: "An unresolvable reference leaves the role without a colour at run time.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"text_color\": \"#1C1C1E\"", with: "\"text_color\": \"#1C1C1E\", \"link_color\": \"@acent\"")
                ],
                expecting: "Brands/ALPHA/config.json", line: 14),
            RuleExample(
                files: [
                    "Brands/schema.json": Schema.builtInJSON.replacingFirst(
                        "\"default\": \"@accent\"", with: "\"default\": \"@link\"")
                ],
                expecting: "Brands/schema.json", line: 1),
            // A role referring to itself.
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"text_color\": \"#1C1C1E\"", with: "\"text_color\": \"#1C1C1E\", \"link_color\": \"@link\"")
                ],
                expecting: "Brands/ALPHA/config.json", line: 14),
            // The colour set hides the broken value at run time, but the file is still wrong.
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"#1A4D8F\"", with: "\"@primery\"")
                ],
                expecting: "Brands/ALPHA/config.json", line: 10),
        ],
        nonTriggeringExamples: [
            .baseline,
            RuleExample(files: [
                "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                    "\"text_color\": \"#1C1C1E\"", with: "\"text_color\": \"#1C1C1E\", \"link_color\": \"@primary\"")
            ]),
        ])

    /// The message for one problem; `roles` are the schema's role names, for a suggestion.
    public static func message(_ problem: ThemeResolver.Problem, roles: [String] = []) -> String {
        switch problem.kind {
        case .unknownReference(let target):
            "colour role '\(problem.role)' refers to '@\(target)', which is not a colour role"
                + (Suggestion.closest(to: target, in: roles).map { "; did you mean '@\($0)'?" } ?? "")
        case .emptyReference(let target):
            "colour role '\(problem.role)' refers to '@\(target)', which has no colour; give '\(target)' a value or refer to another role"
        case .cycle(let chain):
            "colour role '\(problem.role)' refers to itself: \(chain.map { "@" + $0 }.joined(separator: " → ")); give one of them a hex colour"
        case .invalidValue(let text):
            "colour role '\(problem.role)' has '\(text)', which is neither a hex colour nor '@role'"
        }
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for facts in context.cloneFacts {
            for problem in facts.themeProblems {
                if case .invalidValue = problem.kind, problem.location != nil { continue }  // invalid_value reports it
                let location =
                    problem.location ?? context.schema.file.map { SourceLocation.start(of: $0) }
                    ?? facts.clone.location
                diagnostics.append(
                    Diagnostic(
                        Self.description.severity, rule: Self.description.id,
                        Self.message(problem, roles: context.schema.colorRoles.map(\.name)),
                        at: location))
            }
        }
        return diagnostics
    }
}
