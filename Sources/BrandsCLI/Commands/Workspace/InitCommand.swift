import BrandFormats
import BrandKit
import Support
import XCConfig

/// `brands init`: inspects a repository and proposes the manifest that makes `brands` find every clone.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "init",
        abstract: "Propose a brands.json for a repository, explaining each choice.",
        discussion: """
            Inspects the repository at --root (default: the current folder): its Xcode projects and workspaces, \
            their shared schemes and what each builds, application and extension targets, configuration names \
            (KlarDebug and KlarRelease are one brand's), per-brand folders and their config files, and xcconfig \
            files. Prints the smallest manifest that finds every clone on standard output, leaving out what \
            equals the default, and explains on standard error what it found, what it chose and what it left \
            out. The proposal is tried before it is shown: the repository is read with it. With --write, writes \
            brands.json at the root (atomically); an existing brands.json is only replaced with --force. Exits 1 \
            when the proposal finds no clone (nothing is printed or written).
            """,
        options: [
            .flag("write", help: "Write the proposal to brands.json at the root."),
            .flag("force", help: "With --write, replace an existing brands.json."),
            WorkspaceOptions.root,
        ])

    var root: String?
    var write: Bool
    var force: Bool

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        root = parsed.configuration.options.contains { $0.name == "root" } ? parsed.value("root") : nil
        write = parsed.isSet("write")
        force = parsed.isSet("force")
        if force && !write { throw UsageError("--force only applies with --write") }
    }

    func run(in context: CommandContext) -> ExitStatus {
        let rootPath = root.map(context.absolutePath) ?? context.currentDirectory
        guard context.fileSystem.isDirectory(rootPath) else {
            return CommandFailure("the repository root '\(root ?? rootPath)' is not a folder").report(
                path: [Self.configuration], in: context)
        }
        let proposal = ManifestProposer(fileSystem: context.fileSystem).propose(root: rootPath)
        // A proposal that finds no clone is not printed: `brands init > brands.json` must not leave a manifest that
        // finds nothing; what was looked at and why nothing was found goes to standard error.
        if !proposal.workspace.clones.isEmpty { context.standardOutput.write(proposal.text) }
        for note in proposal.explanations { context.standardError.write("- " + note + "\n") }
        let findings = Validator().validate(proposal.workspace, today: context.today)
        if !proposal.workspace.clones.isEmpty {
            context.standardError.write(
                "- brands validate would report "
                    + DiagnosticPresentation.summary(
                        of: findings, scope: Plural.count(proposal.workspace.clones.count, "clone"))
                    + "\n")
        }
        guard !proposal.workspace.clones.isEmpty else {
            return CommandFailure("no clone found, so nothing is proposed for certain" + (write ? " or written" : ""))
                .report(path: [Self.configuration], in: context)
        }
        guard write else { return .success }
        let destination = Path.join(rootPath, ManifestDecoder.fileName)
        guard let writer = context.writableFileSystem else {
            return CommandFailure("cannot write '\(destination)': this file system is read-only").report(
                path: [Self.configuration], in: context)
        }
        do {
            try writer.write(Array(proposal.text.utf8), to: destination, replacing: force)
        } catch {
            let reason =
                error.reason == .alreadyExists
                ? "brands.json exists at '\(rootPath)'; pass --force to replace it" : "could not write it: \(error)"
            return CommandFailure(reason).report(path: [Self.configuration], in: context)
        }
        context.standardError.write("wrote \(Path.relative(destination, to: context.currentDirectory))\n")
        return .success
    }
}
