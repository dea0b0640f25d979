import BrandsCLI
import Support
import Testing

/// `brands new` from a clone whose files are named after its scheme's name, which holds a space, rather than after its
/// id: SRGSSR's playsrg-apple builds `Play-RTS` with scheme and target `Play RTS`, from
/// `Xcode/iOS/Application/Play RTS.debug.xcconfig` and `Application/Resources/Apps/Play RTS/`, and `new` refused
/// because those paths do not hold the id.
@Suite struct NewCloneNamedPathsTests {
    /// TargetPerBrand with AcmePro's scheme and target named `Acme Pro` (the clone `Acme-Pro`), its base configuration
    /// `Configs/<xcconfig>` (including a private file named after it, as playsrg-apple's do) and its Info.plist
    /// `Acme Pro/Acme Pro.plist`.
    static func workspace(xcconfig: String = "Acme Pro.xcconfig") -> InMemoryWritableFileSystem {
        let project = "Acme.xcodeproj/project.pbxproj"
        var text = FixtureRepository.read("TargetPerBrand", project)
        for (old, new) in [
            ("path = AcmePro.xcconfig;", "path = \"\(xcconfig)\";"),
            ("path = AcmePro.plist;", "path = \"Acme Pro.plist\";"),
            ("path = AcmePro;", "path = \"Acme Pro\";"),
            ("\"$(SRCROOT)/AcmePro/AcmePro.plist\"", "\"$(SRCROOT)/Acme Pro/Acme Pro.plist\""),
            ("name = AcmePro;", "name = \"Acme Pro\";"),
        ] {
            text = text.replacingOccurrences(of: old, with: new)
        }
        let schemes = "Acme.xcodeproj/xcshareddata/xcschemes/"
        let scheme = FixtureRepository.read("TargetPerBrand", schemes + "AcmePro.xcscheme")
            .replacingOccurrences(of: "BlueprintName = \"AcmePro\"", with: "BlueprintName = \"Acme Pro\"")
        let base = FixtureRepository.read("TargetPerBrand", "Configs/AcmePro.xcconfig")
            .replacingOccurrences(
                of: "#include \"Common.xcconfig\"\n",
                with: "#include? \"Private/\(xcconfig)\"\n#include \"Common.xcconfig\"\n")
        return FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                project: text, schemes + "AcmePro.xcscheme": nil, schemes + "Acme Pro.xcscheme": scheme,
                "Configs/AcmePro.xcconfig": nil, "Configs/\(xcconfig)": base, "AcmePro/AcmePro.plist": nil,
                "Acme Pro/Acme Pro.plist": FixtureRepository.read("TargetPerBrand", "AcmePro/AcmePro.plist"),
            ])
    }

    @Test func pathsAndTextNamingTheSourceByItsNameAreCopiedUnderTheNewID() throws {
        let fileSystem = Self.workspace()
        #expect(FixtureRepository.run(["list"], on: fileSystem).standardOutput.contains("\nAcme-Pro "))
        let run = FixtureRepository.run(["new", "Gamma", "--from", "Acme-Pro"], on: fileSystem)
        #expect(run.status == .success, "\(run.standardOutput)\(run.standardError)")
        #expect(fileSystem.exists("/repo/Gamma/Gamma.plist"), "\(run.standardOutput)")
        let config = String(decoding: try fileSystem.contents(of: "/repo/Configs/Gamma.xcconfig"), as: UTF8.self)
        #expect(config.hasPrefix("#include? \"Private/Gamma.xcconfig\"\n#include \"Common.xcconfig\"\n"), "\(config)")
        #expect(config.contains("AG_PRODUCT = Gamma\n"), "\(config)")
        #expect(!fileSystem.exists("/repo/Acme Pro/Gamma.plist"))
        #expect(
            run.standardOutput.contains(
                "the copies of Acme-Pro's files named 'Acme Pro' are named after the id Gamma (Configs/Gamma.xcconfig, "
                    + "Gamma), as new takes an id"), "\(run.standardOutput)")
        // The name displayed is the name given.
        let named = Self.workspace()
        let klar = FixtureRepository.run(["new", "KLR", "--from", "Acme-Pro", "--name", "Klar"], on: named)
        #expect(klar.status == .success, "\(klar.standardOutput)\(klar.standardError)")
        let text = String(decoding: try named.contents(of: "/repo/Configs/KLR.xcconfig"), as: UTF8.self)
        #expect(text.contains("#include? \"Private/KLR.xcconfig\"\n"), "\(text)")
        #expect(text.contains("AG_PRODUCT = Klar\n"), "\(text)")
    }

    /// A path holding neither the id nor the name is still refused, and the message names both.
    @Test func aPathHoldingNeitherIsRefused() {
        let fileSystem = Self.workspace(xcconfig: "Pro.xcconfig")
        let run = FixtureRepository.run(["new", "Gamma", "--from", "Acme-Pro"], on: fileSystem)
        #expect(run.status == .failure, "\(run.standardOutput)\(run.standardError)")
        #expect(
            run.standardError.contains(
                "cannot name the copy of 'Configs/Pro.xcconfig': its path contains neither the id 'Acme-Pro' "
                    + "nor the name 'Acme Pro'; rename it after the clone, or copy the clone by hand"),
            "\(run.standardError)")
        #expect(!fileSystem.exists("/repo/Gamma"))
    }
}
