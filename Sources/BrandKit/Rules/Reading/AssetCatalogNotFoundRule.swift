import Documents
import Support

/// A clone's `Assets.xcassets` is not a folder.
public struct AssetCatalogNotFoundRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: AssetCatalogDiagnostics.notFoundRule, severity: .error,
        summary: "a clone's Assets.xcassets is not a folder",
        rationale:
            "Xcode compiles only a folder as an asset catalog; a file of that name leaves the app without icon or colours.",
        triggeringExamples: [
            RuleExample(
                files: ["Brands/ALPHA/Assets.xcassets": "not a folder"],
                removing: ExampleWorkspace.files(under: "Brands/ALPHA/Assets.xcassets"),
                expecting: "Brands/ALPHA/Assets.xcassets", line: 1)
        ])

    /// The reading diagnostics of this rule, each noting when git ignores the catalog: a script of the repository
    /// writes it (xikolo-ios's build phase copies a brand's catalog to the ignored
    /// `iOS/assets-ios-brand.generated.xcassets`).
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        context.readingDiagnostics(rule: Self.description.id).map { diagnostic in
            var diagnostic = diagnostic
            if let note = context.workspace.ignoredFileNote(diagnostic.location.file, isFolder: true) {
                diagnostic.notes.append(note)
            }
            return diagnostic
        }
    }
}
