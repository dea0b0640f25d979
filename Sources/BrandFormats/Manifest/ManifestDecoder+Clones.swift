import Documents
import Support

extension ManifestDecoder {
    /// Decodes `clones`, an object naming a source or a list of clones.
    static func decodeClones(
        _ member: JSONMember, configurations: [String], into diagnostics: inout [Diagnostic]
    ) -> CloneSourceSettings {
        var settings = CloneSourceSettings()
        settings.location = member.keyLocation
        switch member.value.value {
        case .array(let elements):
            settings.kind = nil
            var seen: [String: SourceLocation] = [:]
            for element in elements {
                guard let listing = decodeListing(element, configurations: configurations, into: &diagnostics) else {
                    continue
                }
                if seen[listing.id] != nil {
                    diagnostics.append(
                        error("clone '\(listing.id)' is listed twice in 'clones'; remove one", at: listing.location))
                } else {
                    seen[listing.id] = listing.location
                    settings.listing.append(listing)
                }
            }
        case .object:
            decodeSource(member.value, configurations: configurations, into: &settings, diagnostics: &diagnostics)
        default:
            diagnostics.append(
                error(
                    DecodingMessage.expected("an object or a list", for: "'clones'", found: member.value.value),
                    at: member.value.location))
        }
        return settings
    }

    private static func decodeSource(
        _ node: JSONNode, configurations: [String], into settings: inout CloneSourceSettings,
        diagnostics: inout [Diagnostic]
    ) {
        guard var reader = JSONObjectReader(node, subject: "'clones'", rule: rule, diagnostics: &diagnostics) else {
            return
        }
        var fromLocation = node.location
        if let (from, location) = reader.string("from") {
            fromLocation = location
            if let kind = CloneSourceSettings.Kind(rawValue: from) {
                settings.kind = kind
                settings.isKindGiven = true
            } else {
                reader.record(
                    SchemaDecoder.unknownValue(
                        from, of: "clone source", among: CloneSourceSettings.Kind.allCases.map(\.rawValue)),
                    at: location)
            }
        }
        if let (file, location) = reader.string("config_file") {
            if let problem = pathProblem(file, key: "config_file") {
                reader.record(problem, at: location)
            } else {
                settings.configFile = file
            }
        }
        if let (folder, location) = reader.string("folder") {
            if let problem = pathProblem(folder, key: "folder") ?? folderPatternProblem(folder) {
                reader.record(problem, at: location)
            } else {
                settings.folder = folder
            }
        }
        let target = reader.string("target")
        let groups = reader.object("groups")
        let kind = settings.kind ?? .folders
        if kind == .configurations {
            settings.target = target?.value
            if target == nil { reader.record("clones from 'configurations' need a 'target'", at: fromLocation) }
            if let groups {
                settings.groups = decodeGroups(groups, configurations: configurations, into: &diagnostics)
            } else {
                reader.record("clones from 'configurations' need 'groups'", at: fromLocation)
            }
        } else {
            for (key, location) in [("target", target?.location), ("groups", groups?.location)] {
                guard let location else { continue }
                reader.record(
                    "'\(key)' applies only to clones from 'configurations', not '\(kind.rawValue)'", at: location)
            }
        }
        if let exclude = reader.strings("exclude") {
            settings.exclude = exclude.map(\.value)
            settings.excludeLocations = exclude.map(\.location)
        }
        if let actions = reader.object("actions") {
            if settings.isKindGiven && kind != .schemes {
                reader.record(
                    "'actions' applies only to clones from 'schemes', not '\(kind.rawValue)'", at: actions.location)
            } else {
                settings.actions = decodeActions(actions, configurations: configurations, into: &diagnostics)
            }
        }
        diagnostics += reader.finish()
    }

    /// `"groups": {"klar": {"Debug": "KlarDebug", "Release": "KlarRelease"}}`: each group maps every role to a
    /// build configuration.
    private static func decodeGroups(
        _ node: JSONNode, configurations: [String], into diagnostics: inout [Diagnostic]
    ) -> [ConfigurationGroup] {
        guard case .object(let members) = node.value else { return [] }
        var groups: [ConfigurationGroup] = []
        var seen: Set<String> = []
        // The first group of a name counts, as the first member of any duplicate key does; the JSON reader reports the
        // others (`json_duplicate_key`).
        for member in members where seen.insert(member.key).inserted {
            if let problem = idProblem(member.key) {
                diagnostics.append(error(problem, at: member.keyLocation))
                continue
            }
            guard
                let map = decodeConfigurationMap(
                    member.value, subject: "group '\(member.key)'", configurations: configurations,
                    into: &diagnostics)
            else { continue }
            for role in configurations where map[role] == nil {
                diagnostics.append(
                    error(
                        "group '\(member.key)' has no build configuration for '\(role)'; add it", at: member.keyLocation
                    ))
            }
            groups.append(ConfigurationGroup(id: member.key, configurations: map, location: member.keyLocation))
        }
        return groups
    }

