import BrandFormats
import Support
import XCConfig
import XcodeProject

/// What inspecting a part of the repository proposes, and why.
struct Inspection {
    /// Manifest members to add.
    var members: [ProposedMember] = []
    /// Explanations, in order.
    var notes: [String] = []
    /// Whether the project defines the clones (otherwise folders are looked for).
    var definesClones = true
    /// The projects of Flutter apps' macOS runners whose clones are excluded once a trial has given their ids.
    var flutterMacOSRunners: Set<String> = []
    /// The projects of example and sample apps whose clones are excluded once a trial has given their ids.
    var exampleProjects: Set<String> = []
}

extension ManifestProposer {
    /// The clones an Xcode project defines; ``Inspection/definesClones`` is `false` when its projects have no
    /// application target.
    func inspectProject(root: String, containers: XcodeContainers) -> Inspection? {
        var inspection = Inspection()
        let shown = { (path: String) in Path.relative(path, to: root) }
        let names = (containers.workspaces + containers.projects).map(shown)
        inspection.notes.append("found \(NameList.joined(names, limit: 8))")
        let context = CloneSourceContext(
            root: root, manifest: Manifest(), fileSystem: fileSystem, parameters: ConditionParameters(sdk: "iphoneos"))
        var index = ProjectIndex(context: context)
        let candidates = SchemeCloneSource.candidates(
            roles: SchemeRoles(manifest: Manifest()), index: &index, in: context)
        let clones = SchemeCloneSource.distinct(candidates)
        inspection.notes += schemeNotes(candidates: candidates, clones: clones, index: &index, root: root)
        let apps = index.allProjects().flatMap { project in project.cloneableTargets.map { (project, $0) } }
        guard !apps.isEmpty else {
            inspection.notes.append("no project has an application target, so the clones are not the project's")
            inspection.definesClones = false
            return inspection
        }
        let namingProjects = containers.projects.count > 1
        // A part is named with its project only when another project has a part of that name (copies of a project).
        let embedded = index.allProjects().flatMap { project in
            let copied = project.copiedTargetIDs
            return project.targets.filter { project.isEmbedded($0, copied: copied) }.map { (project, $0) }
        }
        let repeatedParts = Set(Dictionary(grouping: embedded, by: \.1.name).filter { $0.value.count > 1 }.keys)
        // A watch app inside a watch-only app's container says so: that container is an app of its own.
        var watchHosts: [String: [String: ProjectTarget]] = [:]
        for (project, _) in embedded where watchHosts[project.path] == nil {
            watchHosts[project.path] = Self.watchAppHosts(in: project)
        }
        let parts = embedded.map { project, target in
            var details: [String] = []
            if let host = watchHosts[project.path]?[target.id],
                host.productType == XcodeProjectModel.watchOnlyContainerType
            {
                details.append("inside \(host.name)")
            }
            if repeatedParts.contains(target.name) { details.append(shown(project.path)) }
            return target.name + (details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")")
        }
        if !parts.isEmpty {
            let types = embedded.map { Self.partType(of: $0.1, hosts: watchHosts[$0.0.path] ?? [:]) }
            inspection.notes.append(
                "left out: \(Self.partsCounted(types)), which "
                    + (parts.count == 1 ? "ships inside its app: " : "ship inside their app: ")
                    + NameList.joined(parts, limit: 6))
        }
        let covered = Set(clones.map { $0.project.path + "/" + $0.target.id })
        let single = Set(clones.map { $0.project.path + "/" + $0.target.id }).count == 1 ? clones.first : nil
        let groupTarget = single.map { ($0.project, $0.target) } ?? (apps.count == 1 ? apps.first : nil)
        let groups =
            groupTarget.map {
                ConfigurationNameGroup.find(in: $0.1.configurationList?.names ?? [], roles: Manifest().configurations)
            } ?? []
        var clonesMember: [ProposedMember] = []
        var used: [String] = []
        var unscheduled: [(XcodeProjectModel, ProjectTarget)] = []
        var excluded: (apps: ExcludedApps, notesAt: Int)?
        if let (project, target) = groupTarget, groups.count >= 2, clones.count < groups.count {
            clonesMember = groupsMembers(groups, target: target, notes: &inspection.notes, schemes: clones.count)
            used = [project.path]
        } else if !clones.isEmpty {
            // Proposed once the project is chosen: a workspace named below may leave some of them out already.
            let found = ExcludedApps(among: clones)
            excluded = (found, inspection.notes.count)
            inspection.notes.append(
                "each of these schemes is a clone, named after it: shared schemes are where brands looks by default "
                    + "when the repository has a project, so 'clones' is left out")
            let kept = clones.filter { !found.names.contains($0.entry.scheme.name) }
            if let note = Self.uncoveredConfigurationsNote(of: kept, root: root) { inspection.notes.append(note) }
            unscheduled = apps.filter { !covered.contains($0.0.path + "/" + $0.1.id) }
            if let note = Self.unscheduledNote(unscheduled, namingProjects: namingProjects, root: root) {
                inspection.notes.append(note)
            }
            used = clones.map(\.entry.container)
        } else if index.schemes.entries.isEmpty {
            inspection.notes.append(
                "no shared scheme, so each application target is a clone, as Xcode makes a scheme for each: "
                    + NameList.joined(apps.map(\.1.name)))
            used = apps.map(\.0.path)
        } else {
            clonesMember = [ProposedMember("from", .string("targets"))]
            inspection.notes.append(
                "no shared scheme builds an application, so the application targets are the clones: "
                    + NameList.joined(apps.map(\.1.name)))
            used = apps.map(\.0.path)
        }
        inspection.notes += Self.watchOnlyNotes(apps)
        if let configFile = configFileName(for: clones.map { ($0.project, $0.target) }, index: &index, root: root) {
            if configFile != Manifest().clones.configFile {
                clonesMember.append(ProposedMember("config_file", .string(configFile)))
            }
            inspection.notes.append(
                "each clone's target copies its own '\(configFile)'; the folder holding it is the clone's folder")
        }
        if containers.projects.count > 1, Set(used).count > 1,
            let split = Self.iOSProject(of: clones, context: context)
        {
            let others = split.others.map { "\(shown($0.project)) (\($0.platform))" }
            inspection.notes.append(
                "left out: \(NameList.joined(others)), whose apps build for another platform than iOS")
            used = [split.project]
        }
        inspection.exampleProjects = Self.exampleProjects(among: clones, root: root)
        // An example's macOS runner is left out as an example.
        inspection.flutterMacOSRunners = flutterMacOSRunners(among: clones).subtracting(inspection.exampleProjects)
        // A repository with copies of other projects inside (an SDK's folder with its sample app) builds its own
        // apps from the workspace at its root: naming that workspace leaves the copies' apps out.
        var namedWorkspace = false
        if Set(used).count > 1,
            let split = rootWorkspaceSplit(of: clones, workspaces: containers.workspaces, root: root)
        {
            inspection.members.append(ProposedMember("project", .string(shown(split.workspace))))
            let outside = split.outside.map { "\($0.entry.scheme.name) (\(shown($0.project.path)))" }
            inspection.notes.append(
                "project: \(shown(split.workspace)), the repository's workspace, so that brands reads only the projects it "
                    + "lists; it does not list the project of \(NameList.joined(outside, limit: 6)) (a copy of another "
                    + "project's sample, say)")
            namedWorkspace = true
            // A scheme of a project the workspace does not list is no clone to exclude (TwidereX's Example).
            excluded?.apps.leaveOut(Set(split.outside.map(\.entry.scheme.name)))
        }
        // With several projects, naming the one that holds the clones keeps brands from reading the others.
        if !namedWorkspace, containers.projects.count > 1, Set(used).count == 1, let only = used.first {
            // The repository's workspace, when it lists the projects of application targets left out for want of a
            // scheme: listing those under 'clones', as the note says, needs their projects (nowplaying-ios's
            // workspace holds its Develop, AdHoc and Production projects, one app each).
            let elsewhere = Set(unscheduled.map { Path.normalize($0.0.path) }).subtracting([Path.normalize(only)])
            if let workspace = workspaceListing(
                elsewhere.union([Path.normalize(only)]), root: root, containers: containers)
            {
                inspection.members.append(ProposedMember("project", .string(shown(workspace))))
                inspection.notes.append(
                    "project: \(shown(workspace)), the repository's workspace, which lists the projects of the "
                        + "application targets left out, so that they can be listed under 'clones'")
            } else if let (workspace, besides) = buildingWorkspace(of: only, containers: containers) {
                inspection.members.append(ProposedMember("project", .string(shown(workspace))))
                inspection.notes.append(
                    "project: \(shown(workspace)), the workspace the clones are built in: it lists \(shown(only)) "
                        + "with \(besides.count > 4 ? NameList.joined(besides.map(shown), limit: 4) : Plural.list(besides.map(shown))), "
                        + "which they need")
            } else {
                inspection.members.append(ProposedMember("project", .string(shown(only))))
                inspection.notes.append(
                    "project: \(shown(only)), which holds every clone, so that brands reads no other project")
            }
        }
        if let (apps, position) = excluded, !apps.names.isEmpty, apps.names.count < clones.count {
            clonesMember.insert(ProposedMember("exclude", .array(apps.names.map(ProposedValue.string))), at: 0)
            inspection.notes.insert(contentsOf: apps.notes, at: position)
        }
        if !clonesMember.isEmpty { inspection.members.append(ProposedMember("clones", .object(clonesMember))) }
        return inspection
    }

