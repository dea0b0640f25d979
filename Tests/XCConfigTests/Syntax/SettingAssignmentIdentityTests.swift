import Support
import Testing
import XCConfig

@Suite struct SettingAssignmentIdentityTests {
    @Test func copiesShareAnIdentityAndEqualAssignmentsMadeApartDoNot() {
        let location = SourceLocation(file: "Base.xcconfig", line: 3, column: 1)
        let assignment = SettingAssignment(name: "SDKROOT", value: "iphoneos", location: location)
        let copy = assignment
        let apart = SettingAssignment(name: "SDKROOT", value: "iphoneos", location: location)
        #expect(copy.identity == assignment.identity)
        #expect(apart == assignment)
        #expect(apart.identity != assignment.identity)
        var changed = assignment
        changed.value = "macosx"
        #expect(changed.identity != assignment.identity)
        #expect(assignment.value == "iphoneos")
    }

    /// The shared file's assignments, held by every clone's chain, are the same objects: what rules skip by identity.
    @Test func anIncludedFileIsReadIntoTheSameAssignments() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "/w/Base.xcconfig": "SDKROOT = iphoneos\n",
            "/w/A.xcconfig": "#include \"Base.xcconfig\"\nX = a\n",
            "/w/B.xcconfig": "#include \"Base.xcconfig\"\nX = b\n",
        ])
        var cache = XCConfigFileCache()
        let loader = XCConfigLoader(fileSystem: fileSystem, sourceRoot: "/w")
        let first = loader.load(path: "/w/A.xcconfig", cache: &cache).assignments
        let second = loader.load(path: "/w/B.xcconfig", cache: &cache).assignments
        #expect(first.map(\.name) == ["SDKROOT", "X"])
        #expect(first[0].identity == second[0].identity)
        #expect(first[1].identity != second[1].identity)
    }
}
