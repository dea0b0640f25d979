import BrandFormats
import BrandKit
import Support
import XCConfig

/// `brands release plan TAG…`: checks release tags such as `nwd/6.0.0/2` and writes what CI needs to build
/// each one.
struct ReleasePlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "plan",
        abstract: "Check release tags and print the build plan of each.",
        discussion: """
            A tag is clone/version/build (the format can be changed under "release" in brands.json), such as \
            nwd/6.0.0/2. Tags come from the arguments, else from standard input (one per line), or with \
            --from-git from the tags pointing at HEAD. A tag is refused when it is malformed, its clone does \
            not validate, its version differs from the clone's MARKETING_VERSION, its build number is not \
            higher than every earlier tag's of the clone (from --existing-tags, or git tag --list with \
            --from-git), or it is given twice. Diagnostics point at SOURCE:N:COL, where SOURCE is \
            <arguments>, <stdin> or <git>, N the tag's position and COL the character of the problem. \
            With a machine format they go to standard error. Exits 1 when a tag is refused.
            """,
        options: [
            ReleasePlanFormat.option,
            .flag("from-git", help: "Plan the tags pointing at HEAD; earlier tags come from git tag --list."),
            .option(
                "existing-tags", valueName: "file",
                help: "A file of earlier tags, one per line, whose build numbers each tag must exceed."),
            WorkspaceOptions.root,
        ],
        positionals: [
            PositionalDefinition(
                "tag", help: "The tags to plan (default: standard input).", isOptional: true, isRepeatable: true)
        ])

    var tags: [String]
    var format: ReleasePlanFormat
    var fromGit: Bool
    var existingTagsFile: String?
    var workspace: WorkspaceOptions

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        tags = parsed.positionals("tag")
        format = try parsed.value("format", as: ReleasePlanFormat.self) ?? .text
        fromGit = parsed.isSet("from-git")
        existingTagsFile = parsed.value("existing-tags")
        workspace = WorkspaceOptions(parsed)
        if fromGit && !tags.isEmpty {
            throw UsageError(
                "--from-git plans the tags pointing at HEAD; give tags as arguments or --from-git, not both")
        }
    }

    func run(in context: CommandContext) -> ExitStatus {
        let root: String
        switch workspace.findRoot(in: context) {
        case .failure(let failure): return failure.report(in: context)
        case .success(let value): root = value
        }
        let inputs: [TagInput]
        do throws(CommandFailure) {
            inputs = try tagInputs(root: root, in: context)
        } catch {
            // A workspace without clones is the first thing to say, as when nothing was planned yet.
            if case .failure(let failure) = workspace.load(root: root, in: context, selecting: .named([])) {
                return failure.report(in: context)
            }
            return error.report(path: [ReleaseCommand.configuration, Self.configuration], in: context)
        }
        // Only the clones the tags name are read in full; the others for the collisions a release must not have.
        let texts = inputs.map(\.text)
        let tagged = CloneSelection.chosen { ids, manifest in
            let parser = TagParser(format: manifest.release.tagFormat, clones: ids)
            return texts.compactMap { try? parser.parse($0).get().clone }
        }
        let loaded: Workspace
        switch workspace.load(root: root, in: context, selecting: tagged) {
        case .failure(let failure): return failure.report(in: context)
        case .success(let value): loaded = value
        }
        let existing: [String]
        do throws(CommandFailure) {
            existing = try existingTags(root: loaded.root, in: context)
        } catch {
            return error.report(path: [ReleaseCommand.configuration, Self.configuration], in: context)
        }
        let planner = ReleasePlanner(workspace: loaded, today: context.today)
        // HEAD may carry other tags too (`v9`, `latest`); with --from-git only those shaped like release
        // tags are planned, and the rest are noted rather than failing the job.
        let (releaseTags, skipped) = fromGit ? Self.releaseShaped(inputs, parser: planner.parser) : (inputs, [])
        if releaseTags.isEmpty {
            return CommandFailure(
                "no release tag points at HEAD (tags there: \(NameList.joined(inputs.map(\.text)))); expected the form '\(planner.parser.format)'"
            ).report(path: [ReleaseCommand.configuration, Self.configuration], in: context)
        }
        let (plans, planned) = planner.plan(releaseTags, existingTags: existing)
        let diagnostics = planned + skipped
        let scope = Plural.count(releaseTags.count, "tag")
        let style = TextStyle(
            isEnabled: format == .text ? context.isStandardOutputColored : context.isStandardErrorColored)
        let report = TextDiagnosticRenderer.render(diagnostics, relativeTo: loaded.root, style: style)
        let summary =
            "\(plans.count) of \(scope) planned; " + DiagnosticPresentation.summary(of: diagnostics) + "\n"
        switch format {
        case .text:
            var output = report
            if !report.isEmpty && !plans.isEmpty { output += "\n" }
            output += ReleasePlanRenderer.text(plans)
            context.standardOutput.write(output + (output.isEmpty ? "" : "\n") + summary)
            return ExitStatus(diagnostics: diagnostics)
        case .json: context.standardOutput.write(ReleasePlanRenderer.json(plans))
        case .githubOutput: context.standardOutput.write(ReleasePlanRenderer.githubOutput(plans))
        case .matrix: context.standardOutput.write(ReleasePlanRenderer.matrix(plans))
        case .env: context.standardOutput.write(ReleasePlanRenderer.env(plans))
        }
        context.standardError.write(report + summary)
        return ExitStatus(diagnostics: diagnostics)
    }

    /// The inputs that have the shape of a release tag, and a note for each that does not.
    static func releaseShaped(_ inputs: [TagInput], parser: TagParser) -> ([TagInput], [Diagnostic]) {
        var kept: [TagInput] = []
        var notes: [Diagnostic] = []
        for input in inputs {
            switch parser.parse(input.text) {
            case .failure(.partCount), .failure(.mismatch):
                notes.append(
                    Diagnostic(
                        .note, rule: ReleasePlanner.Check.invalidTag,
                        "ignoring tag '\(input.text)' at HEAD: it is not a release tag of the form '\(parser.format)'",
                        at: input.location))
            default:
                kept.append(input)
            }
        }
        return (kept, notes)
    }

    /// The tags to plan: the arguments, the tags at HEAD, or standard input.
    private func tagInputs(root: String, in context: CommandContext) throws(CommandFailure) -> [TagInput] {
        if !tags.isEmpty { return TagSources.fromArguments(tags) }
        if fromGit {
            let output = try CommandFailure.git(["tag", "--points-at", "HEAD"], in: root, context: context)
            let inputs = TagSources.fromLines(output, source: TagSources.git)
            if inputs.isEmpty { throw CommandFailure("no tag points at HEAD; tag the commit, or give tags") }
            return inputs
        }
        guard !context.isStandardInputTerminal else { throw CommandFailure.usage(Self.noTags) }
        let read: String?
        do {
            read = try context.readStandardInput()
        } catch {
            throw CommandFailure("cannot read the tags from standard input: \(error.reason); give them as arguments")
        }
        guard let text = read else { throw CommandFailure.usage(Self.noTags) }
        let inputs = TagSources.fromLines(text, source: TagSources.standardInput)
        if inputs.isEmpty { throw CommandFailure.usage(Self.noTags) }
        return inputs
    }

    /// The earlier tags: the `--existing-tags` file and, with `--from-git`, every tag of the repository.
    private func existingTags(root: String, in context: CommandContext) throws(CommandFailure) -> [String] {
        var existing: [String] = []
        if let existingTagsFile {
            let path = context.absolutePath(existingTagsFile)
            do {
                let bytes = try context.fileSystem.contents(of: path)
                existing += TagSources.tagList(String(decoding: bytes, as: UTF8.self))
            } catch {
                // A pipe (`--existing-tags <(git tag --list)`, `/dev/stdin`) is read as standard input is.
                let piped: String?
                do {
                    piped = context.fileSystem.kind(of: path) == .file ? try context.readPipe(path) : nil
                } catch let failure {
                    throw CommandFailure(
                        "cannot read the --existing-tags file '\(existingTagsFile)': \(failure.reason)")
                }
                guard let piped else {
                    throw CommandFailure("cannot read the --existing-tags file '\(existingTagsFile)': \(error)")
                }
                existing += TagSources.tagList(piped)
            }
        }
        if fromGit {
            existing += TagSources.tagList(try CommandFailure.git(["tag", "--list"], in: root, context: context))
        }
        return existing
    }

    /// The usage error when no tag was given anywhere.
    static let noTags = UsageError(
        "no tags given; pass tags such as nwd/6.0.0/2 as arguments or on standard input, or use --from-git")
}
