import BrandFormats
import Documents
import Support
import XCConfig

/// The WCAG 2.x contrast of one of the schema's foreground/background pairs in one appearance, as
/// `insufficient_contrast` judges it.
///
/// The rule and `brands sheet` both measure through ``measure(_:pairs:)``, so the sheet's verdicts are the rule's.
public struct ContrastMeasurement: Sendable, Hashable {
    /// The appearance a colour is drawn in.
    public enum Appearance: String, Sendable, Hashable, CaseIterable {
        case light
        case dark
    }

    /// The pair measured.
    public var pair: ContrastPair
    /// The appearance measured.
    public var appearance: Appearance
    /// The foreground colour in that appearance.
    public var foreground: RGBAColor
    /// The background colour in that appearance.
    public var background: RGBAColor
    /// The ratio cut (not rounded) to two decimals, as shown: 4.496 is 4.49, never 4.50 under a minimum of 4.5.
    public var ratio: Double
    /// Where a finding about the measurement goes: the foreground's colour in that appearance, else the
    /// background's; `nil` when neither is written in a file.
    public var location: SourceLocation?

    /// Creates a measurement.
    public init(
        pair: ContrastPair, appearance: Appearance, foreground: RGBAColor, background: RGBAColor, ratio: Double,
        location: SourceLocation?
    ) {
        self.pair = pair
        self.appearance = appearance
        self.foreground = foreground
        self.background = background
        self.ratio = ratio
        self.location = location
    }

    /// Whether the ratio reaches the pair's minimum.
    public var passes: Bool { ratio >= pair.minimumRatio }

    /// Every pair of `pairs` in the light then the dark appearance, in pair order, for `colors` (a clone's resolved
    /// roles).
    ///
    /// A pair is left out in an appearance where one of its roles is not in `colors` or has no colour there: there is
    /// nothing to measure, and other rules report the missing colour.
    public static func measure(_ colors: [ResolvedColor], pairs: [ContrastPair]) -> [ContrastMeasurement] {
        var measurements: [ContrastMeasurement] = []
        for pair in pairs {
            guard let foreground = colors.first(where: { $0.role == pair.foreground }),
                let background = colors.first(where: { $0.role == pair.background })
            else { continue }
            // A dark-appearance finding points at the dark colour, which may be another entry or file.
            let sides: [(Appearance, RGBAColor?, RGBAColor?, SourceLocation?)] = [
                (.light, foreground.light, background.light, foreground.source.location ?? background.source.location),
                (
                    .dark, foreground.dark, background.dark,
                    foreground.darkSource.location ?? background.darkSource.location
                ),
            ]
            for (appearance, front, back, location) in sides {
                guard let front, let back else { continue }
                let ratio = (RGBAColor.contrastRatio(front, back) * 100).rounded(.down) / 100
                measurements.append(
                    ContrastMeasurement(
                        pair: pair, appearance: appearance, foreground: front, background: back, ratio: ratio,
                        location: location))
            }
        }
        return measurements
    }
}
