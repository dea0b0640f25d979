import BrandKit
import Support
import XCConfig

/// `brands sheet`: one self-contained HTML page showing every clone's icon, colours, contrast, fonts and flags side by
/// side, with `validate`'s findings, and what changed since a git revision.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "sheet",
        abstract: "Write an HTML brand sheet: every clone's icon, colours, contrast, fonts and flags side by side.",
        discussion: """
            Writes one self-contained HTML page (no scripts, no network; icons embedded) with a card per clone: \
            display name, bundle identifier, version and build, app icon, every colour role in light and dark with \
            its value and source, the schema's contrast pairs with their verdicts, fonts, the flags that differ \
            from the registry default and the findings of brands validate; and a table with the clones side by \
            side. With --against REF, marks what changed since that git revision. Writes to standard output \
            unless --output is given; an existing file that is not a brand sheet is only replaced with --force. \
            Exits 1 when validate finds errors in the clones shown (the sheet is still written).
            """,
        options: [
            ResolvedSelection.configurationOption,
            .option(
                "output", short: "o", valueName: "path", help: "Write the page to this file (default: standard output)."
            ),
            .flag("force", help: "Replace the --output file even if it is not a brand sheet."),
            .option(
                "against", valueName: "ref", help: "Mark what changed since this git revision, such as origin/main."),
            WorkspaceOptions.sdk,
            WorkspaceOptions.root,
        ],
        positionals: [
            PositionalDefinition(
                "clone", help: "The clones to show (default: all).", isOptional: true, isRepeatable: true)
        ])

    var clones: [String]
    var configurationName: String?
    var output: String?
    var force: Bool
    var against: String?
    var workspace: WorkspaceOptions

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        clones = parsed.positionals("clone")
        configurationName = parsed.value("configuration")
        output = parsed.value("output")
        force = parsed.isSet("force")
        against = parsed.value("against")
        workspace = WorkspaceOptions(parsed)
        if output?.isEmpty == true { throw UsageError("--output needs a file path, such as brands-sheet.html") }
        if force && output == nil { throw UsageError("--force only applies with --output") }
        if let against, against.isEmpty || against.hasPrefix("-") {
            throw UsageError("--against needs a git revision such as origin/main, not '\(against)'")
        }
    }

    func run(in context: CommandContext) -> ExitStatus {
        // With --against, what the workspace reads now is what the revision is asked for in one go (see `compare`).
        let recorder = against.map { _ in RecordingFileSystem(context.fileSystem) }
        var reading = context
        if let recorder { reading.fileSystem = recorder }
        let loaded: Workspace
        switch workspace.load(in: reading) {
        case .failure(let failure): return failure.report(in: context)
        case .success(let value): loaded = value
        }
        let selected: [String]
        let configuration: String
        do {
            selected = try SelectionCheck.resolve(clones, known: loaded.clones.map(\.id), what: "clone", option: nil)
            configuration = try ResolvedSelection(workspace: loaded).configuration(configurationName)
        } catch {
            return SelectionCheck.report(error, command: Self.configuration, workspace: loaded, in: context)
        }
        let destination = output.flatMap { $0 == "-" ? nil : context.absolutePath($0) }
        do throws(CommandFailure) {
            if let destination { try checkDestination(destination, in: context) }
            // Each card lists what validating its clone alone reports, not every finding in a file it shares.
            let configurations = configurationName == nil ? nil : [configuration]
            let (findings, ofClone) = Validator().validateWithEachClone(
                loaded, clones: selected.isEmpty ? nil : selected, configurations: configurations, today: context.today)
            var sheet = SheetBuilder(fileSystem: reading.fileSystem).sheet(
                of: loaded, clones: selected.isEmpty ? nil : selected, configuration: configuration,
                findings: findings, findingsOfClone: { ofClone[$0] ?? [] })
            if let against {
                sheet = try compare(
                    sheet, with: against, workspace: loaded, reading: recorder?.readPaths ?? [], in: context)
            }
            let page = SheetHTMLRenderer(sheet: sheet, version: BrandsVersion.current).render()
            if let destination {
                guard let writer = context.writableFileSystem else {
                    throw CommandFailure("could not write '\(output ?? destination)': this file system is read-only")
                }
                // checkDestination has decided an existing file may be replaced (a sheet, or --force); a missing one is created
                // without replacing, so a file that appears meanwhile is not overwritten.
                do {
                    try writer.write(
                        Array(page.utf8), to: destination, replacing: context.fileSystem.exists(destination))
                } catch {
                    throw CommandFailure("could not write '\(output ?? destination)': \(error)")
                }
            } else {
                context.standardOutput.write(page)
            }
            report(sheet, findings: findings, root: loaded.root, in: context)
            return ExitStatus(diagnostics: findings)
        } catch {
            return error.report(path: [Self.configuration], in: context)
        }
    }

    /// Refuses a folder, and a file that is not a brand sheet unless `--force`.
    private func checkDestination(_ path: String, in context: CommandContext) throws(CommandFailure) {
        let shown = output ?? path
        switch context.fileSystem.kind(of: path) {
        case .directory: throw CommandFailure("'\(shown)' is a folder; give --output a file path")
        case .file:
            guard !force else { return }
            let head = (try? context.fileSystem.contents(of: path)).map {
                String(decoding: $0.prefix(4096), as: UTF8.self)
            }
            if head?.contains(SheetHTMLRenderer.generatorMarker) != true {
                throw CommandFailure("'\(shown)' exists and is not a brand sheet; pass --force to replace it")
            }
        case nil: return
        }
    }

    /// `sheet` marked with what changed since `revision`, read through git without checking anything out; `paths`
    /// (what the workspace read now) are read from the revision in one go first.
    private func compare(
        _ sheet: BrandSheet, with revision: String, workspace: Workspace, reading paths: [String],
        in context: CommandContext
    ) throws(CommandFailure) -> BrandSheet {
        let fileSystem: GitRevisionFileSystem
        do {
            fileSystem = try GitRevisionFileSystem(revision: revision, at: workspace.root, git: context.git)
        } catch {
            throw CommandFailure(error.description)
        }
        fileSystem.prefetch(paths)
        var loader = WorkspaceLoader(fileSystem: fileSystem, sdk: self.workspace.sdk ?? "iphoneos")
        loader.takesSDKFromTargets = self.workspace.sdk == nil
        let earlier = loader.load(root: workspace.root)
        let baseline = SheetBuilder(fileSystem: fileSystem).sheet(
            of: earlier, clones: clones.isEmpty ? nil : sheet.clones.map(\.id), configuration: sheet.configuration)
        return sheet.compared(with: baseline, revision: revision, commit: fileSystem.commit)
    }

    /// The findings at error severity, then a line saying what was written, on standard error.
    private func report(_ sheet: BrandSheet, findings: [Diagnostic], root: String, in context: CommandContext) {
        let style = TextStyle(isEnabled: context.isStandardErrorColored)
        let errors = findings.filter { $0.severity == .error }
        if !errors.isEmpty {
            context.standardError.write(TextDiagnosticRenderer.render(errors, relativeTo: root, style: style))
        }
        let place = output.flatMap { $0 == "-" ? nil : "'\($0)'" } ?? "standard output"
        let counts = DiagnosticPresentation.summary(
            of: findings, scope: Plural.count(sheet.clones.count, "clone"))
        context.standardError.write("wrote the brand sheet to \(place): \(counts)\n")
    }
}
