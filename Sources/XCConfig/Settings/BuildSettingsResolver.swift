import Support

/// Evaluates a loaded xcconfig chain on its own, the special case of Xcode's layering that `brands settings --file`
/// and the folder layout use: three ``SettingsLevel``s, builtins (`CONFIGURATION`, `SDK_NAME`, `PLATFORM_NAME`,
/// `CURRENT_ARCH`, `SRCROOT`, `PROJECT_DIR`, `TARGET_NAME`), then values given from outside (`--set`, standing
/// where project settings would), then the file's own assignments.
public struct BuildSettingsResolver: Sendable {
    /// The file name builtins are attributed to.
    public static let builtInFile = "<built-in>"
    /// The file name `--set` values are attributed to.
    public static let commandLineFile = "<command-line>"

    /// The workspace or project root, bound to `SRCROOT` and `PROJECT_DIR`.
    public var root: String
    /// The SDK, architecture and other condition parameters (the configuration is passed per call).
    public var parameters: ConditionParameters
    /// Values below the file, as `(name, value)` in order.
    public var lowerLevelValues: [(name: String, value: String)]

    /// Creates a resolver.
    public init(root: String, parameters: ConditionParameters, lowerLevelValues: [(name: String, value: String)] = []) {
        self.root = root
        self.parameters = parameters
        self.lowerLevelValues = lowerLevelValues
    }

    /// The builtin values for `configuration` and `target`.
    public func builtins(configuration: String?, target: String?) -> [SettingAssignment] {
        var values: [(String, String)] = [("SRCROOT", root), ("PROJECT_DIR", root)]
        if let configuration { values.append(("CONFIGURATION", configuration)) }
        if let sdk = parameters.sdk {
            values.append(("SDK_NAME", sdk))
            values.append(("PLATFORM_NAME", Self.platformName(ofSDK: sdk)))
        }
        if let arch = parameters.arch { values.append(("CURRENT_ARCH", arch)) }
        let shared = values.enumerated().map { index, pair in
            SettingAssignment(
                name: pair.0, value: pair.1,
                location: SourceLocation(file: Self.builtInFile, line: index + 1, column: 1))
        }
        return target.map { builtins(target: $0, after: shared) } ?? shared
    }

    /// The builtin values for `target` from `shared`, those of ``builtins(configuration:target:)`` without a target:
    /// `shared` followed by `TARGET_NAME`, the same as that call with the target gives.
    ///
    /// Targets of one configuration share the values other than their name: a workspace of thousands of clones
    /// builds them once per configuration and holds one copy.
    public func builtins(target: String, after shared: [SettingAssignment]) -> [SettingAssignment] {
        shared + [
            SettingAssignment(
                name: "TARGET_NAME", value: target,
                location: SourceLocation(file: Self.builtInFile, line: shared.count + 1, column: 1))
        ]
    }

    /// Evaluates `loaded` for `configuration`, with `target` bound to `TARGET_NAME` and the `target` condition.
    public func resolve(_ loaded: LoadedXCConfig, target: String? = nil, configuration: String?) -> ResolvedSettings {
        evaluator(for: loaded, target: target, configuration: configuration).resolve()
    }

    /// How `name` got its value in `loaded` for `configuration`: every assignment, newest first, with its status.
    public func explain(_ name: String, in loaded: LoadedXCConfig, target: String? = nil, configuration: String?)
        -> SettingExplanation
    {
        evaluator(for: loaded, target: target, configuration: configuration).explain(name)
    }

    /// The levels `loaded` is evaluated in: builtins, command-line values, the xcconfig chain.
    public func levels(for loaded: LoadedXCConfig, target: String? = nil, configuration: String?) -> [SettingsLevel] {
        let lower = lowerLevelValues.enumerated().map { index, pair in
            SettingAssignment(
                name: pair.name, value: pair.value,
                location: SourceLocation(file: Self.commandLineFile, line: index + 1, column: 1))
        }
        return [
            SettingsLevel(
                kind: .builtIn, label: Self.builtInFile,
                assignments: builtins(configuration: configuration, target: target)),
            SettingsLevel(kind: .commandLine, label: Self.commandLineFile, assignments: lower),
            SettingsLevel(kind: .xcconfig, label: loaded.path, assignments: loaded.assignments),
        ]
    }

    /// The evaluator for `loaded` in `configuration`, with `target` bound to `TARGET_NAME` and the `target`
    /// condition: for one-off lookups, explanations and `evaluate(expression:at:)`.
    public func evaluator(for loaded: LoadedXCConfig, target: String? = nil, configuration: String?)
        -> SettingsEvaluator
    {
        var bound = parameters
        bound.configuration = configuration
        if let target { bound.target = target }
        return SettingsEvaluator(
            levels: levels(for: loaded, target: target, configuration: configuration), parameters: bound)
    }

    /// `iphoneos26.0` → `iphoneos`: the SDK name without its trailing version.
    public static func platformName(ofSDK sdk: String) -> String {
        var name = Substring(sdk)
        while let last = name.last, last.isNumber || last == "." { name = name.dropLast() }
        return name.isEmpty ? sdk : String(name)
    }
}
