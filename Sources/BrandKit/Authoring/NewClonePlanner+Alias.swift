import Support

extension NewClonePlanner {
    /// A step naming the copies whose paths held the source's name rather than its id, when some did.
    ///
    /// `new` takes an id, not a name, so a folder or file named after the source's name (playsrg-apple's
    /// `Application/Resources/Apps/Play RTS/`, `Xcode/iOS/Application/Play RTS.debug.xcconfig`) is copied under the new
    /// id (`…/Apps/KLR/`, `…/KLR.debug.xcconfig`): the step says so, in case the new clone is to go by a name too.
    func aliasSteps(id: String, source: LoadedClone, files: [NewClonePlan.File]) -> [String] {
        guard let alias = CloneTextRewriter.alias(of: source.definition) else { return [] }
        let aliasOnly = CloneTextRewriter([.init(old: alias, new: id, kind: .word)])
        var renamed: [String] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let from = workspace.relativePath(file.sourcePath).split(separator: "/", omittingEmptySubsequences: false)
            let to = workspace.relativePath(file.path).split(separator: "/", omittingEmptySubsequences: false)
            guard from.count == to.count,
                let index = from.indices.first(where: {
                    from[$0] != to[$0] && aliasOnly.rewrite(String(from[$0])).count > 0
                })
            else { continue }
            let copy = to[...index].joined(separator: "/")
            if !renamed.contains(copy) { renamed.append(copy) }
        }
        guard !renamed.isEmpty else { return [] }
        return [
            "the copies of \(source.id)'s files named '\(alias)' are named after the id \(id) ("
                + NameList.joined(renamed)
                + "), as new takes an id: to give \(id) a name of its own in them, rename them and what names them "
                + "(#include lines, the project's paths)"
        ]
    }
}
