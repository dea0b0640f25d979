import Support
import XcodeProject

extension ManifestProposer {
    /// The targets of `project` that embed a watch app through "Embed Watch Content", by the watch app's target id.
    ///
    /// A watch app is often a plain `application` for watchOS (Xcode's single-target watch app), which only the phase
    /// embedding it tells from another app.
    static func watchAppHosts(in project: XcodeProjectModel) -> [String: ProjectTarget] {
        var hosts: [String: ProjectTarget] = [:]
        for target in project.targets {
            for part in ProjectCloneBuilder.embeddedExtensions(of: target, in: project) where part.isWatchApp {
                hosts[part.target.id] = target
            }
        }
        return hosts
    }

    /// What the parts note counts `target` of `project` as: its product type, or a watch app's for an application a
    /// target embeds as its watch app (`hosts`, ``watchAppHosts(in:)``), which is a watch app whatever its type.
    static func partType(of target: ProjectTarget, hosts: [String: ProjectTarget]) -> String? {
        hosts[target.id] != nil && target.isApplication
            ? "com.apple.product-type.application.watchapp2" : target.productType
    }

    /// A note for each watch-only app among `apps`: the container the App Store takes, with the watch app it embeds,
    /// which ships on its own rather than inside an iPhone app.
    ///
    /// alfianlosari/ChatGPTSwiftUI's `XCAChatGPTWatch` and the watch app it embeds were both said to ship inside
    /// their app, and the watch-only app was no clone.
    static func watchOnlyNotes(_ apps: [(XcodeProjectModel, ProjectTarget)]) -> [String] {
        var hostsByProject: [String: [String: ProjectTarget]] = [:]
        return apps.compactMap { project, target in
            guard target.productType == XcodeProjectModel.watchOnlyContainerType else { return nil }
            if hostsByProject[project.path] == nil { hostsByProject[project.path] = watchAppHosts(in: project) }
            let watchApps = (hostsByProject[project.path] ?? [:]).filter { $0.value.id == target.id }.keys
                .compactMap { id in project.targets.first { $0.id == id }?.name }.sorted().map { "'\($0)'" }
            let embedded =
                watchApps.isEmpty
                ? "" : " for its watch app\(watchApps.count == 1 ? "" : "s") \(NameList.joined(watchApps))"
            return "\(target.name) is a watch-only app: the container the App Store takes\(embedded), which ships on "
                + "its own, not inside an iPhone app, so brands reads it as an app of its own"
        }
    }
}
