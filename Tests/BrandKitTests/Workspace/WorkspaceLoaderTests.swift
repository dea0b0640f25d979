import BrandKit
import Foundation
import Support
import Testing
import XCConfig

/// Reading a workspace: one reader, one cache, every input recorded.
@Suite struct WorkspaceLoaderTests {
    /// The example workspace whose clones share one Info.plist, outside their folders.
    static let sharedInfoPlist: [String: String] = {
        var files = ExampleWorkspace.files
        for clone in ["ALPHA", "BETA"] {
            files["Brands/\(clone)/Info.plist"] = nil
            files["Configs/\(clone)-Debug.xcconfig"] = files["Configs/\(clone)-Debug.xcconfig", default: ""]
                .replacingOccurrences(of: "Brands/$(CLONE_IDENTIFIER)/Info.plist", with: "App/Info.plist")
        }
        files["App/Info.plist"] = ExampleWorkspace.infoPlist
        return files
    }()

    @Test func everyFileIsReadOnceHoweverManyClonesReadIt() {
        let fileSystem = CountingFileSystem(
            InMemoryFileSystem(files: Self.sharedInfoPlist.mapKeys { Path.join(ExampleWorkspace.root, $0) }))
        let workspace = WorkspaceLoader(fileSystem: fileSystem).load(root: ExampleWorkspace.root)
        #expect(Validator().validate(workspace, today: RuleExampleTests.today) == [])
        #expect(fileSystem.reads["/workspace/App/Info.plist"] == 1)
        #expect(fileSystem.reads["/workspace/Configs/Base.xcconfig"] == 1)
        #expect(fileSystem.reads.values.allSatisfy { $0 == 1 }, "\(fileSystem.reads.filter { $0.value > 1 })")
    }

    @Test func aSharedFileBelongsToEveryCloneReadingIt() {
        let workspace = ExampleLoader.load(Self.sharedInfoPlist)
        #expect(workspace.owningClones(of: "/workspace/App/Info.plist") == ["ALPHA", "BETA"])
        #expect(workspace.owningClones(of: "/workspace/Brands/BETA/config.json") == ["BETA"])
        #expect(workspace.owningClones(of: "/workspace/Brands/schema.json") == [])
        let alpha = workspace.clone("ALPHA")
        #expect(alpha?.inputs.entries(for: "/workspace/App/Info.plist").map(\.role) == [.infoPlist])
        #expect(alpha?.inputs.reads("/workspace/Configs/ALPHA-Release.xcconfig", inAnyOf: ["Debug"]) == false)
        #expect(alpha?.inputs.reads("/workspace/Configs/ALPHA-Release.xcconfig", inAnyOf: ["Release"]) == true)
        #expect(alpha?.inputs.reads("/workspace/Configs/ALPHA-Debug.xcconfig", inAnyOf: ["Release"]) == true)
    }

    @Test func aPropertyListConfigFileIsCheckedLikeJSON() throws {
        var files = ExampleWorkspace.files
        files["brands.json"] = #"{"clones": {"config_file": "Branding.plist"}}"#
        files["Brands/ALPHA/config.json"] = nil
        files["Brands/BETA/config.json"] = nil
        files["Brands/ALPHA/Branding.plist"] = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>clone_identifier</key>
            \t<string>ALPHA</string>
            \t<key>api_base_url</key>
            \t<string>http://api.alpha.example.com/v1</string>
            </dict>
            </plist>

            """
        let workspace = ExampleLoader.load(files)
        #expect(workspace.clones.map(\.id) == ["ALPHA"])
        let findings = Validator().validate(workspace, today: RuleExampleTests.today)
        let insecure = try #require(findings.first { $0.rule == "insecure_url_in_release" })
        #expect(insecure.location == SourceLocation(file: "/workspace/Brands/ALPHA/Branding.plist", line: 7, column: 2))
        #expect(
            findings.contains {
                $0.rule == "missing_required_field" && $0.message.hasSuffix("add it to Branding.plist")
            })
    }
}

/// A file system that counts reads, to show each file is read once.
final class CountingFileSystem: FileSystem, @unchecked Sendable {
    let base: InMemoryFileSystem
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    init(_ base: InMemoryFileSystem) { self.base = base }

    /// How often each path was read.
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
