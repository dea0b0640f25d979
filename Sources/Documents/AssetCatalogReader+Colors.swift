import XCConfig

extension AssetCatalogReader {
    private typealias Message = AssetCatalogDiagnostics.Message

    /// The keys Xcode writes at the top of a colour set's `Contents.json`.
    static let colorSetKeys = ["colors", "info", "properties"]
    /// The keys of an entry of `colors`: the colour and the slots that select it.
    static let colorEntryKeys = [
        "appearances", "color", "display-gamut", "idiom", "subtype", "locale", "language-direction", "width-class",
        "height-class", "graphics-feature-set", "memory", "screen-width",
    ]
    /// The keys of an entry's `color`.
    static let colorKeys = ["color-space", "components", "platform", "reference"]
    /// The colour spaces Xcode's colour picker writes.
    public static let colorSpaces = [
        "srgb", "display-p3", "extended-srgb", "extended-linear-srgb", "gray-gamma-22", "extended-gray",
    ]

    /// The variants of a colour set's `colors` array; invalid entries are reported and left out, and so are
    /// unknown keys (`"colours"` would leave the set without colours).
    func colorVariants(_ contents: JSONNode?, into diagnostics: inout [Diagnostic]) -> [ColorVariant] {
        Self.reportUnknownKeys(of: contents, known: Self.colorSetKeys, in: "a colour set", into: &diagnostics)
        guard let entries = array("colors", in: contents, into: &diagnostics) else { return [] }
        var variants: [ColorVariant] = []
        for entry in entries {
            guard entry.objectMembers != nil else {
                diagnostics.append(wrongKind("colors[]", expected: "an object", node: entry))
                continue
            }
            Self.reportUnknownKeys(of: entry, known: Self.colorEntryKeys, in: "a colour entry", into: &diagnostics)
            // An entry without `color` is how Xcode writes a colour left unset (a new project's AccentColor is
            // `{"colors": [{"idiom": "universal"}]}`): no variant, and nothing wrong.
            guard let colorNode = entry["color"] else { continue }
            guard colorNode.objectMembers != nil else {
                diagnostics.append(AssetCatalogDiagnostics.invalidColor(Message.missingColor, at: colorNode.location))
                continue
            }
            Self.reportUnknownKeys(of: colorNode, known: Self.colorKeys, in: "'color'", into: &diagnostics)
            let content: ColorVariant.Content
            if let reference = colorNode["reference"]?.stringValue {
                content = .systemColor(reference)
            } else if let components = colorNode["components"] {
                let colorSpace = colorNode["color-space"]?.stringValue ?? "srgb"
                guard Self.colorSpaces.contains(colorSpace) else {
                    let location = colorNode["color-space"]?.location ?? colorNode.location
                    diagnostics.append(
                        AssetCatalogDiagnostics.invalidColor(
                            Message.unknownColorSpace(colorSpace, known: Self.colorSpaces), at: location))
                    continue
                }
                guard let color = Self.color(components, colorSpace: colorSpace, into: &diagnostics) else { continue }
                content = .components(color, colorSpace: colorSpace)
            } else {
                diagnostics.append(AssetCatalogDiagnostics.invalidColor(Message.missingColor, at: colorNode.location))
                continue
            }
            variants.append(
                ColorVariant(
                    appearance: Self.appearance(entry["appearances"]),
                    idiom: entry["idiom"]?.stringValue ?? "universal",
                    content: content, location: entry.location))
        }
        return variants
    }

    /// Reports each member of `node` whose key is not in `known`, with a suggestion.
    static func reportUnknownKeys(
        of node: JSONNode?, known: [String], in place: String, into diagnostics: inout [Diagnostic]
    ) {
        for member in node?.objectMembers ?? [] where !known.contains(member.key) {
            diagnostics.append(
                AssetCatalogDiagnostics.invalidContents(
                    Message.unknownKey(member.key, in: place, known: known), at: member.keyLocation))
        }
    }

