import Documents
import Support

extension AssetCatalog {
    /// The catalog's brand assets, in folder order, found through the image sets inside them.
    ///
    /// The catalog reader knows no `.brandassets` (or `.solidimagestack`) folder: it walks one as a group, as it
    /// walks the `.imagestack` and `.imagestacklayer` folders in it, so the image sets inside are among
    /// ``imageSets``, their paths naming the folder. Xcode writes no `provides-namespace` in those folders, so a set's namespace is that of the folder
    /// holding the brand assets. Brand assets without a single image set (no icon layer, no top shelf image) are not
    /// found; actool refuses them as an app icon anyway.
    public var brandAssets: [BrandAssets] {
        var found: [BrandAssets] = []
        var positions: [String: Int] = [:]
        for set in imageSets {
            guard let (folder, name) = brandAssetsHolding(set) else { continue }
            if let position = positions[folder] {
                found[position].imageSets.append(set)
            } else {
                positions[folder] = found.count
                found.append(BrandAssets(name: name, path: folder, imageSets: [set]))
            }
        }
        return found
    }

    /// The image sets that are assets of their own: those not inside brand assets, whose parts are no asset an app
    /// can load by name.
    public var namedImageSets: [ImageSet] {
        imageSets.filter { brandAssetsHolding($0) == nil }
    }

    /// The brand assets named `name`, if any.
    public func brandAssets(named name: String) -> BrandAssets? {
        brandAssets.first { $0.name == name }
    }

    /// The folder and the name of the brand assets `set` is in, if it is in some.
    private func brandAssetsHolding(_ set: ImageSet) -> (folder: String, name: String)? {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        guard set.path.hasPrefix(prefix) else { return nil }
        let components = set.path.dropFirst(prefix.count).split(separator: "/").map(String.init)
        guard
            let index = components.firstIndex(where: {
                BrandAssets.folderExtensions.contains(Path.pathExtension(of: $0))
            }),
            index < components.count - 1, let last = components.last
        else { return nil }
        let ownName = AssetCatalogReader.baseName(last)
        guard set.name.hasSuffix(ownName) else { return nil }
        let namespace = set.name.dropLast(ownName.count)
        let folder = prefix + components[...index].joined(separator: "/")
        return (folder, namespace + AssetCatalogReader.baseName(components[index]))
    }
}
