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

    /// The `.xcodeproj` paths of the Flutter apps' macOS runners among `clones` whose app's iOS runner is a clone too.
    ///
    /// Flutter writes `ios/Runner.xcodeproj` and `macos/Runner.xcodeproj` beside the app's `pubspec.yaml`. Where one
    /// iOS project holds every iOS clone, ``iOSProject(of:context:)`` leaves the macOS runner out by naming it; in a
    /// repository of several (two Flutter apps, or one beside a native app) these are excluded by id instead
    /// (fmarais/flutter-whitelabel-with-env-dev-and-prod-app had both apps' macOS runners proposed as brands).
    func flutterMacOSRunners(among clones: [SchemeCloneSource.Candidate]) -> Set<String> {
        let projects = Set(clones.map { Path.normalize($0.project.path) })
        func flutterApp(of project: String, platform: String) -> String? {
            let folder = Path.directory(of: project)
            guard Path.lastComponent(of: folder) == platform else { return nil }
            let app = Path.directory(of: folder)
            return fileSystem.isFile(Path.join(app, "pubspec.yaml")) ? app : nil
        }
        let iOSApps = Set(projects.compactMap { flutterApp(of: $0, platform: "ios") })
        return projects.filter { flutterApp(of: $0, platform: "macos").map(iOSApps.contains) == true }
    }

    /// `members` with the clones of `workspace` (a trial of them) built from the projects of `runners` (see
    /// ``flutterMacOSRunners(among:)``) added to `clones.exclude` by id, and the note saying so; `nil` when no clone is
    /// such, or every one is.
    ///
    /// By id, as the trial gave them: the iOS and macOS runners share the scheme name `Runner`.
    static func excludingMacOSRunners(
        _ runners: Set<String>, of workspace: Workspace, from members: [ProposedMember]
    ) -> (members: [ProposedMember], note: String)? {
        guard let (members, named) = excluding(runners, of: workspace, from: members) else { return nil }
        let one = named.count == 1
        let note =
            "exclude: \(NameList.joined(named, limit: 6)), "
            + (one
                ? "the macOS runner of a Flutter app whose iOS runner is a clone, "
                : "the macOS runners of Flutter apps whose iOS runners are clones, ")
            + "so another platform's build of the same app; to check \(one ? "it" : "them") too, take "
            + "\(one ? "it" : "them") out of 'exclude'"
        return (members, note)
    }

    /// `members` with the clones of `workspace` (a trial of them) built from `projects` (`.xcodeproj` paths) added to
    /// `clones.exclude` by id, and each excluded clone described as `id (project)`; `nil` when no clone is built from
    /// them, or every one is.
    static func excluding(_ projects: Set<String>, of workspace: Workspace, from members: [ProposedMember]) -> (
        members: [ProposedMember], named: [String]
    )? {
        guard !projects.isEmpty else { return nil }
        let excluded = workspace.clones.compactMap { clone -> (id: String, project: String)? in
            guard let file = clone.definition.projectFiles.first(where: { $0.role == .projectFile }) else { return nil }
            let project = Path.normalize(Path.directory(of: file.path))
            return projects.contains(project) ? (clone.id, project) : nil
        }
        guard !excluded.isEmpty, excluded.count < workspace.clones.count else { return nil }
        let ids = excluded.map { ProposedValue.string($0.id) }
        var members = members
        if let position = members.firstIndex(where: { $0.key == "clones" }),
            case .object(var clones) = members[position].value
        {
            if let existing = clones.firstIndex(where: { $0.key == "exclude" }),
                case .array(let names) = clones[existing].value
            {
                clones[existing].value = .array(names + ids)
            } else {
                clones.insert(ProposedMember("exclude", .array(ids)), at: 0)
            }
            members[position].value = .object(clones)
        } else {
            members.append(ProposedMember("clones", .object([ProposedMember("exclude", .array(ids))])))
        }
        return (members, excluded.map { "\($0.id) (\(workspace.relativePath($0.project)))" })
    }

    /// `iOS` for `iphoneos…`, `macOS` for `macosx…` and so on (``ApplePlatform``); empty when the SDK is not known.
    static func platform(ofSDK sdk: String?) -> String {
        sdk.flatMap(ApplePlatform.init(sdk:))?.rawValue ?? ""
    }
}
