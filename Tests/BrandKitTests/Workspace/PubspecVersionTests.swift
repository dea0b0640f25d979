import BrandKit
import Support
import Testing

/// The top-level `version` of a Flutter app's `pubspec.yaml`, with its line.
@Suite struct PubspecVersionTests {
    @Test(arguments: [
        ("name: app\nversion: 1.2.3+45\n", "1.2.3+45", 2),
        ("name: app\r\n\r\nversion: \"2.0.0\" # the store's\r\n", "2.0.0", 3),
        ("name: app\nflutter:\n  version: 9.9.9\nversions: 1\nversion: '1.0.0+1'\n", "1.0.0+1", 5),
        ("# version: 3.0.0\nversion:\nversion: 0.1.0\n", "0.1.0", 3),
    ])
    func theTopLevelVersionIsRead(text: String, value: String, line: Int) {
        let version = PubspecVersion(text: text, path: "/w/pubspec.yaml", generatedXCConfig: "/w/ios/Flutter/G")
        #expect(version?.value == value)
        #expect(version?.location == SourceLocation(file: "/w/pubspec.yaml", line: line, column: 1))
        #expect(version?.generatedXCConfig == "/w/ios/Flutter/G")
    }

    @Test(arguments: ["name: app\n", "name: app\ndependencies:\n  version: 1.0.0\n", ""])
    func aPubspecWithoutATopLevelVersionHasNone(text: String) {
        #expect(PubspecVersion(text: text, path: "/w/pubspec.yaml", generatedXCConfig: "/w/G") == nil)
    }
}
