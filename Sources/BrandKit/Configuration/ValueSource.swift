import Support
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
        /// Where the clone is defined (its folder's config file, scheme, target, configuration group or manifest
        /// entry), which gives its id.
        case definition
    }

    /// The first step of a two-step source: the Info.plist key a value was read through, and the setting it names.
    ///
    /// `CFBundleShortVersionString = $(MARKETING_VERSION)` in an Info.plist gives a version whose ``location`` is
    /// the assignment of `MARKETING_VERSION` and whose step is the Info.plist line.
    public struct Step: Sendable, Hashable {
        /// The Info.plist key (`CFBundleShortVersionString`).
        public var key: String
        /// Where the key's value is written; `nil` when the build system generates the key from a setting.
        public var location: SourceLocation?
        /// The build setting the key's value names, if it names exactly one.
        public var setting: String?

        /// Creates a step.
        public init(key: String, location: SourceLocation?, setting: String?) {
            self.key = key
            self.location = location
            self.setting = setting
        }
    }

    /// The layer.
    public var origin: Origin
    /// The place in a file, when the value was written in one.
    public var location: SourceLocation?
    /// The Info.plist key the value was read through, for a value that reached the app through one.
    public var through: Step?

    /// Creates a source.
    public init(_ origin: Origin, at location: SourceLocation? = nil, through: Step? = nil) {
        self.origin = origin
        self.location = location
        self.through = through
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

    /// Both steps of a two-step source: `Brands/NWD/Info.plist:22 CFBundleShortVersionString → MARKETING_VERSION at
    /// Configs/NWD-Debug.xcconfig:20`; ``text(relativeTo:)`` for a one-step source.
    public func chainText(relativeTo root: String) -> String {
        guard let through else { return text(relativeTo: root) }
        let key =
            through.location.map { "\(Path.relative($0.file, to: root)):\($0.line) \(through.key)" } ?? through.key
        guard let setting = through.setting else { return key }
        return "\(key) → \(setting) at \(text(relativeTo: root))"
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
