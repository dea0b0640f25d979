import Support
import XCConfig

extension NewClonePlanner {
    /// What is left to do by hand after copying `source` as `id`: a bundle identifier of its own when none was given,
    /// its own artwork and values, and the Xcode project.
    func manualSteps(id: String, source: LoadedClone, files: [NewClonePlan.File], oldBundle: String?) -> [String] {
        var steps: [String] = []
        // The id may have renamed the bundle identifier already (com.example.alpha → com.example.gamma).
        let holders = files.filter { file in
            oldBundle.map { file.isText && String(decoding: file.bytes, as: UTF8.self).contains($0) } ?? false
        }.map { workspace.relativePath($0.path) }
        if let oldBundle, !holders.isEmpty {
            let places = " (in \(holders.joined(separator: ", ")))"
            steps.append(
                "give \(id) a bundle identifier of its own: it still has \(source.id)'s \(oldBundle)\(places); or run "
                    + "again with --bundle-id")
        }
        if let configFile = files.first(where: { $0.sourcePath == source.definition.configFile }) {
            steps.append(
                "review the values copied from \(source.id) in \(workspace.relativePath(configFile.path)) (API URL, "
                    + "keys, flags) and set \(id)'s own")
        }
        let artwork = files.filter { file in
            source.definition.catalogs.contains { file.sourcePath.hasPrefix($0 + "/") }
                || source.definition.fontFiles.contains(file.sourcePath)
        }
        if !artwork.isEmpty {
            let paths = CopyPathRewriter(copying: source, as: id, in: workspace)
            // Only the catalogs copied: one the source shares with other clones is theirs too (rn-base's GreenMonkeys
            // builds PurpleParrots's catalog as well, and the step said to replace the artwork in it).
            let catalogs = source.definition.catalogs.filter { catalog in
                artwork.contains { $0.sourcePath.hasPrefix(catalog + "/") }
            }.map { paths.rewrite(workspace.relativePath($0)).text }
            steps.append(
                "replace \(source.id)'s app icon, colours and fonts with \(id)'s own"
                    + (catalogs.isEmpty ? "" : " in \(catalogs.joined(separator: ", "))"))
        }
        steps += XcodeProjectHints(workspace: workspace, fileSystem: fileSystem).additionSteps(
            id: id, copying: source, files: files.map(\.path))
        return steps
    }

    /// The identity the project file gives the copied target, to set by hand.
    ///
    /// A bundle identifier or display name written in `project.pbxproj` is copied as it is when the target is
    /// duplicated (White-Label-iOS-App's `PRODUCT_BUNDLE_IDENTIFIER` and `INFOPLIST_KEY_CFBundleDisplayName`, which
    /// `--bundle-id` and `--name` left as they were, without a word). Values the copied files give are rewritten in
    /// them instead.
    func identitySteps(
        id: String, source: LoadedClone, identity: CloneIdentity, files: [NewClonePlan.File], name: String?,
        bundleIdentifier: String?
    ) -> [String] {
        let copied = Set(files.map(\.sourcePath))
        // A clone sharing its target with others is copied as build configurations, not as a target.
        let sharesTarget = !XcodeProjectHints(workspace: workspace, fileSystem: fileSystem)
            .clonesSharingTarget(with: source).isEmpty
        let place =
            sharesTarget || source.definition.target == nil
            ? "in \(id)'s copies of the build configurations" : "in target '\(id)'"
        let duplicatesTarget = !sharesTarget && source.definition.target != nil
        var steps: [String] = []
        for (value, wanted, what) in [
            (identity.bundleIdentifier, bundleIdentifier, "bundle identifier"),
            (identity.displayName, name ?? id, "display name"),
        ] {
            guard let value, let location = value.source.location, !copied.contains(location.file),
                Path.lastComponent(of: location.file) == "project.pbxproj"
            else { continue }
            let written = "\(workspace.relativePath(location.file)):\(location.line)"
            let setting = value.feed.stampableSetting.map { " (\($0))" } ?? ""
            let owner = sharesTarget ? "\(source.id)'s build configurations set" : "\(source.id)'s target sets"
            let kept = "the copy keeps what \(owner) at \(written) ('\(value.value)' for \(source.id))"
            if let wanted {
                guard wanted != value.value else { continue }
                steps.append("\(place), set the \(what)\(setting) to '\(wanted)': \(kept)")
            } else {
                steps.append(
                    "\(place), give \(id) a \(what) of its own\(setting): \(kept); or run again with --bundle-id")
            }
        }
        return steps
            + pathSteps(id: id, source: source, files: files, place: place, duplicatesTarget: !sharesTarget)
            + ownSourcesSteps(id: id, source: source, duplicatesTarget: duplicatesTarget)
            + ownResourcesSteps(id: id, source: source, files: files, duplicatesTarget: duplicatesTarget)
    }

