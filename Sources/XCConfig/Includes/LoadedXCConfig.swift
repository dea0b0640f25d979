import Support

/// An `#include` that was followed: from the directive to the file it read.
public struct IncludeEdge: Sendable, Hashable {
    /// The including file.
    public var file: String
    /// Where the directive's `#` is in `file`.
    public var location: SourceLocation
    /// The path of the included file, as found by the search (not resolved through symbolic links).
    public var resolvedPath: String

    /// Creates an edge.
    public init(file: String, location: SourceLocation, resolvedPath: String) {
        self.file = file
        self.location = location
        self.resolvedPath = resolvedPath
    }
}

/// An xcconfig file with its includes followed: the flat list of assignments the evaluator consumes.
public struct LoadedXCConfig: Sendable, Hashable {
    /// The top file's path.
    public var path: String
    /// Every assignment in effect order: each included file's assignments stand at the place of its directive,
    /// and a file included twice along different paths (a diamond) contributes them twice.
    public var assignments: [SettingAssignment]
    /// Every file read, in first-read order, without repeats.
    public var files: [String]
    /// Every include followed, in first-followed order, without repeats.
    public var includes: [IncludeEdge]
    /// Problems found parsing the files and following the includes, without repeats.
    public var diagnostics: [Diagnostic]
    /// The paths the include search tried and found nothing at, in first-tried order, without repeats: a missing
    /// include's candidates, and the candidates tried before the one that was found.
    ///
    /// Creating a file at one of them changes what the chain reads, so they are inputs of the chain as much as
    /// ``files`` are (a deleted include shows up here).
    public var probedPaths: [String] = []
    /// Where each optional include (`#include?`) that found no file is written, in first-met order, without repeats.
    ///
    /// Xcode reads on without a word, so nothing is reported; but a setting the chain does not define may be one the
    /// missing file would (a git-ignored `Local.xcconfig` of secrets), which a finding about it can say.
    public var optionalIncludesNotFound: [SourceLocation] = []

    /// Creates a loaded configuration.
    public init(
        path: String, assignments: [SettingAssignment] = [], files: [String] = [], includes: [IncludeEdge] = [],
        diagnostics: [Diagnostic] = []
    ) {
        self.path = path
        self.assignments = assignments
        self.files = files
        self.includes = includes
        self.diagnostics = diagnostics
    }
}
