import BrandsCLI
import Foundation
import Support
import XCConfig

/// The repositories under `Fixtures/Repositories`, in the shapes real multi-brand apps take, read into memory so a
/// test can run `brands init --write` and break files without touching the disk.
enum FixtureRepository {
    /// Where the fixtures are on disk.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Repositories")
    /// Where a fixture is rooted in memory.
    static let root = "/repo"

    /// A workspace for TargetPerBrand listing its project and the Pods project CocoaPods writes, as an app built on
    /// CocoaPods has (`Acme.xcworkspace/contents.xcworkspacedata`).
    static let acmeWorkspaceWithPods = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <FileRef location = "group:Acme.xcodeproj"></FileRef>
           <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
        </Workspace>

        """

    /// The fixture `name` at ``root`` in a writable in-memory file system, with `changes` (relative path →
    /// contents, `nil` to remove) applied.
    static func load(_ name: String, changing changes: [String: String?] = [:]) -> InMemoryWritableFileSystem {
        var fileSystem = InMemoryFileSystem()
        let base = folder.appendingPathComponent(name)
        let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                let data = FileManager.default.contents(atPath: url.path)
            else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1))
            if changes.keys.contains(relative) { continue }
            fileSystem.write(Array(data), to: Path.join(root, relative))
        }
        for case (let path, let text?) in changes { fileSystem.write(text, to: Path.join(root, path)) }
        return InMemoryWritableFileSystem(fileSystem)
    }

    /// TargetPerBrand with `Configs/Acme.xcconfig`, the base configuration of target Acme, the base of the project's
    /// own configurations as well, and `changes` applied.
    static func acmeBasedProject(changing changes: [String: String?] = [:]) -> InMemoryWritableFileSystem {
        let path = "Acme.xcodeproj/project.pbxproj"
        var text = read("TargetPerBrand", path)
        for configuration in ["CA32F5A3636A3128F635E0A0 /* Release */", "EA0425C9CA669FE54219327F /* Debug */"] {
            let opening = "\t\t\(configuration) = {\n\t\t\tisa = XCBuildConfiguration;\n"
            text = text.replacingOccurrences(
                of: opening,
                with: opening + "\t\t\tbaseConfigurationReference = 0D718DDE487DAF5CCDB1E8F8 /* Acme.xcconfig */;\n")
        }
        return load("TargetPerBrand", changing: changes.merging([path: text]) { _, project in project })
    }

    /// `relative`'s text in fixture `name`, with the first `target` replaced by `replacement`.
    static func read(_ name: String, _ relative: String, replacing target: String = "", with replacement: String = "")
        -> String
    {
        let url = folder.appendingPathComponent(name).appendingPathComponent(relative)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        guard !target.isEmpty, let range = text.range(of: target) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }

    /// TargetPerBrand's `project.pbxproj` and its scheme `AcmeApp` pointed at a project named `Runner.xcodeproj`, for a
    /// Flutter runner of the fixture's shape.
    static func acmeAsRunner() -> (project: String, scheme: String) {
        (
            read("TargetPerBrand", "Acme.xcodeproj/project.pbxproj"),
            read("TargetPerBrand", "Acme.xcodeproj/xcshareddata/xcschemes/AcmeApp.xcscheme")
                .replacingOccurrences(of: "container:Acme.xcodeproj", with: "container:Runner.xcodeproj")
        )
    }

    /// TargetPerBrand's `project.pbxproj` with a `Staging` configuration (no settings) in the project's list and, when
    /// `inTarget`, in target Acme's.
    static func acmeProjectWithStaging(inTarget: Bool) -> String {
        var project = read("TargetPerBrand", "Acme.xcodeproj/project.pbxproj")
            .replacingOccurrences(
                of: "\t\t\t\tCA32F5A3636A3128F635E0A0 /* Release */,\n",
                with:
                    "\t\t\t\tCA32F5A3636A3128F635E0A0 /* Release */,\n\t\t\t\tAAAA0000000000000000000P /* Staging */,\n"
            ).replacingOccurrences(
                of: "/* End XCBuildConfiguration section */",
                with: "\t\tAAAA0000000000000000000S /* Staging */ = {isa = XCBuildConfiguration; buildSettings = {}; "
                    + "name = Staging; };\n\t\tAAAA0000000000000000000P /* Staging */ = {isa = XCBuildConfiguration; "
                    + "buildSettings = {}; name = Staging; };\n/* End XCBuildConfiguration section */")
        if inTarget {
            project = project.replacingOccurrences(
                of: "\t\t\t\tB9077E28AAF41602AAE2A2E6 /* Release */,\n",
                with:
                    "\t\t\t\tB9077E28AAF41602AAE2A2E6 /* Release */,\n\t\t\t\tAAAA0000000000000000000S /* Staging */,\n"
            )
        }
        return project
    }

    /// TargetPerBrand's `project.pbxproj` with the file at `path` (from the root) added as file reference `id`, of
    /// `fileType`, to the build phase that lists the build file `beside` (`F7F1… /* AppDelegate.swift in Sources */`,
    /// AcmePro's sources), through a build file of its own; to `project`'s text when given.
    static func acmeProject(
        adding path: String, fileType: String, as id: String, beside: String, to project: String? = nil
    ) -> String {
        (project ?? read("TargetPerBrand", "Acme.xcodeproj/project.pbxproj"))
            .replacingOccurrences(
                of: "\t\t\(beside) = {",
                with: "\t\tBF\(id) = {isa = PBXBuildFile; fileRef = FR\(id); };\n"
                    + "\t\tFR\(id) = {isa = PBXFileReference; lastKnownFileType = \(fileType); path = \(path); "
                    + "sourceTree = SOURCE_ROOT; };\n\t\t\(beside) = {"
            )
            .replacingOccurrences(of: "\t\t\t\t\(beside),", with: "\t\t\t\t\(beside),\n\t\t\t\tBF\(id),")
    }

    /// The 1-based line of the first line of `relative` in fixture `name` that contains `text`.
    static func line(of text: String, in name: String, _ relative: String) -> Int? {
        read(name, relative).split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(text) }.map { $0 + 1 }
    }

    /// Runs `brands arguments…` at the fixture's root on `fileSystem`.
    static func run(_ arguments: [String], on fileSystem: InMemoryWritableFileSystem) -> CapturedRun {
        CapturedRun(arguments, root: CommandTable.root, fileSystem: fileSystem, currentDirectory: root)
    }
}
