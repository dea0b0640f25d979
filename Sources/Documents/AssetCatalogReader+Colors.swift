import Support

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
        variants.reserveCapacity(entries.count)
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
        // Each component in turn; the first that is missing or invalid is reported and ends the colour.
        func component(_ name: String) -> Double? {
            guard let node = components[name] else {
                diagnostics.append(
                    AssetCatalogDiagnostics.invalidColor(Message.missingComponent(name), at: components.location))
                return nil
            }
            switch ColorComponent.parse(node, isAlpha: name == "alpha", allowsExtendedRange: isExtended) {
            case .success(let value): return value
            case .failure(let problem):
                let message =
                    problem.isAlpha
                    ? Message.invalidAlpha(problem.text) : Message.invalidComponent(name, value: problem.text)
                diagnostics.append(AssetCatalogDiagnostics.invalidColor(message, at: node.location))
                return nil
            }
        }
        if isGray {
            guard let white = component("white"), let alpha = component("alpha") else { return nil }
            return RGBAColor(red: white, green: white, blue: white, alpha: alpha)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue"),
            let alpha = component("alpha")
        else { return nil }
        return RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
