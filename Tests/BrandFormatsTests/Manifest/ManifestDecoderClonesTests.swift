import BrandFormats
import Documents
import Support
import Testing

/// `clones`, `project`, `identity` and the `null`s of `schema` and `xcconfig` in `brands.json`: every source is
/// checked in full, each problem at its line.
@Suite struct ManifestDecoderClonesTests {
    @Test func theFolderLayoutIsConfigurable() throws {
        let decoded = try ManifestDecoderTests.decode(
            #"{ "clones": { "from": "folders", "config_file": "info.json", "folder": "Apps/{clone}/Branding" } }"#)
        #expect(decoded.diagnostics == [])
        let manifest = try #require(decoded.value)
        #expect(manifest.clones.kind == .folders)
        #expect(manifest.clones.configFile == "info.json")
        #expect(manifest.cloneFolderPattern == "Apps/{clone}/Branding")
        #expect(manifest.clones.location == SourceLocation(file: ManifestDecoderTests.file, line: 1, column: 3))
    }

    @Test func withoutClonesTheFoldersOfTheBrandsFolderAreClones() throws {
        let manifest = try #require(try ManifestDecoderTests.decode(#"{ "brands_folder": "Apps" }"#).value)
        #expect(manifest.clones.kind == .folders)
        #expect(manifest.clones.configFile == "config.json")
        #expect(manifest.cloneFolderPattern == "Apps/{clone}")
    }

    @Test func configurationGroupsAreRead() throws {
        let text = """
            { "clones": { "from": "configurations", "target": "App",
                          "groups": { "klar": { "Debug": "KlarDebug", "Release": "KlarRelease" } } } }
            """
        let decoded = try ManifestDecoderTests.decode(text)
        #expect(decoded.value?.clones.kind == .configurations)
        #expect(decoded.value?.clones.target == "App")
        #expect(
            decoded.value?.clones.groups.map(\.configurations) == [["Debug": "KlarDebug", "Release": "KlarRelease"]])
        #expect(decoded.value?.clones.isKindGiven == true)
        #expect(try ManifestDecoderTests.problems(text) == [])
    }

