import Foundation
import Support
import XCConfig

/// The rule ids and messages of schemes and workspaces.
public enum SchemeDiagnostics {
    /// Rule id for a scheme or workspace file that cannot be read, or whose root element is wrong.
    public static let fileRule = "xcode_scheme_file"
    /// Rule id for a buildable reference that lacks an attribute the reader needs.
    public static let fieldRule = "xcode_scheme_field"
    /// Rule id for a buildable reference to a target its project does not have.
    public static let targetRule = "xcode_scheme_target"
    /// Rule id for a test action's testable that names a target its project does not have (a warning: the scheme
    /// still builds, runs and archives what it did).
    public static let testableRule = "xcode_scheme_testable"
    /// Rule id for a build action entry that no action builds (every `buildFor…` is `NO`) and that names a target or
    /// project that does not exist (a warning: the entry has no effect).
    public static let unusedEntryRule = "xcode_scheme_unused_entry"
    /// Rule id for an action whose build configuration the project does not have.
    public static let configurationRule = "xcode_scheme_configuration"
    /// Rule id for a buildable reference or workspace entry naming a project that is not there.
    public static let containerRule = "xcode_scheme_container"

    /// A file that could not be read.
    public static func unreadable(_ file: String, reason: FileSystemError) -> Diagnostic {
        Diagnostic(
            .error, rule: fileRule, "cannot read '\(Path.lastComponent(of: file))': \(reason)", at: .start(of: file))
    }

    /// A root element other than the expected one.
    public static func wrongRoot(_ found: String, expected: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, rule: fileRule, "the root element is <\(found)>, expected <\(expected)>", at: location)
    }

    /// A `BuildableReference` without `BlueprintIdentifier` or `ReferencedContainer`.
    public static func missingAttribute(_ attribute: String, of element: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(.error, rule: fieldRule, "<\(element)> has no '\(attribute)' attribute; add it", at: location)
    }

    /// A buildable reference to a target its project does not have; `use` says what the scheme does with it.
    public static func unknownTarget(
        name: String, id: String, scheme: String, project: String, suggestion: String?, use: TargetUse = .build,
        at location: SourceLocation
    ) -> Diagnostic {
        var message =
            "scheme '\(scheme)' \(use.verb) target '\(name)' (\(id)), which project '\(project)' does not have"
        if let suggestion {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; remove it from the scheme"
        }
        return Diagnostic(use.severity, rule: use.rule, message, at: location)
    }

    /// A buildable reference whose target is there by name but under another id (the project was regenerated).
    public static func staleIdentifier(
        name: String, id: String, scheme: String, actualID: String, use: TargetUse = .build,
        at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            use.severity, rule: use.rule,
            "scheme '\(scheme)' names target '\(name)' by id '\(id)', but the target's id is '\(actualID)'; open and save the scheme in Xcode",
            at: location)
    }

    /// What a scheme does with a target it names.
    ///
    /// Its build action builds it for running, profiling, archiving or analyzing; its launch action runs it; only its
    /// tests use it (testables, and build entries built for testing alone); or a build entry lists it for no action
    /// at all. A stale reference is an error when the scheme builds or runs the target, a warning otherwise: the app
    /// still builds and archives.
    public enum TargetUse: Sendable, Hashable, Comparable {
        // Weakest first: a target named several ways is reported for its strongest use.
        case list
        case test
        case launch
        case build

        /// The words of a message: "builds", "runs", "tests" or "lists, but builds for no action,".
        public var verb: String {
            switch self {
            case .build: "builds"
            case .launch: "runs"
            case .test: "tests"
            case .list: "lists, but builds for no action,"
            }
        }

        /// ``targetRule``; ``testableRule`` for a target only the tests use, ``unusedEntryRule`` for one no action
        /// builds.
        public var rule: String {
            switch self {
            case .build, .launch: SchemeDiagnostics.targetRule
            case .test: SchemeDiagnostics.testableRule
            case .list: SchemeDiagnostics.unusedEntryRule
            }
        }

        /// An error when the scheme builds or runs the target, a warning otherwise.
        public var severity: Severity { self >= .launch ? .error : .warning }

        /// What a build action entry built for `actions` does with its target.
        public static func entry(builtFor actions: Set<SchemeAction>) -> TargetUse {
            if actions.isEmpty { return .list }
            return actions == [.test] ? .test : .build
        }
    }

    /// An action whose `buildConfiguration` neither the project nor the target has.
    public static func unknownConfiguration(
        _ name: String, action: SchemeAction, scheme: String, project: String, suggestion: String?,
        at location: SourceLocation
    ) -> Diagnostic {
        var message =
            "the \(action.rawValue) action of scheme '\(scheme)' uses configuration '\(name)', which project '\(project)' does not have"
        message += suggestion.map { "; did you mean '\($0)'?" } ?? "; Xcode falls back to the project's default"
        // Running and archiving build what a developer tries and what ships; testing, profiling and analysing in
        // the wrong configuration is worth a warning (AltMe's Flutter schemes have eight such lines).
        let severity: Severity = action == .launch || action == .archive ? .error : .warning
        return Diagnostic(severity, rule: configurationRule, message, at: location)
    }

    /// A container that is not there; when the scheme neither builds nor runs what it names there (`use` is `.test`
    /// or `.list`), a warning of `use`'s rule that says which scheme and buildable.
    ///
    /// A project a tool generates (`generator`: XcodeGen from `Parent/project.yml`, which repositories commit instead
    /// of the project) is missing until the tool has run, and one in a git `submodule` (as `.gitmodules` names it) until
    /// the submodule is checked out (Trio's schemes build LoopKit from one, which a clone without
    /// `--recurse-submodules` leaves empty): the message says so instead of asking to fix the path.
    public static func missingContainer(
        _ container: String, scheme: String = "", name: String = "", use: TargetUse = .build,
        generator: ProjectGenerator? = nil, submodule: String? = nil, at location: SourceLocation
    ) -> Diagnostic {
        let generated =
            generator.map { generator in
                let folder = Path.directory(of: generator.spec)
                return "\(generator.tool) generates it from '\(generator.spec)': run '\(generator.command)'"
                    + (folder == "." ? "" : " in '\(folder)'") + " first"
            }
            ?? submodule.map { submodule in
                "it is in submodule '\(submodule)', which is not checked out: run "
                    + "'git submodule update --init \(submodule)'"
            }
        guard use.severity == .warning else {
            return Diagnostic(
                .error, rule: containerRule,
                "'\(container)' names a project that does not exist; \(generated ?? "fix the path")",
                at: location)
        }
        return Diagnostic(
            .warning, rule: use.rule,
            "scheme '\(scheme)' \(use.verb) '\(name)' of '\(container)', which does not exist; "
                + (generated ?? "fix the path or remove it from the scheme"),
            at: location)
    }
}

