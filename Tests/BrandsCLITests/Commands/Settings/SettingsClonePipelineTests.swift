import BrandKit
import BrandsCLI
import Foundation
import Support
import Testing
import XCConfig

/// `brands settings CLONE` works from the clone as the workspace read it: no file is read a second time.
@Suite struct SettingsClonePipelineTests {
    /// A file system that counts reads.
    final class Counting: FileSystem, @unchecked Sendable {
        let base: InMemoryFileSystem
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        init(_ base: InMemoryFileSystem) { self.base = base }

        var reads: [String: Int] { lock.withLock { counts } }

        func contents(of path: String) throws(FileSystemError) -> [UInt8] {
            lock.withLock { counts[path, default: 0] += 1 }
            return try base.contents(of: path)
        }

        func kind(of path: String) -> FileKind? { base.kind(of: path) }
        func entries(of path: String) throws(FileSystemError) -> [String] { try base.entries(of: path) }
        func canonicalPath(of path: String) -> String { base.canonicalPath(of: path) }
        func isSymbolicLink(_ path: String) -> Bool { base.isSymbolicLink(path) }
    }

    @Test func theChainIsReadOnce() {
        let fileSystem = Counting(WorkspaceRun.exampleFileSystem())
        let run = WorkspaceRun(
            ["settings", "BETA", "--set", "SWIFT_ACTIVE_COMPILATION_CONDITIONS=P", "--explain", "PRODUCT_NAME"],
            fileSystem: fileSystem, currentDirectory: ExampleWorkspace.root)
        #expect(run.status == .success)
        #expect(run.standardOutput.hasPrefix("PRODUCT_NAME = BETA\n"))
        #expect(fileSystem.reads["/workspace/Configs/BETA-Release.xcconfig"] == 1)
        #expect(fileSystem.reads["/workspace/Configs/Base.xcconfig"] == 1)
    }

    @Test func aMissingXCConfigIsReportedAsBefore() {
        var files = ExampleWorkspace.files
        files["Configs/BETA-Release.xcconfig"] = nil
        let fileSystem = InMemoryFileSystem(
            files: Dictionary(
                uniqueKeysWithValues: files.map { (Path.join(ExampleWorkspace.root, $0.key), $0.value) }))
        let run = WorkspaceRun(["settings", "BETA"], fileSystem: fileSystem, currentDirectory: ExampleWorkspace.root)
        #expect(run.status == .failure)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "Configs/BETA-Release.xcconfig:1:1: error: could not read 'Configs/BETA-Release.xcconfig': no such file or folder [xcconfig_unreadable]\n"
        )
    }
}
