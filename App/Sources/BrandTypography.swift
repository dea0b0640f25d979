import SwiftUI

/// The brand's text styles: `Brands/<ID>/custom_fonts.plist`, naming a bundled font (listed in the
/// Info.plist's `UIAppFonts`) or an iOS system font, and a point size for each style.
struct BrandTypography: Decodable, Sendable {
    let headlineFontName: String
    let headlineFontSize: Double
    let bodyFontName: String
    let bodyFontSize: Double
    let captionFontName: String
    let captionFontSize: Double

    var headline: Font { .custom(headlineFontName, size: headlineFontSize, relativeTo: .title) }
    var body: Font { .custom(bodyFontName, size: bodyFontSize, relativeTo: .body) }
    var caption: Font { .custom(captionFontName, size: captionFontSize, relativeTo: .caption) }

    /// Reads `custom_fonts.plist` from the bundle.
    ///
    /// A build without one is a packaging mistake, caught on launch.
    static func bundled(from bundle: Bundle = .main) -> BrandTypography {
        guard let url = bundle.url(forResource: "custom_fonts", withExtension: "plist"),
            let data = try? Data(contentsOf: url),
            let typography = try? PropertyListDecoder().decode(BrandTypography.self, from: data)
        else {
            preconditionFailure("custom_fonts.plist is missing or unreadable; check the target's Resources phase")
        }
        return typography
    }
}
