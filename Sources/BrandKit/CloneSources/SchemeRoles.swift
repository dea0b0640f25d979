import BrandFormats
import Support
import XCConfig
import XcodeProject

/// Which scheme action gives each configuration role its build configuration.
///
/// The release role (`release.configuration`, `Release` by default) takes the archive action's configuration and
/// every other role the launch action's, unless `clones.actions` maps roles to actions. Two roles left to the same
/// action are ambiguous (they would read the same build configuration), which is reported.
struct SchemeRoles {
    /// The roles, in the manifest's order.
    let roles: [String]
    /// The action of each role.
    let actions: [String: SchemeAction]
    /// The ambiguity, if any.
    let problem: Diagnostic?

    /// The roles of `manifest`.
    init(manifest: Manifest) {
        roles = manifest.configurations
        let explicit = manifest.clones.actions
        var actions: [String: SchemeAction] = [:]
        for role in roles {
            actions[role] =
                explicit[role].map(SchemeAction.init) ?? (role == manifest.release.configuration ? .archive : .launch)
        }
        self.actions = actions
        var problem: Diagnostic?
        for action in SchemeAction.allCases {
            let sharing = roles.filter { actions[$0] == action }
            guard sharing.count > 1, sharing.contains(where: { explicit[$0] == nil }) else { continue }
            problem = CloneDefinitionMessage.ambiguousRoles(
                sharing, action: action.rawValue,
                at: manifest.clones.location ?? manifest.file.map(SourceLocation.start) ?? .start(of: "brands.json"))
            break
        }
        self.problem = problem
    }

    /// The action `role` takes its configuration from.
    func action(for role: String) -> SchemeAction { actions[role] ?? .launch }

    /// Each role with the build configuration `scheme` gives it: the action's `buildConfiguration`, else the role's
    /// own name.
    func configurations(of scheme: XcodeScheme) -> [(role: String, name: String)] {
        roles.map { role in (role, scheme.buildConfiguration(for: action(for: role)) ?? role) }
    }
}

extension SchemeAction {
    /// The action the manifest names `name`.
    package init(_ name: SchemeActionName) {
        switch name {
        case .test: self = .test
        case .launch: self = .launch
        case .profile: self = .profile
        case .analyze: self = .analyze
        case .archive: self = .archive
        }
    }
}
