import Support
import XCConfig

/// One build phase of a target, with its build files in order.
public struct BuildPhase: Hashable, Sendable {
    /// What a phase does.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `PBXSourcesBuildPhase`: compiled.
        case sources
        /// `PBXResourcesBuildPhase`: copied into the bundle's resources ("Copy Bundle Resources").
        case resources
        /// `PBXFrameworksBuildPhase`: linked.
        case frameworks
        /// `PBXHeadersBuildPhase`: headers.
        case headers
        /// `PBXCopyFilesBuildPhase`: copied to a destination, such as app extensions into `PlugIns`.
        case copyFiles = "copy_files"
        /// `PBXShellScriptBuildPhase`: a script with input and output paths.
        case shellScript = "shell_script"
        /// `PBXRezBuildPhase`: Carbon resources.
        case rez
        /// `PBXAppleScriptBuildPhase`: AppleScript.
        case appleScript = "apple_script"

        /// The kind an `isa` stands for, if it is a build phase.
        public init?(isa: String) {
            switch isa {
            case "PBXSourcesBuildPhase": self = .sources
            case "PBXResourcesBuildPhase": self = .resources
            case "PBXFrameworksBuildPhase": self = .frameworks
            case "PBXHeadersBuildPhase": self = .headers
            case "PBXCopyFilesBuildPhase": self = .copyFiles
            case "PBXShellScriptBuildPhase": self = .shellScript
            case "PBXRezBuildPhase": self = .rez
            case "PBXAppleScriptBuildPhase": self = .appleScript
            default: return nil
            }
        }

        /// Every `isa` of a build phase.
        public static let isas = [
            "PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXFrameworksBuildPhase", "PBXHeadersBuildPhase",
            "PBXCopyFilesBuildPhase", "PBXShellScriptBuildPhase", "PBXRezBuildPhase", "PBXAppleScriptBuildPhase",
        ]
    }

    /// The object id.
    public var id: String
    /// What the phase does.
    public var kind: Kind
    /// The `name` field (copy-files and script phases), if any.
    public var name: String?
    /// The build files, in order.
    public var files: [BuildFile]
    /// Where a copy-files phase copies to; `nil` for other phases.
    public var destination: CopyFilesDestination?
    /// A script phase's script, input and output paths; `nil` for other phases.
    public var script: ShellScript?
    /// Where the object is defined.
    public var location: SourceLocation

    /// Creates a phase.
    public init(
        id: String, kind: Kind, name: String? = nil, files: [BuildFile] = [], destination: CopyFilesDestination? = nil,
        script: ShellScript? = nil, location: SourceLocation
    ) {
        self.id = id
        self.kind = kind
        self.name = name
        self.files = files
        self.destination = destination
        self.script = script
        self.location = location
    }
}

/// A `PBXBuildFile`: one entry of a build phase, naming a file reference or a package product.
public struct BuildFile: Hashable, Sendable {
    /// The object id.
    public var id: String
    /// The `fileRef`: a file, group, variant group, version group, reference proxy or synchronized folder.
    public var fileReferenceID: String?
    /// The `productName` of the Swift package product the build file names (`productRef`), if any.
    public var packageProductName: String?
    /// Where the object is defined.
    public var location: SourceLocation

    /// Creates a build file.
    public init(id: String, fileReferenceID: String?, packageProductName: String? = nil, location: SourceLocation) {
        self.id = id
        self.fileReferenceID = fileReferenceID
        self.packageProductName = packageProductName
        self.location = location
    }
}

/// Where a copy-files phase copies its files: `dstSubfolderSpec` and `dstPath`.
public struct CopyFilesDestination: Hashable, Sendable {
    /// The `dstSubfolderSpec` number (0 absolute path, 1 wrapper, 6 executables, 7 resources, 10 frameworks,
    /// 11 shared frameworks, 12 shared support, 13 plug-ins, 15 Java resources, 16 products directory).
    public var subfolderSpec: Int?
    /// The `dstPath`, possibly with build settings such as `$(EXTENSIONS_FOLDER_PATH)`.
    public var path: String

    /// Creates a destination.
    public init(subfolderSpec: Int?, path: String) {
        self.subfolderSpec = subfolderSpec
        self.path = path
    }

    /// What the phase embeds, as Xcode names its standard embed phases.
    public enum Embedding: String, Hashable, Sendable {
        /// "Embed Foundation Extensions" (app extensions, `PlugIns`, spec 13).
        case appExtensions = "app_extensions"
        /// "Embed ExtensionKit Extensions" (spec 16 to `$(EXTENSIONS_FOLDER_PATH)`).
        case extensionKitExtensions = "extensionkit_extensions"
        /// "Embed Watch Content" (spec 16 to `$(CONTENTS_FOLDER_PATH)/Watch`).
        case watchContent = "watch_content"
        /// "Embed App Clips" (spec 16 to `$(CONTENTS_FOLDER_PATH)/AppClips`).
        case appClips = "app_clips"
        /// "Embed Frameworks" (spec 10).
        case frameworks
    }

    /// The standard embedding this destination is, if any.
    public var embedding: Embedding? {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        switch (subfolderSpec, trimmed) {
        case (13, _): return .appExtensions
        case (10, _): return .frameworks
        case (16, "$(EXTENSIONS_FOLDER_PATH)"), (16, "$(CONTENTS_FOLDER_PATH)/Extensions"):
            return .extensionKitExtensions
        case (16, "$(CONTENTS_FOLDER_PATH)/Watch"): return .watchContent
        case (16, "$(CONTENTS_FOLDER_PATH)/AppClips"): return .appClips
        default: return nil
        }
    }
}

/// A script phase's script and the paths it declares.
public struct ShellScript: Hashable, Sendable {
    /// The `shellPath`, such as `/bin/sh`.
    public var shell: String?
    /// The script's text.
    public var script: String
    /// `inputPaths`, as written (build settings unexpanded).
    public var inputPaths: [String]
    /// `outputPaths`, as written.
    public var outputPaths: [String]
    /// `inputFileListPaths`, as written.
    public var inputFileListPaths: [String]
    /// `outputFileListPaths`, as written.
    public var outputFileListPaths: [String]

    /// Creates a script.
    public init(
        shell: String?, script: String, inputPaths: [String] = [], outputPaths: [String] = [],
        inputFileListPaths: [String] = [], outputFileListPaths: [String] = []
    ) {
        self.shell = shell
        self.script = script
        self.inputPaths = inputPaths
        self.outputPaths = outputPaths
        self.inputFileListPaths = inputFileListPaths
        self.outputFileListPaths = outputFileListPaths
    }
}
