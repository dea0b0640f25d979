// libFuzzer harness for the project file reader (`XcodeProjectReader`): project.pbxproj in any property-list form,
// its object graph and model, then the settings levels of a target (base xcconfig files read from an in-memory
// file system) evaluated with tight bounds. Built and run by Scripts/fuzz.sh.

import Documents
import Support
import XCConfig
import XcodeProject

private let projectPath = "/fuzz/App.xcodeproj"
private let projectFile = projectPath + "/project.pbxproj"
private let baseXCConfig = "/fuzz/Configs/Base.xcconfig"
private let baseXCConfigText = Array("PRODUCT_NAME = $(TARGET_NAME)\nSWIFT_VERSION = 6.0\n".utf8)

/// Checks one input, stopping the process when a promise is broken; returns 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func xcodeProjectFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let parsed = XcodeProjectReader.model(fromProjectFile: bytes, projectPath: projectPath)
    if isSampled(bytes, period: 4) {
        let again = XcodeProjectReader.model(fromProjectFile: bytes, projectPath: projectPath)
        expect(again.diagnostics == parsed.diagnostics, "the diagnostics differ between two runs")
        expect(again.value.map(Snapshot.init) == parsed.value.map(Snapshot.init), "the model differs between two runs")
    }
    var files = InputFiles(otherPaths: [projectFile, projectPath, "<built-in>"])
    files.files[projectFile] = InputLines(bytes, file: projectFile)
    files.files[baseXCConfig] = InputLines(baseXCConfigText, file: baseXCConfig)
    checkDiagnostics(parsed.diagnostics, in: files.check)
    guard let project = parsed.value else {
        expect(parsed.diagnostics.containsErrors, "no project and no error")
        return 0
    }

    // Everything the model holds is located in the project file.
    files.check(project.location, "the project")
    var lists = [project.configurationList].compactMap { $0 }
    for target in project.targets {
        files.check(target.location, "target '\(target.name)'")
        for phase in target.buildPhases { files.check(phase.location, "a build phase of '\(target.name)'") }
        for dependency in target.dependencies { files.check(dependency.location, "a dependency of '\(target.name)'") }
        if let list = target.configurationList { lists.append(list) }
    }
    for list in lists {
        files.check(list.location, "a configuration list")
        for configuration in list.configurations {
            files.check(configuration.location, "configuration '\(configuration.name)'")
            if let location = configuration.baseConfigurationLocation { files.check(location, "a base xcconfig") }
            for assignment in configuration.assignments {
                files.check(assignment.location, "setting \(assignment.name)")
                files.check(assignment.valueLocation, "the value of \(assignment.name)")
            }
        }
    }

    // The settings of the first target (or the project alone) in its default configuration, evaluated.
    var fileSystem = InMemoryFileSystem()
    fileSystem.write(bytes, to: projectFile)
    fileSystem.write(baseXCConfigText, to: baseXCConfig)
    let settings = ProjectSettings(
        project: project, fileSystem: fileSystem,
        environment: SettingsEnvironment(user: "fuzz", home: "/Users/fuzz", sdk: "iphoneos26.0", arch: "arm64"))
    var cache = XCConfigFileCache()
    let levels = settings.levels(target: project.targets.first, configuration: nil, cache: &cache)
    checkDiagnostics(levels.diagnostics, in: files.check)
    for file in levels.xcconfigFiles { expect(files.files[file] != nil, "read '\(file)', which is no input") }
    let limits = EvaluationLimits(
        maximumValueLength: 4_096, maximumWork: 20_000, maximumReferenceDepth: 32, maximumNesting: 8)
    let resolved = SettingsEvaluator(levels: levels.levels, parameters: levels.parameters, limits: limits).resolve()
    checkDiagnostics(resolved.diagnostics, in: files.check)
    for setting in resolved.settings {
        expect(setting.value.utf8.count <= limits.maximumValueLength, "\(setting.name) is past the value bound")
        for contribution in setting.contributions { files.check(contribution.location, "a value of \(setting.name)") }
    }
    return 0
}

/// The parts of a project model, compared field by field (the model is not `Equatable`; its dictionaries print in an
/// order that may differ between two equal values).
private struct Snapshot: Equatable {
    var name, path, file, projectDirectory, id: String
    var developmentRegion, mainGroupID: String?
    var configurationList: ConfigurationList?
    var targets: [ProjectTarget]
    var references: [String: ReferenceNode]
    var exceptionSets: [String: SynchronizedExceptionSet]
    var location: SourceLocation

    init(_ model: XcodeProjectModel) {
        (name, path, file, projectDirectory, id) = (
            model.name, model.path, model.file, model.projectDirectory, model.id
        )
        (developmentRegion, mainGroupID, configurationList) = (
            model.developmentRegion, model.mainGroupID, model.configurationList
        )
        (targets, references, exceptionSets, location) = (
            model.targets, model.references, model.exceptionSets, model.location
        )
    }
}
