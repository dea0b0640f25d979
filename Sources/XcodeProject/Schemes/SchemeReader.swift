import Documents
import Support
import XCConfig

/// Reads shared schemes (`xcshareddata/xcschemes/*.xcscheme`) of projects and workspaces.
///
/// Personal schemes under `xcuserdata/` are not read: they belong to one developer and are rarely committed.
public struct SchemeReader: Sendable {
    /// Where files are read from.
    public let fileSystem: any FileSystem
    /// The git submodule, as the repository's `.gitmodules` names it, that holds a project (by absolute path) that is
    /// not there: such a project is missing because the submodule is not checked out, not because its path is wrong.
    public let submoduleHolding: @Sendable (String) -> String?

    /// Creates a reader; `submoduleHolding` tells which git submodule holds a missing project (none by default).
    public init(fileSystem: any FileSystem, submoduleHolding: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.fileSystem = fileSystem
        self.submoduleHolding = submoduleHolding
    }

    /// The shared schemes of the project or workspace at `containerPath`, sorted by name, and the problems found.
    public func sharedSchemes(in containerPath: String) -> (schemes: [XcodeScheme], diagnostics: [Diagnostic]) {
        let folder = Path.join(containerPath, "xcshareddata/xcschemes")
        guard let names = try? fileSystem.entries(of: folder) else { return ([], []) }
        var schemes: [XcodeScheme] = []
        var diagnostics: [Diagnostic] = []
        for name in names where name.hasSuffix(".xcscheme") && !name.hasPrefix(".") {
            let parsed = read(schemeAt: Path.join(folder, name), containerFolder: Path.directory(of: containerPath))
            diagnostics += parsed.diagnostics
            if let scheme = parsed.value { schemes.append(scheme) }
        }
        return (schemes, diagnostics)
    }

    /// Reads the scheme at `path`; `containerFolder` is the folder holding its project or workspace.
    public func read(schemeAt path: String, containerFolder: String) -> Parsed<XcodeScheme> {
        do {
            return Self.scheme(from: try fileSystem.contents(of: path), file: path, containerFolder: containerFolder)
        } catch {
            return Parsed(value: nil, diagnostics: [SchemeDiagnostics.unreadable(path, reason: error)])
        }
    }

    /// Builds a scheme from the bytes of its file, reading nothing.
    public static func scheme(from bytes: [UInt8], file: String, containerFolder: String) -> Parsed<XcodeScheme> {
        let parsed = XMLTree.parse(bytes, file: file)
        guard let root = parsed.value else { return Parsed(value: nil, diagnostics: parsed.diagnostics) }
        guard root.name == "Scheme" else {
            return Parsed(
                value: nil, diagnostics: [SchemeDiagnostics.wrongRoot(root.name, expected: "Scheme", at: root.location)]
            )
        }
        var diagnostics: [Diagnostic] = []
        var name = Path.lastComponent(of: file)
        if name.hasSuffix(".xcscheme") { name = String(name.dropLast(".xcscheme".count)) }
        var scheme = XcodeScheme(name: name, file: file, containerFolder: containerFolder, location: root.location)
        let entries =
            root.firstChild(named: "BuildAction")?.firstChild(named: "BuildActionEntries")?
            .children(named: "BuildActionEntry") ?? []
        for entry in entries {
            guard let element = entry.firstChild(named: "BuildableReference"),
                let reference = buildable(element, diagnostics: &diagnostics)
            else { continue }
            let actions = SchemeAction.allCases.filter { entry[attribute: $0.buildForAttribute] == "YES" }
            scheme.buildEntries.append(SchemeBuildEntry(reference: reference, actions: Set(actions)))
        }
        for action in SchemeAction.allCases {
            guard let element = root.firstChild(named: action.elementName) else { continue }
            scheme.actions[action] = SchemeActionSettings(
                buildConfiguration: element[attribute: "buildConfiguration"], location: element.location)
        }
        if let runnable = root.firstChild(named: "LaunchAction")?.firstChild(named: "BuildableProductRunnable")?
            .firstChild(named: "BuildableReference")
        {
            scheme.launchRunnable = buildable(runnable, diagnostics: &diagnostics)
        }
        let testAction = root.firstChild(named: "TestAction")
        scheme.testPlans =
            testAction?.firstChild(named: "TestPlans")?.children(named: "TestPlanReference")
            .compactMap { $0[attribute: "reference"] } ?? []
        // A test action with test plans runs them and ignores the testables a scheme may still list from before
        // (NetNewsWire's lists package tests since moved), so those are not the scheme's.
        let testables =
            scheme.testPlans.isEmpty
            ? testAction?.firstChild(named: "Testables")?.children(named: "TestableReference") ?? [] : []
        scheme.testables = testables.compactMap { testable in
            testable.firstChild(named: "BuildableReference").flatMap { buildable($0, diagnostics: &diagnostics) }
        }
        return Parsed(value: scheme, diagnostics: diagnostics)
    }

