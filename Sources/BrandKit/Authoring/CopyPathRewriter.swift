import Support

/// The path of a copy of a clone's file: the clone's id replaced by the new clone's in the path, but not in the folder
/// that holds the clone's Xcode project, which the copy stays in.
///
/// The clone's name, where its id is derived from it, is replaced by the new id as well: playsrg-apple's clone
/// `Play-RTS` keeps its files in `Application/Resources/Apps/Play RTS/`, copied to `Application/Resources/Apps/KLR/`.
///
/// votinginfoproject's `objc/VotingInformationProject/VotingInformationProject.xcodeproj` builds its one clone from
/// `objc/VotingInformationProject/VotingInformationProject/`: the copies belong in
/// `objc/VotingInformationProject/NewId/`, beside the target the project duplicates, not in a new `objc/NewId/` tree
/// the project does not hold.
struct CopyPathRewriter {
    /// The folder of the clone's project, relative to the root; `nil` at the root or without a project.
    private let projectFolder: String?
    private let rewriter: CloneTextRewriter

    /// For copies of `source`'s files as `id`'s in `workspace`.
    init(copying source: LoadedClone, as id: String, in workspace: Workspace) {
        rewriter = CloneTextRewriter.forCopy(
            of: source.id, as: id, displayNames: [], name: nil, bundleIdentifier: nil,
            alias: CloneTextRewriter.alias(of: source.definition))
        let folder = source.definition.xcodeProject.map { workspace.relativePath(Path.directory(of: $0)) }
        projectFolder = folder.flatMap { $0 == "." || $0.isEmpty || $0.hasPrefix("../") ? nil : $0 }
    }

    /// The copy's path for `relative`, a path from the root, and how many times the id was replaced in it.
    func rewrite(_ relative: String) -> (text: String, count: Int) {
        guard let projectFolder, relative.hasPrefix(projectFolder + "/") else { return rewriter.rewrite(relative) }
        let rest = rewriter.rewrite(String(relative.dropFirst(projectFolder.count + 1)))
        return (projectFolder + "/" + rest.text, rest.count)
    }
}
