import BrandFormats
import BrandKit
import BrandsCLI
import Documents
import Foundation
import Support
import Testing
import XCConfig

/// `brands sheet` on the sample and on copies of it: a well-formed page with one card per clone holding exactly what
/// `show` and `validate` say.
@Suite struct SheetCommandTests {
    static let sample: CapturedRun = SampleWorkspace.run(["sheet"])

    @Test func theSampleSheetIsWellFormedAndSelfContained() throws {
        let run = Self.sample
        #expect(run.status == .success)
        #expect(run.standardError == "wrote the brand sheet to standard output: 0 errors, 0 warnings in 5 clones\n")
        let page = SheetPage(run.standardOutput)
        #expect(page.errors == [])
        #expect(page.cards.map { $0.attributes["id"] } == SampleWorkspace.clones.map { "clone-" + $0 })
        let html = try #require(page.checker.root.all("html").first)
        #expect(html.attributes["lang"] == "en")
        #expect(page.checker.all { $0.name == "meta" && $0.attributes["name"] == "generator" }.count == 1)
        #expect(page.checker.all { $0.name == "style" }.count == 1)
        let policy = page.checker.all { $0.attributes["http-equiv"] == "Content-Security-Policy" }
        #expect(policy.first?.attributes["content"] == "default-src 'none'; img-src data:; style-src 'unsafe-inline'")
        #expect(page.checker.all { $0.name == "h1" }.count == 1)
        for card in page.cards {
            #expect(card.all("h3").count == 1, "one heading per clone")
        }
        for image in page.checker.all(where: { $0.name == "img" }) {
            #expect(image.attributes["src"]?.hasPrefix("data:image/png;base64,") == true)
            #expect(image.attributes["alt"]?.hasSuffix("app icon, 1024 × 1024 px") == true)
        }
        #expect(page.checker.all { $0.name == "img" }.count == 10, "each icon on its card and in the table")
        for link in page.checker.all(where: { $0.attributes["href"] != nil }) {
            #expect(link.attributes["href"]?.hasPrefix("#") == true, "no link leaves the page")
        }
        for table in page.checker.all(where: { $0.name == "table" }) {
            #expect(table.elements.first?.name == "caption", "a table starts with its caption")
        }
        for header in page.checker.all(where: { $0.name == "th" }) {
            #expect(["col", "row", "rowgroup"].contains(header.attributes["scope"] ?? ""), "\(header.text)")
        }
        #expect(!run.standardOutput.contains("url("), "no external or embedded resource outside img")
    }

