import Documents
import Support

extension SchemaDecoder {
    /// `entitlements`: entitlement key → the pattern its strings must match (see ``EntitlementPattern``).
    static func decodeEntitlements(_ node: JSONNode, into diagnostics: inout [Diagnostic]) -> [EntitlementPattern] {
        guard case .object(let members) = node.value else { return [] }
        var patterns: [EntitlementPattern] = []
        for member in members {
            guard case .string(let pattern) = member.value.value else {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: rule,
                        "entitlement '\(member.key)' must map to a pattern string such as "
                            + "'group.$(PRODUCT_BUNDLE_IDENTIFIER)', not \(member.value.value.kindDescription)",
                        at: member.value.location))
                continue
            }
            if pattern.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: rule,
                        "the pattern of entitlement '\(member.key)' is empty; write what its values must look like, "
                            + "or remove the entry", at: member.value.location))
                continue
            }
            patterns.append(EntitlementPattern(key: member.key, pattern: pattern, location: member.value.location))
        }
        return patterns
    }
}
