import BrandKit
import Support
import Testing
import XCConfig

/// A clone's identity is what its Info.plist expands to (or what the build system generates), with two-step
/// provenance and the setting that feeds each key.
@Suite struct IdentityResolverTests {
    static let infoPlist = "/workspace/Brands/ALPHA/Info.plist"
    static let alphaDebug = "/workspace/Configs/ALPHA-Debug.xcconfig"

    /// ALPHA's Release identity after `changes`; `plist` replacements apply to ALPHA's Info.plist.
    static func identity(
        _ changes: [String: String] = [:], plist replacements: [(String, String)] = [], debugAppend: String = ""
    ) -> CloneIdentity {
        var files = ExampleWorkspace.files.merging(changes, uniquingKeysWith: { $1 })
        var plist = ExampleWorkspace.infoPlist
        for (old, new) in replacements { plist = plist.replacingOccurrences(of: old, with: new) }
        files["Brands/ALPHA/Info.plist"] = plist
        files["Configs/ALPHA-Debug.xcconfig", default: ""] += debugAppend
        let workspace = ExampleLoader.load(files)
        return workspace.clone("ALPHA")?.configuration("Release")?.identity ?? CloneIdentity()
    }

    @Test func aKeyNamingOneSettingTakesItsValueAndRemembersBothSteps() throws {
        let version = try #require(Self.identity().version)
        #expect(version.value == "1.0.0")
        #expect(version.key == "CFBundleShortVersionString")
        #expect(version.feed == .setting("MARKETING_VERSION"))
        #expect(version.source.origin == .buildSetting)
        #expect(version.source.location == SourceLocation(file: Self.alphaDebug, line: 8, column: 1))
        #expect(version.source.through?.location?.file == Self.infoPlist)
        #expect(version.source.through?.location?.line == 12)
        #expect(version.source.through?.setting == "MARKETING_VERSION")
        #expect(
            version.source.chainText(relativeTo: "/workspace")
                == "Brands/ALPHA/Info.plist:12 CFBundleShortVersionString → MARKETING_VERSION at Configs/ALPHA-Debug.xcconfig:8"
        )
        let identity = Self.identity()
        #expect(identity.bundleIdentifier?.value == "com.example.alpha")
        #expect(identity.displayName?.value == "ALPHA")
        #expect(identity.build?.feed == .setting("CURRENT_PROJECT_VERSION"))
    }

    /// ALPHA's Release xcconfig with `line` added after its bundle identifier (line 2).
    static func alphaRelease(adding line: String) -> [String: String] {
        [
            "Configs/ALPHA-Release.xcconfig":
                "#include \"ALPHA-Debug.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = com.example.alpha\n"
                + "APP_DISPLAY_NAME = ALPHA\n\(line)\n"
        ]
    }

    @Test(arguments: ["$(inherited)", "${inherited}", " $(inherited)\t"])
    func anAssignmentThatOnlyInheritsLeavesTheValueWhereItIsWritten(inherited: String) throws {
        let release = "/workspace/Configs/ALPHA-Release.xcconfig"
        let identity = Self.identity(Self.alphaRelease(adding: "PRODUCT_BUNDLE_IDENTIFIER = \(inherited)"))
        let bundleIdentifier = try #require(identity.bundleIdentifier)
        #expect(bundleIdentifier.value == "com.example.alpha")
        // Line 2 writes the value; line 4 passes it on, as a project's target often does over its xcconfig.
        #expect(bundleIdentifier.source.location == SourceLocation(file: release, line: 2, column: 1))

        let workspace = ExampleLoader.load(
            ExampleWorkspace.files.merging(Self.alphaRelease(adding: "DEVELOPMENT_TEAM = \(inherited)")) { $1 })
        let team = Validator().configurations(of: workspace, clones: ["ALPHA"], configurations: ["Release"]).first?.team
        #expect(team?.value == "ABCDE12340")
        #expect(team?.source.location == SourceLocation(file: Self.alphaDebug, line: 7, column: 1))
    }

    @Test func anAssignmentThatWritesMoreThanTheInheritedValueIsWhereTheValueComesFrom() {
        let identity = Self.identity(Self.alphaRelease(adding: "PRODUCT_BUNDLE_IDENTIFIER = $(inherited).beta"))
        #expect(identity.bundleIdentifier?.value == "com.example.alpha.beta")
        #expect(identity.bundleIdentifier?.source.location?.line == 4)
    }

    @Test(arguments: ["$(AG_VERSION)", "${AG_VERSION}"])
    func aCustomSettingFeedsTheKey(reference: String) {
        let identity = Self.identity(
            plist: [("$(MARKETING_VERSION)", reference)], debugAppend: "AG_VERSION = 3.2\n")
        #expect(identity.version?.value == "3.2")
        #expect(identity.version?.feed == .setting("AG_VERSION"))
        #expect(identity.version?.source.location?.line == 11)
    }

    @Test func aLiteralIsWrittenInTheInfoPlist() {
        let identity = Self.identity(plist: [("$(CURRENT_PROJECT_VERSION)", "42")])
        #expect(identity.build?.value == "42")
        #expect(identity.build?.feed == .literal)
        #expect(identity.build?.source.origin == .infoPlist)
        #expect(identity.build?.source.location == SourceLocation(file: Self.infoPlist, line: 14, column: 2))
    }

    @Test func aKeyBuiltFromSeveralSettingsIsAnExpression() {
        let identity = Self.identity(
            plist: [("$(MARKETING_VERSION)", "$(MAJOR).$(MINOR)")], debugAppend: "MAJOR = 4\nMINOR = 7\n")
        #expect(identity.version?.value == "4.7")
        #expect(identity.version?.feed == .expression(["MAJOR", "MINOR"]))
    }

    @Test func aKeyThatExpandsToNothingIsAbsent() {
        #expect(Self.identity(plist: [("$(CURRENT_PROJECT_VERSION)", "$(UNSET_BUILD)")]).build == nil)
    }

    @Test func theDisplayNameFallsBackToTheBundleName() {
        let identity = Self.identity(plist: [
            (
                "\t<key>CFBundleDisplayName</key>\n\t<string>$(APP_DISPLAY_NAME)</string>\n",
                "\t<key>CFBundleName</key>\n\t<string>$(PRODUCT_NAME)</string>\n"
            )
        ])
        #expect(identity.displayName?.key == "CFBundleName")
        #expect(identity.displayName?.value == "ALPHA")
        #expect(identity.displayName?.feed == .setting("PRODUCT_NAME"))
    }

    @Test func aGeneratedInfoPlistTakesTheKeysFromTheirSettingsOverTheFile() {
        let identity = Self.identity(
            plist: [("$(MARKETING_VERSION)", "9.9")],
            debugAppend: "GENERATE_INFOPLIST_FILE = YES\nINFOPLIST_KEY_CFBundleDisplayName = Alpha App\n")
        #expect(identity.version?.value == "1.0.0")
        #expect(identity.version?.feed == .setting("MARKETING_VERSION"))
        #expect(
            identity.version?.source.through
                == ValueSource.Step(
                    key: "CFBundleShortVersionString", location: nil, setting: "MARKETING_VERSION"))
        // The Release file sets APP_DISPLAY_NAME, but the generated key wins over the file's $(APP_DISPLAY_NAME).
        #expect(identity.displayName?.value == "Alpha App")
        #expect(identity.displayName?.feed == .setting("INFOPLIST_KEY_CFBundleDisplayName"))
    }

    @Test func withoutAnInfoPlistTheSettingsStandIn() {
        let identity = Self.identity(removing: "Brands/ALPHA/Info.plist")
        #expect(identity.version?.value == "1.0.0")
        #expect(identity.version?.feed == .setting("MARKETING_VERSION"))
        #expect(identity.bundleIdentifier?.value == "com.example.alpha")
        #expect(identity.displayName?.key == "CFBundleName")
        #expect(identity.displayName?.value == "ALPHA")
    }

    static func identity(removing path: String) -> CloneIdentity {
        var files = ExampleWorkspace.files
        files[path] = nil
        return ExampleLoader.load(files).clone("ALPHA")?.configuration("Release")?.identity ?? CloneIdentity()
    }
}
