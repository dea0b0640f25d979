import Documents
import Support
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

    /// The Info.plist keys of each part of an identity (bundle identifier, version, build, display name), tried in
    /// order, with the setting the build system generates each from.
    private static let parts: [[Candidate]] = [
        [Candidate(key: "CFBundleIdentifier", setting: "PRODUCT_BUNDLE_IDENTIFIER")],
        [Candidate(key: "CFBundleShortVersionString", setting: "MARKETING_VERSION")],
        [Candidate(key: "CFBundleVersion", setting: "CURRENT_PROJECT_VERSION")],
        [
            Candidate(key: "CFBundleDisplayName", setting: "INFOPLIST_KEY_CFBundleDisplayName"),
            Candidate(key: "CFBundleName", setting: "PRODUCT_NAME"),
        ],
    ]

    /// Each identity key of the Info.plist with the setting the build system generates it from, when
    /// `GENERATE_INFOPLIST_FILE = YES` and the setting is not empty.
    static let generatingSettings: [String: String] = Dictionary(
        uniqueKeysWithValues: parts.joined().map { ($0.key, $0.setting) })

    /// An Info.plist key with the setting the build system generates it from.
    private struct Candidate: Sendable {
        let key: String
        let setting: String
    }

    /// The identity.
    func resolve() -> CloneIdentity {
        let settings = evaluation.settings
        let generates = Self.isYes(settings.value(of: "GENERATE_INFOPLIST_FILE"))
        let members: [PlistMember]
        if case .dictionary(let dictionary)? = infoPlist?.value { members = dictionary } else { members = [] }
        var identity = CloneIdentity()
        for (part, candidates) in Self.parts.enumerated() {
            for candidate in candidates {
                let value: IdentityValue?
                if generates || infoPlist == nil,
                    let generated = generatedValue(key: candidate.key, setting: candidate.setting)
                {
                    value = generated
                } else if let member = members.first(where: { $0.key == candidate.key }),
                    let text = Self.text(of: member.value)
                {
                    // The first of duplicate keys counts, as everywhere in brands; a rule reports the duplicate. The
                    // value is evaluated as Xcode expands it, in the final scope of the settings.
                    let location = member.value.location
                    let expanded = evaluation.evaluate(text, at: location)
                    value = writtenValue(key: candidate.key, text: expanded, at: location)
                } else {
                    value = nil
                }
                guard let value else { continue }
                switch part {
                case 0: identity.bundleIdentifier = value
                case 1: identity.version = value
                case 2: identity.build = value
                default: identity.displayName = value
                }
                break
            }
        }
        return identity
    }

    /// The value the build system generates for `key` from `setting`, when the setting is assigned or not empty.
    private func generatedValue(key: String, setting: String) -> IdentityValue? {
        let value = evaluation.settings.value(of: setting)
        guard !value.isEmpty, let origin = evaluation.settings.origin(of: setting) else { return nil }
        return IdentityValue(
            key: key, value: value,
            source: ValueSource(
                .buildSetting, at: origin.location, through: ValueSource.Step(key: key, location: nil, setting: setting)
            ), feed: .setting(setting))
    }

    /// The value of an Info.plist entry, expanded.
    private func writtenValue(key: String, text: ExpressionEvaluation, at location: SourceLocation) -> IdentityValue? {
        guard !text.value.isEmpty else { return nil }
        if let name = text.soleReference {
            let step = ValueSource.Step(key: key, location: location, setting: name)
            let origin = evaluation.settings.origin(of: name)
            return IdentityValue(
                key: key, value: text.value,
                source: ValueSource(
                    origin == nil ? .infoPlist : .buildSetting, at: origin?.location ?? location, through: step),
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
        // Mostly asked of an empty value or `YES`: no lowercased copy of a longer text.
        value.utf8.count <= 4 && ["yes", "true", "1"].contains(value.lowercased())
    }
}
