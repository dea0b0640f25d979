import BrandKit
import Foundation
import Support
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

    /// A disk's file system whose listings say nothing of their entries' kinds, so a walk asks about each entry.
    struct KindlessListings: FileSystem {
        let base: any FileSystem
        func contents(of path: String) throws(FileSystemError) -> [UInt8] { try base.contents(of: path) }
        func kind(of path: String) -> FileKind? { base.kind(of: path) }
        func entries(of path: String) throws(FileSystemError) -> [String] { try base.entries(of: path) }
        func canonicalPath(of path: String) -> String { base.canonicalPath(of: path) }
        func isSymbolicLink(_ path: String) -> Bool { base.isSymbolicLink(path) }
    }

    /// On a disk, where listings tell files, folders and links apart, the walks take what the listing says and find
    /// what asking about every entry finds: the same files, and the same broken and looping links reported.
    @Test func listingKindsFindWhatAskingFinds() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("filetree-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = FileManager.default
        for index in 0..<6 {
            let folder = "\(root)/Brands/B\(index)"
            try files.createDirectory(atPath: "\(folder)/Sub/Deeper", withIntermediateDirectories: true)
            try files.createDirectory(atPath: "\(folder)/Assets.xcassets", withIntermediateDirectories: true)
            for path in ["Info.plist", "config.json", "Sub/Deeper/App-Info.PLIST", "Assets.xcassets/Inside.plist"] {
                try Data("x".utf8).write(to: URL(fileURLWithPath: "\(folder)/\(path)"))
            }
        }
        try files.createSymbolicLink(
            atPath: "\(root)/Brands/B0/Linked-Info.plist", withDestinationPath: "../B1/Info.plist")
        try files.createSymbolicLink(atPath: "\(root)/Brands/B0/LinkedFolder", withDestinationPath: "../B2")
        try files.createSymbolicLink(atPath: "\(root)/Brands/B0/Broken-Info.plist", withDestinationPath: "/nowhere")
        try files.createSymbolicLink(atPath: "\(root)/Brands/B3/Loop", withDestinationPath: "..")
        let descends: @Sendable (String) -> Bool = { !$0.hasSuffix(".xcassets") }
        for fileSystem in [LocalFileSystem() as any FileSystem, CachingFileSystem(LocalFileSystem())] {
            let told = FileTree(fileSystem: fileSystem)
            let asked = FileTree(fileSystem: KindlessListings(base: fileSystem))
            var toldProblems: [Diagnostic] = []
            var askedProblems: [Diagnostic] = []
            let found = told.files(
                under: "\(root)/Brands", extensions: ["plist"], depth: 4, descends: descends, diagnostics: &toldProblems
            )
            let expected = asked.files(
                under: "\(root)/Brands", extensions: ["plist"], depth: 4, descends: descends,
                diagnostics: &askedProblems)
            #expect(found == expected)
            #expect(toldProblems == askedProblems)
            #expect(found.count == 12 && toldProblems.count == 2)
            #expect(!found.contains { $0.contains("Linked") || $0.contains("xcassets") })
            let onEveryCore = told.filesOnEveryCore(
                under: "\(root)/Brands", extensions: ["plist"], depth: 4, descends: descends)
            #expect(onEveryCore == expected)
        }
    }
}
