import Documents
import Support
import Testing
import XCConfig
import XcodeProject

/// Damaged projects: every problem is a located diagnostic under a project rule, and the rest is still read.
@Suite struct DamagedProjectTests {
    typealias Diagnostics = XcodeProjectDiagnostics
    static let forms = PBXProjFixture.Form.allCases
    static let file = PBXProjFixture.file

    /// The line of `field`'s value in object `id`.
    static func valueLine(_ field: String, in id: String, of fixture: PBXProjFixture, form: PBXProjFixture.Form) -> Int
    {
        let line = fixture.line(ofField: field, in: id, form: form)
        return form == .xml ? line + 1 : line
    }

    @Test(arguments: forms)
    func aDuplicateIDIsReportedOnceAndTheFirstDefinitionKept(form: PBXProjFixture.Form) throws {
        var fixture = ProjectFixtures.brandTargets
        fixture.add("APP_SWIFT", "PBXFileReference", [("path", "Other.swift"), ("sourceTree", "<group>")])
        let parsed = fixture.read(form)
        let lines = fixture.render(form).split(separator: "\n", omittingEmptySubsequences: false)
        let needle = form == .ascii ? "\t\tAPP_SWIFT = {" : "\t\t<key>APP_SWIFT</key>"
        let occurrences = lines.indices.filter { lines[$0] == needle }.map { $0 + 1 }
        #expect(occurrences.count == 2)
        #expect(parsed.diagnostics.map(\.rule) == [Diagnostics.duplicateIDRule])
        #expect(parsed.diagnostics.first?.location.line == occurrences.last)
        #expect(parsed.diagnostics.first?.notes.first?.location?.line == occurrences.first)
        #expect(parsed.value?.references["APP_SWIFT"]?.path == "App.swift")
    }

    @Test(arguments: forms)
    func aDuplicateFieldSurfacesUnderAProjectRule(form: PBXProjFixture.Form) throws {
        var fixture = ProjectFixtures.brandTargets
        fixture.update("APP_SWIFT", [("path", "Other.swift")])
        let parsed = fixture.read(form)
        #expect(parsed.diagnostics.map(\.rule) == [Diagnostics.fieldRule])
        #expect(parsed.value?.references["APP_SWIFT"]?.path == "App.swift")
    }

    /// A build file left behind by a deleted file ("(null) in Sources") is inert in Xcode: a warning, and the phase
    /// keeps an entry that names nothing.
    @Test(arguments: forms)
    func aBuildFileNamingNothingIsAWarning(form: PBXProjFixture.Form) throws {
        var fixture = ProjectFixtures.brandTargets
        fixture.remove(field: "fileRef", from: "NWD_SOURCES_APP_SWIFT")
        let parsed = fixture.read(form)
        let expected = Diagnostics.emptyBuildFile(
            id: "NWD_SOURCES_APP_SWIFT",
            at: SourceLocation(
                file: Self.file, line: fixture.line(ofObject: "NWD_SOURCES_APP_SWIFT", in: form), column: 0))
        #expect(parsed.diagnostics.map(\.message) == [expected.message])
        #expect(parsed.diagnostics.map(\.rule) == [Diagnostics.emptyBuildFileRule])
        #expect(parsed.diagnostics.map(\.severity) == [.warning])
        #expect(parsed.diagnostics.map(\.location.line) == [expected.location.line])
        #expect(expected.message.contains("'(null)'"))
        let target = try #require(parsed.value?.targets.first { $0.name == "NWD" })
        let sources = try #require(target.buildPhases.first { $0.id == "NWD_SOURCES" })
        #expect(sources.files.map(\.fileReferenceID) == [nil])
        // SBT's sources still build App.swift.
        let other = try #require(parsed.value?.targets.first { $0.name == "SBT" })
        #expect(other.buildPhases.first { $0.id == "SBT_SOURCES" }?.files.map(\.fileReferenceID) == ["APP_SWIFT"])
    }

    @Test(arguments: forms)
    func anUnknownISAIsAWarningAndEverythingElseIsRead(form: PBXProjFixture.Form) throws {
        var fixture = ProjectFixtures.brandTargets
        fixture.add("FUTURE", "PBXFutureThing", [("name", "x")])
        let parsed = fixture.read(form)
        let expected = Diagnostics.unknownISA(
            "PBXFutureThing", id: "FUTURE",
            at: SourceLocation(
                file: Self.file, line: Self.valueLine("isa", in: "FUTURE", of: fixture, form: form), column: 0))
        #expect(parsed.diagnostics.map(\.message) == [expected.message])
        #expect(parsed.diagnostics.map(\.severity) == [.warning])
        #expect(parsed.diagnostics.map(\.location.line) == [expected.location.line])
        #expect(parsed.value?.targets.count == 3)
    }

