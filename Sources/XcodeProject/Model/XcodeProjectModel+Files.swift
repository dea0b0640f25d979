import Support
import XCConfig

extension XcodeProjectModel {
    /// The files `target` builds or copies: the build files of its sources, resources, headers, frameworks and
    /// copy-files phases (a variant group stands for each of its localizations), then the files of synchronized
    /// folders that belong to it.
    ///
    /// Synchronized folders are listed through `fileSystem`; list many targets with ``files(fileSystem:)`` so each
    /// folder is listed once.
    public func files(of target: ProjectTarget, fileSystem: any FileSystem) -> TargetFiles {
        var listings = FolderListings(projectDirectory: projectDirectory, fileSystem: fileSystem)
        return files(of: target, listings: &listings)
    }

    /// The files of every target by target id, listing each synchronized folder once.
    public func files(fileSystem: any FileSystem) -> [String: TargetFiles] {
        var listings = FolderListings(projectDirectory: projectDirectory, fileSystem: fileSystem)
        var result: [String: TargetFiles] = [:]
        for target in targets { result[target.id] = files(of: target, listings: &listings) }
        return result
    }

    private func files(of target: ProjectTarget, listings: inout FolderListings) -> TargetFiles {
        var result = TargetFiles()
        let listedKinds: Set<BuildPhase.Kind> = [.sources, .resources, .headers, .frameworks, .copyFiles]
        for phase in target.buildPhases where listedKinds.contains(phase.kind) {
            for buildFile in phase.files {
                guard let referenceID = buildFile.fileReferenceID, let node = references[referenceID] else { continue }
                let members = node.kind == .variantGroup ? node.childIDs.compactMap { references[$0] } : [node]
                for member in members {
                    result.files.append(
                        TargetFile(
                            path: member.resolvedPath, phase: phase.kind, phaseID: phase.id, referenceID: member.id,
                            location: buildFile.location))
                }
            }
        }
        for folder in synchronizedFolders {
            appendSynchronizedFiles(of: folder, to: target, into: &result, listings: &listings)
        }
        return result
    }

    private func appendSynchronizedFiles(
        of folder: ReferenceNode, to target: ProjectTarget, into result: inout TargetFiles,
        listings: inout FolderListings
    ) {
        let sets = folder.exceptionSetIDs.compactMap { exceptionSets[$0] }
        let toggles = sets.filter { $0.kind == .targetMembership(targetID: target.id) }
        let builds = target.synchronizedFolderIDs.contains(folder.id)
        guard builds || !toggles.isEmpty else { return }
        let listing = listings.listing(of: folder)
        result.diagnostics.append(contentsOf: listing.diagnostics)
        let phaseOwners = Dictionary(
            target.buildPhases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for relative in listing.files {
            let toggle = toggles.first { set in
                set.membershipExceptions.contains { SynchronizedExceptionSet.covers($0, relative) }
            }
            guard builds == (toggle == nil) else { continue }
            var kind = SynchronizedFolderListing.defaultPhase(of: relative)
            var phaseID = target.buildPhases(of: kind).first?.id
            var location = toggle?.location ?? folder.location
            for set in sets {
                guard case .buildPhaseMembership(let id) = set.kind, let phase = phaseOwners[id],
                    set.membershipExceptions.contains(where: { SynchronizedExceptionSet.covers($0, relative) })
                else { continue }
                (kind, phaseID, location) = (phase.kind, phase.id, set.location)
            }
            result.files.append(
                TargetFile(
                    path: folder.resolvedPath.appending(relative), phase: kind, phaseID: phaseID,
                    referenceID: folder.id, location: location, synchronizedFolderID: folder.id))
        }
    }
}

/// The listings of synchronized folders made so far in one query.
private struct FolderListings {
    let projectDirectory: String
    let fileSystem: any FileSystem
    var cache: [String: SynchronizedFolderListing] = [:]

    mutating func listing(of folder: ReferenceNode) -> SynchronizedFolderListing {
        if let known = cache[folder.id] { return known }
        let listing = SynchronizedFolderListing(
            folder: folder, projectDirectory: projectDirectory, fileSystem: fileSystem)
        cache[folder.id] = listing
        return listing
    }
}
