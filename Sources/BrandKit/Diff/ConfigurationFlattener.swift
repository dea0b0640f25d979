import BrandFormats
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
        let all = unfiltered(of: configuration, in: categories)
        let hidden = Self.shownByIdentity(all)
        return all.filter { $0.category == .identity || !hidden.contains(Self.key(of: $0)) }
    }

    /// The values of two configurations for comparing them, without those the identity shows on either side: a value
    /// the identity shows on one side only (SideStore's version is `$(MARKETING_VERSION)` in its Info.plist, AltBackup's
    /// a literal `1.0`) would otherwise be left out on that side alone and read as set on one side only.
    public func values(
        of left: CloneConfiguration, and right: CloneConfiguration,
        in categories: Set<ValueCategory> = Set(ValueCategory.allCases)
    ) -> (left: [ConfigurationValue], right: [ConfigurationValue]) {
        let sides = [unfiltered(of: left, in: categories), unfiltered(of: right, in: categories)]
        let hidden = Self.shownByIdentity(sides[0]).union(Self.shownByIdentity(sides[1]))
        let kept = sides.map { values in
            values.filter { $0.category == .identity || !hidden.contains(Self.key(of: $0)) }
        }
        return (kept[0], kept[1])
    }

    /// The category and key of `value`.
    private static func key(of value: ConfigurationValue) -> String { "\(value.category.rawValue)\u{0}\(value.key)" }

    /// The keys of the values the identity already shows: the Info.plist keys it is read from, and any value written
    /// on a line an identity value comes from (the assignment of PRODUCT_BUNDLE_IDENTIFIER, the `config.json` field of
    /// the API base URL), each listed once, as identity.
    private static func shownByIdentity(_ values: [ConfigurationValue]) -> Set<String> {
        let identity = values.filter { $0.category == .identity }
        guard !identity.isEmpty else { return [] }
        let shown = Set(identity.compactMap { $0.source.location.map { "\($0.file):\($0.line)" } })
        var keys = Set(
            ["CFBundleIdentifier", "CFBundleShortVersionString", "CFBundleVersion", "CFBundleDisplayName"].map {
                "\(ValueCategory.plist.rawValue)\u{0}\($0)"
            })
        for value in values where value.category != .identity {
            if let location = value.source.location, shown.contains("\(location.file):\(location.line)") {
                keys.insert(key(of: value))
            }
        }
        return keys
    }

    /// Every value of `configuration` in `categories`, the identity's own included.
    private func unfiltered(of configuration: CloneConfiguration, in categories: Set<ValueCategory>)
        -> [ConfigurationValue]
    {
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
        return values
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
