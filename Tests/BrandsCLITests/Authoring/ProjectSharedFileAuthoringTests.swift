import BrandsCLI
import Foundation
import Support
import Testing

/// A file the project's own base configuration reads, or a target no clone builds, is never removed with a clone,
/// however few clones read it: zotero-ios's one clone reads `FeatureGates.xcconfig`, the base of the project and of
/// its tests' target too, and `remove` listed it among the clone's files.
@Suite struct ProjectSharedFileAuthoringTests {
    /// TargetPerBrand with AcmeApp its one clone and `Configs/Acme.xcconfig`, AcmeApp's own base, the base of the
    /// project's configurations as well.
    static func workspace() -> InMemoryWritableFileSystem {
        let manifest =
            "{\n  \"version\": 1,\n  \"clones\": { \"exclude\": [\"AcmePro\", \"TestHost\"] },\n  \"schema\": null\n}\n"
        return FixtureRepository.acmeBasedProject(changing: ["brands.json": manifest])
    }

    @Test func removeKeepsTheProjectsFiles() {
        let fileSystem = Self.workspace()
        #expect(FixtureRepository.run(["list"], on: fileSystem).standardOutput.contains("AcmeApp"))
        let run = FixtureRepository.run(["remove", "AcmeApp"], on: fileSystem)
        let output = run.standardOutput
        let removed = output.components(separatedBy: "keeping the files").first ?? ""
        #expect(!removed.contains("Configs/Acme.xcconfig"), "\(output)")
        #expect(!removed.contains("Configs/Common.xcconfig"), "\(output)")
        #expect(output.contains("keeping the files AcmeApp shares with other clones or the project:\n"), "\(output)")
        #expect(output.contains("  Configs/Acme.xcconfig  (the project)\n"), "\(output)")
        #expect(output.contains("  Configs/Common.xcconfig  (the project)\n"), "\(output)")
    }

    /// One app target `Kiosk` without a base xcconfig of its own and a tests target, in a project in `folder`.
    ///
    /// The project's own configurations are based on `Shared.xcconfig`; there is no manifest and no shared scheme.
    /// The folder is the root when empty.
    static func projectBased(in folder: String = "") -> InMemoryWritableFileSystem {
        let configuration = { (id: String, name: String, settings: String) in
            "\t\t\(id) = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = \(name); };\n"
        }
        let app = "INFOPLIST_FILE = Kiosk/Info.plist; PRODUCT_BUNDLE_IDENTIFIER = com.example.kiosk; "
        let tests = "PRODUCT_BUNDLE_IDENTIFIER = com.example.kiosk.tests; "
        var project = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n"
        project += "\t\tP1 = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G1; targets = (TA, TT); };\n"
        project += "\t\tG1 = {isa = PBXGroup; children = (FS, FI); sourceTree = \"<group>\"; };\n"
        project += "\t\tFS = {isa = PBXFileReference; path = Shared.xcconfig; sourceTree = \"<group>\"; };\n"
        project += "\t\tFI = {isa = PBXFileReference; path = Kiosk/Info.plist; sourceTree = \"<group>\"; };\n"
        project +=
            "\t\tPL = {isa = XCConfigurationList; buildConfigurations = (PD, PR); defaultConfigurationName = Release; };\n"
        for (id, name) in [("PD", "Debug"), ("PR", "Release")] {
            project +=
                "\t\t\(id) = {isa = XCBuildConfiguration; baseConfigurationReference = FS; "
                + "buildSettings = {SDKROOT = iphoneos;}; name = \(name); };\n"
        }
        for (target, name, list, type, settings) in [
            ("TA", "Kiosk", "AL", "application", app), ("TT", "KioskTests", "TL", "bundle.unit-test", tests),
        ] {
            project +=
                "\t\t\(target) = {isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (); "
                + "dependencies = (); name = \(name); productType = \"com.apple.product-type.\(type)\"; };\n"
            project += "\t\t\(list) = {isa = XCConfigurationList; buildConfigurations = (\(list)D, \(list)R); };\n"
            project += configuration(list + "D", "Debug", settings) + configuration(list + "R", "Release", settings)
        }
        project += "\t};\n\trootObject = P1;\n}\n"
        var fileSystem = InMemoryFileSystem()
        let base = Path.join("/repo", folder)
        fileSystem.write(project, to: Path.join(base, "Kiosk.xcodeproj/project.pbxproj"))
        fileSystem.write(
            "MARKETING_VERSION = 1.0\nCURRENT_PROJECT_VERSION = 1\n", to: Path.join(base, "Shared.xcconfig"))
        fileSystem.write(
            FixtureRepository.read("TargetPerBrand", "Acme/Info.plist"), to: Path.join(base, "Kiosk/Info.plist"))
        return InMemoryWritableFileSystem(fileSystem)
    }

