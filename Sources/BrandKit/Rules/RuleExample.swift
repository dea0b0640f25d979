/// A small workspace for a rule's tests: the ``ExampleWorkspace`` baseline with some files replaced, added or
/// removed, and, for a triggering example, where the first finding must be.
public struct RuleExample: Sendable {
    /// Files to write over the baseline, by path relative to the root.
    public var files: [String: String]
    /// Files whose bytes are no valid text (wrong encodings, binary formats), written after ``files``.
    public var binaryFiles: [String: [UInt8]]
    /// Baseline files to delete, by path relative to the root.
    public var removedFiles: [String]
    /// The file and line (relative path, 1-based) where the rule must report, for triggering examples.
    public var expectedLocation: (file: String, line: Int)?
    /// Whether the baseline carries its Xcode project (``ExampleWorkspace/projectFiles``), so that its clones are
    /// read through the project's schemes.
    public var hasProject: Bool

    /// Creates an example; with `project`, the baseline carries its Xcode project.
    public init(
        project: Bool = false, files: [String: String] = [:], binaryFiles: [String: [UInt8]] = [:],
        removing removedFiles: [String] = [], expecting file: String? = nil, line: Int = 1
    ) {
        self.hasProject = project
        self.files = files
        self.binaryFiles = binaryFiles
        self.removedFiles = removedFiles
        self.expectedLocation = file.map { ($0, line) }
    }

    /// The baseline unchanged.
    public static let baseline = RuleExample()
    /// The baseline with its Xcode project, unchanged.
    public static let projectBaseline = RuleExample(project: true)

    /// The example's text files, relative path → contents (without ``binaryFiles``; see ``resolvedContents``).
    public var resolvedFiles: [String: String] {
        var result = ExampleWorkspace.files
        if hasProject { result.merge(ExampleWorkspace.projectFiles, uniquingKeysWith: { $1 }) }
        for path in removedFiles { result[path] = nil }
        for (path, text) in files { result[path] = text }
        for path in binaryFiles.keys { result[path] = nil }
        return result
    }

    /// Every file of the example, text and binary, relative path → bytes: what to write to load it.
    public var resolvedContents: [String: [UInt8]] {
        var result = resolvedFiles.mapValues { Array($0.utf8) }
        for (path, bytes) in binaryFiles { result[path] = bytes }
        return result
    }
}
