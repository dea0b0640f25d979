import BrandFormats
import Foundation
import Support
import XCConfig

/// Turns tags into checked release plans: the clone must exist and validate, the version must match, the build
/// must be higher than every earlier tag's, and no build may be given twice.
///
/// Each problem is a diagnostic whose severity the manifest's `rules` may change like any other; a tag is
/// refused when an error remains.
public struct ReleasePlanner: Sendable {
    /// The ids of the diagnostics a planner makes.
    public enum Check {
        /// The tag does not parse.
        public static let invalidTag = "release_tag_invalid"
        /// The same tag, or the same build of a clone, is given twice.
        public static let duplicateTag = "release_duplicate_tag"
        /// The tagged clone has validation errors.
        public static let cloneInvalid = "release_clone_invalid"
        /// The tag's version differs from `MARKETING_VERSION`.
        public static let versionMismatch = "release_version_mismatch"
        /// The build number is not above an earlier tag's.
        public static let buildNotIncreasing = "release_build_not_increasing"
        /// The tag's version or build cannot reach the app: the Info.plist does not take it from a build setting.
        public static let notStampable = "release_not_stampable"

        /// Each id with its summary, for `brands rules`.
        public static let summaries: [(id: String, summary: String)] = [
            (invalidTag, "a release tag does not have the form clone/version/build"),
            (duplicateTag, "the same release tag (or build of a clone) is given twice"),
            (cloneInvalid, "the tagged clone does not validate"),
            (versionMismatch, "the tag's version differs from the clone's MARKETING_VERSION"),
            (buildNotIncreasing, "the tag's build number is not higher than an earlier tag's"),
            (notStampable, "the tag's version or build cannot be stamped into the Info.plist"),
        ]
    }

    /// The workspace the tags are for.
    public var workspace: Workspace
    /// The validator each tagged clone must pass.
    public var validator: Validator
    /// Today, for date-dependent rules.
    public var today: CalendarDay

    /// Creates a planner.
    public init(workspace: Workspace, validator: Validator = Validator(), today: CalendarDay) {
        self.workspace = workspace
        self.validator = validator
        self.today = today
    }

    /// The parser for the workspace's tag format.
    public var parser: TagParser {
        TagParser(format: workspace.manifest.release.tagFormat, clones: workspace.clones.map(\.id))
    }

    /// A plan for every acceptable tag, in the order given, and every problem found (a refused tag has at least one
    /// error).
    ///
    /// `existingTags` are the repository's tags: those of the same clone set the build number to beat; the tags being
    /// planned and tags that do not parse are ignored among them.
    public func plan(_ tags: [TagInput], existingTags: [String]) -> (plans: [ReleasePlan], diagnostics: [Diagnostic]) {
        let parser = self.parser
        let given = Set(tags.map(\.text))
        let earlier = existingTags.filter { !given.contains($0) }.compactMap { try? parser.parse($0).get() }
        var plans: [ReleasePlan] = []
        var diagnostics: [Diagnostic] = []
        var accepted: [(tag: ReleaseTag, location: SourceLocation)] = []
        var validated: [String: [Diagnostic]] = [:]
        // A finding in a file two tagged clones share (the project file) is shown once, not once per clone.
        var shown = Set<Diagnostic>()
        for input in tags {
            let tag: ReleaseTag
            switch parser.parse(input.text) {
            case .success(let parsed): tag = parsed
            case .failure(let problem):
                var invalid = Diagnostic(
                    .error, rule: Check.invalidTag, Message.invalidTag(input.text, problem),
                    at: input.location(at: problem.offset ?? 0))
                // A clone whose scheme cannot be read is missing for that reason, which the tag's author needs.
                if case .unknownClone(let clone, _, _) = problem {
                    invalid.notes += workspace.unreadableSchemes(named: clone).map { error in
                        .init(
                            "a scheme of that name cannot be read, so defines no clone: " + error.message,
                            at: error.location)
                    }
                }
                diagnostics += adjusted([invalid], clone: nil)
                continue
            }
            if let first = accepted.first(where: { $0.tag.hasSameBuild(as: tag) }) {
                diagnostics += adjusted(
                    [
                        Diagnostic(
                            .error, rule: Check.duplicateTag, Message.duplicate(tag, first: first.tag),
                            at: input.location, notes: [.init("first given here", at: first.location)])
                    ], clone: tag.clone)
                continue
            }
            accepted.append((tag, input.location))
            var problems: [Diagnostic] = []
            if validated[tag.clone] == nil {
                let findings = validator.validate(workspace, clones: [tag.clone], today: today)
                validated[tag.clone] = findings
                // Shown once per clone, and only when they stop the release.
                if findings.containsErrors { diagnostics += findings.filter { shown.insert($0).inserted } }
            }
            let errors = validated[tag.clone, default: []].filter { $0.severity == .error }.count
            if errors > 0 {
                problems.append(
                    Diagnostic(
                        .error, rule: Check.cloneInvalid, Message.cloneInvalid(tag, errors: errors),
                        at: input.location))
            }
            let plan = makePlan(tag, input: input, earlier: earlier, problems: &problems)
            problems = adjusted(problems, clone: tag.clone)
            diagnostics += problems
            if let plan, !problems.containsErrors { plans.append(plan) }
        }
        return (plans, diagnostics)
    }

