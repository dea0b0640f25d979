import BrandFormats
import Documents
import Foundation
import Support
import XCConfig

/// A foreground colour on its background has a WCAG 2.x contrast ratio under the schema's minimum.
public struct ContrastRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "insufficient_contrast", severity: .warning,
        summary: "text and background colours contrast less than the schema requires (WCAG 2.x)",
        rationale:
            "Low contrast makes text unreadable for many readers, and often only in dark mode, which nobody checked.",
        triggeringExamples: [
            // Only the dark appearance fails: the finding points at the dark entry, not the light one.
            RuleExample(
                files: [
                    "Brands/ALPHA/Assets.xcassets/TextColor.colorset/Contents.json":
                        ExampleWorkspace.colorSet(light: (0x1C, 0x1C, 0x1E), dark: (0x30, 0x30, 0x30))
                ],
                expecting: "Brands/ALPHA/Assets.xcassets/TextColor.colorset/Contents.json", line: 10),
            // #647B7D on white is 4.4956:1: under 4.5:1 even though it rounds to 4.50.
            RuleExample(
                files: [
                    "Brands/ALPHA/Assets.xcassets/TextColor.colorset/Contents.json":
                        ExampleWorkspace.colorSet(light: (0x64, 0x7B, 0x7D), dark: (0xF2, 0xF2, 0xF7))
                ],
                expecting: "Brands/ALPHA/Assets.xcassets/TextColor.colorset/Contents.json", line: 3),
            // #777777 on white is 4.48:1, just under AA, in the light appearance.
            RuleExample(
                files: [
                    "Brands/ALPHA/Assets.xcassets/TextColor.colorset/Contents.json":
                        ExampleWorkspace.colorSet(light: (0x77, 0x77, 0x77), dark: (0xF2, 0xF2, 0xF7))
                ],
                expecting: "Brands/ALPHA/Assets.xcassets/TextColor.colorset/Contents.json", line: 3),
        ],
        nonTriggeringExamples: [
            .baseline,
            // #767676 on white is 4.54:1, just enough.
            RuleExample(files: [
                "Brands/ALPHA/Assets.xcassets/TextColor.colorset/Contents.json":
                    ExampleWorkspace.colorSet(light: (0x76, 0x76, 0x76), dark: (0xF2, 0xF2, 0xF7))
            ]),
        ])

    /// `text #X on background #Y has contrast 2.1:1 in dark appearance; at least 4.5:1 is needed`.
    public static func message(
        pair: ContrastPair, foreground: RGBAColor, background: RGBAColor, ratio: Double, appearance: String,
        clone: String
    ) -> String {
        "\(pair.foreground) \(foreground) on \(pair.background) \(background) has a contrast of \(String(format: "%.2f", ratio)):1 in \(clone)'s \(appearance) appearance; at least \(String(format: "%.1f", pair.minimumRatio)):1 is needed"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for facts in context.cloneFacts {
            let fallback = facts.clone.location
            for measurement in ContrastMeasurement.measure(facts.colors, pairs: context.schema.contrastPairs)
            where !measurement.passes {
                diagnostics.append(
                    Diagnostic(
                        Self.description.severity, rule: Self.description.id,
                        Self.message(
                            pair: measurement.pair, foreground: measurement.foreground,
                            background: measurement.background, ratio: measurement.ratio,
                            appearance: measurement.appearance.rawValue, clone: facts.id),
                        at: measurement.location ?? fallback))
            }
        }
        return diagnostics
    }
}
