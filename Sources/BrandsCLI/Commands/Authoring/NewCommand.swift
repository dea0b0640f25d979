import BrandKit
import Support
import XCConfig

/// `brands new ID --from EXISTING`: a new clone as a copy of an existing one.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "new",
        abstract: "Create a clone as a copy of an existing one.",
        discussion: """
            Copies every file that belongs to the existing clone alone (its folder, its own xcconfig files; never \
            a file other clones share, such as Configs/Base.xcconfig) to paths where its id is replaced, and \
            rewrites their text: the id where it stands as a word (NWD-Debug.xcconfig, CLONE_NWD, apps/nwd; not \
            nwdPub7), the display name (to --name, else the new id) and, with --bundle-id, the bundle identifier \
            and the ones built on it (.debug, .widget). Binary files are copied as they are. Nothing is written \
            over an existing file, and the files are written all or none. Then the new clone is validated and \
            what is left to do by hand is listed (a bundle identifier of its own, artwork, the Xcode project).
            """,
        options: [
            .option("from", valueName: "clone", help: "The clone to copy."),
            .option("name", valueName: "name", help: "The new clone's display name (default: its id)."),
            .option("bundle-id", valueName: "id", help: "The new clone's bundle identifier."),
            WorkspaceOptions.root,
        ],
        positionals: [PositionalDefinition("id", help: "The new clone's id: a letter, then letters, digits or _.")])

    var id: String
    var source: String
    var name: String?
    var bundleIdentifier: String?
    var workspace: WorkspaceOptions

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        id = parsed.positional("id") ?? ""
        guard let source = parsed.value("from") else { throw UsageError("--from is required: the clone to copy") }
        self.source = source
        name = parsed.value("name")
        bundleIdentifier = parsed.value("bundle-id")
        workspace = WorkspaceOptions(parsed)
    }

    func run(in context: CommandContext) -> ExitStatus {
        let selection: ResolvedSelection
        switch workspace.load(in: context) {
        case .failure(let failure): return failure.report(in: context)
        case .success(let loaded): selection = ResolvedSelection(workspace: loaded)
        }
        let loaded = selection.workspace
        let path = [Self.configuration]
        let plan: NewClonePlan
        do {
            let source = try selection.clone(self.source).self
            plan = try NewClonePlanner(workspace: loaded, fileSystem: context.fileSystem).plan(
                id: id, from: source, name: name, bundleIdentifier: bundleIdentifier)
        } catch let error as UsageError {
            var renamed = error
            renamed.message = error.message.replacingOccurrences(of: "unknown clone", with: "unknown clone to copy")
            return SelectionCheck.report(renamed, command: Self.configuration, workspace: loaded, in: context)
        } catch let refusal as AuthoringRefusal {
            let failure =
                refusal.isUsageError
                ? CommandFailure.usage(UsageError(refusal.message)) : CommandFailure(refusal.message)
            return failure.report(path: path, in: context)
        } catch {
            return CommandFailure("\(error)").report(path: path, in: context)
        }
        guard let writer = context.writableFileSystem else {
            return CommandFailure("cannot write the new clone: this file system is read-only").report(
                path: path, in: context)
        }
        do {
            try writer.write(plan.files.map { FileToWrite(path: $0.path, bytes: $0.bytes) })
        } catch {
            return CommandFailure("cannot write '\(loaded.relativePath(error.path))': \(error); nothing was written")
                .report(path: path, in: context)
        }
        var output = "created clone \(plan.id) from \(plan.source): \(Plural.count(plan.files.count, "file"))\n"
        for file in plan.files {
            let note =
                !file.isText
                ? "copied"
                : file.replacements == 0 ? "copied, nothing to change" : Plural.count(file.replacements, "change")
            output += "  \(loaded.relativePath(file.path))  (\(note))\n"
        }
        context.standardOutput.write(output)
        reportValidation(of: plan.id, in: context)
        if !plan.manualSteps.isEmpty {
            let steps = plan.manualSteps.enumerated().map { "  \($0 + 1). \($1)\n" }.joined()
            context.standardOutput.write("left to do by hand:\n" + steps)
        }
        return .success
    }

    /// Validates the new clone in the workspace as it now is and prints what was found.
    private func reportValidation(of id: String, in context: CommandContext) {
        guard case .success(let reloaded) = workspace.load(in: context) else { return }
        guard reloaded.clone(id) != nil else {
            // Clones read from an Xcode project exist once the project builds them; its files wait until then.
            context.standardOutput.write(
                "\(id) is not a clone yet: brands finds it once the project builds it (the steps below); "
                    + "then run 'brands validate \(id)'\n")
            return
        }
        let diagnostics = Validator().validate(reloaded, clones: [id], today: context.today)
        let summary = DiagnosticPresentation.summary(of: diagnostics, scope: nil)
        context.standardOutput.write("checked \(id): \(summary)\n")
        context.standardOutput.write(TextDiagnosticRenderer.render(diagnostics, relativeTo: reloaded.root))
    }
}
