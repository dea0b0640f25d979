import BrandKit

/// Writes release plans in each format of `brands release plan`; pure functions of the plans.
public enum ReleasePlanRenderer {
    /// Each plan's fields in a fixed order, keyed as in the JSON; `buildSettings` joined by spaces.
    public static func fields(_ plan: ReleasePlan) -> [(key: String, value: String)] {
        [
            ("tag", plan.tag), ("clone", plan.clone), ("displayName", plan.displayName), ("scheme", plan.scheme),
            ("configuration", plan.configuration), ("xcconfig", plan.xcconfig),
            ("bundleIdentifier", plan.bundleIdentifier), ("team", plan.team), ("version", plan.version),
            ("build", plan.build), ("exportMethod", plan.exportMethod),
            ("buildSettings", plan.buildSettings.joined(separator: " ")),
        ]
    }

    /// One plan as a JSON object; `buildSettings` stays an array.
    public static func object(_ plan: ReleasePlan) -> JSONOutput {
        var members = Dictionary(uniqueKeysWithValues: fields(plan).map { ($0.key, JSONOutput.string($0.value)) })
        members["buildSettings"] = .array(plan.buildSettings.map(JSONOutput.string))
        return .object(members)
    }

    /// `{"plans": [ … ]}`, pretty-printed.
    public static func json(_ plans: [ReleasePlan]) -> String {
        JSONOutput.object(["plans": .array(plans.map(object))]).rendered() + "\n"
    }

    /// `{"include": [ … ]}` on one line, one object per plan (the JSON plan object).
    public static func matrix(_ plans: [ReleasePlan]) -> String {
        matrixDocument(plans).rendered(pretty: false) + "\n"
    }

    private static func matrixDocument(_ plans: [ReleasePlan]) -> JSONOutput {
        .object(["include": .array(plans.map(object))])
    }

    /// Lines for `$GITHUB_OUTPUT`: `count`, `plans` (a JSON array), `matrix` (as ``matrix(_:)``), `tags`
    /// (space-separated) and, when there is exactly one plan, each of its fields under its JSON key.
    public static func githubOutput(_ plans: [ReleasePlan]) -> String {
        var output = GitHubOutput.line("count", String(plans.count))
        output += GitHubOutput.line("plans", JSONOutput.array(plans.map(object)).rendered(pretty: false))
        output += GitHubOutput.line("matrix", matrixDocument(plans).rendered(pretty: false))
        output += GitHubOutput.line("tags", plans.map(\.tag).joined(separator: " "))
        if plans.count == 1, let plan = plans.first {
            for (key, value) in fields(plan) { output += GitHubOutput.line(key, value) }
        }
        return output
    }

    /// `export` lines: `BRANDS_PLAN_COUNT`, every plan's fields as `BRANDS_PLAN_<n>_<FIELD>` (n from 1) and,
    /// when there is exactly one plan, its fields again as `BRANDS_<FIELD>`.
    public static func env(_ plans: [ReleasePlan]) -> String {
        var output = ShellQuoting.export("BRANDS_PLAN_COUNT", String(plans.count))
        for (index, plan) in plans.enumerated() {
            for (key, value) in fields(plan) {
                output += ShellQuoting.export("BRANDS_PLAN_\(index + 1)_" + ShellQuoting.environmentName(key), value)
            }
        }
        if plans.count == 1, let plan = plans.first {
            for (key, value) in fields(plan) {
                output += ShellQuoting.export("BRANDS_" + ShellQuoting.environmentName(key), value)
            }
        }
        return output
    }

    private static let labels: [String: String] = [
        "scheme": "scheme", "configuration": "configuration", "xcconfig": "xcconfig",
        "bundleIdentifier": "bundle identifier", "team": "team", "version": "version", "build": "build",
        "exportMethod": "export method", "buildSettings": "build settings",
    ]

    /// A block per plan (`tag: CLONE "Display Name"`, then one labelled line per field), blank-line separated; a field
    /// without a value shows `—` (a clone without an xcconfig of its own, phoenix's; a team stripped from the project).
    public static func text(_ plans: [ReleasePlan]) -> String {
        plans.map { plan in
            var block = "\(plan.tag): \(plan.clone) \(JSONOutput.quoted(plan.displayName))\n"
            for (key, value) in fields(plan) {
                guard let label = labels[key] else { continue }
                block += "  " + label.padding(toLength: 19) + (value.isEmpty ? "—" : value) + "\n"
            }
            return block
        }.joined(separator: "\n")
    }
}
