import Support
import XCConfig
import XcodeProject

extension ManifestProposer {
    /// The one project whose clones build for iOS, with the projects left out and the platform each builds for, when
    /// the clones come from several projects and all the others' clones build for another platform only.
    ///
    /// A Flutter repository has `macos/Runner.xcodeproj` beside `ios/Runner.xcodeproj`, each with a shared scheme
    /// `Runner`: both were clones of one id, so the proposed manifest failed validation on a clash of ids.
    static func iOSProject(of clones: [SchemeCloneSource.Candidate], context: CloneSourceContext) -> (
        project: String, others: [(project: String, platform: String)]
    )? {
        var platformsByProject: [String: Set<String>] = [:]
        // The platform `SDKROOT` names: without an SDK given, as `brands settings --project` evaluates (the index's
        // levels are evaluated for iOS, and kept for the clones' definitions).
        let environment = SettingsEnvironment(sdk: nil, arch: context.parameters.arch)
        var cache = SettingsLevelsCache()
        for clone in clones {
            let settings = ProjectSettings(
                project: clone.project, fileSystem: context.fileSystem, environment: environment)
            let configuration =
                clone.configurations.first?.name ?? clone.target.configurationList?.defaultConfigurationName
                ?? clone.project.configurationList?.defaultConfigurationName
            let sdk = settings.levels(target: clone.target, configuration: configuration, cache: &cache).parameters.sdk
            platformsByProject[clone.project.path, default: []].insert(Self.platform(ofSDK: sdk))
        }
        let iOS = platformsByProject.filter { $0.value == ["iOS"] }.map(\.key)
        guard iOS.count == 1, platformsByProject.count > 1 else { return nil }
        var others: [(project: String, platform: String)] = []
        for (project, platforms) in platformsByProject.sorted(by: { $0.key < $1.key }) where project != iOS[0] {
            // An SDK not known (SDKROOT unset, `auto`) might be iOS: then nothing is left out.
            guard platforms.count == 1, let platform = platforms.first, platform != "iOS", platform != "" else {
                return nil
            }
            others.append((project, platform))
        }
        return (iOS[0], others)
    }

    /// `iOS` for `iphoneos…`, `macOS` for `macosx…` and so on (``ApplePlatform``); empty when the SDK is not known.
    static func platform(ofSDK sdk: String?) -> String {
        sdk.flatMap(ApplePlatform.init(sdk:))?.rawValue ?? ""
    }
}