    /// Steps pointing the copy at the copies of the Info.plist and entitlements, where the project file names the
    /// source's: a duplicated target keeps reading the source's files otherwise (a-shell's `a-Shell/Info.plist`).
    private func pathSteps(
        id: String, source: LoadedClone, files: [NewClonePlan.File], place: String, duplicatesTarget: Bool
    ) -> [String] {
        let copies = Dictionary(files.map { ($0.sourcePath, $0.path) }, uniquingKeysWith: { first, _ in first })
        let rewriter = CloneTextRewriter.forCopy(
            of: source.id, as: id, displayNames: [], name: nil, bundleIdentifier: nil,
            alias: CloneTextRewriter.alias(of: source.definition))
        // The extensions a duplicated target embeds are duplicated with it and read the source's files as well
        // (nightguard's `nightguard WatchKit App/Info.plist`, copied, and no step pointed the copy's extension at it).
        let extensions = duplicatesTarget ? source.product?.extensions ?? [] : []
        let targets =
            [(place: place, owner: "\(source.id)'s target", configurations: source.configurations)]
            + extensions.map {
                (
                    place: "in the copy of target '\($0.name)'", owner: "target '\($0.name)'",
                    configurations: $0.configurations
                )
            }
        // Each target, setting and copy once, with every line of the project file that names the source's file.
        var order: [String] = []
        var found:
            [String: (
                place: String, owner: String, setting: String, copy: String, value: String, file: String,
                lines: [Int]
            )] = [:]
        for target in targets {
            for configuration in target.configurations {
                for (setting, path) in [
                    ("INFOPLIST_FILE", configuration.infoPlistPath),
                    ("CODE_SIGN_ENTITLEMENTS", configuration.entitlementsPath),
                ] {
                    guard let path, let copy = copies[path], let value = configuration.settings?.sourced(setting),
                        let location = value.source.location,
                        Path.lastComponent(of: location.file) == "project.pbxproj",
                        !Self.leadsToTheCopy(
                            configuration.settings?.origin(of: setting)?.value ?? "", copy: copy, in: configuration,
                            copied: copies, duplicatesTarget: duplicatesTarget, rewriter: rewriter)
                    else { continue }
                    let key = target.place + "\u{0}" + setting + "\u{0}" + copy
                    if found[key] == nil {
                        order.append(key)
                        // As the setting is written: from the project's folder, and with the source's value as written,
                        // not resolved to an absolute path (rn-base's `$(SRCROOT)/GreenMonkeys.plist`).
                        let raw = configuration.settings?.origin(of: setting)?.value ?? value.value
                        let relative = Path.relative(copy, to: configuration.definition.projectDirectory)
                        let shown =
                            ProjectFolderReference.spellings.first { raw.hasPrefix($0 + "/") }.map {
                                $0 + "/" + relative
                            }
                            ?? relative
                        found[key] = (target.place, target.owner, setting, shown, raw, location.file, [])
                    }
                    if found[key]?.lines.contains(location.line) == false { found[key]?.lines.append(location.line) }
                }
            }
        }
        return order.compactMap { found[$0] }.map { step in
            let lines = step.lines.sorted().map(String.init)
            let written =
                "\(workspace.relativePath(step.file)):" + lines.joined(separator: lines.count == 2 ? " and :" : ", :")
            return "\(step.place), set \(step.setting) to '\(step.copy)': the copy keeps what "
                + "\(step.owner) sets at \(written) ('\(step.value)')"
        }
    }

    /// Whether a path written as `raw` in the project file already leads the copy to `copy`, its own file.
    ///
    /// The settings it refers to that the copy changes (those a copied xcconfig file sets, and the target's name when
    /// the target is duplicated) take the copy's values, and the path comes out as the copy's. r3to's
    /// White-Labelling-Swift-App reads `Clients/$(CLIENT)/Info.plist` with `CLIENT` set in each client's xcconfig:
    /// the copy of that xcconfig sets the new client's name, so no step needs to point the copy at its Info.plist.
    static func leadsToTheCopy(
        _ raw: String, copy: String, in configuration: LoadedConfiguration, copied: [String: String],
        duplicatesTarget: Bool, rewriter: CloneTextRewriter
    ) -> Bool {
        guard let settings = configuration.settings else { return false }
        let names = Set(ReferenceScanner.references(in: raw).map(\.name))
        guard !names.isEmpty else { return false }
        var path = raw
        for name in names {
            var value = settings.value(of: name)
            let renamed = duplicatesTarget && ["TARGET_NAME", "TARGETNAME"].contains(name)
            if renamed || settings.origin(of: name).map({ copied[$0.location.file] != nil }) == true {
                value = rewriter.rewrite(value).text
            }
            path = path.replacingEvery("$(\(name))", with: value).replacingEvery("${\(name)}", with: value)
        }
        guard !path.contains("$") else { return false }
        let absolute = Path.isAbsolute(path) ? path : Path.join(configuration.definition.projectDirectory, path)
        return Path.normalize(absolute) == Path.normalize(copy)
    }
}
