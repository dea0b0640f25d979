import Support

/// A `Name.colorset` folder of an asset catalog.
public struct ColorSet: Hashable, Sendable {
    /// The name code refers to it by: the folder name without `.colorset`, prefixed by the names of enclosing
    /// groups that provide a namespace (`Brand/Primary`).
    public var name: String
    /// The path of the `.colorset` folder.
    public var path: String
    /// The colours for each appearance and idiom, in written order.
    public var variants: [ColorVariant]

    /// Creates a colour set.
    public init(name: String, path: String, variants: [ColorVariant]) {
        self.name = name
        self.path = path
        self.variants = variants
    }
}

/// One entry of a colour set's `colors` array.
public struct ColorVariant: Hashable, Sendable {
    /// What the entry holds.
    public enum Content: Hashable, Sendable {
        /// Explicit components in a colour space such as `srgb`, `display-p3`, `extended-srgb` or `gray-gamma-22`.
        case components(RGBAColor, colorSpace: String)
        /// A platform system colour such as `systemBlueColor`.
        case systemColor(String)
    }

    /// The appearance the entry applies to.
    public var appearance: ColorAppearance
    /// The device idiom (`universal`, `iphone`, `ipad`, `mac`, …).
    public var idiom: String
    /// The colour.
    public var content: Content
    /// Where the entry's object starts in `Contents.json`.
    public var location: SourceLocation

    /// Creates a variant.
    public init(appearance: ColorAppearance, idiom: String, content: Content, location: SourceLocation) {
        self.appearance = appearance
        self.idiom = idiom
        self.content = content
        self.location = location
    }

    /// The components, unless the entry refers to a system colour.
    public var color: RGBAColor? {
        if case .components(let color, _) = content { return color }
        return nil
    }

    /// The colour space, unless the entry refers to a system colour.
    public var colorSpace: String? {
        if case .components(_, let colorSpace) = content { return colorSpace }
        return nil
    }

    /// The system colour's name when the entry refers to one.
    public var systemColorName: String? {
        if case .systemColor(let name) = content { return name }
        return nil
    }
}

/// The appearance a colour variant is for, from its `appearances` array.
public enum ColorAppearance: String, Hashable, Sendable, CaseIterable {
    /// No appearance given: the default.
    case any
    /// `luminosity: light`.
    case light
    /// `luminosity: dark`.
    case dark
    /// `contrast: high` alone.
    case highContrast
    /// `luminosity: light` with `contrast: high`.
    case lightHighContrast
    /// `luminosity: dark` with `contrast: high`.
    case darkHighContrast
}
