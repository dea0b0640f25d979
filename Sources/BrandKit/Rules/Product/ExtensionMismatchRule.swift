import Support
import XCConfig

/// An app extension or App Clip a clone's app embeds ships another version, build, team or a bundle identifier
/// outside the app's.
public struct ExtensionMismatchRule: Rule {
    /// Creates the rule.
    public init() {}

    private static func example(_ settings: [String]) -> [String: String] {
        [ExampleWorkspace.projectFile: ExampleWorkspace.projectText(widgetSettings: settings)]
    }

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "extension_mismatch", severity: .error,
        summary:
            "an embedded app extension's, App Clip's or watch app's version, build, bundle identifier or team differs "
            + "from its app's",
        rationale: "App Store Connect refuses the upload (ITMS-90473: CFBundleShortVersionString of the extension "
            + "does not match the app's; ITMS-90055 for the build), and an extension outside the app's bundle "
            + "identifier or team is not signed with it.",
        triggeringExamples: [
            RuleExample(
                project: true, files: example(ExampleWorkspace.widgetSettings + ["MARKETING_VERSION = 1.1;"]),
                expecting: ExampleWorkspace.projectFile, line: ExampleWorkspace.widgetDebugLine),
            RuleExample(
                project: true, files: example(["PRODUCT_BUNDLE_IDENTIFIER = com.example.widget;"]),
                expecting: ExampleWorkspace.projectFile, line: ExampleWorkspace.widgetDebugLine),
            RuleExample(
                project: true, files: example(ExampleWorkspace.widgetSettings + ["DEVELOPMENT_TEAM = ZYXWV98765;"]),
                expecting: ExampleWorkspace.projectFile, line: ExampleWorkspace.widgetDebugLine),
        ],
        nonTriggeringExamples: [
            .projectBaseline,
            RuleExample(project: true, files: example(ExampleWorkspace.widgetSettings)),
        ])

    /// `extension 'W' ships CFBundleShortVersionString '1.1' but its app 'A' ships '1.0' in Release`; `kind` is what
    /// the part is (`App Clip`).
    public static func differs(
        extension name: String, kind: String = "extension", key: String, value: String, app: String,
        appValue: String, configuration: String
    ) -> String {
        "\(kind) '\(name)' ships \(key) '\(value)' but its app '\(app)' ships '\(appValue)' in \(configuration); "
            + "give the \(kind) the app's value (set it from the same build setting)"
    }

    /// `extension 'W' ships no CFBundleVersion but its app 'A' ships '3' in Debug`.
    public static func missing(
        extension name: String, kind: String = "extension", key: String, app: String, appValue: String,
        configuration: String
    ) -> String {
        "\(kind) '\(name)' ships no \(key) but its app '\(app)' ships '\(appValue)' in \(configuration); give the "
            + "\(kind) the app's value (set it from the same build setting)"
    }

    /// `extension 'W' ships an empty CFBundleVersion ('$(X)' expands to nothing) but its app 'A' ships '3' in Debug`.
    public static func empty(
        extension name: String, kind: String = "extension", key: String, written: String, app: String,
        appValue: String, configuration: String
    ) -> String {
        "\(kind) '\(name)' ships an empty \(key) ('\(written)' expands to nothing) but its app '\(app)' ships "
            + "'\(appValue)' in \(configuration); give the \(kind) the app's value (set it from the same build setting)"
    }

    /// `bundle identifier 'x' of extension 'W' does not start with its app's 'y.'`, with the name it could have: the
    /// app's identifier and the last part of its own (`$(inherited)` would be no advice: in a target's settings it is
    /// the project's value, which is rarely the app's); for an App Clip, Xcode's `<app>.Clip`.
    public static func bundlePrefix(
        extension name: String, kind: String = "extension", value: String, appValue: String, configuration: String
    ) -> String {
        let part = kind == "App Clip" ? "Clip" : value.split(separator: ".").last.map(String.init) ?? "widget"
        let placeholder = kind == "App Clip" ? "Clip" : "<extension>"
        return "bundle identifier '\(value)' of \(kind) '\(name)' does not start with its app's '\(appValue).' in "
            + "\(configuration); name it '\(appValue).\(placeholder)'"
            + (kind == "App Clip" ? "" : ", such as '\(appValue).\(part)'")
    }

    /// `extension 'W' ships an empty bundle identifier (PRODUCT_BUNDLE_IDENTIFIER '$(X)' expands to nothing) in
    /// Debug`, with the name it could have when the app has one; `written` is the value as assigned, `nil` when
    /// nothing assigns it.
    public static func emptyBundleIdentifier(
        extension name: String, kind: String = "extension", written: String?, appValue: String, configuration: String
    ) -> String {
        let why =
            switch written {
            case nil: "PRODUCT_BUNDLE_IDENTIFIER is set nowhere"
            case ""?: "PRODUCT_BUNDLE_IDENTIFIER is set empty"
            case let text?: "PRODUCT_BUNDLE_IDENTIFIER '\(text)' expands to nothing"
            }
        let placeholder = kind == "App Clip" ? "Clip" : "<extension>"
        return "\(kind) '\(name)' ships an empty bundle identifier (\(why)) in \(configuration); "
            + (appValue.isEmpty
                ? "set it to its app's identifier and a name of its own" : "name it '\(appValue).\(placeholder)'")
    }

    /// `Debug`, or `Debug (configuration 'FocusEnterprise')` when the Xcode configuration the role is built in has
    /// another name; roles built in one configuration name it once (`Debug and Release (configuration 'Release')`).
    static func label(_ roles: [(role: String, configuration: String)]) -> String {
        func joined(_ names: [String]) -> String {
            names.count == 2 ? names.joined(separator: " and ") : NameList.joined(names)
        }
        guard let first = roles.first else { return "" }
        if roles.allSatisfy({ $0.configuration == first.configuration }) {
            let names = roles.map(\.role)
            return joined(names) + (names == [first.configuration] ? "" : " (configuration '\(first.configuration)')")
        }
        return joined(
            roles.map { $0.role == $0.configuration ? $0.role : "\($0.role) (configuration '\($0.configuration)')" })
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        // One finding per place and key: a line that gives the same wrong value in Debug and Release is one finding
        // naming both (Provenance's TopShelf identifier was said to be wrong "in Debug" only).
        typealias Role = (role: String, configuration: String)
        var pending:
            [(message: (String) -> String, roles: [Role], location: SourceLocation, notes: [Diagnostic.Note])] =
                []
        var positions: [String: Int] = [:]
        func report(
            _ message: @escaping (String) -> String, in role: Role? = nil, at location: SourceLocation, key: String,
            notes: [Diagnostic.Note] = []
        ) {
            let place = "\(location)|\(key)"
            if let position = positions[place] {
                // The first value found there stands; another role giving the same one joins it.
                if let role, !pending[position].roles.contains(where: { $0 == role }),
                    pending[position].message("\u{0}") == message("\u{0}")
                {
                    pending[position].roles.append(role)
                }
                return
            }
            positions[place] = pending.count
            pending.append((message, role.map { [$0] } ?? [], location, notes))
        }
        for clone in context.clones {
            guard let product = clone.product else { continue }
            for configuration in context.configurations(of: clone.id) {
                guard let app = clone.configuration(configuration.configuration) else { continue }
                for appex in product.extensions {
                    guard let loaded = appex.configuration(configuration.configuration), loaded.settings != nil
                    else { continue }
                    let fallback = appex.embeddingLocation ?? appex.location
                    let role = (role: configuration.configuration, configuration: loaded.definition.name)
                    let scripted = Set(appex.definition.scriptStamps.map(\.key))
                    for (key, path) in [
                        ("CFBundleShortVersionString", \CloneIdentity.version), ("CFBundleVersion", \.build),
                    ] {
                        // What the extension's own script phase writes is not what its files say (X-Schedule's
                        // widget runs `buildNum.bash`, as its app does).
                        guard let appValue = app.identity[keyPath: path]?.value, !scripted.contains(key) else {
                            continue
                        }
                        guard let value = loaded.identity[keyPath: path] else {
                            // A key the Info.plist writes that expands to nothing is empty, not missing, and is
                            // fixed where it is written (LoopFollow's widget writes `$(MARKETING_VERSION)`, which its
                            // target sets to itself).
                            if case .dictionary(let members)? = loaded.infoPlist?.value,
                                let member = members.first(where: { $0.key == key }),
                                case .string(let written) = member.value.value
                            {
                                let (name, kind, app) = (
                                    appex.name, appex.kindName, clone.definition.target ?? clone.id
                                )
                                report(
                                    {
                                        Self.empty(
                                            extension: name, kind: kind, key: key, written: written, app: app,
                                            appValue: appValue, configuration: $0)
                                    }, in: role, at: member.value.location, key: key,
                                    notes: loaded.settings.map { settings in
                                        EmptyReferenceTrace.notes(
                                            for: ReferenceScanner.references(in: written).map(\.name), in: settings)
                                    } ?? [])
                                continue
                            }
                            let (name, kind, app) = (appex.name, appex.kindName, clone.definition.target ?? clone.id)
                            report(
                                {
                                    Self.missing(
                                        extension: name, kind: kind, key: key, app: app, appValue: appValue,
                                        configuration: $0)
                                }, in: role, at: fallback, key: key)
                            continue
                        }
                        guard value.value != appValue else { continue }
                        let (name, kind, app) = (appex.name, appex.kindName, clone.definition.target ?? clone.id)
                        report(
                            {
                                Self.differs(
                                    extension: name, kind: kind, key: key, value: value.value, app: app,
                                    appValue: appValue, configuration: $0)
                            }, in: role, at: value.source.location ?? fallback, key: key)
                    }
                    // A part of the watch app (its complication) lives under the watch app's identifier.
                    let container =
                        appex.definition.embeddedIn.flatMap { id in product.extensions.first { $0.id == id } }
                        .flatMap { $0.configuration(configuration.configuration) } ?? app
                    if let appValue = container.identity.bundleIdentifier?.value,
                        let value = loaded.identity.bundleIdentifier, !value.value.hasPrefix(appValue + ".")
                    {
                        let (name, kind) = (appex.name, appex.kindName)
                        report(
                            {
                                Self.bundlePrefix(
                                    extension: name, kind: kind, value: value.value, appValue: appValue,
                                    configuration: $0)
                            }, in: role, at: value.source.location ?? fallback, key: "CFBundleIdentifier")
                    }
                    if appex.definition.isWatchApp, let appValue = app.identity.bundleIdentifier?.value,
                        let companion = Self.companionIdentifier(of: loaded), companion.value != appValue
                    {
                        let (name, appName) = (appex.name, clone.definition.target ?? clone.id)
                        report(
                            {
                                Self.companion(
                                    watchApp: name, value: companion.value, app: appName, appValue: appValue,
                                    configuration: $0)
                            }, in: role, at: companion.location ?? fallback, key: "WKCompanionAppBundleIdentifier")
                    }
                    if loaded.identity.bundleIdentifier?.value.isEmpty ?? true,
                        let setting = loaded.settings?.sourced("PRODUCT_BUNDLE_IDENTIFIER"), setting.value.isEmpty
                    {
                        // Nothing to build or sign it with (Orbot's `$(EXT_BUNDLE_ID)`, empty in Debug until each
                        // developer fills it in), whatever the app's: the extension's own line to fix.
                        let written = loaded.settings?.origin(of: "PRODUCT_BUNDLE_IDENTIFIER")?.value
                        let (name, kind) = (appex.name, appex.kindName)
                        let appValue = app.identity.bundleIdentifier?.value ?? ""
                        let references = ReferenceScanner.references(in: written ?? "").map(\.name)
                        report(
                            {
                                Self.emptyBundleIdentifier(
                                    extension: name, kind: kind, written: written, appValue: appValue,
                                    configuration: $0)
                            }, in: role, at: setting.source.location ?? fallback, key: "PRODUCT_BUNDLE_IDENTIFIER",
                            notes: loaded.settings.map { EmptyReferenceTrace.notes(for: references, in: $0) } ?? [])
                    }
                    // An app without a team (open-source repositories strip it) says nothing either way; with one,
                    // an extension signed automatically needs it too (Ello's extensions set `DEVELOPMENT_TEAM = ""`:
                    // Xcode cannot sign them for a device or an archive).
                    let appTeam = app.settings?.value(of: "DEVELOPMENT_TEAM") ?? ""
                    let team = loaded.settings?.sourced("DEVELOPMENT_TEAM")
                    let (name, kind, appName) = (appex.name, appex.kindName, clone.definition.target ?? clone.id)
                    if let team, !team.value.isEmpty, !appTeam.isEmpty, team.value != appTeam {
                        report(
                            {
                                Self.differs(
                                    extension: name, kind: kind, key: "DEVELOPMENT_TEAM", value: team.value,
                                    app: appName, appValue: appTeam, configuration: $0)
                            }, in: role, at: team.source.location ?? fallback, key: "DEVELOPMENT_TEAM")
                    } else if !appTeam.isEmpty, let team, team.value.isEmpty,
                        let written = loaded.settings?.origin(of: "DEVELOPMENT_TEAM")?.value,
                        loaded.settings?.value(of: "CODE_SIGN_STYLE") != "Manual"
                    {
                        // Set empty on purpose, or through a setting that is empty (Blink's `$(TEAM_ID)`); a team
                        // set nowhere (its xcconfig missing: mullvad's) says nothing.
                        let references = ReferenceScanner.references(in: written).map(\.name)
                        // The file that would set it may be missing (Blink's developer_setup.xcconfig, which its
                        // template says to create): said so, as for the app's own settings.
                        let root = context.workspace.root
                        let hint =
                            references.isEmpty
                            ? nil
                            : UndefinedInfoPlistVariableRule.missingFileHint(
                                missingIncludes: UndefinedInfoPlistVariableRule.includesFindingNoFile(
                                    loaded, root: root),
                                missingBaseConfigurations: loaded.definition.missingBaseConfigurations.map {
                                    Path.relative($0, to: root)
                                },
                                encryptedFiles: UndefinedInfoPlistVariableRule.encryptedFiles(of: loaded, root: root))
                        report(
                            { configuration in
                                let message =
                                    references.isEmpty
                                    ? Self.missing(
                                        extension: name, kind: kind, key: "DEVELOPMENT_TEAM", app: appName,
                                        appValue: appTeam, configuration: configuration)
                                    : Self.empty(
                                        extension: name, kind: kind, key: "DEVELOPMENT_TEAM", written: written,
                                        app: appName, appValue: appTeam, configuration: configuration)
                                return message + (hint.map { " " + $0 } ?? "")
                            }, in: role, at: team.source.location ?? fallback, key: "DEVELOPMENT_TEAM",
                            notes: loaded.settings.map { EmptyReferenceTrace.notes(for: references, in: $0) } ?? [])
                    }
                }
            }
        }
        let order = context.workspace.manifest.configurations
        let rank = { (role: String) in order.firstIndex(of: role) ?? order.count }
        return pending.map { finding in
            let roles = Self.label(finding.roles.sorted { rank($0.role) < rank($1.role) })
            return Diagnostic(
                Self.description.severity, rule: Self.description.id, finding.message(roles), at: finding.location,
                notes: finding.notes)
        }
    }
}
