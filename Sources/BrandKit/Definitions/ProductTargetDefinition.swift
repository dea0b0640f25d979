import Support
import XCConfig
import XcodeProject

/// One target of a clone's product: what it is to the clone, the files it builds or copies and, for every
/// configuration role of the clone, how its build settings are evaluated.
public struct ProductTargetDefinition: Sendable, Hashable {
    /// What a target is to the clone's product.
    public enum Part: String, Sendable, Hashable, CaseIterable {
        /// The application target that builds the clone.
        case app
        /// An app extension the app embeds.
        case embeddedExtension = "extension"
        /// A target the app or an extension depends on.
        case dependency

        /// The input role of the files a target of this part builds.
        public var memberRole: CloneInputs.Role {
            switch self {
            case .app: .targetMember
            case .embeddedExtension: .extensionMember
            case .dependency: .dependencyMember
            }
        }
    }

    /// The product type of an App Clip, which the app embeds as it embeds its extensions.
    public static let appClipType = "com.apple.product-type.application.on-demand-install-capable"

    /// What the target is to the clone.
    public var part: Part
    /// The target's name.
    public var name: String
    /// The target's object id.
    public var id: String
    /// `productType`, such as `com.apple.product-type.app-extension`; `nil` for aggregate and legacy targets.
    public var productType: String?
    /// Every file the target builds or copies, with its phase and where the project says so.
    public var files: TargetFiles
    /// The synchronized folders the target builds, each with the paths (relative to it) it leaves out.
    public var synchronizedFolders: [SynchronizedMembership]
    /// Where the target is defined in the project file.
    public var location: SourceLocation
    /// For an extension, where the app's embed phase names it (the `PBXBuildFile`); `nil` otherwise.
    public var embeddingLocation: SourceLocation?
    /// Whether the app embeds the target as its watch app ("Embed Watch Content"), whatever its product type (a
    /// single-target watch app is a plain `application`).
    public var isWatchApp = false
    /// For a part a watch app embeds (its complication), the watch app's target id; `nil` for the app's own parts.
    ///
    /// The part's bundle identifier lives under the watch app's, not the phone app's.
    public var embeddedIn: String?
    /// One definition per configuration role of the clone: the target's levels under the clone's build
    /// configuration of that role.
    public var configurations: [ConfigurationDefinition]
    /// The base xcconfig files the target's configurations name that do not exist (deleted or renamed away): no
    /// level of theirs, yet inputs of the clone.
    public var missingXCConfigs: [String] = []
    /// Those of ``missingXCConfigs`` that are the project's configurations' bases, not the target's own.
    public var missingProjectXCConfigs: Set<String> = []
    /// The folders of the local Swift packages whose products the target links, absolute.
    public var packageFolders: [String] = []
    /// The `Package.resolved` files that pin the remote packages whose products the target links, absolute: the
    /// workspace's the clone is built in and the project's own, those that exist.
    public var packageResolvedFiles: [String] = []
    /// The remote packages whose products the target links, each `product from url (requirement)`, sorted: a new
    /// requirement in the project file builds another version of the package (dp3t's `exactVersion` bumps).
    public var remotePackages: [String] = []
    /// The version and build keys the target's run-script phases write into its Info.plist (see ``ScriptStamp``).
    public var scriptStamps: [ScriptStamp] = []

    /// Creates a definition.
    public init(
        part: Part, name: String, id: String, productType: String?, files: TargetFiles,
        synchronizedFolders: [SynchronizedMembership] = [], location: SourceLocation,
        embeddingLocation: SourceLocation? = nil, configurations: [ConfigurationDefinition] = []
    ) {
        self.part = part
        self.name = name
        self.id = id
        self.productType = productType
        self.files = files
        self.synchronizedFolders = synchronizedFolders
        self.location = location
        self.embeddingLocation = embeddingLocation
        self.configurations = configurations
    }

    /// The absolute paths of the target's files that are in the repository, in order, each once.
    public var memberPaths: [String] {
        var seen = Set<String>()
        return (files.files.compactMap { $0.path.absolutePath } + scriptInputs).filter { seen.insert($0).inserted }
    }

    /// What the target's script phases (or a legacy target's build tool) read, run or bundle, absolute: the inputs
    /// they declare in the project's folder, the repository's scripts they run and a React Native app's JavaScript
    /// (ish's `gen_apk_repositories.py` writes a file the app ships).
    public var scriptInputs: [String] = []

    /// The headers the target's project references (absolute), which its header map finds by name: inputs of a target
    /// that compiles C, C++ or Objective-C (rn-base's `ios/RCTWhiteLabelConfig.h`, imported from each brand's folder).
    public var projectHeaders: [String] = []
}
