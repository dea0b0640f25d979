import Support
import XCConfig

/// How the `brands` process exits.
public enum ExitStatus: Int32, Sendable, Hashable, CaseIterable {
    /// Everything checked out.
    case success = 0
    /// Findings at error severity, or the work could not be done.
    case failure = 1
    /// Only for `brands diff --exit-code`, where 1 means the sides differ: errors were found in the files read, so
    /// the comparison cannot be trusted (as `git diff --exit-code` exits above 1 for trouble).
    case troubleComparing = 2
    /// The command line was wrong (`EX_USAGE` from sysexits.h).
    case usageError = 64

    /// `.failure` when `diagnostics` hold an error (or, with `strict`, a warning), else `.success`.
    public init(diagnostics: [Diagnostic], strict: Bool = false) {
        let failing = diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        self = failing ? .failure : .success
    }
}
