import BrandKit
import Support
import Testing

/// A validation of some clones that also reports what each of them alone gives (a brand sheet's cards) finds what
/// validating the selection, and then each clone, one at a time finds.
@Suite struct EachCloneValidationTests {
    /// Every rule example: all clones in the declared configurations, and the first and last named in the last.
    @Test(arguments: RuleExampleTests.cases)
    func eachCloneFindsWhatValidatingItAloneFinds(_ testCase: RuleExampleTests.Case) {
        let files = testCase.example.resolvedContents
        let workspace = WorkspaceLoader(fileSystem: StreamingValidationTests.fileSystem(files))
            .load(root: ExampleWorkspace.root)
        let ids = workspace.clones.map(\.id)
        let today = RuleExampleTests.today
        let lastConfiguration = workspace.manifest.configurations.last.map { [$0] }
        let firstAndLast = ids.isEmpty ? nil : Array(Set([ids[0], ids[ids.count - 1]])).sorted()
        for (clones, configurations) in [(nil, nil), (firstAndLast, lastConfiguration)] {
            let (findings, ofClone) = Validator().validateWithEachClone(
                workspace, clones: clones, configurations: configurations, today: today)
            let label = "\(testCase.testDescription), \(clones ?? ["all"]), \(configurations ?? ["declared"])"
            #expect(
                findings
                    == Validator().validate(workspace, clones: clones, configurations: configurations, today: today),
                "\(label)")
            #expect(Set(ofClone.keys) == Set(clones ?? ids), "\(label)")
            for id in clones ?? ids {
                #expect(
                    ofClone[id]
                        == Validator().validate(
                            workspace, clones: [id], configurations: configurations, today: today),
                    "\(label): \(id)")
            }
        }
    }
}
