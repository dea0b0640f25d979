import BrandKit
import Support
import XCConfig

/// What `brands settings` prints, in every mode: the settings, the diagnostics and an explanation.
struct SettingsOutput {
    /// The settings to print, sorted by name.
    var settings: [ResolvedSetting]
    /// Problems found, printed to standard error (text) or in the document (JSON).
    var diagnostics: [Diagnostic]
    /// The `--explain` result, printed instead of the settings in text.
    var explanation: SettingExplanation?
    /// The explanations of the settings the explained one's value refers to, and on (see
    /// ``SettingsExplanationRenderer/referenced(from:explain:evaluate:)``).
    var referenced: [(explanation: SettingExplanation, referredToBy: String)] = []
    /// Names to suggest from when the explained setting is assigned nowhere.
    var assignedNames: [String]
    /// The folder paths are shown relative to.
    var root: String
    /// Whether explanations name the level of each assignment (the layered project mode).
    var showsLevels = false
    /// The includes of the evaluated chain that find no file (`path:line`, relative to `root`), which may set a
    /// setting the explanation finds assigned nowhere.
    var missingIncludes: [String] = []
    /// The optional includes of the chain that find no file, named for a setting assigned nowhere when nothing else
    /// is (no include that must find its file, no near miss).
    var optionalIncludes: [String] = []
}

extension SettingsCommand {
    /// Writes `output` in the command's format: `NAME = value` lines (or the explanation) with diagnostics on
    /// standard error, or one JSON document.
    func write(_ output: SettingsOutput, in context: CommandContext) {
        let root = output.root
        // What `validate` leaves out is left out here too: `${PODS_ROOT}` in a file CocoaPods writes again.
        // Each `${X}` once per file, as validate has it.
        let diagnostics = XCConfigDeprecatedReferenceRule.grouped(
            output.diagnostics.filter { !XCConfigDeprecatedReferenceRule.leavesOut($0, root: root) })
        // The includes of the chain finding no file, where a setting assigned nowhere may be set (stopp-corona's).
        let missingIncludes = output.missingIncludes
        switch format {
        case .json:
            var members: [String: JSONOutput] = [
                "settings": .object(
                    Dictionary(uniqueKeysWithValues: output.settings.map { ($0.name, JSONOutput.string($0.value)) })),
                "diagnostics": JSONDiagnosticRenderer.array(diagnostics, relativeTo: root),
            ]
            if let explanation = output.explanation {
                var explained = SettingsExplanationRenderer.json(
                    explanation, relativeTo: root, showsLevels: output.showsLevels)
                if case .object(var fields) = explained {
                    if explanation.entries.isEmpty, !missingIncludes.isEmpty {
                        fields["missingIncludes"] = .array(missingIncludes.map { .string($0) })
                    }
                    if explanation.entries.isEmpty, !output.optionalIncludes.isEmpty {
                        fields["optionalIncludes"] = .array(output.optionalIncludes.map { .string($0) })
                    }
                    fields["references"] = .array(
                        output.referenced.map { reference in
                            var json = SettingsExplanationRenderer.json(
                                reference.explanation, relativeTo: root, showsLevels: output.showsLevels)
                            if case .object(var members) = json {
                                members["referredToBy"] = .string(reference.referredToBy)
                                json = .object(members)
                            }
                            return json
                        })
                    explained = .object(fields)
                }
                members["explanation"] = explained
            }
            context.standardOutput.write(JSONOutput.object(members).rendered() + "\n")
        default:
            if let explanation = output.explanation {
                context.standardOutput.write(
                    SettingsExplanationRenderer.text(
                        explanation, relativeTo: root, assignedNames: output.assignedNames,
                        showsLevels: output.showsLevels, missingIncludes: missingIncludes,
                        optionalIncludes: output.optionalIncludes))
                for reference in output.referenced {
                    context.standardOutput.write(
                        "\n"
                            + SettingsExplanationRenderer.text(
                                reference.explanation, relativeTo: root, showsLevels: output.showsLevels,
                                referredToBy: reference.referredToBy, missingIncludes: missingIncludes,
                                optionalIncludes: output.optionalIncludes))
                }
            } else {
                context.standardOutput.write(output.settings.map { "\($0.name) = \($0.value)\n" }.joined())
            }
            context.standardError.write(
                TextDiagnosticRenderer.render(
                    diagnostics, relativeTo: root, style: TextStyle(isEnabled: context.isStandardErrorColored)))
        }
    }
}
