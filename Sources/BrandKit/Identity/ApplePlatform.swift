import Support
import XCConfig

/// An Apple operating system an app is built for: the platforms App Store Connect holds the versions of one app for.
public enum ApplePlatform: String, Sendable, Hashable, Comparable, CaseIterable {
    /// iPhone and iPad, and the Mac through Mac Catalyst or as an iPad app: one app, built with the `iphoneos` SDK.
    case iOS
    /// The Mac, built with the `macosx` SDK.
    case macOS
    /// Apple TV.
    case tvOS
    /// Apple Watch.
    case watchOS
    /// Apple Vision Pro.
    case visionOS

    /// The SDK name prefixes of each platform, device and simulator.
    private static let sdkPrefixes: [(prefix: String, platform: ApplePlatform)] = [
        ("iphoneos", .iOS), ("iphonesimulator", .iOS), ("macosx", .macOS), ("appletvos", .tvOS),
        ("appletvsimulator", .tvOS), ("watchos", .watchOS), ("watchsimulator", .watchOS), ("xros", .visionOS),
        ("xrsimulator", .visionOS),
    ]

    /// The platform of the SDK `sdk` names: `iphoneos`, `appletvos17.2`, or the path of an SDK
    /// (`…/AppleTVOS.sdk`); `nil` for `auto`, nothing, or an SDK not known (`driverkit`).
    public init?(sdk: String) {
        let start = sdk.drop(while: \.isWhitespace)
        guard let last = start.lastIndex(where: { !$0.isWhitespace }) else { return nil }
        let name = Path.lastComponent(of: String(start[...last])).lowercased()
        guard let platform = Self.sdkPrefixes.first(where: { name.hasPrefix($0.prefix) })?.platform else {
            return nil
        }
        self = platform
    }

    /// The platforms the build settings `settings` build the app for: the one `SDKROOT` names, or, for `auto` (a
    /// multiplatform target), those `SUPPORTED_PLATFORMS` lists; `nil` when they do not say, so that any may be
    /// meant.
    ///
    /// Mac Catalyst (`SUPPORTS_MACCATALYST`) builds the iOS app for the Mac from the same `iphoneos` SDK: it is the
    /// iOS app itself, and adds no platform.
    public static func platforms(of settings: ResolvedSettings) -> Set<ApplePlatform>? {
        let sdk = settings.value(of: "SDKROOT")
        if sdk.split(whereSeparator: \.isWhitespace).map({ $0.lowercased() }) == ["auto"] {
            let listed = settings.value(of: "SUPPORTED_PLATFORMS").split(whereSeparator: \.isWhitespace)
            let platforms = Set(listed.compactMap { ApplePlatform(sdk: String($0)) })
            return platforms.isEmpty ? nil : platforms
        }
        return ApplePlatform(sdk: sdk).map { [$0] }
    }

    /// Whether apps built for `first` and for `second` may be for one platform: they share one, or either is not
    /// known (`nil`).
    public static func mayShare(_ first: Set<ApplePlatform>?, _ second: Set<ApplePlatform>?) -> Bool {
        guard let first, let second else { return true }
        return !first.isDisjoint(with: second)
    }

    /// Orders platforms as they are declared.
    public static func < (lhs: ApplePlatform, rhs: ApplePlatform) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
