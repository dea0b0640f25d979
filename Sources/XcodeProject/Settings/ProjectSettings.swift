import Support
import XCConfig

/// Builds the settings levels of a project's targets as Xcode layers them: built-in defaults, the project's
/// built-ins, the project configuration's base xcconfig and settings, the target's built-ins, the target
/// configuration's base xcconfig and settings, then the build locations (see `Docs/XCODE-SETTINGS.md`).
///
/// xcconfig files are read through the file system with a cache the caller passes in, so many targets and
/// configurations read each shared file once.
public struct ProjectSettings: Sendable {
    /// The project.
    public let project: XcodeProjectModel
    /// Where xcconfig files are read from.
    public let fileSystem: any FileSystem
    /// The user, SDK and build folders.
    public let environment: SettingsEnvironment

    /// Creates a builder.
    public init(project: XcodeProjectModel, fileSystem: any FileSystem, environment: SettingsEnvironment) {
        self.project = project
        self.fileSystem = fileSystem
        self.environment = environment
    }

    /// The levels of `target` (or of the project alone when `nil`) in the configuration called `configuration`
    /// (`nil` for the project's default), reading xcconfig files through `cache`.
    public func levels(target: ProjectTarget?, configuration: String?, cache: inout XCConfigFileCache)
        -> TargetSettingsLevels
    {
        var loads = SettingsLevelsCache(files: cache)
        defer { cache = loads.files }
        return levels(target: target, configuration: configuration, cache: &loads)
    }

    /// The levels of `target` (or of the project alone when `nil`) in the configuration called `configuration`
    /// (`nil` for the project's default), loading each base configuration's xcconfig chain once for all the calls
    /// given `cache`.
    public func levels(target: ProjectTarget?, configuration: String?, cache: inout SettingsLevelsCache)
        -> TargetSettingsLevels
    {
        let defaultName = project.configurationList?.defaultConfigurationName
        let projectConfiguration = project.configurationList?.effectiveConfiguration(
            named: configuration, defaultName: defaultName)
        let targetConfiguration = target?.configurationList?.effectiveConfiguration(
            named: configuration, defaultName: defaultName)
        var diagnostics: [Diagnostic] = []
        var files: [String] = []
        let projectXCConfig = load(
            projectConfiguration, of: "project '\(project.name)'", cache: &cache, diagnostics: &diagnostics,
            files: &files)
        let targetXCConfig =
            target.flatMap { target in
                load(
                    targetConfiguration, of: "target '\(target.name)'", cache: &cache, diagnostics: &diagnostics,
                    files: &files)
            }
        var optionalIncludesNotFound: [SourceLocation] = []
        for location in [projectXCConfig, targetXCConfig].compactMap({ $0?.optionalIncludesNotFound }).joined()
        where !optionalIncludesNotFound.contains(location) {
            optionalIncludesNotFound.append(location)
        }
        var parameters = ConditionParameters(
            arch: environment.arch, configuration: targetConfiguration?.name ?? projectConfiguration?.name,
            target: target?.name)
        let projectBuiltins = cache.projectBuiltins(
            of: project, configuration: projectConfiguration?.name, environment: environment)
        var middle: [SettingsLevel] = []
        middle.append(
            SettingsLevel(
                kind: .builtIn, label: "project '\(project.name)' built-ins", assignments: projectBuiltins.builtins))
        if let projectXCConfig {
            middle.append(
                SettingsLevel(
                    kind: .projectXCConfig, label: projectXCConfig.path, assignments: projectXCConfig.assignments))
        }
        if let projectConfiguration {
            middle.append(
                SettingsLevel(
                    kind: .projectSettings, label: "project '\(project.name)' (\(projectConfiguration.name))",
                    assignments: projectConfiguration.assignments))
        }
        if let target {
            middle.append(
                SettingsLevel(
                    kind: .builtIn, label: "target '\(target.name)' built-ins",
                    assignments: BuiltinSettings.assignments(BuiltinSettings.target(target))))
            if let targetXCConfig {
                middle.append(
                    SettingsLevel(
                        kind: .targetXCConfig, label: targetXCConfig.path, assignments: targetXCConfig.assignments))
            }
            if let targetConfiguration {
                middle.append(
                    SettingsLevel(
                        kind: .targetSettings, label: "target '\(target.name)' (\(targetConfiguration.name))",
                        assignments: targetConfiguration.assignments))
            }
        }
        if !projectBuiltins.locations.isEmpty {
            middle.append(
                SettingsLevel(kind: .builtIn, label: "build locations", assignments: projectBuiltins.locations))
        }
        parameters.sdk =
            environment.sdk ?? sdk(below: middle, target: target, parameters: parameters)
            ?? environment.fallbackSDK.map { platformSDK(below: middle, target: target, parameters: parameters) ?? $0 }
        var levels = [defaults(sdk: parameters.sdk, target: target)] + middle
        let absolute = absolutePaths(in: levels, parameters: parameters)
        if !absolute.isEmpty {
            levels.append(
                SettingsLevel(
                    kind: .builtIn, label: "absolute paths", assignments: BuiltinSettings.assignments(absolute)))
        }
        var result = TargetSettingsLevels(
            levels: levels, parameters: parameters, projectConfiguration: projectConfiguration,
            targetConfiguration: targetConfiguration, xcconfigFiles: files, diagnostics: diagnostics)
        result.optionalIncludesNotFound = optionalIncludesNotFound
        return result
    }

    private func defaults(sdk: String?, target: ProjectTarget?) -> SettingsLevel {
        let productType = target?.kind == .native ? target?.productType : nil
        return SettingsLevel(
            kind: .builtIn, label: "built-in defaults",
            assignments: BuiltinDefaultsMemo.assignments(sdk: sdk, arch: environment.arch, productType: productType))
    }

