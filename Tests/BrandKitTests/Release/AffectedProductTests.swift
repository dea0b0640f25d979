import BrandKit
import Support
import Testing

/// Which clones a change touches through their product: the app's, the embedded extensions' and the dependencies'
/// files, synchronized folders less their exceptions, deleted and renamed files, and normalised paths.
@Suite struct AffectedProductTests {
    static let workspace = ProductProjectFixture.load()

    static func affected(_ changes: [ChangedPath], in workspace: Workspace = workspace) -> AffectedClones.Result {
        AffectedClones(workspace: workspace).compute(changes: changes)
    }

    @Test(
        arguments: [
            ("App/main.swift", ["App"], AffectedClones.Cause.targetMember("App")),
            ("Ext/Ext.swift", ["App"], .extensionMember("Ext")),
            ("Ext/Info.plist", ["App"], .productTarget("Ext", .infoPlist)),
            ("Util/Util.swift", ["App"], .dependencyMember("Util")),
            ("Shared/Shared.swift", ["App"], .dependencyMember("Shared")),
            ("Feature/View.swift", ["App"], .targetMember("App")),
            ("Feature/Sub/New.swift", ["App"], .memberFolder("App")),
            ("Other/main.swift", ["Other"], .targetMember("Other")),
        ] as [(String, [String], AffectedClones.Cause)])
    func aMemberFileTouchesTheClonesWhoseProductBuildsIt(path: String, clones: [String], cause: AffectedClones.Cause) {
        let result = Self.affected([ChangedPath(path)])
        #expect(result.clones.map(\.clone) == clones)
        #expect(result.clones.first?.reasons.first?.cause == cause)
        #expect(result.untouched.isEmpty)
    }

    /// A submodule bumped is one changed path, its folder: it touches the clones that read or build a file in it
    /// (ish's `deps/libapps`, whose hterm the app copies); a folder holding nothing of theirs touches none.
    @Test func aChangedFolderTouchesTheClonesBuildingFilesInIt() {
        let result = Self.affected([ChangedPath("Util"), ChangedPath("Docs")])
        #expect(result.clones.map(\.clone) == ["App"])
        #expect(result.clones.first?.reasons.map(\.path) == ["Util"])
        #expect(result.untouched == [ChangedPath("Docs")])
    }

    @Test(arguments: ["Feature/Skip.swift", "Ext/Notes.md", "Featured/View.swift", "Kit/Kit.swift"])
    func aFileNoTargetBuildsTouchesNothing(path: String) {
        let result = Self.affected([ChangedPath(path)])
        #expect(result.clones.isEmpty)
        #expect(result.untouched == [ChangedPath(path)])
    }

    /// A member whose case differs from the file on disk is the file on disk, which Xcode copies on macOS's volumes
    /// (zotero's `Bundled` folder reference, `bundled/` on disk: its changes touched no clone).
    @Test func aMemberSpelledInAnotherCaseIsTheFileOnDisk() {
        let workspace = ProductProjectFixture.load(changing: [
            "App/Assets.xcassets/Contents.json": nil, "App/ASSETS.xcassets/Contents.json": "{}",
        ])
        let result = Self.affected([ChangedPath("App/ASSETS.xcassets/Contents.json")], in: workspace)
        #expect(result.clones.map(\.clone) == ["App"])
        #expect(result.clones.first?.reasons.first?.cause == .memberFolder("App"))
    }

