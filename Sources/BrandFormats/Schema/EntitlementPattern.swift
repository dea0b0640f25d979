import Support

/// What the strings of one entitlement must look like for a clone's identity: `group.$(PRODUCT_BUNDLE_IDENTIFIER)*`
/// for its app groups, say.
///
/// The pattern is matched against each string of the entitlement (a string, or every string of an array) after both
/// are expanded in the configuration's build settings, as Xcode expands the entitlements file when it signs. `*`
/// stands for any run of characters; `$(AppIdentifierPrefix)` and `$(TeamIdentifierPrefix)`, which the signing
/// step fills in, stand for `$(DEVELOPMENT_TEAM).`.
public struct EntitlementPattern: Sendable, Hashable {
    /// The entitlement's key, such as `com.apple.security.application-groups`.
    public var key: String
    /// The pattern as written in the schema.
    public var pattern: String
    /// Where the schema declares it.
    public var location: SourceLocation?

    /// Creates a pattern.
    public init(key: String, pattern: String, location: SourceLocation? = nil) {
        self.key = key
        self.pattern = pattern
        self.location = location
    }

    /// The keys people mean by app groups, keychain groups and associated domains, for documentation and
    /// suggestions.
    public static let wellKnownKeys = [
        "com.apple.security.application-groups", "keychain-access-groups", "com.apple.developer.associated-domains",
        "com.apple.developer.icloud-container-identifiers", "com.apple.developer.ubiquity-container-identifiers",
    ]

    /// Whether `text` matches `expandedPattern`, in which `*` stands for any run of characters.
    public static func matches(_ text: String, expandedPattern: String) -> Bool {
        let parts = expandedPattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return text == expandedPattern }
        guard let first = parts.first, let last = parts.last, text.hasPrefix(first),
            text.count >= first.count + last.count, text.hasSuffix(last)
        else { return false }
        var rest = Substring(text.dropFirst(first.count).dropLast(last.count))
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    /// `text` with the values the signing step fills in written as the setting they come from.
    public static func replacingSigningPrefixes(in text: String) -> String {
        text.replacingEvery("$(AppIdentifierPrefix)", with: "$(DEVELOPMENT_TEAM).")
            .replacingEvery("$(TeamIdentifierPrefix)", with: "$(DEVELOPMENT_TEAM).")
            .replacingEvery("${AppIdentifierPrefix}", with: "$(DEVELOPMENT_TEAM).")
            .replacingEvery("${TeamIdentifierPrefix}", with: "$(DEVELOPMENT_TEAM).")
    }
}
