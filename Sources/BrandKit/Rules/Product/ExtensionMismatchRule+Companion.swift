import Documents
import Support
import XCConfig

extension ExtensionMismatchRule {
    /// `watch app 'W' names 'x' as its companion (WKCompanionAppBundleIdentifier) but its app 'A' is 'y' in Release`.
    ///
    /// A watch app whose companion is another app's identifier does not pair with the phone app that ships it: the
    /// usual slip of a brand copied from another, whose watch Info.plist still names the first brand's app.
    public static func companion(
        watchApp name: String, value: String, app: String, appValue: String, configuration: String
    ) -> String {
        "watch app '\(name)' names '\(value)' as its companion (WKCompanionAppBundleIdentifier) but its app '\(app)' "
            + "is '\(appValue)' in \(configuration); give it the app's identifier (set it from the same build setting)"
    }

    /// The companion app identifier a watch app's configuration ships, expanded, with where it is written: the
    /// generated `INFOPLIST_KEY_WKCompanionAppBundleIdentifier` with `GENERATE_INFOPLIST_FILE`, else the Info.plist's
    /// key evaluated in the configuration's settings; `nil` when neither is written or the value comes out empty.
    static func companionIdentifier(of loaded: LoadedConfiguration) -> (value: String, location: SourceLocation?)? {
        guard let settings = loaded.settings else { return nil }
        let key = "WKCompanionAppBundleIdentifier"
        if IdentityResolver.isYes(settings.value(of: "GENERATE_INFOPLIST_FILE")),
            let generated = settings.sourced("INFOPLIST_KEY_" + key), !generated.value.isEmpty
        {
            return (generated.value, generated.source.location)
        }
        guard case .dictionary(let members)? = loaded.infoPlist?.value,
            let member = members.first(where: { $0.key == key }), case .string(let written) = member.value.value,
            // As the identity's keys are: in the settings' final scope, operators and all.
            let value = settings.evaluate(expression: written, at: member.value.location)?.value, !value.isEmpty
        else { return nil }
        return (value, member.value.location)
    }
}