    /// The page's own text colours on its own backgrounds reach 7:1 (WCAG AAA), read from the style sheet's variables.
    @Test func thePagesOwnTextContrastsEnough() throws {
        let page = SheetPage(Self.sample.standardOutput)
        let css = try #require(page.checker.all { $0.name == "style" }.first?.text)
        var colors: [String: RGBAColor] = [:]
        for declaration in css.components(separatedBy: ";") {
            let parts = declaration.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let name = parts[0].split(separator: " ").last, name.hasPrefix("--"),
                let color = RGBAColor(hex: parts[1])
            else { continue }
            colors[String(name.dropFirst(2))] = color
        }
        let pairs = [
            ("ink", "paper"), ("ink", "page"), ("muted", "paper"), ("muted", "page"), ("accent", "paper"),
            ("accent", "page"), ("pass-ink", "pass-bg"), ("fail-ink", "fail-bg"), ("warn-ink", "warn-bg"),
            ("change-ink", "change-bg"), ("muted", "change-bg"), ("muted", "fail-bg"), ("muted", "warn-bg"),
        ]
        for (text, background) in pairs {
            let ratio = RGBAColor.contrastRatio(try #require(colors[text]), try #require(colors[background]))
            #expect(ratio >= 7, "\(text) on \(background): \(ratio)")
        }
    }

    /// Every value of the card against `brands show --format json` of the same clone.
    @Test(arguments: SampleWorkspace.clones)
    func everyValueAndSourceIsShowsValue(clone: String) throws {
        let shown = SampleWorkspace.object(SampleWorkspace.run(["show", clone, "--format", "json"]).standardOutput)
        let page = SheetPage(Self.sample.standardOutput)
        let card = try #require(page.card(clone))
        let colors = try #require(shown["colors"] as? [String: [String: Any]])
        let rows = page.rows(of: card, caption: "Colour roles")
        #expect(rows.count == colors.count)
        for (role, color) in colors {
            let reference = (color["reference"] as? String).map { " (\($0))" } ?? ""
            let cells = page.cells(rows[role + reference])
            #expect(cells.count == 3, "\(role)")
            #expect(cells.first?.hasPrefix(try #require(color["value"] as? String)) == true, "\(role): \(cells)")
            #expect(cells.dropFirst().first?.hasPrefix(try #require(color["dark"] as? String)) == true, "\(role)")
            let source = try #require(color["source"] as? String)
            let darkSource = try #require(color["darkSource"] as? String)
            #expect(cells.last == (source == darkSource ? source : "\(source) dark: \(darkSource)"), "\(role)")
        }
        let identity = try #require(shown["identity"] as? [String: [String: Any]])
        let identityRows = page.rows(of: card, caption: "Identity")
        for (key, label) in [("displayName", "Display name"), ("bundleIdentifier", "Bundle identifier")] {
            #expect(
                page.cells(identityRows[label])
                    == [identity[key]?["value"], identity[key]?["source"]].map { "\($0 ?? "")" })
        }
        for (key, label) in [("version", "Version"), ("build", "Build")] {
            let entry = try #require(shown[key] as? [String: Any])
            #expect(page.cells(identityRows[label]) == ["\(entry["value"] ?? "")", "\(entry["source"] ?? "")"])
        }
        let fonts = try #require(shown["fonts"] as? [String: [String: Any]])
        let fontRows = page.rows(of: card, caption: "Fonts")
        for (style, font) in fonts {
            let cells = page.cells(fontRows[style])
            let size = try #require(font["size"] as? Double)
            let name = (font["name"] as? String) ?? "system font"
            #expect(
                cells.first == "\(name) \(size == size.rounded() ? String(Int(size)) : String(size)) pt", "\(style)")
            #expect(cells.last == font["source"] as? String, "\(style)")
        }
        let features = try #require(shown["features"] as? [String: [String: Any]])
        let flagRows = page.rows(of: card, caption: "Feature flags")
        for flag in Schema.builtIn.flags {
            let raw = features[flag.name]?["value"]
            let value: String
            switch flag.type {
            case .bool: value = "\((raw as? NSNumber)?.boolValue ?? false)"
            case .integer: value = "\((raw as? NSNumber)?.intValue ?? 0)"
            case .string: value = raw as? String ?? ""
            }
            if value == flag.defaultValue.description {
                #expect(flagRows[flag.name] == nil, "\(flag.name) has its default")
            } else {
                #expect(
                    page.cells(flagRows[flag.name])
                        == [value, flag.defaultValue.description, "\(features[flag.name]?["source"] ?? "")"])
            }
        }
    }

    @Test(arguments: ["--force", "NWX", "--against=-x", "--against=", "--output=", "-c Relase"])
    func usageErrorsExit64(argument: String) {
        let run = SampleWorkspace.run(["sheet"] + argument.split(separator: " ").map(String.init))
        #expect(run.status == .usageError)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix("error: "))
    }

    @Test func colourAndTerminalsDoNotChangeThePage() {
        let run = CapturedRun(
            ["sheet"], root: CommandTable.root, environment: ["NO_COLOR": "1"], fileSystem: LocalFileSystem(),
            currentDirectory: SampleWorkspace.rootPath, isStandardOutputTerminal: true, isStandardErrorTerminal: true)
        #expect(run.status == .success)
        #expect(run.standardOutput == Self.sample.standardOutput)
        #expect(!run.standardError.contains("\u{1B}"))
        #expect(!run.standardOutput.contains("\u{1B}"))
    }
}

/// The page's list of clones tells apart clones of one display name by their ids: CovidCertificate's eight clones
/// showed as four "Covid Check" and four "Covid Cert".
@Suite struct SheetNavigationTests {
    @Test func clonesOfOneNameAreListedWithTheirIds() throws {
        let workspace = try SampleWorkspace.copy()
        defer { workspace.remove() }
        let release = "Configs/RVG-Release.xcconfig"
        let text = try String(contentsOf: workspace.root.appendingPathComponent(release), encoding: .utf8)
        try workspace.write(
            text.replacingOccurrences(
                of: "APP_DISPLAY_NAME = River Valley Gazette\n", with: "APP_DISPLAY_NAME = Harbour Courier\n"),
            to: release)
        let run = try workspace.run(["sheet"])
        let page = SheetPage(run.standardOutput)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let links = try #require(page.checker.all { $0.name == "nav" }.first).all("a")
        #expect(
            links.map(\.text) == [
                "Alpine Post", "Harbour Courier HBC", "Nordwest Daily", "Harbour Courier RVG", "Südbayern Tagblatt",
            ])
    }
}
