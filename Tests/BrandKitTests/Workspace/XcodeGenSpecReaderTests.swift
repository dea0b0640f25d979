import BrandKit
import Support
import Testing

/// The line-based read of XcodeGen specs behind the hint to generate the project.
@Suite struct XcodeGenSpecReaderTests {
    @Test(
        arguments: [
            ("targets:\n  App:\n    type: application\n    platform: iOS\n", true),
            ("targets:\n  App:\n    platform: iOS\n    type: \"application\" # the app\n", true),
            ("name: A\ntargets:\n    Kit:\n        type: framework\n    App:\n        type: 'application'\n", true),
            // A source's or dependency's `type` is not the target's.
            (
                "targets:\n  Kit:\n    type: framework\n    sources:\n      - path: App\n        type: application\n",
                false
            ),
            // Other kinds of application are no app of the brand's.
            ("targets:\n  Watch:\n    type: application.watchapp2\n", false),
            // Only under the top-level `targets`.
            ("targetTemplates:\n  App:\n    type: application\n", false),
            ("schemes:\n  App:\n    type: application\ntargets:\n  Kit:\n    type: framework\n", false),
            ("# targets:\n#   App:\n#     type: application\nname: App\n", false),
            ("targets:\n  App:\n    type: application\n".replacingOccurrences(of: "\n", with: "\r\n"), true),
        ])
    func findsAnApplicationTarget(text: String, expected: Bool) {
        #expect(XcodeGenSpecReader.hasApplicationTarget(text) == expected)
    }

    @Test(
        arguments: [
            ("include:\n  - path: Apps/Shared/app.yml\n  - other.yml # old\n", ["Apps/Shared/app.yml", "other.yml"]),
            ("include:\n- path: a.yml\n  relativePaths: false\n- b.yml\nname: X\n", ["a.yml", "b.yml"]),
            ("include: [a.yml, \"b.yml\"]\n", ["a.yml", "b.yml"]),
            ("include: base.yml\ntargets:\n  App:\n    sources:\n      - path: App\n", ["base.yml"]),
            ("name: X\ntargets:\n  App:\n    sources:\n      - path: App\n", []),
        ] as [(String, [String])])
    func readsTheIncludes(text: String, expected: [String]) {
        #expect(XcodeGenSpecReader.includes(text) == expected)
    }

    /// An include is looked for beside its spec, then at the root (where OneBusAway's script copies the app's spec);
    /// includes that include each other end, and one that leads out of the repository is not followed.
    @Test func followsIncludesBesideTheSpecThenFromTheRoot() {
        let reader = XcodeGenSpecReader(
            fileSystem: InMemoryFileSystem(files: [
                "/repo/Apps/A/project.yml": "include:\n  - path: Shared/a.yml\n",
                "/repo/Apps/A/Shared/a.yml": "include:\n  - path: Apps/Shared/app.yml\n  - path: ../project.yml\n",
                "/repo/Apps/Shared/app.yml": "targets:\n  App:\n    type: application\n",
                "/repo/Apps/B/project.yml": "include:\n  - path: loop.yml\n",
                "/repo/Apps/B/loop.yml": "include:\n  - path: project.yml\n",
                "/repo/Apps/project.yml": "include:\n  - path: A/Shared/a.yml\n",
                "/repo/Deep/One/Two/project.yml": "targets:\n  App:\n    type: application\n",
                "/repo/Pods/X/project.yml": "targets:\n  App:\n    type: application\n",
                "/repo/Apps/C/project.yml": "include:\n  - path: ../../../elsewhere.yml\n",
                "/elsewhere.yml": "targets:\n  App:\n    type: application\n",
            ]),
            root: "/repo")
        #expect(reader.definesApplication("/repo/Apps/A/project.yml"))
        #expect(!reader.definesApplication("/repo/Apps/B/project.yml"))
        // Not through an include that leads out of the repository.
        #expect(!reader.definesApplication("/repo/Apps/C/project.yml"))
        // Up to two folders down, not in a dependency manager's folder.
        #expect(reader.applicationSpecs() == ["/repo/Apps/A/project.yml", "/repo/Apps/project.yml"])
    }

    /// XcodeGen on a Mac finds an include spelt in another case, as macOS's default volumes ignore it: canvas-ios's
    /// `Teacher/project.yml` includes `Teacher/Teacher.yml`, which is `Teacher/Teacher/teacher.yml`.
    @Test func followsAnIncludeSpeltInAnotherCase() {
        let files = [
            "/repo/Teacher/project.yml": "name: Teacher\ninclude:\n  - Teacher/Teacher.yml\n",
            "/repo/Teacher/Teacher/teacher.yml": "targets:\n  Teacher:\n    type: application\n",
            "/repo/Core/project.yml": "targets:\n  Core:\n    type: framework\n",
        ]
        let reader = XcodeGenSpecReader(fileSystem: InMemoryFileSystem(files: files), root: "/repo")
        #expect(reader.applicationSpecs() == ["/repo/Teacher/project.yml"])
    }
}
