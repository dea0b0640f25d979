import BrandKit
import Support
import XCConfig

/// `brands affected`: the clones whose inputs a change touches, so CI builds only those.
struct AffectedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "affected",
        abstract: "List the clones a change touches.",
        discussion: """
            A clone is touched by a change to a file its app target, an app extension the app embeds or a target \
            they depend on builds (sources, resources, synchronized folders less their exceptions), to a file in \
            its folder, to an xcconfig in its include chain (so Base.xcconfig touches every clone that includes \
            it, and a deleted or new include counts), to the Info.plist or entitlements it names, to its scheme, \
            project or workspace, and to the schema, brands.json or a path brands.json lists under shared_paths \
            (every clone). With --base REF the changes are those of git diff REF...HEAD (since the merge base, as \
            a pull request shows them) plus uncommitted and untracked files, a rename counting as its old and new \
            paths, and a changed project file counting only for the clones it builds differently than at the merge \
            base; with --paths the arguments are the changed paths, relative to the current folder or absolute. \
            --explain says what to build for each clone and every reason each path touches it, and lists the \
            paths that touch no clone; --format matrix gives each clone's scheme, configuration and project.
            """,
        usage: "affected (--base <ref> | --paths <path>...) [--explain] [--format <format>] [--root <dir>]",
        options: [
            .option("base", valueName: "ref", help: "Compare HEAD (and uncommitted changes) with this git ref."),
            .flag("paths", help: "Take the changed paths from the arguments."),
            .flag("explain", help: "Say for each clone what to build and every reason it is affected."),
            AffectedFormat.option,
            WorkspaceOptions.root,
        ],
        positionals: [
            PositionalDefinition(
                "path", help: "With --paths, the changed paths.", isOptional: true, isRepeatable: true)
        ])

    var base: String?
    var paths: [String]
    var explain: Bool
    var format: AffectedFormat
    var workspace: WorkspaceOptions

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        base = parsed.value("base")
        paths = parsed.positionals("path")
        explain = parsed.isSet("explain")
        format = try parsed.value("format", as: AffectedFormat.self) ?? .text
        workspace = WorkspaceOptions(parsed)
        let takesPaths = parsed.isSet("paths")
        if base != nil && takesPaths { throw UsageError("give either --base or --paths, not both") }
        if let first = paths.first, !takesPaths {
            throw UsageError("unexpected argument '\(first)'; put --paths before the changed paths")
        }
        if takesPaths && paths.isEmpty { throw UsageError("--paths needs at least one path") }
        // An empty argument (a script's unset variable) would be the current folder, which touches every clone.
        if paths.contains(where: \.isEmpty) { throw UsageError("--paths takes no empty path") }
        if base == nil && !takesPaths {
            throw UsageError("say what changed: --base <ref> (compared with HEAD) or --paths <path>...")
        }
        if let base, base.isEmpty || base.hasPrefix("-") {
            throw UsageError("--base needs a git ref such as origin/main, not '\(base)'")
        }
    }

    func run(in context: CommandContext) -> ExitStatus {
        let loaded: Workspace
        switch workspace.load(in: context) {
        case .failure(let failure): return failure.report(in: context)
        case .success(let value): loaded = value
        }
        // A clone that a scheme or project that cannot be read defines is missing, and no answer leaving it out
        // is one a CI can fan out on.
        let unreadable = loaded.unreadableDefinitions
        if !unreadable.isEmpty {
            let style = TextStyle(isEnabled: context.isStandardErrorColored)
            let files = Set(unreadable.map(\.location.file)).count
            context.standardError.write(
                TextDiagnosticRenderer.render(unreadable, relativeTo: loaded.root, style: style)
                    + style.error("error:") + " cannot tell which clones the changes touch: "
                    + (files == 1
                        ? "a file that defines clones cannot be read (above); fix it"
                        : "\(files) files that define clones cannot be read (above); fix them") + " and run again\n")
            return .failure
        }
        let changed: [ChangedPath]
        if let base {
            do throws(CommandFailure) {
                changed = try Self.changedPaths(since: base, root: loaded.root, in: context)
            } catch {
                return error.report(path: [Self.configuration], in: context)
            }
        } else {
            changed = paths.map { ChangedPath(context.absolutePath($0)) }
        }
        let builtAsBefore = base.map { Self.builtAsBefore(since: $0, changes: changed, in: loaded, context: context) }
        let result = AffectedClones(workspace: loaded, builtAsBefore: builtAsBefore ?? []).compute(changes: changed)
        let renderer = AffectedRenderer(result: result, workspace: loaded)
        switch format {
        case .text: context.standardOutput.write(renderer.text(explain: explain))
        case .json: context.standardOutput.write(renderer.json())
        case .matrix: context.standardOutput.write(renderer.matrix())
        }
        return .success
    }

    /// When the changes touch a clone's project file, the clones the project at the merge base of `base` and HEAD
    /// builds exactly as now: for them the project file's change is no reason.
    ///
    /// Empty, so every clone counts, when the project did not change or the earlier workspace cannot be read.
    static func builtAsBefore(
        since base: String, changes: [ChangedPath], in workspace: Workspace, context: CommandContext
    ) -> Set<String> {
        let projectFiles = Set(
            workspace.clones.flatMap { clone in
                clone.inputs.entries.filter { $0.role == .projectFile }.map(\.path)
            })
        let touched = changes.contains { change in
            projectFiles.contains(workspace.absolutePath(AffectedClones(workspace: workspace).normalized(change.path)))
        }
        guard touched,
            let mergeBase = try? context.git.run(["merge-base", base, "HEAD"], in: workspace.root)
                .trimmingCharacters(in: .whitespacesAndNewlines),
            let fileSystem = try? GitRevisionFileSystem(revision: mergeBase, at: workspace.root, git: context.git)
        else { return [] }
        fileSystem.prefetch(workspace.clones.flatMap { $0.inputs.entries.map(\.path) })
        // Read as the current workspace is (see WorkspaceOptions.loader): targets for the SDK they name, built as the
        // same user with the same environment (a build folder under HOME, or PATH, differing made every clone's
        // settings differ, so every change of the project touched every clone).
        var loader = WorkspaceLoader(fileSystem: fileSystem)
        loader.takesSDKFromTargets = true
        loader.user = context.environment["USER"]
        loader.home = context.environment["HOME"]
        loader.path = context.environment["PATH"]
        let earlier = loader.load(root: workspace.root)
        return AffectedClones.builtAsBefore(in: workspace, earlier: earlier)
    }

    /// The paths (relative to `root`) changed since the merge base of `base` and HEAD, plus uncommitted changes and
    /// untracked files, as `git diff --name-status -M` gives them.
    ///
    /// A rename counts as its old and new paths; paths outside `root` are left out.
    static func changedPaths(since base: String, root: String, in context: CommandContext) throws(CommandFailure)
        -> [ChangedPath]
    {
        let diffs = [
            ["diff", "--name-status", "-M", "--relative", "-z", base + "...HEAD", "--"],
            ["diff", "--name-status", "-M", "--relative", "-z", "HEAD", "--"],
        ]
        var changes: [ChangedPath] = []
        for arguments in diffs {
            changes += ChangedPath.parse(nameStatus: try CommandFailure.git(arguments, in: root, context: context))
        }
        let untracked = try CommandFailure.git(
            ["ls-files", "--others", "--exclude-standard", "-z"], in: root, context: context)
        changes += untracked.split(separator: "\0").map { ChangedPath(String($0), .added) }
        return ChangedPath.merged(changes)
    }
}
