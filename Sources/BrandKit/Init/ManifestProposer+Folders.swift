import BrandFormats
import Documents
import Support
import XCConfig
import XcodeProject

extension ManifestProposer {
    /// Config file names that are something else: Xcode's, an SDK's, or the fonts property list.
    static let notConfigFiles: Set<String> = [
        "info.plist", "contents.json", "googleservice-info.plist", "root.plist", "custom_fonts.plist", "package.json",
        "package-lock.json", "entitlements.plist", "exportoptions.plist", "tsconfig.json", "jsconfig.json",
        "composer.json", "bower.json", "tslint.json", "lerna.json", "renovate.json", "project.json", "launch.json",
        "settings.json", "tasks.json", "extensions.json", "manifest.json",
        // Flutter's App.framework property list, in every Flutter app's `ios/Flutter` (WebTrit's was proposed).
        "appframeworkinfo.plist",
    ]

    /// Extensions of folders that Xcode and its tools treat as one document or bundle.
    ///
    /// An Icon Composer icon (`AppIcon.icon`, holding `icon.json`), an asset catalog and its sets, a localization, a
    /// bundle: Flare's ten `appleApp/ios/AppIcon_*.icon` were proposed as ten brands, each with its `icon.json`.
    static let bundleFolderExtensions: Set<String> = [
        "icon", "xcassets", "appiconset", "imageset", "colorset", "iconset", "symbolset", "dataset", "brandassets",
        "imagestack", "launchimage", "stickerpack", "xcstickers", "bundle", "framework", "xcframework", "app", "appex",
        "lproj", "xcdatamodeld", "xcdatamodel", "docc", "playground", "scnassets", "mlpackage", "storyboardc",
    ]

    /// Whether a folder's name says it is a document or bundle (``bundleFolderExtensions``), no brand's folder.
    static func isBundleFolder(_ name: String) -> Bool {
        bundleFolderExtensions.contains(Path.pathExtension(of: name).lowercased())
    }

    /// Config file names in order of preference, best first, when several would do.
    static let preferredConfigFiles = ["config.json", "info.json", "branding.plist", "brand.json", "branding.json"]

    /// Whether `name` can be a clone's config file: JSON or a property list that is no known file of Xcode's.
    static func isConfigCandidate(_ name: String) -> Bool {
        let lowered = name.lowercased()
        guard lowered.hasSuffix(".json") || lowered.hasSuffix(".plist") else { return false }
        return !notConfigFiles.contains(lowered) && !lowered.hasSuffix("-info.plist") && !name.hasPrefix(".")
    }

    /// The name of the config file every target in `targets` copies from a place of its own, if there is one.
    func configFileName(
        for targets: [(XcodeProjectModel, ProjectTarget)], index: inout ProjectIndex, root: String
    ) -> String? {
        guard !targets.isEmpty else { return nil }
        var pathsByName: [String: Set<String>] = [:]
        for (position, (project, target)) in targets.enumerated() {
            let names = index.files(of: target, in: project).resourcePaths.filter {
                Self.isConfigCandidate(Path.lastComponent(of: $0))
            }
            var seen = Set<String>()
            for path in names where seen.insert(Path.lastComponent(of: path)).inserted {
                let name = Path.lastComponent(of: path)
                if position == 0 || pathsByName[name] != nil { pathsByName[name, default: []].insert(path) }
            }
            pathsByName = pathsByName.filter { seen.contains($0.key) }
        }
        let own = pathsByName.filter { $0.value.count == targets.count }.map(\.key)
        let ranked = own.sorted { Self.rank($0) < Self.rank($1) }
        guard let best = ranked.first else { return nil }
        // One clone's lone resource is its config file only when it is named like one and, for JSON, reads like
        // one: ivpn's app copies a V2Ray proxy's `config.json` (`log`, `inbounds`, `outbounds`), which is no brand's.
        if targets.count == 1 {
            guard Self.preferredConfigFiles.contains(best.lowercased()) else { return nil }
            if best.lowercased().hasSuffix(".json"), let path = pathsByName[best]?.first, !readsLikeBrandConfig(path) {
                return nil
            }
        }
        return best
    }

    /// Whether the JSON object at `path` has a key a brand's configuration has: a name, an identifier, a colour, a
    /// theme, a feature, a URL, a title, a logo or a team.
    private func readsLikeBrandConfig(_ path: String) -> Bool {
        guard let bytes = try? fileSystem.contents(of: path),
            case .object(let members)? = JSONParser.parse(bytes, file: path).value?.value
        else { return false }
        let words = [
            "name", "identifier", "bundle", "brand", "color", "colour", "theme", "feature", "url", "title",
            "logo", "team", "app_", "clone",
        ]
        return members.contains { member in
            let key = member.key.lowercased()
            return words.contains { key.contains($0) }
        }
    }

    private static func rank(_ name: String) -> (Int, String) {
        let lowered = name.lowercased()
        if let position = preferredConfigFiles.firstIndex(of: lowered) { return (position, name) }
        let named = lowered.contains("config") || lowered.contains("brand")
        return (preferredConfigFiles.count + (named ? 0 : 1), name)
    }