    /// `new` copies a project-based clone without files of a base configuration of its target's own, and bases the
    /// copy on none; `remove` keeps the project's base configuration.
    @Test func aProjectsBaseConfigurationIsKeptOnRemovalAndNotATargetBaseOfTheCopy() throws {
        let fileSystem = Self.projectBased()
        #expect(FixtureRepository.run(["list"], on: fileSystem).standardOutput.contains("Kiosk "))
        let run = FixtureRepository.run(["new", "Booth", "--from", "Kiosk"], on: fileSystem)
        #expect(run.status == .success, "\(run.standardOutput)\(run.standardError)")
        #expect(fileSystem.exists("/repo/Booth/Info.plist"), "\(run.standardOutput)")
        // The steps base the duplicated target on no copy of the project's own base configuration.
        #expect(!run.standardOutput.contains("set its base configurations to"), "\(run.standardOutput)")
        // The duplicated target is pointed at the copy of the Info.plist the project file names (a-shell's kept
        // reading `a-Shell/Info.plist`).
        #expect(
            run.standardOutput.contains(
                "in target 'Booth', set INFOPLIST_FILE to 'Booth/Info.plist': the copy keeps what Kiosk's target sets "
                    + "at Kiosk.xcodeproj/project.pbxproj:"), "\(run.standardOutput)")
        // Clones read from targets have no shared scheme: none to duplicate or delete (Publiss-Whitelabel-iOS).
        #expect(!run.standardOutput.contains("scheme"), "\(run.standardOutput)")
        let removal = FixtureRepository.run(["remove", "Kiosk"], on: Self.projectBased())
        #expect(
            removal.standardOutput.contains(
                "1. in Kiosk.xcodeproj: delete target 'Kiosk'; brands reads clones from the project until then\n"),
            "\(removal.standardOutput)")
        #expect(removal.standardOutput.hasPrefix("would remove 1 file of Kiosk:\n  Kiosk/Info.plist\n"))
        #expect(removal.standardOutput.contains("  Shared.xcconfig  (the project)\n"), "\(removal.standardOutput)")
    }

    /// The copies go beside the clone's files in the project's folder, whose name is the clone's too: votinginfoproject
    /// got a new `objc/NewId/NewId/` tree beside `objc/VotingInformationProject/`, which its project does not hold.
    @Test func theProjectsFolderKeepsItsName() {
        let fileSystem = Self.projectBased(in: "Kiosk")
        try? fileSystem.write(
            Array("{\n  \"version\": 1,\n  \"project\": \"Kiosk/Kiosk.xcodeproj\",\n  \"schema\": null\n}\n".utf8),
            to: "/repo/brands.json")
        #expect(fileSystem.exists("/repo/brands.json"))
        let run = FixtureRepository.run(["new", "Booth", "--from", "Kiosk"], on: fileSystem)
        #expect(run.status == .success, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("  Kiosk/Booth/Info.plist  (copied"), "\(run.standardOutput)")
        #expect(fileSystem.exists("/repo/Kiosk/Booth/Info.plist"))
        #expect(!fileSystem.exists("/repo/Booth"))
        #expect(run.standardOutput.contains("1. in Kiosk/Kiosk.xcodeproj: duplicate target 'Kiosk' as 'Booth'\n"))
        // INFOPLIST_FILE is written from the project's folder.
        #expect(run.standardOutput.contains("set INFOPLIST_FILE to 'Booth/Info.plist'"), "\(run.standardOutput)")
    }

    /// A path built from a setting of the clone's own xcconfig leads the copy to its own file: no step for it.
    ///
    /// r3to's White-Labelling-Swift-App reads `Clients/$(CLIENT)/Info.plist`, and `new` still said to point
    /// INFOPLIST_FILE at the copy. Where the path only partly follows the setting, the step stays.
    @Test(arguments: [("$(AG_FOLDER)/$(AG_FOLDER).plist", false), ("$(AG_FOLDER)/AcmePro.plist", true)])
    func aPathBuiltFromACopiedSettingNeedsNoStep(path: String, needsStep: Bool) {
        let project = "Acme.xcodeproj/project.pbxproj"
        let written = FixtureRepository.read("TargetPerBrand", project).replacingOccurrences(
            of: "INFOPLIST_FILE = \"$(SRCROOT)/AcmePro/AcmePro.plist\";",
            with: "INFOPLIST_FILE = \"$(SRCROOT)/\(path)\";")
        let fileSystem = FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                project: written,
                "Configs/AcmePro.xcconfig": FixtureRepository.read("TargetPerBrand", "Configs/AcmePro.xcconfig")
                    + "AG_FOLDER = AcmePro\n",
            ])
        #expect(FixtureRepository.run(["show", "AcmePro"], on: fileSystem).standardOutput.contains("Acme Pro"))
        let run = FixtureRepository.run(["new", "Gamma", "--from", "AcmePro"], on: fileSystem)
        #expect(run.status == .success, "\(run.standardOutput)\(run.standardError)")
        #expect(fileSystem.exists("/repo/Gamma/Gamma.plist"), "\(run.standardOutput)")
        #expect(
            run.standardOutput.contains("set INFOPLIST_FILE to '$(SRCROOT)/Gamma/Gamma.plist'") == needsStep,
            "\(run.standardOutput)")
    }
}
