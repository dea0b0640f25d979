import BrandKit
import Foundation
import Support
import XCConfig

/// `brands inputs CLONE`: every file a clone reads, as an `.xcfilelist` for an Xcode build phase, as text or JSON.
struct InputsCommand: ParsableCommand {
    /// The output formats.
    enum Format: String, CaseIterable, Hashable, Sendable, ArgumentValue {
        case xcfilelist
        case text
        case json
    }

    static let configuration = CommandConfiguration(
        name: "inputs",
        abstract: "List every file clones read, as an .xcfilelist for an Xcode build phase.",
        discussion: """
            The clone's own files (its folder and asset catalogs file by file, its config file, fonts, xcconfig \
            chain, Info.plist and entitlements) and the workspace's manifest and schema; with several clones, or \
            none (every clone, which is what brands validate reads), every file any of them reads. With --format xcfilelist \
            (the default) each existing file is a line $(SRCROOT)/path, SRCROOT being the folder the clone's \
            build settings resolve paths against (the workspace root for the folder layout), ready for the Input \
            File Lists of a Run Script phase; text and json also list the files the include search looked for and \
            did not find, and why each file is read. --members adds the files the clones' targets build or copy \
            (sources, resources, synchronized folders), which validation does not read but brands affected watches.
            """,
        options: [
            .option(
                "configuration", short: "c", valueName: "name",
                help: "Only the files this configuration reads (default: every configuration's)."),
            .flag("members", help: "Also list the files the clones' targets build (what brands affected watches)."),
            .option(
                "format", valueName: "format", help: "The output format.", allowedValues: Format.allValueStrings,
                defaultValue: Format.xcfilelist.rawValue),
            WorkspaceOptions.root,
        ],
        positionals: [
            PositionalDefinition(
                "clone", help: "The clones whose inputs to list (default: all).", isOptional: true, isRepeatable: true)
        ])

    var clones: [String]
    var configurationName: String?
    var includesMembers: Bool
    var format: Format
    var workspace: WorkspaceOptions

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        clones = parsed.positionals("clone")
        configurationName = parsed.value("configuration")
        includesMembers = parsed.isSet("members")
        format = try parsed.value("format", as: Format.self) ?? .xcfilelist
        workspace = WorkspaceOptions(parsed)
    }

    func run(in context: CommandContext) -> ExitStatus {
        let selection: ResolvedSelection
        switch workspace.load(in: context) {
        case .failure(let failure): return failure.report(in: context)
        case .success(let loaded): selection = ResolvedSelection(workspace: loaded)
        }
        let selected: [LoadedClone]
        let configuration: String?
        do {
            selected =
                try clones.isEmpty
                ? selection.workspace.clones : clones.map { name throws(UsageError) in try selection.clone(name) }
            // An Xcode configuration the selected clones build a role in stands for that role, as for `show`.
            configuration = try configurationName.map { name throws(UsageError) in
                try selection.configuration(name, of: selected)
            }
        } catch {
            return SelectionCheck.report(
                error, command: Self.configuration, workspace: selection.workspace, in: context)
        }
        let workspace = selection.workspace
        let list = CloneInputList(
            selected, in: workspace, configuration: configuration, fileSystem: context.fileSystem,
            includingMembers: includesMembers)
        switch format {
        case .xcfilelist:
            let sourceRoot = selected.first?.definition.configurations.first?.projectDirectory ?? workspace.root
            let lines = list.items.filter(\.exists).map {
                "$(SRCROOT)/" + RelativePath.path($0.path, from: sourceRoot)
            }
            context.standardOutput.write(lines.map { $0 + "\n" }.joined())
        case .text:
            // Whole paths, never cut: a list to read or to paste.
            let paths = list.items.map { Self.shown($0.path, root: workspace.root) }
            let width = paths.map(\.count).max() ?? 0
            let lines = zip(list.items, paths).map { item, path in
                let configurations =
                    item.configurations.isEmpty ? "" : " (\(item.configurations.joined(separator: ", ")))"
                let missing = item.exists ? "" : ", missing"
                return path.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                    + item.roles.joined(separator: ", ") + configurations + missing
            }
            context.standardOutput.write(lines.map { $0 + "\n" }.joined())
        case .json:
            let items = list.items.map { item in
                JSONOutput.object([
                    "path": .string(Self.shown(item.path, root: workspace.root)),
                    "roles": .array(item.roles.map(JSONOutput.string)),
                    "configurations": .array(item.configurations.map(JSONOutput.string)),
                    "exists": .bool(item.exists),
                ])
            }
            let document = JSONOutput.object([
                "version": .integer(1), "clones": .array(selected.map { .string($0.id) }),
                "configuration": configuration.map(JSONOutput.string) ?? .null, "inputs": .array(items),
            ])
            context.standardOutput.write(document.rendered() + "\n")
        }
        return .success
    }

    /// `path` as listed: from the root, with `..` for a file beside the workspace (Loop's optional
    /// `#include? "../LoopConfigOverride.xcconfig"`, which was listed with the machine's absolute path), and absolute
    /// when the two share no folder but `/`.
    static func shown(_ path: String, root: String) -> String {
        let first = { (path: String) in Path.normalize(path).split(separator: "/").first }
        guard first(path) == first(root) else { return Path.normalize(path) }
        return RelativePath.path(path, from: root)
    }
}