    /// `luminosity` and `contrast` entries combined; other appearance kinds are ignored.
    static func appearance(_ node: JSONNode?) -> ColorAppearance {
        var luminosity: String?
        var highContrast = false
        for entry in node?.arrayElements ?? [] {
            switch entry["appearance"]?.stringValue {
            case "luminosity": luminosity = entry["value"]?.stringValue
            case "contrast": highContrast = entry["value"]?.stringValue == "high"
            default: continue
            }
        }
        switch (luminosity, highContrast) {
        case ("light", false): return .light
        case ("dark", false): return .dark
        case ("light", true): return .lightHighContrast
        case ("dark", true): return .darkHighContrast
        case (_, true): return .highContrast
        default: return .any
        }
    }

    /// RGBA from `red`/`green`/`blue`/`alpha`, or grey from `white`/`alpha`.
    static func color(_ components: JSONNode, colorSpace: String, into diagnostics: inout [Diagnostic]) -> RGBAColor? {
        guard components.objectMembers != nil else {
            diagnostics.append(
                AssetCatalogDiagnostics.invalidContents(
                    Message.wrongKind("components", expected: "an object", found: components.kindDescription),
                    at: components.location))
            return nil
        }
        let isExtended = colorSpace.hasPrefix("extended")
        let isGray = components["white"] != nil && components["red"] == nil
        let names = isGray ? ["white", "alpha"] : ["red", "green", "blue", "alpha"]
        var values: [Double] = []
        for name in names {
            guard let node = components[name] else {
                diagnostics.append(
                    AssetCatalogDiagnostics.invalidColor(Message.missingComponent(name), at: components.location))
                return nil
            }
            let parsed = ColorComponent.parse(node, isAlpha: name == "alpha", allowsExtendedRange: isExtended)
            switch parsed {
            case .success(let value): values.append(value)
            case .failure(let problem):
                let message =
                    problem.isAlpha
                    ? Message.invalidAlpha(problem.text) : Message.invalidComponent(name, value: problem.text)
                diagnostics.append(AssetCatalogDiagnostics.invalidColor(message, at: node.location))
                return nil
            }
        }
        if isGray { return RGBAColor(red: values[0], green: values[0], blue: values[0], alpha: values[1]) }
        return RGBAColor(red: values[0], green: values[1], blue: values[2], alpha: values[3])
    }
}

/// How colour components are written in `Contents.json`: `"0.500"` (fraction), `"128"` (0–255), `"0x80"`
/// (hex byte), or the same as JSON numbers.
enum ColorComponent {
    /// A component that could not be read, for the message.
    struct Problem: Error {
        var text: String
        var isAlpha: Bool
    }

    /// The component as a fraction.
    ///
    /// Alpha is always a fraction (`"1"` is opaque, not 1/255), since Xcode writes it that way in every input mode.
    static func parse(_ node: JSONNode, isAlpha: Bool, allowsExtendedRange: Bool) -> Result<Double, Problem> {
        guard let raw = node.stringValue ?? node.numberValue?.literal else {
            return .failure(Problem(text: node.kindDescription, isAlpha: false))
        }
        let text = raw.trimmingWhiteSpace()
        let failure = Result<Double, Problem>.failure(Problem(text: raw, isAlpha: false))
        // Bytes, not characters: components are ASCII, and this runs for every component of every colour.
        let bytes = text.utf8
        if bytes.count >= 2, bytes.first == UInt8(ascii: "0"), bytes.dropFirst().first.map({ $0 | 0x20 }) == 0x78 {
            guard bytes.count <= 4, let byte = UInt8(text.dropFirst(2), radix: 16) else { return failure }
            return .success(Double(byte) / 255)
        }
        if isAlpha || bytes.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }) {
            // `nan` and `inf`/`infinity` are no component.
            guard !bytes.contains(where: { $0 | 0x20 == UInt8(ascii: "n") }), let value = Double(text), value.isFinite
            else { return failure }
            if allowsExtendedRange && !isAlpha { return .success(value) }
            guard (0...1).contains(value) else { return .failure(Problem(text: raw, isAlpha: isAlpha)) }
            return .success(value)
        }
        guard let integer = Int(text), (0...255).contains(integer) else { return failure }
        return .success(Double(integer) / 255)
    }
}
