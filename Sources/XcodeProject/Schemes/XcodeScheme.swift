import Support
import XCConfig

/// A scheme (`*.xcscheme`): the targets it builds and the build configuration of each action.
public struct XcodeScheme: Hashable, Sendable {
    /// The scheme's name: the file's name without `.xcscheme`.
    public var name: String
    /// The scheme file's absolute path.
    public var file: String
    /// The folder `container:` references are relative to: the one holding the project or workspace that holds
    /// the scheme.
    public var containerFolder: String
    /// The build action's entries, in order.
    public var buildEntries: [SchemeBuildEntry]
    /// The build configuration and location of each action present in the file.
    public var actions: [SchemeAction: SchemeActionSettings]
    /// What the launch action runs (`BuildableProductRunnable`), if it names a buildable.
    public var launchRunnable: BuildableReference?
    /// The test action's testables, in order; none when the test action runs test plans, as Xcode then ignores them.
    public var testables: [BuildableReference]
    /// The test action's test plans (`container:App.xctestplan`), in order.
    public var testPlans: [String] = []
    /// Where the root element starts.
    public var location: SourceLocation

    /// Creates a scheme.
    public init(
        name: String, file: String, containerFolder: String, buildEntries: [SchemeBuildEntry] = [],
        actions: [SchemeAction: SchemeActionSettings] = [:], launchRunnable: BuildableReference? = nil,
        testables: [BuildableReference] = [], location: SourceLocation
    ) {
        self.name = name
        self.file = file
        self.containerFolder = containerFolder
        self.buildEntries = buildEntries
        self.actions = actions
        self.launchRunnable = launchRunnable
        self.testables = testables
        self.location = location
    }

    /// The `buildConfiguration` of `action`, if the file gives one.
    public func buildConfiguration(for action: SchemeAction) -> String? {
        actions[action]?.buildConfiguration
    }

    /// The buildables the build action builds for `action`, in order, and for testing the testables after them.
    ///
    /// A build action that lists nothing builds what the scheme runs, for running, profiling and archiving, as
    /// Xcode does: BlueWallet's shared scheme has had an empty build action for years and is what its App Store
    /// builds archive.
    public func buildables(for action: SchemeAction) -> [BuildableReference] {
        if buildEntries.isEmpty, [.launch, .profile, .archive].contains(action), let launchRunnable {
            return [launchRunnable]
        }
        let built = buildEntries.filter { $0.actions.contains(action) }.map(\.reference)
        guard action == .test else { return built }
        // Testing builds the testables too, listed in the test action only (duckduckgo's "iOS Unit Tests" scheme
        // has an empty build action and four test bundles).
        return built
            + testables.filter { testable in
                !built.contains { $0.blueprintIdentifier == testable.blueprintIdentifier }
            }
    }

    /// Every buildable reference of the scheme: build entries, the launch runnable and the testables.
    public var allReferences: [BuildableReference] {
        buildEntries.map(\.reference) + (launchRunnable.map { [$0] } ?? []) + testables
    }
}

/// One of the five actions a scheme configures.
public enum SchemeAction: String, Hashable, Sendable, CaseIterable, Comparable {
    case test
    case launch
    case profile
    case analyze
    case archive

    /// The element that configures the action, such as `ArchiveAction`.
    public var elementName: String {
        switch self {
        case .test: "TestAction"
        case .launch: "LaunchAction"
        case .profile: "ProfileAction"
        case .analyze: "AnalyzeAction"
        case .archive: "ArchiveAction"
        }
    }

    /// The `BuildActionEntry` attribute that says whether an entry is built for the action.
    public var buildForAttribute: String {
        switch self {
        case .test: "buildForTesting"
        case .launch: "buildForRunning"
        case .profile: "buildForProfiling"
        case .analyze: "buildForAnalyzing"
        case .archive: "buildForArchiving"
        }
    }

    /// Orders actions as Xcode lists them.
    public static func < (lhs: SchemeAction, rhs: SchemeAction) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// What an action element says.
public struct SchemeActionSettings: Hashable, Sendable {
    /// `buildConfiguration`, if given.
    public var buildConfiguration: String?
    /// Where the action element starts.
    public var location: SourceLocation

    /// Creates settings.
    public init(buildConfiguration: String?, location: SourceLocation) {
        self.buildConfiguration = buildConfiguration
        self.location = location
    }
}

/// A `BuildActionEntry`: a buildable and the actions it is built for.
public struct SchemeBuildEntry: Hashable, Sendable {
    /// The buildable.
    public var reference: BuildableReference
    /// The actions whose `buildFor…` attribute is `YES`.
    public var actions: Set<SchemeAction>

    /// Creates an entry.
    public init(reference: BuildableReference, actions: Set<SchemeAction>) {
        self.reference = reference
        self.actions = actions
    }
}

/// A `BuildableReference`: a target of a project, by id and name.
public struct BuildableReference: Hashable, Sendable {
    /// `BlueprintIdentifier`: the target's object id.
    public var blueprintIdentifier: String
    /// `BlueprintName`: the target's name when the scheme was saved.
    public var blueprintName: String
    /// `BuildableName`: the product's file name, such as `Klar.app`.
    public var buildableName: String
    /// `ReferencedContainer`, such as `container:Newsroom.xcodeproj`.
    public var referencedContainer: String
    /// Where the element starts.
    public var location: SourceLocation

    /// Creates a reference.
    public init(
        blueprintIdentifier: String, blueprintName: String, buildableName: String, referencedContainer: String,
        location: SourceLocation
    ) {
        self.blueprintIdentifier = blueprintIdentifier
        self.blueprintName = blueprintName
        self.buildableName = buildableName
        self.referencedContainer = referencedContainer
        self.location = location
    }

    /// The absolute path of the project the reference names, for a scheme whose container is in `folder`; `nil` for
    /// a container form the reader does not know.
    public func projectPath(relativeTo folder: String) -> String? {
        WorkspaceLocation.resolve(referencedContainer, groupFolder: folder, containerFolder: folder)
    }
}