    @Test(arguments: forms)
    func danglingReferencesAreReportedWhereTheyAreWritten(form: PBXProjFixture.Form) throws {
        var fixture = ProjectFixtures.brandTargets
        fixture.remove(objects: ["SBT_LIST", "CATALOG"])
        let parsed = fixture.read(form)
        let project = try #require(parsed.value)
        let messages = parsed.diagnostics.map(\.message)
        #expect(
            messages.contains(
                Diagnostics.danglingReference(
                    "SBT_LIST", field: "buildConfigurationList", in: "PBXNativeTarget", at: .start(of: "")
                ).message))
        // A group's child that is gone is only a warning: Xcode leaves it out (nightscout/Trio's `AlertEntry.swift`).
        let groupChild = try #require(parsed.diagnostics.first { $0.message.contains("'children'") })
        #expect(groupChild == Diagnostics.staleGroupChild("CATALOG", in: "PBXGroup", at: groupChild.location))
        #expect(groupChild.severity == .warning && groupChild.rule == Diagnostics.staleGroupChildRule)
        #expect(
            messages.contains(
                Diagnostics.danglingReference("CATALOG", field: "fileRef", in: "PBXBuildFile", at: .start(of: ""))
                    .message))
        #expect(
            parsed.diagnostics.filter { $0 != groupChild }.allSatisfy {
                $0.rule == Diagnostics.referenceRule && $0.severity == .error
            })
        let listLine = Self.valueLine("buildConfigurationList", in: "SBT", of: fixture, form: form)
        #expect(parsed.diagnostics.contains { $0.message.contains("SBT_LIST") && $0.location.line == listLine })
        #expect(project.target(named: "SBT")?.configurationList == nil)
        #expect(project.targets.count == 3)
    }

    @Test(arguments: forms)
    func aReferenceToTheWrongKindOfObjectIsReported(form: PBXProjFixture.Form) throws {
        var fixture = ProjectFixtures.brandTargets
        fixture.replace(field: "targets", of: "PROJECT", with: ["NWD", "CATALOG"])
        let parsed = fixture.read(form)
        #expect(parsed.diagnostics.map(\.rule) == [Diagnostics.referenceRule])
        #expect(parsed.diagnostics.first?.message.contains("a PBXFileReference") == true)
        #expect(parsed.value?.targets.map(\.name) == ["NWD"])
    }

    @Test(arguments: forms)
    func missingRequiredFieldsAndWrongTypesAreReported(form: PBXProjFixture.Form) throws {
        var fixture = ProjectFixtures.brandTargets
        fixture.remove(field: "name", from: "WIDGET")
        fixture.replace(field: "buildSettings", of: "NWD_DEBUG", with: "not a dictionary")
        let parsed = fixture.read(form)
        let expected = [
            Diagnostics.missingField("name", in: "PBXNativeTarget", id: "WIDGET", at: .start(of: "")).message,
            "'buildSettings' of XCBuildConfiguration must be a dictionary, not a string",
        ]
        #expect(Set(parsed.diagnostics.map(\.message)) == Set(expected))
        #expect(parsed.diagnostics.allSatisfy { $0.rule == Diagnostics.fieldRule })
        #expect(parsed.value?.targets.map(\.name) == ["NWD", "SBT"])
    }

    @Test(arguments: forms)
    func aGroupCycleIsReportedAndCut(form: PBXProjFixture.Form) throws {
        var fixture = ProjectFixtures.brandTargets
        fixture.addGroup("LOOP_A", path: "A", children: ["LOOP_B"])
        fixture.addGroup("LOOP_B", path: "B", children: ["LOOP_A", "LOOPED_FILE"])
        fixture.addFile("LOOPED_FILE", path: "f.txt")
        let parsed = fixture.read(form)
        #expect(parsed.diagnostics.map(\.rule) == [Diagnostics.referenceRule])
        #expect(parsed.diagnostics.first?.message.hasPrefix("group 'LOOP_") == true)
        #expect(parsed.value?.references["LOOPED_FILE"]?.resolvedPath.absolutePath?.hasSuffix("/f.txt") == true)
    }

    @Test(arguments: [
        ("(a, b)", "the file holds no dictionary at its top level; this is not an Xcode project file"),
        ("{ rootObject = X; }", "the file has no 'objects' table; this is not an Xcode project file"),
        ("{ objects = {}; }", "the file has no 'rootObject'; this is not an Xcode project file"),
        (
            "{ objects = (); rootObject = X; }",
            "'objects' must be a dictionary of objects by id; this is not an Xcode project file"
        ),
    ])
    func aMalformedTopLevelIsReported(text: String, message: String) throws {
        let parsed = XcodeProjectReader.model(fromProjectFile: Array(text.utf8), projectPath: "/w/A.xcodeproj")
        #expect(parsed.value == nil)
        #expect(parsed.diagnostics.map(\.message) == [message])
    }

    @Test func aMissingProjectFileIsReported() {
        let parsed = XcodeProjectReader(fileSystem: InMemoryFileSystem()).read(projectAt: "/w/A.xcodeproj")
        #expect(parsed.value == nil)
        #expect(parsed.diagnostics.map(\.rule) == [Diagnostics.syntaxRule])
        #expect(parsed.diagnostics.first?.location == .start(of: "/w/A.xcodeproj/project.pbxproj"))
    }

    /// A problem in one item of a list setting points at that item, not past the end of the line of its `(` (found
    /// by Fuzz/XcodeProject).
    @Test(arguments: forms)
    func aProblemInAListItemPointsAtTheItem(form: PBXProjFixture.Form) throws {
        var fixture = ProjectFixtures.brandTargets
        fixture.remove(field: "buildSettings", from: "PROJECT_DEBUG")
        fixture.update("PROJECT_DEBUG", [("buildSettings", .dictionary([("OTHER_LDFLAGS", ["-ObjC", "$(UNCLOSED"])]))])
        let project = try #require(fixture.read(form).value)
        let debug = try #require(project.configurationList?.configuration(named: "Debug"))
        let level = SettingsLevel(kind: .projectSettings, label: "project", assignments: debug.assignments)
        let diagnostics = SettingsEvaluator(levels: [level], parameters: ConditionParameters()).resolve().diagnostics
        let lines = fixture.render(form).split(separator: "\n", omittingEmptySubsequences: false)
        let itemLine = try #require(lines.firstIndex { $0.contains("$(UNCLOSED") }) + 1
        #expect(diagnostics.map(\.rule) == [EvaluationDiagnostics.unterminatedReferenceRule])
        #expect(diagnostics.first?.location.file == Self.file)
        #expect(diagnostics.first?.location.line == itemLine)
    }
}
