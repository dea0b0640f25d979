import Testing

/// The issue 9 rules end to end on the fixture repositories (`Fixtures/Repositories`): a mistake planted in the
/// repository's files is reported by `brands validate` at the line where it is fixed, and nothing else is.
@Suite struct FixtureRepositoryRuleTests {
    /// `brands validate --format json` on fixture `name` with `changes`; the findings.
    static func findings(_ name: String, changing changes: [String: String?]) -> [ValidationReport.Finding] {
        let run = FixtureRepository.run(
            ["validate", "--format", "json"], on: FixtureRepository.load(name, changing: changes))
        return ValidationReport(run.standardOutput)?.findings ?? []
    }

    /// The manifest `brands init` proposes for TargetPerBrand, with `schema` as its schema file.
    static func targetPerBrandManifest(schema: String?) -> String {
        let schemaValue = schema.map { "\"\($0)\"" } ?? "null"
        return "{ \"version\": 1, \"clones\": { \"exclude\": [\"TestHost\"] }, \"schema\": \(schemaValue) }\n"
    }

    /// TargetPerBrand's project file with one more resource, `name`, copied by both apps ("Copy Bundle Resources"):
    /// its build file is `AAAA…01` and refers to `AAAA…02`, which `objects` defines (a `PBXFileReference`, or a
    /// `PBXVariantGroup` with its localizations), added at the end of the file references.
    static func targetPerBrandProject(addingResource name: String, objects: String) -> String {
        let buildFile = "AAAA00000000000000000001 /* \(name) in Resources */"
        var project = FixtureRepository.read("TargetPerBrand", "Acme.xcodeproj/project.pbxproj")
            .replacingOccurrences(
                of: "/* End PBXBuildFile section */",
                with: "\t\t\(buildFile) = {isa = PBXBuildFile; fileRef = AAAA00000000000000000002 /* \(name) */; };\n"
                    + "/* End PBXBuildFile section */"
            )
            .replacingOccurrences(
                of: "/* End PBXFileReference section */", with: objects + "/* End PBXFileReference section */")
        for catalog in ["6971EB5535CE078BD8464FFB", "CD4D2C4E463400EAED786D4E"] {
            let line = "\(catalog) /* Assets.xcassets in Resources */,\n"
            project = project.replacingOccurrences(of: line, with: line + "\t\t\t\t\(buildFile),\n")
        }
        return project
    }

