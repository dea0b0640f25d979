import Support
import Testing
import XCConfig

/// Flattening, cycles, diamonds, read errors and depth.
@Suite struct XCConfigLoaderTests {
    static let main = "/w/Main.xcconfig"

    struct LoadCase: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: String]
        var assignments: [String]
        var diagnostics: [String]
        var testDescription: String { name }
    }

    /// The include rows of XCCONFIG.md's worked examples, plus effect order.
    static let workedExamples: [LoadCase] = [
        LoadCase(
            name: "optional missing", files: [main: "#include? \"Missing.xcconfig\""], assignments: [], diagnostics: []),
        LoadCase(
            name: "required missing", files: [main: "#include \"Missing.xcconfig\""], assignments: [],
            diagnostics: ["xcconfig_missing_include@1:1"]),
        LoadCase(
            name: "base and debug",
            files: [
                main: "#include \"base.xcconfig\"\nF = $(inherited) -DD", "/w/base.xcconfig": "F = $(inherited) -DG",
            ],
            assignments: ["F=$(inherited) -DG", "F=$(inherited) -DD"], diagnostics: []),
        LoadCase(
            name: "cycle",
            files: [
                main: "X = 1\n#include \"B.xcconfig\"\nY = 2", "/w/B.xcconfig": "#include \"Main.xcconfig\"\nZ = 3",
            ],
            assignments: ["X=1", "Z=3", "Y=2"], diagnostics: ["xcconfig_include_cycle@1:1"]),
        LoadCase(
            name: "diamond",
            files: [
                main: "#include \"a.xcconfig\"\n#include \"b.xcconfig\"", "/w/a.xcconfig": "#include \"c.xcconfig\"",
                "/w/b.xcconfig": "#include \"c.xcconfig\"", "/w/c.xcconfig": "L = $(inherited) c",
            ], assignments: ["L=$(inherited) c", "L=$(inherited) c"], diagnostics: []),
        LoadCase(
            name: "effect order",
            files: [main: "A = 1\n#include \"x.xcconfig\"\nC = 3", "/w/x.xcconfig": "B = 2\nB[sdk=*] = 4"],
            assignments: ["A=1", "B=2", "B[sdk=*]=4", "C=3"], diagnostics: []),
        LoadCase(
            name: "self include", files: [main: "A = 1\n#include \"Main.xcconfig\"\nB = 2"],
            assignments: ["A=1", "B=2"],
            diagnostics: ["xcconfig_include_cycle@2:1"]),
        LoadCase(
            name: "parse errors of included file kept",
            files: [main: "#include \"x.xcconfig\"\n!", "/w/x.xcconfig": "A = 1\n?"], assignments: ["A=1"],
            diagnostics: ["xcconfig_syntax@2:1", "xcconfig_syntax@2:1"]),
        LoadCase(
            name: "include of a folder", files: [main: "A = 1\n#include \"Dir\"\nB = 2", "/w/Dir/x": ""],
            assignments: ["A=1", "B=2"], diagnostics: ["xcconfig_unreadable@2:1"]),
    ]

    @Test(arguments: workedExamples) func workedExample(_ testCase: LoadCase) {
        let loaded = load(testCase.files)
        #expect(loaded.assignments.map(\.summary) == testCase.assignments)
        #expect(loaded.diagnostics.map(\.summary) == testCase.diagnostics)
    }

    @Test func missingIncludeIsAnError() {
        let loaded = load([Self.main: "#include \"Missing.xcconfig\""])
        #expect(loaded.diagnostics.first?.severity == .error)
        #expect(loaded.diagnostics.first?.message == "could not find included file 'Missing.xcconfig'")
    }

    @Test func cycleWarningNamesTheChain() {
        let loaded = load([
            Self.main: "#include \"B.xcconfig\"", "/w/B.xcconfig": "#include \"C.xcconfig\"",
            "/w/C.xcconfig": "#include \"B.xcconfig\"",
        ])
        let expected = XCConfigLoadDiagnostics.includeCycle(
            "B.xcconfig", chain: ["B.xcconfig", "C.xcconfig", "B.xcconfig"], at: .start(of: "/w/C.xcconfig"))
        #expect(loaded.diagnostics == [expected])
        #expect(expected.severity == .warning)
    }

    @Test func symbolicLinkToAnIncluderIsACycle() {
        let loaded = load([
            Self.main: "A = 1\n#include \"Sub/Inner.xcconfig\"",
            "/w/Sub/Inner.xcconfig": "#include \"alias.xcconfig\"\nB = 2",
        ]) {
            $0.createSymbolicLink("/w/Sub/alias.xcconfig", to: "../Main.xcconfig")
        }
        #expect(loaded.assignments.map(\.summary) == ["A=1", "B=2"])
        #expect(loaded.diagnostics.map(\.summary) == ["xcconfig_include_cycle@1:1"])
        #expect(loaded.diagnostics.first?.location.file == "/w/Sub/Inner.xcconfig")
    }

    @Test func diamondListsFilesAndEdgesOnceAndReadsEachFileOnce() {
        let files = [
            Self.main: "#include \"a.xcconfig\"\n#include \"b.xcconfig\"",
            "/w/a.xcconfig": "#include \"c.xcconfig\"", "/w/b.xcconfig": "#include \"c.xcconfig\"",
            "/w/c.xcconfig": "L = c\n!",
        ]
        let fileSystem = CountingFileSystem(InMemoryFileSystem(files: files))
        let loaded = XCConfigLoader(fileSystem: fileSystem, sourceRoot: "/w").load(path: Self.main)
        #expect(loaded.files == [Self.main, "/w/a.xcconfig", "/w/c.xcconfig", "/w/b.xcconfig"])
        #expect(
            loaded.includes == [
                IncludeEdge(file: Self.main, location: .start(of: Self.main), resolvedPath: "/w/a.xcconfig"),
                IncludeEdge(
                    file: "/w/a.xcconfig", location: .start(of: "/w/a.xcconfig"), resolvedPath: "/w/c.xcconfig"),
                IncludeEdge(
                    file: Self.main, location: SourceLocation(file: Self.main, line: 2, column: 1),
                    resolvedPath: "/w/b.xcconfig"),
                IncludeEdge(
                    file: "/w/b.xcconfig", location: .start(of: "/w/b.xcconfig"), resolvedPath: "/w/c.xcconfig"),
            ])
        #expect(loaded.assignments.map(\.summary) == ["L=c", "L=c"])
        #expect(loaded.diagnostics.map(\.summary) == ["xcconfig_syntax@2:1"])
        #expect(fileSystem.reads.values.allSatisfy { $0 == 1 })
        #expect(fileSystem.reads.count == 4)
    }

    @Test func unreadableInclude() {
        let loaded = load([Self.main: "A = 1\n#include \"Secret.xcconfig\""]) {
            $0.createUnreadableFile("/w/Secret.xcconfig")
        }
        let expected = XCConfigLoadDiagnostics.unreadableInclude(
            "Secret.xcconfig", reason: FileSystemError(path: "/w/Secret.xcconfig", reason: .permissionDenied),
            at: SourceLocation(file: Self.main, line: 2, column: 1))
        #expect(loaded.diagnostics == [expected])
        #expect(loaded.assignments.map(\.summary) == ["A=1"])
        #expect(loaded.files == [Self.main])
    }

    /// An optional include that finds no file says nothing, but is kept with where it is written, once however often
    /// the chain reaches it; one that finds its file, or a required one that finds none, is not kept there.
    @Test func optionalIncludesThatFindNoFileAreKeptWithTheirPlace() {
        let loaded = load([
            Self.main: "#include? \"Local.xcconfig\"\n#include \"Shared.xcconfig\"\n#include \"Shared.xcconfig\"\n"
                + "#include? \"Found.xcconfig\"\n#include \"Gone.xcconfig\"",
            "/w/Shared.xcconfig": "#include? \"Other.xcconfig\"\nS = 1",
            "/w/Found.xcconfig": "F = 1",
        ])
        #expect(
            loaded.optionalIncludesNotFound == [
                SourceLocation(file: Self.main, line: 1, column: 1),
                SourceLocation(file: "/w/Shared.xcconfig", line: 1, column: 1),
            ])
        #expect(loaded.diagnostics.map(\.summary) == ["xcconfig_missing_include@5:1"])
    }

    @Test func optionalIncludeOfUnreadableFileIsStillAnError() {
        let loaded = load([Self.main: "#include? \"Secret.xcconfig\""]) {
            $0.createUnreadableFile("/w/Secret.xcconfig")
        }
        #expect(loaded.diagnostics.map(\.summary) == ["xcconfig_unreadable@1:1"])
    }

    @Test(arguments: ["/w/Missing.xcconfig", "/w"])
    func unreadableTopFile(_ path: String) {
        let loaded = load(["/w/Other.xcconfig": "A = 1"], top: path)
        #expect(loaded.diagnostics.map(\.summary) == ["xcconfig_unreadable@1:1"])
        #expect(loaded.diagnostics.first?.location.file == path)
        #expect(loaded.assignments.isEmpty)
        #expect(loaded.files.isEmpty)
    }

    @Test func thousandNestedIncludes() {
        var files: [String: String] = [:]
        for level in 0..<1_000 {
            files["/w/f\(level).xcconfig"] = "V_\(level) = \(level)\n#include \"f\(level + 1).xcconfig\""
        }
        files["/w/f1000.xcconfig"] = "#include \"f0.xcconfig\""
        let loaded = load(files, top: "/w/f0.xcconfig")
        #expect(loaded.assignments.count == 1_000)
        #expect(loaded.assignments.last?.summary == "V_999=999")
        #expect(loaded.files.count == 1_001)
        #expect(loaded.diagnostics.map(\.summary) == ["xcconfig_include_cycle@1:1"])
    }

    @Test func includesMultipliedByDiamondsStopAtTheLimit() {
        var files: [String: String] = [:]
        for level in 0..<20 {
            files["/w/f\(level).xcconfig"] = "#include \"f\(level + 1).xcconfig\"\n#include \"f\(level + 1).xcconfig\""
        }
        files["/w/f20.xcconfig"] = "X = 1"
        let fileSystem = InMemoryFileSystem(files: files)
        var loader = XCConfigLoader(fileSystem: fileSystem, sourceRoot: "/w")
        loader.maximumIncludeCount = 100
        let loaded = loader.load(path: "/w/f0.xcconfig")
        #expect(loaded.diagnostics.map(\.rule) == [XCConfigLoadDiagnostics.includeLimitRule])
        #expect(loaded.assignments.count < 100)
        #expect(loaded.assignments.count > 0)
    }
}
