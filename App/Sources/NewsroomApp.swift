import SwiftUI

/// The app's entry point.
///
/// The same sources build every brand: each brand's target (NWD, SBT, HBC, RVG, ALP) copies its own
/// `config.json`, `custom_fonts.plist`, fonts and asset catalog into the bundle.
@main
struct NewsroomApp: App {
    private let brand = BrandConfiguration.bundled()
    private let typography = BrandTypography.bundled()

    var body: some Scene {
        WindowGroup {
            ContentView(brand: brand, typography: typography)
        }
    }
}
