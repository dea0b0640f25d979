import Support
import XCConfig
import XcodeProject

/// A target's build settings in the configurations a clone builds, which the paths of its run-script phases are
/// expanded with: a script named from a setting of the project's own is the phase's as much as one named from
/// `$SRCROOT`.
///
/// colloquy's "Update Build Number" phase runs `${COLLOQUY_WORKSPACE_ROOT}/Tools/writeVersionToInfoPlist.sh`, the
/// setting being `$(SRCROOT)` in the project's configurations: a change to the script touched no clone.
struct ScriptPathSettings {
    /// The target's levels in each configuration; evaluated only when a path needs them.
    let levels: [TargetSettingsLevels]

    /// No settings: a path written with a setting other than the project's folder stays unknown.
    static let none = ScriptPathSettings(levels: [])

    /// The absolute paths `words` name in the configurations, each once, normalized, in order: a word's settings
    /// expanded where every setting it refers to is assigned and the value is an absolute path with no reference
    /// left.
    ///
    /// A setting assigned nowhere (the script's own variable, `$DIR`; CocoaPods' `${PODS_ROOT}` before `pod install`)
    /// or a value that is no path keeps the word unknown in that configuration, as before; so do the scripts CocoaPods
    /// writes.
    func paths(of words: [String]) -> [String] {
        var paths: [String] = []
        for configuration in levels {
            // Most such words refer to a setting no level assigns: they are told without building an evaluator.
            let candidates = words.filter { word in
                let names = ReferenceScanner.references(in: word).map(\.name)
                return !names.isEmpty && names.allSatisfy { Self.isAssigned($0, in: configuration) }
            }
            guard !candidates.isEmpty else { continue }
            let evaluator = configuration.evaluator()
            for word in candidates {
                let evaluation = evaluator.evaluate(expression: word, at: .start(of: "<script>"))
                // Its diagnostics are left aside: `${NAME}`, which scripts write, is deprecated in a setting's value
                // only.
                guard evaluation.references.allSatisfy({ !evaluator.setting($0).contributions.isEmpty }),
                    !evaluation.value.contains("$"), evaluation.value.hasPrefix("/")
                else { continue }
                let path = Path.normalize(evaluation.value)
                // CocoaPods' phases run the scripts `pod install` writes, which count as the Pods folder's files (a
                // committed `Pods`) and, with it not installed, name nothing: as before.
                guard !XcodeProjectDiagnostics.isWrittenByCocoaPods(path), !paths.contains(path) else { continue }
                paths.append(path)
            }
        }
        return paths
    }

    /// Whether a level of `configuration` assigns `name`, under any condition.
    private static func isAssigned(_ name: String, in configuration: TargetSettingsLevels) -> Bool {
        configuration.levels.contains { level in level.assignments.contains { $0.name == name } }
    }
}
