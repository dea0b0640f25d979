import BrandKit
import Support
import XCConfig

/// The options every workspace command shares, and loading the workspace they name.
struct WorkspaceOptions: Sendable {
    /// `--root DIR`.
    static let root = OptionDefinition.option(
        "root", valueName: "dir",
        help:
            "The workspace root (default: the nearest folder at or above the current one holding brands.json, or Brands/ and Configs/, else an Xcode project or workspace; else the current folder if it is a git repository's root with a project below it)."
    )
    /// `--configuration NAME`, repeatable.
    static let configurations = OptionDefinition.option(
        "configuration", short: "c", valueName: "name",
        help: "A build configuration to check: a role or an Xcode configuration a clone builds (default: all roles).",
        isRepeatable: true)
    /// `--sdk NAME`.
    static let sdk = OptionDefinition.option(
        "sdk", valueName: "sdk",
        help:
            "The SDK that [sdk=…] conditions match (default: the SDK a project target's SDKROOT names, else iphoneos).")

    var root: String?
    var sdk: String?

    init(_ parsed: ParsedArguments) {
        root = parsed.configuration.options.contains { $0.name == "root" } ? parsed.value("root") : nil
        sdk = parsed.configuration.options.contains { $0.name == "sdk" } ? parsed.value("sdk") : nil
    }

    /// The workspace, or a message for standard error when there is none, or (unless `requiringClones` is `false`)
    /// when no clone was found in it.
    ///
    /// Only the clones `selection` names are read in full (unless ``CommandContext/readsEveryClone``); a command
    /// about some clones selects them, so that its cost does not grow with the workspace. A command that compares
    /// no clone passes `keepingOthersWhole: false` (see ``WorkspaceLoader/load(root:selecting:keepingOthersWhole:)``).
    func load(
        in context: CommandContext, arch: String? = nil, requiringClones: Bool = true,
        selecting selection: CloneSelection = .all, keepingOthersWhole: Bool = true
    ) -> Result<Workspace, WorkspaceNotFound> {
        switch findRoot(in: context) {
        case .failure(let failure): return .failure(failure)
        case .success(let root):
            return load(
                root: root, in: context, arch: arch, requiringClones: requiringClones, selecting: selection,
                keepingOthersWhole: keepingOthersWhole)
        }
    }

    /// The workspace root: `--root`, else the one around the current folder; or a message for standard error.
    func findRoot(in context: CommandContext) -> Result<String, WorkspaceNotFound> {
        let loader = WorkspaceLoader(fileSystem: context.fileSystem)
        if let root {
            let rootPath = context.absolutePath(root)
            guard context.fileSystem.isDirectory(rootPath) else {
                return .failure(WorkspaceNotFound(message: "the workspace root '\(root)' is not a folder"))
            }
            return .success(rootPath)
        }
        if let found = loader.findRoot(from: context.currentDirectory) { return .success(found) }
        let hint = loader.generatedProjectHint(root: context.currentDirectory).map { "; " + $0 } ?? ""
        return .failure(
            WorkspaceNotFound(
                message:
                    "no workspace found at or above '\(context.currentDirectory)': no folder holds brands.json, "
                    + "Brands/ and Configs/, or an Xcode project\(hint); run inside a workspace, pass --root, or "
                    + "run 'brands init' to propose a brands.json"
            ))
    }

    /// The loader for one load of the workspace: `--sdk` (default: a project target's `SDKROOT`, else `iphoneos`)
    /// and `arch` bind conditions.
    ///
    /// When the context keeps values until the process exits, the loader reads through a file system cache kept with
    /// them: freeing the cache's hundreds of thousands of paths after a large workspace was a twentieth of the run,
    /// on one core. (Otherwise the loader makes its own cache, freed with it.)
    func loader(in context: CommandContext, arch: String? = nil) -> WorkspaceLoader {
        var fileSystem = context.fileSystem
        if let retainer = context.exitRetainer {
            let cache = CachingFileSystem(fileSystem)
            retainer.keep(cache)
            fileSystem = cache
        }
        var loader = WorkspaceLoader(fileSystem: fileSystem, sdk: sdk ?? "iphoneos", arch: arch)
        // Without --sdk, a project's targets build for the SDK their SDKROOT names, as in Xcode (a tvOS target's
        // [sdk=appletvos*] settings apply); iphoneos stands in where it names none, and for folder clones.
        loader.takesSDKFromTargets = sdk == nil
        // A project's builds go to the user's DerivedData, as with `settings --scheme` (planetary-ios's CocoaPods
        // search paths, built on BUILD_DIR, were under the project's `build` folder).
        loader.user = context.environment["USER"]
        loader.home = context.environment["HOME"]
        loader.path = context.environment["PATH"]
        return loader
    }

    /// The workspace at `root` (found by ``findRoot(in:)``), as ``load(in:arch:requiringClones:selecting:)`` reads it.
    func load(
        root rootPath: String, in context: CommandContext, arch: String? = nil, requiringClones: Bool = true,
        selecting selection: CloneSelection = .all, keepingOthersWhole: Bool = true
    ) -> Result<Workspace, WorkspaceNotFound> {
        let workspace = loader(in: context, arch: arch).load(
            root: rootPath, selecting: context.readsEveryClone ? .all : selection,
            keepingOthersWhole: keepingOthersWhole)
        context.exitRetainer?.keep(workspace)
        if requiringClones && workspace.clones.isEmpty {
            return .failure(
                WorkspaceNotFound(
                    message: "", root: workspace.root,
                    diagnostics: workspace.diagnostics.filter { $0.severity == .error }))
        }
        return .success(workspace)
    }
}

