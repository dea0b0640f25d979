#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Questions about the process's terminal, asked once by the composition root.
enum Terminal {
    /// Whether `fileDescriptor` is attached to a terminal.
    static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) != 0
    }
}
