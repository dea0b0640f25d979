extension ExampleWorkspace {
    /// The line of ``projectText(widgetSettings:)`` holding the widget's Debug configuration, where its
    /// target-level settings are written (its Release configuration is on the next line).
    public static let widgetDebugLine = 43

    /// The example project (``projectText``) with `ALPHA` embedding an app extension, `ALPHAWidget`, as the sample's
    /// apps embed their widgets: an "Embed Foundation Extensions" phase of the app, and the widget's configurations
    /// based on ALPHA's xcconfig files with `settings` (`NAME = value;` each) at target level.
    ///
    /// The added objects follow BETA's, one per line: the embed phase (39), its build file (40), the widget target
    /// (41), its configuration list (42), Debug (43, ``widgetDebugLine``) and Release (44), and the product (45).
    public static func projectText(widgetSettings settings: [String]) -> String {
        let body = settings.joined(separator: " ")
        let added = [
            "\t\tMALPHA = {isa = PBXCopyFilesBuildPhase; dstPath = \"\"; dstSubfolderSpec = 13; files = (BWALPHA); "
                + "name = \"Embed Foundation Extensions\"; };",
            "\t\tBWALPHA = {isa = PBXBuildFile; fileRef = AWALPHA; };",
            "\t\tWALPHA = {isa = PBXNativeTarget; buildConfigurationList = LWALPHA; buildPhases = (); "
                + "dependencies = (); name = ALPHAWidget; productName = ALPHAWidget; productReference = AWALPHA; "
                + "productType = \"com.apple.product-type.app-extension\"; };",
            "\t\tLWALPHA = {isa = XCConfigurationList; buildConfigurations = (DWALPHA, EWALPHA); "
                + "defaultConfigurationName = Release; };",
            "\t\tDWALPHA = {isa = XCBuildConfiguration; baseConfigurationReference = XDALPHA; "
                + "buildSettings = {\(body)}; name = Debug; };",
            "\t\tEWALPHA = {isa = XCBuildConfiguration; baseConfigurationReference = XRALPHA; "
                + "buildSettings = {\(body)}; name = Release; };",
            "\t\tAWALPHA = {isa = PBXFileReference; path = ALPHAWidget.appex; sourceTree = BUILT_PRODUCTS_DIR; };",
        ]
        var lines = projectText.components(separatedBy: "\n")
        if let end = lines.lastIndex(of: "\t};") { lines.insert(contentsOf: added, at: end) }
        return
            lines
            .joined(separator: "\n")
            .replacingOccurrences(of: "buildPhases = (RALPHA);", with: "buildPhases = (RALPHA, MALPHA);")
            .replacingOccurrences(of: "targets = (TALPHA, TBETA);", with: "targets = (TALPHA, TBETA, WALPHA);")
    }

    /// The widget's settings as the sample writes them: the app's bundle identifier plus `.widget`.
    public static let widgetSettings = ["PRODUCT_BUNDLE_IDENTIFIER = \"$(inherited).widget\";", "SKIP_INSTALL = YES;"]
}
