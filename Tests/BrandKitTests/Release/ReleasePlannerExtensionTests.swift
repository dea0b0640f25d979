import BrandFormats
import BrandKit
import Support
import Testing
import XCConfig

/// A release plan stamps what feeds the versions of the app extensions the app embeds, not only the app's.
@Suite struct ReleasePlannerExtensionTests {
    /// The project example with ALPHA's widget reading `Widget/Info.plist`, whose version and build are `version`
    /// and `build`, and with `settings` at the widget's target level.
    static func planner(version: String, build: String, settings: [String] = []) -> ReleasePlanner {
        let files = WidgetExample.files(
            [(key: "CFBundleShortVersionString", value: version), (key: "CFBundleVersion", value: build)],
            settings: settings)
        return ReleasePlanner(workspace: ExampleLoader.load(files), today: ReleasePlannerTests.today)
    }

    static let tag = ReleasePlannerTests.inputs("ALPHA/1.0.0/2")

    @Test func anExtensionFedByTheAppsSettingsNeedsNoMoreStamps() {
        let result = Self.planner(version: "$(MARKETING_VERSION)", build: "$(CURRENT_PROJECT_VERSION)")
            .plan(Self.tag, existingTags: [])
        #expect(result.diagnostics == [])
        #expect(result.plans.map(\.buildSettings) == [["MARKETING_VERSION=1.0.0", "CURRENT_PROJECT_VERSION=2"]])
    }

    @Test func anExtensionFedBySettingsOfItsOwnGetsThemStamped() {
        let result = Self.planner(
            version: "$(WIDGET_VERSION)", build: "$(WIDGET_BUILD)",
            settings: ["WIDGET_VERSION = \"$(MARKETING_VERSION)\";", "WIDGET_BUILD = \"$(CURRENT_PROJECT_VERSION)\";"]
        ).plan(Self.tag, existingTags: [])
        #expect(result.diagnostics == [])
        #expect(
            result.plans.map(\.buildSettings) == [
                ["MARKETING_VERSION=1.0.0", "CURRENT_PROJECT_VERSION=2", "WIDGET_VERSION=1.0.0", "WIDGET_BUILD=2"]
            ])
    }

    @Test func anExtensionWithALiteralBuildCannotBeStamped() {
        let result = Self.planner(version: "$(MARKETING_VERSION)", build: "1").plan(Self.tag, existingTags: [])
        #expect(result.plans == [])
        #expect(result.diagnostics.map(\.rule) == [ReleasePlanner.Check.notStampable])
        #expect(
            result.diagnostics.first?.message
                == "ALPHA's CFBundleVersion of extension 'ALPHAWidget' in Release is written as '1' in the Info.plist, "
                + "so no build setting can give it the build 2 of 'ALPHA/1.0.0/2'; write '$(CURRENT_PROJECT_VERSION)' "
                + "as its value")
        #expect(result.diagnostics.first?.notes.first?.location?.file == "/workspace/Widget/Info.plist")
        #expect(result.diagnostics.first?.notes.first?.location?.line == 9)
    }
}
