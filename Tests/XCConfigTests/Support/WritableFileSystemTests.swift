import Foundation
import Support
import Testing
import XCConfig

/// The writing boundary behaves the same on the disk and in memory: atomic, refusing, all or none.
@Suite struct WritableFileSystemTests {
    /// A writable file system with a fresh empty folder, and that folder's path.
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case local
        case memory

        var testDescription: String { rawValue }

        func make() throws -> (fileSystem: any WritableFileSystem, folder: String) {
            switch self {
            case .memory:
                let fileSystem = InMemoryWritableFileSystem()
                try fileSystem.createDirectory("/work")
                return (fileSystem, "/work")
            case .local:
                let folder = FileManager.default.temporaryDirectory
                    .appendingPathComponent("brands-write-\(UUID().uuidString)").path
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                return (LocalFileSystem(), folder)
            }
        }
    }

    /// Every entry under `folder`, as relative paths, sorted.
    static func tree(_ fileSystem: any FileSystem, _ folder: String, prefix: String = "") -> [String] {
        ((try? fileSystem.entries(of: folder)) ?? []).flatMap { name -> [String] in
            let path = Path.join(folder, name)
            if fileSystem.isDirectory(path) {
                return [prefix + name + "/"] + tree(fileSystem, path, prefix: prefix + name + "/")
            }
            return [prefix + name]
        }
    }

    @Test(arguments: Kind.allCases) func writesANewFileAndLeavesNoTemporaryFile(kind: Kind) throws {
        let (fileSystem, folder) = try kind.make()
        defer { if kind == .local { try? FileManager.default.removeItem(atPath: folder) } }
        let path = Path.join(folder, "Sources/App/Generated.swift")
        try fileSystem.write(Array("one\n".utf8), to: path)
        #expect(try fileSystem.contents(of: path) == Array("one\n".utf8))
        #expect(Self.tree(fileSystem, folder) == ["Sources/", "Sources/App/", "Sources/App/Generated.swift"])
    }

    @Test(arguments: Kind.allCases) func refusesAnExistingFileUnlessReplacing(kind: Kind) throws {
        let (fileSystem, folder) = try kind.make()
        defer { if kind == .local { try? FileManager.default.removeItem(atPath: folder) } }
        let path = Path.join(folder, "a.txt")
        try fileSystem.write(Array("old".utf8), to: path)
        #expect(throws: FileSystemError(path: path, reason: .alreadyExists)) {
            try fileSystem.write(Array("new".utf8), to: path)
        }
        #expect(try fileSystem.contents(of: path) == Array("old".utf8))
        try fileSystem.write(Array("new".utf8), to: path, replacing: true)
        #expect(try fileSystem.contents(of: path) == Array("new".utf8))
        #expect(Self.tree(fileSystem, folder) == ["a.txt"])
    }

    @Test(arguments: Kind.allCases) func writesSeveralFilesAllOrNone(kind: Kind) throws {
        let (fileSystem, folder) = try kind.make()
        defer { if kind == .local { try? FileManager.default.removeItem(atPath: folder) } }
        try fileSystem.write(Array("keep".utf8), to: Path.join(folder, "Configs/B.xcconfig"))
        let files = [
            FileToWrite(path: Path.join(folder, "Brands/B/config.json"), text: "{}"),
            FileToWrite(path: Path.join(folder, "Configs/B.xcconfig"), text: "X = 1"),
        ]
        #expect(throws: FileSystemError(path: Path.join(folder, "Configs/B.xcconfig"), reason: .alreadyExists)) {
            try fileSystem.write(files)
        }
        #expect(Self.tree(fileSystem, folder) == ["Configs/", "Configs/B.xcconfig"])
        #expect(try fileSystem.contents(of: Path.join(folder, "Configs/B.xcconfig")) == Array("keep".utf8))
        try fileSystem.removeItem(Path.join(folder, "Configs"))
        try fileSystem.write(files)
        #expect(
            Self.tree(fileSystem, folder) == [
                "Brands/", "Brands/B/", "Brands/B/config.json", "Configs/", "Configs/B.xcconfig",
            ])
    }

    @Test func aFailureHalfwayRemovesWhatWasWritten() throws {
        let fileSystem = InMemoryWritableFileSystem()
        try fileSystem.createDirectory("/work")
        let files = [
            FileToWrite(path: "/work/Brands/B/config.json", text: "{}"),
            FileToWrite(path: "/work/Brands/B/Info.plist", text: "<plist/>"),
            FileToWrite(path: "/work/Configs/B-Debug.xcconfig", text: "X = 1"),
        ]
        for failing in files.map(\.path) {
            for staging in [false, true] {
                fileSystem.failingPaths = staging ? [] : [failing]
                fileSystem.failingTemporaryFiles = staging ? [failing] : []
                #expect(throws: FileSystemError(path: failing, reason: .other("no space left on device"))) {
                    try fileSystem.write(files)
                }
                #expect(Self.tree(fileSystem, "/work") == [], "failing at \(failing), staging \(staging)")
            }
        }
    }

    @Test(arguments: Kind.allCases) func reportsThePathThatCannotBeWritten(kind: Kind) throws {
        let (fileSystem, folder) = try kind.make()
        defer { if kind == .local { try? FileManager.default.removeItem(atPath: folder) } }
        let file = Path.join(folder, "plain")
        try fileSystem.write(Array("x".utf8), to: file)
        #expect(throws: FileSystemError(path: file, reason: .notDirectory)) {
            try fileSystem.write(Array("y".utf8), to: Path.join(file, "inside.txt"))
        }
        #expect(throws: FileSystemError(path: folder, reason: .isDirectory)) {
            try fileSystem.write(Array("y".utf8), to: folder, replacing: true)
        }
        let twice = [
            FileToWrite(path: Path.join(folder, "t"), text: "1"), FileToWrite(path: Path.join(folder, "t"), text: "2"),
        ]
        #expect(throws: FileSystemError(path: Path.join(folder, "t"), reason: .other("is to be written twice"))) {
            try fileSystem.write(twice)
        }
        #expect(Self.tree(fileSystem, folder) == ["plain"])
    }

    @Test func replacingKeepsTheFilesPermissions() throws {
        let (fileSystem, folder) = try Kind.local.make()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = Path.join(folder, "tool.sh")
        try fileSystem.write(Array("#!/bin/sh\n".utf8), to: path)
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o644)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        try fileSystem.write(Array("#!/bin/sh\necho\n".utf8), to: path, replacing: true)
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o755)
    }

    @Test(arguments: Kind.allCases) func removesFilesAndFolders(kind: Kind) throws {
        let (fileSystem, folder) = try kind.make()
        defer { if kind == .local { try? FileManager.default.removeItem(atPath: folder) } }
        try fileSystem.write(
            [
                FileToWrite(path: Path.join(folder, "B/a"), text: "a"),
                FileToWrite(path: Path.join(folder, "c"), text: "c"),
            ])
        try fileSystem.removeItem(Path.join(folder, "B"))
        #expect(Self.tree(fileSystem, folder) == ["c"])
        #expect(throws: FileSystemError(path: Path.join(folder, "B"), reason: .notFound)) {
            try fileSystem.removeItem(Path.join(folder, "B"))
        }
    }
}

