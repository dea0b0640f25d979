import BrandKit
import Support
import XCConfig

/// `brands generate swift`: one Swift file with the typed configuration of the clone being built.
struct GenerateSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "swift",
        abstract: "Write a Swift file with the typed configuration of every clone.",
        discussion: """
            The file declares a CloneConfiguration protocol and the types the schema describes (flags with their \
            registry types, colours light and dark as components and hex, fonts, the config.json fields), and the \
            values of the clone being built: CLONE_<ID> in SWIFT_ACTIVE_COMPILATION_CONDITIONS chooses the clone \
            (no condition stops the build at #error), DEBUG the Debug values (every configuration other than the \
            release one by its name in capitals), the release configuration's values otherwise. Use it as \
            Clone.current. The file needs only the standard library.

            Without --output the file goes to standard output. With --output it is written atomically, and only \
            when its text changes; a file that does not start with the generated-file header is never replaced \
            unless --force is given. --check writes nothing and exits 1 when the file is missing or out of date, \
            listing the clones and values that differ.
            """,
        options: [
            .option("output", short: "o", valueName: "path", help: "The file to write (default: standard output)."),
            .flag("check", help: "Write nothing; exit 1 when the file at --output is missing or out of date."),
            .flag("force", help: "Replace the file at --output even when it lacks the generated-file header."),
            .option(
                "access", valueName: "level", help: "The access level of the declarations.",
                allowedValues: ["public", "internal"], defaultValue: "public"),
            WorkspaceOptions.root,
        ])

    var output: String?
    var check: Bool
    var force: Bool
    var isPublic: Bool
    var workspace: WorkspaceOptions

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        output = parsed.value("output")
        check = parsed.isSet("check")
        force = parsed.isSet("force")
        isPublic = (parsed.value("access") ?? "public") == "public"
        workspace = WorkspaceOptions(parsed)
        if check && output == nil { throw UsageError("--check needs --output, the file to compare with") }
        if check && force { throw UsageError("--check writes nothing, so --force has no effect; drop one of them") }
        if output?.isEmpty == true { throw UsageError("--output needs a file path") }
    }

    func run(in context: CommandContext) -> ExitStatus {
        let loaded: Workspace
        switch workspace.load(in: context) {
        case .failure(let failure): return failure.report(in: context)
        case .success(let value): loaded = value
        }
        let style = TextStyle(isEnabled: context.isStandardErrorColored)
        // Problems of files no clone reads (a scheme that is no clone's) change no value and do not stop it.
        let readingErrors = ValidationContext.readingDiagnosticsConcerningClones(of: loaded).filter {
            $0.severity == .error
        }
        if !readingErrors.isEmpty {
            context.standardError.write(
                TextDiagnosticRenderer.render(readingErrors, relativeTo: loaded.root, style: style))
            return CommandFailure(
                "the workspace has files that could not be read, so values would fall back to "
                    + "defaults; fix them first (brands validate explains each)"
            ).report(path: path, in: context)
        }
        let target = output.map { path in
            GeneratedFileOutput(
                displayPath: path, path: context.absolutePath(path), header: SwiftCodeGenerator.header)
        }
        var generator = SwiftCodeGenerator(
            schema: loaded.schema, configurations: loaded.manifest.configurations,
            releaseConfiguration: loaded.manifest.release.configuration, root: loaded.root,
            options: .init(isPublic: isPublic, regenerateCommand: regenerateCommand(target, root: loaded.root)))
        generator.usesSchema = loaded.manifest.usesSchema
        let result = generator.generate(Self.clones(of: loaded))
        // The compilation-condition check is about the project, and `rules` in brands.json may change or silence it;
        // the others say what could not be generated.
        let diagnostics = result.diagnostics.flatMap { diagnostic in
            diagnostic.rule == SwiftGenerationMessages.conditionID
                ? Validator.applyingRuleSettings(to: [diagnostic], in: loaded) : [diagnostic]
        }
        if !diagnostics.isEmpty {
            context.standardError.write(
                TextDiagnosticRenderer.render(diagnostics, relativeTo: loaded.root, style: style))
        }
        if diagnostics.containsErrors {
            return CommandFailure("no swift was generated; fix the errors above").report(path: path, in: context)
        }
        guard let target else {
            context.standardOutput.write(result.text)
            return .success
        }
        do {
            if check { return try self.check(result.text, against: target, in: context) }
            switch try target.write(result.text, force: force, in: context) {
            case .unchanged: context.standardOutput.write("\(target.displayPath) is up to date\n")
            case .written(let created):
                context.standardOutput.write("\(created ? "created" : "updated") \(target.displayPath)\n")
            }
            return .success
        } catch {
            return error.report(path: path, in: context)
        }
    }

    /// The command path, for messages.
    private var path: [CommandConfiguration] { [GenerateCommand.configuration, Self.configuration] }

    /// `brands generate swift --output <path relative to the root>`, with the options that change the text.
    private func regenerateCommand(_ target: GeneratedFileOutput?, root: String) -> String {
        var words = ["brands", "generate", "swift"]
        if let target {
            words += ["--output", ShellQuoting.word(Path.relative(target.path, to: root))]
        }
        if !isPublic { words += ["--access", "internal"] }
        return words.joined(separator: " ")
    }

    /// Compares the file on disk with `text`: up to date (0), or missing, not generated, or stale (1).
    private func check(_ text: String, against target: GeneratedFileOutput, in context: CommandContext)
        throws(CommandFailure) -> ExitStatus
    {
        guard let existing = try target.existing(in: context) else {
            throw CommandFailure("'\(target.displayPath)' does not exist; run '\(regenerate(target, context))'")
        }
        try target.requireHeader(existing, force: false)
        if existing == text {
            context.standardOutput.write("\(target.displayPath) is up to date\n")
            return .success
        }
        let differences = GeneratedSwiftComparison.compare(onDisk: existing, generated: text)
        context.standardOutput.write(GeneratedSwiftSummary.render(differences, file: target.displayPath))
        throw CommandFailure("'\(target.displayPath)' is out of date; run '\(regenerate(target, context))'")
    }

    private func regenerate(_ target: GeneratedFileOutput, _ context: CommandContext) -> String {
        var words = ["brands", "generate", "swift", "--output", ShellQuoting.word(target.displayPath)]
        if !isPublic { words += ["--access", "internal"] }
        return words.joined(separator: " ")
    }

    /// Every clone in every configuration of the manifest, as the generator takes them.
    static func clones(of workspace: Workspace) -> [SwiftCodeGenerator.Clone] {
        let assembler = CloneConfigurationAssembler(schema: workspace.schema)
        return workspace.clones.map { clone in
            SwiftCodeGenerator.Clone(
                id: clone.id, location: clone.location,
                configurations: workspace.manifest.configurations.map { assembler.assemble(clone, configuration: $0) })
        }
    }
}
