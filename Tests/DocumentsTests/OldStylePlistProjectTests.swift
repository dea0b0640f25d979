import Documents
import Support
import Testing

/// A realistic `project.pbxproj` read whole: every object, setting and location the project model needs.
@Suite struct OldStylePlistProjectTests {
    private let parsed = OldStylePlistParser.parse(PBXProjectFixture.text, file: "Newsroom.xcodeproj/project.pbxproj")

    private func location(_ line: Int, _ column: Int) -> Support.SourceLocation {
        Support.SourceLocation(file: "Newsroom.xcodeproj/project.pbxproj", line: line, column: column)
    }

    @Test func readsTheWholeObjectGraph() throws {
        #expect(parsed.diagnostics == [])
        let root = try #require(parsed.value)
        #expect(
            root.dictionaryMembers?.map(\.key) == [
                "archiveVersion", "classes", "objectVersion", "objects", "rootObject",
            ])
        #expect(root["classes"]?.value == .dictionary([]))
        #expect(root["objectVersion"]?.stringValue == "77")
        let objects = try #require(root["objects"]?.dictionaryMembers)
        #expect(objects.count == 13)
        #expect(objects.allSatisfy { $0.key.count == 24 })
        #expect(
            objects.map { $0.value["isa"]?.stringValue } == [
                "PBXFileReference", "PBXFileReference", "PBXFileReference",
                "PBXFileSystemSynchronizedBuildFileExceptionSet", "PBXFileSystemSynchronizedRootGroup", "PBXGroup",
                "PBXGroup", "PBXNativeTarget", "PBXProject", "XCBuildConfiguration", "XCBuildConfiguration",
                "XCConfigurationList", "XCConfigurationList",
            ])
        #expect(root["rootObject"] == PlistNode(.string("8A1F000A2C00000000000001"), at: location(151, 15)))
        #expect(objects.first?.keyLocation == location(10, 3))
        #expect(objects.first?.value.location == location(10, 49))
        #expect(objects.first?.value["path"] == PlistNode(.string("Newsroom.app"), at: location(10, 141)))
    }

    @Test func buildSettingsKeepConditionalKeysArraysAndQuotedValues() throws {
        let objects = try #require(parsed.value?["objects"])
        let configuration = try #require(objects["8A1F000C2C00000000000001"])
        #expect(configuration["name"]?.stringValue == "Release")
        let settings = try #require(configuration["buildSettings"]?.dictionaryMembers)
        #expect(
            settings.map(\.key) == [
                "ASSETCATALOG_COMPILER_APPICON_NAME", "CODE_SIGN_IDENTITY[sdk=iphoneos*]", "INFOPLIST_FILE",
                "LD_RUNPATH_SEARCH_PATHS", "PRODUCT_BUNDLE_IDENTIFIER", "PRODUCT_NAME", "SWIFT_VERSION",
            ])
        #expect(settings[1].keyLocation == location(106, 5))
        #expect(settings[1].value == PlistNode(.string("iPhone Distribution"), at: location(106, 43)))
        let paths = try #require(settings[3].value.arrayElements)
        #expect(paths.map(\.value) == [.string("$(inherited)"), .string("@executable_path/Frameworks")])
        #expect(paths.map(\.location) == [location(109, 6), location(110, 6)])
        #expect(settings[4].value == PlistNode(.string("com.example.newsroom.$(BRAND_ID)"), at: location(112, 33)))
        #expect(settings[6].value.stringValue == "5.0")
        let projectSettings = try #require(objects["8A1F000D2C00000000000001"]?["buildSettings"])
        let definitions = projectSettings["GCC_PREPROCESSOR_DEFINITIONS"]?.arrayElements?.compactMap(\.stringValue)
        #expect(definitions == [#"BRAND=\"nwd\""#, "$(inherited)"])
    }

    @Test func emptyArraysGroupsAndSynchronizedFolders() throws {
        let objects = try #require(parsed.value?["objects"])
        let target = try #require(objects["8A1F00082C00000000000001"])
        #expect(target["buildPhases"]?.value == .array([]))
        #expect(target["productType"]?.stringValue == "com.apple.product-type.application")
        #expect(target["fileSystemSynchronizedGroups"]?[0]?.stringValue == "8A1F00042C00000000000001")
        let folder = try #require(objects["8A1F00042C00000000000001"])
        #expect(folder["exceptions"]?.arrayElements?.count == 1)
        #expect(folder["sourceTree"]?.stringValue == "<group>")
        let project = try #require(objects["8A1F000A2C00000000000001"])
        #expect(project["projectDirPath"]?.stringValue == "")
        #expect(project["knownRegions"]?.arrayElements?.compactMap(\.stringValue) == ["en", "Base"])
        #expect(project["attributes"]?["LastUpgradeCheck"]?.stringValue == "1600")
        let reference = try #require(objects["8A1F00032C00000000000001"])
        #expect(reference["path"]?.stringValue == "Configs/NWD-Release.xcconfig")
        #expect(reference["sourceTree"]?.stringValue == "SOURCE_ROOT")
    }

    @Test func windowsLineEndingsReadTheSame() throws {
        let crlf = PBXProjectFixture.text.replacingLineFeeds(with: "\r\n")
        let other = OldStylePlistParser.parse(crlf, file: "Newsroom.xcodeproj/project.pbxproj")
        #expect(other.diagnostics == [])
        #expect(other.value == parsed.value)
    }
}

extension String {
    /// The text with each `\n` replaced by `separator`.
    fileprivate func replacingLineFeeds(with separator: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: separator)
    }
}
