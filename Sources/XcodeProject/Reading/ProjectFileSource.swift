import Support

/// The bytes of a project file, to look at the text where a parsed value starts.
///
/// The property-list reader places a string at its opening `"` when it is quoted (`"${PODS_ROOT}/x"`), where the
/// value's text starts one column later; findings inside a build setting's value count columns from its text.
struct ProjectFileSource {
    private let bytes: [UInt8]
    /// The offset of each line's first byte, made on first use.
    private let lineStarts: LineStarts

    init(bytes: [UInt8]) {
        self.bytes = bytes
        self.lineStarts = LineStarts(bytes)
    }

    /// Where the text of the string at `location` starts: one column past a `"` there, else `location`.
    func textStart(at location: SourceLocation) -> SourceLocation {
        guard let offset = lineStarts.offset(line: location.line, column: location.column), offset < bytes.count,
            bytes[offset] == UInt8(ascii: "\"")
        else { return location }
        return SourceLocation(file: location.file, line: location.line, column: location.column + 1)
    }

    /// Line starts, found once, when a value is first looked at.
    private final class LineStarts {
        private let bytes: [UInt8]
        private var starts: [Int]?

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        /// The byte offset of `column` (1-based, counted in bytes, as for ASCII text) of `line`.
        func offset(line: Int, column: Int) -> Int? {
            if starts == nil {
                var found = [0]
                for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { found.append(index + 1) }
                starts = found
            }
            guard let starts, line >= 1, line <= starts.count, column >= 1 else { return nil }
            return starts[line - 1] + column - 1
        }
    }
}