@Suite struct RemovingFileSystemTests {
    @Test func removesEverythingOrNothing() throws {
        let fileSystem = InMemoryWritableFileSystem()
        try fileSystem.write(
            [
                FileToWrite(path: "/w/Brands/X/a.json", text: "a"),
                FileToWrite(path: "/w/Configs/X.xcconfig", text: "x"),
                FileToWrite(path: "/w/Configs/Base.xcconfig", text: "b"),
            ])
        fileSystem.failingPaths = ["/w/Configs/.X.xcconfig.brands-removing"]
        #expect(
            throws: FileSystemError(
                path: "/w/Configs/.X.xcconfig.brands-removing", reason: .other("no space left on device"))
        ) {
            try fileSystem.removeItems(["/w/Brands/X", "/w/Configs/X.xcconfig"])
        }
        #expect(
            WritableFileSystemTests.tree(fileSystem, "/w") == [
                "Brands/", "Brands/X/", "Brands/X/a.json", "Configs/", "Configs/Base.xcconfig", "Configs/X.xcconfig",
            ])
        fileSystem.failingPaths = []
        try fileSystem.removeItems(["/w/Brands/X", "/w/Configs/X.xcconfig"])
        #expect(WritableFileSystemTests.tree(fileSystem, "/w") == ["Configs/", "Configs/Base.xcconfig"])
        #expect(throws: FileSystemError(path: "/w/Brands/X", reason: .notFound)) {
            try fileSystem.removeItems(["/w/Brands/X"])
        }
    }

    @Test func removesFoldersOnDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brands-rm-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fileSystem = LocalFileSystem()
        try fileSystem.write(
            [FileToWrite(path: folder + "/Brands/X/a.json", text: "a"), FileToWrite(path: folder + "/keep", text: "k")])
        try fileSystem.removeItems([folder + "/Brands/X"])
        #expect(WritableFileSystemTests.tree(fileSystem, folder) == ["Brands/", "keep"])
    }
}
