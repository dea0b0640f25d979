/// The one boundary through which the domain asks git anything (tags, changed paths).
///
/// The command line wires in a runner that starts `git`; tests use a real temporary repository or a stub.
public protocol GitRunner: Sendable {
    /// The standard output of `git <arguments>` run in `directory`; throws ``GitError`` when git fails.
    func run(_ arguments: [String], in directory: String) throws(GitError) -> String
    /// The standard output of `git <arguments>` as bytes, for binary output such as `git cat-file blob` of an image.
    func bytes(_ arguments: [String], in directory: String) throws(GitError) -> [UInt8]
}

extension GitRunner {
    /// The UTF-8 bytes of ``run(_:in:)``'s text: right for text output only; runners that can start git override it.
    public func bytes(_ arguments: [String], in directory: String) throws(GitError) -> [UInt8] {
        Array(try run(arguments, in: directory).utf8)
    }
}

/// Why a git command failed.
public struct GitError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The arguments git was run with.
    public var arguments: [String]
    /// What git printed on standard error, or why it could not start.
    public var message: String

    /// Creates an error.
    public init(arguments: [String], message: String) {
        self.arguments = arguments
        self.message = message
    }

    /// `git tag --points-at HEAD failed: …`.
    public var description: String {
        "git \(arguments.joined(separator: " ")) failed: \(message.trimmedOfWhiteSpace)"
    }
}

extension String {
    /// The string without leading and trailing white space and newlines.
    var trimmedOfWhiteSpace: String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }
}
