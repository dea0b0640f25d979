import BrandKit
import Support
import XCConfig

/// `brands remove ID`: deletes the files that belong to one clone alone, with `--yes`.
struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "remove",
        abstract: "Delete the files that belong to one clone alone.",
        discussion: """
            Lists the clone's own files (its folder, its own xcconfig files) and the files it shares with other \
            clones, which are never touched. Without --yes nothing is deleted and the exit code is 1; brands never \
            asks. With --yes the files are deleted all or none, and what is left to do by hand (rule settings in \
            brands.json, the Xcode project) is listed.
            """,
        options: [.flag("yes", help: "Delete the files listed."), WorkspaceOptions.root],
        positionals: [PositionalDefinition("clone", help: "The clone to remove.")])

    var clone: String
    var confirmed: Bool
    var workspace: WorkspaceOptions

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        clone = parsed.positional("clone") ?? ""
        confirmed = parsed.isSet("yes")
        workspace = WorkspaceOptions(parsed)
    }

    func run(in context: CommandContext) -> ExitStatus {
        let selection: ResolvedSelection
        switch workspace.load(in: context) {
        case .failure(let failure): return failure.report(in: context)
        case .success(let loaded): selection = ResolvedSelection(workspace: loaded)
        }
        let loaded = selection.workspace
        let target: LoadedClone
        do {
            target = try selection.clone(clone)
        } catch {
            return SelectionCheck.report(error, command: Self.configuration, workspace: loaded, in: context)
        }
        let plan = CloneRemovalPlanner(workspace: loaded, fileSystem: context.fileSystem).plan(target)
        let path = [Self.configuration]
        // A clone whose files other clones all read (a scheme of a shared target) has nothing of its own to delete.
        let nothingToDelete = plan.removals.isEmpty
        let files = nothingToDelete ? "no files" : Plural.count(plan.files.count, "file")
        var output = "\(confirmed ? "removing" : "would remove") \(files) of \(plan.id)\(nothingToDelete ? "" : ":")\n"
        output += plan.files.map { "  \(loaded.relativePath($0))\n" }.joined()
        if !plan.shared.isEmpty {
            // A file no other clone reads is the project's: a base configuration every target, or another target,
            // starts from.
            let others = plan.shared.contains { $0.clones.isEmpty } ? "other clones or the project" : "other clones"
            output += "keeping the files \(plan.id) shares with \(others):\n"
            output += plan.shared.map { shared in
                let readers =
                    shared.clones.isEmpty
                    ? "the project" : shared.clones.joined(separator: ", ")
                return "  \(loaded.relativePath(shared.path))  (\(readers))\n"
            }.joined()
        }
        if !confirmed, !plan.manualSteps.isEmpty {
            output += "and by hand:\n" + Self.numbered(plan.manualSteps)
        }
        context.standardOutput.write(output)
        guard confirmed else {
            let next =
                nothingToDelete
                ? "it has no files of its own to delete, so only the steps above remove it"
                : "run 'brands remove \(plan.id) --yes' to delete these files"
            return CommandFailure("nothing was deleted; " + next).report(path: path, in: context)
        }
        guard let writer = context.writableFileSystem else {
            return CommandFailure("cannot delete: this file system is read-only").report(path: path, in: context)
        }
        do {
            try writer.removeItems(plan.removals)
        } catch {
            return CommandFailure("cannot delete '\(loaded.relativePath(error.path))': \(error)").report(
                path: path, in: context)
        }
        context.standardOutput.write("removed clone \(plan.id)\n")
        if !plan.manualSteps.isEmpty {
            context.standardOutput.write("left to do by hand:\n" + Self.numbered(plan.manualSteps))
        }
        return .success
    }

    private static func numbered(_ steps: [String]) -> String {
        steps.enumerated().map { "  \($0 + 1). \($1)\n" }.joined()
    }
}