    /// The workspace at the root of the repository and the clones whose project it does not list, when it lists
    /// the projects of some clones and not of the others; `nil` otherwise (no such workspace, or one clone's project).
    private func rootWorkspaceSplit(of clones: [SchemeCloneSource.Candidate], workspaces: [String], root: String)
        -> (workspace: String, outside: [SchemeCloneSource.Candidate])?
    {
        let atRoot = workspaces.filter { Path.normalize(Path.directory(of: $0)) == Path.normalize(root) }
        guard atRoot.count == 1, let workspace = atRoot.first,
            let listed = XcodeWorkspaceReader(fileSystem: fileSystem).read(workspaceAt: workspace).value
        else { return nil }
        let projects = Set(listed.projects.map { Path.normalize($0.path) })
        let outside = clones.filter {
            !projects.contains(Path.normalize($0.project.path))
                && Path.normalize($0.entry.container) != Path.normalize(workspace)
        }
        guard !outside.isEmpty, outside.count < clones.count else { return nil }
        return (workspace, outside)
    }

    /// Why each shared scheme is or is not a clone.
    private func schemeNotes(
        candidates: [SchemeCloneSource.Candidate], clones: [SchemeCloneSource.Candidate], index: inout ProjectIndex,
        root: String
    ) -> [String] {
        var notes: [String] = []
        let shown = { (path: String) in Path.relative(path, to: root) }
        if !clones.isEmpty {
            // "ClientB (target App, in Debug-B/Release)": what differs from the scheme's name and the default
            // configurations, in one parenthesis, so that a list of several does not read as if the last one's
            // configurations were everyone's.
            // Schemes of one name in several projects (a Flutter repository's iOS and macOS `Runner`) say which is which.
            let repeated = Set(Dictionary(grouping: clones, by: \.entry.scheme.name).filter { $0.value.count > 1 }.keys)
            let described = clones.map { clone -> String in
                let name = clone.entry.scheme.name
                let configurations = clone.configurations.map(\.name)
                var details: [String] = []
                if repeated.contains(name) { details.append("project \(Path.relative(clone.project.path, to: root))") }
                if clone.target.name != name { details.append("target \(clone.target.name)") }
                if configurations != Manifest().configurations {
                    details.append("in \(configurations.joined(separator: "/"))")
                }
                return details.isEmpty ? name : name + " (" + details.joined(separator: ", ") + ")"
            }
            notes.append(
                (clones.count == 1
                    ? "1 shared scheme builds and runs an application of its own: "
                    : "\(clones.count) shared schemes build and run an application of their own: ")
                    + NameList.joined(described, limit: 12))
        }
        let kept = Set(clones.map(\.entry.scheme.file))
        for duplicate in candidates where !kept.contains(duplicate.entry.scheme.file) {
            let twin = clones.first { clone in
                clone.project.path == duplicate.project.path && clone.target.id == duplicate.target.id
                    && clone.configurations.map(\.name) == duplicate.configurations.map(\.name)
            }
            // A scheme of one name in the workspace and in the project (threed_print_cost_calculator's `Runner`) is
            // told apart by its file.
            if let twin, twin.entry.scheme.name == duplicate.entry.scheme.name {
                notes.append(
                    "left out: scheme '\(duplicate.entry.scheme.name)' of \(shown(duplicate.entry.scheme.file)), a copy "
                        + "of the one of \(shown(twin.entry.scheme.file))")
                continue
            }
            notes.append(
                "left out: scheme '\(duplicate.entry.scheme.name)', which builds '\(duplicate.target.name)' in the "
                    + "same configurations as scheme '\(twin?.entry.scheme.name ?? "?")'")
        }
        var parts: [String] = []
        var others: [String] = []
        var copied: [String: Set<String>] = [:]
        for entry in index.schemes.entries {
            switch SchemeVerdict.of(entry.scheme, index: &index, copied: &copied) {
            case .clone: continue
            case .part(let part, let host): parts.append("\(entry.scheme.name) (\(part), runs \(host))")
            case .runsOnly(let app): others.append("\(entry.scheme.name) (runs \(app), but builds nothing for it)")
            case .notApplication(let target, let type):
                // An application that is no clone is one another app embeds or depends on (a login item).
                let kind =
                    type.map(ProjectTarget.applicationProductTypes.contains) == true ? "an app another app embeds" : nil
                others.append("\(entry.scheme.name) (\(Self.kind(of: type) ?? kind ?? "target \(target)"))")
            case .testPlan(let plan): others.append("\(entry.scheme.name) (tests, in test plan \(plan))")
            case .unresolved:
                others.append(
                    "\(entry.scheme.name) (\(isPackageScheme(entry.scheme) ? "a Swift package's target" : "a target brands cannot find"))"
                )
            }
        }
        if !parts.isEmpty {
            notes.append(
                "left out: schemes of app extensions, other parts and tests that only also build or run their app: "
                    + NameList.joined(parts, limit: 8))
        }
        if !others.isEmpty {
            notes.append("left out: schemes that build no app of their own: " + NameList.joined(others, limit: 8))
        }
        return notes
    }

