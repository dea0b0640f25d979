import Support
import XCConfig

/// The app icon set `ASSETCATALOG_COMPILER_APPICON_NAME` names is not in the clone's catalog, or lacks an image.
public struct MissingAppIconRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "missing_app_icon", severity: .error,
        summary: "the app icon set is missing from a clone's asset catalog or lacks an image file",
        rationale: "actool fails the build, or the app ships with a blank icon that App Review rejects.",
        triggeringExamples: [
            RuleExample(
                removing: [
                    "Brands/ALPHA/Assets.xcassets/AppIcon.appiconset/Contents.json",
                    "Brands/ALPHA/Assets.xcassets/AppIcon.appiconset/Icon-1024.png",
                ],
                expecting: "Configs/ALPHA-Debug.xcconfig", line: 6),
            RuleExample(
                removing: ["Brands/BETA/Assets.xcassets/AppIcon.appiconset/Icon-1024.png"],
                expecting: "Brands/BETA/Assets.xcassets/AppIcon.appiconset/Contents.json", line: 3),
        ])

    /// `app icon set 'X' is not in Brands/A/Assets.xcassets`, with a did-you-mean among the catalogs' icon sets, or
    /// the sets they have when none is close.
    public static func message(name: String, catalog: String, known: [String] = []) -> String {
        let text = "app icon set '\(name)' is not in \(catalog)"
        if let suggestion = Suggestion.closest(to: name, in: known) {
            return text + "; did you mean '\(suggestion)'? (ASSETCATALOG_COMPILER_APPICON_NAME names it)"
        }
        // Each name once: a target building several catalogs often has an `AppIcon` set in each.
        var seen = Set<String>()
        let names = known.filter { seen.insert($0).inserted }
        let sets = names.isEmpty ? "" : " (the catalogs have \(NameList.joined(names.map { "'\($0)'" })))"
        return text + "; add '\(name).appiconset' or fix ASSETCATALOG_COMPILER_APPICON_NAME" + sets
    }

    /// `app icon image 'x.png' does not exist`.
    public static func missingImage(_ fileName: String) -> String {
        "app icon image '\(fileName)' does not exist in the icon set; add the file or remove the entry"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var reportedSets = Set<String>()
        for configuration in context.configurations {
            guard let clone = context.facts(of: configuration.clone)?.clone,
                let setting = configuration.settings?.sourced("ASSETCATALOG_COMPILER_APPICON_NAME"),
                !setting.value.isEmpty,
                let location = setting.source.location
            else { continue }
            guard let set = clone.appIconSet(named: setting.value) else {
                // An Icon Composer icon of that name (`app-icon.icon`, which KeePassium builds) is the app's icon.
                if clone.definition.iconFiles.contains(where: { Path.lastComponent(of: $0) == setting.value + ".icon" })
                {
                    continue
                }
                let catalogs = clone.definition.catalogs.map(context.workspace.relativePath)
                let catalogName =
                    catalogs.isEmpty ? "any asset catalog of \(clone.id)" : catalogs.joined(separator: " or ")
                let known = clone.catalogs.flatMap { $0.appIconSets.map(\.name) }
                diagnostics.append(
                    finding(Self.message(name: setting.value, catalog: catalogName, known: known), at: location))
                continue
            }
            guard reportedSets.insert(set.path).inserted else { continue }
            for image in set.images where image.filename != nil && !image.fileExists {
                diagnostics.append(finding(Self.missingImage(image.filename ?? ""), at: image.location))
            }
        }
        return diagnostics
    }

    private func finding(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(Self.description.severity, rule: Self.description.id, message, at: location)
    }
}
