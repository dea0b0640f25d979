import BrandKit
import BrandsCLI
import Foundation
import Support
import Testing
import XCConfig

/// Mistakes that used to pass `brands validate` silently, each on a copy of the sample.
@Suite struct SilentAcceptanceTests {
    static func validate(_ changes: [String: String?], _ arguments: [String] = []) -> CapturedRun {
        SampleWorkspace.run(["validate"] + arguments, changing: changes)
    }

    @Test(arguments: [
        ("Releas", "did you mean 'Release'?"), ("release", "did you mean 'Release'?"),
        ("Staging", "the configurations are Debug, Release"),
    ])
    func aConditionOnAConfigurationNoCloneHasIsReported(pattern: String, advice: String) {
        let base =
            SampleWorkspace.read("Configs/Base.xcconfig") + "SWIFT_COMPILATION_MODE[config=\(pattern)] = wholemodule\n"
        let line = base.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let run = Self.validate(["Configs/Base.xcconfig": base], ["NWD"])
        #expect(run.status == .success)
        #expect(
            run.standardOutput == "Configs/Base.xcconfig:\(line):23: warning: condition [config=\(pattern)] matches no "
                + "configuration, so the assignment never applies; \(advice) [unknown_configuration_condition]\n"
                + "0 errors, 1 warning in 1 clone\n")
    }

    static let primary = "Brands/NWD/Assets.xcassets/PrimaryColor.colorset/Contents.json"

    @Test(arguments: [
        (
            "\"colors\"", "\"colours\"",
            "Brands/NWD/Assets.xcassets/PrimaryColor.colorset/Contents.json:2:3: error: unknown key 'colours' in a colour set; did you mean 'colors'? [asset_catalog_invalid_contents]"
        ),
        (
            "\"srgb\"", "\"cmyk\"",
            "Brands/NWD/Assets.xcassets/PrimaryColor.colorset/Contents.json:5:25: error: unknown color space 'cmyk'; use one of srgb, display-p3, extended-srgb, extended-linear-srgb, gray-gamma-22, extended-gray [asset_catalog_invalid_color]"
        ),
    ])
    func aColorSetXcodeCannotReadIsReported(original: String, replacement: String, finding: String) {
        let run = Self.validate(
            [Self.primary: SampleWorkspace.read(Self.primary, replacing: original, with: replacement)], ["NWD"])
        #expect(run.status == .failure)
        #expect(run.standardOutput.hasPrefix(finding + "\n"), "\(run.standardOutput)")
    }

    static let fonts = "Brands/NWD/custom_fonts.plist"

    @Test(arguments: [
        ("NordSerif-Bld", "did you mean 'NordSerif-Bold'?"), ("Georgia-Bld", "did you mean 'Georgia-Bold'?"),
        ("Zzyzx", "add the font file to Brands/NWD/Fonts as a resource of target 'NWD' and to UIAppFonts"),
    ])
    func anUnknownFontSuggestsABundledOrSystemFont(name: String, advice: String) {
        let run = Self.validate(
            [Self.fonts: SampleWorkspace.read(Self.fonts, replacing: "NordSerif-Bold", with: name)], ["NWD"])
        #expect(
            run.standardOutput
                == "Brands/NWD/custom_fonts.plist:14:2: error: font '\(name)' is not bundled with NWD and is not an iOS "
                + "system font; \(advice) [missing_font]\n1 error, 0 warnings in 1 clone\n")
    }

    /// Exelon's Info.plist lists 'Diodrum-Lightitalic.otf' for 'Diodrum-LightItalic.otf': found on the simulator,
    /// which runs on the Mac's case-insensitive disk, and not on an iPhone.
    @Test(arguments: [
        (
            "NordSerif-bold.ttf",
            "'NordSerif-Bold.ttf' is, a name that differs in case, which the simulator ignores but an iPhone does not; "
                + "write 'NordSerif-Bold.ttf'"
        ),
        ("NordSerif-Bld.ttf", "did you mean 'NordSerif-Bold.ttf'?"),
        ("Zzyzx.ttf", "add the file or remove the entry"),
    ])
    func aListedFontFileTheCloneLacksSuggestsTheOneItHas(listed: String, advice: String) {
        let info = "Brands/NWD/Info.plist"
        let run = Self.validate(
            [
                info: SampleWorkspace.read(
                    info, replacing: "<string>NordSerif-Bold.ttf</string>", with: "<string>\(listed)</string>")
            ],
            ["NWD"])
        #expect(run.status == .failure)
        #expect(
            run.standardOutput.contains(
                "Brands/NWD/Info.plist:31:3: error: "
                    + MissingFontRule.listedButMissing(
                        listed, place: "the resources of target 'NWD'",
                        bundled: ["NordSans-Italic.ttf", "NordSans-Regular.ttf", "NordSerif-Bold.ttf"])
                    + " [missing_font]\n"), "\(run.standardOutput)")
        #expect(
            run.standardOutput.contains(
                "UIAppFonts lists '\(listed)', which is not in the resources of target 'NWD'; \(advice) [missing_font]\n"
            ))
    }

    /// Read through the folder layout (without the project), where every font file in the clone's folder is bundled.
    @Test func aFontFileWithAnotherPostScriptNameSaysTheNameItHas() throws {
        var fileSystem = SampleWorkspace.inMemory(
            changing: [
                Self.fonts: SampleWorkspace.read(Self.fonts, replacing: "NordSerif-Bold", with: "NordSerifDisplay")
            ], only: ["Brands", "Configs"])
        let font = try #require(
            FileManager.default.contents(atPath: SampleWorkspace.rootPath + "/Brands/NWD/Fonts/NordSerif-Bold.ttf"))
        fileSystem.write(Array(font), to: SampleWorkspace.memoryRoot + "/Brands/NWD/Fonts/NordSerifDisplay.ttf")
        let run = CapturedRun(
            ["validate", "NWD"], root: CommandTable.root, fileSystem: fileSystem,
            currentDirectory: SampleWorkspace.memoryRoot)
        #expect(
            run.standardOutput
                == "Brands/NWD/custom_fonts.plist:14:2: error: "
                + MissingFontRule.differentName(
                    "NordSerifDisplay", clone: "NWD", fileName: "NordSerifDisplay.ttf", actual: "NordSerif-Bold")
                + " [missing_font]\n1 error, 0 warnings in 1 clone\n")
    }

    /// Read through the project, a font file the target does not copy is not bundled, wherever it is.
    @Test func aFontFileTheTargetDoesNotCopyIsNotBundled() throws {
        var fileSystem = SampleWorkspace.inMemory(changing: [
            Self.fonts: SampleWorkspace.read(Self.fonts, replacing: "NordSerif-Bold", with: "NordSerifDisplay")
        ])
        let font = try #require(
            FileManager.default.contents(atPath: SampleWorkspace.rootPath + "/Brands/NWD/Fonts/NordSerif-Bold.ttf"))
        fileSystem.write(Array(font), to: SampleWorkspace.memoryRoot + "/Brands/NWD/Fonts/NordSerifDisplay.ttf")
        let run = CapturedRun(
            ["validate", "NWD"], root: CommandTable.root, fileSystem: fileSystem,
            currentDirectory: SampleWorkspace.memoryRoot)
        // The file in NWD's folder that no target copies is reported as such, too.
        #expect(
            run.standardOutput
                == "Brands/NWD/Fonts/NordSerifDisplay.ttf:1:1: warning: "
                + UnbuiltCloneResourceRule.message(
                    path: "Brands/NWD/Fonts/NordSerifDisplay.ttf", clone: "NWD", target: "NWD")
                + " [unbuilt_clone_resource]\nBrands/NWD/custom_fonts.plist:14:2: error: "
                + MissingFontRule.notBundled(
                    "NordSerifDisplay", clone: "NWD",
                    destination: "Brands/NWD/Fonts as a resource of target 'NWD'")
                + " [missing_font]\n1 error, 1 warning in 1 clone\n")
    }

    @Test func aMisspeltAppIconSetSuggestsTheCatalogsOwn() {
        let debug = "Configs/NWD-Debug.xcconfig"
        let run = Self.validate(
            [debug: SampleWorkspace.read(debug, replacing: "APPICON_NAME = AppIcon", with: "APPICON_NAME = AppIcn")],
            ["NWD"])
        #expect(
            run.standardOutput.contains(
                "app icon set 'AppIcn' is not in Brands/NWD/Assets.xcassets; did you mean 'AppIcon'?"),
            "\(run.standardOutput)")
    }
}
