extension AffectedClones.Cause {
    /// What a folder holding inputs of this cause holds, completing "it holds …" (``holding(_:)``): a submodule
    /// bumped is one changed path, its folder, which is none of the files the clone reads but holds them.
    var held: String {
        switch self {
        case .cloneFolder: "the clone's folder"
        case .configFile: "the clone's config file"
        case .fontsPlist: "the clone's fonts property list"
        case .assetCatalog: "the clone's asset catalog"
        case .fontFile: "a font the clone bundles"
        case .xcconfigChain: "an xcconfig of the clone's include chain"
        case .includeSearch: "a path the clone's xcconfig include chain looks for"
        case .flutterPubspec: "the Flutter app's pubspec, from which Flutter writes Generated.xcconfig"
        case .flutterSource: "the Flutter app's Dart code or assets, which its build phase compiles"
        case .flutterPackage:
            "a local package the Flutter app takes from the repository (a path: dependency of its pubspec.yaml)"
        case .cloneXCConfig: "the clone's xcconfig"
        case .projectXCConfig: "the xcconfig the project's build configuration the clone uses is based on"
        case .infoPlist: "the clone's Info.plist"
        case .infoPlistStrings: "the localization of the clone's Info.plist in its development region"
        case .infoPlistPrefixHeader:
            "the prefix header the clone's Info.plist is preprocessed with (INFOPLIST_PREFIX_HEADER)"
        case .entitlements: "the clone's entitlements file"
        case .projectFile: "the Xcode project that defines the clone"
        case .scheme: "the scheme that defines the clone"
        case .workspace: "the workspace holding the clone's scheme"
        case .schema: "the schema every clone is checked against"
        case .manifest: "the manifest"
        case .sharedPath(let shared): "the shared path '\(shared)'"
        case .targetMember(let target): "files the clone's target '\(target)' builds"
        case .extensionMember(let target): "files the extension '\(target)' the clone's app embeds builds"
        case .dependencyMember(let target): "files the target '\(target)' the clone's app depends on builds"
        case .memberFolder(let target): "a folder the target '\(target)' builds"
        case .targetHeader(let target):
            "the bridging or prefix header of the target '\(target)' (SWIFT_OBJC_BRIDGING_HEADER, GCC_PREFIX_HEADER)"
        case .dependencyProject(let target):
            "a project the target '\(target)' depends on a target of, which is not there to read (a submodule not "
                + "checked out?)"
        case .phaseInput(let target):
            "files a script phase or build tool of the target '\(target)' reads, runs or bundles"
        case .headerFolder(let target):
            "headers the target '\(target)' includes (beside its sources, on a header search path or through its "
                + "header map)"
        case .packageFolder(let target): "a local Swift package whose product the target '\(target)' links"
        case .packageResolved(let target):
            "the pins of the versions of the Swift packages whose products the target '\(target)' links"
        case .podfile: "the Podfile CocoaPods installs the clone's pods from"
        case .podsFolder: "the Pods folder CocoaPods installs the clone's pods in"
        case .localPod: "a pod the clone's Podfile takes from the repository's folders"
        case .holding(let cause): cause.held
        case .productTarget(let target, let cause):
            switch cause {
            case .cloneXCConfig: "the xcconfig of the target '\(target)'"
            case .projectXCConfig:
                "the xcconfig the project's build configuration the target '\(target)' uses is based on"
            case .xcconfigChain: "an xcconfig of the include chain of the target '\(target)'"
            case .includeSearch: "a path the xcconfig include chain of the target '\(target)' looks for"
            case .infoPlist: "the Info.plist of the target '\(target)'"
            case .entitlements: "the entitlements file of the target '\(target)'"
            default: "\(cause.held) (the target '\(target)')"
            }
        }
    }
}
