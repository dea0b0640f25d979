import Foundation

/// The sample workspace committed at the package root (`Brands/`, `Configs/`).
enum SampleWorkspace {
    /// The package root, which is the sample's workspace root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The sample's clones, sorted.
    static let clones = ["ALP", "HBC", "NWD", "RVG", "SBT"]

    /// A copy of the sample's workspace files (`Brands/`, `Configs/`, and `brands.json` if any) in a
    /// temporary folder, for tests that break it.
    static func copy() throws -> TemporaryWorkspace {
        let workspace = try TemporaryWorkspace()
        for name in ["Brands", "Configs", "brands.json"] {
            let source = root.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            try FileManager.default.copyItem(at: source, to: workspace.root.appendingPathComponent(name))
        }
        return workspace
    }
}