/// A tool that writes an Xcode project from a spec the repository commits.
public struct ProjectGenerator: Hashable, Sendable {
    /// The tool's name: `XcodeGen`, `Tuist`.
    public var tool: String
    /// The spec, as the message shows it.
    public var spec: String
    /// The command that generates the project.
    public var command: String

    /// Creates a generator.
    public init(tool: String, spec: String, command: String) {
        self.tool = tool
        self.spec = spec
        self.command = command
    }

    /// The generator whose spec is in the folder of the project at `projectPath`, which does not exist: XcodeGen's
    /// `project.yml`, Tuist's `Project.swift`; the spec is shown as `container` (the scheme's reference) puts the
    /// project, in its folder.
    public static func of(missingProject projectPath: String, container: String, fileSystem: any FileSystem) -> Self? {
        let folder = Path.directory(of: projectPath)
        let shownFolder = Path.directory(of: String(container.split(separator: ":", maxSplits: 1).last ?? ""))
        for (spec, tool, command) in [
            ("project.yml", "XcodeGen", "xcodegen generate"), ("Project.swift", "Tuist", "tuist generate"),
        ] where fileSystem.isFile(Path.join(folder, spec)) {
            let shown = shownFolder == "." || shownFolder.isEmpty ? spec : Path.join(shownFolder, spec)
            return ProjectGenerator(tool: tool, spec: shown, command: command)
        }
        // An XcodeGen spec of another name whose `name:` is the project's (tutanota's `mail-project.yml` makes
        // `tutanota.xcodeproj`): generated with `xcodegen generate --spec <file>`.
        var name = Path.lastComponent(of: projectPath)
        if name.hasSuffix(".xcodeproj") { name = String(name.dropLast(".xcodeproj".count)) }
        let specs = ((try? fileSystem.listing(of: folder)) ?? []).map(\.name).filter { $0.hasSuffix(".yml") }.sorted()
        for spec in specs {
            guard let bytes = try? fileSystem.contents(of: Path.join(folder, spec)) else { continue }
            let declares = String(decoding: bytes, as: UTF8.self).split(separator: "\n").contains { line in
                // `name: tutanota # a comment`
                line.hasPrefix("name:")
                    && (line.dropFirst("name:".count).split(separator: "#", maxSplits: 1).first ?? "")
                        .trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                        == name
            }
            guard declares else { continue }
            let shown = shownFolder == "." || shownFolder.isEmpty ? spec : Path.join(shownFolder, spec)
            return ProjectGenerator(tool: "XcodeGen", spec: shown, command: "xcodegen generate --spec \(spec)")
        }
        return nil
    }
}
