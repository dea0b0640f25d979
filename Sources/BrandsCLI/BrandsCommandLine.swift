/// The command line's entry point; the `brands` executable calls ``main(arguments:)`` and nothing else.
public enum BrandsCommandLine {
    /// Runs `brands` with `arguments` (without the program name) and returns the process exit code.
    public static func main(arguments: [String]) -> Int32 {
        0
    }
}
