import Support
import Testing
import XCConfig
import XcodeProject

/// Workspaces: project locations in every form, nested groups, and the embedded workspace of a project.
@Suite struct XcodeWorkspaceReaderTests {
    @Test func resolvesEveryLocationForm() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:App/App.xcodeproj">
               </FileRef>
               <Group
                  location = "container:Modules"
                  name = "Modules">
                  <FileRef
                     location = "group:Core/Core.xcodeproj">
                  </FileRef>
                  <Group
                     location = "group:Nested"
                     name = "Nested">
                     <FileRef location = "group:Deep.xcodeproj"/>
                  </Group>
               </Group>
               <Group name = "No Folder">
                  <FileRef location = "group:Flat.xcodeproj"/>
               </Group>
               <FileRef location = "absolute:/elsewhere/Abs.xcodeproj"/>
               <FileRef location = "group:App/App.xcodeproj"/>
               <FileRef location = "group:README.md"/>
               <FileRef location = "developer:Tools/Thing.xcodeproj"/>
               <FileRef location = "container:Pods/Pods.xcodeproj"/>
            </Workspace>
            """
        let parsed = XcodeWorkspaceReader.workspace(from: Array(text.utf8), workspacePath: "/work/Newsroom.xcworkspace")
        #expect(parsed.diagnostics == [])
        let workspace = try #require(parsed.value)
        #expect(workspace.name == "Newsroom")
        #expect(workspace.isEmbedded == false)
        #expect(
            workspace.projects.map(\.path) == [
                "/work/App/App.xcodeproj", "/work/Modules/Core/Core.xcodeproj", "/work/Modules/Nested/Deep.xcodeproj",
                "/work/Flat.xcodeproj", "/elsewhere/Abs.xcodeproj", "/work/Pods/Pods.xcodeproj",
            ])
        #expect(workspace.projects.first?.location == "group:App/App.xcodeproj")
        #expect(workspace.projects.first?.sourceLocation.line == 4)
        // Whatever else it lists (a local package's folder, a file) is kept too.
        #expect(workspace.otherReferences == ["/work/README.md"])
    }

    @Test func selfIsTheProjectOfAnEmbeddedWorkspace() throws {
        var fileSystem = InMemoryFileSystem()
        let path = "/work/App.xcodeproj/project.xcworkspace"
        fileSystem.write(
            "<Workspace version=\"1.0\"><FileRef location=\"self:\"></FileRef></Workspace>",
            to: path + "/contents.xcworkspacedata")
        let workspace = try #require(XcodeWorkspaceReader(fileSystem: fileSystem).read(workspaceAt: path).value)
        #expect(workspace.isEmbedded)
        #expect(workspace.projects.map(\.path) == ["/work/App.xcodeproj"])
    }

    @Test func aMissingOrMalformedWorkspaceIsReported() {
        var fileSystem = InMemoryFileSystem()
        fileSystem.write("<Workspace><FileRef></Workspace>", to: "/w/Bad.xcworkspace/contents.xcworkspacedata")
        let reader = XcodeWorkspaceReader(fileSystem: fileSystem)
        #expect(reader.read(workspaceAt: "/w/Bad.xcworkspace").diagnostics.map(\.location.column) == [21])
        let missing = reader.read(workspaceAt: "/w/None.xcworkspace")
        #expect(missing.value == nil)
        #expect(missing.diagnostics.map(\.rule) == [SchemeDiagnostics.fileRule])
    }
}
