import Documents
import Support
import Testing

/// The light and dark variants of a colour set are picked as iOS picks them; looking for them in place must pick
/// what the list-making search picked.
@Suite struct ColorSetVariantTests {
    /// The search as it was written: variants with components, phone idioms first, the appearances in order.
    static func reference(_ set: ColorSet, _ appearances: [ColorAppearance]) -> ColorVariant? {
        let phone = ["universal", "iphone"]
        let candidates = set.variants.filter { $0.color != nil }
        for idioms in [phone, nil] {
            for appearance in appearances {
                if let found = candidates.first(where: {
                    $0.appearance == appearance && (idioms?.contains($0.idiom) ?? true)
                }) {
                    return found
                }
            }
        }
        return nil
    }

    /// Random sets of up to six variants of every appearance, several idioms, with components or a system colour.
    @Test func variantsAreThoseTheListMakingSearchPicked() {
        var state: UInt64 = 0xC5_2026
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let idioms = ["universal", "iphone", "ipad", "mac", "watch"]
        var found = (light: 0, dark: 0)
        for _ in 0..<3_000 {
            let variants = (0..<next(7)).map { line in
                ColorVariant(
                    appearance: ColorAppearance.allCases[next(ColorAppearance.allCases.count)],
                    idiom: idioms[next(idioms.count)],
                    content: next(4) == 0
                        ? .systemColor("systemBlueColor")
                        : .components(RGBAColor(red: Double(next(3)) / 2, green: 0, blue: 0), colorSpace: "srgb"),
                    location: SourceLocation(file: "Contents.json", line: line + 1, column: 1))
            }
            let set = ColorSet(name: "Primary", path: "/a/Primary.colorset", variants: variants)
            #expect(set.lightVariant == Self.reference(set, [.light, .any]))
            #expect(set.darkVariant == Self.reference(set, [.dark]))
            if set.lightVariant != nil { found.light += 1 }
            if set.darkVariant != nil { found.dark += 1 }
        }
        // Sets with and without each variant come up, so both answers are compared.
        #expect(found.light > 1_000 && found.light < 2_900 && found.dark > 500 && found.dark < 2_900)
    }
}
