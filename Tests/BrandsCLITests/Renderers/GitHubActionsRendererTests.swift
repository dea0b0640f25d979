import BrandsCLI
import Support
import Testing
import XCConfig

@Suite struct GitHubActionsRendererTests {
    @Test func rendersWorkflowCommands() {
        let expected = """
            ::notice file=Clones/acme/Brand.xcconfig,line=1,col=1,title=info_rule::clone 'acme' inherits 12 settings
            ::error file=Clones/acme/Brand.xcconfig,line=3,col=5,title=missing_key::missing required key 'PRODUCT_NAME'; add it to the clone's xcconfig%0Aschema.json:10:7: note: the schema requires it here%0Anote: keys are case-sensitive
            ::warning file=Clones/zeta/Brand.xcconfig,line=2,col=1,title=unused_setting::setting 'FOO' is never read

            """
        #expect(GitHubActionsRenderer.render(SampleDiagnostics.all, relativeTo: SampleDiagnostics.root) == expected)
    }

    @Test(arguments: [
        ("100% done", "100%25 done"),
        ("a\r\nb", "a%0D%0Ab"),
        ("key: a, b", "key: a, b"),
        ("%0A", "%250A"),
    ])
    func escapesData(input: String, expected: String) {
        #expect(GitHubActionsRenderer.escapeData(input) == expected)
    }

    @Test(arguments: [
        ("dir,with:odd%name\n", "dir%2Cwith%3Aodd%25name%0A"),
        ("plain/path.xcconfig", "plain/path.xcconfig"),
    ])
    func escapesProperties(input: String, expected: String) {
        #expect(GitHubActionsRenderer.escapeProperty(input) == expected)
    }

    @Test func escapesFileNamesInProperties() {
        let diagnostic = Diagnostic(
            .error, rule: "r", "50% off:\nnow", at: SourceLocation(file: "/repo/a,b:c.xcconfig", line: 4, column: 2))
        #expect(
            GitHubActionsRenderer.render([diagnostic], relativeTo: "/repo")
                == "::error file=a%2Cb%3Ac.xcconfig,line=4,col=2,title=r::50%25 off:%0Anow\n")
    }
}
