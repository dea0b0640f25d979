import BrandKit
import Support
import Testing
import XCConfig

/// `unknown_build_setting` when the name it looks like is set beside it.
@Suite struct UnknownBuildSettingRuleTests {
    static func messages(_ files: [String: String]) -> [String] {
        let workspace = ExampleLoader.load(files)
        return Validator(rules: [UnknownBuildSettingRule.self]).validate(workspace, today: RuleExampleTests.today)
            .filter { $0.rule == UnknownBuildSettingRule.description.id }.map(\.message)
    }

    /// A misspelling set a line below the right name: renaming it to that name would set one key twice, so the
    /// finding says to remove it (the shape of ivpn's project, whose pair was a name Xcode's templates wrote).
    @Test func aMisspellingBesideTheRightNameIsToBeRemoved() throws {
        var files = RuleExample.baseline.resolvedFiles
        let base = try #require(files["Configs/Base.xcconfig"])
        let line = base.split(separator: "\n", omittingEmptySubsequences: false).count
        files["Configs/Base.xcconfig"] = base + "ENABLE_BITCODE = NO\nENABLE_BITCODES = NO\n"
        #expect(
            Self.messages(files) == [
                UnknownBuildSettingRule.message(name: "ENABLE_BITCODES", alsoSet: "ENABLE_BITCODE", line: line)
            ])
        files["Configs/Base.xcconfig"] = base + "ENABLE_BITCODES = NO\n"
        #expect(
            Self.messages(files) == [
                UnknownBuildSettingRule.message(name: "ENABLE_BITCODES", suggestion: "ENABLE_BITCODE")
            ])
    }

    /// Xcode 8's templates wrote `CLANG_WARN_SUSPICIOUS_MOVES` beside `CLANG_WARN_SUSPICIOUS_MOVE`, and projects
    /// created then still carry both (ivpn): a leftover of Xcode's, not a typo, so no finding either way.
    @Test func xcodeTemplatesLeftoverIsNoTypo() throws {
        var files = RuleExample.baseline.resolvedFiles
        let base = try #require(files["Configs/Base.xcconfig"])
        files["Configs/Base.xcconfig"] = base + "CLANG_WARN_SUSPICIOUS_MOVE = YES\nCLANG_WARN_SUSPICIOUS_MOVES = YES\n"
        #expect(Self.messages(files) == [])
        files["Configs/Base.xcconfig"] = base + "CLANG_WARN_SUSPICIOUS_MOVES = YES\n"
        #expect(Self.messages(files) == [])
    }

    /// A name an Info.plist refers to is the app's own setting, however close to a known one (eudi's `BUILD_VARIANT`,
    /// shown in its Info.plist as "Build Variant", was four errors suggesting `BUILD_VARIANTS`).
    @Test func aNameTheInfoPlistRefersToIsNoTypo() throws {
        var files = RuleExample.baseline.resolvedFiles
        let base = try #require(files["Configs/Base.xcconfig"])
        files["Configs/Base.xcconfig"] = base + "BUILD_VARIANT = DEMO\n"
        #expect(
            Self.messages(files) == [
                UnknownBuildSettingRule.message(name: "BUILD_VARIANT", suggestion: "BUILD_VARIANTS")
            ])
        files["Brands/ALPHA/Info.plist"] = ExampleWorkspace.infoPlist.replacingOccurrences(
            of: "</dict>", with: "\t<key>Build Variant</key>\n\t<string>$(BUILD_VARIANT)</string>\n</dict>")
        #expect(Self.messages(files) == [])
    }

    /// A name a value makes when it is evaluated is set on purpose, however close to a known one: Colloquy's
    /// `SKIP_INSTALL = $(SKIP_INSTALL_$(WRAPPER_EXTENSION))` with `SKIP_INSTALL_a = YES` below it.
    @Test func aNameMadeAtEvaluationIsNoTypo() throws {
        var files = RuleExample.baseline.resolvedFiles
        let base = try #require(files["Configs/Base.xcconfig"])
        files["Configs/Base.xcconfig"] =
            base + "SKIP_INSTALL = $(SKIP_INSTALL_$(WRAPPER_EXTENSION))\nSKIP_INSTALL_a = YES\nSKIP_INSTALL_app = NO\n"
        #expect(Self.messages(files) == [])
        // Without the reference that makes it, it is the misspelling it looks like.
        files["Configs/Base.xcconfig"] = base + "SKIP_INSTALL = NO\nSKIP_INSTALL_a = YES\n"
        #expect(Self.messages(files).count == 1)
    }
}
