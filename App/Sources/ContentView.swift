import SwiftUI

/// The front page: the latest headlines in the brand's colours and fonts.
struct ContentView: View {
    let brand: BrandConfiguration
    let typography: BrandTypography

    /// The home-screen name, from the Info.plist (`CFBundleDisplayName = $(APP_DISPLAY_NAME)`).
    private var displayName: String {
        Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? brand.cloneIdentifier
    }

    var body: some View {
        NavigationStack {
            List(Headline.placeholders) { headline in
                VStack(alignment: .leading, spacing: 4) {
                    Text(headline.title)
                        .font(typography.headline)
                        .foregroundStyle(Color("PrimaryColor"))
                    Text(headline.summary)
                        .font(typography.body)
                        .foregroundStyle(Color("TextColor"))
                    if brand.isEnabled("comments") {
                        Label("Comments", systemImage: "bubble.left")
                            .font(typography.caption)
                    }
                }
                .listRowBackground(Color("BackgroundColor"))
            }
            .navigationTitle(displayName)
        }
        .tint(Color("AccentColor"))
    }
}

/// One story on the front page; the placeholders stand in until the API (`api_base_url`) answers.
struct Headline: Identifiable, Sendable {
    let id: Int
    let title: String
    let summary: String

    static let placeholders = [
        Headline(id: 1, title: "Council approves new harbour bridge", summary: "Construction starts in spring."),
        Headline(id: 2, title: "Local team wins the cup", summary: "A late goal decided the final."),
        Headline(id: 3, title: "Weekend weather", summary: "Sunny spells, showers on Sunday."),
    ]
}
