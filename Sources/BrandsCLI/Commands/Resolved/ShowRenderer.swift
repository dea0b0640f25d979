import BrandFormats
import BrandKit
import Documents
import Support
import XCConfig

/// Renders one resolved ``CloneConfiguration`` for `brands show`, every value with its source.
struct ShowRenderer {
    /// Names, roots and JSON helpers.
    var selection: ResolvedSelection
    /// The table width to wrap at, if any.
    var width: Int?

    /// The JSON document (shape documented in the README under `brands show`).
    func json(_ configuration: CloneConfiguration) -> JSONOutput {
        let features = configuration.features.map { flag in
            (flag.name, selection.json(Self.json(flag.value), flag.source))
        }
        let colors = configuration.colors.map { color -> (String, JSONOutput) in
            (
                color.role,
                .object([
                    "value": color.light.map { .string($0.hexString) } ?? .null,
                    "dark": color.dark.map { .string($0.hexString) } ?? .null,
                    "source": .string(selection.text(color.source)),
                    "darkSource": .string(selection.text(color.darkSource)),
                    "reference": color.reference.map { .string("@" + $0) } ?? .null,
                    "colorSpace": color.light == nil ? .null : .string(color.colorSpace ?? "srgb"),
                ])
            )
        }
        let fonts = configuration.fonts.map { font -> (String, JSONOutput) in
            (
                font.style,
                .object([
                    "name": font.postScriptName.map(JSONOutput.string) ?? .null,
                    "size": Self.json(number: font.size),
                    "source": .string(selection.text(font.source)),
                ])
            )
        }
        let settings = requiredSettings(configuration).map { name, value in
            (name, selection.json(value))
        }
        let fields = configuration.fields.map { ($0.name, selection.json(Self.json($0.value), $0.source)) }
        return .object([
            "clone": .string(configuration.clone),
            "configuration": .string(configuration.configuration),
            "identity": .object([
                "identifier": selection.json(configuration.identifier),
                "displayName": selection.json(configuration.displayName),
                "bundleIdentifier": selection.json(configuration.bundleIdentifier),
                "team": selection.json(configuration.team),
            ]),
            "version": selection.json(configuration.version),
            "build": selection.json(configuration.build),
            "api": .object(["baseURL": selection.json(configuration.apiBaseURL)]),
            "features": .object(Dictionary(features, uniquingKeysWith: { first, _ in first })),
            "colors": .object(Dictionary(colors, uniquingKeysWith: { first, _ in first })),
            "fonts": .object(Dictionary(fonts, uniquingKeysWith: { first, _ in first })),
            "settings": .object(Dictionary(settings, uniquingKeysWith: { first, _ in first })),
            "config": .object(Dictionary(fields, uniquingKeysWith: { first, _ in first })),
        ])
    }

    /// Aligned sections: identity, flags, colours, fonts, `config.json` fields and build settings.
    func text(_ configuration: CloneConfiguration) -> String {
        var sections: [String] = []
        let name = configuration.displayName?.value ?? configuration.clone
        sections.append(
            "\(configuration.clone): \(name) (\(selection.described(configuration.configuration, of: configuration.clone)))\n"
        )
        let identity: [(String, Sourced<String>?)] = [
            ("identifier", configuration.identifier), ("display name", configuration.displayName),
            ("bundle identifier", configuration.bundleIdentifier), ("team", configuration.team),
            ("version", configuration.version), ("build", configuration.build),
            ("api base URL", configuration.apiBaseURL),
        ]
        sections.append(
            table(
                ["IDENTITY", "VALUE", "SOURCE"],
                identity.map { [$0.0, Self.shown($0.1?.value), $0.1.map { selection.text($0.source) } ?? ""] }))
        // A section without rows is named in one closing line instead of printed as a bare header (a repository
        // without a schema has no flags, colours, fonts or fields).
        var empty: [String] = []
        func add(_ header: [String], _ noun: String, _ rows: [[String]]) {
            if rows.isEmpty { empty.append(noun) } else { sections.append(table(header, rows)) }
        }
        add(
            ["FLAG", "VALUE", "SOURCE"], "feature flags",
            configuration.features.map { [$0.name, $0.value.description, selection.text($0.source)] })
        add(
            ["COLOR", "LIGHT", "DARK", "SOURCE"], "theme colours",
            configuration.colors.map { color in
                let reference = color.reference.map { " (@\($0))" } ?? ""
                let space = color.colorSpace.map { $0 == "srgb" ? "" : " (\($0))" } ?? ""
                return [
                    color.role, color.light?.hexString ?? "—", color.dark?.hexString ?? "—",
                    selection.text(color.source) + reference + space,
                ]
            })
        add(
            ["FONT", "NAME", "SIZE", "SOURCE"], "fonts",
            configuration.fonts.map { font in
                [
                    font.style, font.postScriptName ?? "system font",
                    ConfigurationFlattener.numberText(font.size), selection.text(font.source),
                ]
            })
        let fieldValues = ConfigurationFlattener(schema: selection.workspace.schema)
            .values(of: configuration, in: [.config])
        add(
            ["CONFIG", "VALUE", "SOURCE"], "config fields",
            fieldValues.map { [$0.key, $0.value, selection.text($0.source)] })
        add(
            ["BUILD SETTING", "VALUE", "SOURCE"], "required build settings",
            requiredSettings(configuration).map { name, value in
                [name, Self.shown(value?.value), value.map { selection.text($0.source) } ?? "(not set)"]
            })
        if !empty.isEmpty {
            let list = empty.count == 1 ? empty[0] : empty.dropLast().joined(separator: ", ") + " or " + empty.last!
            sections.append("No \(list).\n")
        }
        return sections.joined(separator: "\n")
    }

    private func table(_ header: [String], _ rows: [[String]]) -> String {
        TextTable(
            header: header, rows: rows, maximumCellWidth: 72, untruncatedColumns: [header.count - 1], width: width
        ).rendered()
    }

    /// The schema's required build settings with their values, in schema order.
    private func requiredSettings(_ configuration: CloneConfiguration) -> [(String, Sourced<String>?)] {
        selection.workspace.schema.requiredBuildSettings.compactMap { name in
            guard let settings = configuration.settings else { return (name, nil) }
            return (name, settings.sourced(name))
        }
    }

    /// A flag value as typed JSON.
    static func json(_ value: FlagValue) -> JSONOutput {
        switch value {
        case .bool(let flag): .bool(flag)
        case .integer(let number): .integer(number)
        case .string(let text): .string(text)
        }
    }

    /// A number as an integer when it is whole.
    static func json(number: Double) -> JSONOutput {
        if number.rounded() == number, abs(number) < 1e15 { return .integer(Int(number)) }
        return .double(number)
    }

    /// A `config.json` value as JSON; objects keep the first of duplicate keys.
    static func json(_ value: JSONValue) -> JSONOutput {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number):
            number.integerValue.map(JSONOutput.integer) ?? number.doubleValue.map(JSONOutput.double) ?? .null
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map { json($0.value) })
        case .object(let members):
            .object(Dictionary(members.map { ($0.key, json($0.value.value)) }, uniquingKeysWith: { first, _ in first }))
        }
    }
}

extension ShowRenderer {
    /// A value as the tables show it: `—` when there is none, `""` when it is set to nothing (an empty
    /// `DEVELOPMENT_TEAM = ""` would otherwise be a blank cell beside its source, like no value at all).
    static func shown(_ value: String?) -> String {
        guard let value else { return "—" }
        return value.isEmpty ? "\"\"" : value
    }
}
