import BrandsCLI
import Foundation
import Support
import Testing
import XCConfig

/// `brands affected --paths` over the repository shapes of `Fixtures/Repositories`, in memory: member files of
/// apps, extensions and dependencies, settings chains, deleted and renamed files, normalised paths.
@Suite struct AffectedRepositoryTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var shape: String
        /// Files to change first: relative path → new text, `nil` to delete.
        var changes: [String: String?] = [:]
        var paths: [String]
        var clones: [String]
        var testDescription: String { "\(shape): \(paths.joined(separator: " "))" }
    }

    static let cases: [Case] = [
        Case(shape: "TargetPerBrand", paths: ["Widget/Widget.swift"], clones: ["AcmeApp"]),
        Case(shape: "TargetPerBrand", paths: ["Widget/Info.plist"], clones: ["AcmeApp"]),
        Case(
            shape: "TargetPerBrand", changes: ["Acme/AppDelegate.swift": nil], paths: ["Acme/AppDelegate.swift"],
            clones: ["AcmeApp", "AcmePro"]),
        Case(
            shape: "TargetPerBrand",
            changes: [
                "Configs/AcmePro.xcconfig": nil,
                "Configs/AcmePro-Renamed.xcconfig": FixtureRepository.read(
                    "TargetPerBrand", "Configs/AcmePro.xcconfig"),
            ], paths: ["Configs/AcmePro.xcconfig", "Configs/AcmePro-Renamed.xcconfig"], clones: ["AcmePro"]),
        Case(
            shape: "TargetPerBrand", paths: ["Shared/Assets.xcassets/AppIcon.appiconset/Contents.json"],
            clones: ["AcmeApp", "AcmePro"]),
        Case(shape: "TargetPerBrand", paths: ["./Configs//Common.xcconfig"], clones: ["AcmeApp", "AcmePro"]),
        Case(shape: "TargetPerBrand", paths: ["Acme/../Widget/Widget.swift/"], clones: ["AcmeApp"]),
        Case(shape: "TargetPerBrand", paths: ["/repo/AcmePro/AcmePro.plist"], clones: ["AcmePro"]),
        // `brands init` leaves the test host out.
        Case(shape: "TargetPerBrand", paths: ["TestHost/Info.plist"], clones: []),
        Case(shape: "TargetPerBrand", paths: ["Widget/Notes.md", "/elsewhere/Widget/Widget.swift"], clones: []),
        Case(
            shape: "ConfigurationPerBrand", changes: ["Blockzilla/AppDelegate.swift": nil],
            paths: ["Blockzilla/AppDelegate.swift"], clones: ["Focus", "Klar"]),
        Case(
            shape: "ConfigurationPerBrand", paths: ["Blockzilla/Assets.xcassets/Contents.json"],
            clones: ["Focus", "Klar"]),
        Case(shape: "ConfigurationPerBrand", paths: ["README.md"], clones: []),
        Case(shape: "ChannelXCConfigs", paths: ["Config/Version.xcconfig"], clones: ["News", "News-Beta"]),
        Case(
            shape: "ChannelXCConfigs", changes: ["Config/Version.xcconfig": nil], paths: ["Config/Version.xcconfig"],
            clones: ["News", "News-Beta"]),
        Case(shape: "ChannelXCConfigs", paths: ["Config/News.beta.xcconfig"], clones: ["News-Beta"]),
        Case(
            shape: "ChannelXCConfigs",
            changes: ["News/AppDelegate.swift": nil, "News/App.swift": "import UIKit\n"],
            paths: ["News/AppDelegate.swift", "News/App.swift"], clones: ["News", "News-Beta"]),
        Case(
            shape: "ChannelXCConfigs", paths: ["News.xcodeproj/xcshareddata/xcschemes/News Beta.xcscheme"],
            clones: ["News-Beta"]),
        // Every brand's folder is in the one target; each brand's configurations leave the others' out.
        Case(
            shape: "ExcludedBrandFolders", paths: ["Brands/Lime/Brand.xcassets/AppIcon.appiconset/Contents.json"],
            clones: ["Lime"]),
        Case(shape: "ExcludedBrandFolders", paths: ["Config/Shared.xcconfig"], clones: ["Lime", "Mango"]),
        Case(shape: "ExcludedBrandFolders", paths: ["Shop/AppDelegate.swift"], clones: ["Lime", "Mango"]),
        Case(shape: "InfoFolders", paths: ["alpha/info.json"], clones: ["alpha"]),
        Case(
            shape: "InfoFolders", changes: ["beta/beta.xcassets/AppIcon.appiconset/Contents.json": nil],
            paths: ["beta/beta.xcassets/AppIcon.appiconset/Contents.json"], clones: ["beta"]),
        Case(shape: "InfoFolders", paths: ["src/generate.py", "README.md"], clones: []),
    ]

    /// The fixture `shape` with `changes`, and the manifest `brands init` writes for it.
    static func repository(_ shape: String, changes: [String: String?]) -> InMemoryWritableFileSystem {
        let fileSystem = FixtureRepository.load(shape, changing: changes)
        _ = FixtureRepository.run(["init", "--write"], on: fileSystem)
        return fileSystem
    }

    static func clones(inMatrix text: String) -> [String]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let include = object["include"] as? [[String: Any]]
        else { return nil }
        return include.compactMap { $0["clone"] as? String }
    }

    @Test(arguments: cases)
    func theClonesAChangeTouches(testCase: Case) {
        let fileSystem = Self.repository(testCase.shape, changes: testCase.changes)
        let run = FixtureRepository.run(["affected", "--format", "matrix", "--paths"] + testCase.paths, on: fileSystem)
        #expect(run.status == .success, "\(run.standardError)")
        #expect(Self.clones(inMatrix: run.standardOutput) == testCase.clones, "\(run.standardOutput)")
    }

    @Test func theMatrixSaysWhatToBuild() {
        let run = FixtureRepository.run(
            ["affected", "--format", "matrix", "--paths", "Config/Version.xcconfig"],
            on: Self.repository("ChannelXCConfigs", changes: [:]))
        #expect(
            run.standardOutput
                == #"{"include":[{"clone":"News","configuration":"Release","project":"News.xcodeproj","scheme":"News"},"#
                + #"{"clone":"News-Beta","configuration":"Beta","project":"News.xcodeproj","scheme":"News Beta"}]}"#
                + "\n")
        let focus = FixtureRepository.run(
            ["affected", "--format", "matrix", "--paths", "Blockzilla/Info.plist"],
            on: Self.repository("ConfigurationPerBrand", changes: [:]))
        #expect(
            focus.standardOutput
                == #"{"include":[{"clone":"Focus","configuration":"FocusRelease","project":"Blockzilla.xcodeproj","#
                + #""scheme":"Blockzilla"},{"clone":"Klar","configuration":"KlarRelease","project":"Blockzilla.xcodeproj","#
                + #""scheme":"Blockzilla"}]}"# + "\n")
        let folders = FixtureRepository.run(
            ["affected", "--format", "matrix", "--paths", "alpha/info.json"],
            on: Self.repository("InfoFolders", changes: [:]))
        #expect(folders.standardOutput == #"{"include":[{"clone":"alpha","configuration":"Release"}]}"# + "\n")
    }

    @Test func explainGivesEveryReasonAndThePathsTouchingNothing() {
        let run = FixtureRepository.run(
            [
                "affected", "--explain", "--paths", "Widget/Widget.swift", "Shared/Assets.xcassets/Contents.json",
                "x.md",
            ],
            on: Self.repository("TargetPerBrand", changes: [:]))
        #expect(
            run.standardOutput == """
                AcmeApp (scheme AcmeApp, configuration Release, project Acme.xcodeproj)
                  Widget/Widget.swift
                    the extension 'AcmeWidget' the clone's app embeds builds it
                  Shared/Assets.xcassets/Contents.json
                    it is in the clone's asset catalog
                    it is in a folder the target 'Acme' builds
                AcmePro (scheme AcmePro, configuration Release, project Acme.xcodeproj)
                  Shared/Assets.xcassets/Contents.json
                    it is in the clone's asset catalog
                    it is in a folder the target 'AcmePro' builds
                touching no clone:
                  x.md: no clone's targets build it, no settings read it, and it is not shared
                2 of 2 clones affected by 3 changed paths

                """)
    }
}
