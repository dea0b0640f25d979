import Foundation

/// The sample workspace committed at the package root (`Brands/`, `Configs/`).
enum SampleWorkspace {
    /// The package root, which is the sample's workspace root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The sample's clones, sorted.
    static let clones = ["ALP", "HBC", "NWD", "RVG", "SBT"]

    /// The sample's files and folders: the brands, their settings and the Xcode project that builds them.
    static let files = ["Brands", "Configs", "brands.json", "Newsroom.xcodeproj", "App", "Widget"]

    /// The sample without its Xcode project: the clones are the folders of `Brands/` (the folder layout).
    static let folderLayout = ["Brands", "Configs", "brands.json"]

    /// A copy of the sample's workspace (`Brands/`, `Configs/`, `brands.json` if any, and the Xcode project with the
    /// sources it builds, so that the clones are read through its schemes) in a temporary folder, for tests that
    /// break it.
    static func copy(only names: [String] = files) throws -> TemporaryWorkspace {
        let workspace = try TemporaryWorkspace()
        for name in names {
            let source = root.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            try FileManager.default.copyItem(at: source, to: workspace.root.appendingPathComponent(name))
        }
        return workspace
    }
}
