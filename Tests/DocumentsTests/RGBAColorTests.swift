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
}
