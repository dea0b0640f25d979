import Support
import XCConfig

/// An Info.plist's `CFBundleIdentifier` is not the target's `PRODUCT_BUNDLE_IDENTIFIER`.
public struct InfoPlistBundleIdentifierRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "info_plist_bundle_identifier", severity: .warning,
        summary: "an Info.plist's CFBundleIdentifier differs from PRODUCT_BUNDLE_IDENTIFIER",
        rationale:
            "Xcode warns that they must be the same: the provisioning profile is chosen for PRODUCT_BUNDLE_IDENTIFIER, "
            + "and the app ships the Info.plist's identifier.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/Info.plist": ExampleWorkspace.infoPlist.replacingOccurrences(
                        of: "$(PRODUCT_BUNDLE_IDENTIFIER)", with: "$(PRODUCT_BUNDLE_IDENTIFIER).beta")
                ], expecting: "Brands/ALPHA/Info.plist", line: 10)
        ])

    /// `CFBundleIdentifier 'a.dev' ('$(PRODUCT_BUNDLE_IDENTIFIER)$(SUFFIX)') is not PRODUCT_BUNDLE_IDENTIFIER 'a' of
    /// X in Debug`.
    public static func message(value: String, written: String?, setting: String, owner: String) -> String {
        // As written when it is not the value itself (a literal).
        let spelt = written.flatMap { $0 == value ? nil : " ('\($0)')" } ?? ""
        return "CFBundleIdentifier '\(value)'\(spelt) is not PRODUCT_BUNDLE_IDENTIFIER '\(setting)' of \(owner); Xcode "
            + "warns that they must be the same, as the provisioning profile is chosen for PRODUCT_BUNDLE_IDENTIFIER: "
            + "give PRODUCT_BUNDLE_IDENTIFIER the identifier and write '$(PRODUCT_BUNDLE_IDENTIFIER)' in the Info.plist"
    }

    /// Every finding of this rule in `context`: one per place and pair of values, naming the first configuration.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var seen = Set<String>()
        var diagnostics: [Diagnostic] = []
        func check(_ loaded: LoadedConfiguration, owner: @autoclosure () -> String) {
            guard let identifier = loaded.identity.bundleIdentifier, !identifier.value.isEmpty,
                let location = identifier.source.location, let settings = loaded.settings
            else { return }
            // Fed by the setting alone, or generated from it, the two are one.
            if case .setting("PRODUCT_BUNDLE_IDENTIFIER") = identifier.feed { return }
            let setting = settings.value(of: "PRODUCT_BUNDLE_IDENTIFIER")
            guard !setting.isEmpty, setting != identifier.value,
                seen.insert("\(location)\u{0}\(identifier.value)\u{0}\(setting)").inserted
            else { return }
            let written = Self.written(at: location, in: loaded)
            diagnostics.append(
                Diagnostic(
                    Self.description.severity, rule: Self.description.id,
                    Self.message(value: identifier.value, written: written, setting: setting, owner: owner()),
                    at: location))
        }
        for configuration in context.configurations {
            guard let loaded = configuration.loaded else { continue }
            check(loaded, owner: "\(configuration.clone) in \(configuration.configuration)")
            guard let product = context.facts(of: configuration.clone)?.clone.product else { continue }
            for part in product.extensions {
                guard let partLoaded = part.configuration(configuration.configuration) else { continue }
                check(
                    partLoaded,
                    owner: "\(part.kindName) '\(part.name)' of \(configuration.clone) in \(configuration.configuration)"
                )
            }
        }
        return diagnostics
    }

    /// The Info.plist's `CFBundleIdentifier` as written, when it is the string at `location`.
    private static func written(at location: SourceLocation, in loaded: LoadedConfiguration) -> String? {
        guard case .dictionary(let members)? = loaded.infoPlist?.value,
            let member = members.first(where: { $0.key == "CFBundleIdentifier" }),
            member.value.location == location, case .string(let text) = member.value.value
        else { return nil }
        return text
    }
}