    @Test func aDeletedFileOfASynchronizedFolderTouchesTheClone() {
        let workspace = ProductProjectFixture.load(changing: ["Feature/View.swift": nil])
        let result = Self.affected([ChangedPath("Feature/View.swift", .deleted)], in: workspace)
        #expect(result.clones.map(\.clone) == ["App"])
        #expect(
            result.clones.first?.reasons == [
                .init(path: "Feature/View.swift", cause: .memberFolder("App"), change: .deleted)
            ])
    }

    @Test func aRenameTouchesTheClonesOfBothPaths() {
        // The project still names the old path; the new one is in the synchronized folder.
        let workspace = ProductProjectFixture.load(changing: ["Core/Core.swift": nil, "Feature/Core.swift": ""])
        let result = Self.affected(
            [
                ChangedPath("Core/Core.swift", .renamedAway(to: "Feature/Core.swift")),
                ChangedPath("Feature/Core.swift", .renamed(from: "Core/Core.swift")),
            ], in: workspace)
        #expect(result.clones.map(\.clone) == ["App"])
        #expect(
            result.clones.first?.reasons.map(\.cause) == [.dependencyMember("Core"), .targetMember("App")])
        #expect(
            result.clones.first?.reasons.map(\.change) == [
                .renamedAway(to: "Feature/Core.swift"), .renamed(from: "Core/Core.swift"),
            ])
    }

    @Test(arguments: [
        "./App/main.swift", "App/main.swift/", "App/../App/main.swift", "Core/../App/./main.swift",
        "/repo/App/main.swift", "/repo/./App//main.swift", "//repo/App/main.swift",
    ])
    func pathsAreNormalised(path: String) {
        let result = Self.affected([ChangedPath(path)])
        #expect(result.clones.map(\.clone) == ["App"])
        #expect(result.clones.first?.reasons.map(\.path) == ["App/main.swift"])
    }

    @Test func theSamePathWrittenTwoWaysCountsOnce() {
        let result = Self.affected([ChangedPath("App/main.swift"), ChangedPath("./App/main.swift")])
        #expect(result.pathCount == 1)
        #expect(result.clones.first?.reasons.count == 1)
    }

    @Test(arguments: ["../App/main.swift", "/elsewhere/App/main.swift", "/repository/App/main.swift"])
    func pathsOutsideTheRootTouchNothing(path: String) {
        let result = Self.affected([ChangedPath(path)])
        #expect(result.clones.isEmpty)
        #expect(result.untouched.count == 1)
    }

    @Test func aDeletedBaseXCConfigOfAnExtensionTouchesTheClone() {
        let text = ProductProjectFixture.projectText.replacingOccurrences(
            of: "\t\tDExt = {isa = XCBuildConfiguration; ",
            with: "\t\tDExt = {isa = XCBuildConfiguration; baseConfigurationReference = FExtConfig; "
        ).replacingOccurrences(
            of: "\t\tFExt = {",
            with:
                "\t\tFExtConfig = {isa = PBXFileReference; path = Ext/Ext.xcconfig; sourceTree = \"<group>\"; };\n\t\tFExt = {"
        )
        #expect(text != ProductProjectFixture.projectText)
        let workspace = ProductProjectFixture.load(changing: ["Product.xcodeproj/project.pbxproj": text])
        let result = Self.affected([ChangedPath("Ext/Ext.xcconfig", .deleted)], in: workspace)
        #expect(result.clones.map(\.clone) == ["App"])
        #expect(result.clones.first?.reasons.first?.cause == .productTarget("Ext", .cloneXCConfig))
        #expect(Self.affected([ChangedPath("Ext/Ext.xcconfig", .deleted)]).clones.isEmpty)
    }

    @Test func theProjectsBaseXCConfigTouchesEveryCloneAsTheProjects() {
        // Every target starts from the project's configuration: the file is no clone's own xcconfig.
        let text = ProductProjectFixture.projectText.replacingOccurrences(
            of: "\t\tDP = {isa = XCBuildConfiguration; ",
            with: "\t\tDP = {isa = XCBuildConfiguration; baseConfigurationReference = FProjectConfig; "
        ).replacingOccurrences(
            of: "\t\tFExt = {",
            with: "\t\tFProjectConfig = {isa = PBXFileReference; path = Configs/Project.xcconfig; "
                + "sourceTree = \"<group>\"; };\n\t\tFExt = {")
        #expect(text != ProductProjectFixture.projectText)
        let workspace = ProductProjectFixture.load(changing: [
            "Product.xcodeproj/project.pbxproj": text, "Configs/Project.xcconfig": "SWIFT_VERSION = 6.0\n",
        ])
        let result = Self.affected([ChangedPath("Configs/Project.xcconfig")], in: workspace)
        #expect(result.clones.map(\.clone) == ["App", "Other"])
        #expect(result.clones.allSatisfy { $0.reasons.first?.cause == .projectXCConfig })
        // Once for the clone, not again for each part built from it (ish listed seven reasons for one file).
        #expect(result.clones.allSatisfy { $0.reasons.first?.otherCauses == [] }, "\(result.clones)")
        #expect(
            AffectedClones.Cause.projectXCConfig.description
                == "the project's build configuration the clone uses is based on it")
        #expect(AffectedClones.Cause.productTarget("Ext", .projectXCConfig).description.contains("target 'Ext'"))
        let app = workspace.clones.first { $0.id == "App" }
        let entry = app?.inputs.entries.first { $0.path.hasSuffix("/Configs/Project.xcconfig") && $0.target == nil }
        #expect(entry?.role == .projectXCConfig)
        #expect(entry?.configurations == ["Debug"])
        #expect(CloneInputList.name(of: .projectXCConfig) == "project-xcconfig")
        // Missing (IceCubesApp's git-ignored Debug base), it is the project's still, for the app and its parts.
        let missing = ProductProjectFixture.load(changing: ["Product.xcodeproj/project.pbxproj": text])
        let deleted = Self.affected([ChangedPath("Configs/Project.xcconfig", .deleted)], in: missing)
        #expect(deleted.clones.map(\.clone) == ["App", "Other"])
        #expect(
            deleted.clones.allSatisfy { clone in
                clone.reasons.allSatisfy {
                    $0.cause == .projectXCConfig || $0.cause == .productTarget("Ext", .projectXCConfig)
                        || $0.cause == .productTarget("Kit", .projectXCConfig)
                        || $0.cause == .productTarget("Core", .projectXCConfig)
                        || $0.cause == .productTarget("Util", .projectXCConfig)
                        || $0.cause == .productTarget("Shared", .projectXCConfig)
                }
            }, "\(deleted.clones)")
    }

    /// A target of the project whose product the app links without a dependency on it is built as Xcode builds
    /// implicit dependencies, so its sources touch the clone (ish's app links `libiSHLinux.a`; a change to
    /// `app/LinuxInterop.c` touched no clone).
    @Test func aLibraryTheAppLinksWithoutADependencyTouchesTheClone() {
        let text = ProductProjectFixture.projectText.replacingOccurrences(
            of: "targets = (TApp, TExt, TKit, TCore, TUtil, TShared, TOther)",
            with: "targets = (TApp, TExt, TKit, TCore, TUtil, TShared, TOther, TLib)"
        ).replacingOccurrences(
            of: "buildPhases = (SApp, RApp, EApp, KApp)", with: "buildPhases = (SApp, RApp, EApp, KApp, WApp)"
        ).replacingOccurrences(
            of: "\t\tDepExt = {",
            with: ([
                "\t\tWApp = {isa = PBXFrameworksBuildPhase; files = (BLinkLib); };",
                "\t\tBLinkLib = {isa = PBXBuildFile; fileRef = PLib; };",
                "\t\tFLib = {isa = PBXFileReference; path = Lib/Lib.c; sourceTree = \"<group>\"; };",
                "\t\tSLib = {isa = PBXSourcesBuildPhase; files = (BLib); };",
                "\t\tBLib = {isa = PBXBuildFile; fileRef = FLib; };",
            ]
                + ProductProjectFixture.target("Lib", type: "com.apple.product-type.library.static", phases: ["SLib"])
                + ["\t\tDepExt = {"]).joined(separator: "\n"))
        #expect(text.contains("WApp = {") && text.contains("KApp, WApp)") && text.contains("TOther, TLib)"))
        let workspace = ProductProjectFixture.load(changing: [
            "Product.xcodeproj/project.pbxproj": text, "Lib/Lib.c": "",
        ])
        let result = Self.affected([ChangedPath("Lib/Lib.c")], in: workspace)
        #expect(result.clones.map(\.clone) == ["App"], "\(result)")
        #expect(result.clones.first?.reasons.first?.cause == .dependencyMember("Lib"), "\(result)")
    }

    /// A local Swift package the app links a product of is the clone's input.
    ///
    /// It is named by the product's package (`XCLocalSwiftPackageReference`), or, unnamed, a folder the project
    /// references that holds a `Package.swift` (mastodon-ios's MastodonSDK: "touching no clone" before). A remote
    /// package's product adds nothing. The folder is a package whatever type the project gives it (pocket-casts-ios
    /// references `Modules/DataModel` as `text`).
    @Test(arguments: ["folder", "text"])
    func aLocalPackageTheAppLinksTouchesTheClone(legacyType: String) {
        let text = ProductProjectFixture.projectText.replacingOccurrences(
            of: "productReference = PApp;",
            with: "packageProductDependencies = (PPKit, PPLegacy, PPRemote); productReference = PApp;"
        ).replacingOccurrences(
            of: "\t\tFExt = {",
            with: [
                "\t\tPPKit = {isa = XCSwiftPackageProductDependency; package = LPKit; productName = Kit; };",
                "\t\tLPKit = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Kit; };",
                "\t\tPPLegacy = {isa = XCSwiftPackageProductDependency; productName = Legacy; };",
                "\t\tFLegacy = {isa = PBXFileReference; lastKnownFileType = \(legacyType); path = Legacy; "
                    + "sourceTree = \"<group>\"; };",
                "\t\tFOtherPackage = {isa = PBXFileReference; lastKnownFileType = folder; path = OtherPackage; "
                    + "sourceTree = \"<group>\"; };",
                "\t\tPPRemote = {isa = XCSwiftPackageProductDependency; package = RPRemote; productName = Remote; };",
                "\t\tRPRemote = {isa = XCRemoteSwiftPackageReference; repositoryURL = \"https://example.com/r\"; };",
                "\t\tFExt = {",
            ].joined(separator: "\n")
        ).replacingOccurrences(of: "children = (FMain, ", with: "children = (FLegacy, FOtherPackage, FMain, ")
        #expect(text.contains("FLegacy, FOtherPackage, FMain") && text.contains("packageProductDependencies = (PPKit"))
        let workspace = ProductProjectFixture.load(changing: [
            "Product.xcodeproj/project.pbxproj": text, "Packages/Kit/Package.swift": "",
            "Packages/Kit/Sources/Kit/Kit.swift": "", "Remote/Package.swift": "",
            // The unnamed product's package is the one declaring it, with the local packages it depends on.
            "Legacy/Package.swift": """
            let package = Package(name: "Legacy", products: [
                .library(
                    name: "Legacy", targets: ["Legacy"])
            ], dependencies: [.package(path: "../Shared2")], targets: [.target(name: "Legacy", path: "Sources")])
            """,
            "Shared2/Package.swift": "", "Legacy/Tests/LegacyTests/LegacyTests.swift": "",
            // Beside Kit's sources: its lock file and a folder of its own (built, as far as anyone can tell), its
            // README, Makefile and CI files, and a package of its own two levels down (isowords' `App/`).
            "Packages/Kit/Package.resolved": "", "Packages/Kit/Assets/logo.png": "", "Packages/Kit/README.md": "",
            "Packages/Kit/Makefile": "", "Packages/Kit/.github/workflows/ci.yml": "",
            "Packages/Kit/Examples/Demo/Package.swift": "", "Packages/Kit/Examples/Demo/Sources/Demo/main.swift": "",
            "OtherPackage/Package.swift": """
            let package = Package(name: "OtherPackage", products: [.library(name: "OtherPackage", targets: [])],
                dependencies: [.package(path: "../Legacy")])
            """,
        ])
        for path in [
            "Packages/Kit/Sources/Kit/Kit.swift", "Packages/Kit/Package.swift", "Legacy/Package.swift",
            "Shared2/Package.swift", "Packages/Kit/Package.resolved", "Packages/Kit/Assets/logo.png",
        ] {
            let result = Self.affected([ChangedPath(path)], in: workspace)
            #expect(result.clones.map(\.clone) == ["App"], "\(path)")
            #expect(result.clones.first?.reasons.first?.cause == .packageFolder("App"), "\(path)")
        }
        // Another local package (which names Legacy, as a dependency), a package's tests, the files beside its manifest
        // and the packages inside it are not built.
        for path in [
            "Remote/Package.swift", "OtherPackage/Package.swift", "Legacy/Tests/LegacyTests/LegacyTests.swift",
            "Packages/Kit/README.md", "Packages/Kit/Makefile", "Packages/Kit/.github/workflows/ci.yml",
            "Packages/Kit/Examples/Demo/Package.swift", "Packages/Kit/Examples/Demo/Sources/Demo/main.swift",
        ] {
            #expect(Self.affected([ChangedPath(path)], in: workspace).clones.isEmpty, "\(path)")
        }
        #expect(
            AffectedClones.Cause.packageFolder("App").description
                == "it is in the local Swift package whose product the target 'App' links")
        let entry = workspace.clones.first { $0.id == "App" }?.inputs.entries.first { $0.role == .packageFolder }
        #expect(entry?.path == "/repo/Packages/Kit" && entry?.role.isReadByValidation == false)
        #expect(CloneInputList.name(of: .packageFolder) == "package-folder")
    }

    /// The `Package.resolved` that pins a remote package the app links a product of is the clone's input.
    ///
    /// TwidereX's workspace's, bumping MetaTextKit, touched no clone. A clone linking only local packages does not
    /// read it.
    @Test func thePackageResolvedOfARemotePackageTouchesTheClone() {
        let remote = ProductProjectFixture.projectText.replacingOccurrences(
            of: "productReference = PApp;",
            with: "packageProductDependencies = (PPRemote); productReference = PApp;"
        ).replacingOccurrences(
            of: "\t\tFExt = {",
            with: [
                "\t\tPPRemote = {isa = XCSwiftPackageProductDependency; package = RPRemote; productName = Remote; };",
                "\t\tRPRemote = {isa = XCRemoteSwiftPackageReference; repositoryURL = \"https://example.com/r\"; };",
                "\t\tFExt = {",
            ].joined(separator: "\n"))
        let resolved = "Product.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"
        let workspace = ProductProjectFixture.load(changing: [
            "Product.xcodeproj/project.pbxproj": remote, resolved: "{}",
        ])
        let result = Self.affected([ChangedPath(resolved)], in: workspace)
        #expect(result.clones.map(\.clone) == ["App"])
        #expect(result.clones.first?.reasons.first?.cause == .packageResolved("App"))
        #expect(
            AffectedClones.Cause.packageResolved("App").description
                == "it pins the versions of the Swift packages whose products the target 'App' links")
        #expect(CloneInputList.name(of: .packageResolved) == "package-resolved")
        // Without a remote product, nothing reads it.
        let local = ProductProjectFixture.load(changing: [resolved: "{}"])
        #expect(Self.affected([ChangedPath(resolved)], in: local).clones.isEmpty)
    }

    /// A clone built on CocoaPods' xcconfig is touched by the Podfile, its lock and the Pods folder, whether or not
    /// `pod install` has run (planetary-ios's `pod update` touched no clone before).
    @Test(arguments: [true, false])
    func thePodfileAndPodsTouchACloneBuiltOnCocoaPods(installed: Bool) {
        let podsConfig = "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig"
        let text = ProductProjectFixture.projectText.replacingOccurrences(
            of: "\t\tDApp = {isa = XCBuildConfiguration; ",
            with: "\t\tDApp = {isa = XCBuildConfiguration; baseConfigurationReference = FPods; "
        ).replacingOccurrences(
            of: "\t\tFExt = {",
            with: "\t\tFPods = {isa = PBXFileReference; path = \"\(podsConfig)\"; sourceTree = \"<group>\"; };\n"
                + "\t\tFExt = {")
        #expect(text.contains("baseConfigurationReference = FPods"))
        // A pod the Podfile takes from the repository counts (mattermost's Gekidou); one in node_modules does not.
        let lock = """
            PODS:
              - Gekidou (1.0.0)

            EXTERNAL SOURCES:
              Gekidou:
                :path: "./Gekidou"
              AppCore:
                :path: AppCore.podspec
              OTRKit:
                :path: Submodules/OTRKit/OTRKit.podspec
              RNThing:
                :path: "../node_modules/rn-thing"

            COCOAPODS: 1.16.2

            """
        var changes: [String: String?] = [
            "Product.xcodeproj/project.pbxproj": text, "Podfile": "target 'App'\n", "Podfile.lock": lock,
            "Gekidou/Sources/Gekidou.swift": "", "../node_modules/rn-thing/ios/Thing.m": "",
            "Submodules/OTRKit/OTRKit.podspec": "", "Submodules/OTRKit/OTRKit/OTRKit.m": "",
        ]
        if installed {
            changes[podsConfig] = "PODS_ROOT = ${SRCROOT}/Pods\n"
            changes["Pods/Manifest.lock"] = "PODS:\n"
        }
        let workspace = ProductProjectFixture.load(changing: changes)
        var expected: [(String, AffectedClones.Cause)] = [
            ("Podfile", .podfile), ("Podfile.lock", .podfile), ("Gekidou/Sources/Gekidou.swift", .localPod),
            // A path naming the podspec: the pod is its folder (ChatSecure's OTRKit).
            ("Submodules/OTRKit/OTRKit/OTRKit.m", .localPod),
        ]
        // Installed or not (a pull request deleting a committed Pods folder; Ello's `Pods/SnapKit/…`), the Pods
        // folder beside the Podfile is the clone's.
        expected.append(("Pods/Manifest.lock", .podsFolder))
        expected.append(("Pods/SnapKit/Source/Constraint.swift", .podsFolder))
        for (path, cause) in expected {
            let result = Self.affected([ChangedPath(path)], in: workspace)
            #expect(result.clones.map(\.clone) == ["App"], "\(path)")
            #expect(result.clones.first?.reasons.first?.cause == cause, "\(path)")
        }
        // A podspec beside the Podfile (ChatSecure's `ChatSecureCore.podspec`) is the app's own sources: the whole
        // repository would be a pod, and every path would touch the clone.
        #expect(Self.affected([ChangedPath("docs/notes.md")], in: workspace).clones.isEmpty)
        let localPods = workspace.clones.first { $0.id == "App" }?.inputs.entries.filter { $0.role == .localPod }
        #expect(localPods?.map(\.path) == ["/repo/Gekidou", "/repo/Submodules/OTRKit"])
        // Validation reads none of them, so `brands inputs` lists them with `--members` only (a Run Script phase
        // validating the clone would rerun on every edit of a pod's sources).
        #expect(localPods?.allSatisfy { !$0.role.isReadByValidation } == true)
        #expect(!CloneInputs.Role.flutterSource.isReadByValidation && !CloneInputs.Role.headerFolder.isReadByValidation)
        #expect(Self.affected([ChangedPath("Podfile.lock")]).clones.isEmpty)
        #expect(
            AffectedClones.Cause.podfile.description == "CocoaPods installs the pods the clone is built with from it")
        #expect(CloneInputList.name(of: .podfile) == "podfile" && CloneInputList.name(of: .podsFolder) == "pods-folder")
    }

    /// A Flutter xcconfig includes CocoaPods' before `pod install` has written it: the Podfile touches the clone
    /// already (Sharezone, WebTrit).
    @Test func thePodfileTouchesACloneIncludingCocoaPodsNotYetInstalled() {
        let text = ProductProjectFixture.projectText.replacingOccurrences(
            of: "\t\tDApp = {isa = XCBuildConfiguration; ",
            with: "\t\tDApp = {isa = XCBuildConfiguration; baseConfigurationReference = FFlutter; "
        ).replacingOccurrences(
            of: "\t\tFExt = {",
            with:
                "\t\tFFlutter = {isa = PBXFileReference; path = Flutter/Debug.xcconfig; sourceTree = \"<group>\"; };\n"
                + "\t\tFExt = {")
        let workspace = ProductProjectFixture.load(changing: [
            "Product.xcodeproj/project.pbxproj": text, "Podfile.lock": "PODS:\n",
            "Flutter/Debug.xcconfig": "#include? \"../Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig\"\n",
        ])
        let result = Self.affected([ChangedPath("Podfile.lock")], in: workspace)
        #expect(result.clones.map(\.clone) == ["App"])
        #expect(result.clones.first?.reasons.first?.cause == .podfile)
    }

    /// A target of another project the app depends on builds files of the clone's: through a project reference
    /// (ish's `deps/libarchive.xcodeproj`), or by linking its product from a project the workspace lists
    /// (deltachat-ios's `DcCore.framework`): both touched no clone.
    @Test(arguments: [true, false])
    func aTargetOfAnotherProjectTheAppNeedsTouchesTheClone(explicitly: Bool) {
        let lib = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 77;
            \tobjects = {
            \t\tLP = {isa = PBXProject; buildConfigurationList = LL; mainGroup = LG; targets = (LT); };
            \t\tLL = {isa = XCConfigurationList; buildConfigurations = (LC); defaultConfigurationName = Release; };
            \t\tLC = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
            \t\tLG = {isa = PBXGroup; children = (LF, LProduct); sourceTree = "<group>"; };
            \t\tLF = {isa = PBXFileReference; path = Sources/Lib.swift; sourceTree = "<group>"; };
            \t\tLProduct = {isa = PBXFileReference; path = Lib.framework; sourceTree = BUILT_PRODUCTS_DIR; };
            \t\tLS = {isa = PBXSourcesBuildPhase; files = (LB); };
            \t\tLB = {isa = PBXBuildFile; fileRef = LF; };
            \t\tLT = {isa = PBXNativeTarget; buildConfigurationList = LL; buildPhases = (LS); dependencies = (); \
            name = Lib; productReference = LProduct; productType = "com.apple.product-type.framework"; };
            \t};
            \trootObject = LP;
            }

            """
        var text = ProductProjectFixture.projectText
        var changes: [String: String?] = ["Lib/Lib.xcodeproj/project.pbxproj": lib, "Lib/Sources/Lib.swift": ""]
        if explicitly {
            text = ProductProjectFixture.projectText(dependingOnProjectAt: "Lib/Lib.xcodeproj")
        } else {
            text = ProductProjectFixture.projectText(
                addingAppPhase: "FWApp",
                objects: "\t\tFWApp = {isa = PBXFrameworksBuildPhase; files = (BLib); };\n"
                    + "\t\tBLib = {isa = PBXBuildFile; fileRef = FLibProduct; };\n"
                    + "\t\tFLibProduct = {isa = PBXFileReference; path = Lib.framework; sourceTree = BUILT_PRODUCTS_DIR; };"
            )
            changes["Product.xcworkspace/contents.xcworkspacedata"] = """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0">
                   <FileRef location = "group:Product.xcodeproj"></FileRef>
                   <FileRef location = "group:Lib/Lib.xcodeproj"></FileRef>
                </Workspace>
                """
        }
        #expect(text != ProductProjectFixture.projectText)
        changes["Product.xcodeproj/project.pbxproj"] = text
        let workspace = ProductProjectFixture.load(changing: changes)
        let result = Self.affected([ChangedPath("Lib/Sources/Lib.swift")], in: workspace)
        #expect(result.clones.map(\.clone) == ["App"], "\(result)")
        #expect(result.clones.first?.reasons.first?.cause == .dependencyMember("Lib"))
    }

    /// The files a script phase of the app declares as inputs go into what it writes (ish's
    /// `gen_apk_repositories.py`, whose output the app ships): they touch the clone; inputs built on another setting
    /// (CocoaPods' `${PODS_ROOT}`) are not looked for.
    @Test func aScriptPhasesInputsTouchTheClone() {
        let text = ProductProjectFixture.projectText(
            addingAppPhase: "GenApp",
            objects:
                "\t\tGenApp = {isa = PBXShellScriptBuildPhase; files = (); inputPaths = (\"$(SRCROOT)/Scripts/gen.py\", "
                + "Data/list.txt, \"${PODS_ROOT}/Target Support Files/x.sh\"); name = Generate; "
                + "outputPaths = (\"$(BUILT_PRODUCTS_DIR)/list.json\"); shellPath = /bin/sh; shellScript = \"\"; };")
        #expect(text.contains("GenApp, RApp"))
        let workspace = ProductProjectFixture.load(changing: [
            "Product.xcodeproj/project.pbxproj": text, "Scripts/gen.py": "", "Data/list.txt": "",
        ])
        for path in ["Scripts/gen.py", "Data/list.txt"] {
            let result = Self.affected([ChangedPath(path)], in: workspace)
            #expect(result.clones.map(\.clone) == ["App"], "\(path)")
            #expect(result.clones.first?.reasons.first?.cause == .phaseInput("App"), "\(path)")
        }
        #expect(Self.affected([ChangedPath("Pods/Target Support Files/x.sh")], in: workspace).clones.isEmpty)
    }

    /// A project a dependency of the app names that is not there (mumble's `Dependencies/fmdb/fmdb.xcodeproj`, a
    /// submodule not checked out) still makes the app: its folder in git's diff, or a file in it, touches the clone.
    @Test func aDependencysProjectThatIsNotThereTouchesTheClone() {
        let text = ProductProjectFixture.projectText(dependingOnProjectAt: "Deps/lib/Lib.xcodeproj")
        #expect(text.contains("DepCore, DepLib"))
        let workspace = ProductProjectFixture.load(changing: ["Product.xcodeproj/project.pbxproj": text])
        for (path, cause) in [
            ("Deps/lib", AffectedClones.Cause.holding(.dependencyProject("App"))),
            ("Deps/lib/Lib.xcodeproj/project.pbxproj", .dependencyProject("App")),
        ] {
            let result = Self.affected([ChangedPath(path)], in: workspace)
            #expect(result.clones.map(\.clone) == ["App"], "\(path)")
            #expect(result.clones.first?.reasons.first?.cause == cause, "\(path)")
        }
        #expect(Self.affected([ChangedPath("Deps/other")], in: workspace).clones.isEmpty)
    }

    /// The repository's scripts a phase of the app runs touch the clone, as its declared inputs do.
    ///
    /// `"${SRCROOT}/Scripts/stamp.sh"`, `$SOURCE_ROOT/…` and an input written from `$(SOURCE_ROOT)` touched no clone
    /// before; a change to one changes what the phase does to the app. A script outside the repository is not
    /// looked for.
    @Test func theScriptsAPhaseRunsTouchTheClone() {
        // As the project file writes it: `\n` for a line break, `\"` for a quote.
        let script =
            #"set -e\n\"${SRCROOT}/Scripts/stamp.sh\" \"$INFOPLIST_FILE\"\n"#
            + #"$SOURCE_ROOT/Tools/lint.py --strict\n/usr/local/bin/other.sh\n"#
        let text = ProductProjectFixture.projectText(
            addingAppPhase: "StampApp",
            objects:
                "\t\tStampApp = {isa = PBXShellScriptBuildPhase; files = (); inputPaths = (\"$(SOURCE_ROOT)/Data/v.txt\"); "
                + "name = Stamp; outputPaths = (); shellPath = /bin/sh; shellScript = \"\(script)\"; };")
        #expect(text.contains("StampApp, RApp"))
        let workspace = ProductProjectFixture.load(changing: [
            "Product.xcodeproj/project.pbxproj": text, "Scripts/stamp.sh": "", "Tools/lint.py": "", "Data/v.txt": "",
        ])
        for path in ["Scripts/stamp.sh", "Tools/lint.py", "Data/v.txt"] {
            let result = Self.affected([ChangedPath(path)], in: workspace)
            #expect(result.clones.map(\.clone) == ["App"], "\(path)")
            #expect(result.clones.first?.reasons.first?.cause == .phaseInput("App"), "\(path)")
        }
        let inputs = workspace.clones.first { $0.id == "App" }?.inputs.entries.map(\.path) ?? []
        #expect(!inputs.contains { $0.hasSuffix("other.sh") }, "\(inputs)")
    }

    /// The headers beside a target's sources touch its clone, though no build phase names them (a change to
    /// `App/Cell.h` changes the app `App/Cell.m` is built into); other files there, and headers beside another app's
    /// sources, do not.
    @Test func theHeadersBesideATargetsSourcesTouchItsClone() {
        let workspace = ProductProjectFixture.load(changing: [:])
        let header = Self.affected([ChangedPath("App/Cell.h")], in: workspace)
        #expect(header.clones.map(\.clone) == ["App"], "\(header)")
        #expect(header.clones.first?.reasons.first?.cause == .headerFolder("App"))
        #expect(Self.affected([ChangedPath("App/Sub/module.modulemap")], in: workspace).clones.map(\.clone) == ["App"])
        #expect(Self.affected([ChangedPath("App/Notes.md")], in: workspace).clones.isEmpty)
        #expect(Self.affected([ChangedPath("Other/Other.h")], in: workspace).clones.map(\.clone) == ["Other"])
    }

    /// A header the project references anywhere is found by an Objective-C target's header map by its name
    /// (rn-base's `ios/RCTWhiteLabelConfig.h`, imported from each brand's folder): it touches the clone; a Swift-only
    /// target has no use for it.
    @Test func theProjectsHeadersTouchATargetWithAHeaderMap() {
        let objc = ProductProjectFixture.projectText.replacingOccurrences(
            of: "\t\tFMain = {",
            with: "\t\tFConfig = {isa = PBXFileReference; path = Config/WhiteLabel.h; sourceTree = \"<group>\"; };\n"
                + "\t\tFLegacy = {isa = PBXFileReference; path = App/Legacy/Legacy.m; sourceTree = \"<group>\"; };\n"
                + "\t\tBLegacy = {isa = PBXBuildFile; fileRef = FLegacy; };\n\t\tFMain = {"
        ).replacingOccurrences(of: "files = (BMain); };", with: "files = (BMain, BLegacy); };")
        #expect(objc.contains("BMain, BLegacy"))
        let workspace = ProductProjectFixture.load(changing: [
            "Product.xcodeproj/project.pbxproj": objc, "Config/WhiteLabel.h": "", "App/Legacy/Legacy.m": "",
        ])
        let result = Self.affected([ChangedPath("Config/WhiteLabel.h")], in: workspace)
        #expect(result.clones.map(\.clone) == ["App"], "\(result)")
        #expect(result.clones.first?.reasons.first?.cause == .headerFolder("App"))
        // Swift alone: no header map to find it.
        let swift = ProductProjectFixture.projectText.replacingOccurrences(
            of: "\t\tFMain = {",
            with: "\t\tFConfig = {isa = PBXFileReference; path = Config/WhiteLabel.h; sourceTree = \"<group>\"; };\n"
                + "\t\tFMain = {")
        let swiftOnly = ProductProjectFixture.load(changing: [
            "Product.xcodeproj/project.pbxproj": swift, "Config/WhiteLabel.h": "",
        ])
        #expect(Self.affected([ChangedPath("Config/WhiteLabel.h")], in: swiftOnly).clones.isEmpty)
    }

    /// The folders a target's header search paths name (session-ios's `$(SRCROOT)/LibSession-Util/include`, in a
    /// submodule not checked out), and its bridging and prefix headers, touch the clone; a search path into the build
    /// folder or the SDK does not become an input.
    @Test func theHeaderSearchPathsAndBridgingHeaderTouchTheClone() {
        let settings = "PRODUCT_BUNDLE_IDENTIFIER = com.example.app; INFOPLIST_FILE = App/Info.plist; "
        let text = ProductProjectFixture.projectText.replacingOccurrences(
            of: settings,
            with: settings + "HEADER_SEARCH_PATHS = (\"$(inherited)\", \"$(SRCROOT)/Lib/include/**\", "
                + "\"$(BUILT_PRODUCTS_DIR)/include\", \"$(SDKROOT)/usr/include/libxml2\", Sub/include); "
                + "SWIFT_OBJC_BRIDGING_HEADER = \"Bridge/App-Bridging-Header.h\"; GCC_PREFIX_HEADER = App/App.pch; ")
        #expect(text.contains("Lib/include/**"))
        let workspace = ProductProjectFixture.load(changing: [
            "Product.xcodeproj/project.pbxproj": text, "Lib/include/sub/lib.h": "", "Lib/src/lib.c": "",
            "Bridge/App-Bridging-Header.h": "",
        ])
        for path in ["Lib/include/sub/lib.h", "Lib/include/new.hpp"] {
            let result = Self.affected([ChangedPath(path)], in: workspace)
            #expect(result.clones.map(\.clone) == ["App"], "\(path)")
            #expect(result.clones.first?.reasons.first?.cause == .headerFolder("App"), "\(path)")
        }
        #expect(Self.affected([ChangedPath("Lib/src/lib.c")], in: workspace).clones.isEmpty)
        // A folder not there (a submodule not checked out) counts: its bump is the submodule's folder in git's diff.
        #expect(Self.affected([ChangedPath("Sub")], in: workspace).clones.map(\.clone) == ["App"])
        // Said as what they are, not as files the target builds (iNaturalist's bridging header is no member).
        for path in ["Bridge/App-Bridging-Header.h", "App/App.pch"] {
            let result = Self.affected([ChangedPath(path)], in: workspace)
            #expect(result.clones.map(\.clone) == ["App"], "\(path)")
            #expect(result.clones.first?.reasons.first?.cause == .targetHeader("App"), "\(path)")
        }
        #expect(
            AffectedClones.Cause.targetHeader("App").description
                == "it is the bridging or prefix header of the target 'App' (SWIFT_OBJC_BRIDGING_HEADER, GCC_PREFIX_HEADER)"
        )
        let inputs = workspace.clones.first { $0.id == "App" }?.inputs.entries ?? []
        let folders = inputs.filter { $0.role == .headerFolder }.map(\.path)
        #expect(folders.contains("/repo/Lib/include") && folders.contains("/repo/Sub/include"), "\(folders)")
        #expect(!folders.contains { $0.contains("libxml2") || $0.hasSuffix("Release/include") }, "\(folders)")
        #expect(folders.allSatisfy { $0.hasPrefix("/repo/") }, "\(folders)")
    }

    /// The tool a legacy ("External Build System") target the app depends on runs, in the repository, touches the
    /// clone as a script phase's inputs do (Orbot's `leaf` target runs `build-leaf.sh`, which builds a submodule:
    /// "touching no clone" before); a system tool is not looked for.
    @Test func aLegacyTargetsToolTouchesTheClone() {
        let text = ProductProjectFixture.projectText.replacingOccurrences(
            of: "targets = (TApp, TExt,", with: "targets = (TGen, TMake, TApp, TExt,"
        ).replacingOccurrences(
            of: "\t\tDepExt = {isa = PBXTargetDependency; target = TExt; };",
            with: "\t\tDepExt = {isa = PBXTargetDependency; target = TExt; };\n"
                + "\t\tDepGen = {isa = PBXTargetDependency; target = TGen; };\n"
                + "\t\tDepMake = {isa = PBXTargetDependency; target = TMake; };\n"
                + "\t\tTGen = {isa = PBXLegacyTarget; buildArgumentsString = \"$(ACTION)\"; buildPhases = (); "
                + "buildToolPath = \"${PROJECT_DIR}/Scripts/build-leaf.sh\"; dependencies = (); name = Gen; };\n"
                + "\t\tTMake = {isa = PBXLegacyTarget; buildArgumentsString = \"$(ACTION)\"; buildPhases = (); "
                + "buildToolPath = /usr/bin/make; dependencies = (); name = Make; };"
        ).replacingOccurrences(
            of: "dependencies = (DepExt, DepCore)", with: "dependencies = (DepExt, DepCore, DepGen, DepMake)")
        #expect(text.contains("DepGen, DepMake") && text.contains("TGen, TMake, TApp"))
        let workspace = ProductProjectFixture.load(changing: [
            "Product.xcodeproj/project.pbxproj": text, "Scripts/build-leaf.sh": "",
        ])
        let result = Self.affected([ChangedPath("Scripts/build-leaf.sh")], in: workspace)
        #expect(result.clones.map(\.clone) == ["App"])
        #expect(result.clones.first?.reasons.first?.cause == .phaseInput("Gen"), "\(result.clones)")
        let inputs = workspace.clones.first { $0.id == "App" }?.inputs.entries.map(\.path) ?? []
        #expect(!inputs.contains("/usr/bin/make"), "\(inputs)")
    }

    /// A React Native app's JavaScript, which its "Bundle React Native code and images" phase bundles, touches the
    /// clone: the package and lock files, entry files and source folders beside the nearest `package.json`
    /// (pass-culture's `src/App.tsx`, mattermost's `app/`); other files there do not.
    @Test func aReactNativeAppsJavaScriptTouchesTheClone() {
        let text = ProductProjectFixture.projectText(
            addingAppPhase: "BundleApp",
            objects: "\t\tBundleApp = {isa = PBXShellScriptBuildPhase; files = (); "
                + "name = \"Bundle React Native code and images\"; shellPath = /bin/sh; "
                + "shellScript = \"../node_modules/react-native/scripts/react-native-xcode.sh\"; };")
        #expect(text.contains("BundleApp, RApp"))
        let workspace = ProductProjectFixture.load(changing: [
            "Product.xcodeproj/project.pbxproj": text, "package.json": "{}", "yarn.lock": "", "src/App.tsx": "",
            "README.md": "",
        ])
        for path in ["package.json", "yarn.lock", "src/App.tsx"] {
            #expect(Self.affected([ChangedPath(path)], in: workspace).clones.map(\.clone) == ["App"], "\(path)")
        }
        #expect(Self.affected([ChangedPath("README.md")], in: workspace).clones.isEmpty)
        #expect(Self.affected([ChangedPath("src/App.tsx")]).clones.isEmpty)
        // The usual layout, the project in `ios/`: every JavaScript file and folder beside `package.json` but the
        // native projects, tests and documentation (piggy's `App.js`, rn-base's `whitelabel/`, `.env` files that
        // react-native-config reads), as the bundle may hold any of them.
        var files: [String: String?] = ["package.json": "{}", "README.md": "", "docs/guide.md": "", "ios/Podfile": ""]
        for (path, text) in ProductProjectFixture.files { files["ios/" + path] = text }
        let layout = text.replacingOccurrences(of: "../node_modules", with: "../../node_modules")
        files["ios/Product.xcodeproj/project.pbxproj"] = layout
        for path in [
            "App.js", "app.config.ts", ".env.production", "whitelabel/Config.ts", "lib/util.js", "__tests__/a.js",
        ] {
            files[path] = ""
        }
        let fileSystem = InMemoryFileSystem(
            files: Dictionary(
                uniqueKeysWithValues: files.compactMap { path, text in text.map { ("/repo/" + path, $0) } }))
        let nested = WorkspaceLoader(fileSystem: fileSystem).load(root: "/repo")
        #expect(nested.clones.map(\.id).contains("App"), "\(nested.diagnostics.map(\.message))")
        for path in ["App.js", "app.config.ts", ".env.production", "whitelabel/Config.ts", "lib/util.js"] {
            let result = Self.affected([ChangedPath(path)], in: nested)
            #expect(result.clones.map(\.clone) == ["App"], "\(path)")
            // Said as what bundles it, not as a file the target builds.
            #expect(result.clones.first?.reasons.first?.cause == .phaseInput("App"), "\(path)")
        }
        for path in ["README.md", "docs/guide.md", "__tests__/a.js", "ios/Podfile"] {
            #expect(Self.affected([ChangedPath(path)], in: nested).clones.isEmpty, "\(path)")
        }
        // Inside the folders it bundles, tests, documentation and native code are no part of the bundle (safeplaces'
        // `app/__tests__`, gaen's `config/README.md`, a module's `android/` code).
        for path in [
            "lib/__tests__/util.js", "lib/util.spec.ts", "lib/util.test.js", "whitelabel/README.md",
            "lib/module/android/build.gradle", "lib/module/android/src/Main.kt",
        ] {
            #expect(Self.affected([ChangedPath(path)], in: nested).clones.isEmpty, "\(path)")
        }
        // `brands inputs --members` lists the single files too, as `affected` counts them.
        let listed = CloneInputList(
            nested.clones, in: nested, configuration: nil, fileSystem: fileSystem, includingMembers: true)
        #expect(listed.items.contains { $0.path == "/repo/App.js" && $0.roles.contains("phase-input") })
    }

    @Test func aProjectChangeCountsForTheClonesItBuildsDifferently() {
        let project = "Product.xcodeproj/project.pbxproj"
        let text = ProductProjectFixture.projectText
        // Lines moved: every clone is built as before.
        let moved = ProductProjectFixture.load(changing: [
            project: text.replacingOccurrences(of: "\t\tG = {", with: "\n\t\tG = {")
        ])
        #expect(AffectedClones.builtAsBefore(in: moved, earlier: Self.workspace) == ["App", "Other"])
        // The extension's bundle id, a dependency's file, or Other's settings: only that clone.
        let cases: [(String, String, Set<String>)] = [
            ("com.example.app.ext;", "com.example.app.widget;", ["Other"]),
            ("path = Util/Util.swift;", "path = Util/Utility.swift;", ["Other"]),
            ("PRODUCT_BUNDLE_IDENTIFIER = o;", "PRODUCT_BUNDLE_IDENTIFIER = p;", ["App"]),
            ("membershipExceptions = (Skip.swift);", "membershipExceptions = (Skip.swift, View.swift);", ["Other"]),
        ]
        for (old, new, same) in cases {
            #expect(text.contains(old))
            let changed = ProductProjectFixture.load(changing: [project: text.replacingOccurrences(of: old, with: new)])
            #expect(AffectedClones.builtAsBefore(in: changed, earlier: Self.workspace) == same, "\(new)")
            let affected = AffectedClones(workspace: changed, builtAsBefore: same)
                .compute(changes: [ChangedPath(project, .modified)])
            #expect(Set(affected.clones.map(\.clone)) == Set(["App", "Other"]).subtracting(same))
        }
    }

    @Test func theProjectFileTouchesEveryCloneItDefines() {
        let result = Self.affected([ChangedPath("Product.xcodeproj/project.pbxproj", .modified)])
        #expect(result.clones.map(\.clone) == ["App", "Other"])
        #expect(result.clones.first?.reasons.first?.cause == .projectFile)
    }
}
