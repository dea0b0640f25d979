/// What an `.xcassets` folder holds, as far as brand rules need it.
public struct AssetCatalog: Hashable, Sendable {
    /// The path of the `.xcassets` folder.
    public var path: String
    /// Every colour set: a folder's sets (names sorted) come before those of its groups, depth first.
    public var colorSets: [ColorSet]
    /// Every app icon set, in folder order.
    public var appIconSets: [AppIconSet]
    /// Every image set, in folder order.
    public var imageSets: [ImageSet]

    /// Creates a catalog.
    public init(path: String, colorSets: [ColorSet] = [], appIconSets: [AppIconSet] = [], imageSets: [ImageSet] = []) {
        self.path = path
        self.colorSets = colorSets
        self.appIconSets = appIconSets
        self.imageSets = imageSets
    }

    /// The colour set named `name` (namespaces included), if any.
    public func colorSet(named name: String) -> ColorSet? { colorSets.first { $0.name == name } }

    /// The app icon set named `name`, if any.
    public func appIconSet(named name: String) -> AppIconSet? { appIconSets.first { $0.name == name } }
}

/// A `Name.appiconset` folder.
public struct AppIconSet: Hashable, Sendable {
    /// The name, namespaced like ``ColorSet/name``.
    public var name: String
    /// The path of the `.appiconset` folder.
    public var path: String
    /// The entries of its `images` array.
    public var images: [AssetImage]

    /// Creates an app icon set.
    public init(name: String, path: String, images: [AssetImage]) {
        self.name = name
        self.path = path
        self.images = images
    }
}

/// A `Name.imageset` folder.
public struct ImageSet: Hashable, Sendable {
    /// The name, namespaced like ``ColorSet/name``.
    public var name: String
    /// The path of the `.imageset` folder.
    public var path: String
    /// The entries of its `images` array.
    public var images: [AssetImage]

    /// Creates an image set.
    public init(name: String, path: String, images: [AssetImage]) {
        self.name = name
        self.path = path
        self.images = images
    }
}
