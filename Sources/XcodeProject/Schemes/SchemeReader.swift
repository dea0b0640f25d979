import Documents
import XCConfig

/// Reads shared schemes (`xcshareddata/xcschemes/*.xcscheme`) of projects and workspaces.
///
/// Personal schemes under `xcuserdata/` are not read: they belong to one developer and are rarely committed.
public struct SchemeReader: Sendable {
    /// Where files are read from.
    public let fileSystem: any FileSystem

    /// Creates a reader.
    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
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
        let testables =
            root.firstChild(named: "TestAction")?.firstChild(named: "Testables")?
            .children(named: "TestableReference") ?? []
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
    /// A target its project does not have is an error at the reference, with a did-you-mean from the project's
    /// target names (a warning, ``SchemeDiagnostics/testableRule``, when only the test action names it); a project that is not in `projects` and not on disk is reported too. Each target is reported
    /// once per scheme.
    public func check(_ scheme: XcodeScheme, against projects: [String: XcodeProjectModel]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // A target named by the build action, the launch action and the tests is one problem, reported at the
        // first reference.
        var checked: Set<[String]> = []
        let built = scheme.buildEntries.count
        let runs = scheme.launchRunnable == nil ? 0 : 1
        for (index, reference) in scheme.allReferences.enumerated()
        where checked.insert([reference.blueprintIdentifier, reference.referencedContainer]).inserted {
            guard let path = reference.projectPath(relativeTo: scheme.containerFolder) else { continue }
            // The first reference to a target says what the scheme does with it: build entries come first, then the
            // launch runnable, then the testables.
            let use: SchemeDiagnostics.TargetUse = index < built ? .build : index < built + runs ? .launch : .test
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
                diagnostic = SchemeDiagnostics.missingContainer(
                    reference.referencedContainer, scheme: scheme.name, name: reference.blueprintName, use: use,
                    at: reference.location)
            } else {
                continue
            }
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }
}
