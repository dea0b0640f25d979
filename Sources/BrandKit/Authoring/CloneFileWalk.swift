import Support
import XCConfig

/// The files under a folder, for listing, copying and removing a clone's folder.
enum CloneFileWalk {
    /// Every regular file under `folder` (hidden names and symbolic links skipped, links not followed), sorted.
    static func files(under folder: String, fileSystem: any FileSystem) -> [String] {
        var found: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let names = try? fileSystem.entries(of: current) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = Path.join(current, name)
                if fileSystem.isSymbolicLink(path) { continue }
                if fileSystem.isDirectory(path) {
                    pending.append(path)
                } else if fileSystem.isFile(path) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }
}