    private static func buildable(_ element: XMLTree.Element, diagnostics: inout [Diagnostic]) -> BuildableReference? {
        var missing = false
        for attribute in ["BlueprintIdentifier", "ReferencedContainer"] where element[attribute: attribute] == nil {
            diagnostics.append(
                SchemeDiagnostics.missingAttribute(attribute, of: element.name, at: element.location))
            missing = true
        }
        guard !missing else { return nil }
        return BuildableReference(
            blueprintIdentifier: element[attribute: "BlueprintIdentifier"] ?? "",
            blueprintName: element[attribute: "BlueprintName"] ?? "",
            buildableName: element[attribute: "BuildableName"] ?? "",
            referencedContainer: element[attribute: "ReferencedContainer"] ?? "", location: element.location)
    }

    /// The problems with the buildable references of `scheme`, checked against `projects` (by absolute path).
    ///
    /// A target its project does not have is reported at its first reference, with a did-you-mean from the project's
    /// target names: an error when the scheme builds or runs it, a warning when only its tests use it
    /// (``SchemeDiagnostics/testableRule``) or a build entry lists it for no action
    /// (``SchemeDiagnostics/unusedEntryRule``). A project that is not in `projects` and not on disk is reported too.
    /// Each target is reported once per scheme.
    public func check(_ scheme: XcodeScheme, against projects: [String: XcodeProjectModel]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // A target named by the build action, the launch action and the tests is one problem, reported at the
        // first reference for the most the scheme does with it.
        func key(_ reference: BuildableReference) -> [String] {
            [reference.blueprintIdentifier, reference.referencedContainer]
        }
        var uses: [[String]: SchemeDiagnostics.TargetUse] = [:]
        func note(_ reference: BuildableReference, _ use: SchemeDiagnostics.TargetUse) {
            uses[key(reference)] = max(uses[key(reference)] ?? use, use)
        }
        for entry in scheme.buildEntries { note(entry.reference, .entry(builtFor: entry.actions)) }
        if let runnable = scheme.launchRunnable { note(runnable, .launch) }
        for testable in scheme.testables { note(testable, .test) }
        var checked: Set<[String]> = []
        // A project that is not there is one problem, however many of its targets the scheme names: reported at the
        // first reference the scheme makes the most of.
        var missing: [(path: String, use: SchemeDiagnostics.TargetUse, reference: BuildableReference)] = []
        for reference in scheme.allReferences where checked.insert(key(reference)).inserted {
            guard let path = reference.projectPath(relativeTo: scheme.containerFolder) else { continue }
            let use = uses[key(reference)] ?? .build
            let diagnostic: Diagnostic
            if let project = projects[path] {
                guard project.target(id: reference.blueprintIdentifier) == nil else { continue }
                if let renamed = project.target(named: reference.blueprintName) {
                    diagnostic = SchemeDiagnostics.staleIdentifier(
                        name: reference.blueprintName, id: reference.blueprintIdentifier, scheme: scheme.name,
                        actualID: renamed.id, use: use, at: reference.location)
                } else {
                    diagnostic = SchemeDiagnostics.unknownTarget(
                        name: reference.blueprintName, id: reference.blueprintIdentifier, scheme: scheme.name,
                        project: project.name,
                        suggestion: Suggestion.closest(to: reference.blueprintName, in: project.targets.map(\.name)),
                        use: use, at: reference.location)
                }
            } else if !fileSystem.exists(path) {
                if let known = missing.firstIndex(where: { $0.path == path }) {
                    if use > missing[known].use { missing[known] = (path, use, reference) }
                } else {
                    missing.append((path, use, reference))
                }
                continue
            } else {
                continue
            }
            diagnostics.append(diagnostic)
        }
        for (path, use, reference) in missing {
            diagnostics.append(
                SchemeDiagnostics.missingContainer(
                    reference.referencedContainer, scheme: scheme.name, name: reference.blueprintName, use: use,
                    generator: ProjectGenerator.of(
                        missingProject: path, container: reference.referencedContainer, fileSystem: fileSystem),
                    submodule: submoduleHolding(path), at: reference.location))
        }
        return diagnostics
    }
}
