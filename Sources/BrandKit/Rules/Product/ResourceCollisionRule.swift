import Documents
import Support
import XCConfig
import XcodeProject

/// Two catalogs or two resource files of one target provide the same asset, colour or file name, or a clone bundles
/// the same font file name from two places.
public struct ResourceCollisionRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The example project with ALPHA's resources phase also copying BETA's catalog, whose sets have the same names.
    private static let twoCatalogs = ExampleWorkspace.projectText.replacingOccurrences(
        of: "RALPHA = {isa = PBXResourcesBuildPhase; files = (BCALPHA, BJALPHA, BFALPHA); };",
        with: "RALPHA = {isa = PBXResourcesBuildPhase; files = (BCALPHA, BJALPHA, BFALPHA, BCBETA); };")

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "resource_collision", severity: .warning,
        summary: "two catalogs or resource files of one target provide the same asset or file name",
        rationale: "The bundle holds one file per name and Assets.car one set per name: the build takes one of the "
            + "two silently (or fails with 'Multiple commands produce'), and which brand's asset ships is luck.",
        triggeringExamples: [
            RuleExample(
                project: true, files: [ExampleWorkspace.projectFile: twoCatalogs],
                expecting: "Brands/BETA/Assets.xcassets/AccentColor.colorset/Contents.json", line: 1),
            RuleExample(
                files: ["Brands/ALPHA/Extra/Serif.ttf": "font", "Brands/ALPHA/Serif.ttf": "font"],
                expecting: "Brands/ALPHA/Serif.ttf", line: 1),
        ],
        nonTriggeringExamples: [.baseline, .projectBaseline])

    /// `colour set 'X' is in both A and B, which 'T' builds`.
    public static func asset(kind: String, name: String, first: String, second: String, target: String) -> String {
        "\(kind) '\(name)' is in both \(first) and \(second), which \(target) builds; the build takes one of them "
            + "silently: rename or remove one"
    }

    /// `resource 'x.png' is copied from both a/x.png and b/x.png into T`.
    public static func file(name: String, first: String, second: String, target: String) -> String {
        "'\(name)' is copied from both \(first) and \(second) into \(target)'s bundle, which holds one file of that "
            + "name; rename or remove one"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for clone in context.clones {
            let builder = clone.definition.target ?? clone.id
            diagnostics += catalogCollisions(clone.catalogs, target: builder, in: context)
            if let product = clone.product {
                for target in product.targets { diagnostics += fileCollisions(target, in: context) }
            } else {
                var first: [String: String] = [:]
                for font in clone.fontFiles {
                    let name = Path.lastComponent(of: font.path)
                    guard let earlier = first[name] else {
                        first[name] = font.path
                        continue
                    }
                    diagnostics.append(
                        finding(
                            Self.file(
                                name: name, first: context.workspace.relativePath(earlier),
                                second: context.workspace.relativePath(font.path), target: builder),
                            at: .start(of: font.path)))
                }
            }
        }
        return diagnostics
    }

    private func catalogCollisions(_ catalogs: [AssetCatalog], target: String, in context: ValidationContext)
        -> [Diagnostic]
    {
        guard catalogs.count > 1 else { return [] }
        var diagnostics: [Diagnostic] = []
        var seen: [String: String] = [:]
        for catalog in catalogs {
            // The image sets inside brand assets (a tvOS icon's layers, its top shelf images) are parts of them.
            let sets =
                catalog.colorSets.map { ("colour set", $0.name, $0.path) }
                + catalog.namedImageSets.map { ("image set", $0.name, $0.path) }
                + catalog.appIconSets.map { ("app icon set", $0.name, $0.path) }
                + catalog.brandAssets.map { ("brand assets", $0.name, $0.path) }
            for (kind, name, path) in sets {
                let key = "\(kind)|\(name)"
                guard let earlier = seen[key] else {
                    seen[key] = catalog.path
                    continue
                }
                guard earlier != catalog.path else { continue }
                diagnostics.append(
                    finding(
                        Self.asset(
                            kind: kind, name: name, first: context.workspace.relativePath(earlier),
                            second: context.workspace.relativePath(catalog.path), target: target),
                        at: .start(of: Path.join(path, "Contents.json"))))
            }
        }
        return diagnostics
    }

    private func fileCollisions(_ target: ProductTarget, in context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var first: [String: String] = [:]
        for file in target.files.files(in: .resources) {
            guard let path = file.path.absolutePath.map(Path.normalize) else { continue }
            let name = Path.lastComponent(of: path)
            // Catalogs compile into one Assets.car, and localized files go to their own .lproj folders.
            guard Path.pathExtension(of: name).lowercased() != "xcassets",
                !Path.directory(of: path).lowercased().hasSuffix(".lproj")
            else { continue }
            guard let earlier = first[name] else {
                first[name] = path
                continue
            }
            guard earlier != path else { continue }
            diagnostics.append(
                finding(
                    Self.file(
                        name: name, first: context.workspace.relativePath(earlier),
                        second: context.workspace.relativePath(path), target: target.name),
                    at: file.location))
        }
        return diagnostics
    }

    private func finding(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(Self.description.severity, rule: Self.description.id, message, at: location)
    }
}