    /// An app whose Info.plist has no display name shows the one of its development region's `InfoPlist.strings`
    /// (dp3t's apps show "SwissCovid" from theirs, and `list` said "DP3TApp"); UTF-16, in which Xcode long wrote
    /// strings files, is read as its text.
    @Test(arguments: [false, true])
    func theDevelopmentRegionsInfoPlistStringsNamesTheApp(utf16: Bool) throws {
        let project = Self.targetPerBrandProject(
            addingResource: "InfoPlist.strings",
            objects: """
                \t\tAAAA00000000000000000003 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; \
                name = en; path = Acme/en.lproj/InfoPlist.strings; sourceTree = SOURCE_ROOT; };
                \t\tAAAA00000000000000000004 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; \
                name = de; path = Acme/de.lproj/InfoPlist.strings; sourceTree = SOURCE_ROOT; };
                \t\tAAAA00000000000000000002 /* InfoPlist.strings */ = {isa = PBXVariantGroup; children = (
                \t\t\tAAAA00000000000000000003 /* en */, AAAA00000000000000000004 /* de */, ); name = InfoPlist.strings; \
                sourceTree = "<group>"; };

                """)
        let english = "/* The name under the icon. */\n\"CFBundleDisplayName\" = \"Acme Reader\";\n"
        var changes: [String: String?] = [
            "brands.json": Self.targetPerBrandManifest(schema: nil), "Acme.xcodeproj/project.pbxproj": project,
            "Acme/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Acme Leser\";\n",
        ]
        let fileSystem = FixtureRepository.load("TargetPerBrand", changing: changes)
        let bytes: [UInt8] =
            utf16 ? [0xFF, 0xFE] + english.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } : Array(english.utf8)
        try fileSystem.write(bytes, to: "/repo/Acme/en.lproj/InfoPlist.strings", replacing: true)
        let list = FixtureRepository.run(["list"], on: fileSystem)
        #expect(list.status == .success, "\(list.standardOutput)\(list.standardError)")
        #expect(list.standardOutput.contains("AcmeApp  Acme Reader"), "\(list.standardOutput)")
        #expect(list.standardOutput.contains("AcmePro  Acme Reader"), "\(list.standardOutput)")
        let show = FixtureRepository.run(["show", "AcmeApp"], on: fileSystem)
        #expect(show.standardOutput.contains("Acme Reader"), "\(show.standardOutput)")
        #expect(show.standardOutput.contains("Acme/en.lproj/InfoPlist.strings:2"), "\(show.standardOutput)")
        // It is the Info.plist's localization, not the Info.plist (mattermost's `affected --explain` said so).
        let affected = FixtureRepository.run(
            ["affected", "--paths", "Acme/en.lproj/InfoPlist.strings", "--explain"], on: fileSystem)
        #expect(
            affected.standardOutput.contains(
                "it is the localization of the clone's Info.plist in its development region")
                && !affected.standardOutput.contains("it is the clone's Info.plist\n"), "\(affected.standardOutput)")
        // An empty one (mattermost-mobile's 22, or a byte order mark alone) is an empty dictionary, as Xcode copies
        // it, and no syntax error: the Info.plist's name stands.
        try fileSystem.write(utf16 ? [0xFF, 0xFE] : [], to: "/repo/Acme/en.lproj/InfoPlist.strings", replacing: true)
        let empty = FixtureRepository.run(["list"], on: fileSystem)
        #expect(empty.status == .success, "\(empty.standardOutput)\(empty.standardError)")
        #expect(!(empty.standardOutput + empty.standardError).contains("Acme Reader"), "\(empty.standardOutput)")
        #expect(!empty.standardError.contains("plist_syntax"), "\(empty.standardError)")
        changes["Acme.xcodeproj/project.pbxproj"] = FixtureRepository.read(
            "TargetPerBrand", "Acme.xcodeproj/project.pbxproj")
        let without = FixtureRepository.run(["list"], on: FixtureRepository.load("TargetPerBrand", changing: changes))
        #expect(!without.standardOutput.contains("Acme Reader"), "\(without.standardOutput)")
    }

    /// A string catalog, `InfoPlist.xcstrings`, is compiled into each language's `InfoPlist.strings`: its development
    /// region's `CFBundleDisplayName` names the app the same way (mullvad's "Mullvad VPN" for `$(DISPLAY_NAME)`), in
    /// any state a translator left it; another language's does not, and a broken catalog is a finding at its line.
    @Test func theInfoPlistStringCatalogNamesTheApp() throws {
        let project = Self.targetPerBrandProject(
            addingResource: "InfoPlist.xcstrings",
            objects: """
                		AAAA00000000000000000002 /* InfoPlist.xcstrings */ = {isa = PBXFileReference; \
                lastKnownFileType = text.json.xcstrings; path = Acme/InfoPlist.xcstrings; sourceTree = SOURCE_ROOT; };

                """)
        func catalog(_ languages: [(String, String)]) -> String {
            let units = languages.map { language, name in
                "        \"\(language)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"new\",\n"
                    + "            \"value\" : \"\(name)\"\n          }\n        }"
            }
            return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"CFBundleDisplayName\" : {\n"
                + "      \"localizations\" : {\n" + units.joined(separator: ",\n") + "\n      }\n    }\n  },\n"
                + "  \"version\" : \"1.0\"\n}\n"
        }
        let changes: [String: String?] = [
            "brands.json": Self.targetPerBrandManifest(schema: nil), "Acme.xcodeproj/project.pbxproj": project,
            "Acme/InfoPlist.xcstrings": catalog([("de", "Acme Leser"), ("en", "Acme Reader")]),
        ]
        let fileSystem = FixtureRepository.load("TargetPerBrand", changing: changes)
        let list = FixtureRepository.run(["list"], on: fileSystem)
        #expect(list.status == .success, "\(list.standardOutput)\(list.standardError)")
        #expect(list.standardOutput.contains("AcmeApp  Acme Reader"), "\(list.standardOutput)")
        let show = FixtureRepository.run(["show", "AcmeApp"], on: fileSystem)
        // The English value is on line 15 of the catalog, where it is changed.
        #expect(show.standardOutput.contains("Acme/InfoPlist.xcstrings:15"), "\(show.standardOutput)")
        let affected = FixtureRepository.run(["affected", "--paths", "Acme/InfoPlist.xcstrings"], on: fileSystem)
        #expect(affected.standardOutput.contains("AcmeApp"), "\(affected.standardOutput)")
        // Only German: the app's own language has no name there, so the Info.plist's stands.
        try fileSystem.write(
            Array(catalog([("de", "Acme Leser")]).utf8), to: "/repo/Acme/InfoPlist.xcstrings", replacing: true)
        let german = FixtureRepository.run(["list"], on: fileSystem)
        #expect(german.status == .success, "\(german.standardOutput)\(german.standardError)")
        #expect(!german.standardOutput.contains("Acme Leser"), "\(german.standardOutput)")
        #expect(
            german.standardOutput
                == FixtureRepository.run(
                    ["list"],
                    on: FixtureRepository.load(
                        "TargetPerBrand", changing: ["brands.json": Self.targetPerBrandManifest(schema: nil)])
                ).standardOutput)
        try fileSystem.write(Array("{ \"strings\" : {\n".utf8), to: "/repo/Acme/InfoPlist.xcstrings", replacing: true)
        let broken = FixtureRepository.run(["validate"], on: fileSystem)
        #expect(broken.status == .failure, "\(broken.standardOutput)")
        #expect(broken.standardOutput.contains("Acme/InfoPlist.xcstrings:2:"), "\(broken.standardOutput)")
    }

    /// A file named for one clone that the targets of three clones or more build is shared, whatever its name
    /// (Provenance's `Provenance.storyboard`, in nine targets, was "named for Provenance" in the misspelt
    /// `ProvennaceTV-Lite`); built by the clone it is named for and one other, it is still reported.
    @Test func aFileNamedForACloneThatManyClonesBuildIsShared() {
        let manifest = """
            { "version": 1, "schema": null, "clones": [{ "id": "Acme", "target": "Acme" },
              { "id": "Pro", "target": "AcmePro" }, { "id": "Host", "target": "TestHost" }] }

            """
        let project = Self.targetPerBrandProject(
            addingResource: "Acme.storyboard",
            objects: """
                \t\tAAAA00000000000000000002 /* Acme.storyboard */ = {isa = PBXFileReference; \
                lastKnownFileType = file.storyboard; path = Shared/Acme.storyboard; sourceTree = SOURCE_ROOT; };

                """)
        let inHost = project.replacingOccurrences(
            of: "\t\t\t\tA8A36815A2FBF2E1BB9A8BF8 /* AppDelegate.swift in Sources */,\n",
            with: "\t\t\t\tA8A36815A2FBF2E1BB9A8BF8 /* AppDelegate.swift in Sources */,\n"
                + "\t\t\t\tAAAA00000000000000000001 /* Acme.storyboard in Resources */,\n")
        #expect(inHost != project)
        let changes: [String: String?] = ["brands.json": manifest, "Shared/Acme.storyboard": "<document/>\n"]
        // Acme's and Host's targets build it, Pro's does not: Host's copy is Acme's file in another clone.
        var twoOfThree = changes
        let proCatalog = "6971EB5535CE078BD8464FFB /* Assets.xcassets in Resources */,\n"
        twoOfThree["Acme.xcodeproj/project.pbxproj"] = inHost.replacingOccurrences(
            of: proCatalog + "\t\t\t\tAAAA00000000000000000001 /* Acme.storyboard in Resources */,\n", with: proCatalog)
        let reported = Self.findings("TargetPerBrand", changing: twoOfThree).filter {
            $0.rule == "foreign_target_member"
        }
        #expect(reported.count == 1, "\(reported)")
        #expect(reported.first?.message.contains("is a member of target 'TestHost'") == true, "\(reported)")
        var all = changes
        all["Acme.xcodeproj/project.pbxproj"] = inHost
        let shared = Self.findings("TargetPerBrand", changing: all).filter { $0.rule == "foreign_target_member" }
        #expect(shared.isEmpty, "\(shared)")
    }

    /// An Info.plist or entitlements file the project names for another SDK is the clone's input all the same
    /// (yattee's `"INFOPLIST_FILE[sdk=appletvos*]"` touched no clone: the configuration read binds iphoneos).
    @Test func filesTheProjectNamesForAnotherSDKAreInputs() {
        let line = "\t\t\t\tINFOPLIST_FILE = \"$(SRCROOT)/Acme/Info.plist\";\n"
        let project = FixtureRepository.read("TargetPerBrand", "Acme.xcodeproj/project.pbxproj")
            .replacingOccurrences(
                of: line,
                with: line + "\t\t\t\t\"INFOPLIST_FILE[sdk=appletvos*]\" = \"Acme/Info-tvOS.plist\";\n"
                    + "\t\t\t\t\"CODE_SIGN_ENTITLEMENTS[sdk=macosx*]\" = Acme/Mac.entitlements;\n")
        let fileSystem = FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                "brands.json": Self.targetPerBrandManifest(schema: nil), "Acme.xcodeproj/project.pbxproj": project,
                "Acme/Info-tvOS.plist": FixtureRepository.read("TargetPerBrand", "Acme/Info.plist"),
                "Acme/Mac.entitlements":
                    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n",
            ])
        let run = FixtureRepository.run(
            ["affected", "--paths", "Acme/Info-tvOS.plist", "Acme/Mac.entitlements", "--explain"], on: fileSystem)
        #expect(run.standardOutput.contains("it is the clone's Info.plist"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("it is the clone's entitlements file"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("touching no clone"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("AcmePro"), "\(run.standardOutput)")
    }

    /// A finding in a project XcodeGen writes from a committed spec says the change belongs in the spec (Element X's
    /// findings pointed only into the generated `project.pbxproj`, whose edits the next `xcodegen generate` loses).
    @Test func aFindingInAGeneratedProjectPointsAtItsSpec() {
        let project = FixtureRepository.read(
            "TargetPerBrand", "Acme.xcodeproj/project.pbxproj", replacing: "\"$(SRCROOT)/Acme/Info.plist\"",
            with: "\"${SRCROOT}/Acme/Info.plist\"")
        let changes: [String: String?] = [
            "brands.json": Self.targetPerBrandManifest(schema: nil), "Acme.xcodeproj/project.pbxproj": project,
        ]
        let note =
            "project.yml:1:1: note: 'Acme.xcodeproj' is generated by XcodeGen from 'project.yml': make the change "
            + "there, then run 'xcodegen generate'\n"
        var generated = changes
        generated["project.yml"] = "name: Acme\ntargets: {}\n"
        let run = FixtureRepository.run(["validate"], on: FixtureRepository.load("TargetPerBrand", changing: generated))
        #expect(run.standardOutput.contains("[xcconfig_deprecated_reference]\n"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains(note), "\(run.standardOutput)")
        let plain = FixtureRepository.run(["validate"], on: FixtureRepository.load("TargetPerBrand", changing: changes))
        #expect(plain.standardOutput.contains("[xcconfig_deprecated_reference]\n"), "\(plain.standardOutput)")
        #expect(!plain.standardOutput.contains("is generated by"), "\(plain.standardOutput)")
    }

    @Test func entitlementsAreCheckedAgainstTheSchemasPatterns() {
        let schema = """
            {
              "version": 1,
              "entitlements": { "keychain-access-groups": "$(AppIdentifierPrefix)$(PRODUCT_BUNDLE_IDENTIFIER)*" }
            }

            """
        let entitlements = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>keychain-access-groups</key>
            \t<array>
            \t\t<string>$(AppIdentifierPrefix)com.example.acme.shared</string>
            \t\t<string>$(AppIdentifierPrefix)com.example.other</string>
            \t</array>
            </dict>
            </plist>

            """
        let findings = Self.findings(
            "TargetPerBrand",
            changing: [
                "brands.json": Self.targetPerBrandManifest(schema: "schema.json"), "schema.json": schema,
                "Configs/Acme.xcconfig": FixtureRepository.read("TargetPerBrand", "Configs/Acme.xcconfig")
                    + "CODE_SIGN_ENTITLEMENTS = Acme/Acme.entitlements\n",
                "Acme/Acme.entitlements": entitlements,
                "Configs/AcmePro.xcconfig": FixtureRepository.read("TargetPerBrand", "Configs/AcmePro.xcconfig")
                    + "CODE_SIGN_ENTITLEMENTS = AcmePro/AcmePro.entitlements\n",
            ])
        let xcconfigLines = FixtureRepository.read("TargetPerBrand", "Configs/AcmePro.xcconfig")
            .split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(
            findings.map(\.description) == [
                "Acme/Acme.entitlements:7:3: error: '$(AppIdentifierPrefix)com.example.other' "
                    + "('N33TQXN8C7.com.example.other') of keychain-access-groups does not match the schema's pattern "
                    + "'$(AppIdentifierPrefix)$(PRODUCT_BUNDLE_IDENTIFIER)*', which is "
                    + "'N33TQXN8C7.com.example.acme*' for AcmeApp in Debug; use a value that does, or change the "
                    + "pattern in the schema's 'entitlements' [entitlement_mismatch]",
                "Configs/AcmePro.xcconfig:\(xcconfigLines):1: error: CODE_SIGN_ENTITLEMENTS "
                    + "'AcmePro/AcmePro.entitlements' of Debug does not exist; fix the path (it is relative to the "
                    + "workspace root) or create the file [entitlements_not_found]",
            ], "\(findings)")
    }

    @Test func colourRolesAreLookedUpInTheSharedCatalogTheTargetsBuild() {
        let schema = """
            {
              "version": 1,
              "theme": { "roles": { "accent": { "required": true }, "primary": { "required": true } } }
            }

            """
        let findings = Self.findings(
            "TargetPerBrand",
            changing: ["brands.json": Self.targetPerBrandManifest(schema: "schema.json"), "schema.json": schema])
        let message = { (clone: String) in
            "Shared/Assets.xcassets:1:1: error: colour set 'PrimaryColor' for role 'primary' is not in \(clone)'s asset "
                + "catalog Shared/Assets.xcassets; add 'PrimaryColor.colorset' [missing_color_role]"
        }
        // AccentColor is in the shared catalog both targets build: no finding for it.
        #expect(findings.map(\.description) == [message("AcmeApp"), message("AcmePro")], "\(findings)")
    }

    @Test func aSchemeOfAnAppNoListedCloneBuildsIsUnused() {
        let manifest = """
            { "version": 1, "schema": null, "clones": [{ "id": "AcmeApp", "scheme": "AcmeApp" }] }

            """
        let findings = Self.findings("TargetPerBrand", changing: ["brands.json": manifest])
        // TestHost's scheme runs an app too, but a host for tests is no brand's.
        #expect(
            findings.map(\.description) == [
                "Acme.xcodeproj/xcshareddata/xcschemes/AcmePro.xcscheme:1:1: warning: scheme 'AcmePro' builds the "
                    + "application 'AcmePro', which is no clone; delete the scheme, or add the clone to brands.json "
                    + "('clones', or remove it from 'exclude') [unused_scheme]"
            ], "\(findings)")
    }

    @Test func anEmbeddedWidgetWithALiteralVersionIsReportedInItsInfoPlist() {
        let plist = FixtureRepository.read(
            "TargetPerBrand", "Widget/Info.plist", replacing: "<string>$(AG_VERSION)</string>",
            with: "<string>1.0</string>")
        let findings = Self.findings(
            "TargetPerBrand",
            changing: ["brands.json": Self.targetPerBrandManifest(schema: nil), "Widget/Info.plist": plist])
        let line = FixtureRepository.line(of: "<string>1.0</string>", in: "TargetPerBrand", "Widget/Info.plist") ?? 0
        #expect(line == 0, "the fixture already has the literal")
        let planted =
            plist.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("<string>1.0</string>") }.map { $0 + 1 } ?? 0
        #expect(
            findings.map(\.description) == [
                "Widget/Info.plist:\(planted):2: error: extension 'AcmeWidget' ships CFBundleShortVersionString '1.0' "
                    + "but its app 'Acme' ships '4.3.3' in Debug and Release; give the extension the app's value (set "
                    + "it from the same build setting) [extension_mismatch]"
            ], "\(findings)")
    }

    /// A plain bundle copied into the app's `PlugIns` (KeePassium's Mac Catalyst `MacUtils.bundle`) is no app
    /// extension: its own version and bundle identifier are its business, and no extension rule reports them.
    @Test func aBundleCopiedIntoPlugInsIsNoExtension() {
        let plist = FixtureRepository.read(
            "TargetPerBrand", "Widget/Info.plist", replacing: "<string>$(AG_VERSION)</string>",
            with: "<string>1.0</string>")
        let project = FixtureRepository.read(
            "TargetPerBrand", "Acme.xcodeproj/project.pbxproj",
            replacing: "productType = com.apple.product-type.app-extension;",
            with: "productType = com.apple.product-type.bundle;")
        let findings = Self.findings(
            "TargetPerBrand",
            changing: [
                "brands.json": Self.targetPerBrandManifest(schema: nil), "Widget/Info.plist": plist,
                "Acme.xcodeproj/project.pbxproj": project,
            ])
        #expect(!findings.contains { $0.description.contains("[extension_mismatch]") }, "\(findings)")
    }

    /// Since Xcode 26 `ASSETCATALOG_COMPILER_APPICON_NAME` also names an Icon Composer icon (`Glass.icon`, a folder
    /// with `icon.json`) that the target builds, as KeePassium's `app-icon.icon` is: no icon set is missing then.
    @Test func anIconComposerIconTheTargetBuildsIsTheAppIcon() {
        let project = Self.targetPerBrandProject(
            addingResource: "Glass.icon",
            objects: "\t\tAAAA00000000000000000002 /* Glass.icon */ = {isa = PBXFileReference; "
                + "lastKnownFileType = folder.iconcomposer.icon; path = Acme/Glass.icon; sourceTree = SOURCE_ROOT; };\n"
        )
        .replacingOccurrences(
            of: "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;", with: "ASSETCATALOG_COMPILER_APPICON_NAME = Glass;")
        var changes: [String: String?] = [
            "brands.json": Self.targetPerBrandManifest(schema: nil), "Acme.xcodeproj/project.pbxproj": project,
        ]
        let without = Self.findings("TargetPerBrand", changing: changes)
        #expect(without.contains { $0.description.contains("app icon set 'Glass' is not in") }, "\(without)")
        changes["Acme/Glass.icon/icon.json"] = #"{"groups": [], "supported-platforms": {"squares": "shared"}}"#
        let with = Self.findings("TargetPerBrand", changing: changes)
        #expect(!with.contains { $0.description.contains("[missing_app_icon]") }, "\(with)")
    }

    /// A path that finds its file only by ignoring case is a warning, and the file is read, as Xcode on macOS reads
    /// it (xdripswift's `INFOPLIST_FILE` says `xdrip/…` of the folder `xDrip/`: an error, and the display name lost).
    @Test func anInfoPlistPathThatDiffersInCaseIsAWarningAndTheFileIsRead() {
        let project = FixtureRepository.read("TargetPerBrand", "Acme.xcodeproj/project.pbxproj")
            .replacingOccurrences(of: "$(SRCROOT)/AcmePro/AcmePro.plist", with: "$(SRCROOT)/acmepro/AcmePro.plist")
        let fileSystem = FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                "brands.json": Self.targetPerBrandManifest(schema: nil), "Acme.xcodeproj/project.pbxproj": project,
            ])
        let run = FixtureRepository.run(["validate"], on: fileSystem)
        #expect(run.status == .success, "\(run.standardOutput)")
        #expect(
            run.standardOutput.contains(
                "warning: INFOPLIST_FILE 'acmepro/AcmePro.plist' of Release finds 'AcmePro/AcmePro.plist' only on a "
                    + "case-insensitive file system (macOS's default); write 'AcmePro/AcmePro.plist' "
                    + "[info_plist_not_found]"), "\(run.standardOutput)")
        let list = FixtureRepository.run(["list"], on: fileSystem)
        #expect(list.standardOutput.contains("Acme Pro"), "\(list.standardOutput)")
    }

    /// An entitlements file found only by ignoring case is the one Xcode on macOS signs with: it is the clone's input,
    /// so a change to it affects the clone (AdGuard's `AdGuardPro/…entitlements` of the folder `AdguardPro/`).
    @Test func anEntitlementsFileFoundByIgnoringCaseIsAnInput() {
        let project = FixtureRepository.read("TargetPerBrand", "Acme.xcodeproj/project.pbxproj")
            .replacingOccurrences(
                of: "INFOPLIST_FILE = \"$(SRCROOT)/AcmePro/AcmePro.plist\";",
                with: "INFOPLIST_FILE = \"$(SRCROOT)/AcmePro/AcmePro.plist\";\n\t\t\t\tCODE_SIGN_ENTITLEMENTS = "
                    + "acmepro/AcmePro.entitlements;")
        let entitlements = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict/>
            </plist>

            """
        let fileSystem = FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                "brands.json": Self.targetPerBrandManifest(schema: nil), "Acme.xcodeproj/project.pbxproj": project,
                "AcmePro/AcmePro.entitlements": entitlements,
            ])
        let affected = FixtureRepository.run(["affected", "--paths", "AcmePro/AcmePro.entitlements"], on: fileSystem)
        #expect(affected.standardOutput.hasPrefix("AcmePro\n"), "\(affected.standardOutput)")
    }

    /// A field the manifest's `identity` names is missing from one clone's config file, and nothing else gives that
    /// clone a bundle identifier (kiwix-apple-custom's `testapp/info.json` has no `bundle_id`): it is reported where
    /// the file starts, instead of a blank bundle identifier in `list` and a clean `validate`.
    @Test func aConfigFileWithoutTheFieldTheIdentityNamesIsReported() {
        let manifest = """
            {
              "version": 1,
              "clones": { "folder": "{clone}", "config_file": "info.json" },
              "xcconfig": null,
              "identity": { "bundle_identifier": "bundle_id", "display_name": "app_name", "team": "development_team" },
              "schema": null
            }

            """
        let info = FixtureRepository.read(
            "InfoFolders", "beta/info.json", replacing: "\"bundle_id\": \"org.example.beta\",", with: "")
        let findings = Self.findings("InfoFolders", changing: ["brands.json": manifest, "beta/info.json": info])
        #expect(
            findings.map(\.description) == [
                "beta/info.json:1:1: error: missing field 'bundle_id', which brands.json's identity reads the bundle "
                    + "identifier from; add it to info.json [missing_required_field]"
            ], "\(findings)")
        #expect(Self.findings("InfoFolders", changing: ["brands.json": manifest]).isEmpty)
    }

    /// A version written as it is in an Info.plist is checked as `MARKETING_VERSION` is (stepik-ios's develop flavour
    /// writes `1.219.2-develop`, which the App Store refuses); one taken from a setting is that setting's finding.
    @Test func aLiteralVersionInTheInfoPlistIsChecked() {
        let plist = FixtureRepository.read(
            "ChannelXCConfigs", "News/Info.plist", replacing: "${MARKETING_VERSION}", with: "2.0-beta")
        let line = FixtureRepository.line(of: "${MARKETING_VERSION}", in: "ChannelXCConfigs", "News/Info.plist") ?? 0
        let run = FixtureRepository.run(
            ["validate"], on: FixtureRepository.load("ChannelXCConfigs", changing: ["News/Info.plist": plist]))
        let findings = run.standardOutput.split(separator: "\n").filter {
            $0.hasSuffix("[invalid_build_setting_value]")
        }
        #expect(findings.count == 1, "\(run.standardOutput)")
        #expect(
            findings.first?.hasPrefix(
                "News/Info.plist:\(line):2: error: CFBundleShortVersionString: '2.0-beta' is not ")
                == true, "\(run.standardOutput)")
        let clean = FixtureRepository.run(["validate"], on: FixtureRepository.load("ChannelXCConfigs"))
        #expect(!clean.standardOutput.contains("[invalid_build_setting_value]"), "\(clean.standardOutput)")
    }

    /// A clone read without xcconfig files or a project has no build settings: `settings` says so rather than print
    /// nothing (kiwix-apple-custom's `settings wikimed`).
    @Test func settingsOfACloneWithoutBuildSettingsSaysSo() {
        let manifest = """
            {
              "version": 1,
              "clones": { "folder": "{clone}", "config_file": "info.json" },
              "xcconfig": null,
              "identity": { "bundle_identifier": "bundle_id", "display_name": "app_name" },
              "schema": null
            }

            """
        let run = FixtureRepository.run(
            ["settings", "ALPHA"], on: FixtureRepository.load("InfoFolders", changing: ["brands.json": manifest]))
        #expect(run.status == .success)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError
                == "note: clone 'alpha' has no build settings in Release: no xcconfig file or project gives it any\n")
    }

    /// A font UIAppFonts lists that the target does not copy is reported, unless the target copies its pods'
    /// resources with CocoaPods' script, which is where a React Native app's icon fonts come from (standardnotes'
    /// 32 fonts of react-native-vector-icons) and which brands cannot see before `pod install`.
    @Test func aListedFontAPodMayCopyIsNotReported() {
        let plist = FixtureRepository.read(
            "TargetPerBrand", "Acme/Info.plist", replacing: "\t<key>CFBundleDisplayName</key>",
            with: "\t<key>UIAppFonts</key>\n\t<array>\n\t\t<string>Ionicons.ttf</string>\n\t</array>\n"
                + "\t<key>CFBundleDisplayName</key>")
        var changes: [String: String?] = [
            "brands.json": Self.targetPerBrandManifest(schema: nil), "Acme/Info.plist": plist,
        ]
        let plain = Self.findings("TargetPerBrand", changing: changes)
        #expect(plain.contains { $0.description.contains("UIAppFonts lists 'Ionicons.ttf'") }, "\(plain)")
        changes["Acme.xcodeproj/project.pbxproj"] = FixtureRepository.read(
            "TargetPerBrand", "Acme.xcodeproj/project.pbxproj"
        )
        .replacingOccurrences(
            of: "\t\t\t\t367F854F20F8779245766075 /* Resources */,\n",
            with: "\t\t\t\t367F854F20F8779245766075 /* Resources */,\n"
                + "\t\t\t\tAAAA00000000000000000003 /* [CP] Copy Pods Resources */,\n"
        )
        .replacingOccurrences(
            of: "/* Begin PBXSourcesBuildPhase section */",
            with: "/* Begin PBXShellScriptBuildPhase section */\n\t\tAAAA00000000000000000003 /* [CP] Copy Pods "
                + "Resources */ = {\n\t\t\tisa = PBXShellScriptBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n"
                + "\t\t\tfiles = (\n\t\t\t);\n\t\t\tname = \"[CP] Copy Pods Resources\";\n"
                + "\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t\tshellPath = /bin/sh;\n"
                + "\t\t\tshellScript = \"\\\"${PODS_ROOT}/Target Support Files/Pods-Acme/Pods-Acme-resources.sh\\\"\\n\";\n"
                + "\t\t};\n/* End PBXShellScriptBuildPhase section */\n\n/* Begin PBXSourcesBuildPhase section */")
        let withPods = Self.findings("TargetPerBrand", changing: changes)
        #expect(!withPods.contains { $0.description.contains("UIAppFonts lists") }, "\(withPods)")

        // A script that lists what it writes (`outputPaths`, as CocoaPods writes them without file lists) copies
        // only those: a listed font not among them is reported (flash-mobile's Sora fonts beside its icon fonts).
        let project = changes["Acme.xcodeproj/project.pbxproj"].flatMap { $0 } ?? ""
        let listing = { (name: String) in
            project.replacingOccurrences(
                of: "\t\t\tname = \"[CP] Copy Pods Resources\";\n",
                with: "\t\t\tname = \"[CP] Copy Pods Resources\";\n\t\t\toutputPaths = (\n"
                    + "\t\t\t\t\"${TARGET_BUILD_DIR}/${UNLOCALIZED_RESOURCES_FOLDER_PATH}/\(name)\",\n\t\t\t);\n")
        }
        changes["Acme.xcodeproj/project.pbxproj"] = listing("Ionicons.ttf")
        let copied = Self.findings("TargetPerBrand", changing: changes)
        #expect(!copied.contains { $0.description.contains("UIAppFonts lists") }, "\(copied)")
        changes["Acme.xcodeproj/project.pbxproj"] = listing("FontAwesome.ttf")
        let notCopied = Self.findings("TargetPerBrand", changing: changes)
        #expect(notCopied.contains { $0.description.contains("UIAppFonts lists 'Ionicons.ttf'") }, "\(notCopied)")

        // CocoaPods 1.7 and later list them in a file list per configuration, which `pod install` writes: read once
        // there (opentrace's `Muli-Semi-Bold.ttf` typo went unreported), unknown before.
        changes["Acme.xcodeproj/project.pbxproj"] = project.replacingOccurrences(
            of: "\t\t\tname = \"[CP] Copy Pods Resources\";\n",
            with: "\t\t\tname = \"[CP] Copy Pods Resources\";\n\t\t\toutputFileListPaths = (\n"
                + "\t\t\t\t\"${SRCROOT}/Pods/Target Support Files/Pods-Acme/Pods-Acme-resources-${CONFIGURATION}-"
                + "output-files.xcfilelist\",\n\t\t\t);\n")
        let notInstalled = Self.findings("TargetPerBrand", changing: changes)
        #expect(!notInstalled.contains { $0.description.contains("UIAppFonts lists") }, "\(notInstalled)")
        let list = "Pods/Target Support Files/Pods-Acme/Pods-Acme-resources-%@-output-files.xcfilelist"
        for configuration in ["Debug", "Release"] {
            changes[list.replacingOccurrences(of: "%@", with: configuration)] =
                "# written by CocoaPods\n${TARGET_BUILD_DIR}/${UNLOCALIZED_RESOURCES_FOLDER_PATH}/ar.lproj\n"
        }
        let installed = Self.findings("TargetPerBrand", changing: changes)
        #expect(installed.contains { $0.description.contains("UIAppFonts lists 'Ionicons.ttf'") }, "\(installed)")
        changes[list.replacingOccurrences(of: "%@", with: "Release")] =
            "${TARGET_BUILD_DIR}/${UNLOCALIZED_RESOURCES_FOLDER_PATH}/Ionicons.ttf\n"
        let listedInOne = Self.findings("TargetPerBrand", changing: changes)
        #expect(!listedInOne.contains { $0.description.contains("UIAppFonts lists") }, "\(listedInOne)")
    }

    /// Targets that share an Info.plist and lack a font it lists are one finding naming them all (flash-mobile's
    /// LNFlash and LNFlash-Alt: sixteen findings for eight fonts before).
    @Test func aListedFontTargetsSharingThePlistLackIsOneFinding() {
        let plist = FixtureRepository.read(
            "TargetPerBrand", "Acme/Info.plist", replacing: "\t<key>CFBundleDisplayName</key>",
            with: "\t<key>UIAppFonts</key>\n\t<array>\n\t\t<string>Sora-Bold.ttf</string>\n\t</array>\n"
                + "\t<key>CFBundleDisplayName</key>")
        let project = FixtureRepository.read("TargetPerBrand", "Acme.xcodeproj/project.pbxproj")
            .replacingOccurrences(of: "$(SRCROOT)/AcmePro/AcmePro.plist", with: "$(SRCROOT)/Acme/Info.plist")
        let findings = Self.findings(
            "TargetPerBrand",
            changing: [
                "brands.json": Self.targetPerBrandManifest(schema: nil), "Acme/Info.plist": plist,
                "Acme.xcodeproj/project.pbxproj": project,
            ]
        ).filter { $0.description.contains("UIAppFonts lists") }
        #expect(
            findings.map(\.message) == [
                "UIAppFonts lists 'Sora-Bold.ttf', which is not in the resources of targets 'Acme' and 'AcmePro'; add "
                    + "the file or remove the entry"
            ])
    }

    /// A font a target copies that is not on disk is a finding where the project copies it (iFixit's variants: a
    /// `file_unreadable` error at a path that does not exist before), once for the apps sharing the reference, and
    /// no reading error.
    ///
    /// One git ignores is one a script writes (mattermost's compass-icons.ttf): a note says so.
    @Test(arguments: [false, true])
    func aCopiedFontThatIsNotOnDiskIsReportedWhereTheProjectCopiesIt(ignored: Bool) throws {
        let project = Self.targetPerBrandProject(
            addingResource: "Lobster.ttf",
            objects: "\t\tAAAA00000000000000000002 /* Lobster.ttf */ = {isa = PBXFileReference; "
                + "lastKnownFileType = file; path = Shared/Lobster.ttf; sourceTree = \"<group>\"; };\n")
        // The Info.plist lists it: the finding is that the file is missing, not that the target lacks it
        // (mattermost's generated compass-icons.ttf had both).
        let plist = FixtureRepository.read(
            "TargetPerBrand", "Acme/Info.plist", replacing: "\t<key>CFBundleDisplayName</key>",
            with: "\t<key>UIAppFonts</key>\n\t<array>\n\t\t<string>Lobster.ttf</string>\n\t</array>\n"
                + "\t<key>CFBundleDisplayName</key>")
        let run = FixtureRepository.run(
            ["validate"],
            on: FixtureRepository.load(
                "TargetPerBrand",
                changing: [
                    "brands.json": Self.targetPerBrandManifest(schema: nil), "Acme.xcodeproj/project.pbxproj": project,
                    "Acme/Info.plist": plist, ".gitignore": ignored ? "build/\nShared/*.ttf\n" : "build/\n",
                ]))
        let line =
            try #require(
                project.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                    $0.contains("AAAA00000000000000000001 /* Lobster.ttf in Resources */ = {")
                }) + 1
        let findings = run.standardOutput.split(separator: "\n").filter { $0.contains("Lobster") }.map(String.init)
        let finding: String =
            "Acme.xcodeproj/project.pbxproj:\(line):3: error: target 'Acme' copies the font 'Lobster.ttf', which is "
            + "not on disk at 'Shared/Lobster.ttf'; add the file or remove it from the target's resources "
            + "[missing_font]"
        let note: String =
            ".gitignore:2:1: note: git ignores 'Shared/Lobster.ttf' (here), so something in the repository writes it: "
            + "run that first"
        #expect(findings == (ignored ? [finding, note] : [finding]), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("file_unreadable"))
    }

    /// Two scheme clones of one target (opentrace's production and staging schemes) lacking a listed font name the
    /// target once ("targets 'OpenTrace' and 'OpenTrace'" before).
    @Test func aListedFontTwoSchemesOfOneTargetLackNamesTheTargetOnce() {
        let plist = FixtureRepository.read(
            "ChannelXCConfigs", "News/Info.plist", replacing: "\t<key>CFBundleDisplayName</key>",
            with: "\t<key>UIAppFonts</key>\n\t<array>\n\t\t<string>Sora-Bold.ttf</string>\n\t</array>\n"
                + "\t<key>CFBundleDisplayName</key>")
        #expect(plist.contains("Sora-Bold.ttf"))
        let findings = Self.findings("ChannelXCConfigs", changing: ["News/Info.plist": plist])
            .filter { $0.description.contains("UIAppFonts lists") }
        #expect(
            findings.map(\.message) == [
                "UIAppFonts lists 'Sora-Bold.ttf', which is not in the resources of target 'News'; add the file or "
                    + "remove the entry"
            ])
    }

    /// A finding inside a quoted build setting value of the project file points at its text, not at the quote:
    /// `"${PRODUCT_NAME}"` is reported where the `$` is (cwa's were one column early).
    @Test func aQuotedProjectValueIsLocatedPastItsQuote() throws {
        let written = "\t\t\t\tAPP_GROUP_NAME = \"group.${PRODUCT_NAME}\";\n"
        let project = FixtureRepository.read(
            "TargetPerBrand", "Acme.xcodeproj/project.pbxproj",
            replacing: "\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = \"$(ACME_BUNDLE_ID)\";\n",
            with: "\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = \"$(ACME_BUNDLE_ID)\";\n" + written)
        let line = try #require(
            project.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                $0.contains("APP_GROUP_NAME")
            }
        )
        let column = try #require(written.firstIndex(of: "$")).utf16Offset(in: written) + 1
        let findings = Self.findings(
            "TargetPerBrand",
            changing: [
                "brands.json": Self.targetPerBrandManifest(schema: nil), "Acme.xcodeproj/project.pbxproj": project,
            ])
        let deprecated = findings.filter { $0.description.contains("[xcconfig_deprecated_reference]") }
        #expect(
            deprecated.map(\.description).first?.hasPrefix("Acme.xcodeproj/project.pbxproj:\(line + 1):\(column): ")
                == true, "\(findings)")
    }
}
