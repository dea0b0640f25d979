import BrandFormats
import Documents
import Support
import XCConfig

/// Where flags are set in the selected clones' `config.json` files (in `features` and in `overrides`).
struct FlagUsage {
    /// The first place the flag named `name` is set, in clone order (in a clone, `features` and then each
    /// configuration's overrides): the search stops there, however many clones follow.
    static func firstUse(of name: String, in context: ValidationContext) -> JSONMember? {
        for facts in context.cloneFacts {
            let document = facts.document
            if let member = document.objectMembers("features").first(where: { $0.key == name }) { return member }
            for configuration in context.workspace.manifest.configurations {
                let overrides = document.overrideMembers("features", configuration: configuration)
                if let member = overrides.first(where: { $0.key == name }) { return member }
            }
        }
        return nil
    }

    /// Where a finding about `flag` belongs: its declaration in a schema file, else the first place it is set.
    static func anchor(of flag: FlagSpec, in context: ValidationContext) -> SourceLocation? {
        if context.schema.file != nil, let location = flag.location { return location }
        return firstUse(of: flag.name, in: context)?.keyLocation
    }
}
