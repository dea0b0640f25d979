import Support
import XCConfig

/// Two clones have the same bundle identifier in the same configuration.
public struct DuplicateBundleIdentifierRule: Rule {
    /// Creates the rule.
    public init() {}

    /// `true`: findings on a clone depend on the other clones.
    public static let comparesClones = true

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "duplicate_bundle_identifier", severity: .error,
        summary: "two clones for the same platform share a bundle identifier in the same configuration",
        rationale: "The second upload overwrites the first brand on devices and in App Store Connect. Clones for "
            + "different platforms (an iOS app and its tvOS app) may share one: universal purchase sells them as one app.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Configs/BETA-Release.xcconfig":
                        "#include \"BETA-Debug.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = com.example.alpha\n"
                ],
                expecting: "Configs/BETA-Release.xcconfig", line: 2),
            // Mac Catalyst builds ALPHA's iOS app for the Mac: it is still the iOS app BETA collides with.
            RuleExample(
                files: [
                    "Configs/ALPHA-Release.xcconfig": releaseXCConfig(
                        "ALPHA", "SDKROOT = iphoneos\nSUPPORTS_MACCATALYST = YES"),
                    "Configs/BETA-Release.xcconfig": releaseXCConfig("BETA", "SDKROOT = iphoneos", identifier: "alpha"),
                ],
                expecting: "Configs/BETA-Release.xcconfig", line: 2),
        ],
        nonTriggeringExamples: [
            .baseline,
            // ALPHA's iOS app and BETA's tvOS app are one app for App Store Connect's universal purchase: one identifier.
            RuleExample(files: [
                "Configs/ALPHA-Release.xcconfig": releaseXCConfig("ALPHA", "SDKROOT = iphoneos"),
                "Configs/BETA-Release.xcconfig": releaseXCConfig("BETA", "SDKROOT = appletvos", identifier: "alpha"),
            ]),
        ])

    /// The example workspace's Release xcconfig of `clone` with `settings` added, its identifier
    /// `com.example.<identifier>` (the clone's own by default) on line 2.
    package static func releaseXCConfig(_ clone: String, _ settings: String, identifier: String? = nil) -> String {
        "#include \"\(clone)-Debug.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = com.example.\(identifier ?? clone.lowercased())\n"
            + "APP_DISPLAY_NAME = \(clone)\n\(settings)\n"
    }

    /// `bundle identifier 'x' of B in Release is also used by A`.
    public static func message(identifier: String, clone: String, configuration: String, others: [String]) -> String {
        "bundle identifier '\(identifier)' of \(clone) in \(configuration) is also used by \(NameList.joined(others)); every clone needs its own"
    }

    /// ``message(identifier:clone:configuration:others:)`` for a finding in the roles `roles`, which the clone builds
    /// in the Xcode configuration `buildConfiguration`: named when it is not the role's own name
    /// (`in Debug and Release (configuration 'Beta')`), since a scheme clone runs and archives in configurations of
    /// any name.
    package static func message(
        identifier: String, clone: String, roles: [String], buildConfiguration: String?, others: [String]
    ) -> String {
        var configuration = roles.count == 2 ? roles.joined(separator: " and ") : NameList.joined(roles)
        if let buildConfiguration, roles != [buildConfiguration] {
            configuration += " (configuration '\(buildConfiguration)')"
        }
        return message(identifier: identifier, clone: clone, configuration: configuration, others: others)
    }

    /// Every finding of this rule in `context`.
    ///
    /// Every clone of the workspace is compared, selected or not, so a collision with an unselected clone is
    /// found; it is reported for the selected clones it concerns: each one but the first of the clones sharing the
    /// identifier (in id order), or the first when it is the only selected one. A clone never collides with itself,
    /// nor with a clone whose platforms its own are known to differ from (``ApplePlatform/mayShare(_:_:)``): an iOS
    /// app and its tvOS app share an identifier for universal purchase.
    /// A clone whose roles are one Xcode configuration (a scheme that runs and archives `Beta`) and collide at the
    /// same place gets one finding naming both roles.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var findings: [Finding] = []
        var gathered: [FindingKey: Int] = [:]
        let selectedClones = context.selectedCloneIDs
        let selectedNames = Set(context.configurations.map(\.configuration))
        // Positions, not copies: a workspace of thousands of clones has thousands of configurations to group. The
        // groups of more than one, in key order, are of every clone in the roles selected: made once for every
        // selection of a validation in those roles (a sheet's cards).
        let all = context.workspaceConfigurations
        let shared = context.tables.table(
            Self.description.id + "\u{0}" + selectedNames.sorted().joined(separator: "\u{0}")
        ) {
            var groups: [String: [Int]] = [:]
            for (position, configuration) in all.enumerated() where selectedNames.contains(configuration.configuration)
            {
                guard let identifier = configuration.bundleIdentifier else { continue }
                groups[configuration.configuration + "\u{0}" + identifier.value.lowercased(), default: []].append(
                    position)
            }
            return groups.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.map(\.value)
        }
        // The names a clone's id may be read as, when it is the same: the roles and the Xcode configurations of the
        // clones (damus's `Release` scheme). Made only once a finding needs them.
        lazy var configurationNames = Set(
            context.workspace.manifest.configurations.map { $0.lowercased() }
                + context.workspace.clones.flatMap { $0.definition.configurations.map { $0.name.lowercased() } })
        // In key order, so that a finding gathered from two roles takes its note from the same one every time.
        for positions in shared {
            var seen = Set<String>()
            let sorted = positions.map { all[$0] }.sorted { $0.clone < $1.clone }.filter {
                seen.insert($0.clone).inserted
            }
            guard sorted.count > 1 else { continue }
            let configurationName = sorted[0].configuration
            for configuration in sorted where selectedClones.contains(configuration.clone) {
                // Only the clones that may be for the same platform: an iOS app and a tvOS app are one app to App
                // Store Connect (universal purchase), which wants them under one identifier.
                let others = sorted.filter {
                    $0.clone != configuration.clone && ApplePlatform.mayShare($0.platforms, configuration.platforms)
                }
                // The first of them carries no finding unless no other one is selected to carry it.
                let isFirst = others.allSatisfy { $0.clone > configuration.clone }
                guard !others.isEmpty, !isFirst || !others.contains(where: { selectedClones.contains($0.clone) }),
                    let identifier = configuration.bundleIdentifier, let location = identifier.source.location
                else { continue }
                let buildConfiguration = context.workspace.clone(configuration.clone)?.definition.configurations
                    .first { $0.role == configurationName }?.name
                let key = FindingKey(
                    clone: configuration.clone, identifier: identifier.value, location: location,
                    buildConfiguration: buildConfiguration ?? configurationName)
                if let position = gathered[key] {
                    findings[position].roles.append(configurationName)
                    findings[position].others.formUnion(others.map(\.clone))
                    continue
                }
                let notes =
                    others.first.flatMap { other in
                        other.bundleIdentifier?.source.location.map {
                            [
                                Self.note(
                                    clone: configuration.clone, other: other.clone, role: configurationName, at: $0,
                                    sameAs: location, configurationNames: configurationNames, in: context)
                            ]
                        }
                    } ?? []
                gathered[key] = findings.count
                findings.append(
                    Finding(
                        key: key, roles: [configurationName], buildConfiguration: buildConfiguration,
                        others: Set(others.map(\.clone)), notes: notes))
            }
        }
        let order = context.workspace.manifest.configurations
        let rank = { (role: String) in order.firstIndex(of: role) ?? order.count }
        // Clones that take the identifier from one line in the same roles are one finding there, naming them all
        // (three Teacher schemes of nmint8m/projecttargetscheme archive one configuration: two findings on one line).
        var merged: [(finding: Finding, clones: [String])] = []
        var positions: [String: Int] = [:]
        for finding in findings {
            let roles = finding.roles.sorted { rank($0) < rank($1) }
            let key =
                [
                    finding.key.identifier.lowercased(), "\(finding.key.location)", finding.buildConfiguration ?? "",
                ] + roles
            let joined = key.joined(separator: "\u{0}")
            if let position = positions[joined] {
                merged[position].clones.append(finding.key.clone)
                merged[position].finding.others.formUnion(finding.others)
                // Each clone's reason stays (mars' merge-request and nightly schemes ask for configurations the
                // project lacks, as gamma's does: only gamma's was said).
                for note in finding.notes where !merged[position].finding.notes.contains(note) {
                    merged[position].finding.notes.append(note)
                }
            } else {
                positions[joined] = merged.count
                merged.append((finding, [finding.key.clone]))
            }
        }
        return merged.map { finding, clones in
            let shownClones = clones.map { Self.shown($0, among: configurationNames) }
            return Diagnostic(
                Self.description.severity, rule: Self.description.id,
                Self.message(
                    identifier: finding.key.identifier,
                    clone: shownClones.count == 2
                        ? shownClones.joined(separator: " and ") : NameList.joined(shownClones),
                    roles: finding.roles.sorted { rank($0) < rank($1) },
                    buildConfiguration: finding.buildConfiguration,
                    others: finding.others.subtracting(clones).sorted().map {
                        Self.shown($0, among: configurationNames)
                    }),
                at: finding.key.location, notes: finding.notes)
        }
    }

    /// A clone's id as messages name it: `the Release clone` when it is also the name of a configuration (damus's
    /// `Release` scheme: "of damus in Release is also used by Release" read as a configuration), else the id.
    static func shown(_ id: String, among configurationNames: Set<String>) -> String {
        configurationNames.contains(id.lowercased()) ? "the \(id) clone" : id
    }

    /// Where `other` sets the identifier (`place`), or, when that is where `clone` gets it from too (`location`), why:
    /// both build one target in one Xcode configuration (White-Labelling-Swift-App's `ClientB` scheme archives the
    /// `Release` that `ClientA` archives), which the clone's scheme is where to change; else they share the line.
    private static func note(
        clone id: String, other otherID: String, role: String, at place: SourceLocation,
        sameAs location: SourceLocation,
        configurationNames: Set<String>, in context: ValidationContext
    ) -> Diagnostic.Note {
        let definitions = [id, otherID].map { context.workspace.clone($0)?.definition }
        let (clone, other) = (shown(id, among: configurationNames), shown(otherID, among: configurationNames))
        guard place == location else {
            // A scheme that asks for a configuration the project lacks builds the default one instead.
            if let their = definitions[1]?.configurations.first(where: { $0.role == role }),
                let requested = their.requestedName
            {
                return Diagnostic.Note(
                    "\(other) sets it here, in configuration '\(their.name)', which Xcode builds because its scheme asks "
                        + "for '\(requested)', which the project does not have", at: place)
            }
            return Diagnostic.Note("\(other) sets it here", at: place)
        }
        if let mine = definitions[0], let theirs = definitions[1], let target = mine.target, theirs.target == target,
            mine.project == theirs.project, mine.scheme != nil,
            let name = mine.configurations.first(where: { $0.role == role })?.name,
            let their = theirs.configurations.first(where: { $0.role == role }), their.name == name
        {
            // The other's scheme asks for a configuration the project lacks, so Xcode builds the default, this one's:
            // that scheme is what to fix (AltMe's Runner archives 'Release'; the project has 'Release-production').
            let mineConfiguration = mine.configurations.first(where: { $0.role == role })
            let mineRequested = mineConfiguration?.requestedName
            if let requested = their.requestedName, mineRequested == nil {
                return Diagnostic.Note(
                    "\(other) takes it from the same line: its scheme asks for configuration '\(requested)', which the "
                        + "project does not have, so Xcode builds '\(name)', \(clone)'s; fix \(other)'s scheme",
                    at: their.schemeActionLocation ?? theirs.origin.location)
            }
            if let requested = mineRequested, let theirRequested = their.requestedName {
                // Both fall back to the project's default (wvems' production and Flutter's stale Runner scheme both
                // ask for 'Release'): each scheme needs a configuration the project has.
                let asked = requested == theirRequested ? "'\(requested)'" : "'\(requested)' and '\(theirRequested)'"
                return Diagnostic.Note(
                    "\(other) takes it from the same line: both schemes ask for configuration\(requested == theirRequested ? "" : "s") "
                        + "\(asked), which the project does not have, so Xcode builds its default, '\(name)', for "
                        + "both; fix \(clone)'s scheme or \(other)'s, or exclude one",
                    at: mineConfiguration?.schemeActionLocation ?? mine.origin.location)
            }
            if let requested = mineRequested, their.requestedName == nil {
                return Diagnostic.Note(
                    "\(other) takes it from the same line: \(clone)'s scheme asks for configuration '\(requested)', "
                        + "which the project does not have, so Xcode builds '\(name)', \(other)'s; fix \(clone)'s scheme",
                    at: mineConfiguration?.schemeActionLocation ?? mine.origin.location)
            }
            // At the scheme's action that picks the configuration (WooCommerce Alpha's launch action), which is what
            // to change.
            return Diagnostic.Note(
                "\(other) takes it from the same line: both build target '\(target)' in configuration '\(name)'; "
                    + "give \(clone)'s scheme a configuration of its own",
                at: mineConfiguration?.schemeActionLocation ?? mine.origin.location)
        }
        // Two targets (babylon's app and its Light copy in another project) whose configurations read one shared
        // line: each clone needs the identifier from a file or setting of its own. The note points at the other: at
        // its scheme's action that picks the configuration when it has one (cwa-app-ios's ENA launch action), not
        // at the scheme's first line.
        let place =
            definitions[1]?.configurations.first(where: { $0.role == role })?.schemeActionLocation
            ?? definitions[1]?.origin.location
        return Diagnostic.Note(
            "\(other) takes it from the same line, which both clones' configurations read; give each clone its "
                + "identifier from a file or build setting of its own", at: place)
    }

    /// What makes two findings one: the same clone, identifier and place, in the same Xcode configuration.
    private struct FindingKey: Hashable {
        var clone: String
        var identifier: String
        var location: SourceLocation
        var buildConfiguration: String
    }

    /// One finding being gathered: the roles it is in and the clones sharing the identifier in any of them.
    private struct Finding {
        var key: FindingKey
        var roles: [String]
        var buildConfiguration: String?
        var others: Set<String>
        var notes: [Diagnostic.Note]
    }
}
