import Support
import XCConfig
import XcodeProject

/// What the projects a clone source read use besides the clones, so that the orphan audit does not call it unused:
/// the Info.plist of every target in every configuration, and the shared schemes that build an application.
public struct ProjectUsage: Sendable {
    /// A shared scheme that builds and runs an application of its own.
    public struct ApplicationScheme: Sendable, Hashable {
        /// The scheme's name.
        public var name: String
        /// The `.xcscheme` file.
        public var file: String
        /// The application target it builds.
        public var target: String
        /// The `project.pbxproj` holding the target.
        public var projectFile: String
    }

    /// The Info.plist (absolute, normalised) some target of the projects names in some configuration.
    public var infoPlists: Set<String> = []
    /// The shared schemes that build and run an application of their own, in the scheme catalog's order.
    public var applicationSchemes: [ApplicationScheme] = []

    /// Nothing used.
    public init() {}
}

extension ProjectCloneSources {
    /// What the projects `index` read use: every target's Info.plist in each of its configurations and the shared
    /// schemes of applications.
    static func usage(index: inout ProjectIndex, in context: CloneSourceContext) -> ProjectUsage {
        var usage = ProjectUsage()
        var copied: [String: Set<String>] = [:]
        for entry in index.schemes.entries {
            guard case .clone(let project, let target) = SchemeVerdict.of(entry.scheme, index: &index, copied: &copied)
            else { continue }
            usage.applicationSchemes.append(
                ProjectUsage.ApplicationScheme(
                    name: entry.scheme.name, file: entry.scheme.file, target: target.name, projectFile: project.file))
        }
        let environment = SettingsEnvironment(sdk: context.parameters.sdk, arch: context.parameters.arch)
        for project in index.readProjects.values.sorted(by: { $0.path < $1.path }) {
            let settings = ProjectSettings(project: project, fileSystem: context.fileSystem, environment: environment)
            for target in project.targets {
                for name in target.configurationList?.names ?? [] {
                    let levels = index.levels(of: target, configuration: name, settings: settings)
                    let value =
                        SettingsEvaluator.plainValue(
                            of: "INFOPLIST_FILE", in: levels.levels, parameters: levels.parameters)
                        ?? SettingsEvaluator.values(
                            of: ["INFOPLIST_FILE"], in: levels.levels, parameters: levels.parameters)[0]
                    guard !value.isEmpty else { continue }
                    usage.infoPlists.insert(Path.normalize(Path.join(project.projectDirectory, value)))
                }
            }
        }
        return usage
    }
}
