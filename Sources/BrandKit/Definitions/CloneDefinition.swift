import Support
import XCConfig

/// One clone as a ``CloneSource`` defines it, free of any folder layout: what identifies it, which files it reads
/// and how each of its configurations evaluates its build settings.
///
/// Everything downstream (reading, rules, `show`, releases, `affected`) works from definitions, so a clone found
/// through a folder of the brands folder and one found through an Xcode scheme go through the same pipeline. Paths
/// are absolute and normalised.
public struct CloneDefinition: Sendable, Hashable {
    /// The short id, safe in git tags and used on the command line (`NWD`, `klar`).
    public var id: String
    /// The name to show: the folder's, the scheme's or the target's.
    public var name: String
    /// Which source defined the clone, and where.
    public var origin: CloneOrigin
    /// The clone's own folder, when it has one; every file in it belongs to the clone.
    public var folder: String?
    /// The clone's runtime configuration file (`config.json`, `info.json`, `Branding.plist`): JSON, or a property
    /// list when its extension is `plist`.
    public var configFile: String?
    /// Who names ``configFile`` besides the clone's folder, when someone does: the target that copies it or the
    /// manifest's entry; a missing config file is reported there.
    public var configFileNamer: ConfigFileNamer?
    /// The fonts property list (`custom_fonts.plist`), when the clone has one.
    public var fontsPlist: String?
    /// The asset catalogs the clone builds, in order; a colour or icon set is looked up in the first that has it.
    public var catalogs: [String]
    /// The app icons made with Icon Composer (`AppIcon.icon` folders) the clone builds: since Xcode 26,
    /// `ASSETCATALOG_COMPILER_APPICON_NAME` names one of these as well as a catalog's icon set.
    public var iconFiles: [String] = []
    /// Whether the clone's target copies its pods' resources with CocoaPods' "[CP] Copy Pods Resources" script (a
    /// React Native app's icon fonts come that way): a resource it lists may come from a pod, out of sight.
    public var copiesPodResources = false
    /// The names of the files that script says it writes (its `outputPaths`: flash-mobile's icon fonts, and not the
    /// Sora fonts its Info.plist lists), or `nil` when it lists none (a file list `pod install` writes, out of
    /// sight): what the pods may copy is then anything.
    public var podResourceNames: Set<String>?
    /// The font files the clone bundles.
    public var fontFiles: [String]
    /// Where the project file references each of ``fontFiles`` and ``catalogs`` that a target copies, by path: a
    /// missing one is reported there.
    public var resourceLocations: [String: SourceLocation] = [:]
    /// The localizations of the Info.plist the clone's target copies (`de.lproj/InfoPlist.strings`, …, or one
    /// `InfoPlist.xcstrings` holding them all): the development region's gives the name the app shows when it sets
    /// `CFBundleDisplayName`.
    public var localizedInfoPlists: [String] = []
    /// The version and build keys a run-script phase of the clone's target writes into the built Info.plist: their
    /// values in the files are placeholders, and a release's do not reach the archive.
    public var scriptStamps: [ScriptStamp] = []
    /// The Xcode scheme that builds the clone, when known.
    public var scheme: String?
    /// The Xcode project (or workspace) the clone is built from, when known.
    public var project: String?
    /// The Xcode target that builds the clone, when known.
    public var target: String?
    /// The files of Xcode's that define the clone (its `project.pbxproj`, scheme file, workspace file), each with
    /// its role, so that a change to them touches the clone.
    public var projectFiles: [ProjectFile] = []
    /// Every build configuration the clone's project and target have (`KlarDebug`, `Alpha`), which `[config=…]`
    /// conditions may name; empty for clones without a project, whose configurations are the roles.
    public var buildConfigurations: [String] = []
    /// The settings the target's other build configurations (those none of the clone's roles builds) assign: a value
    /// the clone's configurations leave empty on purpose (home-assistant's `BUNDLE_ID_SUFFIX`, `.dev` in Debug alone,
    /// for a clone built in Release only); empty for clones without a project.
    public var settingsOfOtherConfigurations: Set<String> = []
    /// One definition per configuration role, in the manifest's order.
    public var configurations: [ConfigurationDefinition]
    /// The application target, the extensions it embeds and its dependencies, for a clone built from a project;
    /// `nil` for clones without one (the folder layout).
    public var product: ProductDefinition?

    /// Creates a definition.
    public init(
        id: String, name: String, origin: CloneOrigin, folder: String? = nil, configFile: String? = nil,
        fontsPlist: String? = nil, catalogs: [String] = [], fontFiles: [String] = [], scheme: String? = nil,
        project: String? = nil, target: String? = nil, configurations: [ConfigurationDefinition] = []
    ) {
        self.id = id
        self.name = name
        self.origin = origin
        self.folder = folder
        self.configFile = configFile
        self.fontsPlist = fontsPlist
        self.catalogs = catalogs
        self.fontFiles = fontFiles
        self.scheme = scheme
        self.project = project
        self.target = target
        self.configurations = configurations
    }

    /// The configuration with role `role` (a manifest configuration name such as `Release`).
    public func configuration(_ role: String) -> ConfigurationDefinition? {
        configurations.first { $0.role == role }
    }
}

/// Where a clone's config file is named, for a finding when it is missing.
public enum ConfigFileNamer: Sendable, Hashable {
    /// The clone's target copies it; the location is the project's reference in the resources phase.
    case target(String, SourceLocation)
    /// The manifest's entry of the clone names it (`config_file`, or its `folder` with the default name).
    case manifest(SourceLocation, explicit: Bool)
}

/// A file of an Xcode project or workspace that defines a clone.
public struct ProjectFile: Sendable, Hashable {
    /// The absolute path.
    public var path: String
    /// What it is to the clone: ``CloneInputs/Role/projectFile``, ``CloneInputs/Role/scheme`` or
    /// ``CloneInputs/Role/workspace``.
    public var role: CloneInputs.Role

    /// Creates an entry.
    public init(_ path: String, as role: CloneInputs.Role) {
        self.path = path
        self.role = role
    }
}

extension CloneDefinition {
    /// The `.xcodeproj` the clone's target is in (absolute), from its project file.
    ///
    /// `nil` for a clone no project builds. ``project`` may name the workspace the clone is built in instead.
    public var xcodeProject: String? {
        projectFiles.first { $0.role == .projectFile }.map { Path.directory(of: $0.path) }
    }
}
