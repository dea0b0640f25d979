import Support
import Testing
import XCConfig
import XcodeProject

/// The model keeps the ids of its synchronized folders with its references, in file order, whenever they change.
@Suite struct SynchronizedFolderIndexTests {
    private func node(_ id: String, _ kind: ReferenceNode.Kind, line: Int) -> ReferenceNode {
        ReferenceNode(
            id: id, kind: kind, path: id, resolvedPath: .absolute("/p/" + id),
            location: SourceLocation(file: "/p/App.xcodeproj/project.pbxproj", line: line, column: 3))
    }

    private func model(_ nodes: [ReferenceNode]) -> XcodeProjectModel {
        XcodeProjectModel(
            name: "App", path: "/p/App.xcodeproj", file: "/p/App.xcodeproj/project.pbxproj", projectDirectory: "/p",
            id: "ROOT", references: Dictionary(uniqueKeysWithValues: nodes.map { ($0.id, $0) }),
            location: SourceLocation(file: "/p/App.xcodeproj/project.pbxproj", line: 1, column: 1))
    }

    @Test func foldersAreListedInFileOrder() {
        let project = model([
            node("Z", .synchronizedFolder, line: 9), node("F", .file, line: 2),
            node("A", .synchronizedFolder, line: 30),
            node("M", .synchronizedFolder, line: 4), node("G", .group, line: 1),
        ])
        #expect(project.synchronizedFolderIDs == ["M", "Z", "A"])
        #expect(project.synchronizedFolders.map(\.id) == ["M", "Z", "A"])
    }

    @Test func changingTheReferencesChangesTheFolders() {
        var project = model([node("Z", .synchronizedFolder, line: 9), node("F", .file, line: 2)])
        project.references["B"] = node("B", .synchronizedFolder, line: 5)
        #expect(project.synchronizedFolderIDs == ["B", "Z"])
        project.references["Z"] = node("Z", .group, line: 9)
        #expect(project.synchronizedFolderIDs == ["B"])
        project.references = [:]
        #expect(project.synchronizedFolders.isEmpty)
    }
}