    private func makePlan(_ tag: ReleaseTag, input: TagInput, earlier: [ReleaseTag], problems: inout [Diagnostic])
        -> ReleasePlan?
    {
        let release = workspace.manifest.release
        guard let clone = workspace.clone(tag.clone) else { return nil }
        let configuration = CloneConfigurationAssembler(schema: workspace.schema).assemble(
            clone, configuration: release.configuration)
        let identity = configuration.identity
        // What sets the version: the setting the Info.plist takes it from, or the Info.plist key itself.
        let setting = identity.version.map { $0.feed.stampableSetting ?? $0.key } ?? "MARKETING_VERSION"
        // And where the value is written, when the setting only refers on (pocket-casts-ios's
        // `MARKETING_VERSION = $(VERSION_SHORT)`, whose value is in `Version.xcconfig`).
        let written = identity.version?.source.location.map { location in
            [Diagnostic.Note("\(setting) is set here", at: location)]
                + (configuration.settings.map { EmptyReferenceTrace.writtenNotes(forValueOf: setting, in: $0) } ?? [])
        }
        // A Flutter app's is written in its pubspec, from which Flutter writes Generated.xcconfig.
        let (notes, change) = flutterVersionAdvice(written ?? [], of: configuration)
        if let marketing = identity.version, release.versionPolicy == .mustMatch,
            AppleVersionReading.versionNumber(marketing.value) == nil
        {
            // Suggesting a tag with this version would suggest one the parser refuses.
            problems.append(
                Diagnostic(
                    .error, rule: Check.versionMismatch,
                    Message.unusableVersion(
                        tag, marketingVersion: marketing.value, configuration: release.configuration, setting: setting,
                        change: change),
                    at: input.location(at: tag.versionOffset), notes: notes))
        } else if let marketing = identity.version, release.versionPolicy == .mustMatch,
            AppleVersionReading.versionNumber(marketing.value).map({ !$0.isEquivalent(to: tag.version) }) ?? true
        {
            problems.append(
                Diagnostic(
                    .error, rule: Check.versionMismatch,
                    Message.versionMismatch(
                        tag, marketingVersion: marketing.value, configuration: release.configuration,
                        suggestedTag: Self.respelled(tag, version: marketing.value)
                            ?? parser.spell(clone: tag.clone, version: marketing.value, build: tag.build.description),
                        setting: setting, change: change),
                    at: input.location(at: tag.versionOffset), notes: notes))
        }
        let previous = earlier.filter { $0.clone == tag.clone }
        if let highest = previous.max(by: { $0.build < $1.build }), !(highest.build < tag.build) {
            problems.append(
                Diagnostic(
                    .error, rule: Check.buildNotIncreasing,
                    Message.buildNotIncreasing(tag, highest: highest, next: Self.next(after: highest.build)),
                    at: input.location(at: tag.buildOffset)))
        }
        let version =
            release.versionPolicy == .tagOverrides
            ? tag.version.description : (identity.version?.value ?? tag.version.description)
        var stamps: [String] = []
        let scripted = Set(clone.definition.scriptStamps.map(\.key))
        for (value, stamped, fallback, what, offset) in [
            (identity.version, version, "MARKETING_VERSION", "version", tag.versionOffset),
            (identity.build, tag.build.description, "CURRENT_PROJECT_VERSION", "build", tag.buildOffset),
        ] {
            // A key a script phase writes (TestBuildAutoRise's `Build and Version set By Build Phase`) is the
            // script's, whatever its placeholder: the warning below says so, not that it cannot be stamped.
            if let key = value?.key, scripted.contains(key), value?.feed.stampableSetting == nil { continue }
            switch Stamp(value, to: stamped, fallback: fallback) {
            case .setting(let assignment): stamps.append(assignment)
            case .unneeded: break
            case .impossible(let value):
                problems.append(
                    Diagnostic(
                        .error, rule: Check.notStampable,
                        Message.notStampable(
                            tag, what: what, wanted: stamped, value: value, configuration: release.configuration,
                            fallback: fallback),
                        at: input.location(at: offset),
                        notes: value.source.location.map { [.init("\(value.key) is written here", at: $0)] } ?? []))
            }
        }
        var scriptStamps = clone.definition.scriptStamps
        stampExtensions(
            of: clone, role: release.configuration, version: version, tag: tag, input: input, stamps: &stamps,
            scriptStamps: &scriptStamps, problems: &problems)
        // A key a script phase writes while the app builds has the script's value, whatever is stamped.
        problems += Self.scriptStampWarnings(scriptStamps, tag: tag, version: version, input: input)
        let loaded = configuration.loaded
        return ReleasePlan(
            tag: tag.name, clone: tag.clone, displayName: configuration.displayName?.value ?? tag.clone,
            scheme: Self.scheme(of: clone, pattern: release.scheme),
            configuration: loaded?.definition.name ?? release.configuration,
            xcconfig: loaded?.definition.xcconfigPaths.last.map(workspace.relativePath) ?? "",
            bundleIdentifier: configuration.bundleIdentifier?.value ?? "", team: configuration.team?.value ?? "",
            version: version, build: tag.build.description, exportMethod: release.exportMethod,
            buildSettings: stamps)
    }

