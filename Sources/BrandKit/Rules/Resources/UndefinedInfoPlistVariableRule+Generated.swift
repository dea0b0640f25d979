import Documents
import Support
import XCConfig

extension UndefinedInfoPlistVariableRule {
    /// `node`, or, when `keys` are to be skipped, the values of its top-level members whose keys are not `keys`.
    static func roots(of node: PlistNode, skipping keys: Set<String>) -> [PlistNode] {
        guard !keys.isEmpty, case .dictionary(let members) = node.value else { return [node] }
        return members.filter { !keys.contains($0.key) }.map(\.value)
    }

    /// The top-level keys of an Info.plist whose values the build system replaces with ones it generates from
    /// settings, so that what the file writes never ships.
    ///
    /// With `GENERATE_INFOPLIST_FILE = YES`: an identity key whose setting is not empty, as ``IdentityResolver``
    /// reads them, or a key whose `INFOPLIST_KEY_` setting is one of Xcode's and is assigned (rainbow's share
    /// extension sets `INFOPLIST_KEY_CFBundleDisplayName`, so its file's `$(DISPLAY_NAME)` is replaced).
    static func generatedKeys(of plist: PlistNode, settings: ResolvedSettings) -> Set<String> {
        guard case .dictionary(let members) = plist.value,
            IdentityResolver.isYes(settings.value(of: "GENERATE_INFOPLIST_FILE"))
        else { return [] }
        var keys = Set<String>()
        for member in members {
            if let setting = IdentityResolver.generatingSettings[member.key] {
                if !settings.value(of: setting).isEmpty { keys.insert(member.key) }
                continue
            }
            // An `INFOPLIST_KEY_` setting Xcode knows is written when assigned, even empty (swift-build).
            let setting = "INFOPLIST_KEY_" + member.key
            if KnownBuildSettings.names.contains(setting),
                settings.isAssigned(setting) || !settings.value(of: setting).isEmpty
            {
                keys.insert(member.key)
            }
        }
        return keys
    }
}
