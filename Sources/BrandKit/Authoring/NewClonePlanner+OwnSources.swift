import Support

extension NewClonePlanner {
    /// The step naming the sources `source`'s target compiles and no other clone's target does, which the duplicated
    /// target compiles too, when `duplicatesTarget`.
    ///
    /// `brands new` copies no compiled file: the brand's own code (rn-base's `GreenMonkeys/RCTWhiteLabelConfig.m`) is
    /// compiled into the copy as it is, and the copy was built with the source brand's configuration without a word.
    /// Only where other clones' targets share sources with this one (one codebase): a repository of separate apps
    /// has nothing of the source's alone to replace. A long list is cut after six names.
    func ownSourcesSteps(id: String, source: LoadedClone, duplicatesTarget: Bool) -> [String] {
        guard duplicatesTarget, let app = source.definition.product?.app else { return [] }
        let compiled = app.files.files(in: .sources).compactMap(\.path.absolutePath)
        let others = workspace.clones.filter { $0.id != source.id }.compactMap { $0.definition.product?.app }
            .filter { $0.id != app.id }
        guard !compiled.isEmpty, !others.isEmpty else { return [] }
        let elsewhere = Set(others.flatMap { $0.files.files(in: .sources).compactMap(\.path.absolutePath) })
        guard compiled.contains(where: elsewhere.contains) else { return [] }
        var own: [String] = []
        for path in compiled where !elsewhere.contains(path) && !own.contains(path) { own.append(path) }
        guard !own.isEmpty else { return [] }
        let names = own.map { "'\(workspace.relativePath($0))'" }
        return [
            "in target '\(id)', compile \(id)'s own code in place of \(source.id)'s: the copy of target "
                + "'\(app.name)' compiles \(NameList.joined(names, limit: 6)), which no other clone's target does"
        ]
    }
}