    /// The clones per-brand folders define: the default layout, or folders holding a config file of one name.
    ///
    /// With `projects`, only folders beside them are searched: folders elsewhere in a repository with an Xcode project
    /// are some other product's.
    func inspectFolders(root: String, projects: [String]) -> Inspection {
        var inspection = Inspection()
        let defaults = Manifest()
        if fileSystem.isDirectory(Path.join(root, defaults.brandsFolder))
            && fileSystem.isDirectory(Path.join(root, defaults.configsFolder))
        {
            inspection.notes.append(
                "found Brands/ and Configs/: a folder per clone with its config.json, and its xcconfig files, "
                    + "which is the default layout")
            return inspection
        }
        let bases = projects.isEmpty ? [root] : Array(Set(projects.map(Path.directory))).sorted()
        guard let (parent, name, folders) = bases.lazy.compactMap(brandFolders).first else {
            inspection.notes.append("found no folders holding a config file of the same name, one per brand")
            return inspection
        }
        let relativeParent = Path.relative(parent, to: root)
        let pattern = relativeParent == "." || relativeParent.isEmpty ? "{clone}" : relativeParent + "/{clone}"
        inspection.notes.append(
            "found \(folders.count) folders holding '\(name)': \(NameList.joined(folders, limit: 8)); each is a clone "
                + "named after its folder")
        // With a project in the repository, clones come from its schemes unless the manifest says folders.
        var clones: [ProposedMember] = projects.isEmpty ? [] : [ProposedMember("from", .string("folders"))]
        if pattern != defaults.cloneFolderPattern { clones.append(ProposedMember("folder", .string(pattern))) }
        if name != defaults.clones.configFile { clones.append(ProposedMember("config_file", .string(name))) }
        if !clones.isEmpty { inspection.members.append(ProposedMember("clones", .object(clones))) }
        let hasXCConfigs = folders.contains { folder in
            defaults.configurations.contains { role in
                fileSystem.isFile(Path.join(root, defaults.xcconfigPath(clone: folder, configuration: role)))
            }
        }
        guard !hasXCConfigs else { return inspection }
        inspection.members.append(ProposedMember("xcconfig", .null))
        inspection.notes.append("xcconfig: null, since no clone has a Configs/<clone>-<configuration>.xcconfig")
        let configs = folders.map { Path.join(parent, Path.join($0, name)) }
        if let identity = identityMembers(configs: configs) {
            inspection.members.append(ProposedMember("identity", .object(identity)))
            let fields = identity.map { member -> String in
                if case .string(let field) = member.value { return "\(member.key) from '\(field)'" }
                return member.key
            }
            inspection.notes.append(
                "identity: with no build settings, each clone's \(NameList.joined(fields)) come from its '\(name)'")
        }
        return inspection
    }

    /// The folder whose sub-folders most often hold a config file of one name: the folder, the name and the
    /// sub-folders, at least two; the root and folders two levels below it are searched.
    private func brandFolders(root: String) -> (String, String, [String])? {
        var best: (String, String, [String])?
        var pending = [(Path.normalize(root), 0)]
        while let (parent, depth) = pending.popLast() {
            let children = ((try? fileSystem.entries(of: parent)) ?? []).filter { name in
                !name.hasPrefix(".") && !XcodeContainers.skippedFolders.contains(name)
                    && !name.hasSuffix(".xcodeproj") && !name.hasSuffix(".xcworkspace") && !Self.isBundleFolder(name)
                    && fileSystem.isDirectory(Path.join(parent, name))
                    && !fileSystem.isSymbolicLink(Path.join(parent, name))
            }
            var byName: [String: [String]] = [:]
            for child in children {
                let files = (try? fileSystem.entries(of: Path.join(parent, child))) ?? []
                for file in files
                where Self.isConfigCandidate(file)
                    && fileSystem.isFile(Path.join(parent, Path.join(child, file)))
                {
                    byName[file, default: []].append(child)
                }
                if depth < 2 { pending.append((Path.join(parent, child), depth + 1)) }
            }
            for (name, folders) in byName where folders.count >= 2 {
                let better: Bool
                if let (_, bestName, bestFolders) = best {
                    better = (folders.count, -Self.rank(name).0) > (bestFolders.count, -Self.rank(bestName).0)
                } else {
                    better = true
                }
                if better { best = (parent, name, folders.sorted()) }
            }
        }
        return best
    }

    /// `identity` members for the config-file fields most configs have, by their usual names.
    private func identityMembers(configs: [String]) -> [ProposedMember]? {
        let usual: [(IdentityDeclaration.Part, [String])] = [
            (.bundleIdentifier, ["bundle_id", "bundle_identifier", "bundleIdentifier", "bundleId", "app_id"]),
            (.displayName, ["app_name", "display_name", "displayName", "appName", "name"]),
            (.version, ["version", "marketing_version", "app_version", "versionName"]),
            (.build, ["build", "build_number", "buildNumber"]),
            (.team, ["development_team", "team", "team_id", "teamId", "developmentTeam"]),
        ]
        let documents = configs.map { path -> [String: JSONValue] in
            guard let bytes = try? fileSystem.contents(of: path),
                case .object(let members)? = JSONParser.parse(bytes, file: path).value?.value
            else { return [:] }
            return Dictionary(members.map { ($0.key, $0.value.value) }, uniquingKeysWith: { first, _ in first })
        }
        var result: [ProposedMember] = []
        for (part, names) in usual {
            // A field most config files have is the clone's identity; one without it has none (kiwix's
            // `bundle_id` is optional).
            let field = names.first { name in
                let given = documents.filter { document in
                    switch document[name] {
                    case .string(let text)?: !text.isEmpty
                    case .number?: true
                    default: false
                    }
                }
                return given.count * 2 > documents.count
            }
            if let field { result.append(ProposedMember(part.rawValue, .string(field))) }
        }
        return result.isEmpty ? nil : result
    }
}
