import BrandFormats
import Support
import XCConfig

/// What `brands sheet` shows: every selected clone in one configuration, as a designer or reviewer looks at it, and
/// what changed since a git revision when one is given.
///
/// Values only, sources as text relative to the workspace root; rendering is the command line's business.
public struct BrandSheet: Sendable, Hashable {
    /// The build configuration shown (the manifest's name, such as `Release`).
    public var configuration: String
    /// The clones, in workspace order.
    public var clones: [CloneSheet]
    /// The schema's colour roles, in order: the rows of the side-by-side view.
    public var colorRoles: [String]
    /// The schema's contrast pairs.
    public var contrastPairs: [ContrastPair]
    /// The schema's text styles.
    public var fontStyles: [String]
    /// The registry's flags, in order.
    public var flags: [String]
    /// Findings in files none of the shown clones reads (the manifest, the schema).
    public var workspaceFindings: [SheetFinding]
    /// The revision compared with, when there is one.
    public var baseline: SheetBaseline?

    /// Creates a sheet.
    public init(
        configuration: String, clones: [CloneSheet], colorRoles: [String] = [], contrastPairs: [ContrastPair] = [],
        fontStyles: [String] = [], flags: [String] = [], workspaceFindings: [SheetFinding] = [],
        baseline: SheetBaseline? = nil
    ) {
        self.configuration = configuration
        self.clones = clones
        self.colorRoles = colorRoles
        self.contrastPairs = contrastPairs
        self.fontStyles = fontStyles
        self.flags = flags
        self.workspaceFindings = workspaceFindings
        self.baseline = baseline
    }

    /// Every finding on the sheet, each once (a finding in a shared file is on every card that reads it).
    public var allFindings: [SheetFinding] {
        var seen = Set<SheetFinding>()
        return (workspaceFindings + clones.flatMap(\.findings)).filter { seen.insert($0).inserted }
    }

    /// The number of findings at `severity`, each counted once.
    public func count(_ severity: Severity) -> Int { allFindings.filter { $0.severity == severity }.count }
}

/// The revision a sheet is compared with.
public struct SheetBaseline: Sendable, Hashable {
    /// The revision as given (`origin/main`, `HEAD~1`).
    public var revision: String
    /// The commit it names.
    public var commit: String
    /// The clones the revision had that the workspace no longer has, as they were.
    public var removedClones: [CloneSheet]

    /// Creates a baseline.
    public init(revision: String, commit: String, removedClones: [CloneSheet] = []) {
        self.revision = revision
        self.commit = commit
        self.removedClones = removedClones
    }
}

/// A finding of `brands validate` as the sheet lists it.
public struct SheetFinding: Sendable, Hashable {
    /// How serious it is.
    public var severity: Severity
    /// The rule's id.
    public var rule: String
    /// What is wrong.
    public var message: String
    /// The file, relative to the workspace root.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// The finding of `diagnostic`, its path relative to `root`.
    public init(_ diagnostic: Diagnostic, relativeTo root: String) {
        severity = diagnostic.severity
        rule = diagnostic.rule
        message = diagnostic.message
        file = Path.relative(diagnostic.location.file, to: root)
        line = diagnostic.location.line
        column = diagnostic.location.column
    }

    /// `path:line:col`.
    public var location: String { "\(file):\(line):\(column)" }
}
