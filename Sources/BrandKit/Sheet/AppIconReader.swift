import Documents
import Support
import XCConfig

/// Finds a clone's app icon at its largest size in its asset catalogs and reads the image, or says why there is none.
package struct AppIconReader: Sendable {
    /// Where images are read from.
    package var fileSystem: any FileSystem
    /// The workspace root, for paths in placeholders.
    package var root: String

    /// Creates a reader.
    package init(fileSystem: any FileSystem, root: String) {
        self.fileSystem = fileSystem
        self.root = root
    }

    /// The image of the app icon set `name` (the first catalog that has one) with the most pixels, or why not (which
    /// for a tvOS app's brand assets is that they are layers, and for an Icon Composer icon among `iconFiles`, the
    /// `.icon` folders the target builds, that it is drawn from layers by the system).
    package func icon(named name: String, in catalogs: [AssetCatalog], iconFiles: [String] = []) -> SheetIcon {
        // Xcode builds the `.icon` of that name in place of any set: KeePassium's `app-icon.icon` was reported as
        // "no app icon set 'app-icon'", though missing_app_icon accepts it.
        if let file = iconFiles.first(where: { Path.lastComponent(of: $0) == name + ".icon" }) {
            return .missing(
                "'\(Path.relative(file, to: root))' is an Icon Composer icon, which the sheet does not show")
        }
        guard !catalogs.isEmpty else { return .missing("no asset catalog") }
        guard let set = catalogs.lazy.compactMap({ $0.appIconSet(named: name) }).first else {
            // A tvOS icon is a stack of layers the system moves apart; no one image of them is the icon.
            if catalogs.contains(where: { $0.brandAssets(named: name) != nil }) {
                return .missing("'\(name)' is a tvOS icon of layers (brand assets), which the sheet does not show")
            }
            return .missing("no app icon set '\(name)'")
        }
        let candidates = set.images.filter { $0.filename != nil && $0.fileExists }
        guard let largest = candidates.max(by: { Self.pixels(of: $0) ?? 0 < Self.pixels(of: $1) ?? 0 }),
            let fileName = largest.filename
        else { return .missing("'\(name)' has no image file") }
        let path = Path.join(set.path, fileName)
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(of: path)
        } catch {
            return .missing("'\(Path.relative(path, to: root))' could not be read: \(error)")
        }
        guard let mediaType = Self.mediaType(of: bytes) else {
            return .missing("'\(Path.relative(path, to: root))' is not a PNG or JPEG image")
        }
        return .image(
            SheetImage(
                bytes: bytes, mediaType: mediaType, file: Path.relative(path, to: root),
                pixels: Self.pixels(of: largest)))
    }

    /// The pixels along one side: `size` (`60x60`) times `scale` (`3x`, else 1).
    static func pixels(of image: AssetImage) -> Int? {
        guard let size = image.size, let side = size.split(separator: "x").first.flatMap({ Double($0) }) else {
            return nil
        }
        let scale = image.scale.flatMap { Double($0.filter { $0 != "x" }) } ?? 1
        return Int((side * scale).rounded())
    }

    /// `image/png` or `image/jpeg` from the file's signature; `nil` for anything else, which a page cannot be
    /// trusted to show.
    static func mediaType(of bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        return nil
    }
}
