import Documents
import Support
import XCConfig

/// Reads an `.xcodeproj` folder into an ``XcodeProjectModel``: `project.pbxproj` in its old-style text, XML or
/// binary property-list form, checked object by object.
///
/// Every problem is a located diagnostic; the model holds whatever could be read, and is `nil` only when the file
/// cannot be read or holds no root `PBXProject`.
public struct XcodeProjectReader: Sendable {
    /// Where files are read from.
    public let fileSystem: any FileSystem

    /// Creates a reader.
    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Reads the project at `path`, the absolute path of a `.xcodeproj` folder.
    public func read(projectAt path: String) -> Parsed<XcodeProjectModel> {
        let projectPath = Path.normalize(path)
        let file = Path.join(projectPath, "project.pbxproj")
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(of: file)
        } catch {
            return Parsed(value: nil, diagnostics: [XcodeProjectDiagnostics.unreadable(file, reason: error)])
        }
        return Self.model(fromProjectFile: bytes, projectPath: projectPath)
    }

    /// Builds the model of the project at `projectPath` from the bytes of its `project.pbxproj`, reading nothing.
    public static func model(fromProjectFile bytes: [UInt8], projectPath: String) -> Parsed<XcodeProjectModel> {
        let file = Path.join(projectPath, "project.pbxproj")
        let parsed = PlistParser.parse(bytes, file: file)
        guard let root = parsed.value else { return Parsed(value: nil, diagnostics: parsed.diagnostics) }
        let (graph, graphDiagnostics) = ObjectGraph.build(from: root, file: file)
        // Duplicate object ids are reported by the graph under a project rule; other duplicate keys are
        // problems of an object's fields.
        let duplicateIDs = Set(
            graphDiagnostics.filter { $0.rule == XcodeProjectDiagnostics.duplicateIDRule }.map(\.location))
        var diagnostics: [Diagnostic] = parsed.diagnostics.compactMap { diagnostic in
            guard diagnostic.rule == PlistDiagnostics.duplicateKeyRule else { return diagnostic }
            if duplicateIDs.contains(diagnostic.location) { return nil }
            var retagged = diagnostic
            retagged.rule = XcodeProjectDiagnostics.fieldRule
            return retagged
        }
        diagnostics += graphDiagnostics
        guard let graph else { return Parsed(value: nil, diagnostics: diagnostics) }
        var builder = ModelBuilder(graph: graph, projectPath: Path.normalize(projectPath), bytes: bytes)
        let model = builder.build()
        // A key repeated in a `buildSettings` dictionary is reported by `SettingsTable`, under its own rule.
        let lists = [model?.configurationList] + (model?.targets.map(\.configurationList) ?? [])
        let settingKeys = Set(
            lists.flatMap { $0?.configurations ?? [] }.flatMap { $0.buildSettings.map(\.keyLocation) })
        diagnostics.removeAll { $0.rule == XcodeProjectDiagnostics.fieldRule && settingKeys.contains($0.location) }
        diagnostics += builder.diagnostics
        return Parsed(value: model, diagnostics: diagnostics.sorted(by: Diagnostic.presentationOrder))
    }
}
