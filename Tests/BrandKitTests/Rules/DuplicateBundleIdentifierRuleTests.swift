import BrandKit
import Support
import Testing
import XCConfig

/// Who `duplicate_bundle_identifier` compares and what it says.
@Suite struct DuplicateBundleIdentifierRuleTests {
    /// BETA's Release identifier set to ALPHA's.
    static let collision = [
        "Configs/BETA-Release.xcconfig":
            "#include \"BETA-Debug.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = com.example.alpha\n"
    ]

    static func findings(
        _ files: [String: String] = [:], clones: [String]? = nil, configurations: [String]? = nil
    ) -> [Diagnostic] {
        let workspace = ExampleLoader.load(ExampleWorkspace.files.merging(files) { $1 })
        return Validator(rules: [DuplicateBundleIdentifierRule.self]).validate(
            workspace, clones: clones, configurations: configurations, today: RuleExampleTests.today)
    }

    @Test func aCloneNamedTwiceIsNotItsOwnDuplicate() {
        #expect(Self.findings(clones: ["ALPHA", "ALPHA"], configurations: ["Debug", "Debug"]) == [])
    }

    @Test func aContextHoldingAConfigurationTwiceFindsNothing() {
        let workspace = ExampleLoader.load(ExampleWorkspace.files)
        let alpha = Validator().configurations(of: workspace, clones: ["ALPHA"], configurations: ["Release"])
        let context = ValidationContext(
            workspace: workspace, configurations: alpha + alpha, today: RuleExampleTests.today)
        #expect(DuplicateBundleIdentifierRule().check(context) == [])
    }

    @Test(arguments: [
        (["BETA"], "BETA", "Configs/BETA-Release.xcconfig", 2),
        (["ALPHA"], "ALPHA", "Configs/ALPHA-Release.xcconfig", 2),
        (nil, "BETA", "Configs/BETA-Release.xcconfig", 2),
    ])
    func aCollisionIsReportedForTheSelectedClone(clones: [String]?, reported: String, file: String, line: Int) {
        let findings = Self.findings(Self.collision, clones: clones)
        #expect(findings.count == 1)
        #expect(findings.first?.location.file == Path.join(ExampleWorkspace.root, file))
        #expect(findings.first?.location.line == line)
        #expect(findings.first?.message.contains("of \(reported) in Release") == true, "\(findings)")
    }

