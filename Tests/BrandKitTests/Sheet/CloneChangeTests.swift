import BrandFormats
import BrandKit
import Documents
import Testing

/// What counts as a change since the baseline revision: what a reviewer sees, not where it is written.
@Suite struct CloneChangeTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)
    static let blue = RGBAColor(red: 0, green: 0, blue: 1)

    static func card(
        _ id: String = "NWD", name: String = "Nordwest", primary: RGBAColor = red, source: String = "a.json:3",
        flag: FlagValue = .bool(false), font: String? = "Serif-Bold", icon: [UInt8] = [1]
    ) -> CloneSheet {
        CloneSheet(
            id: id, identity: [SheetField(name: .displayName, value: name, source: source)],
            icon: .image(SheetImage(bytes: icon, mediaType: "image/png", file: "i.png", pixels: 1024)),
            colors: [SheetColor(role: "primary", light: primary, dark: primary, source: source, darkSource: source)],
            fonts: [SheetFont(style: "headline", name: font, size: 28, availability: .systemFont, source: source)],
            flags: [SheetFlag(name: "paywall", value: flag, defaultValue: .bool(false), source: source)])
    }

    @Test func movingAValueIsNoChange() {
        #expect(Self.card(source: "b.json:9").changes(since: Self.card()).isEmpty)
    }

    @Test func everyKindOfValueIsCompared() throws {
        let now = Self.card(
            name: "Nordwest Daily", primary: Self.blue, flag: .bool(true), font: nil, icon: [2])
        let changes = now.changes(since: Self.card())
        #expect(changes.count == 5)
        #expect(changes.identity(.displayName)?.before?.value == "Nordwest")
        #expect(changes.color("primary")?.before?.light == Self.red)
        #expect(changes.flag("paywall")?.before?.value == .bool(false))
        #expect(changes.font("headline")?.before?.name == "Serif-Bold")
        #expect(changes.iconChanged)
        #expect(changes.color("secondary") == nil)
    }

    @Test func aRoleTheRevisionLackedChangedFromNothing() {
        var now = Self.card()
        now.colors.append(SheetColor(role: "link", light: Self.red, dark: Self.red, source: "x", darkSource: "x"))
        let changes = now.changes(since: Self.card())
        #expect(changes.colors == [SheetChange(key: "link", before: nil)])
    }

    @Test func comparingMarksAddedChangedAndRemovedClones() throws {
        let now = BrandSheet(
            configuration: "Release", clones: [Self.card("HBC"), Self.card("NWD", primary: Self.blue)])
        let then = BrandSheet(configuration: "Release", clones: [Self.card("ALP"), Self.card("NWD")])
        let compared = now.compared(with: then, revision: "origin/main", commit: "abc")
        #expect(compared.clones.map(\.change) == [.added, .changed(now.clones[1].changes(since: then.clones[1]))])
        #expect(compared.clones[1].change?.changes.count == 1)
        #expect(compared.baseline?.removedClones.map(\.id) == ["ALP"])
        #expect(compared.baseline?.revision == "origin/main" && compared.baseline?.commit == "abc")
        #expect(now.baseline == nil && now.clones.allSatisfy { $0.change == nil })
    }
}
