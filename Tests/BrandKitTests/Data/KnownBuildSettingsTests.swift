import BrandKit
import Testing

/// Checks the embedded name lists: a typo or a duplicate here would make the tool call a real
/// setting unknown, or suggest a wrong name.
@Suite("Known build settings and system fonts")
struct KnownBuildSettingsTests {
    /// One embedded list, named for the test report.
    struct NameList: CustomTestStringConvertible, Sendable {
        let name: String
        let names: [String]
        let set: Set<String>
        let minimumCount: Int
        var testDescription: String { name }
    }

    static let lists: [NameList] = [
        NameList(
            name: "build settings",
            names: KnownBuildSettings.sortedNames,
            set: KnownBuildSettings.names,
            minimumCount: 400
        ),
        NameList(
            name: "settings provided by the build system",
            names: KnownBuildSettings.sortedProvidedByBuildSystem,
            set: KnownBuildSettings.providedByBuildSystem,
            minimumCount: 50
        ),
        NameList(
            name: "system fonts",
            names: SystemFonts.sortedPostScriptNames,
            set: SystemFonts.postScriptNames,
            minimumCount: 150
        ),
    ]

    @Test("each list is strictly ascending, so sorted and free of duplicates", arguments: lists)
    func strictlyAscending(list: NameList) {
        let outOfOrder = zip(list.names, list.names.dropFirst()).first { $0 >= $1 }
        #expect(outOfOrder == nil, "\(String(describing: outOfOrder)) is out of order or repeated")
    }

    @Test("each list is long enough and its set holds exactly its names", arguments: lists)
    func countsAndSets(list: NameList) {
        #expect(list.names.count >= list.minimumCount)
        #expect(list.set == Set(list.names))
        #expect(list.set.count == list.names.count)
    }

    @Test("each name is a single token without spaces or stray characters", arguments: lists)
    func wellFormed(list: NameList) {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
        let malformed = list.names.filter { name in
            name.isEmpty || !name.allSatisfy { allowed.contains($0) } || name.first?.isUppercase != true
        }
        #expect(malformed.isEmpty)
    }

    @Test("build setting names use Xcode's upper-case spelling")
    func settingNamesAreUpperCase() {
        // Only the INFOPLIST_KEY_ family carries the Info.plist key's own spelling after the prefix.
        let lowerCase = KnownBuildSettings.sortedNames.filter { name in
            !name.hasPrefix("INFOPLIST_KEY_") && name.contains { $0.isLowercase || $0 == "-" }
        }
        #expect(lowerCase.isEmpty)
    }

    @Test(
        "well-known settings are known",
        arguments: [
            "ALWAYS_SEARCH_USER_PATHS", "ARCHS", "ASSETCATALOG_COMPILER_APPICON_NAME", "CLANG_ENABLE_OBJC_ARC",
            "CODE_SIGN_STYLE", "CURRENT_PROJECT_VERSION", "DEBUG_INFORMATION_FORMAT", "DEVELOPMENT_TEAM",
            "ENABLE_USER_SCRIPT_SANDBOXING", "GCC_PREPROCESSOR_DEFINITIONS", "INFOPLIST_FILE",
            "IPHONEOS_DEPLOYMENT_TARGET", "MARKETING_VERSION", "PRODUCT_BUNDLE_IDENTIFIER", "PRODUCT_NAME",
            "SWIFT_ACTIVE_COMPILATION_CONDITIONS", "SWIFT_OPTIMIZATION_LEVEL", "SWIFT_VERSION",
            "TARGETED_DEVICE_FAMILY", "VALID_ARCHS",
        ]
    )
    func wellKnownSetting(name: String) {
        #expect(KnownBuildSettings.names.contains(name))
    }

    @Test(
        "settings Xcode defines itself are known and marked as provided",
        arguments: [
            "BUILT_PRODUCTS_DIR", "CONFIGURATION", "CURRENT_ARCH", "DEVELOPMENT_LANGUAGE", "EXECUTABLE_NAME",
            "PLATFORM_NAME", "PRODUCT_BUNDLE_PACKAGE_TYPE", "PROJECT_DIR", "SDK_NAME", "SRCROOT", "TARGET_NAME",
            "IPHONEOS_DEPLOYMENT_TARGET", "MACOSX_DEPLOYMENT_TARGET", "XROS_DEPLOYMENT_TARGET",
        ]
    )
    func providedSetting(name: String) {
        #expect(KnownBuildSettings.providedByBuildSystem.contains(name))
        #expect(KnownBuildSettings.names.contains(name))
    }

    @Test("settings a project must set are not marked as provided")
    func projectSettingsAreNotProvided() {
        for name in ["PRODUCT_BUNDLE_IDENTIFIER", "MARKETING_VERSION", "DEVELOPMENT_TEAM", "INFOPLIST_FILE"] {
            #expect(!KnownBuildSettings.providedByBuildSystem.contains(name), "\(name)")
        }
    }

    @Test("every provided setting is also a known setting")
    func providedIsSubset() {
        #expect(KnownBuildSettings.providedByBuildSystem.isSubset(of: KnownBuildSettings.names))
    }

    @Test("common misspellings are not known", arguments: ["SWIFT_VERISON", "PRODUCT_BUNDLE_IDENTIFER", "ARCH"])
    func misspellingsAreUnknown(name: String) {
        #expect(!KnownBuildSettings.names.contains(name))
    }

    @Test(
        "iOS fonts the sample workspace names are system fonts",
        arguments: [
            "AvenirNext-Medium", "AvenirNext-Regular", "Georgia", "Georgia-Bold", "HelveticaNeue",
            "Menlo-Regular", "TimesNewRomanPSMT",
        ]
    )
    func wellKnownFont(name: String) {
        #expect(SystemFonts.postScriptNames.contains(name))
    }

    @Test(
        "bundled sample fonts and family names are not system fonts",
        arguments: ["NordSerif-Bold", "Helvetica Neue"]
    )
    func notSystemFont(name: String) {
        #expect(!SystemFonts.postScriptNames.contains(name))
    }
}
