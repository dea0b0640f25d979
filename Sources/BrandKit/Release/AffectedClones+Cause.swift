extension AffectedClones {
    /// Why a changed path touches a clone.
    public enum Cause: Sendable, Hashable, CustomStringConvertible {
        /// The path is in the clone's folder.
        case cloneFolder
        /// The path is the clone's config file.
        case configFile
        /// The path is the clone's fonts property list.
        case fontsPlist
        /// The path is in one of the clone's asset catalogs.
        case assetCatalog
        /// The path is a font file the clone bundles.
        case fontFile
        /// The path is an xcconfig in the clone's include chain.
        case xcconfigChain
        /// The path is where the clone's include chain looks for a file (a deleted or a new include).
        case includeSearch
        /// The Flutter app's `pubspec.yaml`, the source of the version Generated.xcconfig carries.
        case flutterPubspec
        /// The path is in the Flutter app's Dart code or assets.
        case flutterSource
        /// The path is in a local package the Flutter app takes from the repository (`path:` in its pubspec).
        case flutterPackage
        /// The path is the clone's own xcconfig of a configuration (it may no longer exist).
        case cloneXCConfig
        /// The path is the xcconfig the project's build configuration the clone uses is based on (it may no longer
        /// exist).
        case projectXCConfig
        /// The path is the Info.plist the clone's `INFOPLIST_FILE` names.
        case infoPlist
        /// The path is the development region's `InfoPlist.strings` of the clone's Info.plist (or its string catalog).
        case infoPlistStrings
        /// The path is the prefix header the clone's Info.plist is preprocessed with.
        case infoPlistPrefixHeader
        /// The path is the entitlements file the clone's `CODE_SIGN_ENTITLEMENTS` names.
        case entitlements
        /// The path is the Xcode project file that defines the clone.
        case projectFile
        /// The path is the shared scheme that defines the clone.
        case scheme
        /// The path is the workspace file holding the clone's scheme.
        case workspace
        /// The clone's application target, named, builds or copies the path.
        case targetMember(String)
        /// An app extension the clone's app embeds, named, builds or copies the path.
        case extensionMember(String)
        /// A target the clone's app or an extension depends on, named, builds or copies the path.
        case dependencyMember(String)
        /// The path is in a folder a target of the clone's product, named, builds as a whole (a synchronized
        /// folder, an asset catalog, a folder reference).
        case memberFolder(String)
        /// The path is a header the target includes: beside its sources, on a header search path or by its header map.
        case headerFolder(String)
        /// A script phase or build tool of the target reads, runs or bundles the path.
        case phaseInput(String)
        /// The path is (in) a project holding a target the clone's app depends on, which could not be read.
        case dependencyProject(String)
        /// The path is the bridging or prefix header the target's build settings name.
        case targetHeader(String)
        /// The path is in a local Swift package a target of the clone's product, named, links a product of.
        case packageFolder(String)
        /// The path pins the versions of the remote Swift packages a target of the clone's product, named, links.
        case packageResolved(String)
        /// The path is the Podfile or Podfile.lock CocoaPods installs the pods of the clone's xcconfig chain from.
        case podfile
        /// The path is in the `Pods` folder CocoaPods installs them in.
        case podsFolder
        /// The path is in a pod the Podfile takes from a folder of the repository.
        case localPod
        /// The path is a settings file (an xcconfig, Info.plist or entitlements) of a target of the clone's product
        /// other than the app, named.
        indirect case productTarget(String, Cause)
        /// The path is the schema.
        case schema
        /// The path is the manifest.
        case manifest
        /// The path is under this shared path of the manifest.
        case sharedPath(String)
        /// The path is a folder holding inputs of the clone of this cause: a submodule bumped is its folder in git's
        /// diff (`LoopKit`), and a header search path's folder holds the headers the target includes.
        indirect case holding(Cause)

        /// The cause of `entry`, an input of a clone.
        init(_ entry: CloneInputs.Entry) {
            let target = entry.target ?? ""
            switch entry.role {
            case .targetMember: self = .targetMember(target)
            case .extensionMember: self = .extensionMember(target)
            case .dependencyMember: self = .dependencyMember(target)
            case .memberFolder: self = .memberFolder(target)
            case .headerFolder: self = .headerFolder(target)
            case .phaseInput: self = .phaseInput(target)
            case .dependencyProject: self = .dependencyProject(target)
            case .targetHeader: self = .targetHeader(target)
            case .packageFolder: self = .packageFolder(target)
            case .packageResolved: self = .packageResolved(target)
            default:
                let cause = Cause(entry.role)
                self = entry.target.map { .productTarget($0, cause) } ?? cause
            }
        }

        /// The cause of an input of `role`, for the clone's own inputs.
        init(_ role: CloneInputs.Role) {
            switch role {
            case .folder: self = .cloneFolder
            case .configFile: self = .configFile
            case .fontsPlist: self = .fontsPlist
            case .assetCatalog: self = .assetCatalog
            case .fontFile: self = .fontFile
            case .xcconfig: self = .cloneXCConfig
            case .projectXCConfig: self = .projectXCConfig
            case .includedXCConfig: self = .xcconfigChain
            case .probedInclude: self = .includeSearch
            case .flutterPubspec: self = .flutterPubspec
            case .flutterSource: self = .flutterSource
            case .flutterPackage: self = .flutterPackage
            case .infoPlist: self = .infoPlist
            case .infoPlistStrings: self = .infoPlistStrings
            case .infoPlistPrefixHeader: self = .infoPlistPrefixHeader
            case .entitlements: self = .entitlements
            case .projectFile: self = .projectFile
            case .scheme: self = .scheme
            case .workspace: self = .workspace
            case .targetMember: self = .targetMember("")
            case .extensionMember: self = .extensionMember("")
            case .dependencyMember: self = .dependencyMember("")
            case .memberFolder: self = .memberFolder("")
            case .headerFolder: self = .headerFolder("")
            case .phaseInput: self = .phaseInput("")
            case .dependencyProject: self = .dependencyProject("")
            case .targetHeader: self = .targetHeader("")
            case .packageFolder: self = .packageFolder("")
            case .packageResolved: self = .packageResolved("")
            case .podfile: self = .podfile
            case .podsFolder: self = .podsFolder
            case .localPod: self = .localPod
            }
        }

        /// A phrase completing "affected because …".
        public var description: String {
            switch self {
            case .cloneFolder: "it is in the clone's folder"
            case .configFile: "it is the clone's config file"
            case .fontsPlist: "it is the clone's fonts property list"
            case .assetCatalog: "it is in the clone's asset catalog"
            case .fontFile: "it is a font the clone bundles"
            case .xcconfigChain: "it is in the clone's xcconfig include chain"
            case .includeSearch: "the clone's xcconfig include chain looks for it"
            case .flutterPubspec: "it is the Flutter app's pubspec, from which Flutter writes Generated.xcconfig"
            case .flutterSource: "it is in the Flutter app's Dart code or assets, which its build phase compiles"
            case .flutterPackage:
                "it is in a local package the Flutter app takes from the repository (a path: dependency of its "
                    + "pubspec.yaml), whose pubspec, Dart code or assets its build phase compiles"
            case .cloneXCConfig: "it is the clone's xcconfig"
            case .projectXCConfig: "the project's build configuration the clone uses is based on it"
            case .infoPlist: "it is the clone's Info.plist"
            case .infoPlistStrings: "it is the localization of the clone's Info.plist in its development region"
            case .infoPlistPrefixHeader:
                "it is the prefix header the clone's Info.plist is preprocessed with (INFOPLIST_PREFIX_HEADER)"
            case .entitlements: "it is the clone's entitlements file"
            case .projectFile: "it is the Xcode project that defines the clone"
            case .scheme: "it is the scheme that defines the clone"
            case .workspace: "it is the workspace holding the clone's scheme"
            case .schema: "it is the schema every clone is checked against"
            case .manifest: "it is the manifest"
            case .sharedPath(let shared): "it is under the shared path '\(shared)'"
            case .targetMember(let target): "the clone's target '\(target)' builds it"
            case .extensionMember(let target): "the extension '\(target)' the clone's app embeds builds it"
            case .dependencyMember(let target): "the target '\(target)' the clone's app depends on builds it"
            case .memberFolder(let target): "it is in a folder the target '\(target)' builds"
            case .targetHeader(let target):
                "it is the bridging or prefix header of the target '\(target)' (SWIFT_OBJC_BRIDGING_HEADER, "
                    + "GCC_PREFIX_HEADER)"
            case .dependencyProject(let target):
                "it is a project the target '\(target)' depends on a target of, which is not there to read (a "
                    + "submodule not checked out?)"
            case .phaseInput(let target):
                "a script phase or build tool of the target '\(target)' reads, runs or bundles it"
            case .headerFolder(let target):
                "it is a header the target '\(target)' includes (beside its sources, on a header search path or "
                    + "through its header map)"
            case .packageFolder(let target):
                "it is in the local Swift package whose product the target '\(target)' links"
            case .packageResolved(let target):
                "it pins the versions of the Swift packages whose products the target '\(target)' links"
            case .podfile: "CocoaPods installs the pods the clone is built with from it"
            case .podsFolder: "it is in the Pods folder CocoaPods installs the clone's pods in"
            case .localPod: "it is in a pod the clone's Podfile takes from the repository's folders"
            case .holding(let cause): "it holds \(cause.held)"
            case .productTarget(let target, let cause):
                switch cause {
                case .cloneXCConfig: "it is the xcconfig of the target '\(target)'"
                case .projectXCConfig:
                    "the project's build configuration the target '\(target)' uses is based on it"
                case .xcconfigChain: "it is in the xcconfig include chain of the target '\(target)'"
                case .includeSearch: "the xcconfig include chain of the target '\(target)' looks for it"
                case .infoPlist: "it is the Info.plist of the target '\(target)'"
                case .entitlements: "it is the entitlements file of the target '\(target)'"
                default: "\(cause) (the target '\(target)')"
                }
            }
        }
    }
}
