import Support
import XCConfig

/// The settings levels of one target (or of the project alone) in one configuration, ready to evaluate.
public struct TargetSettingsLevels: Sendable {
    /// The levels, lowest first (see `Docs/XCODE-SETTINGS.md`).
    public var levels: [SettingsLevel]
    /// The condition parameters: the target configuration's name, the target's name, the SDK and architecture.
    public var parameters: ConditionParameters
    /// The project configuration used (the one named, else the default, else the first).
    public var projectConfiguration: BuildConfiguration?
    /// The target configuration used, when there is a target.
    public var targetConfiguration: BuildConfiguration?
    /// Every xcconfig file read for the levels, in first-read order.
    public var xcconfigFiles: [String]
    /// Problems with base configurations and their xcconfig files.
    public var diagnostics: [Diagnostic]
    /// Where the optional includes (`#include?`) of those files that found no file are written.
    public var optionalIncludesNotFound: [SourceLocation] = []

    /// Creates levels.
    public init(
        levels: [SettingsLevel], parameters: ConditionParameters, projectConfiguration: BuildConfiguration?,
        targetConfiguration: BuildConfiguration?, xcconfigFiles: [String] = [], diagnostics: [Diagnostic] = []
    ) {
        self.levels = levels
        self.parameters = parameters
        self.projectConfiguration = projectConfiguration
        self.targetConfiguration = targetConfiguration
        self.xcconfigFiles = xcconfigFiles
        self.diagnostics = diagnostics
    }

    /// An evaluator over the levels.
    public func evaluator() -> SettingsEvaluator {
        SettingsEvaluator(levels: levels, parameters: parameters)
    }
}
