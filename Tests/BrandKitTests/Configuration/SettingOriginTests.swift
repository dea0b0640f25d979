import BrandKit
import Support
import Testing
import XCConfig

/// Where a setting's value was written: a winner that only passes on the value beneath it is not the place.
@Suite struct SettingOriginTests {
    /// A target's `PRODUCT_BUNDLE_IDENTIFIER = "$(PRODUCT_BUNDLE_IDENTIFIER)"` over its xcconfig (every Flutter app's
    /// `Runner` target has it) is read by Xcode as `$(inherited)`: the value was written in the xcconfig.
    @Test(arguments: [
        ("$(PRODUCT_BUNDLE_IDENTIFIER)", 2), ("${PRODUCT_BUNDLE_IDENTIFIER}", 2), ("$PRODUCT_BUNDLE_IDENTIFIER", 2),
        ("$(inherited)", 2), (" $(inherited) ", 2), ("$(PRODUCT_BUNDLE_IDENTIFIER).widget", 3),
        ("$(PRODUCT_NAME)", 3), ("com.example.target", 3),
    ])
    func aSelfReferenceIsNoOrigin(targetValue: String, originLine: Int) throws {
        let xcconfig = SettingsLevel(
            kind: .targetXCConfig, label: "Configs/App.xcconfig",
            assignments: [
                SettingAssignment(
                    name: "PRODUCT_NAME", value: "App",
                    location: SourceLocation(file: "/w/App.xcconfig", line: 1, column: 1)),
                SettingAssignment(
                    name: "PRODUCT_BUNDLE_IDENTIFIER", value: "com.example.app",
                    location: SourceLocation(file: "/w/App.xcconfig", line: 2, column: 1)),
            ])
        let target = SettingsLevel(
            kind: .targetSettings, label: "target 'App'",
            assignments: [
                SettingAssignment(
                    name: "PRODUCT_BUNDLE_IDENTIFIER", value: targetValue,
                    location: SourceLocation(file: "/w/project.pbxproj", line: 3, column: 5))
            ])
        let resolved = SettingsEvaluator(levels: [xcconfig, target], parameters: ConditionParameters()).resolve()
        let origin = try #require(resolved.origin(of: "PRODUCT_BUNDLE_IDENTIFIER"))
        #expect(origin.location.line == originLine)
    }
}
