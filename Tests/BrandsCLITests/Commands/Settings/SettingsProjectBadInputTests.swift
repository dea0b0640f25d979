import BrandsCLI
import Foundation
import Support
import Testing
import XCConfig

/// Damaged projects and schemes given to `brands settings --project/--scheme`: located diagnostics and exit 1,
/// never a crash or a hang.
@Suite struct SettingsProjectBadInputTests {
    static let project = "Newsroom.xcodeproj/project.pbxproj"

    /// The repository `name` of the fixtures, copied into memory under `/repo`.
    static func repository(_ name: String) throws -> InMemoryFileSystem {
        let root = SettingsProjectCommandTests.repositories + "/" + name
        var fileSystem = InMemoryFileSystem()
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        for file in files {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + file, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            fileSystem.write(Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + file))), to: "/repo/" + file)
        }
        return fileSystem
    }

    /// The text of `path` in `fileSystem`.
    static func text(_ path: String, in fileSystem: InMemoryFileSystem) throws -> String {
        String(decoding: try fileSystem.contents(of: "/repo/" + path), as: UTF8.self)
    }

    static func run(_ arguments: [String], _ fileSystem: InMemoryFileSystem) -> CapturedRun {
        CapturedRun(
            ["settings"] + arguments, root: CommandTable.root, environment: ["HOME": "/home/ada"],
            fileSystem: fileSystem,
            currentDirectory: "/repo")
    }

    /// The project file of BrandConfigurations with `change` applied to its text.
    static func damaged(_ change: (String) -> String) throws -> InMemoryFileSystem {
        var fileSystem = try repository("BrandConfigurations")
        fileSystem.write(change(try text(project, in: fileSystem)), to: "/repo/" + project)
        return fileSystem
    }

    /// A way to damage the project file, with the rule (prefix) expected and the exit status.
    enum Damage: String, CaseIterable, CustomStringConvertible {
        case truncated, unbalancedBraces, danglingReference, duplicateID, unknownISA, binaryJunk

        var description: String { rawValue }

        func apply(to text: String) -> String {
            switch self {
            case .truncated: String(text.prefix(text.count / 2))
            case .unbalancedBraces:
                text.replacingOccurrences(of: "\t\t};\n/* End PBXGroup section */", with: "/* End PBXGroup section */")
            case .danglingReference:
                text.replacingOccurrences(
                    of: "fileRef = A9A44E4BACBF59AD8D64B39C", with: "fileRef = 000000000000000000000BAD")
            case .duplicateID:
                text.replacingOccurrences(
                    of: "/* End PBXFileReference section */",
                    with:
                        "\t\tA9A44E4BACBF59AD8D64B39C = {isa = PBXFileReference; path = x.swift; sourceTree = \"<group>\"; };\n/* End PBXFileReference section */"
                )
            case .unknownISA:
                text.replacingOccurrences(of: "isa = PBXFrameworksBuildPhase", with: "isa = PBXFutureBuildPhase")
            case .binaryJunk: String(decoding: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }, as: UTF8.self)
            }
        }

        var rule: String {
            switch self {
            case .truncated, .unbalancedBraces, .binaryJunk: "plist_"
            case .danglingReference: "xcode_project_reference"
            case .duplicateID: "xcode_project_duplicate_id"
            case .unknownISA: "xcode_project_unknown_isa"
            }
        }

        var status: BrandsCLI.ExitStatus { self == .unknownISA ? .success : .failure }
    }

    @Test(arguments: Damage.allCases)
    func aDamagedProjectGivesLocatedDiagnostics(damage: Damage) throws {
        let run = Self.run(["--project", "Newsroom.xcodeproj", "-c", "KlarRelease"], try Self.damaged(damage.apply))
        #expect(run.status == damage.status, "\(run.standardError)")
        let lines = run.standardError.split(separator: "\n").filter { $0.hasPrefix(Self.project + ":") }
        #expect(!lines.isEmpty, "\(run.standardError)")
        #expect(lines.contains { $0.contains("[\(damage.rule)") }, "\(run.standardError)")
        #expect(lines.allSatisfy { $0.split(separator: ":").count >= 4 })
    }

    /// The finding names whose configuration it is (a project file has a Release of each target's).
    @Test func aMissingBaseXCConfigIsAnErrorAtItsReference() throws {
        let complete = try Self.repository("BrandTargets")
        var fileSystem = InMemoryFileSystem()
        for (path, node) in complete.nodes where !path.hasSuffix("/Configs/NWD-Release.xcconfig") {
            if case .file(let bytes) = node { fileSystem.write(bytes, to: path) }
        }
        let run = Self.run(["--scheme", "NWD"], fileSystem)
        #expect(run.status == .failure)
        // The reference of the app's Release configuration (the one whose settings name the Info.plist).
        let lines = try Self.text(Self.project, in: fileSystem).split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(
            lines.indices.first {
                lines[$0].contains("baseConfigurationReference") && lines[$0].contains("NWD-Release.xcconfig")
                    && lines[$0 + 2].contains("INFOPLIST_FILE")
            })
        let column = try #require(lines[index].range(of: "= ")).upperBound.utf16Offset(in: lines[index]) + 1
        #expect(
            run.standardError.contains(
                "\(Self.project):\(index + 1):\(column): error: unable to open base configuration reference file 'Configs/NWD-Release.xcconfig' of configuration 'Release' of target 'NWD': no such file or folder [xcode_project_base_configuration]"
            ))
        #expect(run.standardOutput.contains("TARGET_NAME = NWD\n"))
        #expect(!run.standardOutput.contains("APP_BUNDLE_IDENTIFIER"))
        // The clone's own levels say the same: the settings without the file, and the error that explains why.
        let clone = Self.run(["NWD"], fileSystem)
        #expect(clone.status == .failure, "\(clone.standardError)")
        #expect(
            clone.standardError.contains(
                "\(Self.project):\(index + 1):\(column): error: unable to open base configuration reference file 'Configs/NWD-Release.xcconfig' of configuration 'Release'"
            ), "\(clone.standardError)")
        #expect(!clone.standardOutput.contains("APP_BUNDLE_IDENTIFIER"))
        // Debug's base xcconfig is there: its settings are whole, and Release's missing file is none of its business.
        let debug = Self.run(["NWD", "-c", "Debug"], fileSystem)
        #expect(debug.status == .success, "\(debug.standardError)")
        #expect(debug.standardOutput.contains("APP_BUNDLE_IDENTIFIER"), "\(debug.standardOutput)")
    }

    @Test func aSchemeNamingAMissingTargetIsAnErrorAtTheScheme() throws {
        var fileSystem = try Self.repository("BrandConfigurations")
        let scheme = "Newsroom.xcodeproj/xcshareddata/xcschemes/Klar.xcscheme"
        let text = try Self.text(scheme, in: fileSystem).replacingOccurrences(
            of: "BlueprintName = \"Newsroom\"", with: "BlueprintName = \"Newsrom\"")
        let id = try #require(text.split(separator: "\"").first { $0.count == 24 })
        fileSystem.write(
            text.replacingOccurrences(of: String(id), with: "0000000000000000000000AA"), to: "/repo/" + scheme)
        let run = Self.run(["--scheme", "Klar"], fileSystem)
        #expect(run.status == .failure)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError.contains(
                "\(scheme):15:13: error: scheme 'Klar' builds target 'Newsrom' (0000000000000000000000AA), which project 'Newsroom' does not have; did you mean 'Newsroom'? [xcode_scheme_target]"
            ))
    }

    @Test func aMalformedSchemeIsReportedWhenAskedFor() throws {
        var fileSystem = try Self.repository("BrandConfigurations")
        fileSystem.write(
            "<Scheme>\n  <BuildAction>\n</Scheme>\n",
            to: "/repo/Newsroom.xcodeproj/xcshareddata/xcschemes/Klar.xcscheme")
        let run = Self.run(["--scheme", "Klar"], fileSystem)
        #expect(run.status == .failure)
        #expect(
            run.standardError
                == "Newsroom.xcodeproj/xcshareddata/xcschemes/Klar.xcscheme:3:1: error: expected </BuildAction> but found </Scheme> [xml_syntax]\n"
        )
        #expect(Self.run(["--scheme", "Nord"], fileSystem).status == .success)
    }

    @Test func aLargeFileOfJunkEndsWithADiagnostic() throws {
        var fileSystem = try Self.repository("BrandConfigurations")
        let junk = String(repeating: "{ a = ( b, \"c\\\" /* ", count: 300_000)
        fileSystem.write(junk, to: "/repo/" + Self.project)
        let run = Self.run(["--project", "Newsroom.xcodeproj"], fileSystem)
        #expect(run.status == .failure)
        #expect(run.standardError.hasPrefix(Self.project + ":"))
    }

    /// A file included along two paths whose include finds nothing is one error, as `validate` reports it; its notes
    /// differ by where each path made Xcode look, so comparing whole diagnostics had printed it twice (track_flow's
    /// Flutter `Release.xcconfig`, included from `ios` and from `ios/config/development`).
    @Test func aMissingIncludeReachedTwoWaysIsReportedOnce() throws {
        let changes: [String: String?] = [
            "Configs/Acme.xcconfig": FixtureRepository.read("TargetPerBrand", "Configs/Acme.xcconfig")
                + "#include \"sub/Extra.xcconfig\"\n",
            "Configs/sub/Extra.xcconfig": "#include \"../Common.xcconfig\"\n",
            "Configs/Common.xcconfig": FixtureRepository.read("TargetPerBrand", "Configs/Common.xcconfig")
                + "#include \"Missing.xcconfig\"\n",
        ]
        let fileSystem = FixtureRepository.load("TargetPerBrand", changing: changes)
        let run = FixtureRepository.run(
            ["settings", "--project", "Acme.xcodeproj", "--target", "Acme"], on: fileSystem)
        #expect(run.status == .failure)
        let errors = run.standardError.split(separator: "\n").filter { $0.contains("error:") }
        #expect(
            errors == [
                "Configs/Common.xcconfig:5:1: error: could not find included file 'Missing.xcconfig' "
                    + "[xcconfig_missing_include]"
            ], "\(run.standardError)")
    }
}
