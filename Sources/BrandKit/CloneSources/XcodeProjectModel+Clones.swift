import Support
import XCConfig
import XcodeProject

extension XcodeProjectModel {
    /// Product types that ship inside another app (a watch app, an App Clip), never as a brand's app of their own.
    ///
    /// Not a watch-only app's container (`application.watchapp2-container`, which Xcode's watchOS App template
    /// writes): it embeds the watch app and is what the App Store takes, an app of its own that nothing embeds
    /// (alfianlosari/ChatGPTSwiftUI's `XCAChatGPTWatch`).
    static let embeddedApplicationTypes: Set<String> = [
        "com.apple.product-type.application.watchapp2", "com.apple.product-type.application.on-demand-install-capable",
    ]

    /// The product type of a watch-only app's container, which embeds its watch app through "Embed Watch Content".
    static let watchOnlyContainerType = "com.apple.product-type.application.watchapp2-container"

    /// The ids of the targets whose product another target copies into itself (app extensions, watch apps, App
    /// Clips, helper apps), through any copy-files phase, and of the applications another application depends on
    /// (a login item a script copies into the app: passepartout's `PassepartoutLoginItem` has a scheme of its own).
    var copiedTargetIDs: Set<String> {
        var copied = Set<String>()
        // A set, not a search of the targets for each dependency (200 targets: 2M instructions of string compares).
        let applications = Set(targets.lazy.filter(\.isApplication).map(\.id))
        for target in targets {
            if target.isApplication {
                for dependency in target.dependencies {
                    guard let id = dependency.targetID, id != target.id, applications.contains(id) else { continue }
                    copied.insert(id)
                }
            }
            for phase in target.buildPhases(of: .copyFiles) {
                for file in phase.files {
                    if let reference = file.fileReferenceID, let product = self.target(producing: reference),
                        product.id != target.id
                    {
                        copied.insert(product.id)
                    }
                }
            }
        }
        return copied
    }

    /// The application targets that can be clones: apps of their own (a watch-only app's container too), not a watch
    /// app, an App Clip or another app that a target of the project copies into itself or an app depends on; in
    /// project order.
    var cloneableTargets: [ProjectTarget] {
        let copied = copiedTargetIDs
        return targets.filter { isCloneable($0, copied: copied) }
    }

    /// Whether `target` can be a clone (see ``cloneableTargets``); `copied` is ``copiedTargetIDs``.
    func isCloneable(_ target: ProjectTarget, copied: Set<String>) -> Bool {
        guard target.kind == .native, target.isApplication, let type = target.productType else { return false }
        return !Self.embeddedApplicationTypes.contains(type) && !copied.contains(target.id)
    }

    /// Whether `target` is a part of another app rather than an app: an app extension, or an application another
    /// target copies into itself.
    func isEmbedded(_ target: ProjectTarget, copied: Set<String>) -> Bool {
        target.isAppExtension || copied.contains(target.id)
            || target.productType.map(Self.embeddedApplicationTypes.contains) == true
    }
}
