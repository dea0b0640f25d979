import BrandKit
import Testing

/// What `git diff --name-status -M -z` says, as changed paths: renames as both paths, each path once.
@Suite struct ChangedPathTests {
    @Test(
        arguments: [
            ("M\0a.swift\0", [ChangedPath("a.swift", .modified)]),
            ("A\0new.swift\0D\0gone.swift\0", [ChangedPath("new.swift", .added), ChangedPath("gone.swift", .deleted)]),
            (
                "R087\0Old/A.swift\0New/A.swift\0",
                [
                    ChangedPath("Old/A.swift", .renamedAway(to: "New/A.swift")),
                    ChangedPath("New/A.swift", .renamed(from: "Old/A.swift")),
                ]
            ),
            ("C075\0a.swift\0b.swift\0", [ChangedPath("b.swift", .added)]),
            ("T\0link\0", [ChangedPath("link")]),
            ("M\0with space/and\ttab.swift\0", [ChangedPath("with space/and\ttab.swift", .modified)]),
            ("", []),
            ("M\0", []),
            ("R100\0only-old\0", [ChangedPath("only-old")]),
        ] as [(String, [ChangedPath])])
    func nameStatusOutputIsParsed(output: String, expected: [ChangedPath]) {
        #expect(ChangedPath.parse(nameStatus: output) == expected)
    }

    @Test func eachPathIsKeptOnceAndALaterDeletionWins() {
        let merged = ChangedPath.merged([
            ChangedPath("a", .modified), ChangedPath("b", .added), ChangedPath("a", .modified),
            ChangedPath("b", .deleted), ChangedPath("c", .renamed(from: "d")), ChangedPath("c", .modified),
        ])
        #expect(
            merged == [ChangedPath("a", .modified), ChangedPath("b", .deleted), ChangedPath("c", .renamed(from: "d"))])
    }

    @Test func changesReadAsWords() {
        #expect(ChangedPath.Change.renamed(from: "a").description == "renamed from a")
        #expect(ChangedPath.Change.renamedAway(to: "b").description == "renamed to b")
        #expect(ChangedPath.Change.deleted.description == "deleted")
        #expect(ChangedPath.Change.changed.description == "")
    }
}
