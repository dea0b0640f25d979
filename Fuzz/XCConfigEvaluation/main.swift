// libFuzzer harness for xcconfig evaluation: parse, load with includes on an in-memory file system, and resolve the
// levels `BuildSettingsResolver` builds (builtins, a command-line value, the loaded file) with `SettingsEvaluator`,
// evaluate expressions in them, and read the loaded keys back through `SettingsTable` as a project file's would be.
// The bounds are tight (a 256-byte value, 10,000 units of work, 16 settings deep, 4 nested references, 64 includes)
// so that inputs of a few kilobytes reach every one of them, and fast. The input holds up to four files separated by NUL bytes: Configs/App.xcconfig
// (the one loaded), Configs/Base.xcconfig, Configs/Shared/Common.xcconfig and Other.xcconfig at the source root.
// Built and run by Scripts/fuzz.sh.

import Support
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
        root: root, parameters: ConditionParameters(sdk: "iphoneos26.0", arch: "arm64", variant: "normal"),
        lowerLevelValues: [(name: "PROJECT_SETTING", value: "project $(CONFIGURATION)")])
    var bound = resolver.parameters
    bound.configuration = configuration
    bound.target = "App"
    let levels = resolver.levels(for: loaded, target: "App", configuration: configuration)
    expect(levels.last?.assignments == loaded.assignments, "the xcconfig level is not the loaded file")
    let evaluator = SettingsEvaluator(levels: levels, parameters: bound, limits: tightLimits)
    let resolved = evaluator.resolve()
    if repeats {
        expectDeterministic(
            resolved, SettingsEvaluator(levels: levels, parameters: bound, limits: tightLimits).resolve(),
            "SettingsEvaluator.resolve")
    }
    check(resolved, parameters: bound, files: files, assignments: loaded.assignments)
    if !loaded.assignments.contains(where: { $0.name == "CONFIGURATION" }) {
        expect(resolved.value(of: "CONFIGURATION") == configuration, "CONFIGURATION is not \(configuration)")
    }
    let boundsReached = resolved.diagnostics.contains(where: EvaluationDiagnostics.reachesBound)
    // A few values from only the assignments they reach are the whole evaluator's, bounds included.
    let some = resolved.settings.suffix(4).map(\.name) + ["UNDEFINED_SETTING"]
    expect(
        SettingsEvaluator.values(of: some, in: levels, parameters: bound, limits: tightLimits)
            == evaluator.values(of: some), "values of \(some) from what they reach")
    for setting in resolved.settings.suffix(4) {
        // Values agree only within the bounds: one resolution shares its work budget among all settings, and a
        // setting looked up on its own (or from an expression, one reference deeper) starts a fresh chain of
        // references. The expression's diagnostics show the bounds its deeper lookup reached, and so the lookup alone.
        let alone = evaluator.setting(setting.name)
        let expression = evaluator.evaluate(expression: "$(\(setting.name))", at: .start(of: "<expression>"))
        if !boundsReached && !expression.diagnostics.contains(where: EvaluationDiagnostics.reachesBound) {
            expect(alone == setting, "\(setting.name) differs when evaluated alone")
            if !ValueProgram.inheritedNames.contains(setting.name) {
                expect(expression.value == setting.value, "$(\(setting.name)) is not the value of \(setting.name)")
            }
        }
        // `$(inherited)` (or `$(value)`) in text that is no setting's value expands to nothing, whatever a setting so
        // named holds.
        if !ValueProgram.inheritedNames.contains(setting.name) {
            expect(expression.soleReference == setting.name, "$(\(setting.name)) has the sole reference \(expression)")
            // It looks the name up, unless a bound stopped it first (a name longer than a value: the expression's
            // text is past the value bound, as a 408-byte name under the 256-byte bound was).
            if !expression.diagnostics.contains(where: EvaluationDiagnostics.reachesBound) {
                expect(
                    expression.references == [setting.name], "$(\(setting.name)) references \(expression.references)")
            }
        }
        let explanation = evaluator.explain(setting.name)
        let winners = explanation.entries.filter { $0.status == .won }
        expect(winners.count == (setting.winner == nil ? 0 : 1), "\(winners.count) winners of \(setting.name)")
        if let winner = setting.winner { expect(winners.first?.assignment == winner, "winner of \(setting.name)") }
    }
    // Text that is no setting's value, such as an Info.plist string: the last assignment's value, where it is (an
    // expression is text on one line, so not a value joined from continued lines).
    if let last = loaded.assignments.last, last.valueContinuations.isEmpty {
        let expression = evaluator.evaluate(expression: last.value, at: last.valueLocation)
        checkDiagnostics(expression.diagnostics, in: files.check)
        expect(expression.value.utf8.count <= tightLimits.maximumValueLength, "an expression past the bound")
        // A sole reference is looked up, unless a bound stopped evaluation before (its name is longer than a value).
        if let sole = expression.soleReference,
            !expression.diagnostics.contains(where: EvaluationDiagnostics.reachesBound)
        {
            expect(expression.references == [sole], "\(expression)")
        }
    }

    // The project-file path to the same assignments: keys written out and read back as a `buildSettings` table.
    let entries = loaded.assignments.map { assignment in
        let key = assignment.name + assignment.conditions.map { "[\($0.parameter)=\($0.pattern)]" }.joined()
        return SettingsTable.Entry(
            key: key, keyLocation: assignment.location, value: .string(assignment.value),
            valueLocation: assignment.valueLocation)
    }
    let table = SettingsTable(entries: entries)
    checkDiagnostics(table.diagnostics, in: files.check)
    for diagnostic in table.diagnostics {
        expect(
            diagnostic.rule != SettingKeyDiagnostics.invalidKeyRule, "a parsed key does not read back: \(diagnostic)")
    }
    expect(table.assignments.count == Set(entries.map(\.key)).count, "\(table.assignments.count) of \(entries.count)")
    return 0
}

/// Checks what every evaluation must hold: values within the bounds, located diagnostics and contributions, and
/// winners whose conditions match.
private func check(
    _ resolved: ResolvedSettings, parameters: ConditionParameters, files: InputFiles, assignments: [SettingAssignment]
) {
    checkDiagnostics(resolved.diagnostics, in: files.check)
    var names: Set<String> = []
    for setting in resolved.settings {
        expect(names.insert(setting.name).inserted, "\(setting.name) resolved twice")
        expect(
            setting.value.utf8.count <= tightLimits.maximumValueLength,
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
