import Support
import XCConfig

/// Turns a ``CloneConfiguration`` into the flat list of ``ConfigurationValue``s that `brands diff` and
/// `brands matrix` compare, in a fixed order: category, then schema order (settings by name).
public struct ConfigurationFlattener: Sendable {
    /// The schema naming the required build settings.
    public var schema: Schema
    /// Whether every assigned build setting is included, rather than only the schema's required ones.
    public var includesAllSettings: Bool

    /// Creates a flattener.
    public init(schema: Schema, includesAllSettings: Bool = false) {
        self.schema = schema
        self.includesAllSettings = includesAllSettings
    }

    /// Every value of `configuration` in `categories`, in output order.
    public func values(
        of configuration: CloneConfiguration, in categories: Set<ValueCategory> = Set(ValueCategory.allCases)
    ) -> [ConfigurationValue] {
        var values: [ConfigurationValue] = []
        let identity = categories.contains(.identity) ? identity(of: configuration) : []
        for category in ValueCategory.allCases where categories.contains(category) {
            switch category {
            case .identity: values += identity
            case .settings: values += settings(of: configuration)
            case .flags:
                values += configuration.features.map {
                    ConfigurationValue(category: .flags, key: $0.name, value: $0.value.description, source: $0.source)
                }
            case .theme: values += theme(of: configuration)
            case .plist:
                if let plist = configuration.infoPlist {
                    values += InfoPlistFlattener(settings: configuration.settings).values(of: plist)
                }
            case .config:
                values += configuration.fields.map {
                    ConfigurationValue(
                        category: .config, key: $0.name, value: JSONText.compact($0.value), source: $0.source)
                }
            }
        }
        // A value the identity already shows (the assignment of PRODUCT_BUNDLE_IDENTIFIER, the `config.json` field of
        // the API base URL it was read from: the same line of the same file) is listed once, as identity.
        let shown = Set(identity.compactMap { $0.source.location.map { "\($0.file):\($0.line)" } })
        guard !shown.isEmpty else { return values }
        return values.filter { value in
            value.category == .identity
                || value.source.location.map { !shown.contains("\($0.file):\($0.line)") } ?? true
        }
    }

    /// The identity as `brands show` gives it, without the clone's id (the sides' titles name it).
    ///
    /// Values the clone does not have are absent. A repository without a schema requires no build settings, so this
    /// is what tells two of its clones apart.
    private func identity(of configuration: CloneConfiguration) -> [ConfigurationValue] {
        let identity: [(String, Sourced<String>?)] = [
            ("displayName", configuration.displayName), ("bundleIdentifier", configuration.bundleIdentifier),
            ("team", configuration.team), ("version", configuration.version), ("build", configuration.build),
            ("apiBaseURL", configuration.apiBaseURL),
        ]
        return identity.compactMap { key, sourced in
            sourced.map { ConfigurationValue(category: .identity, key: key, value: $0.value, source: $0.source) }
        }
    }

    /// The required build settings in schema order, or every setting the repository's files assign (its xcconfig
    /// chains and project settings, as `brands settings CLONE` lists them; not the build system's built-ins, whose
    /// paths depend on the machine) by name; unassigned ones are absent.
    private func settings(of configuration: CloneConfiguration) -> [ConfigurationValue] {
        guard let settings = configuration.settings else { return [] }
        let names: [String]
        if includesAllSettings {
            let assigned = configuration.loaded.map { Set($0.fileAssignments.map(\.name)) }
            names = settings.settings.filter { $0.winner != nil && assigned?.contains($0.name) != false }.map(\.name)
                .sorted()
        } else {
            names = schema.requiredBuildSettings
        }
        return names.compactMap { name in
            settings.sourced(name).map {
                ConfigurationValue(category: .settings, key: name, value: $0.value, source: $0.source)
            }
        }
    }

    /// Each role's light and dark colour, then each style's font; roles without a colour are absent.
    private func theme(of configuration: CloneConfiguration) -> [ConfigurationValue] {
        var values: [ConfigurationValue] = []
        for color in configuration.colors {
            if let light = color.light {
                values.append(
                    ConfigurationValue(
                        category: .theme, key: "color.\(color.role)", value: light.hexString, source: color.source))
            }
            if let dark = color.dark {
                values.append(
                    ConfigurationValue(
                        category: .theme, key: "color.\(color.role).dark", value: dark.hexString,
                        source: color.darkSource))
            }
        }
        for font in configuration.fonts {
            values.append(
                ConfigurationValue(
                    category: .theme, key: "font.\(font.style)", value: Self.fontText(font), source: font.source))
        }
        return values
    }

    /// `NordSans-Regular 17pt`, or `system 17pt` for the system font.
    public static func fontText(_ font: ResolvedFont) -> String {
        "\(font.postScriptName ?? "system") \(numberText(font.size))pt"
    }

    /// `17` for whole numbers, `12.5` otherwise.
    public static func numberText(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }
}
