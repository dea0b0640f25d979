import BrandKit

/// The project example with ALPHA's widget reading an Info.plist of its own, `Widget/Info.plist`: the shape the
/// tests of extensions' Info.plists (versions, undefined references, release stamps) start from.
enum WidgetExample {
    /// An Info.plist whose dictionary holds `CFBundleIdentifier` from `$(PRODUCT_BUNDLE_IDENTIFIER)`, then `members`
    /// (key and string value), in order.
    static func infoPlist(_ members: [(key: String, value: String)]) -> String {
        let body = ([(key: "CFBundleIdentifier", value: "$(PRODUCT_BUNDLE_IDENTIFIER)")] + members).map {
            "\t<key>\($0.key)</key>\n\t<string>\($0.value)</string>\n"
        }.joined()
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + body
            + "</dict>\n</plist>\n"
    }

    /// The project example's files with the widget reading `Widget/Info.plist`, which holds `members`, and with
    /// `settings` at the widget's target level.
    static func files(_ members: [(key: String, value: String)], settings: [String] = []) -> [String: String] {
        var files = RuleExample.projectBaseline.resolvedFiles
        files[ExampleWorkspace.projectFile] = ExampleWorkspace.projectText(
            widgetSettings: ExampleWorkspace.widgetSettings + ["INFOPLIST_FILE = Widget/Info.plist;"] + settings)
        files["Widget/Info.plist"] = infoPlist(members)
        return files
    }
}
