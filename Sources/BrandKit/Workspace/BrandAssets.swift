import Documents

/// A `Name.brandassets` folder of an asset catalog: a tvOS app's layered app icons and top shelf images, which
/// `ASSETCATALOG_COMPILER_APPICON_NAME` names on tvOS as it names an `.appiconset` on iOS; or a visionOS app's
/// layered icon, a `Name.solidimagestack` folder (`Front`, `Middle` and `Back` layers, each an image set), which the
/// setting names on visionOS.
public struct BrandAssets: Hashable, Sendable {
    /// The extensions of the folders that are brand assets: tvOS's, then visionOS's.
    public static let folderExtensions: Set<String> = ["brandassets", "solidimagestack"]

    /// The name, namespaced like ``AppIconSet/name``.
    public var name: String
    /// The path of the `.brandassets` folder.
    public var path: String
    /// The image sets inside it, in folder order: its top shelf images and the content of its icons' layers
    /// (`App Icon.imagestack/Front.imagestacklayer/Content.imageset`), whose image files the build needs.
    public var imageSets: [ImageSet]

    /// Creates brand assets.
    public init(name: String, path: String, imageSets: [ImageSet] = []) {
        self.name = name
        self.path = path
        self.imageSets = imageSets
    }
}
