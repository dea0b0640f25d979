import Testing
import XcodeProject

/// Source trees resolved as swift-build's `FilePathResolver` resolves them.
@Suite struct ReferencePathTests {
    static let parent = ReferencePath.absolute("/p/Group")

    @Test(
        arguments: [
            ("a.swift", "<group>", ReferencePath.absolute("/p/Group/a.swift")),
            ("a.swift", nil, .absolute("/p/Group/a.swift")),
            ("../b/a.swift", "<group>", .absolute("/p/b/a.swift")),
            ("a.swift", "SOURCE_ROOT", .absolute("/p/a.swift")),
            ("a.swift", "SRCROOT", .absolute("/p/a.swift")),
            ("a.swift", "PROJECT_DIR", .absolute("/p/a.swift")),
            ("/abs/a.swift", "<absolute>", .absolute("/abs/a.swift")),
            ("rel/a.swift", "<absolute>", .absolute("/p/rel/a.swift")),
            ("/abs/./x/../a.swift", "<group>", .absolute("/abs/a.swift")),
            ("App.app", "BUILT_PRODUCTS_DIR", .relativeToSetting(setting: "BUILT_PRODUCTS_DIR", path: "App.app")),
            (
                "System/Library/Frameworks/UIKit.framework", "SDKROOT",
                .relativeToSetting(setting: "SDKROOT", path: "System/Library/Frameworks/UIKit.framework")
            ),
            ("Tools/x", "DEVELOPER_DIR", .relativeToSetting(setting: "DEVELOPER_DIR", path: "Tools/x")),
            ("$(SRCROOT)/Config/a.xcconfig", "<group>", .absolute("/p/Config/a.xcconfig")),
            ("${PROJECT_DIR}/a", "<group>", .absolute("/p/a")),
            (
                "$(BUILT_PRODUCTS_DIR)/Lib.a", "<group>",
                .relativeToSetting(setting: "BUILT_PRODUCTS_DIR", path: "Lib.a")
            ),
            ("", "<group>", .absolute("/p/Group")),
            ("", "SOURCE_ROOT", .absolute("/p")),
        ] as [(String, String?, ReferencePath)])
    func resolves(path: String, sourceTree: String?, expected: ReferencePath) {
        #expect(
            ReferencePath.resolve(path: path, sourceTree: sourceTree, parent: Self.parent, projectDirectory: "/p")
                == expected)
    }

    @Test func aGroupWithoutParentIsRelativeToTheProjectFolder() {
        #expect(
            ReferencePath.resolve(path: "x", sourceTree: "<group>", parent: nil, projectDirectory: "/p")
                == .absolute("/p/x"))
    }

    @Test func aPathInsideASettingFolderStaysRelativeToIt() {
        let parent = ReferencePath.relativeToSetting(setting: "SDKROOT", path: "usr")
        let resolved = ReferencePath.resolve(
            path: "lib/x.tbd", sourceTree: "<group>", parent: parent, projectDirectory: "/p")
        #expect(resolved == .relativeToSetting(setting: "SDKROOT", path: "usr/lib/x.tbd"))
        #expect(resolved.absolutePath == nil)
        #expect(resolved.description == "$(SDKROOT)/usr/lib/x.tbd")
        #expect(ReferencePath.relativeToSetting(setting: "SDKROOT", path: ".").description == "$(SDKROOT)")
    }
}
