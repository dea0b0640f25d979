import Documents
import Support

extension ManifestDecoder {
    /// Decodes `identity`: identity part → the config-file field giving it.
    static func decodeIdentity(_ node: JSONNode, into diagnostics: inout [Diagnostic]) -> IdentityDeclaration {
        var declaration = IdentityDeclaration()
        declaration.location = node.location
        guard case .object(let members) = node.value else { return declaration }
        let parts = IdentityDeclaration.Part.allCases.map(\.rawValue)
        for member in members {
            guard let part = IdentityDeclaration.Part(rawValue: member.key) else {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: rule, DecodingMessage.unknownKey(member.key, in: "'identity'", known: parts),
                        at: member.keyLocation))
                continue
            }
            guard case .string(let field) = member.value.value, !field.isEmpty else {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: rule,
                        DecodingMessage.expected(
                            "the name of a config file field", for: "'\(member.key)' of 'identity'",
                            found: member.value.value), at: member.value.location))
                continue
            }
            if declaration.fields[part] != nil {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: rule, "'\(member.key)' is given twice in 'identity'; remove one",
                        at: member.keyLocation))
                continue
            }
            declaration.fields[part] = field
        }
        return declaration
    }
}
