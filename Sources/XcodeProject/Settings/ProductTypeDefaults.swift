/// The settings a product type and its package type give a target, as swift-build's specs define them (pushed
/// below the project's settings by `addTargetProductSettings`).
///
/// Only the settings people reference from xcconfigs, Info.plist files and scripts are given, and only for the
/// product types whose specs fix them: the product's file names and bundle layout (`WRAPPER_EXTENSION`,
/// `FULL_PRODUCT_NAME`, `EXECUTABLE_NAME`, `CONTENTS_FOLDER_PATH`, `INFOPLIST_PATH`, `PRODUCT_BUNDLE_PACKAGE_TYPE`,
/// …). Sources: `SWBUniversalPlatform/Specs/ProductTypes.xcspec` and `PackageTypes.xcspec`,
/// `SWBApplePlatform/Specs/DarwinProductTypes.xcspec` and `DarwinPackageTypes.xcspec`.
enum ProductTypeDefaults {
    /// What a product is built as.
    private enum Shape {
        /// A bundle with this extension and `PRODUCT_BUNDLE_PACKAGE_TYPE`; frameworks keep Info.plist in resources.
        case wrapper(extension: String, packageType: String, isFramework: Bool)
        /// A single file named `prefix` + product name + `suffix`.
        case file(prefix: String, suffix: String, extensionSetting: String?)
    }

    private static func shape(of productType: String) -> Shape? {
        switch productType {
        case "com.apple.product-type.application", "com.apple.product-type.application.messages",
            "com.apple.product-type.application.on-demand-install-capable",
            "com.apple.product-type.application.watchapp2-container":
            .wrapper(extension: "app", packageType: "APPL", isFramework: false)
        case "com.apple.product-type.app-extension", "com.apple.product-type.extensionkit-extension",
            "com.apple.product-type.app-extension.messages",
            "com.apple.product-type.app-extension.messages-sticker-pack":
            .wrapper(extension: "appex", packageType: "XPC!", isFramework: false)
        case "com.apple.product-type.framework", "com.apple.product-type.framework.static":
            .wrapper(extension: "framework", packageType: "FMWK", isFramework: true)
        case "com.apple.product-type.bundle":
            .wrapper(extension: "bundle", packageType: "BNDL", isFramework: false)
        case "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing":
            .wrapper(extension: "xctest", packageType: "BNDL", isFramework: false)
        case "com.apple.product-type.tool": .file(prefix: "", suffix: "", extensionSetting: nil)
        case "com.apple.product-type.library.static":
            .file(prefix: "lib", suffix: ".$(EXECUTABLE_EXTENSION)", extensionSetting: "a")
        case "com.apple.product-type.library.dynamic":
            .file(
                prefix: "", suffix: ".$(EXECUTABLE_EXTENSION)",
                extensionSetting: "$(DYNAMIC_LIBRARY_EXTENSION:default=dylib)")
        default: nil
        }
    }

    private static let executableName =
        "$(EXECUTABLE_PREFIX)$(PRODUCT_NAME)$(EXECUTABLE_VARIANT_SUFFIX)$(EXECUTABLE_SUFFIX)"

    /// The settings of `productType` in pushing order, or none for a product type not listed; `shallowBundle` is
    /// `false` for macOS, whose bundles keep their contents in `Contents/`.
    static func settings(of productType: String, shallowBundle: Bool) -> [(String, String)] {
        switch shape(of: productType) {
        case nil: return []
        case .file(let prefix, let suffix, let extensionSetting):
            var settings = [("EXECUTABLE_PREFIX", prefix), ("EXECUTABLE_SUFFIX", suffix)]
            if let extensionSetting { settings.append(("EXECUTABLE_EXTENSION", extensionSetting)) }
            return settings + [
                ("EXECUTABLE_NAME", executableName), ("EXECUTABLE_PATH", "$(EXECUTABLE_NAME)"),
                ("FULL_PRODUCT_NAME", "$(EXECUTABLE_NAME)"),
            ]
        case .wrapper(let wrapperExtension, let packageType, let isFramework):
            let contents = shallowBundle ? "$(WRAPPER_NAME)" : "$(WRAPPER_NAME)/Contents"
            let executables = shallowBundle ? "$(CONTENTS_FOLDER_PATH)" : "$(CONTENTS_FOLDER_PATH)/MacOS"
            let resources = shallowBundle ? "$(CONTENTS_FOLDER_PATH)" : "$(CONTENTS_FOLDER_PATH)/Resources"
            let infoPlistFolder = isFramework ? "$(UNLOCALIZED_RESOURCES_FOLDER_PATH)" : "$(CONTENTS_FOLDER_PATH)"
            return [
                ("PRODUCT_BUNDLE_PACKAGE_TYPE", packageType), ("WRAPPER_PREFIX", ""),
                ("WRAPPER_NAME", "$(WRAPPER_PREFIX)$(PRODUCT_NAME)$(WRAPPER_SUFFIX)"),
                ("CONTENTS_FOLDER_PATH", contents), ("EXECUTABLE_PREFIX", ""), ("EXECUTABLE_SUFFIX", ""),
                ("EXECUTABLE_NAME", executableName), ("EXECUTABLE_FOLDER_PATH", executables),
                ("EXECUTABLE_PATH", "$(EXECUTABLE_FOLDER_PATH)/$(EXECUTABLE_NAME)"),
                ("INFOPLIST_PATH", infoPlistFolder + "/Info.plist"), ("UNLOCALIZED_RESOURCES_FOLDER_PATH", resources),
                (
                    "LOCALIZED_RESOURCES_FOLDER_PATH",
                    "$(UNLOCALIZED_RESOURCES_FOLDER_PATH)/$(DEVELOPMENT_LANGUAGE).lproj"
                ),
                ("FRAMEWORKS_FOLDER_PATH", "$(CONTENTS_FOLDER_PATH)/Frameworks"),
                ("PLUGINS_FOLDER_PATH", "$(CONTENTS_FOLDER_PATH)/PlugIns"),
                ("EXTENSIONS_FOLDER_PATH", "$(CONTENTS_FOLDER_PATH)/Extensions"),
                // The product type's own defaults, pushed after the package type's.
                ("FULL_PRODUCT_NAME", "$(WRAPPER_NAME)"), ("WRAPPER_SUFFIX", ".$(WRAPPER_EXTENSION)"),
                ("WRAPPER_EXTENSION", wrapperExtension),
            ]
        }
    }
}
