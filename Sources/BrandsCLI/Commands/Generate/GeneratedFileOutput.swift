import BrandKit
import Support
import XCConfig

/// Where a generated file goes, and the rules for writing it: never over a file without the generated-file header
/// unless forced, not at all when nothing changed (so build systems see no new file), atomically otherwise.
struct GeneratedFileOutput {
    /// What happened.
    enum Outcome: Equatable {
        /// The file was written (`created` when it did not exist).
        case written(created: Bool)
        /// The file already held exactly this text.
        case unchanged
    }

    /// The path as the user gave it, for messages.
    var displayPath: String
    /// The absolute path.
    var path: String
    /// The first line a generated file starts with.
    var header: String

    /// The text on disk, `nil` when there is no file.
    func existing(in context: CommandContext) throws(CommandFailure) -> String? {
        guard context.fileSystem.exists(path) else { return nil }
        do {
            return String(decoding: try context.fileSystem.contents(of: path), as: UTF8.self)
        } catch {
            throw CommandFailure("cannot read '\(displayPath)': \(error)")
        }
    }

    /// A failure unless `text` starts with the header.
    func requireHeader(_ text: String, force: Bool) throws(CommandFailure) {
        guard !force, !text.hasPrefix(header + "\n"), text != header else { return }
        throw CommandFailure(
            "'\(displayPath)' does not start with '\(header)', so it may not be a generated file; nothing was written. "
                + "Move it away, or pass --force to replace it")
    }

    /// Writes `text` unless the file already holds it; refuses a file without the header unless `force`.
    func write(_ text: String, force: Bool, in context: CommandContext) throws(CommandFailure) -> Outcome {
        let current = try existing(in: context)
        if let current {
            if current == text { return .unchanged }
            try requireHeader(current, force: force)
        }
        guard let writer = context.writableFileSystem else {
            throw CommandFailure("cannot write '\(displayPath)': this file system is read-only")
        }
        do {
            try writer.write(Array(text.utf8), to: path, replacing: current != nil)
        } catch {
            throw CommandFailure(
                "cannot write '\(displayPath)': \(error.path == path ? "" : "'\(error.path)' ")\(error)")
        }
        return .written(created: current == nil)
    }
}