    /// `"actions": {"Debug": "launch", "Beta": "profile", "Release": "archive"}`: the scheme action whose
    /// configuration each role takes.
    private static func decodeActions(
        _ node: JSONNode, configurations: [String], into diagnostics: inout [Diagnostic]
    ) -> [String: SchemeActionName] {
        guard
            let names = decodeConfigurationMap(
                node, subject: "'actions'", configurations: configurations, into: &diagnostics)
        else { return [:] }
        var actions: [String: SchemeActionName] = [:]
        guard case .object(let members) = node.value else { return [:] }
        for member in members {
            guard let name = names[member.key] else { continue }
            if let action = SchemeActionName(rawValue: name) {
                actions[member.key] = action
            } else {
                diagnostics.append(
                    error(
                        SchemaDecoder.unknownValue(
                            name, of: "scheme action", among: SchemeActionName.allCases.map(\.rawValue)),
                        at: member.value.location))
            }
        }
        return actions
    }

    /// A map from role (a manifest configuration) to build configuration name.
    private static func decodeConfigurationMap(
        _ node: JSONNode, subject: String, configurations: [String], into diagnostics: inout [Diagnostic]
    ) -> [String: String]? {
        guard case .object(let members) = node.value else {
            diagnostics.append(
                error(DecodingMessage.expected("an object", for: subject, found: node.value), at: node.location))
            return nil
        }
        var map: [String: String] = [:]
        var seen: Set<String> = []
        // The first of a repeated configuration counts, as for every duplicate key (`json_duplicate_key` reports it).
        for member in members where seen.insert(member.key).inserted {
            guard configurations.contains(member.key) else {
                let suggestion = Suggestion.closest(to: member.key, in: configurations)
                diagnostics.append(
                    error(
                        "unknown configuration '\(member.key)' in \(subject)"
                            + (suggestion.map { "; did you mean '\($0)'?" }
                                ?? "; expected one of: \(configurations.joined(separator: ", "))"),
                        at: member.keyLocation))
                continue
            }
            guard case .string(let name) = member.value.value, !name.isEmpty else {
                diagnostics.append(
                    error(
                        DecodingMessage.expected(
                            "a build configuration name", for: "'\(member.key)' of \(subject)",
                            found: member.value.value), at: member.value.location))
                continue
            }
            map[member.key] = name
        }
        return map
    }

    private static func decodeListing(
        _ node: JSONNode, configurations: [String], into diagnostics: inout [Diagnostic]
    ) -> CloneListing? {
        guard var reader = JSONObjectReader(node, subject: "a listed clone", rule: rule, diagnostics: &diagnostics)
        else { return nil }
        defer { diagnostics += reader.finish() }
        let id = reader.string("id")
        var listing = CloneListing(id: id?.value ?? "", location: node.location)
        listing.name = reader.string("name")?.value
        listing.scheme = reader.string("scheme")?.value
        listing.target = reader.string("target")?.value
        for (key, path) in [("folder", \CloneListing.folder), ("config_file", \.configFile)] {
            guard let (value, location) = reader.string(key) else { continue }
            if let problem = pathProblem(value, key: key) {
                reader.record(problem, at: location)
            } else {
                listing[keyPath: path] = value
            }
        }
        if let map = reader.object("configurations") {
            listing.configurations =
                decodeConfigurationMap(
                    map, subject: "clone '\(listing.id)'", configurations: configurations, into: &diagnostics) ?? [:]
        }
        guard let (text, location) = id else {
            reader.record("a listed clone needs an 'id'", at: node.location)
            return nil
        }
        if let problem = idProblem(text) {
            reader.record(problem, at: location)
            return nil
        }
        if listing.scheme == nil && listing.target == nil && listing.folder == nil {
            reader.record("clone '\(text)' needs a 'scheme', a 'target' or a 'folder'", at: node.location)
        }
        return listing
    }

    /// Why `path`, the value of `key`, cannot be a path inside the workspace.
    private static func pathProblem(_ path: String, key: String) -> String? {
        isInside(path) ? nil : outsidePath(key, path)
    }

    /// Why `pattern` cannot be a clone folder pattern: `{clone}` must be one whole path component, once.
    private static func folderPatternProblem(_ pattern: String) -> String? {
        let components = pattern.split(separator: "/")
        guard components.filter({ $0 == "{clone}" }).count == 1,
            !components.contains(where: { $0 != "{clone}" && ($0.contains("{") || $0.contains("}")) })
        else {
            return "'folder' must hold '{clone}' once, as a whole folder name, as in 'Brands/{clone}'; not '\(pattern)'"
        }
        return nil
    }

    /// Why `id` cannot be a clone id: ids are short and safe in git tags and on command lines.
    static func idProblem(_ id: String) -> String? {
        let allowed = id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
        guard !id.isEmpty, allowed, let first = id.first, first.isLetter || first.isNumber else {
            return "clone id '\(id)' must start with a letter or digit and hold only letters, digits, '-', '_' and '.'"
        }
        return nil
    }

    private static func error(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, rule: rule, message, at: location)
    }
}

extension ManifestDecoder {
    /// Why `path` cannot be the `project`: an `.xcodeproj` or `.xcworkspace` inside the workspace.
    static func projectProblem(_ path: String) -> String? {
        guard isInside(path) else { return outsidePath("project", path) }
        guard ["xcodeproj", "xcworkspace"].contains(Path.pathExtension(of: path)) else {
            return "'project' must name an .xcodeproj or .xcworkspace, not '\(path)'"
        }
        return nil
    }
}
