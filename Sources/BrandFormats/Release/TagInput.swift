import Support

/// A tag to plan, with where it came from (an argument, a line of standard input, git).
public struct TagInput: Sendable, Hashable {
    /// The tag as given.
    public var text: String
    /// Where the tag's first character was given; diagnostics about the tag point here, moved right by the
    /// 0-based character offset of the problem within the tag.
    public var location: SourceLocation

    /// Creates an input.
    public init(_ text: String, at location: SourceLocation) {
        self.text = text
        self.location = location
    }

    /// The location of the character at `offset` within the tag.
    public func location(at offset: Int) -> SourceLocation {
        var location = location
        location.column += offset
        return location
    }
}