/// The reason no workspace could be loaded, or why the one loaded cannot be worked with.
struct WorkspaceNotFound: Error {
    /// What is wrong, when no diagnostics say it.
    var message: String
    /// The root diagnostics are relative to.
    var root: String = ""
    /// The errors that stop the command (no clone found, and what led to it).
    var diagnostics: [Diagnostic] = []

    /// Writes `error: <message>` (or the diagnostics) to standard error and returns the failure status.
    func report(in context: CommandContext) -> ExitStatus {
        let style = TextStyle(isEnabled: context.isStandardErrorColored)
        if diagnostics.isEmpty {
            context.standardError.write(style.error("error:") + " " + message + "\n")
        } else {
            context.standardError.write(TextDiagnosticRenderer.render(diagnostics, relativeTo: root, style: style))
        }
        return .failure
    }
}

/// Checks clone and configuration names given on the command line against the workspace.
///
/// Names match as the workspace spells them, or regardless of case when only one name differs in case
/// alone, as release tags do (`nwd` is `NWD`).
enum SelectionCheck {
    /// `name` as spelled in `known`: an exact match, else the only one that differs in case alone.
    static func match(_ name: String, in known: [String]) -> String? {
        CloneSelection.match(name, in: known)
    }

    /// `names` as spelled in `known`, each once (`NWD nwd` is one clone), or a usage error for the first that
    /// matches nothing.
    static func resolve(_ names: [String], known: [String], what: String, option: String?) throws(UsageError)
        -> [String]
    {
        var seen = Set<String>()
        return try names.map { name throws(UsageError) in
            if let match = match(name, in: known) { return match }
            throw unknown([name], known: known, what: what, option: option) ?? UsageError("unknown \(what) '\(name)'")
        }.filter { seen.insert($0).inserted }
    }

    /// A usage error for the first name not in `known`, with a suggestion.
    static func unknown(_ names: [String], known: [String], what: String, option: String?) -> UsageError? {
        for name in names where match(name, in: known) == nil {
            var message = "unknown \(what) '\(name)'"
            if let suggestion = Suggestion.closest(to: name, in: known) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; the workspace has: \(NameList.joined(known))"
            }
            if let option { message += " (in \(option))" }
            var error = UsageError(message)
            if what == "clone" { error.unknownClone = name }
            return error
        }
        return nil
    }

    /// The role `name` stands for, or a usage error naming the configurations `clones` build.
    ///
    /// A role of `workspace` (`Release`) stands for itself; else an Xcode configuration all of `clones` build one role
    /// in (`Release-Prod`, which a scheme clone runs and archives) stands for that role, and one that is every role of
    /// a clone for the release role.
    static func role(_ name: String, in workspace: Workspace, clones: [LoadedClone], option: String) throws(UsageError)
        -> String
    {
        let roles = workspace.manifest.configurations
        if let role = match(name, in: roles) { return role }
        var candidates: [String]?
        for clone in clones {
            let definitions = clone.definition.configurations
            // A configuration a clone builds in two roles is one name, so `beta` still matches `Beta` alone.
            var seen = Set<String>()
            let named = match(name, in: definitions.map(\.name).filter { seen.insert($0).inserted })
            let built = definitions.filter { $0.name == named }.map(\.role)
            candidates = candidates.map { $0.filter(built.contains) } ?? built
        }
        if let candidates, !candidates.isEmpty {
            let release = workspace.manifest.release.configuration
            return candidates.contains(release) ? release : candidates[0]
        }
        var error =
            unknown([name], known: roles, what: "configuration", option: nil)?.message
            ?? "unknown configuration '\(name)'"
        let built = clones.filter { clone in clone.definition.configurations.contains { $0.name != $0.role } }
        if !built.isEmpty {
            let described = built.map { clone in
                "\(clone.id) builds "
                    + clone.definition.configurations.map { "\($0.role) in '\($0.name)'" }.joined(separator: ", ")
            }
            error += "; " + described.joined(separator: "; ")
        }
        throw UsageError(error + " (in \(option))")
    }

    /// Writes a usage error found after parsing (against the workspace) and returns exit 64.
    ///
    /// A clone name that matches none because the scheme that would define it cannot be read is no mistake of the
    /// command line: the scheme's errors are written with what they cost, and the run exits 1.
    static func report(
        _ error: UsageError, command: CommandConfiguration, workspace: Workspace? = nil, in context: CommandContext
    ) -> ExitStatus {
        if let name = error.unknownClone, let workspace {
            let unreadable = workspace.unreadableSchemes(named: name)
            if let file = unreadable.first?.location.file {
                let style = TextStyle(isEnabled: context.isStandardErrorColored)
                context.standardError.write(
                    TextDiagnosticRenderer.render(unreadable, relativeTo: workspace.root, style: style)
                        + style.error("error:") + " no clone '\(name)': its scheme "
                        + workspace.relativePath(file) + " cannot be read (above); fix it and run again\n")
                return .failure
            }
        }
        context.standardError.write(
            BrandsCommandLine.usageErrorText(
                error, path: [CommandTable.root, command], colored: context.isStandardErrorColored))
        return .usageError
    }
}
