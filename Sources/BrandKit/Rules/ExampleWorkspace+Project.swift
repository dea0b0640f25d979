extension ExampleWorkspace {
    /// The example project's folder, relative to the root.
    public static let projectPath = "Example.xcodeproj"
    /// The example project's `project.pbxproj`, relative to the root.
    public static let projectFile = "Example.xcodeproj/project.pbxproj"

    /// The shared scheme file of `clone`, relative to the root.
    public static func schemeFile(_ clone: String) -> String {
        "Example.xcodeproj/xcshareddata/xcschemes/\(clone).xcscheme"
    }

    /// The files of the project variant of the example workspace: `Example.xcodeproj` with one application target
    /// and one shared scheme per clone, building the clone's xcconfig files and copying its catalog, config file and
    /// fonts property list, so that the workspace's clones are read through the schemes.
    ///
    /// One object per line, so that examples name the line of what they break: the project is on line 6, its
    /// configurations on 7–9, the main group on 10, and clone `ALPHA`'s objects start at line 11 (target, list,
    /// Debug and Release configurations, the two xcconfig references, resources phase, catalog, config file and
    /// fonts property list as build file then file reference, product); `BETA`'s start at line 25.
    public static let projectFiles: [String: String] = {
        var files = [projectFile: projectText]
        for clone in ["ALPHA", "BETA"] { files[schemeFile(clone)] = scheme(clone) }
        return files
    }()

    /// The `project.pbxproj` of ``projectFiles``.
    public static let projectText: String = {
        let clones = ["ALPHA", "BETA"]
        var lines = [
            "// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tobjectVersion = 56;", "\tobjects = {",
            "\t\tP0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (TALPHA, TBETA); };",
            "\t\tL0 = {isa = XCConfigurationList; buildConfigurations = (C0D, C0R); defaultConfigurationName = Release; };",
            "\t\tC0D = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };",
            "\t\tC0R = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };",
            "\t\tG0 = {isa = PBXGroup; children = ("
                + clones.map { "XD\($0), XR\($0), FC\($0), FJ\($0), FF\($0), A\($0)" }.joined(separator: ", ")
                + "); sourceTree = \"<group>\"; };",
        ]
        for clone in clones { lines += targetLines(clone) }
        lines += ["\t};", "\trootObject = P0;", "}", ""]
        return lines.joined(separator: "\n")
    }()

    /// The fourteen lines of one clone's objects.
    private static func targetLines(_ id: String) -> [String] {
        let brand = "Brands/\(id)"
        func reference(_ name: String, _ path: String) -> String {
            "\t\t\(name)\(id) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = SOURCE_ROOT; };"
        }
        return [
            "\t\tT\(id) = {isa = PBXNativeTarget; buildConfigurationList = L\(id); buildPhases = (R\(id)); "
                + "dependencies = (); name = \(id); productName = \(id); productReference = A\(id); "
                + "productType = \"com.apple.product-type.application\"; };",
            "\t\tL\(id) = {isa = XCConfigurationList; buildConfigurations = (D\(id), E\(id)); "
                + "defaultConfigurationName = Release; };",
            "\t\tD\(id) = {isa = XCBuildConfiguration; baseConfigurationReference = XD\(id); buildSettings = {}; "
                + "name = Debug; };",
            "\t\tE\(id) = {isa = XCBuildConfiguration; baseConfigurationReference = XR\(id); buildSettings = {}; "
                + "name = Release; };",
            reference("XD", "Configs/\(id)-Debug.xcconfig"),
            reference("XR", "Configs/\(id)-Release.xcconfig"),
            "\t\tR\(id) = {isa = PBXResourcesBuildPhase; files = (BC\(id), BJ\(id), BF\(id)); };",
            "\t\tBC\(id) = {isa = PBXBuildFile; fileRef = FC\(id); };",
            reference("FC", "\(brand)/Assets.xcassets"),
            "\t\tBJ\(id) = {isa = PBXBuildFile; fileRef = FJ\(id); };",
            reference("FJ", "\(brand)/config.json"),
            "\t\tBF\(id) = {isa = PBXBuildFile; fileRef = FF\(id); };",
            reference("FF", "\(brand)/custom_fonts.plist"),
            "\t\tA\(id) = {isa = PBXFileReference; path = \(id).app; sourceTree = BUILT_PRODUCTS_DIR; };",
        ]
    }

    /// The shared scheme of one clone: it builds and runs the clone's target in Debug and archives it in Release.
    ///
    /// The build entry is on line 5 and its reference on line 6, the launch action on line 13 and its runnable's
    /// reference on line 15, the archive action on line 23.
    public static func scheme(_ id: String) -> String {
        let reference = """
            <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "T\(id)" \
            BuildableName = "\(id).app" BlueprintName = "\(id)" ReferencedContainer = "container:Example.xcodeproj">
            """
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <Scheme LastUpgradeVersion = "1600" version = "1.7">
               <BuildAction parallelizeBuildables = "YES" buildImplicitDependencies = "YES">
                  <BuildActionEntries>
                     <BuildActionEntry buildForTesting = "YES" buildForRunning = "YES" buildForProfiling = "YES" \
            buildForArchiving = "YES" buildForAnalyzing = "YES">
                        \(reference)
                        </BuildableReference>
                     </BuildActionEntry>
                  </BuildActionEntries>
               </BuildAction>
               <TestAction buildConfiguration = "Debug">
               </TestAction>
               <LaunchAction buildConfiguration = "Debug">
                  <BuildableProductRunnable runnableDebuggingMode = "0">
                     \(reference)
                     </BuildableReference>
                  </BuildableProductRunnable>
               </LaunchAction>
               <ProfileAction buildConfiguration = "Release">
               </ProfileAction>
               <AnalyzeAction buildConfiguration = "Debug">
               </AnalyzeAction>
               <ArchiveAction buildConfiguration = "Release" revealArchiveInOrganizer = "YES">
               </ArchiveAction>
            </Scheme>

            """
    }
}
