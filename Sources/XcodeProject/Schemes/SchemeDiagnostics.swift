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
    /// Its build action builds it, its launch action runs it, or only its test action tests it. A stale reference
    /// is an error unless only the tests name it.
    public enum TargetUse: Sendable, Hashable {
        case build
        case launch
        case test

        /// The verb of a message: "builds", "runs" or "tests".
        public var verb: String {
            switch self {
            case .build: "builds"
            case .launch: "runs"
            case .test: "tests"
            }
        }

        /// ``targetRule``, or ``testableRule`` for a target only the tests name.
        public var rule: String { self == .test ? SchemeDiagnostics.testableRule : SchemeDiagnostics.targetRule }

        /// An error, or a warning for a target only the tests name.
        public var severity: Severity { self == .test ? .warning : .error }
    }

    /// An action whose `buildConfiguration` neither the project nor the target has.
    public static func unknownConfiguration(
        _ name: String, action: SchemeAction, scheme: String, project: String, suggestion: String?,
        at location: SourceLocation
    ) -> Diagnostic {
        var message =
            "the \(action.rawValue) action of scheme '\(scheme)' uses configuration '\(name)', which project '\(project)' does not have"
        message += suggestion.map { "; did you mean '\($0)'?" } ?? "; Xcode falls back to the project's default"
        return Diagnostic(.error, rule: configurationRule, message, at: location)
    }

    /// A container that is not there; when only the scheme's tests name it (`use` is `.test`), a warning of
    /// ``testableRule`` that says which scheme and test bundle.
    public static func missingContainer(
        _ container: String, scheme: String = "", name: String = "", use: TargetUse = .build,
        at location: SourceLocation
    ) -> Diagnostic {
        guard use == .test else {
            return Diagnostic(
                .error, rule: containerRule, "'\(container)' names a project that does not exist; fix the path",
                at: location)
        }
        return Diagnostic(
            .warning, rule: testableRule,
            "scheme '\(scheme)' tests '\(name)' of '\(container)', which does not exist; fix the path or remove it "
                + "from the scheme",
            at: location)
    }
}
