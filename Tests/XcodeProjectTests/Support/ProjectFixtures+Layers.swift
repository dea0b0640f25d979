import Support
import XCConfig
import XcodeProject

extension ProjectFixtures {
    /// A project whose setting `X` is assigned at every level with `$(inherited)`, with conditional keys and lists
    /// in the project file, base xcconfigs at project and target level, and configurations `Debug` and `Release`
    /// (default `Release`); the target `App` has an extra configuration `Staging` the project lacks.
    static var layered: PBXProjFixture {
        var project = PBXProjFixture()
        project.addProject(targets: ["APP"], children: ["CONFIGS", "PRODUCTS"])
        let projectSettings: [(String, PBXProjFixture.Value)] = [
            ("X", "$(inherited) project-settings"), ("Y", "a"), ("Y[config=Debug]", "$(inherited) d"),
            ("Y[sdk=iphoneos*]", "$(inherited) s"), ("SDKROOT", "iphoneos"), ("WHO", "$(TARGET_NAME)"),
            ("LIST", ["$(inherited)", "two words", "", "quote\"d"]),
        ]
        project.addConfigurationList(
            "PROJECT_LIST",
            [
                .init("PROJECT_DEBUG", "Debug", base: "PROJECT_XC", projectSettings),
                .init("PROJECT_RELEASE", "Release", base: "PROJECT_XC", projectSettings),
            ], default: "Release")
        project.addGroup("CONFIGS", path: "Configs", children: ["PROJECT_XC", "TARGET_XC", "MISSING_XC"])
        project.addFile("PROJECT_XC", path: "Project.xcconfig")
        project.addFile("TARGET_XC", path: "Target/App.xcconfig")
        project.addFile("MISSING_XC", path: "Missing.xcconfig")
        project.addGroup("PRODUCTS", path: nil, children: ["APP_PRODUCT"])
        project.addFile("APP_PRODUCT", path: "App.app", sourceTree: "BUILT_PRODUCTS_DIR")
        let targetSettings: [(String, PBXProjFixture.Value)] = [
            ("X", ["$(inherited)", "target-settings"]), ("PRODUCT_NAME", "$(TARGET_NAME)"),
        ]
        project.addTarget(
            "APP", name: "App",
            configurations: [
                .init("APP_DEBUG", "Debug", base: "TARGET_XC", targetSettings),
                .init("APP_RELEASE", "Release", base: "TARGET_XC", targetSettings),
                .init("APP_STAGING", "Staging", base: "MISSING_XC", targetSettings),
            ], extra: [("productReference", "APP_PRODUCT")])
        return project
    }

    /// The xcconfig files of ``layered``: the target's includes a file found only through `PROJECT_DIR`.
    static var layeredFiles: InMemoryFileSystem {
        InMemoryFileSystem(files: [
            "/work/App/Configs/Project.xcconfig": "X = project-xcconfig\nP = $(CONFIGURATION)\n",
            "/work/App/Configs/Target/App.xcconfig":
                "#include \"Configs/Shared.xcconfig\"\nX = $(inherited) target-xcconfig\n",
            "/work/App/Configs/Shared.xcconfig": "SHARED = yes\n",
        ])
    }
}
