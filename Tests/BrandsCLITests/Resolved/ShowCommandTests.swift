import BrandKit
import BrandsCLI
import Foundation
import Testing

@Suite struct ShowCommandTests {
    @Test(arguments: [
        (["show", "NWD"], "show/NWD.txt"), (["show", "NWD", "--format", "json"], "show/NWD.json"),
        (["show", "NWD", "--configuration", "Debug"], "show/NWD-Debug.txt"),
        (["show", "RVG", "--format", "json"], "show/RVG.json"),
    ])
    func matchesGoldenFile(arguments: [String], golden: String) {
        let run = SampleWorkspace.run(arguments)
        #expect(run.status == .success)
        #expect(run.standardError == "")
        GoldenFile.expectMatches(run.standardOutput, golden)
    }

    /// A value set to nothing (openedx's `DEVELOPMENT_TEAM = ""`) is shown as `""` beside its source, not as a blank
    /// cell that reads like no value; no value at all is `—`.
    @Test func aValueSetToNothingIsShownAsEmptyQuotes() {
        let debug = ExampleWorkspace.files["Configs/ALPHA-Debug.xcconfig"] ?? ""
        let fileSystem = WorkspaceRun.exampleFileSystem(changing: [
            "Configs/ALPHA-Debug.xcconfig": debug.replacingOccurrences(
                of: "DEVELOPMENT_TEAM = ABCDE12340", with: "DEVELOPMENT_TEAM =")
        ])
        let run = WorkspaceRun(["show", "ALPHA"], fileSystem: fileSystem, currentDirectory: ExampleWorkspace.root)
        let team = run.standardOutput.split(separator: "\n").first { $0.hasPrefix("team ") }
        #expect(
            team.map { $0.contains(" \"\" ") && $0.hasSuffix("Configs/ALPHA-Debug.xcconfig:7") } == true,
            "\(run.standardOutput)")
        let unset = WorkspaceRun(
            ["show", "ALPHA"],
            fileSystem: WorkspaceRun.exampleFileSystem(changing: [
                "Configs/ALPHA-Debug.xcconfig": debug.replacingOccurrences(
                    of: "DEVELOPMENT_TEAM = ABCDE12340\n", with: "")
            ]), currentDirectory: ExampleWorkspace.root)
        let none = unset.standardOutput.split(separator: "\n").first { $0.hasPrefix("team ") }
        #expect(none.map { $0.hasSuffix(" —") || $0.contains(" — ") } == true, "\(unset.standardOutput)")
    }

    @Test func sectionsWithoutRowsAreNamedInOneLineNotPrintedAsBareHeaders() {
        // A repository without a schema: identity only.
        let run = FixtureRepository.run(["show", "Lime"], on: FixtureRepository.load("ExcludedBrandFolders"))
        #expect(run.status == .success, "\(run.standardError)")
        #expect(run.standardOutput.contains("display name       Lime Grocer            Brands/Lime/Lime.xcconfig:4\n"))
        #expect(
            run.standardOutput.hasSuffix(
                "\nNo feature flags, theme colours, fonts, config fields or required build settings.\n"),
            "\(run.standardOutput)")
        for header in ["FLAG", "COLOR", "FONT", "CONFIG", "BUILD SETTING"] {
            #expect(!run.standardOutput.contains("\n\(header) "), "\(header)")
        }
        // The sample's clones have every section, so nothing is named as missing.
        #expect(!SampleWorkspace.run(["show", "NWD"]).standardOutput.contains("\nNo "))
    }

    /// A clone without a config file (read from a project's scheme, or a configuration group the manifest names) is
    /// identified by its id, from where it is defined, as `generate swift`'s `identifier` is: `show` printed `—`
    /// (Blockzilla's Klar).
    @Test(arguments: [
        ("ExcludedBrandFolders", "Lime", "Shop.xcodeproj/xcshareddata/xcschemes/Lime.xcscheme:2"),
        ("ConfigurationPerBrand", "Klar", "brands.json:7"),
    ])
    func aCloneWithoutAConfigFileIsIdentifiedByItsIdAsGenerateSwiftDoes(fixture: String, clone: String, source: String)
        throws
    {
        let fileSystem = FixtureRepository.load(fixture)
        #expect(FixtureRepository.run(["init", "--write"], on: fileSystem).status == .success)
        let text = FixtureRepository.run(["show", clone], on: fileSystem)
        #expect(text.status == .success, "\(text.standardError)")
        let row = try #require(text.standardOutput.split(separator: "\n").first { $0.hasPrefix("identifier ") })
        let cells = row.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        #expect(cells == ["identifier", clone, source], "\(row)")
        let json = FixtureRepository.run(["show", clone, "--format", "json"], on: fileSystem)
        let identity = try #require(SampleWorkspace.object(json.standardOutput)["identity"] as? [String: Any])
        let identifier = try #require(identity["identifier"] as? [String: String], "\(json.standardOutput)")
        #expect(identifier["value"] == clone)
        #expect(identifier["source"] == source)
        let generated = FixtureRepository.run(["generate", "swift"], on: fileSystem)
        #expect(generated.status == .success, "\(generated.standardError)")
        #expect(generated.standardOutput.contains("identifier: \"\(clone)\",\n"))
    }

    static let cases = SampleWorkspace.clones.flatMap { clone in ["Debug", "Release"].map { (clone, $0) } }

    /// Flags in `show --format json` against `config.json` read with Foundation: the value of the override, or
    /// of `features`, or the registry default, with the line it is written on.
    @Test(arguments: cases)
    func flagsMatchTheConfigFile(clone: String, configuration: String) throws {
        let run = SampleWorkspace.run(["show", clone, "-c", configuration, "--format", "json"])
        let shown = try #require(SampleWorkspace.object(run.standardOutput)["features"] as? [String: [String: Any]])
        let path = "Brands/\(clone)/config.json"
        let config = SampleWorkspace.json(path)
        let features = config["features"] as? [String: Any] ?? [:]
        let overrides =
            ((config["overrides"] as? [String: Any])?[configuration] as? [String: Any])?["features"] as? [String: Any]
            ?? [:]
        #expect(shown.count == 9, "every registry flag")
        for (flag, entry) in shown {
            let source = entry["source"] as? String
            if let written = overrides[flag] ?? features[flag] {
                // Both sides come from the same JSONSerialization, so equal values describe themselves equally.
                #expect(entry["value"].map { "\($0)" } == "\(written)", "\(clone) \(flag)")
                let lines = SampleWorkspace.read(path).split(separator: "\n", omittingEmptySubsequences: false)
                let line = try #require(source?.split(separator: ":").last.flatMap { Int($0) })
                #expect(source?.hasPrefix(path + ":") == true)
                #expect(lines[line - 1].contains("\"\(flag)\""), "\(clone) \(flag) at \(source ?? "")")
            } else {
                #expect(source == "default", "\(clone) \(flag)")
            }
        }
    }

    /// Colours in `show --format json` against each colour set's `Contents.json` read with Foundation.
    @Test(arguments: SampleWorkspace.clones)
    func colorsMatchTheAssetCatalog(clone: String) throws {
        let run = SampleWorkspace.run(["show", clone, "--format", "json"])
        let shown = try #require(SampleWorkspace.object(run.standardOutput)["colors"] as? [String: [String: Any]])
        for role in ["primary", "secondary", "accent", "background", "text"] {
            let name = role.prefix(1).uppercased() + role.dropFirst() + "Color"
            let path = "Brands/\(clone)/Assets.xcassets/\(name).colorset/Contents.json"
            let colors = try #require(SampleWorkspace.json(path)["colors"] as? [[String: Any]])
            let light = try #require(colors.first { $0["appearances"] == nil })
            let dark = try #require(colors.first { $0["appearances"] != nil })
            #expect(shown[role]?["value"] as? String == Self.hex(light), "\(clone) \(role)")
            #expect(shown[role]?["dark"] as? String == Self.hex(dark), "\(clone) \(role) dark")
            #expect((shown[role]?["source"] as? String)?.hasPrefix(path + ":") == true)
            // The sample README: the light colour equals the config.json theme colour.
            let theme = SampleWorkspace.json("Brands/\(clone)/config.json")["theme"] as? [String: String]
            if let written = theme?["\(role)_color"], written.hasPrefix("#") {
                #expect(written.uppercased() == shown[role]?["value"] as? String, "\(clone) \(role) theme")
            }
        }
        // `link` has no colour set: it follows its reference (config.json, else the base theme's `@accent`).
        let theme = SampleWorkspace.json("Brands/\(clone)/config.json")["theme"] as? [String: String]
        let reference = theme?["link_color"] ?? "@accent"
        let target = String(reference.dropFirst())
        #expect(shown["link"]?["reference"] as? String == reference)
        #expect(shown["link"]?["value"] as? String == shown[target]?["value"] as? String)
        #expect(shown["link"]?["dark"] as? String == shown[target]?["dark"] as? String)
    }

    /// `#RRGGBB` of a colour entry, components as floats (`"0.820"`), 0–255 integers or hex (`"0xD1"`).
    static func hex(_ entry: [String: Any]) -> String {
        let components = (entry["color"] as? [String: Any])?["components"] as? [String: String] ?? [:]
        return "#"
            + ["red", "green", "blue"].map { name -> String in
                let text = components[name] ?? "0"
                let byte: Int
                if text.lowercased().hasPrefix("0x") {
                    byte = Int(text.dropFirst(2), radix: 16) ?? -1
                } else if text.contains(".") {
                    byte = Int(((Double(text) ?? -1) * 255).rounded())
                } else {
                    byte = Int(text) ?? -1
                }
                return String(format: "%02X", byte)
            }.joined()
    }

    @Test func fontsFallBackToTheSystemFontOnlyWhereTheyAreNotNamed() throws {
        let run = SampleWorkspace.run(["show", "SBT", "--format", "json"])
        let fonts = try #require(SampleWorkspace.object(run.standardOutput)["fonts"] as? [String: [String: Any]])
        #expect(fonts["headline"]?["name"] as? String == "BavariaSerif-Black")
        #expect(fonts["headline"]?["size"] as? Int == 30)
        #expect(fonts["caption"]?["source"] as? String == "Brands/SBT/custom_fonts.plist:10")
    }

    @Test func theDebugOverrideIsShownWithItsLine() throws {
        let run = SampleWorkspace.run(["show", "NWD", "-c", "Debug", "--format", "json"])
        let features = try #require(SampleWorkspace.object(run.standardOutput)["features"] as? [String: [String: Any]])
        let line = try #require(SampleWorkspace.line(of: "\"experimental_reader\"", in: "Brands/NWD/config.json"))
        #expect(features["experimental_reader"]?["value"] as? Bool == true)
        #expect(features["experimental_reader"]?["source"] as? String == "Brands/NWD/config.json:\(line)")
    }

    @Test(arguments: [
        (["show", "NWX"], "error: unknown clone 'NWX'; did you mean 'NWD'?"),
        (
            ["show", "NWD", "-c", "Relase"],
            "error: unknown configuration 'Relase'; did you mean 'Release'? (in --configuration)"
        ),
        (["show", "NWD", "--format", "csv"], "error: invalid value 'csv' for '--format'"),
        (["show"], "error: missing argument '<clone>'"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) {
        let run = SampleWorkspace.run(arguments)
        #expect(run.status == .usageError)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix(message), "\(run.standardError)")
    }
}
