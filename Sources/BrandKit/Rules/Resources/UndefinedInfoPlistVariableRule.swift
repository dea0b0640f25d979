import Documents
import Support
import XCConfig

/// An Info.plist or entitlements value refers to a build setting that nothing defines.
public struct UndefinedInfoPlistVariableRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "undefined_info_plist_variable", severity: .error,
        summary: "an Info.plist or entitlements $(VAR) refers to a build setting nothing defines",
        rationale: "Xcode substitutes an empty string, so the app ships with a blank value and no warning.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/Info.plist": ExampleWorkspace.infoPlist.replacingFirst(
                        "$(APP_DISPLAY_NAME)", with: "$(APP_DISPLAY_NAM)")
                ], expecting: "Brands/ALPHA/Info.plist", line: 6),
            // Entitlements too, where Xcode fills in the signing prefixes and the bundle identifier.
            RuleExample(
                files: [
                    "Configs/ALPHA-Debug.xcconfig": EntitlementsNotFoundRule.exampleXCConfig(
                        "Brands/ALPHA/ALPHA.entitlements"),
                    "Brands/ALPHA/ALPHA.entitlements": EntitlementsNotFoundRule.exampleEntitlements(
                        "\t<key>keychain-access-groups</key>\n\t<array>\n"
                            + "\t\t<string>$(AppIdentifierPrefix)$(CFBundleIdentifier)</string>\n"
                            + "\t\t<string>$(AppIdentifierPrefix)$(VAULT_GROUP)</string>\n\t</array>"),
                ], expecting: "Brands/ALPHA/ALPHA.entitlements", line: 8),
        ],
        nonTriggeringExamples: [
            .baseline,
            // Xcode defines every platform's deployment target from its SDK when nothing sets it (Apple's macOS app
            // template writes `LSMinimumSystemVersion` so; XcodeGen's test project sets no `MACOSX_DEPLOYMENT_TARGET`).
            RuleExample(files: [
                "Brands/ALPHA/Info.plist": ExampleWorkspace.infoPlist.replacingFirst(
                    "\t<key>UIAppFonts</key>",
                    with: "\t<key>LSMinimumSystemVersion</key>\n\t<string>$(MACOSX_DEPLOYMENT_TARGET)</string>\n"
                        + "\t<key>WKMinimumVersion</key>\n\t<string>$(WATCHOS_DEPLOYMENT_TARGET)</string>\n"
                        + "\t<key>UIAppFonts</key>")
            ]),
        ])

    /// `$(X) is not defined in Release; did you mean 'Y'?`, and, when includes of the configuration's xcconfig files
    /// find no file (`missingIncludes`, where their directives are) or its base xcconfig files do not exist
    /// (`missingBaseConfigurations`, ivpn's gitignored `release.xcconfig`), a word that one of them may define it: a
    /// file a tool generates or a developer keeps to themselves (CocoaPods' `Pods-*.xcconfig`, Flutter's
    /// `Generated.xcconfig`, a file of secrets) leaves every setting it defines undefined until it is there.
    ///
    /// `optionalIncludes`, optional includes that find no file, are named only when nothing else is (see
    /// ``optionalIncludesFindingNoFile(_:root:)``).
    public static func message(
        name: String, configuration: String, suggestion: String?, missingIncludes: [String] = [],
        missingBaseConfigurations: [String] = [], encryptedFiles: [String] = [], optionalIncludes: [String] = [],
        written: String? = nil
    ) -> String {
        var text = "\(written ?? "$(\(name))") is not defined by any build setting in \(configuration)"
        if let suggestion { text += "; did you mean '\(suggestion)'?" }
        if let hint = missingFileHint(
            missingIncludes: missingIncludes, missingBaseConfigurations: missingBaseConfigurations,
            encryptedFiles: encryptedFiles,
            optionalIncludes: suggestion == nil ? optionalIncludes : [])
        {
            text += " " + hint
        }
        return text
    }

    /// Whether `text` holds more than references (`group.$(PREFIX)$(SUFFIX)`, not `$(AppIdentifierPrefix)$(GROUP)`).
    static func hasTextBesidesReferences(_ text: String) -> Bool {
        // The scanner's offsets count characters.
        let characters = Array(text)
        var kept = [Bool](repeating: true, count: characters.count)
        for reference in ReferenceScanner.references(in: text) where reference.offset < characters.count {
            // `$(NAME)` or `${NAME}` up to its closing bracket; a bare `$NAME` up to the name's end.
            var end = reference.offset + 1
            if end < characters.count, characters[end] == "(" || characters[end] == "{" {
                while end < characters.count, characters[end] != ")", characters[end] != "}" { end += 1 }
                end = min(end + 1, characters.count)
            } else {
                end = min(reference.offset + 1 + reference.name.count, characters.count)
            }
            for index in reference.offset..<end { kept[index] = false }
        }
        return zip(characters, kept).contains { character, isKept in isKept && !character.isWhitespace }
    }

    /// Values Xcode fills in from the signing team when it processes the Info.plist and entitlements
    /// (`$(AppIdentifierPrefix)` is the team id and a period), which no build setting defines.
    static let signingValues: Set<String> = ["AppIdentifierPrefix", "TeamIdentifierPrefix"]

    /// The values Xcode fills in when it processes entitlements: the signing values and the bundle identifier
    /// (`$(CFBundleIdentifier)`; swift-build's `PlanningOperation`).
    static let entitlementValues: Set<String> = signingValues.union(["CFBundleIdentifier"])

    /// Every finding of this rule in `context`.
    ///
    /// One finding for each place and setting: the configurations (and clones sharing an Info.plist) that find the
    /// same reference undefined, each perhaps with its own includes finding no file, are merged (Threema's 19
    /// references were 38 findings, once for Debug and once for Release), and the Xcode configurations are named
    /// when they are not the roles' own names (`in Debug and Release (configurations 'Debug' and 'AppStore')`). A near miss is suggested only when no include of the chain is missing: a missing file (Flutter's
    /// `Generated.xcconfig` before `flutter pub get`) explains the reference better than a setting of a similar name.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var findings: [Finding] = []
        var positions: [String: Int] = [:]
        let configurations = Self.loadedConfigurations(in: context)
        // A reference one of its clone's configurations defines is a value for some configurations only (home-
        // assistant's watch app writes `$(BUNDLE_ID_SUFFIX)`, `.dev` in Debug and nothing in Release): no finding.
        // Worked out for a clone only when one of its references is undefined: most are defined, and their keys
        // for every Info.plist string of every clone were a twentieth of the sample's validation.
        var definedByClone: [String: Set<String>] = [:]
        func isDefinedElsewhere(_ name: String, in text: String, at location: SourceLocation, clone: String) -> Bool {
            // Or in a build configuration of its target that none of its roles builds, when it is part of a text (a
            // suffix): duckduckgo's `$(AppIdentifierPrefix)$(VAULT_APP_GROUP)`, set for Alpha alone, is nothing
            // else, and empty is no value in Release.
            if Self.hasTextBesidesReferences(text),
                context.facts(of: clone)?.clone.definition.settingsOfOtherConfigurations.contains(name) == true
            {
                return true
            }
            if definedByClone[clone] == nil {
                definedByClone[clone] = context.facts(of: clone).map { Self.definedReferences(of: $0.clone) } ?? []
            }
            return definedByClone[clone]?.contains("\(location.file):\(location.line)\u{0}\(name)") == true
        }
        for (configuration, role, clone) in configurations {
            guard let settings = configuration.settings else { continue }
            let buildConfiguration = configuration.definition.name
            // The entitlements too: duckduckgo's `$(VAR)` nothing defines in Debug and Release signed a keychain
            // group of `$(AppIdentifierPrefix)` alone, beside the same reference in its Info.plist.
            let plists = [
                (configuration.infoPlist, Self.signingValues), (configuration.entitlements, Self.entitlementValues),
            ]
            for (index, (plist, filled)) in plists.enumerated() {
                guard let plist else { continue }
                // The Info.plist's keys the build system generates are not what the file says.
                let generated = index == 0 ? Self.generatedKeys(of: plist, settings: settings) : []
                for root in Self.roots(of: plist, skipping: generated) {
                    Self.forEachString(in: root) { text, location in
                        for reference in ReferenceScanner.references(in: text) {
                            let name = reference.name
                            guard !settings.isAssigned(name),
                                !KnownBuildSettings.providedByBuildSystem.contains(name),
                                !filled.contains(name),
                                !Self.isBare(text, at: reference.offset)
                            else { continue }
                            let key = "\(location.file):\(location.line):\(location.column)\u{0}\(name)"
                            let missing = Self.includesFindingNoFile(configuration, root: context.workspace.root)
                            let optional = configuration.xcconfigs.flatMap(\.optionalIncludesNotFound)
                            let bases = configuration.definition.missingBaseConfigurations.map {
                                Path.relative($0, to: context.workspace.root)
                            }
                            // Defined in another of the clone's configurations, with every file of this one's chain there,
                            // it is left empty on purpose; a missing file may be what should define it here.
                            let encrypted = Self.encryptedFiles(of: configuration, root: context.workspace.root)
                            if missing.isEmpty, bases.isEmpty, encrypted.isEmpty,
                                isDefinedElsewhere(name, in: text, at: location, clone: clone)
                            {
                                continue
                            }
                            if let position = positions[key] {
                                findings[position].add(
                                    role: role, buildConfiguration: buildConfiguration,
                                    missingIncludes: missing, missingBaseConfigurations: bases, encrypted: encrypted,
                                    optionalIncludes: optional)
                                continue
                            }
                            // Candidates only on a miss, in the order the settings were first assigned.
                            let defined = settings.settings.lazy.filter { !$0.contributions.isEmpty }.map(\.name)
                            positions[key] = findings.count
                            findings.append(
                                Finding(
                                    name: name,
                                    written: text.contains("${\(name)}") && !text.contains("$(\(name))")
                                        ? "${\(name)}" : nil,
                                    roles: [role], location: location,
                                    suggestion: Suggestion.closest(to: name, in: defined),
                                    buildConfigurations: [buildConfiguration], missingIncludes: missing,
                                    missingBaseConfigurations: bases, encryptedFiles: encrypted,
                                    optionalIncludes: optional))
                        }
                    }
                }
            }
        }
        let order = context.workspace.manifest.configurations
        let rank = { (role: String) in order.firstIndex(of: role) ?? order.count }
        // References a missing file may define are one finding per Info.plist, configurations and missing files,
        // at the first, with a note of the others: the cause is one (safe-ios's git-ignored Config.xcconfig left 48
        // references undefined, 48 errors beside the 3 includes that say so).
        var groups: [String: [Int]] = [:]
        var labels: [String] = []
        for (position, finding) in findings.enumerated() {
            let roles = finding.roles.sorted { rank($0) < rank($1) }
            var configuration = roles.count == 2 ? roles.joined(separator: " and ") : NameList.joined(roles)
            if Set(finding.buildConfigurations) != Set(roles) {
                let names = finding.buildConfigurations.map { "'\($0)'" }
                let list = names.count == 2 ? names.joined(separator: " and ") : NameList.joined(names)
                configuration += names.count == 1 ? " (configuration \(list))" : " (configurations \(list))"
            }
            labels.append(configuration)
            guard
                !finding.missingIncludes.isEmpty || !finding.missingBaseConfigurations.isEmpty
                    || !finding.encryptedFiles.isEmpty
            else { continue }
            let key =
                ([finding.location.file, configuration] + finding.missingIncludes + ["\u{1}"]
                + finding.missingBaseConfigurations + ["\u{1}"] + finding.encryptedFiles).joined(separator: "\u{0}")
            groups[key, default: []].append(position)
        }
        var absorbed: Set<Int> = []
        var extraNotes: [Int: [Diagnostic.Note]] = [:]
        for positions in groups.values where positions.count > 1 {
            let first = positions[0]
            let others = positions.dropFirst().map { findings[$0] }
            absorbed.formUnion(positions.dropFirst())
            let names = others.map { "\($0.written ?? "$(\($0.name))") (line \($0.location.line))" }
            extraNotes[first] = [
                Diagnostic.Note(
                    "and \(Plural.count(others.count, "more reference")) in this file that the missing files may "
                        + "define: "
                        + (names.count == 2 ? names.joined(separator: " and ") : NameList.joined(names, limit: 12)))
            ]
        }
        // One reference written more than once in one Info.plist, undefined in the same configurations, is one
        // finding at the first, with a note of the other lines (xikolo-ios's lernencloud lacks
        // ACTIVITY_TYPE_OPEN_COURSE, which its Info.plist names twice).
        var firstOfReference: [String: Int] = [:]
        var repeatLines: [Int: [String]] = [:]
        for (position, finding) in findings.enumerated() where !absorbed.contains(position) {
            let key = [finding.location.file, finding.name, labels[position]].joined(separator: "\u{0}")
            guard let first = firstOfReference[key] else {
                firstOfReference[key] = position
                continue
            }
            absorbed.insert(position)
            repeatLines[first, default: []].append(String(finding.location.line))
        }
        for (first, lines) in repeatLines {
            extraNotes[first, default: []].append(
                Diagnostic.Note(
                    "and \(Plural.count(lines.count, "more time")) in this file, on line\(lines.count == 1 ? "" : "s") "
                        + NameList.joined(lines, limit: 8)))
        }
        return findings.enumerated().compactMap { position, finding in
            guard !absorbed.contains(position) else { return nil }
            return Diagnostic(
                Self.description.severity, rule: Self.description.id,
                Self.message(
                    name: finding.name, configuration: labels[position],
                    suggestion: finding.missingIncludes.isEmpty && finding.missingBaseConfigurations.isEmpty
                        && finding.encryptedFiles.isEmpty ? finding.suggestion : nil,
                    missingIncludes: finding.missingIncludes,
                    missingBaseConfigurations: finding.missingBaseConfigurations,
                    encryptedFiles: finding.encryptedFiles,
                    optionalIncludes: Self.places(of: finding.optionalIncludes, root: context.workspace.root),
                    written: finding.written),
                at: finding.location, notes: extraNotes[position] ?? [])
        }
    }

    /// One undefined reference at one place, over the configurations and clones that find it.
    private struct Finding {
        let name: String
        /// The reference as written, when it is not `$(name)` (EnvironmentsConfigurations writes `${server_url}`).
        let written: String?
        var roles: [String]
        let location: SourceLocation
        let suggestion: String?
        var buildConfigurations: [String]
        var missingIncludes: [String]
        var missingBaseConfigurations: [String]
        /// The xcconfig files of the chain git-crypt keeps encrypted.
        var encryptedFiles: [String]
        /// Where the optional includes that find no file are written.
        var optionalIncludes: [SourceLocation]

        mutating func add(
            role: String, buildConfiguration: String, missingIncludes more: [String],
            missingBaseConfigurations moreBases: [String], encrypted moreEncrypted: [String],
            optionalIncludes moreOptional: [SourceLocation]
        ) {
            for file in moreEncrypted where !encryptedFiles.contains(file) { encryptedFiles.append(file) }
            if !roles.contains(role) { roles.append(role) }
            if !buildConfigurations.contains(buildConfiguration) { buildConfigurations.append(buildConfiguration) }
            for place in more where !missingIncludes.contains(place) { missingIncludes.append(place) }
            for place in moreOptional where !optionalIncludes.contains(place) { optionalIncludes.append(place) }
            for file in moreBases where !missingBaseConfigurations.contains(file) {
                missingBaseConfigurations.append(file)
            }
        }
    }

    /// The references of `clone`'s Info.plists (its app's and its parts') that some configuration of it, selected or
    /// not, defines, as `file:line` and name: so that `validate -c Release` says what a full run says.
    private static func definedReferences(of clone: LoadedClone) -> Set<String> {
        var defined = Set<String>()
        for configuration in clone.configurations + (clone.product?.targets.flatMap(\.configurations) ?? []) {
            guard let settings = configuration.settings else { continue }
            for plist in [configuration.infoPlist, configuration.entitlements].compactMap({ $0 }) {
                forEachString(in: plist) { text, location in
                    for reference in ReferenceScanner.references(in: text) where settings.isAssigned(reference.name) {
                        defined.insert("\(location.file):\(location.line)\u{0}\(reference.name)")
                    }
                }
            }
        }
        return defined
    }

    /// The selected configurations' loaded records with their roles and clones, and those of the parts their apps
    /// embed in the same roles (eudi's identity-provider extension writes `$(APP_TEAM_ID)` in its own Info.plist),
    /// each part once per clone.
    private static func loadedConfigurations(in context: ValidationContext) -> [(LoadedConfiguration, String, String)] {
        var result: [(LoadedConfiguration, String, String)] = []
        var partsSeen = Set<String>()
        for configuration in context.configurations {
            guard let loaded = configuration.loaded else { continue }
            result.append((loaded, configuration.configuration, configuration.clone))
            let parts = context.facts(of: configuration.clone)?.clone.product?.targets ?? []
            for part in parts {
                for partConfiguration in part.configurations where partConfiguration.role == configuration.configuration
                {
                    let key =
                        "\(configuration.clone)\u{0}\(part.name)\u{0}\(partConfiguration.definition.name)\u{0}"
                        + (partConfiguration.infoPlistPath ?? "")
                    guard partsSeen.insert(key).inserted else { continue }
                    result.append((partConfiguration, configuration.configuration, configuration.clone))
                }
            }
        }
        return result
    }

    /// Whether the reference at character `offset` of `text` is a bare `$NAME`, which stays as written when nothing
    /// defines it: a share extension's `NSExtensionActivationRule` predicate names its variables so
    /// (`SUBQUERY(extensionItems, $extensionItem, …)`, ownCloud's), and they are no build settings.
    package static func isBare(_ text: String, at offset: Int) -> Bool {
        guard let dollar = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex),
            let next = text.index(dollar, offsetBy: 1, limitedBy: text.endIndex), next < text.endIndex
        else { return true }
        return !["(", "{", "["].contains(text[next])
    }

    /// Calls `body` with every string in the plist and its location, depth first.
    static func forEachString(in node: PlistNode, _ body: (String, SourceLocation) -> Void) {
        var pending = [node]
        while let current = pending.popLast() {
            switch current.value {
            case .string(let text): body(text, current.location)
            // Element by element: appending a reversed collection at once casts it for contiguous storage first.
            case .array(let elements): for element in elements.reversed() { pending.append(element) }
            case .dictionary(let members): for member in members.reversed() { pending.append(member.value) }
            default: break
            }
        }
    }
}
