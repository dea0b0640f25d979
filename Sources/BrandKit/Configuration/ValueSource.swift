import XCConfig

/// Where a resolved value came from.
public struct ValueSource: Sendable, Hashable, CustomStringConvertible {
    /// The layer that supplied the value.
    public enum Origin: String, Sendable, Hashable {
        /// The schema's default (or the base theme).
        case schemaDefault = "default"
        /// The clone's `config.json`.
        case config
        /// A per-configuration override in `config.json` `overrides`.
        case configurationOverride = "override"
        /// A build setting of the xcconfig chain.
        case buildSetting = "build-setting"
        /// The clone's asset catalog.
        case assetCatalog = "asset-catalog"
        /// The Info.plist `INFOPLIST_FILE` names.
        case infoPlist = "info-plist"
        /// The clone's `custom_fonts.plist`.
        case fontsPlist = "fonts-plist"
        /// The system font, used when a style names none.
        case system
    }

    /// The layer.
    public var origin: Origin
    /// The place in a file, when the value was written in one.
    public var location: SourceLocation?

    /// Creates a source.
    public init(_ origin: Origin, at location: SourceLocation? = nil) {
        self.origin = origin
        self.location = location
    }

    /// The schema default.
    public static let schemaDefault = ValueSource(.schemaDefault)

    /// `path:line`, or the origin's name when there is no file.
    public var description: String {
        guard let location else { return origin.rawValue }
        return "\(location.file):\(location.line)"
    }

    /// `path:line` with the path relative to `root` (the workspace root), or the origin's name (`default`, `system`)
    /// when the value was not written in a file.
    ///
    /// This is how every command shows a source.
    public func text(relativeTo root: String) -> String {
        guard let location else { return origin.rawValue }
        return "\(Path.relative(location.file, to: root)):\(location.line)"
    }
}

/// A value and where it came from.
public struct Sourced<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value.
    public var value: Value
    /// Where it came from.
    public var source: ValueSource

    /// Creates a sourced value.
    public init(_ value: Value, from source: ValueSource) {
        self.value = value
        self.source = source
    }
}
