import BrandKit
import Foundation
import Support
import XCConfig

/// Builds example workspaces for resolver tests: the baseline with some files replaced or removed.
enum ResolverFixture {
    /// The baseline `config.json` of ALPHA with `replacements` applied in order.
    static func config(_ replacements: [(String, String)]) -> String {
        replacements.reduce(ExampleWorkspace.config("ALPHA")) { text, pair in
            guard let range = text.range(of: pair.0) else { return text }
            return text.replacingCharacters(in: range, with: pair.1)
        }
    }

    /// ALPHA's files read from the baseline with `files` written over it and `removed` deleted.
    static func alpha(_ files: [String: String] = [:], removing removed: [String] = []) -> (LoadedClone, Workspace) {
        var all = ExampleWorkspace.files
        for path in removed { all[path] = nil }
        for (path, text) in files { all[path] = text }
        let workspace = ExampleLoader.load(all)
        let missing = CloneDefinition(id: "ALPHA", name: "ALPHA", origin: CloneOrigin(.folder, at: .start(of: "/")))
        return (workspace.clone("ALPHA") ?? LoadedClone(definition: missing), workspace)
    }

    /// The absolute path of `relative` in the example workspace.
    static func path(_ relative: String) -> String { Path.join(ExampleWorkspace.root, relative) }

    /// The 1-based line of the first line of `text` containing `needle`.
    static func line(of needle: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }

    /// Every colour set path of ALPHA.
    static let colorSets = ExampleWorkspace.colors.map { "Brands/ALPHA/Assets.xcassets/\($0.0).colorset/Contents.json" }
}
