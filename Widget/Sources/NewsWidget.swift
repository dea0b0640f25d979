import SwiftUI
import WidgetKit

/// One point of the timeline: the headline shown from `date` on.
struct HeadlineEntry: TimelineEntry {
    let date: Date
    let headline: String
}

/// Supplies the timeline: the latest headline, refreshed every hour.
struct HeadlineProvider: TimelineProvider {
    func placeholder(in context: Context) -> HeadlineEntry {
        HeadlineEntry(date: .now, headline: "Council approves new harbour bridge")
    }

    func getSnapshot(in context: Context, completion: @escaping (HeadlineEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HeadlineEntry>) -> Void) {
        let entry = placeholder(in: context)
        let refresh = Calendar.current.date(byAdding: .hour, value: 1, to: entry.date) ?? entry.date
        completion(Timeline(entries: [entry], policy: .after(refresh)))
    }
}

/// The home-screen widget: the brand's name and its latest headline.
struct NewsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "NewsWidget", provider: HeadlineProvider()) { entry in
            NewsWidgetView(entry: entry)
        }
        .configurationDisplayName("Top Story")
        .description("The latest headline.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// How one entry looks on the home screen.
struct NewsWidgetView: View {
    let entry: HeadlineEntry

    /// The brand's name, from the extension's Info.plist (`CFBundleDisplayName = $(APP_DISPLAY_NAME)`).
    private var brandName: String {
        Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? ""
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(brandName)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(entry.headline)
                .font(.headline)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .widgetBackground()
    }
}

extension View {
    /// iOS 17 and later draw the widget's container background; iOS 16 (the deployment target) pads instead.
    @ViewBuilder fileprivate func widgetBackground() -> some View {
        if #available(iOS 17.0, *) {
            containerBackground(.fill.tertiary, for: .widget)
        } else {
            padding()
        }
    }
}