    /// A configuration named twice in a group keeps its first build configuration, as a group named twice does.
    @Test func aConfigurationNamedTwiceInAGroupKeepsTheFirst() throws {
        let text = """
            { "clones": { "from": "configurations", "target": "App",
                          "groups": { "sbt": { "Debug": "SBTDebug", "Debug": "Other", "Release": "SBTRelease" } } } }
            """
        let parsed = JSONParser.parse(Array(text.utf8), file: ManifestDecoderTests.file)
        #expect(parsed.diagnostics.map(\.rule) == [JSONDiagnostics.duplicateKeyRule])
        let decoded = ManifestDecoder.decode(try #require(parsed.value), file: ManifestDecoderTests.file)
        #expect(decoded.diagnostics == [])
        #expect(decoded.value?.clones.groups.first?.configurations == ["Debug": "SBTDebug", "Release": "SBTRelease"])
    }

    /// Found by the Manifest fuzz harness: a group key given twice made two clones of one id.
    @Test func aGroupNamedTwiceIsOneCloneTheFirst() throws {
        let text = """
            { "clones": { "from": "configurations", "target": "App",
                          "groups": { "sbt": { "Debug": "SBTDebug", "Release": "SBTRelease" },
                                      "sbt": { "Debug": "Other", "Release": "Other" } } } }
            """
        let parsed = JSONParser.parse(Array(text.utf8), file: ManifestDecoderTests.file)
        #expect(parsed.diagnostics.map(\.rule) == [JSONDiagnostics.duplicateKeyRule])
        let decoded = ManifestDecoder.decode(try #require(parsed.value), file: ManifestDecoderTests.file)
        #expect(decoded.diagnostics == [])
        #expect(decoded.value?.clones.groups.map(\.id) == ["sbt"])
        #expect(decoded.value?.clones.groups.first?.configurations == ["Debug": "SBTDebug", "Release": "SBTRelease"])
    }

    @Test func schemesMayMapRolesToActions() throws {
        let text =
            #"{ "configurations": ["Debug", "Beta", "Release"], "clones": { "actions": { "Beta": "profile" } } }"#
        let decoded = try ManifestDecoderTests.decode(text)
        #expect(decoded.diagnostics == [])
        #expect(decoded.value?.clones.actions == ["Beta": .profile])
        #expect(decoded.value?.clones.isKindGiven == false)
        #expect(
            try ManifestDecoderTests.problems(#"{ "clones": { "actions": { "Release": "archiv" } } }"#) == [
                "1:39 unknown scheme action 'archiv'; did you mean 'archive'?"
            ])
        #expect(
            try ManifestDecoderTests.problems(
                #"{ "clones": { "from": "targets", "actions": { "Release": "archive" } } }"#)
                == ["1:45 'actions' applies only to clones from 'schemes', not 'targets'"])
    }

    @Test func identitySchemaAndXCConfigCanBeDeclaredOrTurnedOff() throws {
        let text = #"""
            { "schema": null, "xcconfig": null,
              "identity": { "bundle_identifier": "bundle_id", "display_name": "app_name", "team": "development_team" } }
            """#
        let decoded = try ManifestDecoderTests.decode(text)
        #expect(decoded.diagnostics == [])
        let manifest = try #require(decoded.value)
        #expect(!manifest.usesSchema && !manifest.usesXCConfigs)
        #expect(
            manifest.identity.fields == [
                .bundleIdentifier: "bundle_id", .displayName: "app_name", .team: "development_team",
            ])
        #expect(
            try ManifestDecoderTests.problems(#"{ "identity": { "bundle_id": "id", "version": 3 }, "schema": 1 }"#) == [
                "1:17 unknown key 'bundle_id' in 'identity'",
                "1:47 'version' of 'identity' must be the name of a config file field, not a number",
                "1:62 'schema' must be a string or null, not a number",
            ])
    }

    @Test(arguments: [
        (#"{ "clones": "folders" }"#, ["1:13 'clones' must be an object or a list, not a string"]),
        (
            #"{ "clones": { "from": "folder" } }"#,
            ["1:23 unknown clone source 'folder'; did you mean 'folders'?"]
        ),
        (#"{ "clones": { "from": "schemes" } }"#, []),
        (
            #"{ "clones": { "folder": "Brands/*" } }"#,
            ["1:25 'folder' must hold '{clone}' once, as a whole folder name, as in 'Brands/{clone}'; not 'Brands/*'"]
        ),
        (
            #"{ "clones": { "folder": "Brands/x{clone}" } }"#,
            [
                "1:25 'folder' must hold '{clone}' once, as a whole folder name, as in 'Brands/{clone}'; not 'Brands/x{clone}'"
            ]
        ),
        (
            #"{ "clones": { "config_file": "../c.json" } }"#,
            [
                "1:30 'config_file' must be a path inside the workspace, not '../c.json'; give it relative to the root, without '..'"
            ]
        ),
        (
            #"{ "clones": { "target": "App" } }"#,
            ["1:25 'target' applies only to clones from 'configurations', not 'folders'"]
        ),
        (
            #"{ "clones": { "conifg_file": "a.json" } }"#,
            ["1:15 unknown key 'conifg_file' in 'clones'; did you mean 'config_file'?"]
        ),
        (
            #"{ "clones": { "from": "configurations", "target": "App", "groups": { "klar": { "Debug": "KD", "Relase": "KR" } } } }"#,
            [
                "1:95 unknown configuration 'Relase' in group 'klar'; did you mean 'Release'?",
                "1:70 group 'klar' has no build configuration for 'Release'; add it",
            ]
        ),
        (
            #"{ "clones": { "from": "configurations" } }"#,
            [
                "1:23 clones from 'configurations' need a 'target'", "1:23 clones from 'configurations' need 'groups'",
            ]
        ),
    ])
    func badSourcesAreReportedWhereTheyAre(text: String, expected: [String]) throws {
        let problems = try ManifestDecoderTests.problems(text)
        #expect(problems == expected, "\(problems)")
    }

    @Test func aListIsCheckedEntryByEntry() throws {
        let text = #"""
            { "clones": [
                { "id": "klar", "scheme": "Klar", "folder": "Brands/Klar", "configurations": { "Release": "KlarRelease" } },
                { "id": "klar", "scheme": "Klar 2" },
                { "id": "bad id", "target": "X" },
                { "name": "No id" },
                { "id": "lonely" },
                { "id": "typo", "sheme": "T", "target": "T" }
            ] }
            """#
        let decoded = try ManifestDecoderTests.decode(text)
        #expect(decoded.value?.clones.kind == nil)
        #expect(decoded.value?.clones.listing.map(\.id) == ["klar", "lonely", "typo"])
        #expect(decoded.value?.clones.listing.first?.configurations == ["Release": "KlarRelease"])
        let problems = try ManifestDecoderTests.problems(text)
        #expect(
            problems == [
                "3:5 clone 'klar' is listed twice in 'clones'; remove one",
                "4:13 clone id 'bad id' must start with a letter or digit and hold only letters, digits, '-', '_' and '.'",
                "5:5 a listed clone needs an 'id'",
                "6:5 clone 'lonely' needs a 'scheme', a 'target' or a 'folder'",
                "7:21 unknown key 'sheme' in a listed clone; did you mean 'scheme'?",
            ], "\(problems)")
    }

    @Test func theProjectIsRead() throws {
        let decoded = try ManifestDecoderTests.decode(#"{ "project": "App/Newsroom.xcodeproj" }"#)
        #expect(decoded.value?.project == "App/Newsroom.xcodeproj")
        #expect(decoded.value?.projectLocation == SourceLocation(file: ManifestDecoderTests.file, line: 1, column: 14))
        #expect(decoded.diagnostics == [])
        #expect(
            try ManifestDecoderTests.problems(#"{ "project": "Newsroom" }"#) == [
                "1:14 'project' must name an .xcodeproj or .xcworkspace, not 'Newsroom'"
            ])
        #expect(
            try ManifestDecoderTests.problems(#"{ "project": "/App.xcodeproj" }"#) == [
                "1:14 'project' must be a path inside the workspace, not '/App.xcodeproj'; give it relative to the root, without '..'"
            ])
    }
}
