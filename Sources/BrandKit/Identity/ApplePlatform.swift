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
        let name = Path.lastComponent(of: Self.trimmed(sdk)).lowercased()
        guard !name.isEmpty, let platform = Self.sdkPrefixes.first(where: { name.hasPrefix($0.prefix) })?.platform
        else { return nil }
        self = platform
    }

    /// `text` without the spaces, tabs and line breaks around it, read as bytes: every configuration of every clone
    /// asks, and Unicode's white space cost a tenth of a clone's assembly.
    private static func trimmed(_ text: String) -> String {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = text.utf8.first, let last = text.utf8.last, isSpace(first) || isSpace(last) else {
            return text
        }
        let bytes = Array(text.utf8)
        guard let start = bytes.firstIndex(where: { !isSpace($0) }), let end = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[start...end], as: UTF8.self)
    }

    /// The platforms the build settings `settings` build the app for: the one `SDKROOT` names, unless
    /// `SUPPORTED_PLATFORMS` lists platforms and not that one (a target cannot be built for a platform it does not
    /// support: videolan's VLC-visionOS inherits `iphoneos` from its project and supports only `xros xrsimulator`),
    /// then those; for `auto` (a multiplatform target), those `SUPPORTED_PLATFORMS` lists; `nil` when they do not
    /// say, so that any may be meant.
    ///
    /// Mac Catalyst (`SUPPORTS_MACCATALYST`) builds the iOS app for the Mac from the same `iphoneos` SDK: it is the
    /// iOS app itself, and adds no platform.
    public static func platforms(of settings: ResolvedSettings) -> Set<ApplePlatform>? {
        let sdk = settings.value(of: "SDKROOT")
        let supported = supportedPlatforms(in: settings)
        if let platform = ApplePlatform(sdk: sdk) {
            return supported == 0 || supported & platform.bit != 0
                ? singletons[platform.index] : platforms(in: supported)
        }
        if trimmed(sdk).lowercased() == "auto" {
            return supported == 0 ? nil : platforms(in: supported)
        }
        return nil
    }

    /// The platform's position among ``allCases``.
    private var index: Int {
        switch self {
        case .iOS: 0
        case .macOS: 1
        case .tvOS: 2
        case .watchOS: 3
        case .visionOS: 4
        }
    }

    /// The platform's bit in a set of platforms held as bits.
    private var bit: UInt8 { 1 << UInt8(index) }

    /// Each platform alone, made once: most configurations build for their SDK's platform only.
    private static let singletons: [Set<ApplePlatform>] = allCases.map { [$0] }

    /// The platforms whose bits `bits` holds.
    private static func platforms(in bits: UInt8) -> Set<ApplePlatform> {
        Set(allCases.filter { bits & $0.bit != 0 })
    }

    /// The bits of the platforms `SUPPORTED_PLATFORMS` lists that are known (`driverkit` is none), its words split
    /// on ASCII white space and matched as bytes: every configuration of every clone asks, and making strings and
    /// sets of its words cost more than the rest of the platform's work.
    private static func supportedPlatforms(in settings: ResolvedSettings) -> UInt8 {
        guard settings.isAssigned("SUPPORTED_PLATFORMS") else { return 0 }
        var value = settings.value(of: "SUPPORTED_PLATFORMS")
        return value.withUTF8 { bytes in
            var bits: UInt8 = 0
            var index = 0
            while index < bytes.count {
                while index < bytes.count && isSpace(bytes[index]) { index += 1 }
                let start = index
                while index < bytes.count && !isSpace(bytes[index]) { index += 1 }
                // The last path component, as `init(sdk:)` takes it (a slash at the end is none).
                var end = index
                while end > start && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
                var nameStart = end
                while nameStart > start && bytes[nameStart - 1] != UInt8(ascii: "/") { nameStart -= 1 }
                if end > nameStart,
                    let platform = platform(named: UnsafeBufferPointer(rebasing: bytes[nameStart..<end]))
                {
                    bits |= platform.bit
                }
            }
            return bits
        }
    }

    /// Whether `byte` is an ASCII space, tab or line break.
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// The SDK prefixes as bytes, with their platforms.
    private static let prefixBytes: [(prefix: [UInt8], platform: ApplePlatform)] = sdkPrefixes.map {
        (Array($0.prefix.utf8), $0.platform)
    }

    /// The platform whose SDK prefix `name` starts with, ASCII letters compared without case (no other character
    /// lowercases to a letter of a prefix).
    private static func platform(named name: UnsafeBufferPointer<UInt8>) -> ApplePlatform? {
        for (prefix, platform) in prefixBytes where name.count >= prefix.count {
            var matches = true
            for offset in 0..<prefix.count {
                let byte = name[offset]
                if (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) != prefix[offset] {
                    matches = false
                    break
                }
            }
            if matches { return platform }
        }
        return nil
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
