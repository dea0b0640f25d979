import BrandKit
import BrandsCLI
import Foundation
import Support
import Testing
import XCConfig

/// The sheet of broken copies of the sample: findings on the cards as `validate` reports them, contrast verdicts equal
/// to `insufficient_contrast`'s, and values that try to add markup shown as text.
@Suite struct SheetFindingsTests {
    /// A colour set with a light and a dark colour, components as Xcode writes them.
    static func colorSet(light: (Double, Double, Double), dark: (Double, Double, Double)) -> String {
        func entry(_ rgb: (Double, Double, Double), dark: Bool) -> String {
            let appearance = dark ? "\"appearances\": [{\"appearance\": \"luminosity\", \"value\": \"dark\"}], " : ""
            return
                "{\(appearance)\"color\": {\"color-space\": \"srgb\", \"components\": {\"alpha\": \"1.000\", \"red\": \"\(rgb.0)\", \"green\": \"\(rgb.1)\", \"blue\": \"\(rgb.2)\"}}, \"idiom\": \"universal\"}"
        }
        return "{\"colors\": [\(entry(light, dark: false)), \(entry(dark, dark: true))], \"info\": {\"version\": 1}}"
    }

    /// The sample with a stray comma in NWD's config.json, low contrast in ALP (light) and HBC (dark).
    static let broken: [String: String?] = [
        "Brands/NWD/config.json": SampleWorkspace.read(
            "Brands/NWD/config.json", replacing: "\"clone_identifier\": \"NWD\",",
            with: "\"clone_identifier\": \"NWD\",,"),
        "Brands/ALP/Assets.xcassets/TextColor.colorset/Contents.json": colorSet(
            light: (0.6, 0.6, 0.6), dark: (0.94, 0.94, 0.94)),
        "Brands/HBC/Assets.xcassets/TextColor.colorset/Contents.json": colorSet(
            light: (0.06, 0.16, 0.18), dark: (0.2, 0.2, 0.2)),
    ]

    static let brokenSheet = SampleWorkspace.run(["sheet"], changing: broken)
    static let brokenValidation = ValidationReport(
        SampleWorkspace.run(["validate", "--format", "json"], changing: broken).standardOutput)

    @Test func findingsAreListedAndTheRunFails() throws {
        let run = Self.brokenSheet
        #expect(run.status == .failure)
        let page = SheetPage(run.standardOutput)
        #expect(page.errors == [])
        #expect(page.cards.count == 5, "the sheet is still written")
        let report = try #require(Self.brokenValidation)
        #expect(report.findings.contains { $0.rule == "json_syntax" })
        // Every finding of validate is on the page, on the card of the clone whose file it is in.
        var listed = Set<String>()
        for card in page.cards {
            let id = String(card.attributes["id"]?.dropFirst("clone-".count) ?? "")
            for finding in page.findings(of: card) {
                listed.insert(finding)
                #expect(finding.contains(" Brands/\(id)/") || finding.contains(" Configs/"), "\(id): \(finding)")
            }
        }
        let expected = report.findings.map {
            "\($0.severity) \($0.file):\($0.line):\($0.column) \($0.message) [\($0.rule)]"
        }
        #expect(listed == Set(expected.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }))
        #expect(run.standardError.contains("Brands/NWD/config.json:2:29: error: "))
        #expect(run.standardError.hasSuffix("in 5 clones\n"))
        let nwd = try #require(page.card("NWD"))
        #expect(nwd.all { $0.hasClass("badge") && $0.hasClass("error") }.first?.text.hasPrefix("1 error") == true)
    }

    /// Each failing verdict on a card is a finding of `insufficient_contrast` for that clone and appearance with the
    /// same ratio, and the other way round.
    @Test func contrastVerdictsAreValidates() throws {
        let page = SheetPage(Self.brokenSheet.standardOutput)
        let report = try #require(Self.brokenValidation)
        var failing = Set<String>()
        var passing = 0
        for card in page.cards {
            let id = String(card.attributes["id"]?.dropFirst("clone-".count) ?? "")
            let cells = page.cells(page.rows(of: card, caption: "Contrast")["text on background"])
            #expect(cells.count == 3 && cells.first == "4.5:1", "\(id): \(cells)")
            for (appearance, cell) in zip(["light", "dark"], cells.dropFirst()) {
                if cell.hasSuffix("✗ fail") {
                    failing.insert("\(id) \(appearance) \(cell.split(separator: " ")[1])")
                } else {
                    #expect(cell.hasSuffix("✓ pass"), "\(cell)")
                    passing += 1
                }
            }
        }
        let expected = report.findings.filter { $0.rule == "insufficient_contrast" }.map { finding in
            let clone = finding.file.split(separator: "/")[1]
            let appearance = finding.message.contains("dark appearance") ? "dark" : "light"
            let ratio = finding.message.components(separatedBy: "contrast of ").last?.split(separator: " ").first ?? ""
            return "\(clone) \(appearance) \(ratio)"
        }
        #expect(failing == Set(expected))
        #expect(failing.count == 2 && passing == 8)
    }

    static let hostile = "<script>alert(\"x\")</script> & 'quoted' <b>bold</b>"

    @Test func valuesCannotAddMarkup() throws {
        let run = SampleWorkspace.run(
            ["sheet"],
            changing: [
                "Configs/NWD-Release.xcconfig": SampleWorkspace.read(
                    "Configs/NWD-Release.xcconfig", replacing: "APP_DISPLAY_NAME = Nordwest Daily",
                    with: "APP_DISPLAY_NAME = \(Self.hostile)"),
                "Brands/NWD/custom_fonts.plist": SampleWorkspace.read(
                    "Brands/NWD/custom_fonts.plist", replacing: "<string>NordSerif-Bold</string>",
                    with: "<string>&lt;img src=x onerror=alert(1)&gt;</string>"),
                "Brands/NWD/config.json": SampleWorkspace.read(
                    "Brands/NWD/config.json", replacing: "\"podcasts\": true,",
                    with: "\"podcasts\": true, \"<i>flag</i>\\u0000\": true,"),
            ])
        let page = SheetPage(run.standardOutput)
        #expect(page.errors == [])
        for element in ["script", "b", "i"] {
            #expect(page.checker.all { $0.name == element }.isEmpty, "<\(element)> got in")
        }
        #expect(page.checker.all { $0.name == "img" }.allSatisfy { $0.attributes["src"]?.hasPrefix("data:") == true })
        let card = try #require(page.card("NWD"))
        #expect(card.all("h3").first?.text == Self.hostile.split(separator: " ").joined(separator: " "))
        #expect(
            page.cells(page.rows(of: card, caption: "Fonts")["headline"]).first == "<img src=x onerror=alert(1)> 28 pt")
        #expect(page.findings(of: card).contains { $0.contains("unknown feature flag '<i>flag</i>\u{FFFD}'") })
        #expect(!run.standardOutput.contains("\u{0}"))
    }
}
