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

    /// The width in columns of the terminal `fileDescriptor` is attached to, or `nil` when it is not one.
    static func width(_ fileDescriptor: Int32) -> Int? {
        var size = winsize()
        guard isTerminal(fileDescriptor), ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
            return nil
        }
        return Int(size.ws_col)
    }
}
