import Documents
import Testing

@Suite struct RGBAColorTests {
    @Test(arguments: [
        (RGBAColor(red: 1, green: 0, blue: 0), "#FF0000"),
        (RGBAColor(red: 0.5, green: 128.0 / 255, blue: 0.2), "#808033"),
        (RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), "#00000080"),
        (RGBAColor(red: -0.2, green: 1.7, blue: 1, alpha: 1), "#00FFFF"),
        (RGBAColor(red: 0.04, green: 0, blue: 0, alpha: 0), "#0A000000"),
    ])
    func hexString(color: RGBAColor, expected: String) {
        #expect(color.hexString == expected)
        #expect(color.description == expected)
    }

    /// Colours near each other's rounding boundaries, with and without opacity: comparing without strings agrees with
    /// comparing the strings.
    @Test func sameHexStringAgreesWithComparingStrings() {
        // Components on, just beside and between the 8-bit steps, outside 0…1, and opacities around 1.
        let components: [Double] = [-0.1, 0, 0.5 / 255, 0.5 / 255 + 1e-9, 1.0 / 255, 0.5, 127.5 / 255, 1, 1.2]
        let alphas: [Double] = [0, 0.5, 254.5 / 255, 0.999, 1, 1.5]
        var state: UInt64 = 0x4E_2026
        func pick<T>(_ values: [T]) -> T {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return values[Int((state >> 33) % UInt64(values.count))]
        }
        func color() -> RGBAColor {
            RGBAColor(red: pick(components), green: pick(components), blue: pick(components), alpha: pick(alphas))
        }
        var equal = 0
        for _ in 0..<20_000 {
            let (first, second) = (color(), color())
            let same = first.hexString == second.hexString
            #expect(first.hasSameHexString(as: second) == same, "\(first) \(second)")
            if same { equal += 1 }
        }
        // Both answers come up, so the comparison is tested both ways.
        #expect(equal > 20)
    }
}
