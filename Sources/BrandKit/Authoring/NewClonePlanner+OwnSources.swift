import Support
import XcodeProject

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
        let others = otherApps(than: source)
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

    /// The step naming the resources `source`'s app target copies, no other clone's target does and `new` did not
    /// copy among `files`, which the duplicated target copies too, when `duplicatesTarget`.
    ///
    /// rn-base's GreenMonkeys copies `GreenMonkeys/GreenMonkeysLaunchScreen.storyboard`, which its Info.plist names
    /// (`UILaunchStoryboardName`): the copy showed the source brand's launch screen without a word. A resource `new`
    /// copied is not named (the copy is given it in the project step), nor one another clone's target copies too.
    /// Only where other clones' targets share sources or resources with this one (one codebase); the copied files
    /// still naming one (the Info.plist) are named too. A long list is cut after six names.
    func ownResourcesSteps(
        id: String, source: LoadedClone, files: [NewClonePlan.File], duplicatesTarget: Bool
    ) -> [String] {
        guard duplicatesTarget, let app = source.definition.product?.app else { return [] }
        let others = otherApps(than: source)
        let kinds: [BuildPhase.Kind] = [.sources, .resources]
        let members = { (target: ProductTargetDefinition, kind: BuildPhase.Kind) in
            target.files.files(in: kind).compactMap(\.path.absolutePath).map(Path.normalize)
        }
        let shared = Set(others.flatMap { other in kinds.flatMap { members(other, $0) } })
        guard kinds.flatMap({ members(app, $0) }).contains(where: shared.contains) else { return [] }
        let elsewhere = others.flatMap { members($0, .resources) }
        let copied = files.map { Path.normalize($0.sourcePath) }
        var own: [String] = []
        for path in members(app, .resources) where !own.contains(path) {
            guard !elsewhere.contains(where: { path == $0 || path.hasPrefix($0 + "/") }),
                !copied.contains(where: { $0 == path || $0.hasPrefix(path + "/") })
            else { continue }
            own.append(path)
        }
        guard !own.isEmpty else { return [] }
        let names = own.map { "'\(workspace.relativePath($0))'" }
        let words = own.map { Path.lastComponent(of: $0).split(separator: ".").first.map(String.init) ?? "" }
            .filter { $0.count > 1 }
        let naming = files.filter { file in
            file.isText && words.contains { Self.text(String(decoding: file.bytes, as: UTF8.self), holds: $0) }
        }.map { workspace.relativePath($0.path) }.sorted()
        let (them, their) = own.count == 1 ? ("it", "its name") : ("them", "their names")
        let verb = naming.count == 1 ? "names" : "name"
        let rename = naming.isEmpty ? "" : ", and use \(their) where \(NameList.joined(naming, limit: 6)) \(verb)"
        let make =
            "make \(id)'s own, put \(them) in place of \(source.id)'s in the copy's Copy Bundle Resources phase"
            + (rename.isEmpty ? "" : rename + " \(source.id)'s")
        return [
            "in target '\(id)', copy \(id)'s own resources in place of \(source.id)'s: the copy of target "
                + "'\(app.name)' copies \(NameList.joined(names, limit: 6)), which no other clone's target does and "
                + "'brands new' did not copy; \(make)"
        ]
    }

    /// The app targets of the clones other than `source`, but for `source`'s own.
    private func otherApps(than source: LoadedClone) -> [ProductTargetDefinition] {
        guard let app = source.definition.product?.app else { return [] }
        return workspace.clones.filter { $0.id != source.id }.compactMap { $0.definition.product?.app }
            .filter { $0.id != app.id }
    }

    /// Whether `text` holds `word` where it is not inside a longer word (`<string>ProLaunch</string>`).
    static func text(_ text: String, holds word: String) -> Bool {
        let isWordCharacter = { (character: Character) in
            character.isLetter || character.isNumber || character == "_"
        }
        var rest = text[...]
        while let range = rest.range(of: word) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before.map(isWordCharacter) ?? false), !(after.map(isWordCharacter) ?? false) { return true }
            rest = text[range.upperBound...]
        }
        return false
    }
}
