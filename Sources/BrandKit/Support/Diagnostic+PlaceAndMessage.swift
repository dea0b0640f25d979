import Support

extension Diagnostic {
    /// The place, rule and message of this finding, without its notes: two findings with the same key say the same
    /// thing at the same place.
    ///
    /// An xcconfig included through two chains (a Flutter app's `Flutter/Release.xcconfig`, included by each
    /// flavour's file) is read once for each, and the folders its missing include was looked for in differ with the
    /// chain, so the engine's two findings differ only in that note; the first is kept.
    public var placeAndMessage: String {
        "\(location.file):\(location.line):\(location.column)\u{0}\(rule)\u{0}\(message)"
    }
}
