import Support

/// One entry of an app icon or image set's `images` array.
public struct AssetImage: Hashable, Sendable {
    /// The image file in the set's folder, when one is assigned.
    public var filename: String?
    /// The point size such as `60x60` or `1024x1024` (app icons).
    public var size: String?
    /// The device idiom (`universal`, `iphone`, `ios-marketing`, …).
    public var idiom: String?
    /// The scale such as `2x`.
    public var scale: String?
    /// The platform such as `ios` (single-size app icons).
    public var platform: String?
    /// Whether `filename` names a file that exists in the set's folder; `false` when there is no filename.
    ///
    /// Reported by a rule, not by the reader.
    public var fileExists: Bool
    /// Where the entry's object starts in `Contents.json`.
    public var location: SourceLocation

    /// Creates an entry.
    public init(
        filename: String?, size: String?, idiom: String?, scale: String?, platform: String?, fileExists: Bool,
        location: SourceLocation
    ) {
        self.filename = filename
        self.size = size
        self.idiom = idiom
        self.scale = scale
        self.platform = platform
        self.fileExists = fileExists
        self.location = location
    }
}
