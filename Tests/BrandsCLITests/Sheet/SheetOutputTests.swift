import BrandsCLI
import Foundation
import Support
import Testing
import XCConfig

/// `brands sheet --output`: written whole, into new folders, over an earlier sheet, and never over another file
/// without `--force`.
@Suite struct SheetOutputTests {
    /// A scratch folder on disk, removed by ``remove()``.
    struct Scratch {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brands-sheet-\(UUID().uuidString)")

        init() throws { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }

        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

        func read(_ name: String) -> String { (try? String(contentsOfFile: path(name), encoding: .utf8)) ?? "" }

        /// Runs `brands sheet` on the sample with the scratch folder as the current folder.
        func sheet(_ arguments: [String]) -> CapturedRun {
            CapturedRun(
                ["sheet", "--root", SampleWorkspace.rootPath] + arguments, root: CommandTable.root,
                fileSystem: LocalFileSystem(), currentDirectory: folder.path)
        }

        /// Every entry of the folder, hidden ones included.
        var entries: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func writesTheFileIntoNewFoldersAndSaysSo() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let run = scratch.sheet(["--output", "out/sheets/brands.html", "NWD"])
        #expect(run.status == .success)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "wrote the brand sheet to 'out/sheets/brands.html': 0 errors, 0 warnings in 1 clone\n")
        let page = SheetPage(scratch.read("out/sheets/brands.html"))
        #expect(page.errors == [])
        #expect(page.cards.count == 1)
        #expect(scratch.entries == ["out"], "no temporary file is left behind")
        #expect(
            (try? FileManager.default.contentsOfDirectory(atPath: scratch.path("out/sheets"))) == ["brands.html"])
    }

    @Test func replacesAnEarlierSheetButNoOtherFileWithoutForce() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try "my notes".write(toFile: scratch.path("notes.html"), atomically: true, encoding: .utf8)
        let refused = scratch.sheet(["-o", "notes.html"])
        #expect(refused.status == .failure)
        #expect(
            refused.standardError == "error: 'notes.html' exists and is not a brand sheet; pass --force to replace it\n"
        )
        #expect(scratch.read("notes.html") == "my notes")

        let forced = scratch.sheet(["-o", "notes.html", "--force", "ALP"])
        #expect(forced.status == .success)
        #expect(SheetPage(scratch.read("notes.html")).cards.count == 1)

        // The file is a sheet now, so it is replaced without --force.
        let again = scratch.sheet(["-o", "notes.html"])
        #expect(again.status == .success)
        #expect(SheetPage(scratch.read("notes.html")).cards.count == 5)
        #expect(scratch.entries == ["notes.html"])
    }

    @Test func refusesAFolder() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.path("sheet.html"), withIntermediateDirectories: true)
        let run = scratch.sheet(["-o", "sheet.html", "--force"])
        #expect(run.status == .failure)
        #expect(run.standardError == "error: 'sheet.html' is a folder; give --output a file path\n")
    }

    @Test func anInMemoryRunWritesNothing() {
        let run = SampleWorkspace.run(["sheet", "-o", "sheet.html"], changing: [:])
        #expect(run.status == .failure)
        #expect(run.standardError.hasPrefix("error: could not write 'sheet.html': "))
        #expect(!FileManager.default.fileExists(atPath: SampleWorkspace.memoryRoot + "/sheet.html"))
    }

    @Test func standardOutputWithDash() {
        let run = SampleWorkspace.run(["sheet", "-o", "-", "RVG"])
        #expect(run.status == .success)
        #expect(SheetPage(run.standardOutput).cards.count == 1)
        #expect(run.standardError == "wrote the brand sheet to standard output: 0 errors, 0 warnings in 1 clone\n")
    }
}
