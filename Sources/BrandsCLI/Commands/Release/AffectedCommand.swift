import BrandKit
import XCConfig

/// `brands affected`: the clones whose inputs a change touches, so CI builds only those.
struct AffectedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "affected",
        abstract: "List the clones a change touches.",
        discussion: """
            A clone is touched by a change to a file in its folder, to an xcconfig in its include chain (so \
            Base.xcconfig touches every clone that includes it), to the Info.plist it names, and to the schema, \
            brands.json or a path brands.json lists under shared_paths (every clone). With --base REF the \
            changes are those of git diff REF...HEAD (since the merge base, as a pull request shows them) plus \
            uncommitted and untracked files; with --paths the arguments are the changed paths, relative to the \
            current folder or absolute. Other paths touch no clone.
            """,
        usage: "affected (--base <ref> | --paths <path>...) [--format <format>] [--root <dir>]",
        options: [
            .option("base", valueName: "ref", help: "Compare HEAD (and uncommitted changes) with this git ref."),
            .flag("paths", help: "Take the changed paths from the arguments."),
            AffectedFormat.option,
            WorkspaceOptions.root,
        ],
        positionals: [
            PositionalDefinition(
                "path", help: "With --paths, the changed paths.", isOptional: true, isRepeatable: true)
        ])

    var base: String?
    var paths: [String]
    var format: AffectedFormat
    var workspace: WorkspaceOptions

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        base = parsed.value("base")
        paths = parsed.positionals("path")
        format = try parsed.value("format", as: AffectedFormat.self) ?? .text
        workspace = WorkspaceOptions(parsed)
        let takesPaths = parsed.isSet("paths")
        if base != nil && takesPaths { throw UsageError("give either --base or --paths, not both") }
        if let first = paths.first, !takesPaths {
            throw UsageError("unexpected argument '\(first)'; put --paths before the changed paths")
        }
        if takesPaths && paths.isEmpty { throw UsageError("--paths needs at least one path") }
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
        let changed: [String]
        if let base {
            do throws(CommandFailure) {
                changed = try Self.changedPaths(since: base, root: loaded.root, in: context)
            } catch {
                return error.report(path: [Self.configuration], in: context)
            }
        } else {
            changed = paths.map(context.absolutePath)
        }
        let affected = AffectedClones(workspace: loaded).compute(changedPaths: changed)
        switch format {
        case .text:
            var output = ""
            for clone in affected {
                output += clone.clone + "\n"
                for reason in clone.reasons { output += "  \(reason.path): \(reason.cause)\n" }
            }
            let pathCount = Set(changed).count
            output +=
                "\(affected.count) of \(loaded.clones.count) clone\(loaded.clones.count == 1 ? "" : "s") affected by \(pathCount) changed path\(pathCount == 1 ? "" : "s")\n"
            context.standardOutput.write(output)
        case .json:
            let clones = affected.map { clone in
                JSONOutput.object([
                    "id": .string(clone.clone),
                    "reasons": .array(
                        clone.reasons.map {
                            .object(["path": .string($0.path), "because": .string($0.cause.description)])
                        }),
                ])
            }
            context.standardOutput.write(JSONOutput.object(["clones": .array(clones)]).rendered() + "\n")
        case .matrix:
            let include = affected.map { JSONOutput.object(["clone": .string($0.clone)]) }
            context.standardOutput.write(JSONOutput.object(["include": .array(include)]).rendered(pretty: false) + "\n")
        }
        return .success
    }

    /// The paths (relative to `root`) changed since the merge base of `base` and HEAD, plus uncommitted changes and
    /// untracked files.
    ///
    /// Renames count as both paths; paths outside `root` are left out.
    static func changedPaths(since base: String, root: String, in context: CommandContext) throws(CommandFailure)
        -> [String]
    {
        let commands = [
            ["diff", "--name-only", "--no-renames", "--relative", "-z", base + "...HEAD", "--"],
            ["diff", "--name-only", "--no-renames", "--relative", "-z", "HEAD", "--"],
            ["ls-files", "--others", "--exclude-standard", "-z"],
        ]
        var paths: [String] = []
        var seen = Set<String>()
        for arguments in commands {
            let output = try CommandFailure.git(arguments, in: root, context: context)
            for path in output.split(separator: "\0") where seen.insert(String(path)).inserted {
                paths.append(String(path))
            }
        }
        return paths
    }
}
