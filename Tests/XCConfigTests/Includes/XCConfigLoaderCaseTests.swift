import Support
import Testing
import XCConfig

/// An include whose path differs in case from the file on disk is found as macOS's default (case-insensitive) file
/// system finds it, with a warning, whether brands runs on a case-sensitive file system or not.
@Suite struct XCConfigLoaderCaseTests {
    struct CaseCase: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: String]
        var top = "/w/Main.xcconfig"
        var include: String
        /// The value of `X` after loading, `nil` when the include finds nothing.
        var value: String?
        /// The include path as the warning says to write it.
        var spelled: String?
        /// Whether a case-insensitive file system can hold `files` (not two names differing only in case).
        var caseInsensitiveCanHoldThem = true
        var testDescription: String { name }
    }

    static let cases: [CaseCase] = [
        CaseCase(
            name: "file name in a parent folder", files: ["/w/Common.xcconfig": "X = common"],
            top: "/w/Project/Shared.xcconfig", include: "../common.xcconfig", value: "common",
            spelled: "../Common.xcconfig"),
        CaseCase(
            name: "folder name", files: ["/w/Shared/Base.xcconfig": "X = base"], include: "shared/Base.xcconfig",
            value: "base", spelled: "Shared/Base.xcconfig"),
        CaseCase(
            name: "written without extension", files: ["/w/Base.xcconfig": "X = base"], include: "base",
            value: "base", spelled: "Base"),
        CaseCase(
            name: "through the source root", files: ["/w/Signing.xcconfig": "X = root"], top: "/w/App/Main.xcconfig",
            include: "SIGNING.xcconfig", value: "root", spelled: "Signing.xcconfig"),
        CaseCase(
            name: "the nearer folder's match before the source root's exact name",
            files: ["/w/App/Leaf.xcconfig": "X = app", "/w/leaf.xcconfig": "X = root"], top: "/w/App/Main.xcconfig",
            include: "leaf.xcconfig", value: "app", spelled: "Leaf.xcconfig"),
        CaseCase(
            name: "exact name wins", files: ["/w/Base.xcconfig": "X = upper", "/w/base.xcconfig": "X = lower"],
            include: "base.xcconfig", value: "lower", spelled: nil, caseInsensitiveCanHoldThem: false),
        CaseCase(
            name: "two names differing only in case is no match",
            files: ["/w/Base.xcconfig": "X = upper", "/w/base.xcconfig": "X = lower"], include: "BASE.xcconfig",
            value: nil, spelled: nil, caseInsensitiveCanHoldThem: false),
        CaseCase(
            name: "a folder is not an included file", files: ["/w/Base/x.xcconfig": ""], include: "base",
            value: nil, spelled: nil),
    ]

    @Test(arguments: cases) func includeIsFoundIgnoringCaseWithAWarning(_ testCase: CaseCase) {
        var files = testCase.files
        files[testCase.top] = "#include \"\(testCase.include)\""
        let fileSystems =
            [Self.caseSensitive(files)] + (testCase.caseInsensitiveCanHoldThem ? [Self.caseInsensitive(files)] : [])
        for fileSystem in fileSystems {
            let loaded = XCConfigLoader(fileSystem: fileSystem, sourceRoot: "/w").load(path: testCase.top)
            #expect(loaded.assignments.last?.value == testCase.value)
            let location = SourceLocation(file: testCase.top, line: 1, column: 1)
            if let spelled = testCase.spelled {
                #expect(
                    loaded.diagnostics == [
                        XCConfigLoadDiagnostics.includeCase(testCase.include, spelled: spelled, at: location)
                    ])
            } else if testCase.value == nil {
                // Not found, or (on a case-insensitive file system) found as a folder that cannot be read.
                #expect(loaded.diagnostics.count == 1)
                #expect(loaded.diagnostics.allSatisfy { $0.severity == .error })
            } else {
                #expect(loaded.diagnostics.isEmpty)
            }
        }
    }

    @Test func aFolderMatchingIgnoringCaseIsNotFoundOnACaseSensitiveFileSystem() {
        let loaded = load(["/w/Main.xcconfig": "#include \"base\"", "/w/Base/x.xcconfig": ""])
        #expect(loaded.diagnostics.map(\.rule) == [XCConfigLoadDiagnostics.missingIncludeRule])
    }

    @Test func includedFileIsListedAsSpeltOnDisk() {
        let loaded = load(
            ["/w/Project/Shared.xcconfig": "#include \"../common.xcconfig\"", "/w/Common.xcconfig": "X = 1"],
            top: "/w/Project/Shared.xcconfig")
        #expect(loaded.files == ["/w/Project/Shared.xcconfig", "/w/Common.xcconfig"])
        #expect(loaded.includes.map(\.resolvedPath) == ["/w/Common.xcconfig"])
    }

    @Test func optionalIncludeIsFoundToo() {
        let loaded = load(["/w/Main.xcconfig": "#include? \"local\"", "/w/Local.xcconfig": "X = 1"])
        #expect(loaded.assignments.map(\.value) == ["1"])
        #expect(loaded.diagnostics.map(\.rule) == [XCConfigLoadDiagnostics.includeCaseRule])
    }

    @Test func messageSaysWhereItIsFoundAndWhatToWrite() {
        let diagnostic = XCConfigLoadDiagnostics.includeCase(
            "../common.xcconfig", spelled: "../Common.xcconfig", at: .start(of: "/w/Main.xcconfig"))
        #expect(diagnostic.severity == .warning)
        #expect(
            diagnostic.message
                == "'#include \"../common.xcconfig\"' finds '../Common.xcconfig' only on a case-insensitive file system "
                + "(macOS's default); write '../Common.xcconfig'")
    }

    static func caseSensitive(_ files: [String: String]) -> any FileSystem { InMemoryFileSystem(files: files) }

    static func caseInsensitive(_ files: [String: String]) -> any FileSystem {
        CaseInsensitiveFileSystem(base: InMemoryFileSystem(files: files))
    }
}

/// A file system that finds paths whatever their case, as macOS's default one does, and lists names as created.
private struct CaseInsensitiveFileSystem: FileSystem {
    let base: InMemoryFileSystem

    /// `path` with each component spelt as the listing has it, when one entry matches ignoring case.
    private func onDisk(_ path: String) -> String {
        var resolved = "/"
        for component in path.split(separator: "/") {
            let entries = (try? base.entries(of: resolved)) ?? []
            let match = entries.first { $0 == component } ?? entries.first { $0.lowercased() == component.lowercased() }
            resolved = Path.join(resolved, match ?? String(component))
        }
        return resolved
    }

    func contents(of path: String) throws(FileSystemError) -> [UInt8] { try base.contents(of: onDisk(path)) }
    func kind(of path: String) -> FileKind? { base.kind(of: onDisk(path)) }
    func entries(of path: String) throws(FileSystemError) -> [String] { try base.entries(of: onDisk(path)) }
    func canonicalPath(of path: String) -> String { base.canonicalPath(of: onDisk(path)) }
    func isSymbolicLink(_ path: String) -> Bool { base.isSymbolicLink(onDisk(path)) }
}