    /// `"from": "configurations"` with a group per brand.
    private func groupsMembers(
        _ groups: [ConfigurationNameGroup], target: ProjectTarget, notes: inout [String], schemes: Int
    ) -> [ProposedMember] {
        let roles = Manifest().configurations
        let described = groups.map { group in
            "\(group.name) (\(roles.compactMap { group.configurations[$0] }.joined(separator: ", ")))"
        }
        notes.append(
            "target '\(target.name)' has per-brand configurations named by brand and role: "
                + NameList.joined(described, limit: 8)
                + (schemes == 0 ? "" : ", more than its \(Plural.count(schemes, "shared scheme")) cover")
                + "; each group is a clone")
        let others = (target.configurationList?.names ?? []).filter { name in
            !groups.contains { $0.configurations.values.contains(name) }
        }
        if !others.isEmpty {
            notes.append("left out: configurations in no group: \(NameList.joined(others, limit: 8))")
        }
        let members = groups.compactMap { group -> ProposedMember? in
            guard let id = CloneIdentifier.derive(from: group.name) else { return nil }
            return ProposedMember(
                id,
                .object(
                    roles.compactMap { role in group.configurations[role].map { ProposedMember(role, .string($0)) } }))
        }
        return [
            ProposedMember("from", .string("configurations")), ProposedMember("target", .string(target.name)),
            ProposedMember("groups", .object(members)),
        ]
    }

