// libFuzzer harness for xcconfig evaluation: parse, load with includes on an in-memory file system, and resolve the
// levels `BuildSettingsResolver` builds (builtins, a command-line value, the loaded file) with `SettingsEvaluator`.
// The bounds are tight (a 256-byte value, 10,000 units of work, 16 settings deep, 4 nested references, 64 includes)
// so that inputs of a few kilobytes reach every one of them, and fast. The input holds up to four files separated by NUL bytes: Configs/App.xcconfig
// (the one loaded), Configs/Base.xcconfig, Configs/Shared/Common.xcconfig and Other.xcconfig at the source root.
// Built and run by Scripts/fuzz.sh.

import XCConfig

private let root = "/fuzz"
private let paths = [
    "/fuzz/Configs/App.xcconfig", "/fuzz/Configs/Base.xcconfig", "/fuzz/Configs/Shared/Common.xcconfig",
    "/fuzz/Other.xcconfig",
]
private let tightLimits = EvaluationLimits(
    maximumValueLength: 256, maximumWork: 10_000, maximumReferenceDepth: 16, maximumNesting: 4)

/// Checks one input, stopping the process when a promise is broken; returns 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func xcconfigEvaluationFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = inputBytes(data, size)
    // Evaluation is the costliest harness: the repeated runs that check determinism are done for one input in four.
    let repeats = isSampled(input, period: 4)
    let contents = split(input, at: 0, limit: paths.count)
    var fileSystem = InMemoryFileSystem()
    var files = InputFiles(otherPaths: [BuildSettingsResolver.builtInFile, BuildSettingsResolver.commandLineFile])
    for (path, bytes) in zip(paths, contents) {
        fileSystem.write(bytes, to: path)
        files.files[path] = InputLines(bytes, file: path, lineSeparatorsBreakLines: true)
    }

    // Loading: every file once, every location in a file.
    var loader = XCConfigLoader(
        fileSystem: fileSystem, sourceRoot: root, developerDirectory: "/Applications/Xcode.app/Contents/Developer")
    loader.maximumIncludeCount = 64
    let loaded = loader.load(path: paths[0])
    if repeats { expectDeterministic(loaded, loader.load(path: paths[0]), "XCConfigLoader.load") }
    checkDiagnostics(loaded.diagnostics, in: files.check)
    let inputSize = contents.reduce(0) { $0 + $1.count }
    expect(
        loaded.diagnostics.count <= paths.count * (XCConfigParser.maximumDiagnostics + 1) + inputSize,
        "\(loaded.diagnostics.count) diagnostics from \(inputSize) bytes")
    expect(Set(loaded.files).count == loaded.files.count, "a file listed twice: \(loaded.files)")
    for file in loaded.files { expect(files.files[file] != nil, "read '\(file)', which is no input") }
    for include in loaded.includes { files.check(include.location, "include of \(include.resolvedPath)") }
    for assignment in loaded.assignments {
        files.check(assignment.location, "assignment of \(assignment.name)")
        files.check(assignment.valueLocation, "value of \(assignment.name)")
    }

    // Evaluation of the levels `brands settings --file` evaluates, twice, plus some settings on their own, explained.
    let configuration = size % 2 == 0 ? "Debug" : "Release"
    let resolver = BuildSettingsResolver(
        root: root, parameters: ConditionParameters(sdk: "iphoneos26.0", arch: "arm64", variant: "normal"))
    var bound = resolver.parameters
    bound.configuration = configuration
    bound.target = "App"
    let commandLine = SettingAssignment(
        name: "PROJECT_SETTING", value: "project $(CONFIGURATION)",
        location: SourceLocation(file: BuildSettingsResolver.commandLineFile, line: 1, column: 1))
    let levels = [resolver.builtins(configuration: configuration, target: "App"), [commandLine], loaded.assignments]
    let evaluator = SettingsEvaluator(levels: levels, parameters: bound, limits: tightLimits)
    let tight = evaluator.resolve()
    if repeats {
        expectDeterministic(
            tight, SettingsEvaluator(levels: levels, parameters: bound, limits: tightLimits).resolve(),
            "SettingsEvaluator.resolve")
    }
    check(tight, limits: tightLimits, parameters: bound, files: files, assignments: loaded.assignments)
    if !loaded.assignments.contains(where: { $0.name == "CONFIGURATION" }) {
        expect(tight.value(of: "CONFIGURATION") == configuration, "CONFIGURATION is not \(configuration)")
    }
    let boundsReached = tight.diagnostics.contains {
        $0.rule == EvaluationDiagnostics.expansionLimitRule || $0.rule == EvaluationDiagnostics.referenceDepthRule
    }
    for setting in tight.settings.suffix(4) {
        // One evaluation shares its work budget among all settings, so only within the bounds must values agree.
        if !boundsReached {
            expect(evaluator.value(of: setting.name) == setting.value, "\(setting.name) differs when evaluated alone")
        }
        let explanation = evaluator.explain(setting.name)
        let winners = explanation.entries.filter { $0.status == .won }
        expect(winners.count == (setting.winner == nil ? 0 : 1), "\(winners.count) winners of \(setting.name)")
        if let winner = setting.winner { expect(winners.first?.assignment == winner, "winner of \(setting.name)") }
    }
    return 0
}

/// Checks what every evaluation must hold: values within the bounds, located diagnostics and contributions, and
/// winners whose conditions match.
private func check(
    _ resolved: ResolvedSettings, limits: EvaluationLimits, parameters: ConditionParameters, files: InputFiles,
    assignments: [SettingAssignment]
) {
    checkDiagnostics(resolved.diagnostics, in: files.check)
    var names: Set<String> = []
    for setting in resolved.settings {
        expect(names.insert(setting.name).inserted, "\(setting.name) resolved twice")
        expect(
            setting.value.utf8.count <= limits.maximumValueLength,
            "\(setting.name) is \(setting.value.utf8.count) bytes long")
        for contribution in setting.contributions {
            files.check(contribution.location, "contribution to \(setting.name)")
            expect(contribution.name == setting.name, "\(contribution.name) contributes to \(setting.name)")
            expect(parameters.matchesAll(contribution.conditions), "a contribution to \(setting.name) does not match")
        }
        if setting.winner == nil { expect(setting.value.isEmpty, "\(setting.name) has a value but no assignment") }
    }
    for assignment in assignments { expect(names.contains(assignment.name), "\(assignment.name) not resolved") }
}
