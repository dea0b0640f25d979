import Foundation
import Testing

/// The built `brands affected --base` in real temporary git repositories holding the fixture repositories: renames
/// (old and new paths), deletions, uncommitted and untracked changes.
@Suite(.enabled(if: GitAvailability.isInstalled, "git is not installed"))
struct AffectedGitTests {
    /// A fixture repository with its `brands init` manifest, committed as the base; ``base`` is that commit.
    struct Repository {
        let folder: URL
        var base = ""

        init(_ shape: String) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "brands-affected-\(UUID().uuidString)")
            try FileManager.default.copyItem(at: FixtureRepository.folder.appendingPathComponent(shape), to: folder)
            let initialized = try BrandsExecutable.run(
                ["init", "--write"], environment: ReleaseGitTests.environment, currentDirectory: folder)
            guard initialized.exitCode == 0 else { throw Subprocess.Failure(message: initialized.standardError) }
            try git("init", "-q")
            try git("add", "-A")
            try git("commit", "-q", "-m", "base")
            base = try git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
            try git("checkout", "-q", "-b", "change")
        }

        @discardableResult
        func git(_ arguments: String...) throws -> String {
            let identity = [
                "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false",
                "-c", "init.defaultBranch=main",
            ]
            return try Subprocess.run(
                "/usr/bin/env", ["git"] + identity + arguments, in: folder, environment: ReleaseGitTests.environment)
        }

        func write(_ text: String, to path: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        func affected(_ arguments: String...) throws -> BrandsExecutable.Result {
            try BrandsExecutable.run(
                ["affected", "--base", base] + arguments, environment: ReleaseGitTests.environment,
                currentDirectory: folder)
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func targetPerBrandRenamesDeletionsAndWorkInProgress() throws {
        let repository = try Repository("TargetPerBrand")
        defer { repository.remove() }
        // The project still names Widget/Widget.swift: the old path is the widget's, the new one nobody's.
        try repository.git("mv", "Widget/Widget.swift", "Widget/WidgetView.swift")
        try repository.git("rm", "-q", "Configs/AcmePro.xcconfig")
        try repository.git("commit", "-q", "-m", "change")
        try repository.write("{}\n", to: "Shared/Assets.xcassets/AppIcon.appiconset/Contents.json")
        try repository.write("// new\n", to: "Acme/New.swift")
        let result = try repository.affected("--explain")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(
            result.standardOutput == """
                AcmeApp (scheme AcmeApp, configuration Release, project Acme.xcodeproj)
                  Widget/Widget.swift (renamed to Widget/WidgetView.swift)
                    the extension 'AcmeWidget' the clone's app embeds builds it
                  Shared/Assets.xcassets/AppIcon.appiconset/Contents.json (modified)
                    it is in the clone's asset catalog
                    it is in a folder the target 'Acme' builds
                AcmePro (scheme AcmePro, configuration Release, project Acme.xcodeproj)
                  Configs/AcmePro.xcconfig (deleted)
                    it is the clone's xcconfig
                  Shared/Assets.xcassets/AppIcon.appiconset/Contents.json (modified)
                    it is in the clone's asset catalog
                    it is in a folder the target 'AcmePro' builds
                touching no clone:
                  Widget/WidgetView.swift (renamed from Widget/Widget.swift): \
                no clone's targets build it, no settings read it, and it is not shared
                  Acme/New.swift (added): no clone's targets build it, no settings read it, and it is not shared
                2 of 2 clones affected by 5 changed paths

                """)
    }

    @Test func channelXCConfigsADeletedIncludeAndARenamedSource() throws {
        let repository = try Repository("ChannelXCConfigs")
        defer { repository.remove() }
        try repository.git("rm", "-q", "Config/Version.xcconfig")
        try repository.git("mv", "News/AppDelegate.swift", "News/Delegate.swift")
        try repository.git("commit", "-q", "-m", "change")
        let result = try repository.affected("--format", "json")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let clones = try #require(object["clones"] as? [[String: Any]])
        #expect(clones.compactMap { $0["id"] as? String } == ["News", "News-Beta"])
        for clone in clones {
            let reasons = try #require(clone["reasons"] as? [[String: Any]])
            let changes = Dictionary(
                uniqueKeysWithValues: reasons.compactMap { reason in
                    (reason["path"] as? String).map { ($0, reason["change"] as? String ?? "") }
                })
            #expect(
                changes == ["Config/Version.xcconfig": "deleted", "News/AppDelegate.swift": "renamed-away"],
                "\(clone)")
        }
        let untouched = try #require(object["untouched"] as? [[String: Any]])
        #expect(untouched.compactMap { $0["path"] as? String } == ["News/Delegate.swift"])
    }

    @Test func infoFoldersADeletedCatalogFileAndAScript() throws {
        let repository = try Repository("InfoFolders")
        defer { repository.remove() }
        try repository.git("rm", "-q", "beta/beta.xcassets/AppIcon.appiconset/Contents.json")
        try repository.write("# changed\n", to: "src/generate.py")
        try repository.git("commit", "-q", "-am", "change")
        let result = try repository.affected("--format", "matrix")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput == #"{"include":[{"clone":"beta","configuration":"Release"}]}"# + "\n")
    }

    @Test func aProjectChangeTouchesOnlyTheClonesItBuildsDifferently() throws {
        let repository = try Repository("TargetPerBrand")
        defer { repository.remove() }
        let file = repository.folder.appendingPathComponent("Acme.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: file, encoding: .utf8)
        // Every line moves down one; only AcmePro's app icon changes.
        let changed = text.replacingOccurrences(
            of: "/* Begin PBXBuildFile section */", with: "\n/* Begin PBXBuildFile section */"
        )
        .replacingOccurrences(
            of: "ASSETCATALOG_COMPILER_APPICON_NAME = ProAppIcon;",
            with: "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;")
        #expect(changed != text)
        try repository.write(changed, to: "Acme.xcodeproj/project.pbxproj")
        let result = try repository.affected()
        #expect(
            result.standardOutput == """
                AcmePro
                  Acme.xcodeproj/project.pbxproj: it is the Xcode project that defines the clone
                1 of 2 clones affected by 1 changed path

                """)
        // Moving lines alone builds every clone as before.
        try repository.write(
            text.replacingOccurrences(
                of: "/* Begin PBXBuildFile section */", with: "\n/* Begin PBXBuildFile section */"),
            to: "Acme.xcodeproj/project.pbxproj")
        let moved = try repository.affected("--explain")
        #expect(
            moved.standardOutput == """
                touching no clone:
                  Acme.xcodeproj/project.pbxproj (modified): it changes nothing the clones build
                0 of 2 clones affected by 1 changed path

                """)
    }

    /// A new requirement of a remote package the app links (dp3t's `exactVersion` bump) builds another version of it:
    /// the clone is touched, though no file of the repository it reads changed but the project.
    @Test func aRemotePackagesNewRequirementTouchesTheCloneLinkingIt() throws {
        let repository = try Repository("TargetPerBrand")
        defer { repository.remove() }
        let file = repository.folder.appendingPathComponent("Acme.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: file, encoding: .utf8)
        let list =
            "buildConfigurationList = E1FB0F09444910C1A6F7ABA7 /* Build configuration list for PBXNativeTarget \"Acme\" */;"
        let section = "/* Begin PBXBuildFile section */"
        let package = { (version: String) in
            text.replacingOccurrences(of: list, with: list + "\n\t\t\tpackageProductDependencies = (PPKit);")
                .replacingOccurrences(
                    of: section,
                    with: "\t\tPPKit = {isa = XCSwiftPackageProductDependency; package = RPKit; productName = Kit; };\n"
                        + "\t\tRPKit = {isa = XCRemoteSwiftPackageReference; repositoryURL = \"https://example.com/kit\"; "
                        + "requirement = {kind = exactVersion; version = \(version);}; };\n" + section)
        }
        #expect(package("1.0.0") != text && package("1.0.0").contains("packageProductDependencies = (PPKit);"))
        try repository.write(package("1.0.0"), to: "Acme.xcodeproj/project.pbxproj")
        try repository.git("commit", "-q", "-am", "link Kit")
        try repository.write(package("1.1.0"), to: "Acme.xcodeproj/project.pbxproj")
        let bumped = try BrandsExecutable.run(
            ["affected", "--base", "HEAD"], environment: ReleaseGitTests.environment,
            currentDirectory: repository.folder)
        #expect(
            bumped.standardOutput == """
                AcmeApp
                  Acme.xcodeproj/project.pbxproj: it is the Xcode project that defines the clone
                1 of 2 clones affected by 1 changed path

                """, "\(bumped.standardError)")
        // The same requirement written otherwise (its keys in another order) builds what it built.
        try repository.write(
            package("1.0.0").replacingOccurrences(
                of: "requirement = {kind = exactVersion; version = 1.0.0;}",
                with: "requirement = {version = 1.0.0; kind = exactVersion;}"),
            to: "Acme.xcodeproj/project.pbxproj")
        let reordered = try BrandsExecutable.run(
            ["affected", "--base", "HEAD"], environment: ReleaseGitTests.environment,
            currentDirectory: repository.folder)
        #expect(reordered.standardOutput == "0 of 2 clones affected by 1 changed path\n", "\(reordered.standardError)")
    }

    @Test func nothingChangedTouchesNothing() throws {
        let repository = try Repository("ConfigurationPerBrand")
        defer { repository.remove() }
        let result = try repository.affected()
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == "0 of 2 clones affected by 0 changed paths\n")
    }
}
