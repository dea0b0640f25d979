import Foundation
import XCConfig

/// A tag to plan, with where it came from (an argument, a line of standard input, git).
public struct TagInput: Sendable, Hashable {
    /// The tag as given.
    public var text: String
    /// Where it was given; diagnostics about the tag point here, offset by the column of the problem.
    public var location: SourceLocation

    /// Creates an input.
    public init(_ text: String, at location: SourceLocation) {
        self.text = text
        self.location = location
    }
}

/// Turns tags into checked release plans: the clone must exist and validate, the version must match, the build
/// must be higher than every earlier tag's, and no tag may be given twice.
public struct ReleasePlanner: Sendable {
    /// The ids of the diagnostics a planner makes.
    public enum Check {
        public static let invalidTag = "release_tag_invalid"
        public static let duplicateTag = "release_duplicate_tag"
        public static let cloneInvalid = "release_clone_invalid"
        public static let versionMismatch = "release_version_mismatch"
        public static let buildNotIncreasing = "release_build_not_increasing"

        /// Each id with its summary, for `brands rules`.
        public static let summaries: [(id: String, summary: String)] = [
            (invalidTag, "a release tag does not have the form clone/version/build"),
            (duplicateTag, "the same release tag is given twice"),
            (cloneInvalid, "the tagged clone does not validate"),
            (versionMismatch, "the tag's version differs from the clone's MARKETING_VERSION"),
            (buildNotIncreasing, "the tag's build number is not higher than an earlier tag's"),
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

    /// A plan for every acceptable tag, and every problem found (a refused tag has at least one error).
    public func plan(_ tags: [TagInput], existingTags: [String]) -> (plans: [ReleasePlan], diagnostics: [Diagnostic]) {
        var plans: [ReleasePlan] = []
        var diagnostics: [Diagnostic] = []
        var seen: [String: SourceLocation] = [:]
        var validated: [String: [Diagnostic]] = [:]
        let earlier = existingTags.compactMap { try? parser.parse($0).get() }
        for input in tags {
            if let first = seen[input.text] {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: Check.duplicateTag, "tag '\(input.text)' is given twice",
                        at: input.location, notes: [.init("first given here", at: first)]))
                continue
            }
            seen[input.text] = input.location
            let tag: ReleaseTag
            switch parser.parse(input.text) {
            case .success(let parsed): tag = parsed
            case .failure(let problem):
                var location = input.location
                location.column += problem.offset ?? 0
                diagnostics.append(
                    Diagnostic(
                        .error, rule: Check.invalidTag, "invalid tag '\(input.text)': \(problem.message)", at: location)
                )
                continue
            }
            let findings = validated[tag.clone] ?? validator.validate(workspace, clones: [tag.clone], today: today)
            validated[tag.clone] = findings
            var problems: [Diagnostic] = []
            let errors = findings.filter { $0.severity == .error }
            if !errors.isEmpty {
                if diagnostics.allSatisfy({ $0.rule != Check.cloneInvalid || !$0.message.contains("'\(tag.clone)'") }) {
                    diagnostics += findings
                }
                problems.append(
                    Diagnostic(
                        .error, rule: Check.cloneInvalid,
                        "clone '\(tag.clone)' has \(errors.count) validation error\(errors.count == 1 ? "" : "s"); fix them before releasing \(input.text)",
                        at: input.location))
            }
            let result = makePlan(tag, input: input, earlier: earlier, problems: &problems)
            diagnostics += problems
            if let result, !problems.contains(where: { $0.severity == .error }) { plans.append(result) }
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
        if let marketing = configuration.version, release.versionPolicy == .mustMatch,
            VersionNumber(marketing.value).map({ !$0.isEquivalent(to: tag.version) }) ?? true
        {
            problems.append(
                Diagnostic(
                    .error, rule: Check.versionMismatch,
                    "tag '\(tag.name)' has version \(tag.version) but \(tag.clone)'s MARKETING_VERSION for \(release.configuration) is \(marketing.value); tag \(tag.clone.lowercased())/\(marketing.value)/\(tag.build) or change MARKETING_VERSION",
                    at: input.location,
                    notes: marketing.source.location.map { [.init("MARKETING_VERSION is set here", at: $0)] } ?? []))
        }
        let previous = earlier.filter { $0.clone == tag.clone && $0.name != tag.name }
        if let highest = previous.max(by: { $0.build < $1.build }), !(highest.build < tag.build) {
            problems.append(
                Diagnostic(
                    .error, rule: Check.buildNotIncreasing,
                    "build \(tag.build) of '\(tag.name)' is not higher than build \(highest.build) of the earlier tag '\(highest.name)'; use build \(Self.next(after: highest.build)) or higher",
                    at: input.location))
        }
        let version =
            release.versionPolicy == .tagOverrides
            ? tag.version.description : (configuration.version?.value ?? tag.version.description)
        return ReleasePlan(
            tag: tag.name, clone: tag.clone, displayName: configuration.displayName?.value ?? tag.clone,
            scheme: release.scheme.replacingOccurrences(of: "{clone}", with: tag.clone),
            configuration: release.configuration,
            xcconfig: workspace.manifest.xcconfigPath(clone: tag.clone, configuration: release.configuration),
            bundleIdentifier: configuration.bundleIdentifier?.value ?? "", team: configuration.team?.value ?? "",
            version: version, build: tag.build.description, exportMethod: release.exportMethod,
            buildSettings: ["MARKETING_VERSION=\(version)", "CURRENT_PROJECT_VERSION=\(tag.build)"])
    }

    /// The smallest build number above `build` with the same number of components.
    static func next(after build: VersionNumber) -> VersionNumber {
        var components = build.components
        components[components.count - 1] += 1
        return VersionNumber(components)
    }
}
