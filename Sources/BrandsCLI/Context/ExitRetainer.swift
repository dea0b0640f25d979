import Foundation

/// Keeps the large values a command is done with (a loaded workspace, the file system cache it was read through)
/// until the process exits, so that freeing them piece by piece does not add to the run: the operating system takes
/// the whole heap back at once.
///
/// Only the process's own context has one (``BrandsCommandLine/main(arguments:)``); a test's context frees what it
/// loaded as usual. Safe to share between threads.
public final class ExitRetainer: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var values: [any Sendable] = []

    /// The process's retainer: a static value, never freed, so neither is anything it keeps.
    public static let process = ExitRetainer()

    /// A retainer holding nothing yet.
    public init() {}

    /// Keeps `value` for the life of the retainer.
    public func keep(_ value: any Sendable) {
        lock.withLock { values.append(value) }
    }

    /// How many values are kept.
    public var count: Int { lock.withLock { values.count } }

    /// How many of the values kept are of type `type`.
    func count<Value>(of type: Value.Type) -> Int {
        lock.withLock { values.count { $0 is Value } }
    }
}
