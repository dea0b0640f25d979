import Support
import XCConfig

/// The values Xcode's build system defines itself, level by level, as swift-build's `SettingsBuilder` pushes them
/// (`Sources/SWBCore/Settings/Settings.swift`; see `Docs/XCODE-SETTINGS.md` for the line ranges followed).
enum BuiltinSettings {
    /// The file builtins are attributed to.
    static let file = "<built-in>"

    /// The build system's defaults below everything else (`addBuiltins`, `addSDKSettings`,
    /// `addTargetProductSettings`): build folders relative to `SYMROOT`, the SDK and platform, and the product
    /// type's file names.
    static func defaults(sdk: String?, arch: String?, productType: String?) -> [(String, String)] {
        var values: [(String, String)] = [
            ("SYMROOT", "build"), ("OBJROOT", "$(SYMROOT)"), ("BUILD_DIR", "$(SYMROOT)"), ("BUILD_ROOT", "$(SYMROOT)"),
            ("PROJECT_TEMP_ROOT", "$(OBJROOT)"), ("TEMP_ROOT", "$(OBJROOT)"), ("DSTROOT", "/tmp/$(PROJECT_NAME).dst"),
            ("INSTALL_ROOT", "$(DSTROOT)"), ("SOURCE_ROOT", "$(SRCROOT)"), ("TARGET_BUILD_SUBPATH", ""),
            ("OBJECT_FILE_DIR", "$(TEMP_DIR)/Objects"), ("DERIVED_FILE_DIR", "$(TEMP_DIR)/DerivedSources"),
            ("PROJECT_DERIVED_FILE_DIR", "$(OBJROOT)/$(PROJECT_NAME).build/DerivedSources"),
            ("SHARED_DERIVED_FILE_DIR", "$(BUILT_PRODUCTS_DIR)/DerivedSources"), ("PRODUCT_NAME", ""),
            ("PRODUCT_MODULE_NAME", "$(PRODUCT_NAME:c99extidentifier)"),
        ]
        var platform: String?
        if let sdk {
            let name = BuildSettingsResolver.platformName(ofSDK: sdk)
            platform = name
            values += [
                ("SDK_NAME", sdk), ("PLATFORM_NAME", name),
                ("EFFECTIVE_PLATFORM_NAME", name == "macosx" ? "" : "-" + name),
            ]
        }
        if let arch { values.append(("CURRENT_ARCH", arch)) }
        if let productType {
            values += ProductTypeDefaults.settings(of: productType, shallowBundle: platform != "macosx")
        }
        return values
    }

    /// The project's dynamic settings and `CONFIGURATION` (`getProjectDynamicSettings`, `addProjectSettings`).
    static func project(_ project: XcodeProjectModel, configuration: String?, environment: SettingsEnvironment)
        -> [(String, String)]
    {
        var values: [(String, String)] = [
            ("PROJECT_NAME", project.name), ("PROJECT_FILE_PATH", project.path),
            ("SRCROOT", project.projectDirectory), ("PROJECT_DIR", project.projectDirectory),
            ("PROJECT_TEMP_DIR", "$(OBJROOT)/$(PROJECT_NAME).build"),
            ("CONFIGURATION_BUILD_DIR", "$(BUILD_DIR)/$(CONFIGURATION)$(EFFECTIVE_PLATFORM_NAME)"),
            ("CONFIGURATION_TEMP_DIR", "$(PROJECT_TEMP_DIR)/$(CONFIGURATION)$(EFFECTIVE_PLATFORM_NAME)"),
            ("TARGET_TEMP_DIR", "$(CONFIGURATION_TEMP_DIR)/$(TARGET_NAME)$(TARGET_TEMP_DIR_SUFFIX).build"),
            ("TARGET_BUILD_DIR", "$(CONFIGURATION_BUILD_DIR)$(TARGET_BUILD_SUBPATH)"),
            ("BUILT_PRODUCTS_DIR", "$(CONFIGURATION_BUILD_DIR)"),
            ("DEVELOPMENT_LANGUAGE", project.developmentRegion ?? "en"),
        ]
        if let home = environment.home { values.append(("HOME", home)) }
        if let user = environment.user { values.append(("USER", user)) }
        if let path = environment.path { values.append(("PATH", path)) }
        values += [
            ("BUILD_STYLE", "$(CONFIGURATION)"), ("PROJECT", "$(PROJECT_NAME)"), ("TEMP_DIR", "$(TARGET_TEMP_DIR)"),
        ]
        if let configuration { values.append(("CONFIGURATION", configuration)) }
        return values
    }

    /// The target's dynamic settings (`getTargetDynamicSettings`).
    static func target(_ target: ProjectTarget) -> [(String, String)] {
        var values = [("TARGET_NAME", target.name), ("TARGETNAME", "$(TARGET_NAME)")]
        if target.kind == .native, let productType = target.productType { values.append(("PRODUCT_TYPE", productType)) }
        return values
    }

    /// The build folders of a build under `DerivedData` (`getWorkspacePathOverrides`, pushed above the target).
    static func buildLocations(_ project: XcodeProjectModel, environment: SettingsEnvironment) -> [(String, String)] {
        let folder =
            environment.buildFolder
            ?? environment.home.map { Path.join($0, "Library/Developer/Xcode/DerivedData", project.name) }
        guard let folder else { return [] }
        return [
            ("SYMROOT", Path.join(folder, "Build/Products")),
            ("OBJROOT", Path.join(folder, "Build/Intermediates.noindex")),
        ]
    }

    /// Settings swift-build makes absolute against the project folder after everything else is pushed
    /// (`addTargetTaskOverrides`).
    static let absolutePathSettings = [
        "SRCROOT", "SYMROOT", "OBJROOT", "DSTROOT", "CONFIGURATION_BUILD_DIR", "CONFIGURATION_TEMP_DIR",
        "TARGET_TEMP_DIR", "TEMP_DIR", "PROJECT_DIR", "BUILT_PRODUCTS_DIR",
    ]

    /// `values` as assignments attributed to ``file``, one line each.
    static func assignments(_ values: [(String, String)]) -> [SettingAssignment] {
        values.enumerated().map { index, pair in
            SettingAssignment(
                name: pair.0, value: pair.1, location: SourceLocation(file: file, line: index + 1, column: 1))
        }
    }
}
