import BrandKit
import Foundation
import Support
import Testing
import XCConfig

@Suite struct ThemeResolverTests {
    private let configPath = ResolverFixture.path("Brands/ALPHA/config.json")

    private func theme(
        config replacements: [(String, String)] = [], files: [String: String] = [:], removing: [String] = []
    ) -> (colors: [String: ResolvedColor], problems: [ThemeResolver.Problem]) {
        var all = files
        all["Brands/ALPHA/config.json"] = ResolverFixture.config(replacements)
        let (clone, workspace) = ResolverFixture.alpha(all, removing: removing)
        let resolved = ThemeResolver(schema: workspace.schema).resolve(clone)
        #expect(resolved.colors.map(\.role) == workspace.schema.colorRoles.map(\.name))
        return (Dictionary(uniqueKeysWithValues: resolved.colors.map { ($0.role, $0) }), resolved.problems)
    }

    private static func colorSetPath(_ name: String) -> String {
        "Brands/ALPHA/Assets.xcassets/\(name).colorset/Contents.json"
    }

    @Test func theAssetCatalogWinsWithItsDarkVariant() {
        let primary = theme().colors["primary"]
        #expect(primary?.light?.hexString == "#1A4D8F")
        #expect(primary?.dark?.hexString == "#5B8DD6")
        #expect(primary?.source.origin == .assetCatalog)
        #expect(primary?.source.location?.file == ResolverFixture.path(Self.colorSetPath("PrimaryColor")))
        #expect(primary?.source.location?.line == 3)
        #expect(primary?.darkSource.location?.line == 10)
        #expect(primary?.colorSpace == "srgb")
        #expect(primary?.reference == nil)
    }

