import BrandKit
import Support
import Testing
import XCConfig

@testable import BrandsCLI

@Suite struct ExitRetainerTests {
    /// A context with a retainer hands it the workspace a command loads and the file system cache it was read
    /// through, so that the process frees them only at exit; the command's output is the same as without one.
    @Test(arguments: [["validate"], ["show", "NWD"], ["list"]])
    func aLoadedWorkspaceIsKeptUntilExit(arguments: [String]) {
        let retainer = ExitRetainer()
        let kept = run(arguments, retainer: retainer)
        let freed = run(arguments, retainer: nil)
        #expect(retainer.count == 2)
        #expect(retainer.count(of: Workspace.self) == 1)
        #expect(retainer.count(of: CachingFileSystem.self) == 1)
        #expect(kept.status == freed.status)
        #expect(kept.output == freed.output)
        #expect(kept.status == .success)
    }

    /// The process's retainer is one static value, which is never freed.
    @Test func theProcessRetainerIsShared() {
        #expect(ExitRetainer.process === ExitRetainer.process)
    }

    private func run(_ arguments: [String], retainer: ExitRetainer?) -> (status: BrandsCLI.ExitStatus, output: String) {
        let output = CapturingOutputSink()
        var context = CommandContext(
            fileSystem: SampleWorkspace.inMemory(), currentDirectory: SampleWorkspace.memoryRoot,
            standardOutput: output, standardError: CapturingOutputSink(), today: CapturedRun.today)
        context.exitRetainer = retainer
        let status = BrandsCommandLine.run(arguments: arguments, context: context, root: CommandTable.root)
        return (status, output.text)
    }
}
