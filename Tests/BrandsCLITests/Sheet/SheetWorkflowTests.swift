import Foundation
import Testing

/// The example pull-request workflow renders the brand sheet against the merge base and uploads it.
@Suite struct SheetWorkflowTests {
    @Test func thePullRequestWorkflowUploadsTheSheet() throws {
        let file = SampleWorkspace.root.appendingPathComponent("Examples/github-workflows/pull-request.yml")
        let check = """
            import sys, yaml
            steps = yaml.safe_load(open(sys.argv[1]))["jobs"]["sheet"]["steps"]
            render = next(step["run"] for step in steps if "brands sheet" in step.get("run", ""))
            upload = next(step for step in steps if step.get("uses", "").startswith("actions/upload-artifact@"))
            print(render.strip().splitlines()[-1])
            print(upload["with"]["path"], upload["if"])
            """
        let output: String
        do {
            output = try Subprocess.run(
                "/usr/bin/env", ["python3", "-c", check, file.path], in: file.deletingLastPathComponent(),
                environment: ReleaseGitTests.environment)
        } catch let failure as Subprocess.Failure
            where failure.message.contains("No module named") || failure.message.contains("No such file")
        {
            return  // python3 with PyYAML is optional for contributors; CI has it.
        }
        #expect(
            output == """
                .build/release/brands sheet --against "$(git merge-base "$BASE_REF" HEAD)" --output brand-sheet.html
                brand-sheet.html ${{ !cancelled() }}

                """)
    }
}
