import Support
import XCConfig

/// How the `brands` process exits.
public enum ExitStatus: Int32, Sendable, Hashable, CaseIterable {
    /// Everything checked out.
    case success = 0
    /// Findings at error severity, or the work could not be done.
    case failure = 1
    /// The command line was wrong (`EX_USAGE` from sysexits.h).
    case usageError = 64

    /// `.failure` when `diagnostics` hold an error (or, with `strict`, a warning), else `.success`.
    public init(diagnostics: [Diagnostic], strict: Bool = false) {
        let failing = diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        self = failing ? .failure : .success
    }
}
