import Support
import Testing
import XCConfig

/// A missing `#include` suggests the closest file that exists in the folders searched.
@Suite struct XCConfigLoaderSuggestionTests {
    struct SuggestionCase: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: String]
        var top = "/w/Main.xcconfig"
        var include: String
        var suggestion: String?
        var testDescription: String { name }
    }

    static let cases: [SuggestionCase] = [
        SuggestionCase(
            name: "typo in the includer's folder", files: ["/w/Base.xcconfig": ""], include: "Bse.xcconfig",
            suggestion: "Base.xcconfig"),
        SuggestionCase(
            name: "written without extension", files: ["/w/Base.xcconfig": ""], include: "Bse", suggestion: "Base"),
        SuggestionCase(
            name: "case and a letter differ", files: ["/w/Base.xcconfig": ""], include: "bse.xcconfig",
            suggestion: "Base.xcconfig"),
        SuggestionCase(
            name: "in a subfolder", files: ["/w/Shared/Common.xcconfig": ""], include: "Shared/Comon.xcconfig",
            suggestion: "Shared/Common.xcconfig"),
        SuggestionCase(
            name: "found through the source root", files: ["/w/App/Main.xcconfig": "", "/w/Signing.xcconfig": ""],
            top: "/w/App/Main.xcconfig", include: "Signin.xcconfig", suggestion: "Signing.xcconfig"),
        SuggestionCase(
            name: "folders are not suggested", files: ["/w/Base/x.xcconfig": ""], include: "Bse", suggestion: nil),
        SuggestionCase(
            name: "nothing close", files: ["/w/Other.xcconfig": ""], include: "Base.xcconfig", suggestion: nil),
    ]

    @Test(arguments: cases) func missingIncludeSuggests(_ testCase: SuggestionCase) {
        var files = testCase.files
        files[testCase.top] = "#include \"\(testCase.include)\""
        let loaded = load(files, top: testCase.top)
        #expect(loaded.diagnostics.count == 1)
        let message = loaded.diagnostics.first?.message ?? ""
        #expect(message.hasPrefix("could not find included file '\(testCase.include)'"))
        if let suggestion = testCase.suggestion {
            #expect(message.hasSuffix("; did you mean '\(suggestion)'?"))
        } else {
            #expect(!message.contains("did you mean"))
        }
    }

    @Test func messageNamesTheSuggestion() {
        let diagnostic = XCConfigLoadDiagnostics.missingInclude(
            "Bse.xcconfig", searched: ["."], triedExtension: false, suggestion: "Base.xcconfig",
            at: .start(of: "/w/Main.xcconfig"))
        #expect(diagnostic.message == "could not find included file 'Bse.xcconfig'; did you mean 'Base.xcconfig'?")
    }
}
