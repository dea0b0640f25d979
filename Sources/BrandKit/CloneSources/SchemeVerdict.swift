import Support
import XCConfig
import XcodeProject

/// What a shared scheme is to the scheme clone source: a clone's, or why not.
enum SchemeVerdict {
    /// The scheme builds and runs an application of its own: a clone.
    case clone(project: XcodeProjectModel, target: ProjectTarget)
    /// The scheme is a part's (an extension, a watch app) or tests' that also builds or runs the app.
    case part(String, host: String)
    /// The scheme runs an app its build action does not build (a scheme for tests).
    case runsOnly(String)
    /// The scheme's primary buildable is no app of its own (a framework, tests, a tool, an extension).
    case notApplication(String, productType: String?)
    /// The scheme builds and runs nothing and tests what a test plan (`App.xctestplan`) says.
    case testPlan(String)
    /// The scheme's primary buildable is in no project that can be read, or names no target there.
    case unresolved

    /// The verdict on `scheme`, reading its projects through `index`; `copied` caches each project's
    /// ``XcodeProjectModel/copiedTargetIDs``.
    static func of(_ scheme: XcodeScheme, index: inout ProjectIndex, copied: inout [String: Set<String>]) -> Self {
        // A scheme of tests alone (DuckDuckGo's `iOS Unit Tests`) builds nothing and runs nothing: its tests are
        // what it is for.
        guard let primary = primary(of: scheme) else {
            // `container:Tests/App.xctestplan` → `App.xctestplan`.
            guard let plan = scheme.testPlans.first else { return .unresolved }
            return .testPlan(Path.lastComponent(of: String(plan.split(separator: ":").last ?? "")))
        }
        guard
            let (project, target) = index.target(of: primary, in: scheme) ?? builtApplication(of: scheme, index: &index)
        else { return .unresolved }
        func copiedIDs(_ project: XcodeProjectModel) -> Set<String> {
            if let known = copied[project.path] { return known }
            let ids = project.copiedTargetIDs
            copied[project.path] = ids
            return ids
        }
        guard project.isCloneable(target, copied: copiedIDs(project)) else {
            return .notApplication(target.name, productType: target.productType)
        }
        // An app's own scheme builds it; a scheme for tests may only run it. A build action that lists nothing builds
        // what the scheme runs (BlueWallet's own scheme, which its App Store builds archive), unless another scheme
        // builds that app in the configurations this one runs or archives it in: then it is the other's, and this
        // one is for tests (Simplenote's `SimplenoteScreenshots`, in `Debug` as `Simplenote`). One that runs and
        // archives it in configurations of its own is a flavour's (flutter_flavorizr writes `apple`, in
        // `Debug-apple` and `Release-apple`, with an empty build action beside Flutter's `Runner`).
        let own = [SchemeAction.launch, .archive].compactMap { scheme.buildConfiguration(for: $0) }
        let forTests =
            scheme.buildEntries.isEmpty && index.explicitlyBuiltTargets.contains(target.id)
            && (own.isEmpty || !(index.explicitBuildConfigurations[target.id] ?? []).isDisjoint(with: own))
        let built = forTests ? [] : scheme.buildables(for: .launch) + scheme.buildables(for: .archive)
        guard built.contains(where: { $0.blueprintIdentifier == target.id }) else {
            return .runsOnly(target.name)
        }
        // An extension's (or the tests') scheme runs the host app, but builds the extension (or the tests) first.
        if let first = scheme.buildEntries.first?.reference, first.blueprintIdentifier != target.id {
            if let (firstProject, firstTarget) = index.target(of: first, in: scheme) {
                // A framework the app embeds, built first, is the app's own scheme's dependency, not a part's scheme
                // (Provenance-Release builds PVLibrary first, then archives the app).
                if (firstProject.isEmbedded(firstTarget, copied: copiedIDs(firstProject))
                    && !Self.isLibrary(firstTarget)) || Self.isTests(firstTarget)
                {
                    return .part(firstTarget.name, host: target.name)
                }
            } else if Self.namesPart(first.buildableName),
                let path = first.projectPath(relativeTo: scheme.containerFolder), index.project(at: path) != nil
            {
                // The scheme outlived its extension: the project no longer has the target, but the product's name
                // (`Widget.appex`) still says what it was.
                return .part("\(first.blueprintName), which the project no longer has", host: target.name)
            }
        }
        return .clone(project: project, target: target)
    }

    /// The first application `scheme` builds whose target is found, when it runs nothing and its first build entry
    /// names a target that is not (status-mobile's `StatusImPR` builds React from an uninstalled `node_modules`
    /// project first, then archives its app).
    private static func builtApplication(of scheme: XcodeScheme, index: inout ProjectIndex)
        -> (XcodeProjectModel, ProjectTarget)?
    {
        guard scheme.launchRunnable == nil else { return nil }
        for entry in scheme.buildEntries {
            guard let (project, target) = index.target(of: entry.reference, in: scheme), target.isApplication else {
                continue
            }
            return (project, target)
        }
        return nil
    }

    /// What `scheme` is first of all for: what it runs, else the first it builds, else the first it tests.
    static func primary(of scheme: XcodeScheme) -> BuildableReference? {
        scheme.launchRunnable ?? scheme.buildEntries.first?.reference ?? scheme.testables.first
    }

    /// Whether a product named `buildableName` is an app extension or a bundle of tests (`Widget.appex`,
    /// `AppTests.xctest`), which ship inside or run against an app.
    static func namesPart(_ buildableName: String) -> Bool {
        ["appex", "xctest"].contains(Path.pathExtension(of: buildableName).lowercased())
    }

    /// Whether `target` builds a framework or a library, which an app links rather than ships as a part.
    static func isLibrary(_ target: ProjectTarget) -> Bool {
        guard let type = target.productType else { return false }
        return type.contains("framework") || type.contains("library")
    }

    /// Whether `target` is a bundle of unit or UI tests.
    static func isTests(_ target: ProjectTarget) -> Bool {
        guard let type = target.productType else { return false }
        return type.contains("unit-test") || type.contains("ui-testing")
    }
}
