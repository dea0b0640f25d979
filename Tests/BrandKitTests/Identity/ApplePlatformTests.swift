import BrandKit
import Support
import Testing
import XCConfig

/// Which platform an SDK names, and which platforms may be one.
@Suite struct ApplePlatformTests {
    @Test(arguments: [
        ("iphoneos", ApplePlatform.iOS), ("iphonesimulator17.5", .iOS), (" appletvos ", .tvOS),
        ("appletvsimulator", .tvOS), ("macosx14.0", .macOS), ("watchos", .watchOS), ("xros", .visionOS),
        ("/Applications/Xcode.app/Contents/Developer/Platforms/AppleTVOS.platform/Developer/SDKs/AppleTVOS.sdk", .tvOS),
    ])
    func anSDKNamesItsPlatform(sdk: String, platform: ApplePlatform) {
        #expect(ApplePlatform(sdk: sdk) == platform)
    }

    @Test(arguments: ["", "auto", "driverkit", "iphone"])
    func anSDKNotKnownNamesNone(sdk: String) {
        #expect(ApplePlatform(sdk: sdk) == nil)
    }

    @Test(
        arguments: [
            ([ApplePlatform.iOS], [ApplePlatform.tvOS], false), ([.iOS, .tvOS], [.tvOS], true), ([.iOS], [.iOS], true),
            (nil, [.tvOS], true), ([.macOS], nil, true), (nil, nil, true),
        ] as [(Set<ApplePlatform>?, Set<ApplePlatform>?, Bool)])
    func platformsMayBeSharedUnlessBothAreKnownAndDisjoint(
        first: Set<ApplePlatform>?, second: Set<ApplePlatform>?, shared: Bool
    ) {
        #expect(ApplePlatform.mayShare(first, second) == shared)
        #expect(ApplePlatform.mayShare(second, first) == shared)
    }

    /// The platforms settings build for: `SDKROOT`'s, unless `SUPPORTED_PLATFORMS` leaves it out (videolan's
    /// VLC-visionOS target inherits `iphoneos` from its project and supports only `xros xrsimulator`: a visionOS app,
    /// which may share the iOS app's bundle identifier); `auto` takes the supported ones.
    @Test(
        arguments: [
            (["SDKROOT": "iphoneos"], [ApplePlatform.iOS]),
            (["SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator xros xrsimulator"], [.iOS]),
            (["SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "xros xrsimulator"], [.visionOS]),
            (["SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "appletvos appletvsimulator xros"], [.tvOS, .visionOS]),
            (["SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "driverkit"], [.iOS]),
            (["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos macosx"], [.iOS, .macOS]),
            (["SDKROOT": "auto"], nil), ([:], nil),
            // Words are SDK names as `SDKROOT` takes them: any case, a path's last component.
            (
                ["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "IPHONEOS /SDKs/AppleTVOS.sdk/ macosx14.0"],
                [.iOS, .tvOS, .macOS]
            ),
            (["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "\tWatchSimulator\n driverkit iphone /"], [.watchOS]),
            (["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "driverkit"], nil),
            (["SDKROOT": "macosx", "SUPPORTED_PLATFORMS": "macosx"], [.macOS]),
        ] as [([String: String], Set<ApplePlatform>?)])
    func settingsBuildForTheirSDKsPlatformUnlessItIsNotSupported(
        settings: [String: String], platforms: Set<ApplePlatform>?
    ) {
        let assignments = settings.sorted { $0.key < $1.key }.map { name, value in
            SettingAssignment(
                name: name, value: value, location: SourceLocation(file: "/w/A.xcconfig", line: 1, column: 1))
        }
        let level = SettingsLevel(kind: .xcconfig, label: "A.xcconfig", assignments: assignments)
        let resolved = SettingsEvaluator(levels: [level], parameters: ConditionParameters()).resolve()
        #expect(ApplePlatform.platforms(of: resolved) == platforms)
    }
}
