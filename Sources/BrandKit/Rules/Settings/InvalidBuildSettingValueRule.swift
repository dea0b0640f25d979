import BrandFormats
import Support
import XCConfig

/// A typed build setting has a value that is not of its type: a version or build number the App Store refuses, a
/// bundle identifier or team id that cannot be one, or a value the schema's `build_settings.values` rules out.
public struct InvalidBuildSettingValueRule: Rule {
    /// Creates the rule.
    public init() {}

    static let debugXCConfig = ExampleWorkspace.cloneFiles("ALPHA", hostIndex: 0)["Configs/ALPHA-Debug.xcconfig"] ?? ""

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: BuildSettingValueCheck.rule, severity: .error,
        summary: "a version, build number, bundle identifier, team id or schema-typed build setting has a bad value",
        rationale:
            "App Store Connect refuses '5.4.1-beta' as a version, a bundle identifier with an underscore cannot be "
            + "registered, and release tags cannot match a version they cannot express; the mistake surfaces only at "
            + "upload. Versions and build numbers are held to the App Store's rules only in the configurations a "
            + "clone's scheme archives, when it has one.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Configs/ALPHA-Debug.xcconfig": debugXCConfig.replacingFirst(
                        "MARKETING_VERSION = 1.0.0", with: "MARKETING_VERSION = 1.0.0-beta")
                ], expecting: "Configs/ALPHA-Debug.xcconfig", line: 8),
            RuleExample(
                files: [
                    "Configs/ALPHA-Debug.xcconfig": debugXCConfig.replacingFirst(
                        "DEVELOPMENT_TEAM = ABCDE12340", with: "DEVELOPMENT_TEAM = abcde12340")
                ], expecting: "Configs/ALPHA-Debug.xcconfig", line: 7),
            RuleExample(
                files: [
                    "Configs/ALPHA-Release.xcconfig":
                        "#include \"ALPHA-Debug.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = com.example.alpha_app\n"
                ], expecting: "Configs/ALPHA-Release.xcconfig", line: 2),
            // A value built from other settings is reported where the setting is assigned.
            RuleExample(
                files: [
                    "Configs/ALPHA-Debug.xcconfig": debugXCConfig.replacingFirst(
                        "CURRENT_PROJECT_VERSION = 1", with: "CURRENT_PROJECT_VERSION = $(MARKETING_VERSION)-1")
                ], expecting: "Configs/ALPHA-Debug.xcconfig", line: 9),
        ],
        nonTriggeringExamples: [
            .baseline,
            // A version only the launch action's configuration has: the scheme archives the other.
            RuleExample(
                project: true,
                files: [
                    "Configs/ALPHA-Debug.xcconfig": debugXCConfig.replacingFirst(
                        "MARKETING_VERSION = 1.0.0",
                        with: "MARKETING_VERSION = 1.0.0\nMARKETING_VERSION[config=Debug] = 1.0.0-debug")
                ]),
            RuleExample(files: [
                "Configs/ALPHA-Debug.xcconfig": debugXCConfig.replacingFirst(
                    "MARKETING_VERSION = 1.0.0", with: "MARKETING_VERSION = 7"
                ).replacingFirst("CURRENT_PROJECT_VERSION = 1", with: "CURRENT_PROJECT_VERSION = 2026.11.21")
            ]),
        ])

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Only typed settings can be invalid: each is looked up, rather than every setting's type.
        let typed = context.schema.allBuildSettingTypes
        for configuration in context.configurations {
            guard let settings = configuration.settings else { continue }
            let stamped = context.facts(of: configuration.clone)?.clone.definition.scriptStamps.map(\.key) ?? []
            let archived = Self.isArchived(configuration)
            for spec in typed where settings.isAssigned(spec.name) && !Self.isUnused(spec.name, in: configuration) {
                if spec.type == .version, !archived { continue }
                // A placeholder a script phase replaces while the app builds (cryptomator's `AUTOMATIC`).
                if let key = Self.stampedKeys[spec.name], stamped.contains(key) { continue }
                // The value is checked first: the setting's contributions, for where it was set, only on a finding.
                guard let problem = AppleVersionReading.problem(of: settings.value(of: spec.name), for: spec),
                    let origin = settings.origin(of: spec.name)
                else { continue }
                // A part that came out empty (`com..app`) is traced to where it starts; a value another setting
                // gives, to where that is written.
                let references = ReferenceScanner.references(in: origin.value)
                let referenced = references.map(\.name)
                let empty = EmptyReferenceTrace.notes(for: referenced, in: settings)
                // A bare `$NAME` left as it is written (ChannelXCConfigs' `$ROOT.beta`) is no value given from there.
                let expanded = references.filter { !UndefinedInfoPlistVariableRule.isBare(origin.value, at: $0.offset) }
                // A setting set nowhere that a missing file may set (IceCubesApp's git-ignored base xcconfig holds
                // BUNDLE_ID_PREFIX): the message says which file, as for an empty bundle identifier.
                var message = BuildSettingValueCheck.message(name: spec.name, problem: problem)
                if empty.contains(where: { $0.message.hasSuffix(" is set nowhere") }) {
                    let missing = UndefinedInfoPlistVariableRule.missingFiles(
                        of: configuration, root: context.workspace.root)
                    if let hint = UndefinedInfoPlistVariableRule.missingFileHint(
                        missingIncludes: missing.includes, missingBaseConfigurations: missing.bases,
                        encryptedFiles: missing.encrypted)
                    {
                        message += " " + hint
                    }
                }
                diagnostics.append(
                    Diagnostic(
                        Self.description.severity, rule: Self.description.id, message, at: origin.location,
                        notes: empty.isEmpty
                            ? EmptyReferenceTrace.valueNotes(for: expanded.map(\.name), in: settings) : empty))
            }
        }
        return diagnostics + literalIdentityFindings(in: context) + emptyBundleIdentifiers(in: context)
    }

    /// `build setting PRODUCT_BUNDLE_IDENTIFIER is empty ('$(X)' expands to nothing), so the app has no bundle
    /// identifier`.
    public static func emptyBundleIdentifier(written: String) -> String {
        let expands = written.isEmpty ? "" : " ('\(written)' expands to nothing)"
        return "build setting PRODUCT_BUNDLE_IDENTIFIER is empty\(expands), so the app has no bundle identifier; set it"
    }

    /// A clone whose bundle identifier setting is assigned but empty, and whose Info.plist gives none either: an empty
    /// value is otherwise no value (a team stripped from an open-source project), but an app cannot be built without
    /// an identifier (integreat-app's `$(BUILD_CONFIG_BUNDLE_IDENTIFIER)`, which a file a pre-action script writes
    /// would set).
    private func emptyBundleIdentifiers(in context: ValidationContext) -> [Diagnostic] {
        var reported = Set<SourceLocation>()
        var diagnostics: [Diagnostic] = []
        let name = "PRODUCT_BUNDLE_IDENTIFIER"
        // A schema that requires the setting has `missing_build_setting` report it.
        guard !context.schema.requiredBuildSettings.contains(name) else { return [] }
        for configuration in context.configurations where configuration.identity.bundleIdentifier == nil {
            guard let settings = configuration.settings, settings.isAssigned(name), settings.value(of: name).isEmpty,
                let origin = settings.origin(of: name), reported.insert(origin.location).inserted
            else { continue }
            let written = origin.value.trimmingCharacters(in: .whitespaces)
            let notes = EmptyReferenceTrace.notes(
                for: ReferenceScanner.references(in: written).map(\.name), in: settings)
            // A file that is missing may define what is empty (mullvad's App.xcconfig, kept as a template); not what
            // is traced only to settings assigned empty (Orbot's `APP_BUNDLE_ID[config=Debug] =`, each developer's to
            // fill in), whatever else is missing (a CocoaPods xcconfig before `pod install`), as for other settings.
            let isSetEmpty =
                notes.contains { $0.message.hasSuffix(" is set empty") }
                && !notes.contains { $0.message.hasSuffix(" is set nowhere") }
            var hint: String?
            if !isSetEmpty {
                let missing = UndefinedInfoPlistVariableRule.missingFiles(
                    of: configuration, root: context.workspace.root)
                hint = UndefinedInfoPlistVariableRule.missingFileHint(
                    missingIncludes: missing.includes, missingBaseConfigurations: missing.bases,
                    encryptedFiles: missing.encrypted)
            }
            diagnostics.append(
                Diagnostic(
                    Self.description.severity, rule: Self.description.id,
                    Self.emptyBundleIdentifier(written: written) + (hint.map { " " + $0 } ?? ""),
                    at: origin.location, notes: notes))
        }
        return diagnostics
    }

    /// Whether the App Store's rules for versions and build numbers apply to `configuration`: whether it is what the
    /// clone's scheme archives, or nothing says it is not (a clone that is no scheme's).
    ///
    /// App Store Connect sees archives only, and Xcode builds any version: playsrg-apple's `Debug`, which its schemes
    /// run and do not archive, makes the version `3.9.12-debug`, and its archives are `3.9.12`.
    static func isArchived(_ configuration: CloneConfiguration) -> Bool {
        configuration.loaded?.definition.isArchived != false
    }

    /// The Info.plist key each version or build setting gives, which a script phase may write instead.
    static let stampedKeys = [
        "MARKETING_VERSION": "CFBundleShortVersionString", "CURRENT_PROJECT_VERSION": "CFBundleVersion",
    ]

    /// Whether the version or build setting `name` is one the app does not use, its Info.plist writing the key
    /// without it.
    ///
    /// entourage-ios writes `12.5.buildNumberNotSet`, which a script stamps, and its placeholder `MARKETING_VERSION`
    /// reaches nothing; the Info.plist's value is checked instead. The bundle identifier is used to sign whatever the
    /// Info.plist says.
    static func isUnused(_ name: String, in configuration: CloneConfiguration) -> Bool {
        let value: IdentityValue?
        switch name {
        case "MARKETING_VERSION": value = configuration.identity.version
        case "CURRENT_PROJECT_VERSION": value = configuration.identity.build
        default: return false
        }
        switch value?.feed {
        case .literal: return true
        case .expression(let names): return !names.contains(name)
        case .setting(let setting): return setting != name
        case nil: return false
        }
    }

    /// The version, build and bundle identifier written as they are, or fed by untyped settings, checked as the
    /// settings that usually give them.
    ///
    /// Written in an Info.plist, or in a config file the manifest's `identity` names: stepik-ios's
    /// `Info-Develop.plist` writes `1.219.2-develop`, which the App Store refuses as it would as `MARKETING_VERSION`.
    /// A key fed by one typed setting is that setting's finding, above.
    private func literalIdentityFindings(in context: ValidationContext) -> [Diagnostic] {
        let types = context.schema.allBuildSettingTypes
        let specs = [
            "CFBundleShortVersionString": "MARKETING_VERSION", "CFBundleVersion": "CURRENT_PROJECT_VERSION",
            "CFBundleIdentifier": "PRODUCT_BUNDLE_IDENTIFIER",
        ].compactMapValues { name in types.first { $0.name == name } }
        var reported = Set<String>()
        var diagnostics: [Diagnostic] = []
        for configuration in context.configurations {
            let identity = configuration.identity
            let archived = Self.isArchived(configuration)
            let stamped = context.facts(of: configuration.clone)?.clone.definition.scriptStamps.map(\.key) ?? []
            for value in [identity.version, identity.build, identity.bundleIdentifier].compactMap({ $0 })
            where !stamped.contains(value.key) {
                // A key fed by a typed setting is that setting's finding; one fed by an untyped setting
                // (`$(AG_VERSION)`) is checked here, where that setting is assigned.
                let covered = value.feed.stampableSetting.map { setting in types.contains { $0.name == setting } }
                guard covered != true, let spec = specs[value.key], spec.type != .version || archived,
                    let location = value.source.location,
                    reported.insert("\(location.file):\(location.line):\(location.column)").inserted,
                    let problem = AppleVersionReading.problem(of: value.value, for: spec)
                else { continue }
                var notes: [Diagnostic.Note] = []
                if case .expression(let names) = value.feed, let settings = configuration.settings {
                    notes = EmptyReferenceTrace.notes(for: names, in: settings)
                }
                var message = "\(value.key): \(problem)"
                if let header = Self.missingPrefixHeader(defining: value, in: configuration) {
                    message +=
                        " " + Self.missingPrefixHeaderHint(header, macro: value.value, root: context.workspace.root)
                    notes += context.workspace.ignoredFileNote(header).map { [$0] } ?? []
                }
                diagnostics.append(
                    Diagnostic(
                        Self.description.severity, rule: Self.description.id, message, at: location, notes: notes))
            }
        }
        return diagnostics
    }

    /// The missing prefix header (absolute) the Info.plist of `configuration` is preprocessed with, when `value` is
    /// written there as a word it may define as a macro (OnionBrowser's `OBBundleShortVersionString`).
    static func missingPrefixHeader(defining value: IdentityValue, in configuration: CloneConfiguration) -> String? {
        guard case .literal = value.feed, let header = configuration.loaded?.missingInfoPlistPrefixHeader,
            let first = value.value.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
            value.value.utf8.allSatisfy({ Self.isIdentifierByte($0) })
        else { return nil }
        return header
    }

    /// Whether `byte` may be part of a C identifier: an ASCII letter, digit or `_`.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    /// `(the prefix header X the Info.plist is preprocessed with (INFOPLIST_PREFIX_HEADER) does not exist; if it
    /// defines MACRO, create it first)`, `header` shown relative to `root`.
    static func missingPrefixHeaderHint(_ header: String, macro: String, root: String) -> String {
        "(the prefix header \(Path.relative(header, to: root)) the Info.plist is preprocessed with "
            + "(INFOPLIST_PREFIX_HEADER) does not exist; if it defines \(macro), create it first)"
    }
}
