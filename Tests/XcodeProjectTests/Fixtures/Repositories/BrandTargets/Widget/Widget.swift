import WidgetKit
