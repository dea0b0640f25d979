import BrandFormats
import BrandKit
import Testing

/// Which schema a workspace gets when its manifest names none and it has no `Brands/schema.json`: the built-in one
/// for the folder layout and for project clones whose config files follow it, none for a project whose clones know
/// nothing of it (a repository pointed at as it is).
@Suite struct BuiltInSchemaDefaultTests {
    /// The project baseline with every clone's config file replaced by `config(id)`.
    static func projectFiles(config: (String) -> String?) -> [String: String] {
        var files = RuleExample.projectBaseline.resolvedFiles
        for id in ["ALPHA", "BETA"] { files["Brands/\(id)/config.json"] = config(id) }
        return files
    }

    static let ownFormat = ##"{ "app_name": "Own", "tint": "#112233" }"##

    /// The findings only a schema makes: fields, keys and build settings it requires or does not know.
    static func schemaFindings(_ workspace: Workspace) -> [String] {
        Validator().validate(workspace, today: RuleExampleTests.today)
            .filter { ["missing_required_field", "unknown_key", "missing_build_setting"].contains($0.rule) }
            .map { "\($0.rule): \($0.message)" }
    }

    @Test func projectClonesFollowingTheBuiltInSchemaAreCheckedByIt() {
        let workspace = ExampleLoader.load(RuleExample.projectBaseline.resolvedFiles)
        #expect(workspace.clones.map(\.definition.origin.kind) == [.scheme, .scheme])
        #expect(workspace.manifest.usesSchema)
        #expect(workspace.schema == .builtIn)
    }

    @Test func projectClonesOfAFormatOfTheirOwnGetNoSchema() {
        let workspace = ExampleLoader.load(Self.projectFiles { _ in Self.ownFormat })
        #expect(workspace.clones.map(\.id) == ["ALPHA", "BETA"])
        #expect(!workspace.manifest.usesSchema)
        #expect(workspace.schema == Schema())
        // The same repository with `"schema": null` written down, as `brands init` proposes, reads the same.
        var written = Self.projectFiles { _ in Self.ownFormat }
        written["brands.json"] = #"{ "schema": null }"#
        #expect(Self.schemaFindings(ExampleLoader.load(written)) == [])
        #expect(
            Validator().validate(workspace, today: RuleExampleTests.today)
                == Validator().validate(ExampleLoader.load(written), today: RuleExampleTests.today))
    }

    @Test func projectClonesWithoutConfigFilesGetNoSchema() {
        let workspace = ExampleLoader.load(Self.projectFiles { _ in nil })
        #expect(workspace.clones.count == 2)
        #expect(!workspace.manifest.usesSchema)
        #expect(Self.schemaFindings(workspace) == [])
    }

    @Test func oneCloneFollowingTheBuiltInSchemaKeepsItForAll() {
        // A clone whose config file lost its 'clone_identifier' is a mistake to report, not a reason to check nothing.
        let files = Self.projectFiles { id in
            id == "ALPHA" ? RuleExample.projectBaseline.resolvedFiles["Brands/ALPHA/config.json"] : Self.ownFormat
        }
        let workspace = ExampleLoader.load(files)
        #expect(workspace.manifest.usesSchema)
        #expect(workspace.schema == .builtIn)
        #expect(!Self.schemaFindings(workspace).isEmpty)
    }

    @Test func aSchemaTheManifestNamesAlwaysApplies() {
        var files = Self.projectFiles { _ in Self.ownFormat }
        files["brands.json"] = #"{ "schema": "Brands/schema.json" }"#
        let workspace = ExampleLoader.load(files)
        #expect(workspace.manifest.usesSchema)
        #expect(workspace.schema == .builtIn)
        #expect(!Self.schemaFindings(workspace).isEmpty)
    }

    @Test func aSchemaFileAlwaysApplies() {
        var files = Self.projectFiles { _ in Self.ownFormat }
        files["Brands/schema.json"] = Schema.builtInJSON
        let workspace = ExampleLoader.load(files)
        #expect(workspace.manifest.usesSchema)
        #expect(!Self.schemaFindings(workspace).isEmpty)
    }

    @Test func folderClonesAlwaysGetTheBuiltInSchema() {
        var files = ExampleWorkspace.files
        for id in ["ALPHA", "BETA"] { files["Brands/\(id)/config.json"] = Self.ownFormat }
        let workspace = ExampleLoader.load(files)
        #expect(workspace.clones.map(\.definition.origin.kind) == [.folder, .folder])
        #expect(workspace.manifest.usesSchema)
        #expect(workspace.schema == .builtIn)
        #expect(!Self.schemaFindings(workspace).isEmpty)
    }

    @Test func aPropertyListConfigFileFollowsTheBuiltInSchemaByItsKey() {
        var files = Self.projectFiles { _ in nil }
        files["brands.json"] = """
            { "clones": { "from": "schemes", "folder": "Brands/{clone}", "config_file": "Branding.plist" } }
            """
        let plist = { (key: String) in
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>\(key)</key><string>ALPHA</string></dict></plist>
            """
        }
        files["Brands/ALPHA/Branding.plist"] = plist("clone_identifier")
        files["Brands/BETA/Branding.plist"] = plist("brand")
        #expect(ExampleLoader.load(files).manifest.usesSchema)
        files["Brands/ALPHA/Branding.plist"] = plist("brand")
        let own = ExampleLoader.load(files)
        #expect(own.clones.compactMap(\.configPath).count == 2)
        #expect(!own.manifest.usesSchema)
    }

    @Test func aConfigFileIsReadOnceAndItsProblemsReportedOnce() {
        let files = Self.projectFiles { id in id == "ALPHA" ? "{ \"broken\": " : Self.ownFormat }
        let workspace = ExampleLoader.load(files)
        let problems = workspace.diagnostics.filter { $0.location.file.hasSuffix("ALPHA/config.json") }
        #expect(problems.count == 1, "\(problems)")
        #expect(!workspace.manifest.usesSchema)
    }
}
