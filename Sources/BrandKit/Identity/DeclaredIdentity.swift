import BrandFormats
import Documents
import Support
import XCConfig

/// Fills the parts of a configuration's identity its build settings and Info.plist do not give from the clone's
/// config file, as the manifest's `identity` declares: `{"bundle_identifier": "bundle_id"}` takes the bundle
/// identifier from the config file's top-level `bundle_id`, located at its line.
///
/// A value from the config file is what the clone declares, not a build setting, so no release can stamp it.
struct DeclaredIdentity {
    /// The manifest's declaration.
    let declaration: IdentityDeclaration

    /// `identity` with every missing declared part read from `config`.
    func complete(_ identity: CloneIdentity, config: JSONNode?) -> CloneIdentity {
        guard !declaration.isEmpty, case .object(let members)? = config?.value else { return identity }
        var result = identity
        for part in IdentityDeclaration.Part.allCases {
            guard let field = declaration.fields[part], self.value(of: part, in: result) == nil,
                let member = members.first(where: { $0.key == field })
            else { continue }
            let text: String
            switch member.value.value {
            case .string(let string): text = string
            case .number(let number): text = number.literal
            default: continue
            }
            guard !text.isEmpty else { continue }
            let value = IdentityValue(
                key: part.key, value: text, source: ValueSource(.config, at: member.value.location), feed: .literal)
            switch part {
            case .bundleIdentifier: result.bundleIdentifier = value
            case .version: result.version = value
            case .build: result.build = value
            case .displayName: result.displayName = value
            case .team: result.team = value
            }
        }
        return result
    }

    private func value(of part: IdentityDeclaration.Part, in identity: CloneIdentity) -> IdentityValue? {
        switch part {
        case .bundleIdentifier: identity.bundleIdentifier
        case .version: identity.version
        case .build: identity.build
        case .displayName: identity.displayName
        case .team: identity.team
        }
    }
}