    @Test func manyClonesSharingAnIdentifierGetABoundedMessage() {
        var files = ExampleWorkspace.files
        let ids = (0..<12).map { "C\($0 + 10)" }
        for (index, id) in ids.enumerated() {
            files.merge(ExampleWorkspace.cloneFiles(id, hostIndex: index + 2)) { $1 }
            files["Configs/\(id)-Release.xcconfig"] =
                "#include \"\(id)-Debug.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = com.example.shared\n"
        }
        let findings = Self.findings(files, clones: ["C21"], configurations: ["Release"])
        #expect(
            findings.map(\.message) == [
                "bundle identifier 'com.example.shared' of C21 in Release is also used by C10, C11, C12, C13, C14 and 6 more; every clone needs its own"
            ])
    }

    /// ALPHA, BETA and GAMMA all `com.example.alpha` in Release, each on the platform `SDKROOT` gives it (no line for
    /// an empty one).
    static func sharing(_ platforms: [String: String]) -> [String: String] {
        var files = ExampleWorkspace.cloneFiles("GAMMA", hostIndex: 2)
        for clone in ["ALPHA", "BETA", "GAMMA"] {
            let settings = platforms[clone].map { "SDKROOT = \($0)" } ?? ""
            files["Configs/\(clone)-Release.xcconfig"] = DuplicateBundleIdentifierRule.releaseXCConfig(
                clone, settings, identifier: "alpha")
        }
        return files
    }

    /// The one finding's clone and the clones it names, or what was found instead.
    static func collision(_ findings: [Diagnostic]) -> String {
        findings.map { finding in
            let message = finding.message
            guard let start = message.range(of: " of "), let middle = message.range(of: " is also used by "),
                let end = message.range(of: "; every clone")
            else { return message }
            let clone = message[start.upperBound...].prefix { $0 != " " }
            return "\(clone): \(message[middle.upperBound..<end.lowerBound])"
        }.joined(separator: " | ")
    }

    /// An iOS app and a tvOS app of one brand are one app in App Store Connect, which universal purchase sells under
    /// one identifier.
    @Test(arguments: [nil, ["ALPHA"], ["BETA"]] as [[String]?])
    func clonesOnDifferentPlatformsMayShareAnIdentifier(clones: [String]?) {
        var files = Self.collision
        files["Configs/ALPHA-Release.xcconfig"] = DuplicateBundleIdentifierRule.releaseXCConfig(
            "ALPHA", "SDKROOT = iphoneos")
        files["Configs/BETA-Release.xcconfig"] = DuplicateBundleIdentifierRule.releaseXCConfig(
            "BETA", "SDKROOT = appletvos", identifier: "alpha")
        #expect(Self.findings(files, clones: clones) == [])
        // A native visionOS app that inherits `iphoneos` and supports only visionOS (videolan's VLC-visionOS) is on
        // visionOS; supporting iOS too, it is on iOS and collides.
        files["Configs/BETA-Release.xcconfig"] = DuplicateBundleIdentifierRule.releaseXCConfig(
            "BETA", "SDKROOT = iphoneos\nSUPPORTED_PLATFORMS = xros xrsimulator", identifier: "alpha")
        #expect(Self.findings(files, clones: clones) == [])
        files["Configs/BETA-Release.xcconfig"] = DuplicateBundleIdentifierRule.releaseXCConfig(
            "BETA", "SDKROOT = iphoneos\nSUPPORTED_PLATFORMS = iphoneos xros", identifier: "alpha")
        #expect(!Self.findings(files, clones: clones).isEmpty)
    }

    /// Two clones on one platform still collide when a third, on another, shares the identifier too: the finding
    /// names only the clone on its own platform.
    @Test(
        arguments: [
            (["ALPHA": "iphoneos", "BETA": "iphoneos", "GAMMA": "appletvos"], nil, "BETA: ALPHA"),
            (["ALPHA": "iphoneos", "BETA": "iphoneos", "GAMMA": "appletvos"], ["ALPHA"], "ALPHA: BETA"),
            (["ALPHA": "iphoneos", "BETA": "iphoneos", "GAMMA": "appletvos"], ["GAMMA"], ""),
            (["ALPHA": "appletvos", "BETA": "iphoneos", "GAMMA": "appletvos17.2"], nil, "GAMMA: ALPHA"),
            (["ALPHA": "appletvos", "BETA": "iphoneos", "GAMMA": "appletvos"], ["BETA"], ""),
        ] as [([String: String], [String]?, String)])
    func clonesOnOnePlatformCollideWhateverOtherPlatformsShare(
        platforms: [String: String], clones: [String]?, expected: String
    ) {
        #expect(Self.collision(Self.findings(Self.sharing(platforms), clones: clones)) == expected)
    }

    /// A clone whose settings do not say its platform (no `SDKROOT`) may be on any, and collides as before; so does a
    /// multiplatform target (`SDKROOT = auto`) with a clone on one of its platforms.
    @Test(
        arguments: [
            (["BETA": "appletvos"], "BETA: ALPHA, GAMMA | GAMMA: ALPHA, BETA"),
            (
                [
                    "ALPHA": "auto\nSUPPORTED_PLATFORMS = iphoneos iphonesimulator appletvos", "BETA": "appletvos",
                    "GAMMA": "iphoneos",
                ], "BETA: ALPHA | GAMMA: ALPHA"
            ),
            (["ALPHA": "auto\nSUPPORTED_PLATFORMS = macosx", "BETA": "appletvos", "GAMMA": "iphoneos"], ""),
            (["ALPHA": "iphoneos", "BETA": "appletvos", "GAMMA": "macosx"], ""),
        ] as [([String: String], String)])
    func aPlatformNotKnownMayBeAny(platforms: [String: String], expected: String) {
        #expect(Self.collision(Self.findings(Self.sharing(platforms))) == expected)
    }
}
