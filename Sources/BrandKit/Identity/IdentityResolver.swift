import Documents
import XCConfig

/// Works out a configuration's identity as the build system does: the expanded values of the Info.plist keys
/// `CFBundleIdentifier`, `CFBundleShortVersionString`, `CFBundleVersion` and `CFBundleDisplayName` (else
/// `CFBundleName`).
///
/// With `GENERATE_INFOPLIST_FILE = YES` the build system writes a key from its setting whenever the setting is
/// assigned or not empty, over what the Info.plist says (swift-build's `InfoPlistProcessorTaskAction`):
/// `PRODUCT_BUNDLE_IDENTIFIER`, `MARKETING_VERSION`, `CURRENT_PROJECT_VERSION`,
/// `INFOPLIST_KEY_CFBundleDisplayName` and `PRODUCT_NAME`. Without an Info.plist the same settings stand in. A key
/// whose value expands to nothing is left out, as the build system elides it.
struct IdentityResolver {
    /// The settings of the configuration.
    let evaluation: LayeredEvaluation
    /// The configuration's Info.plist, when it was read.
    let infoPlist: PlistNode?

    /// The parts of an identity.
    private enum Part: CaseIterable {
        case bundleIdentifier, version, build, displayName

        /// The Info.plist keys tried in order, each with the setting the build system generates it from.
        var candidates: [(key: String, setting: String)] {
            switch self {
            case .bundleIdentifier: [("CFBundleIdentifier", "PRODUCT_BUNDLE_IDENTIFIER")]
            case .version: [("CFBundleShortVersionString", "MARKETING_VERSION")]
            case .build: [("CFBundleVersion", "CURRENT_PROJECT_VERSION")]
            case .displayName:
                [("CFBundleDisplayName", "INFOPLIST_KEY_CFBundleDisplayName"), ("CFBundleName", "PRODUCT_NAME")]
            }
        }
    }

    /// The identity.
    func resolve() -> CloneIdentity {
        let settings = evaluation.settings
        let generates = Self.isYes(settings.value(of: "GENERATE_INFOPLIST_FILE"))
        let members: [PlistMember]
        if case .dictionary(let dictionary)? = infoPlist?.value { members = dictionary } else { members = [] }
        // Each Info.plist value is evaluated as Xcode expands it, in the final scope of the settings.
        var written: [String: ExpressionEvaluation] = [:]
        var locations: [String: SourceLocation] = [:]
        for part in Part.allCases {
            for (key, _) in part.candidates where written[key] == nil {
                // The first of duplicate keys counts, as everywhere in brands; a rule reports the duplicate.
                if let member = members.first(where: { $0.key == key }), let text = Self.text(of: member.value) {
                    written[key] = evaluation.evaluate(text, at: member.value.location)
                    locations[key] = member.value.location
                }
            }
        }
        var identity = CloneIdentity()
        for part in Part.allCases {
            for (key, setting) in part.candidates {
                let value: IdentityValue?
                if generates || infoPlist == nil, let generated = generatedValue(key: key, setting: setting) {
                    value = generated
                } else if let text = written[key], let location = locations[key] {
                    value = writtenValue(key: key, text: text, at: location)
                } else {
                    value = nil
                }
                guard let value else { continue }
                switch part {
                case .bundleIdentifier: identity.bundleIdentifier = value
                case .version: identity.version = value
                case .build: identity.build = value
                case .displayName: identity.displayName = value
                }
                break
            }
        }
        return identity
    }

    /// The value the build system generates for `key` from `setting`, when the setting is assigned or not empty.
    private func generatedValue(key: String, setting: String) -> IdentityValue? {
        let value = evaluation.settings.value(of: setting)
        guard !value.isEmpty, let winner = evaluation.settings.winner(of: setting) else { return nil }
        return IdentityValue(
            key: key, value: value,
            source: ValueSource(
                .buildSetting, at: winner.location, through: ValueSource.Step(key: key, location: nil, setting: setting)
            ), feed: .setting(setting))
    }

    /// The value of an Info.plist entry, expanded.
    private func writtenValue(key: String, text: ExpressionEvaluation, at location: SourceLocation) -> IdentityValue? {
        guard !text.value.isEmpty else { return nil }
        if let name = text.soleReference {
            let step = ValueSource.Step(key: key, location: location, setting: name)
            let winner = evaluation.settings.winner(of: name)
            return IdentityValue(
                key: key, value: text.value,
                source: ValueSource(
                    winner == nil ? .infoPlist : .buildSetting, at: winner?.location ?? location, through: step),
                feed: .setting(name))
        }
        let step = ValueSource.Step(key: key, location: location, setting: nil)
        return IdentityValue(
            key: key, value: text.value, source: ValueSource(.infoPlist, at: location, through: step),
            feed: text.references.isEmpty ? .literal : .expression(text.references))
    }

    /// A scalar plist value as text (a build number written as an integer is text too).
    private static func text(of node: PlistNode) -> String? {
        switch node.value {
        case .string(let text): text
        case .integer(let number): String(number)
        case .real(let number): ConfigurationFlattener.numberText(number)
        default: nil
        }
    }

    /// Whether a boolean build setting is on, as the build system reads `YES`.
    static func isYes(_ value: String) -> Bool {
        ["yes", "true", "1"].contains(value.lowercased())
    }
}
