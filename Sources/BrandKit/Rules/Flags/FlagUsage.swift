import Documents
import XCConfig

/// Where flags are set in the selected clones' `config.json` files (in `features` and in `overrides`).
struct FlagUsage {
    /// Every place the flag named `name` is set, in clone order.
    static func locations(of name: String, in context: ValidationContext) -> [(clone: String, member: JSONMember)] {
        context.cloneFacts.flatMap { facts -> [(String, JSONMember)] in
            let document = facts.document
            let groups =
                [document.objectMembers("features")]
                + context.workspace.manifest.configurations.map {
                    document.overrideMembers("features", configuration: $0)
                }
            return groups.joined().filter { $0.key == name }.map { (facts.id, $0) }
        }
    }

    /// Where a finding about `flag` belongs: its declaration in a schema file, else the first place it is set.
    static func anchor(of flag: FlagSpec, in context: ValidationContext) -> SourceLocation? {
        if context.schema.file != nil, let location = flag.location { return location }
        return locations(of: flag.name, in: context).first?.member.keyLocation
    }
}
