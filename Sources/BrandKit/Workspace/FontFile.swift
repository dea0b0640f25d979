import Support
import XCConfig

/// A font file a clone bundles.
public struct FontFile: Sendable, Hashable {
    /// The absolute path.
    public var path: String
    /// The file name, as `UIAppFonts` lists it.
    public var fileName: String
    /// The PostScript name from the file's `name` table, when it could be read.
    public var postScriptName: String?

    /// Creates a record.
    public init(path: String, postScriptName: String?) {
        self.path = path
        self.fileName = Path.lastComponent(of: path)
        self.postScriptName = postScriptName
    }
}

/// A font file a clone's target copies that is not on disk, and where the project file references it.
public struct MissingFontFile: Sendable, Hashable {
    /// The absolute path the project gives.
    public var path: String
    /// Where the project file references it.
    public var location: SourceLocation

    /// Creates a record.
    public init(path: String, location: SourceLocation) {
        self.path = path
        self.location = location
    }
}
