import BrandKit
import Testing
import XCConfig

/// `FileTree`'s two walks: one folder at a time, and a depth at a time on every core, find the same files.
@Suite struct FileTreeTests {
    /// Folders nested past the depth limit, hidden entries, links to files and folders, a folder the walk must not
    /// enter, and enough sibling folders that a depth is listed on more than one core.
    static let fileSystem: InMemoryFileSystem = {
        var fileSystem = InMemoryFileSystem()
        for index in 0..<40 {
            let folder = "/root/Brands/B\(index)"
            fileSystem.write("x", to: "\(folder)/Info.plist")
            fileSystem.write("x", to: "\(folder)/config.json")
            fileSystem.write("x", to: "\(folder)/Sub/Deeper/App-Info.PLIST")
            fileSystem.write("x", to: "\(folder)/Sub/Deeper/Deepest/Too/Far-Info.plist")
            fileSystem.write("x", to: "\(folder)/Assets.xcassets/Inside.plist")
            fileSystem.write("x", to: "\(folder)/.hidden/Info.plist")
        }
        fileSystem.createSymbolicLink("/root/Brands/B0/Linked-Info.plist", to: "/root/Brands/B1/Info.plist")
        fileSystem.createSymbolicLink("/root/Brands/B0/LinkedFolder", to: "/root/Brands/B2")
        fileSystem.createSymbolicLink("/root/Brands/B0/Broken-Info.plist", to: "/nowhere")
        return fileSystem
    }()

    @Test(arguments: [0, 1, 2, 4, 8])
    func bothWalksFindTheSameFiles(depth: Int) {
        let tree = FileTree(fileSystem: Self.fileSystem)
        let descends: @Sendable (String) -> Bool = { !$0.hasSuffix(".xcassets") }
        var diagnostics: [Diagnostic] = []
        let oneByOne = tree.files(
            under: "/root/Brands", extensions: ["plist"], depth: depth, descends: descends, diagnostics: &diagnostics)
        let onEveryCore = tree.filesOnEveryCore(
            under: "/root/Brands", extensions: ["plist"], depth: depth, descends: descends)
        #expect(onEveryCore == oneByOne)
        #expect(oneByOne.contains("/root/Brands/B7/Info.plist") == (depth >= 1))
        #expect(oneByOne.contains("/root/Brands/B7/Sub/Deeper/App-Info.PLIST") == (depth >= 3))
        #expect(!oneByOne.contains { $0.contains(".hidden") || $0.contains("xcassets") || $0.contains("Linked") })
    }
}
