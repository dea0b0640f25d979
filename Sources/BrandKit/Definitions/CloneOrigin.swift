import Support
import XCConfig

/// Which clone source defined a clone, and where, so that findings about the clone as a whole have a place.
public struct CloneOrigin: Sendable, Hashable {
    /// The kinds of clone source.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A folder of the brands folder holding the config file.
        case folder
        /// A shared Xcode scheme building an application target.
        case scheme
        /// An application target of an Xcode project.
        case target
        /// A group of build configurations of one target (`KlarDebug`, `KlarRelease`).
        case configurationGroup = "configuration-group"
        /// An entry of the manifest's `clones` list.
        case manifest
    }

    /// The kind of source.
    public var kind: Kind
    /// Where the clone is defined: its config file, scheme file, project file line or manifest entry.
    public var location: SourceLocation

    /// Creates an origin.
    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}
