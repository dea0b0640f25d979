import Documents
import Support
import XCConfig

/// The app icon set (on tvOS, the brand assets) `ASSETCATALOG_COMPILER_APPICON_NAME` names is not in the clone's
/// catalog, or lacks an image.
public struct MissingAppIconRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "missing_app_icon", severity: .error,
        summary:
            "the app icon set (a tvOS app's brand assets) is missing from a clone's asset catalog or lacks an image file",
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
            // A tvOS icon's layer lacks its image.
            RuleExample(
                files: ExampleWorkspace.tvFiles("BETA").filter {
                    $0.key != ExampleWorkspace.tvAppIconLayerImage("BETA")
                },
                expecting: ExampleWorkspace.tvAppIconFolder("BETA")
                    + "/App Icon.imagestack/Front.imagestacklayer/Content.imageset/Contents.json", line: 3),
            // A tvOS clone names brand assets its catalog does not have.
            RuleExample(
                files: ExampleWorkspace.tvFiles("BETA", iconName: "Brand Mark"),
                expecting: "Configs/BETA-Release.xcconfig",
                line: 5),
        ],
        nonTriggeringExamples: [
            .baseline,
            // On tvOS the app icon is brand assets (`App Icon & Top Shelf Image.brandassets`), not an icon set.
            RuleExample(files: ExampleWorkspace.tvFiles("BETA")),
        ])

    /// `app icon set 'X' is not in Brands/A/Assets.xcassets`, with a did-you-mean among the catalogs' icon sets, or
    /// the sets they have when none is close; the set to add is a folder named `X.<setExtension>`: `appiconset`, or
    /// `brandassets` for a tvOS app.
    public static func message(
        name: String, catalog: String, known: [String] = [], setExtension: String = "appiconset"
    ) -> String {
        let text = "app icon set '\(name)' is not in \(catalog)"
        if let suggestion = Suggestion.closest(to: name, in: known) {
            return text + "; did you mean '\(suggestion)'? (ASSETCATALOG_COMPILER_APPICON_NAME names it)"
        }
        // Each name once: a target building several catalogs often has an `AppIcon` set in each.
        var seen = Set<String>()
        let names = known.filter { seen.insert($0).inserted }
        let sets = names.isEmpty ? "" : " (the catalogs have \(NameList.joined(names.map { "'\($0)'" })))"
        return text + "; add '\(name).\(setExtension)' or fix ASSETCATALOG_COMPILER_APPICON_NAME" + sets
    }

    /// `ASSETCATALOG_COMPILER_APPICON_NAME is '$X', a reference to X, which has no value`.
    public static func unexpanded(_ name: String, references: [String]) -> String {
        let names = Plural.list(references.map { "'\($0)'" })
        return
            "ASSETCATALOG_COMPILER_APPICON_NAME is '\(name)' as written: \(names) \(references.count == 1 ? "has" : "have") "
            + "no value, so the reference stays as it is; set \(references.count == 1 ? "it" : "them") or name the icon set"
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
            // On tvOS the app icon is brand assets (`App Icon & Top Shelf Image.brandassets`): layered icons and top
            // shelf images, each layer's image in an image set of its own.
            let images: [(set: String, images: [AssetImage])]
            if let set = clone.appIconSet(named: setting.value) {
                images = [(set.path, set.images)]
            } else if let assets = clone.brandAssets(named: setting.value) {
                images = assets.imageSets.map { ($0.path, $0.images) }
            } else {
                // An Icon Composer icon of that name (`app-icon.icon`, which KeePassium builds) is the app's icon.
                if clone.definition.iconFiles.contains(where: { Path.lastComponent(of: $0) == setting.value + ".icon" })
                {
                    continue
                }
                // A catalog that could not be read may hold it: asset_catalog_not_found (or the reader's finding)
                // says so, once (eduvpn's set-up step writes its `Assets.xcassets`).
                if clone.hasUnreadCatalog { continue }
                diagnostics.append(missingSet(setting.value, of: clone, in: configuration, at: location, context))
                continue
            }
            for (set, images) in images where reportedSets.insert(set).inserted {
                for image in images where image.filename != nil && !image.fileExists {
                    var missing = finding(Self.missingImage(image.filename ?? ""), at: image.location)
                    // An icon a script of the repository writes is ignored by git (cake_wallet's `AppIcon.appiconset`).
                    let path = Path.join(Path.directory(of: image.location.file), image.filename ?? "")
                    if let note = context.workspace.ignoredFileNote(path) { missing.notes.append(note) }
                    diagnostics.append(missing)
                }
            }
        }
        return diagnostics
    }

    /// The finding that `clone`'s catalogs have no icon named `name`, which a tvOS app is told to add as brand assets.
    private func missingSet(
        _ name: String, of clone: LoadedClone, in configuration: CloneConfiguration, at location: SourceLocation,
        _ context: ValidationContext
    ) -> Diagnostic {
        // A bare `$NAME` without a value stays as written (integreat-app's `$BUILD_CONFIG_APP_ICON`, which a file a
        // pre-action writes would set): no set of that name is the fix, a value for the reference is.
        let unset = ReferenceScanner.references(in: name).map(\.name).filter {
            configuration.settings?.isAssigned($0) != true
        }
        if name.contains("$"), !unset.isEmpty {
            return finding(Self.unexpanded(name, references: unset), at: location)
        }
        let catalogs = clone.definition.catalogs.map(context.workspace.relativePath)
        let catalogName = catalogs.isEmpty ? "any asset catalog of \(clone.id)" : catalogs.joined(separator: " or ")
        let known = clone.catalogs.flatMap { $0.appIconSets.map(\.name) + $0.brandAssets.map(\.name) }
        let setExtension =
            switch configuration.platforms {
            case [.tvOS]: "brandassets"
            case [.visionOS]: "solidimagestack"
            default: "appiconset"
            }
        var missing = finding(
            Self.message(name: name, catalog: catalogName, known: known, setExtension: setExtension), at: location)
        // A set a script of the repository writes is ignored by git (cake_wallet's `AppIcon.appiconset/Contents.json`).
        let notes = clone.definition.catalogs.lazy.compactMap { catalog in
            context.workspace.ignoredFileNote(Path.join(catalog, "\(name).\(setExtension)/Contents.json"))
        }
        if let note = notes.first { missing.notes.append(note) }
        return missing
    }

    private func finding(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(Self.description.severity, rule: Self.description.id, message, at: location)
    }
}
