import BrandKit
import Support
import XCConfig

/// `brands __complete clones|configurations [--root DIR]`: the words completion scripts offer for clone ids and
/// configurations, one per line.
///
/// Hidden: it is not in the command table, so help does not list it. It never fails loudly: outside a workspace, or
/// on any problem, it prints nothing and exits 0, so a completion never shows an error in the middle of a line.
enum CompletionQuery {
    /// The word that selects it.
    static let commandName = "__complete"

    /// Prints the words `arguments` ask for.
    static func run(_ arguments: [String], in context: CommandContext) -> ExitStatus {
        var root: String?
        var kind: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--root", index + 1 < arguments.count {
                root = arguments[index + 1]
                index += 1
            } else if argument.hasPrefix("--root=") {
                root = String(argument.dropFirst("--root=".count))
            } else if kind == nil {
                kind = argument
            }
            index += 1
        }
        let loader = WorkspaceLoader(fileSystem: context.fileSystem)
        let rootPath = root.map(context.absolutePath) ?? loader.findRoot(from: context.currentDirectory)
        guard let rootPath, context.fileSystem.isDirectory(rootPath) else { return .success }
        let words: [String]
        // Ids and configuration names need no clone read in full.
        switch kind {
        case "clones": words = loader.load(root: rootPath, selecting: .named([])).clones.map(\.id)
        case "configurations": words = loader.load(root: rootPath, selecting: .named([])).manifest.configurations
        default: words = []
        }
        context.standardOutput.write(words.map { $0 + "\n" }.joined())
        return .success
    }
}
