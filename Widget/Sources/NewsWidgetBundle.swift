import SwiftUI
import WidgetKit

/// The widget extension's entry point.
///
/// Every brand embeds its own copy (`NWDWidget.appex`, …), built from
/// these sources with the brand's settings, so its version and build are the app's.
@main
struct NewsWidgetBundle: WidgetBundle {
    var body: some Widget {
        NewsWidget()
    }
}
