import Support
import Testing
import XCConfig

/// Where relative, extension-less, absolute and `<DEVELOPER_DIR>` include paths are found.
@Suite struct XCConfigLoaderSearchTests {
    struct SearchCase: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: String]
        var top: String
        /// The value of `X` after loading: which candidate won.
        var expected: String
        var testDescription: String { name }
    }

    static let cases: [SearchCase] = [
        SearchCase(
            name: "includer folder before source root",
            files: [
                "/w/Configs/App.xcconfig": "#include \"Shared.xcconfig\"",
                "/w/Configs/Shared.xcconfig": "X = configs", "/w/Shared.xcconfig": "X = root",
            ], top: "/w/Configs/App.xcconfig", expected: "configs"),
        SearchCase(
            name: "source root fallback",
            files: [
                "/w/App/Main.xcconfig": "#include \"Shared/Base.xcconfig\"", "/w/Shared/Base.xcconfig": "X = root",
            ],
            top: "/w/App/Main.xcconfig", expected: "root"),
        SearchCase(
            name: "ancestor includer folder",
            files: [
                "/w/App/Main.xcconfig": "#include \"../Common/Mid.xcconfig\"",
                "/w/Common/Mid.xcconfig": "#include \"Leaf.xcconfig\"", "/w/App/Leaf.xcconfig": "X = app",
                "/w/Leaf.xcconfig": "X = root",
            ], top: "/w/App/Main.xcconfig", expected: "app"),
        SearchCase(
            name: "own folder before ancestor folder",
            files: [
                "/w/App/Main.xcconfig": "#include \"../Common/Mid.xcconfig\"",
                "/w/Common/Mid.xcconfig": "#include \"Leaf.xcconfig\"", "/w/App/Leaf.xcconfig": "X = app",
                "/w/Common/Leaf.xcconfig": "X = common",
            ], top: "/w/App/Main.xcconfig", expected: "common"),
        SearchCase(
            name: "extension added",
            files: ["/w/Main.xcconfig": "#include \"Base\"", "/w/Base.xcconfig": "X = added"],
            top: "/w/Main.xcconfig", expected: "added"),
        SearchCase(
            name: "exact name before added extension",
            files: ["/w/Main.xcconfig": "#include \"Base\"", "/w/Base": "X = exact", "/w/Base.xcconfig": "X = added"],
            top: "/w/Main.xcconfig", expected: "exact"),
        SearchCase(
            name: "added extension in includer folder before exact name in source root",
            files: [
                "/w/A/Main.xcconfig": "#include \"Base\"", "/w/A/Base.xcconfig": "X = near", "/w/Base": "X = root",
            ], top: "/w/A/Main.xcconfig", expected: "near"),
        SearchCase(
            name: "absolute path",
            files: ["/w/Main.xcconfig": "#include \"/other/B.xcconfig\"", "/other/B.xcconfig": "X = absolute"],
            top: "/w/Main.xcconfig", expected: "absolute"),
        SearchCase(
            name: "absolute path with extension added",
            files: ["/w/Main.xcconfig": "#include \"/other/B\"", "/other/B.xcconfig": "X = absolute"],
            top: "/w/Main.xcconfig", expected: "absolute"),
        SearchCase(
            name: "dot segments",
            files: ["/w/A/Main.xcconfig": "#include \"./../B/./C.xcconfig\"", "/w/B/C.xcconfig": "X = folded"],
            top: "/w/A/Main.xcconfig", expected: "folded"),
    ]

    @Test(arguments: cases) func search(_ testCase: SearchCase) {
        let loaded = load(testCase.files, top: testCase.top)
        #expect(loaded.assignments.map(\.value) == [testCase.expected])
        #expect(loaded.diagnostics.isEmpty)
    }

    @Test func extensionIsNotAddedToAPathThatHasOne() {
        let loaded = load(["/w/Main.xcconfig": "#include \"Base.debug\"", "/w/Base.debug.xcconfig": "X = 1"])
        let expected = XCConfigLoadDiagnostics.missingInclude(
            "Base.debug", searched: ["."], triedExtension: false, at: .start(of: "/w/Main.xcconfig"))
        #expect(loaded.diagnostics == [expected])
        #expect(loaded.assignments.isEmpty)
    }

    @Test func developerDirectoryIsSubstituted() {
        let loaded = load(
            [
                "/w/Main.xcconfig": "#include \"<DEVELOPER_DIR>/Makefiles/Base.xcconfig\"",
                "/Xcode/Developer/Makefiles/Base.xcconfig": "X = developer",
            ], developerDirectory: "/Xcode/Developer")
        #expect(loaded.assignments.map(\.value) == ["developer"])
        #expect(loaded.files == ["/w/Main.xcconfig", "/Xcode/Developer/Makefiles/Base.xcconfig"])
        #expect(loaded.diagnostics.isEmpty)
    }

    @Test func developerDirectoryOnlyAtTheStart() {
        let loaded = load(
            ["/w/Main.xcconfig": "#include \"a/<DEVELOPER_DIR>\"", "/w/a/<DEVELOPER_DIR>": "X = literal"],
            developerDirectory: "/Xcode")
        #expect(loaded.assignments.map(\.value) == ["literal"])
    }

    @Test func developerDirectoryUnknown() {
        let path = "<DEVELOPER_DIR>/B.xcconfig"
        let loaded = load(["/w/Main.xcconfig": "#include \"\(path)\"\n#include? \"\(path)\"", "/B.xcconfig": "X = 1"])
        #expect(
            loaded.diagnostics == [
                XCConfigLoadDiagnostics.missingDeveloperDirectory(path, at: .start(of: "/w/Main.xcconfig"))
            ])
        #expect(loaded.assignments.isEmpty)
    }

    @Test func missingIncludeListsTheSearchedFolders() {
        let loaded = load(
            [
                "/w/App/Main.xcconfig": "A = 1\n#include \"../Common/Mid.xcconfig\"",
                "/w/Common/Mid.xcconfig": "\n\n  #include \"Missing\" // gone\nB = 2",
            ], top: "/w/App/Main.xcconfig")
        let expected = XCConfigLoadDiagnostics.missingInclude(
            "Missing", searched: ["Common", "App", "."], triedExtension: true,
            at: SourceLocation(file: "/w/Common/Mid.xcconfig", line: 3, column: 3))
        #expect(loaded.diagnostics == [expected])
        #expect(expected.message == "could not find included file 'Missing'")
        #expect(expected.notes.first?.message.contains("'Common', 'App', '.'") == true)
        #expect(loaded.assignments.map(\.summary) == ["A=1", "B=2"])
    }

    @Test func noSourceRoot() {
        let loaded = load(
            ["/w/A/Main.xcconfig": "#include \"B.xcconfig\"", "/w/B.xcconfig": "X = 1"], top: "/w/A/Main.xcconfig",
            sourceRoot: nil)
        #expect(loaded.diagnostics.map(\.summary) == ["xcconfig_missing_include@1:1"])
    }

    @Test func probedPathsListEveryCandidateTriedBeforeTheOneFound() {
        let loaded = load(
            [
                "/w/App/Main.xcconfig": "#include \"Shared\"\n#include? \"Local.xcconfig\"",
                "/w/Shared.xcconfig": "X = 1",
            ], top: "/w/App/Main.xcconfig")
        #expect(loaded.assignments.map(\.value) == ["1"])
        #expect(
            loaded.probedPaths == [
                "/w/App/Shared", "/w/App/Shared.xcconfig", "/w/Shared", "/w/App/Local.xcconfig", "/w/Local.xcconfig",
            ])
    }

    @Test func aMissingIncludeIsProbedNotRead() {
        let loaded = load(["/w/Main.xcconfig": "#include \"Gone.xcconfig\""])
        #expect(loaded.files == ["/w/Main.xcconfig"])
        #expect(loaded.probedPaths == ["/w/Gone.xcconfig"])
    }
}
