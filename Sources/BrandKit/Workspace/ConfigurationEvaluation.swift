import Support
import XCConfig

/// One configuration's settings levels evaluated on demand (as `brands settings CLONE` shows them): every setting,
/// how one got its value, and every problem of the levels' files and values.
public struct ConfigurationEvaluation: Sendable {
    private let evaluation: LayeredEvaluation
    /// Every setting of every level, evaluated, in the order of first assignment.
    public var settings: ResolvedSettings { evaluation.settings }
    /// The names assigned by the levels read from files and by the command line (not by the builtins alone).
    public let assignedNames: Set<String>
    /// Problems of the project file for the configuration (a base xcconfig that cannot be read), of the levels' files
    /// (parsing, includes, files that are missing) and of evaluating the values.
    public let diagnostics: [Diagnostic]

    init(evaluation: LayeredEvaluation, assignedNames: Set<String>, diagnostics: [Diagnostic]) {
        self.evaluation = evaluation
        self.assignedNames = assignedNames
        self.diagnostics = diagnostics
    }

    /// How `name` got its value: every assignment, newest first, with its status.
    public func explain(_ name: String) -> SettingExplanation { evaluation.evaluator.explain(name) }

    /// ``diagnostics`` and `findings`, what validation found reading the files of the same clone in the same
    /// configuration, each problem once: a diagnostic a finding already says is left out, and so is a finding at the
    /// place and with the message of one of ``diagnostics``.
    ///
    /// A finding says a diagnostic of the project file when it stands for it among others: validation makes the
    /// configurations of one project based on one missing xcconfig (or on files CocoaPods writes) one finding, at the
    /// first, with a note of the others' lines. WooCommerce's app and three extensions base `Release` on files
    /// CocoaPods writes: the finding was at the first extension's line, and the app's own, on line 18068, which the
    /// note names, was shown a second time.
    public func diagnostics(with findings: [Diagnostic]) -> [Diagnostic] {
        let groups = Set(findings.compactMap(XcodeProjectBaseConfigurationRule.groupKey(of:)))
        let own = diagnostics.filter { diagnostic in
            XcodeProjectBaseConfigurationRule.groupKey(of: diagnostic).map { !groups.contains($0) } ?? true
        }
        var seen = Set(own.map(\.placeAndMessage))
        return own + findings.filter { seen.insert($0.placeAndMessage).inserted }
    }
}

extension LoadedConfiguration {
    /// The configuration's levels, as read, evaluated again with `values` (`NAME=value` given on the command line)
    /// as a level just above the builtins, so that every file's `$(inherited)` sees them; no file is read again.
    ///
    /// `root` is the folder messages about missing files show paths relative to.
    public func evaluate(commandLine values: [(name: String, value: String)] = [], root: String)
        -> ConfigurationEvaluation
    {
        let given = values.enumerated().map { index, pair in
            SettingAssignment(
                name: pair.name, value: pair.value,
                location: SourceLocation(file: BuildSettingsResolver.commandLineFile, line: index + 1, column: 1))
        }
        var levels = levels.map(\.level)
        let insertion = (self.levels.lastIndex { $0.source.kind == .builtIn }).map { $0 + 1 } ?? 0
        levels.insert(
            SettingsLevel(kind: .commandLine, label: BuildSettingsResolver.commandLineFile, assignments: given),
            at: insertion)
        let evaluation = LayeredEvaluation(levels: levels, parameters: definition.parameters)
        var diagnostics =
            definition.projectDiagnostics
            + missingFiles.map {
                XCConfigLoadDiagnostics.unreadableFile(
                    $0, shownAs: Path.relative($0, to: root), reason: FileSystemError(path: $0, reason: .notFound))
            }
        // One finding per place and message, as validate's xcconfig_missing_include has it.
        var seen = Set(diagnostics.map(\.placeAndMessage))
        for diagnostic in xcconfigs.flatMap(\.diagnostics) + evaluation.settings.diagnostics
        where seen.insert(diagnostic.placeAndMessage).inserted {
            diagnostics.append(diagnostic)
        }
        let assigned = Set(fileAssignments.map(\.name)).union(values.map(\.name))
        return ConfigurationEvaluation(evaluation: evaluation, assignedNames: assigned, diagnostics: diagnostics)
    }
}