    @Test func withoutAColorSetTheConfigThemeIsUsedInBothAppearances() {
        let resolved = theme(
            config: [("\"#F2A900\"", "\"#abc\"")], removing: [Self.colorSetPath("SecondaryColor")])
        let secondary = resolved.colors["secondary"]
        #expect(secondary?.light?.hexString == "#AABBCC")
        #expect(secondary?.dark == secondary?.light)
        #expect(secondary?.source.origin == .config)
        #expect(secondary?.source.location?.file == configPath)
        #expect(
            secondary?.source.location?.line
                == ResolverFixture.line(of: "secondary_color", in: ResolverFixture.config([])))
        #expect(resolved.problems.isEmpty)
    }

    @Test func withNeitherTheBaseThemeDefaultIsUsed() {
        let resolved = theme(
            config: [("\"background_color\": \"#FFFFFF\",", "")], removing: [Self.colorSetPath("BackgroundColor")])
        let background = resolved.colors["background"]
        #expect(background?.light?.hexString == "#FFFFFF")
        #expect(background?.source == .schemaDefault)
    }

    @Test func aRoleWithNoValueAnywhereHasNoColour() {
        let resolved = theme(
            config: [("\"primary_color\": \"#1A4D8F\",", "")], removing: [Self.colorSetPath("PrimaryColor")])
        #expect(resolved.colors["primary"]?.light == nil)
        #expect(resolved.problems.isEmpty)
    }

    @Test func aReferenceFollowsTheTargetsColourSetAndItsDarkVariant() {
        // `link` is not in the catalog and not in config.json: the base theme's `@accent` applies.
        let link = theme().colors["link"]
        #expect(link?.light?.hexString == "#D7263D")
        #expect(link?.dark?.hexString == "#FF6B7D")
        #expect(link?.source == .schemaDefault)
        #expect(link?.reference == "accent")
    }

    @Test func referenceChainsAreFollowedToAHexValue() {
        let resolved = theme(
            config: [
                ("\"primary_color\": \"#1A4D8F\"", "\"primary_color\": \"@secondary\""),
                ("\"secondary_color\": \"#F2A900\"", "\"secondary_color\": \"#00FF00\""),
                ("\"text_color\": \"#1C1C1E\"", "\"text_color\": \"#1C1C1E\", \"link_color\": \"@primary\""),
            ],
            removing: [Self.colorSetPath("PrimaryColor"), Self.colorSetPath("SecondaryColor")])
        #expect(resolved.colors["link"]?.light?.hexString == "#00FF00")
        #expect(resolved.colors["link"]?.reference == "primary")
        #expect(resolved.colors["link"]?.source.origin == .config)
        #expect(resolved.colors["primary"]?.light?.hexString == "#00FF00")
        #expect(resolved.problems.isEmpty)
    }

    @Test func aCycleIsAProblemOfEveryRoleInIt() {
        let resolved = theme(
            config: [
                ("\"primary_color\": \"#1A4D8F\"", "\"primary_color\": \"@secondary\""),
                ("\"secondary_color\": \"#F2A900\"", "\"secondary_color\": \"@primary\""),
            ],
            removing: [Self.colorSetPath("PrimaryColor"), Self.colorSetPath("SecondaryColor")])
        #expect(resolved.colors["primary"]?.light == nil)
        let kinds = resolved.problems.map { "\($0.role) \($0.kind)" }
        #expect(
            kinds == [
                "primary cycle([\"primary\", \"secondary\", \"primary\"])",
                "secondary cycle([\"secondary\", \"primary\", \"secondary\"])",
            ])
        #expect(resolved.problems.first?.location?.file == configPath)
    }

    @Test func aRoleReferringToItselfThroughItsColourSetIsNoCycle() {
        // primary's colour set gives `@primary` a colour, so link → primary stops there.
        let resolved = theme(config: [
            ("\"primary_color\": \"#1A4D8F\"", "\"primary_color\": \"@link\""),
            ("\"text_color\": \"#1C1C1E\"", "\"text_color\": \"#1C1C1E\", \"link_color\": \"@primary\""),
        ])
        #expect(resolved.problems.isEmpty)
        #expect(resolved.colors["link"]?.light?.hexString == "#1A4D8F")
    }

    @Test func anUnknownReferenceIsReportedEvenWhenAColourSetHidesIt() {
        let resolved = theme(config: [("\"primary_color\": \"#1A4D8F\"", "\"primary_color\": \"@primery\"")])
        #expect(resolved.colors["primary"]?.light?.hexString == "#1A4D8F")
        #expect(resolved.problems.map(\.kind) == [.unknownReference("primery")])
        #expect(resolved.problems.first?.role == "primary")
    }

    @Test func aReferenceToARoleWithoutColourIsReported() {
        let resolved = theme(
            config: [
                ("\"primary_color\": \"#1A4D8F\",", ""),
                ("\"text_color\": \"#1C1C1E\"", "\"text_color\": \"#1C1C1E\", \"link_color\": \"@primary\""),
            ],
            removing: [Self.colorSetPath("PrimaryColor")])
        #expect(resolved.problems.map(\.kind) == [.emptyReference("primary")])
        #expect(resolved.colors["link"]?.light == nil)
    }

    @Test func anInvalidValueIsReportedAndHasNoColour() {
        let resolved = theme(config: [("\"#F2A900\"", "\"orange\"")], removing: [Self.colorSetPath("SecondaryColor")])
        #expect(resolved.problems.map(\.kind) == [.invalidValue("orange")])
        #expect(resolved.colors["secondary"]?.light == nil)
    }

    @Test func displayP3ComponentsAreKeptAsWritten() {
        let set = ExampleWorkspace.colorSet(light: (10, 20, 30), dark: (40, 50, 60))
            .replacingOccurrences(of: "\"srgb\"", with: "\"display-p3\"")
        let primary = theme(files: [Self.colorSetPath("PrimaryColor"): set]).colors["primary"]
        #expect(primary?.light?.hexString == "#0A141E")
        #expect(primary?.dark?.hexString == "#28323C")
        #expect(primary?.colorSpace == "display-p3")
    }

    @Test func anExplicitLightVariantBeatsAny() {
        let set = """
            {
              "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1", "blue" : "0", "green" : "0", "red" : "0" } }, "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "light" } ],
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1", "blue" : "255", "green" : "0", "red" : "0" } }, "idiom" : "universal" }
              ]
            }
            """
        let primary = theme(files: [Self.colorSetPath("PrimaryColor"): set]).colors["primary"]
        #expect(primary?.light?.hexString == "#0000FF")
        #expect(primary?.dark?.hexString == "#0000FF", "no dark variant: the light colour")
    }

    @Test(arguments: [
        ("#ABC", "#AABBCC"), ("#aabbcc", "#AABBCC"), ("#11223380", "#11223380"), ("#112233FF", "#112233"),
    ])
    func hexForms(written: String, shown: String) {
        let resolved = theme(
            config: [("\"#F2A900\"", "\"\(written)\"")], removing: [Self.colorSetPath("SecondaryColor")])
        #expect(resolved.colors["secondary"]?.light?.hexString == shown)
    }
}