    /// Whether what `scheme` is for is in a Swift package (covpass's `container:Source/CovPassCommon`, a folder with
    /// a `Package.swift`) rather than in a project.
    func isPackageScheme(_ scheme: XcodeScheme) -> Bool {
        guard let primary = SchemeVerdict.primary(of: scheme), primary.referencedContainer.hasPrefix("container:")
        else { return false }
        let folder = Path.join(
            scheme.containerFolder, String(primary.referencedContainer.dropFirst("container:".count)))
        return fileSystem.isFile(Path.join(folder, "Package.swift"))
    }

    /// `2 app extensions and 1 embedded framework`: the parts of apps with `productTypes`, counted by kind (ThePalace's
    /// framework PalaceUIKit was "1 app extension and other parts of apps").
    package static func partsCounted(_ productTypes: [String?]) -> String {
        var counts: [(noun: String, count: Int)] = []
        for type in productTypes {
            let noun =
                switch kind(of: type) {
                case "an app extension": "app extension"
                case "a library": "embedded framework"
                case "a watch app": "watch app"
                case "an App Clip": "App Clip"
                default: "other part"
                }
            if let index = counts.firstIndex(where: { $0.noun == noun }) {
                counts[index].count += 1
            } else {
                counts.append((noun, 1))
            }
        }
        return Plural.list(counts.map { Plural.count($0.count, $0.noun) })
    }

    /// What a product type is, for "left out" notes.
    static func kind(of productType: String?) -> String? {
        guard let type = productType else { return nil }
        if type.contains("unit-test") || type.contains("ui-testing") { return "tests" }
        if type.contains("framework") || type.contains("library") { return "a library" }
        if type.contains("extension") { return "an app extension" }
        if type.contains("watchapp") { return "a watch app" }
        if type.contains("on-demand-install-capable") { return "an App Clip" }
        if type.contains("tool") { return "a command-line tool" }
        return nil
    }

    /// One note for the application targets no shared scheme builds and runs, each with its project when the
    /// repository has several (two projects may have targets of one name: a vendored SDK's samples often do).
    static func unscheduledNote(_ apps: [(XcodeProjectModel, ProjectTarget)], namingProjects: Bool, root: String)
        -> String?
    {
        guard !apps.isEmpty else { return nil }
        let names = apps.map { project, target in
            "'\(target.name)'" + (namingProjects ? " (\(Path.relative(project.path, to: root)))" : "")
        }
        guard names.count > 1 else {
            return "left out: application target \(names[0]), which no shared scheme builds and runs; "
                + "list it under 'clones' to check it"
        }
        return "left out: \(names.count) application targets that no shared scheme builds and runs: "
            + "\(NameList.joined(names)); list them under 'clones' to check them"
    }
}
