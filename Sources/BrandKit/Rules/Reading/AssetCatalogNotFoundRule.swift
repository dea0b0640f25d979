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
    ///
    /// A catalog a target copies is reported where the project copies it, once per reference, naming the target: the
    /// reader can only name the folder that is not there, a place no editor opens.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let copies = Self.copies(in: context)
        return context.readingDiagnostics(rule: Self.description.id).flatMap { diagnostic in
            let path = diagnostic.location.file
            var found =
                copies[path].map { references in
                    references.map { reference in
                        var copied = diagnostic
                        copied.message = Self.notOnDisk(
                            Path.lastComponent(of: path), at: context.workspace.relativePath(path),
                            target: reference.target)
                        copied.location = reference.location
                        return copied
                    }
                } ?? [diagnostic]
            if let note = context.workspace.ignoredFileNote(path, isFolder: true) {
                for index in found.indices { found[index].notes.append(note) }
            }
            return found
        }
    }

    /// A catalog a target copies that is not a folder on disk.
    static func notOnDisk(_ name: String, at path: String, target: String?) -> String {
        let copier = target.map { "target '\($0)'" } ?? "the target"
        return "\(copier) copies the asset catalog '\(name)', which is not a folder on disk at '\(path)'; add the "
            + "folder or remove it from the target's resources"
    }

    /// Where the selected clones' targets copy each catalog, by path: one reference for the scheme clones of one
    /// target, in clone order.
    private static func copies(in context: ValidationContext) -> [String: [(target: String?, location: SourceLocation)]]
    {
        var copies: [String: [(target: String?, location: SourceLocation)]] = [:]
        var seen = Set<SourceLocation>()
        for clone in context.clones {
            for path in clone.definition.catalogs {
                guard let location = clone.definition.resourceLocations[path], seen.insert(location).inserted
                else { continue }
                copies[path, default: []].append((clone.definition.target, location))
            }
        }
        return copies
    }
}
