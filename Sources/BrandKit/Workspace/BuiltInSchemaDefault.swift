import BrandFormats
import Documents
import Support
import XCConfig

/// Whether the built-in schema checks a workspace whose manifest names no schema and which has no schema file.
///
/// The built-in schema is the format of `brands`' own layout (a `config.json` with `clone_identifier`, xcconfig files
/// setting `CLONE_IDENTIFIER` and `APP_DISPLAY_NAME`). Folder clones follow that layout, so it checks them. Clones
/// read from an Xcode project (schemes, targets, configuration groups) follow it only when the repository adopted it:
/// when at least one clone's config file has `clone_identifier`. A repository pointed at as it is, whose targets
/// know nothing of that format, gets no schema instead of an error for every setting the format asks for; `brands
/// init` writes the same choice down (`"schema": null`), and a `Brands/schema.json` or a `schema` key in
/// `brands.json` always wins.
enum BuiltInSchemaDefault {
    /// The key of the built-in schema that says a config file follows it.
    static let markerKey = "clone_identifier"

    /// `false` when the built-in schema would apply only by default and no clone in `definitions` follows it.
    ///
    /// Config files are read through `documents`, as reading the clones reads them: each is parsed once, and its
    /// problems are reported once.
    static func applies(
        to definitions: [CloneDefinition], manifest: Manifest, root: String, source: any CloneSource,
        documents: inout DocumentReader
    ) -> Bool {
        guard manifest.usesSchema, !manifest.namesSchema, !definitions.isEmpty else { return true }
        guard !(source is FolderLayoutSource), !(source is ListedCloneSource) else { return true }
        guard !documents.fileSystem.exists(Path.join(root, manifest.schemaPath)) else { return true }
        for definition in definitions {
            // A missing one is config_file_not_found's, reported once as the clone is read.
            guard let path = definition.configFile,
                documents.fileSystem.exists(path) || documents.fileSystem.isSymbolicLink(path)
            else { continue }
            if Path.pathExtension(of: path).lowercased() == "plist" {
                if case .dictionary(let members)? = documents.plist(at: path)?.value,
                    members.contains(where: { $0.key == markerKey })
                {
                    return true
                }
            } else if case .object(let members)? = documents.json(at: path)?.value,
                members.contains(where: { $0.key == markerKey })
            {
                return true
            }
        }
        return false
    }
}