    /// The scheme that builds `clone`: its own; else, unless the manifest names a pattern, its target's name, as
    /// Xcode makes a scheme for each target of a project without shared ones (KeePassium's 'KeePassium Pro', whose
    /// id is `KeePassium-Pro`, has no scheme of that id); else the manifest's pattern with the clone's id.
    static func scheme(of clone: LoadedClone, pattern: String) -> String {
        if let scheme = clone.definition.scheme { return scheme }
        if pattern == ReleaseSettings().scheme, let target = clone.definition.target { return target }
        return pattern.replacingEvery("{clone}", with: clone.id)
    }

    /// How a tag's value reaches an identity key.
    enum Stamp: Equatable {
        /// By passing this `NAME=value` to `xcodebuild`.
        case setting(String)
        /// It needs no stamp: the key already has the value, and no setting feeds it.
        case unneeded
        /// No build setting feeds the key, which has another value.
        case impossible(IdentityValue)

        /// How `stamped` reaches `value`'s key; a key the app does not have yet gets `fallback`, the setting the
        /// build system generates it from.
        init(_ value: IdentityValue?, to stamped: String, fallback: String) {
            guard let value else {
                self = .setting("\(fallback)=\(stamped)")
                return
            }
            if let setting = value.feed.stampableSetting {
                self = .setting("\(setting)=\(stamped)")
            } else {
                self = value.value == stamped ? .unneeded : .impossible(value)
            }
        }
    }

    /// `diagnostics` after the manifest's rule settings for `clone` (all clones when `nil`): the last
    /// matching setting changes the severity or, when `off`, drops the diagnostic.
    private func adjusted(_ diagnostics: [Diagnostic], clone: String?) -> [Diagnostic] {
        let settings = workspace.manifest.ruleSettings
        return diagnostics.compactMap { diagnostic in
            var result = diagnostic
            for setting in settings where setting.rule == diagnostic.rule {
                guard setting.clones.isEmpty || clone.map(setting.clones.contains) == true else { continue }
                guard let severity = setting.severity else { return nil }
                result.severity = severity
            }
            return result
        }
    }

    /// The smallest build number above `build` with the same number of components.
    static func next(after build: VersionNumber) -> VersionNumber {
        var components = build.components
        if components.isEmpty { return VersionNumber([1]) }
        let (sum, overflows) = components[components.count - 1].addingReportingOverflow(1)
        // An earlier tag's build can be as large as Int.max; never trap on a number from the input.
        if overflows { return VersionNumber(components + [1]) }
        components[components.count - 1] = sum
        return VersionNumber(components)
    }
}
