import BrandsCLI
import Foundation
import Support
import XCConfig

/// The sample workspace copied into memory, so a test can break a file and run commands without touching the disk.
extension SampleWorkspace {
    /// Where the in-memory copy is rooted.
    static let memoryRoot = "/sample"

    /// The sample (``files``: the brands, their settings and the Xcode project) in memory at ``memoryRoot``, with
    /// `changes` (relative path → contents) written over it; a `nil` content removes the file.
    static func inMemory(changing changes: [String: String?] = [:], only folders: [String] = files)
        -> InMemoryFileSystem
    {
        var fileSystem = InMemoryFileSystem()
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in walker {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                    let data = FileManager.default.contents(atPath: url.path)
                else { continue }
                let relative = String(url.path.dropFirst(root.path.count + 1))
                if changes.keys.contains(relative) { continue }
                fileSystem.write(Array(data), to: Path.join(memoryRoot, relative))
            }
        }
        for case (let path, let text?) in changes { fileSystem.write(text, to: Path.join(memoryRoot, path)) }
        return fileSystem
    }

    /// Runs `brands arguments…` in memory on the sample with `changes` applied.
    static func run(_ arguments: [String], changing changes: [String: String?]) -> CapturedRun {
        CapturedRun(
            arguments, root: CommandTable.root, fileSystem: inMemory(changing: changes), currentDirectory: memoryRoot)
    }

    /// `relative`'s text with the first `target` replaced by `replacement`.
    static func read(_ relative: String, replacing target: String, with replacement: String) -> String {
        let text = read(relative)
        guard let range = text.range(of: target) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }
}
