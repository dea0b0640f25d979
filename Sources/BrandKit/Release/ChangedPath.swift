import Support
import XCConfig

/// One path a change touches, and how: what `git diff --name-status` says of it, or nothing more than that it
/// changed when the paths are given by hand.
///
/// A rename is two changed paths: the new one (``Change/renamed(from:)``) and the old one
/// (``Change/renamedAway(to:)``), because the clones that read either are touched.
public struct ChangedPath: Sendable, Hashable {
    /// How the path changed.
    public enum Change: Sendable, Hashable, CustomStringConvertible {
        /// Changed, with no more known (paths given by hand, a type change).
        case changed
        /// Added (or untracked).
        case added
        /// Modified.
        case modified
        /// Deleted.
        case deleted
        /// The new path of a rename from the given path.
        case renamed(from: String)
        /// The old path of a rename to the given path.
        case renamedAway(to: String)

        /// What `--explain` says of the change: `deleted`, `renamed from Old.swift`; empty for ``changed``.
        public var description: String {
            switch self {
            case .changed: ""
            case .added: "added"
            case .modified: "modified"
            case .deleted: "deleted"
            case .renamed(let old): "renamed from \(old)"
            case .renamedAway(let new): "renamed to \(new)"
            }
        }
    }

    /// The path as given: relative to the workspace root, or absolute.
    public var path: String
    /// How it changed.
    public var change: Change

    /// Creates a changed path.
    public init(_ path: String, _ change: Change = .changed) {
        self.path = path
        self.change = change
    }

    /// The changes `git diff --name-status -z` printed (`M\0path\0R100\0old\0new\0…`), in order; a rename or copy
    /// gives its old and new paths, and each path is listed once (a later deletion of the same path wins).
    public static func parse(nameStatus output: String) -> [ChangedPath] {
        var fields = output.split(separator: "\0", omittingEmptySubsequences: true).map(String.init)[...]
        var result: [ChangedPath] = []
        while let status = fields.popFirst() {
            guard let first = fields.popFirst() else { break }
            switch status.first {
            case "R", "C":
                guard let second = fields.popFirst() else {
                    result.append(ChangedPath(first))
                    break
                }
                if status.first == "R" { result.append(ChangedPath(first, .renamedAway(to: second))) }
                result.append(ChangedPath(second, status.first == "R" ? .renamed(from: first) : .added))
            case "A": result.append(ChangedPath(first, .added))
            case "D": result.append(ChangedPath(first, .deleted))
            case "M": result.append(ChangedPath(first, .modified))
            default: result.append(ChangedPath(first))
            }
        }
        return result
    }

    /// `changes` with each path once, in first order; a later deletion of a path replaces what came before, as the
    /// working tree is the newest state.
    public static func merged(_ changes: [ChangedPath]) -> [ChangedPath] {
        var positions: [String: Int] = [:]
        var result: [ChangedPath] = []
        for change in changes {
            if let position = positions[change.path] {
                if change.change == .deleted { result[position].change = .deleted }
                continue
            }
            positions[change.path] = result.count
            result.append(change)
        }
        return result
    }
}