    /// The SDK `SDKROOT` names, evaluated without an SDK as swift-build binds it before building the settings.
    private func sdk(below levels: [SettingsLevel], target: ProjectTarget?, parameters: ConditionParameters) -> String?
    {
        let levels = [defaults(sdk: nil, target: target)] + levels
        let value =
            SettingsEvaluator.plainValue(of: "SDKROOT", in: levels, parameters: parameters)
            ?? SettingsEvaluator.values(of: ["SDKROOT"], in: levels, parameters: parameters)[0]
        return Self.sdkName(fromSDKROOT: value)
    }

    /// The one SDK a target whose `SDKROOT` names none can build with: `SUPPORTED_PLATFORMS` naming one platform
    /// other than iOS (`macosx`, or `appletvos appletvsimulator`) leaves Xcode no other destination (passepartout's
    /// `ReleaseMac` configuration was read for iphoneos); `nil` when it lists iOS, several platforms or none.
    private func platformSDK(below levels: [SettingsLevel], target: ProjectTarget?, parameters: ConditionParameters)
        -> String?
    {
        let levels = [defaults(sdk: nil, target: target)] + levels
        let value =
            SettingsEvaluator.plainValue(of: "SUPPORTED_PLATFORMS", in: levels, parameters: parameters)
            ?? SettingsEvaluator.values(of: ["SUPPORTED_PLATFORMS"], in: levels, parameters: parameters)[0]
        let words = Set(value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init))
        guard !words.isEmpty, !words.contains("iphoneos"), !words.contains("iphonesimulator") else { return nil }
        let devices = words.intersection(["macosx", "appletvos", "watchos", "xros"])
        let simulators = ["appletvsimulator": "appletvos", "watchsimulator": "watchos", "xrsimulator": "xros"]
        let platforms = devices.union(words.compactMap { simulators[$0] })
        return platforms.count == 1 ? platforms.first : nil
    }

    /// `iphoneos` for `iphoneos`, `iphoneos26.0` for `…/iPhoneOS26.0.sdk`; `nil` for an empty value, `auto` or
    /// anything else.
    static func sdkName(fromSDKROOT value: String) -> String? {
        var name = value
        if name.contains("/") {
            let last = Path.lastComponent(of: name)
            guard last.hasSuffix(".sdk") else { return nil }
            name = String(last.dropLast(4)).lowercased()
        }
        guard let first = name.first, first.isLetter, name != "auto",
            name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == ".") })
        else { return nil }
        return name
    }

    /// The build folders given as relative or unnormalised paths, made absolute against `PROJECT_DIR`.
    private func absolutePaths(in levels: [SettingsLevel], parameters: ConditionParameters) -> [(String, String)] {
        let names = BuiltinSettings.absolutePathSettings
        let values = SettingsEvaluator.values(of: names, in: levels, parameters: parameters)
        return zip(names, values).compactMap { name, value in
            let absolute = Path.normalize(Path.join(project.projectDirectory, value))
            return absolute == value ? nil : (name, absolute)
        }
    }

    /// The base xcconfig of `configuration` with its includes, or `nil` (after reporting) when there is none or it
    /// cannot be read.
    private func load(
        _ configuration: BuildConfiguration?, of owner: String, cache: inout SettingsLevelsCache,
        diagnostics: inout [Diagnostic], files: inout [String]
    ) -> LoadedXCConfig? {
        guard let configuration, let reference = configuration.baseConfigurationPath else { return nil }
        let location = configuration.baseConfigurationLocation ?? configuration.location
        guard var path = reference.absolutePath else {
            diagnostics.append(
                XcodeProjectDiagnostics.unresolvableBaseConfiguration(
                    reference.description, configuration: configuration.name, at: location))
            return nil
        }
        if fileSystem.kind(of: path) == nil, let found = CaseInsensitivePath.match(path, in: fileSystem),
            fileSystem.kind(of: found) == .file
        {
            // Found only by ignoring case, as Xcode on a Mac finds it (xikolo-ios's `openwho/` for `openWHO/`): read,
            // and a warning, since a case-sensitive disk does not find it.
            diagnostics.append(
                XcodeProjectDiagnostics.baseConfigurationCase(
                    Self.shown(path, from: project.projectDirectory),
                    found: Self.shown(found, from: project.projectDirectory),
                    configuration: configuration.name, of: owner, at: location))
            path = found
        }
        switch fileSystem.kind(of: path) {
        case nil, .directory:
            let reason = FileSystemError(path: path, reason: fileSystem.isDirectory(path) ? .isDirectory : .notFound)
            diagnostics.append(
                XcodeProjectDiagnostics.missingBaseConfiguration(
                    Self.shown(path, from: project.projectDirectory), configuration: configuration.name, of: owner,
                    reason: reason, template: XcodeProjectDiagnostics.template(for: path, in: fileSystem),
                    at: location))
            return nil
        case .file:
            let loaded = cache.load(
                path, sourceRoot: project.projectDirectory, fileSystem: fileSystem, environment: environment)
            diagnostics += loaded.diagnostics
            for file in loaded.files where !files.contains(file) { files.append(file) }
            return loaded
        }
    }

    /// `path` as the project would write it: relative to the project's folder, with `..` for a file beside or above it
    /// (CocoaPods' `../Pods/Target Support Files/…` for a project in a subfolder), and absolute when the two share no
    /// folder but the root.
    package static func shown(_ path: String, from folder: String) -> String {
        let firstFolder = { (path: String) in Path.normalize(path).split(separator: "/").first }
        guard firstFolder(path) == firstFolder(folder) else { return path }
        return PathOperations.relativePath(of: path, from: folder) ?? path
    }
}
