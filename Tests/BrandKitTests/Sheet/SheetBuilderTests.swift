import BrandFormats
import BrandKit
import Documents
import Foundation
import Support
import Testing
import XCConfig

/// The sheet model of the example workspace: cards follow the resolved configuration, contrast verdicts are the rule's,
/// icons are the largest image or a placeholder saying why, and findings go on the cards of the files they are in.
@Suite struct SheetBuilderTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 21)
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func load(_ contents: [String: [UInt8]]) -> (Workspace, InMemoryFileSystem) {
        var fileSystem = InMemoryFileSystem()
        for (path, bytes) in contents { fileSystem.write(bytes, to: Path.join(ExampleWorkspace.root, path)) }
        return (WorkspaceLoader(fileSystem: fileSystem).load(root: ExampleWorkspace.root), fileSystem)
    }

    static func sheet(_ example: RuleExample = .baseline, findings: [Diagnostic] = []) -> BrandSheet {
        let (workspace, fileSystem) = load(example.resolvedContents)
        return SheetBuilder(fileSystem: fileSystem).sheet(of: workspace, configuration: "Release", findings: findings)
    }

    @Test func cardsFollowTheResolvedConfiguration() throws {
        let (workspace, fileSystem) = Self.load(RuleExample.baseline.resolvedContents)
        let sheet = SheetBuilder(fileSystem: fileSystem).sheet(of: workspace, configuration: "Release")
        #expect(sheet.clones.map(\.id) == ["ALPHA", "BETA"])
        #expect(sheet.colorRoles == Schema.builtIn.colorRoles.map(\.name))
        #expect(sheet.flags == Schema.builtIn.flags.map(\.name))
        for card in sheet.clones {
            let resolved = try #require(
                Validator().configurations(of: workspace, clones: [card.id], configurations: ["Release"]).first)
            #expect(card.field(.displayName)?.value == resolved.displayName?.value)
            #expect(card.field(.displayName)?.source == "Configs/\(card.id)-Release.xcconfig:3")
            #expect(card.field(.bundleIdentifier)?.value == "com.example.\(card.id.lowercased())")
            #expect(card.field(.version)?.value == resolved.version?.value)
            #expect(card.title == card.id, "the display name in Release is the id")
            #expect(card.colors.map(\.role) == sheet.colorRoles)
            for color in resolved.colors {
                let shown = try #require(card.color(color.role))
                #expect(shown.light == color.light && shown.dark == color.dark, "\(color.role)")
                #expect(shown.source == color.source.text(relativeTo: ExampleWorkspace.root))
            }
            #expect(card.flags.count == Schema.builtIn.flags.count)
            #expect(card.flagsApartFromDefault.allSatisfy { $0.value != $0.defaultValue })
            #expect(card.fonts.first?.availability == .systemFont, "Georgia-Bold ships with iOS")
            #expect(card.fonts.last?.availability == .system, "caption names no font")
        }
    }

    static let contrastExamples =
        ContrastRule.description.triggeringExamples
        + ContrastRule.description.nonTriggeringExamples

    /// Every failing measurement on the sheet is a finding of `insufficient_contrast` at the same place with the same
    /// ratio, and the other way round.
    @Test(arguments: contrastExamples.indices)
    func contrastVerdictsAreTheRules(index: Int) {
        let example = Self.contrastExamples[index]
        let (workspace, _) = Self.load(example.resolvedContents)
        let findings = Validator(rules: [ContrastRule.self]).validate(workspace, today: Self.today)
        let sheet = Self.sheet(example)
        var failing: [String] = []
        for card in sheet.clones {
            for row in card.contrast {
                for measurement in [row.light, row.dark].compactMap({ $0 }) where !measurement.passes {
                    failing.append(
                        ContrastRule.message(
                            pair: measurement.pair, foreground: measurement.foreground,
                            background: measurement.background, ratio: measurement.ratio,
                            appearance: measurement.appearance.rawValue, clone: card.id))
                }
            }
        }
        #expect(failing.sorted() == findings.map(\.message).sorted())
        #expect(sheet.clones.allSatisfy { $0.contrast.count == Schema.builtIn.contrastPairs.count })
    }

    @Test func theIconIsTheLargestImage() throws {
        let set = "Brands/ALPHA/Assets.xcassets/AppIcon.appiconset/"
        let contents = """
            {"images": [
              {"filename": "small.png", "idiom": "iphone", "size": "60x60", "scale": "3x"},
              {"filename": "large.png", "idiom": "ios-marketing", "size": "1024x1024", "scale": "1x"},
              {"filename": "ipad.png", "idiom": "ipad", "size": "83.5x83.5", "scale": "2x"}
            ]}
            """
        var files = RuleExample.baseline.resolvedContents
        files[set + "Contents.json"] = Array(contents.utf8)
        for name in ["small", "large", "ipad"] { files[set + name + ".png"] = Self.pngSignature + Array(name.utf8) }
        let (workspace, fileSystem) = Self.load(files)
        let card = try #require(
            SheetBuilder(fileSystem: fileSystem).sheet(of: workspace, configuration: "Release").clones.first)
        guard case .image(let image) = card.icon else {
            Issue.record("expected an image, got \(card.icon)")
            return
        }
        #expect(image.file == set + "large.png")
        #expect(image.pixels == 1024)
        #expect(image.mediaType == "image/png")
        #expect(image.bytes == Self.pngSignature + Array("large".utf8))
    }

    @Test(arguments: [
        (
            RuleExample.baseline,
            "'Brands/ALPHA/Assets.xcassets/AppIcon.appiconset/Icon-1024.png' is not a PNG or JPEG image"
        ),
        (
            RuleExample(files: [
                "Configs/ALPHA-Debug.xcconfig": (ExampleWorkspace.files["Configs/ALPHA-Debug.xcconfig"] ?? "")
                    .replacingOccurrences(of: "APPICON_NAME = AppIcon", with: "APPICON_NAME = BrandIcon")
            ]),
            "no app icon set 'BrandIcon'"
        ),
        (
            RuleExample(removing: ["Brands/ALPHA/Assets.xcassets/AppIcon.appiconset/Icon-1024.png"]),
            "'AppIcon' has no image file"
        ),
        (
            RuleExample(files: ExampleWorkspace.tvFiles("ALPHA")),
            "'App Icon & Top Shelf Image' is a tvOS icon of layers (brand assets), which the sheet does not show"
        ),
    ])
    func aMissingIconSaysWhy(example: RuleExample, reason: String) throws {
        let card = try #require(Self.sheet(example).clones.first)
        #expect(card.icon == .missing(reason))
    }

    @Test func findingsGoOnTheCardsOfTheirFiles() throws {
        let root = ExampleWorkspace.root
        let at = { (file: String) in Diagnostic(.error, rule: "r", "m \(file)", at: .start(of: Path.join(root, file))) }
        let own = at("Brands/ALPHA/config.json")
        let shared = at("Configs/Base.xcconfig")
        let manifest = at("brands.json")
        let sheet = Self.sheet(findings: [own, shared, manifest])
        let alpha = try #require(sheet.clones.first)
        let beta = try #require(sheet.clones.last)
        #expect(alpha.findings.map(\.message) == [own.message, shared.message])
        #expect(beta.findings.map(\.message) == [shared.message])
        #expect(sheet.workspaceFindings.map(\.location) == ["brands.json:1:1"])
        #expect(sheet.count(.error) == 3, "a shared finding counts once")
        #expect(alpha.hasErrors)
    }

    /// With what validating each clone alone reports, a card lists that, not every finding in a file the clone shares:
    /// a React Native demo's cards each showed the other brands' base xcconfig errors of the one `project.pbxproj`.
    @Test func findingsOfEachCloneGoOnItsCardAlone() throws {
        let root = ExampleWorkspace.root
        let at = { (file: String) in Diagnostic(.error, rule: "r", "m \(file)", at: .start(of: Path.join(root, file))) }
        let alphaOnly = at("Configs/Base.xcconfig")
        let manifest = at("brands.json")
        let (workspace, fileSystem) = Self.load(RuleExample.baseline.resolvedContents)
        let sheet = SheetBuilder(fileSystem: fileSystem).sheet(
            of: workspace, configuration: "Release", findings: [alphaOnly, manifest],
            findingsOfClone: { $0 == "ALPHA" ? [alphaOnly] : [] })
        let alpha = try #require(sheet.clones.first)
        let beta = try #require(sheet.clones.last)
        #expect(alpha.findings.map(\.message) == [alphaOnly.message])
        #expect(beta.findings.isEmpty)
        #expect(sheet.workspaceFindings.map(\.location) == ["brands.json:1:1"])
        #expect(sheet.count(.error) == 2)
    }

    @Test func aClonesSelectionKeepsWorkspaceOrder() {
        let (workspace, fileSystem) = Self.load(RuleExample.baseline.resolvedContents)
        let sheet = SheetBuilder(fileSystem: fileSystem).sheet(
            of: workspace, clones: ["BETA", "GAMMA"], configuration: "Debug")
        #expect(sheet.clones.map(\.id) == ["BETA"])
        #expect(sheet.clones.first?.field(.displayName)?.value == "BETA Dev")
    }
}
