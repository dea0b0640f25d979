import BrandKit
import Documents
import Foundation
import Support
import XCConfig

/// How single values look on a sheet: swatches with their value as text, icons, fonts, flags, verdicts.
extension SheetHTMLRenderer {
    /// `text` escaped.
    func escaped(_ text: String) -> String { HTMLText.escape(text) }

    /// A swatch of `color` with its value as text beside it, or `not set`.
    ///
    /// The swatch's colour comes from the parsed components, never from text in the workspace.
    func swatch(_ color: RGBAColor?, colorSpace: String?, label: String) -> String {
        guard let color else { return "<span class=\"missing\">not set</span>" }
        let space = colorSpace.flatMap { $0 == "srgb" ? nil : $0 }
        let spaceText = space.map { " <span class=\"note\">\(escaped($0))</span>" } ?? ""
        return
            "<span class=\"color\"><span class=\"swatch\" style=\"background-color:\(cssColor(color, colorSpace: space))\" role=\"img\" aria-label=\"\(escaped(label)) \(color.hexString)\"></span><code>\(color.hexString)</code>\(spaceText)</span>"
    }

    /// A CSS colour for `color`: `#RRGGBB(AA)`, or `color(display-p3 …)` for a Display P3 colour set.
    func cssColor(_ color: RGBAColor, colorSpace: String? = nil) -> String {
        guard colorSpace == "display-p3" else { return color.hexString }
        let components = [color.red, color.green, color.blue].map { String(format: "%.4f", min(max($0, 0), 1)) }
        return "color(display-p3 \(components.joined(separator: " ")) / \(String(format: "%.3f", color.alpha)))"
    }

    /// The light and dark swatches of `color`, one above the other.
    func colorPair(_ color: SheetColor?) -> String {
        guard let color else { return "<span class=\"missing\">not set</span>" }
        return
            "<span class=\"pair\">\(swatch(color.light, colorSpace: color.colorSpace, label: "\(color.role), light:"))\(swatch(color.dark, colorSpace: color.colorSpace, label: "\(color.role), dark:"))</span>"
    }

    /// The app icon as an `<img>` with a `data:` URL, or a placeholder saying why there is none.
    func icon(_ icon: SheetIcon, clone: String) -> String {
        switch icon {
        case .image(let image):
            let data = Data(image.bytes).base64EncodedString()
            let size = image.pixels.map { ", \($0) × \($0) px" } ?? ""
            return
                "<img src=\"data:\(image.mediaType);base64,\(data)\" alt=\"\(escaped("\(clone) app icon\(size)"))\" width=\"104\" height=\"104\">"
        case .missing(let reason):
            return
                "<div class=\"placeholder\" role=\"img\" aria-label=\"\(escaped("\(clone): no app icon, \(reason)"))\">No app icon</div>"
        }
    }

    /// `NordSerif-Bold 28 pt` or `system font 17 pt`.
    func fontText(_ font: SheetFont) -> String {
        let name = font.name.map { "<code>\(escaped($0))</code>" } ?? "system font"
        return "\(name) \(size(font.size)) pt"
    }

    /// Whether the font is there: the bundled file, an iOS font, the system font, or missing.
    func availability(_ font: SheetFont) -> String {
        switch font.availability {
        case .bundled(let fileName): "bundled: <code>\(escaped(fileName))</code>"
        case .systemFont: "iOS font, not bundled"
        case .system: "system font"
        case .missing: "<span class=\"missing\">not bundled, not an iOS font</span>"
        }
    }

    /// `17` or `17.5`.
    func size(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    /// The ratio, the minimum and the verdict of a measurement, or why there is none.
    func verdict(_ measurement: ContrastMeasurement?) -> String {
        guard let measurement else { return "<span class=\"note\">not measured: a colour is not set</span>" }
        let verdict =
            measurement.passes
            ? "<span class=\"verdict pass\">✓ pass</span>" : "<span class=\"verdict fail\">✗ fail</span>"
        return "<code>\(ratio(measurement.ratio)):1</code> \(verdict)"
    }

    /// `12.63`: the ratio as `insufficient_contrast` shows it.
    func ratio(_ value: Double) -> String { String(format: "%.2f", value) }

    /// `4.5:1`: a minimum ratio as `insufficient_contrast` shows it.
    func minimum(_ value: Double) -> String { String(format: "%.1f", value) + ":1" }

    /// A sample of the pair's foreground drawn on its background, with the ratio and verdict.
    func sample(_ measurement: ContrastMeasurement?, appearance: String) -> String {
        guard let measurement else { return verdict(nil) }
        let style = "color:\(cssColor(measurement.foreground));background-color:\(cssColor(measurement.background))"
        return
            "<span class=\"color\"><span class=\"sample\" style=\"\(style)\" role=\"img\" aria-label=\"\(escaped("\(measurement.pair.foreground) \(measurement.foreground.hexString) on \(measurement.pair.background) \(measurement.background.hexString), \(appearance)"))\">Aa</span>\(verdict(measurement))</span>"
    }

    /// A flag's value; bold when it is not the registry default.
    func flagValue(_ flag: SheetFlag?) -> String {
        guard let flag else { return "<span class=\"note\">—</span>" }
        let value = "<code>\(escaped(flag.value.description))</code>"
        return flag.differsFromDefault
            ? "<span class=\"apart\">\(value)</span>" : "<span class=\"default\">\(value)</span>"
    }

    /// `2 errors, 1 warning`, or `no findings`.
    func findingCounts(_ findings: [SheetFinding]) -> String {
        let counts = [Severity.error, .warning, .note].compactMap { severity -> String? in
            let count = findings.filter { $0.severity == severity }.count
            guard count > 0 else { return nil }
            return Plural.count(count, severity.rawValue)
        }
        return counts.isEmpty ? "no findings" : counts.joined(separator: ", ")
    }

    /// A badge with the findings' counts, coloured by the most serious, after `prefix`.
    func findingsBadge(_ findings: [SheetFinding], prefix: String = "") -> String {
        let worst = findings.map(\.severity).max()
        let kind = worst.map(\.rawValue) ?? "pass"
        return "<span class=\"badge \(kind)\">\(prefix)\(findingCounts(findings))</span>"
    }

    /// `was <del>value</del>`: a value before the baseline revision.
    func was(_ html: String) -> String {
        "<span class=\"was\">was <del>\(html)</del></span>"
    }
}
