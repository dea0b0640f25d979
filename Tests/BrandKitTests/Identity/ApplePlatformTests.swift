import BrandKit
import Testing

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
}
