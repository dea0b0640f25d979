import BrandFormats
import Documents
import Support
import XCConfig

/// One clone's card on a ``BrandSheet``: identity, icon, colours, contrast, fonts, the flags it sets apart from the
/// registry, and the findings of `brands validate` in its files.
public struct CloneSheet: Sendable, Hashable {
    /// The clone's id.
    public var id: String
    /// Display name, bundle identifier, version and build, in that order.
    public var identity: [SheetField]
    /// The app icon at its largest size, or why there is none.
    public var icon: SheetIcon
    /// Every colour role, in schema order.
    public var colors: [SheetColor]
    /// Every contrast pair of the schema, in schema order.
    public var contrast: [SheetContrast]
    /// Every text style, in schema order.
    public var fonts: [SheetFont]
    /// Every registry flag, in registry order; the card shows those that differ from the default.
    public var flags: [SheetFlag]
    /// The findings in files the clone reads, in presentation order.
    public var findings: [SheetFinding]
    /// What changed since the baseline revision; `nil` without one.
    public var change: CloneChange?

    /// Creates a card.
    public init(
        id: String, identity: [SheetField] = [], icon: SheetIcon = .missing("no app icon"), colors: [SheetColor] = [],
        contrast: [SheetContrast] = [], fonts: [SheetFont] = [], flags: [SheetFlag] = [],
        findings: [SheetFinding] = [], change: CloneChange? = nil
    ) {
        self.id = id
        self.identity = identity
        self.icon = icon
        self.colors = colors
        self.contrast = contrast
        self.fonts = fonts
        self.flags = flags
        self.findings = findings
        self.change = change
    }

    /// The display name, else the id.
    public var title: String { field(.displayName)?.value ?? id }

    /// The identity field `name`.
    public func field(_ name: SheetField.Name) -> SheetField? { identity.first { $0.name == name } }
    /// The colour of `role`.
    public func color(_ role: String) -> SheetColor? { colors.first { $0.role == role } }
    /// The font of `style`.
    public func font(_ style: String) -> SheetFont? { fonts.first { $0.style == style } }
    /// The flag `name`.
    public func flag(_ name: String) -> SheetFlag? { flags.first { $0.name == name } }
    /// The flags whose value is not the registry default.
    public var flagsApartFromDefault: [SheetFlag] { flags.filter(\.differsFromDefault) }
    /// Whether a finding at error severity is on the card.
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}

/// An identity value with its source.
public struct SheetField: Sendable, Hashable {
    /// Which identity value.
    public enum Name: String, Sendable, Hashable, CaseIterable {
        case displayName = "Display name"
        case bundleIdentifier = "Bundle identifier"
        case version = "Version"
        case build = "Build"
    }

    /// Which value.
    public var name: Name
    /// The value, `nil` when not set.
    public var value: String?
    /// `path:line`, `default`, or `nil` when not set.
    public var source: String?

    /// Creates a field.
    public init(name: Name, value: String?, source: String?) {
        self.name = name
        self.value = value
        self.source = source
    }
}

/// A colour role's light and dark colours with their sources.
public struct SheetColor: Sendable, Hashable {
    /// The role.
    public var role: String
    /// The light (or any-appearance) colour; `nil` when the role resolves to nothing.
    public var light: RGBAColor?
    /// The dark colour.
    public var dark: RGBAColor?
    /// Where the light colour is written (`path:line` or `default`).
    public var source: String
    /// Where the dark colour is written.
    public var darkSource: String
    /// The `@role` the value followed, if any.
    public var reference: String?
    /// The colour set's colour space (`srgb`, `display-p3`, …); `nil` for hex values, which are sRGB.
    public var colorSpace: String?

    /// Creates a colour.
    public init(
        role: String, light: RGBAColor?, dark: RGBAColor?, source: String, darkSource: String,
        reference: String? = nil, colorSpace: String? = nil
    ) {
        self.role = role
        self.light = light
        self.dark = dark
        self.source = source
        self.darkSource = darkSource
        self.reference = reference
        self.colorSpace = colorSpace
    }

    /// Whether `other` shows the same colours (sources aside): what counts as a change.
    public func looksLike(_ other: SheetColor) -> Bool {
        light?.hexString == other.light?.hexString && dark?.hexString == other.dark?.hexString
            && colorSpace == other.colorSpace
    }
}

/// A contrast pair measured in both appearances, exactly as `insufficient_contrast` measures it.
public struct SheetContrast: Sendable, Hashable {
    /// The pair.
    public var pair: ContrastPair
    /// The light appearance's measurement; `nil` when a colour is missing.
    public var light: ContrastMeasurement?
    /// The dark appearance's measurement.
    public var dark: ContrastMeasurement?

    /// Creates a pair's row.
    public init(pair: ContrastPair, light: ContrastMeasurement?, dark: ContrastMeasurement?) {
        self.pair = pair
        self.light = light
        self.dark = dark
    }
}

/// A text style's font and whether the app can load it.
public struct SheetFont: Sendable, Hashable {
    /// Where the font comes from.
    public enum Availability: Sendable, Hashable {
        /// A font file of the clone has the name.
        case bundled(fileName: String)
        /// iOS ships a font with the name.
        case systemFont
        /// No name is given: the system font is used.
        case system
        /// Neither bundled nor an iOS font (`missing_font` reports it).
        case missing
    }

    /// The style (`headline`).
    public var style: String
    /// The PostScript name, `nil` for the system font.
    public var name: String?
    /// The point size.
    public var size: Double
    /// Whether and how the font is there.
    public var availability: Availability
    /// Where the name is written (`path:line` or `system`).
    public var source: String

    /// Creates a font.
    public init(style: String, name: String?, size: Double, availability: Availability, source: String) {
        self.style = style
        self.name = name
        self.size = size
        self.availability = availability
        self.source = source
    }

    /// Whether `other` is the same font (sources aside).
    public func looksLike(_ other: SheetFont) -> Bool {
        name == other.name && size == other.size && availability == other.availability
    }
}

/// A feature flag's value next to the registry default.
public struct SheetFlag: Sendable, Hashable {
    /// The flag.
    public var name: String
    /// The clone's value.
    public var value: FlagValue
    /// The registry default.
    public var defaultValue: FlagValue
    /// Where the value is set (`path:line` or `default`).
    public var source: String

    /// Creates a flag.
    public init(name: String, value: FlagValue, defaultValue: FlagValue, source: String) {
        self.name = name
        self.value = value
        self.defaultValue = defaultValue
        self.source = source
    }

    /// Whether the value is not the default.
    public var differsFromDefault: Bool { value != defaultValue }
}

/// A clone's app icon on the sheet.
public enum SheetIcon: Sendable, Hashable {
    /// The largest image of the app icon set.
    case image(SheetImage)
    /// Why there is none, in words for the placeholder.
    case missing(String)
}

/// An image file's bytes and what they are.
public struct SheetImage: Sendable, Hashable {
    /// The bytes.
    public var bytes: [UInt8]
    /// `image/png` or `image/jpeg`.
    public var mediaType: String
    /// The file, relative to the workspace root.
    public var file: String
    /// The size in pixels along one side, when the set says (`1024x1024` at `1x`).
    public var pixels: Int?

    /// Creates an image.
    public init(bytes: [UInt8], mediaType: String, file: String, pixels: Int?) {
        self.bytes = bytes
        self.mediaType = mediaType
        self.file = file
        self.pixels = pixels
    }
}
