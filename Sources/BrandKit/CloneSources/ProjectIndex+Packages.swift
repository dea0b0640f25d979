import Support
import XCConfig
import XcodeProject

extension ProjectIndex {
    /// The ids of the file references `project`'s targets build (their products), once a project.
    mutating func productReferences(of project: XcodeProjectModel) -> Set<String> {
        if let known = productReferenceSets[project.path] { return known }
        let products = Set(project.targets.compactMap(\.productReferenceID))
        productReferenceSets[project.path] = products
        return products
    }

    /// The target of `project` that builds each product file reference (by the reference's id), once a project.
    mutating func productTargets(of project: XcodeProjectModel) -> [String: String] {
        if let known = productTargetIDs[project.path] { return known }
        var producers: [String: String] = [:]
        for target in project.targets {
            if let product = target.productReferenceID, producers[product] == nil { producers[product] = target.id }
        }
        productTargetIDs[project.path] = producers
        return producers
    }

    /// The folders of the local Swift packages `product` may come from, with the local packages they depend on.
    ///
    /// A product without a named package is looked for in the `Package.swift` of each local package the project or
    /// its workspace has (`.library(name: "Explore", …)` declared there): IceCubesApp's action extension links
    /// `Models` and `NetworkClient`, not all thirteen of its packages. When none declares it, every one may be its
    /// package.
    mutating func packageFolders(
        linking product: PackageProduct, project: XcodeProjectModel, workspace: String?
    ) -> [String] {
        let direct: [String]
        switch product.package {
        case .local(let folder): direct = [folder]
        case .remote: direct = []
        case .unnamed:
            let candidates = localPackageFolders(of: project, workspace: workspace)
            let declaring = candidates.filter { Self.declaresLibrary(product.name, in: packageManifest(in: $0)) }
            direct = declaring.isEmpty ? candidates : declaring
        }
        var folders: [String] = []
        var pending = direct
        while let folder = pending.popLast() {
            guard !folders.contains(folder) else { continue }
            folders.append(folder)
            pending += localDependencies(of: folder)
        }
        return folders.sorted()
    }

    /// Whether `manifest`, a `Package.swift`, declares the library `name`: `.library(name: "Models", …)`, spaces and
    /// line breaks allowed between (a dependency's `.product(name: "Models", …)` is no declaration).
    static func declaresLibrary(_ name: String, in manifest: String) -> Bool {
        let text = Array(manifest.utf8)
        let opening = Array(".library(".utf8)
        let wanted = Array("\"\(name)\"".utf8)
        var index = 0
        func skipSpace() {
            while index < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[index]) { index += 1 }
        }
        func take(_ bytes: [UInt8]) -> Bool {
            guard index + bytes.count <= text.count, text[index..<(index + bytes.count)].elementsEqual(bytes) else {
                return false
            }
            index += bytes.count
            return true
        }
        while index + opening.count <= text.count {
            guard take(opening) else {
                index += 1
                continue
            }
            skipSpace()
            guard take(Array("name:".utf8)) else { continue }
            skipSpace()
            if take(wanted) { return true }
        }
        return false
    }

    /// The local packages `folder`'s `Package.swift` depends on (`.package(path: "../Models")`): every string after a
    /// `path:` that names a folder holding a `Package.swift`, a target's own `path:` being inside the package.
    private mutating func localDependencies(of folder: String) -> [String] {
        let text = Array(packageManifest(in: folder).utf8)
        let label = Array("path:".utf8)
        var dependencies: [String] = []
        var index = 0
        while index + label.count <= text.count {
            guard text[index..<(index + label.count)].elementsEqual(label) else {
                index += 1
                continue
            }
            index += label.count
            while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
            guard index < text.count, text[index] == UInt8(ascii: "\"") else { continue }
            let start = index + 1
            var end = start
            while end < text.count, text[end] != UInt8(ascii: "\"") { end += 1 }
            let relative = String(decoding: text[start..<min(end, text.count)], as: UTF8.self)
            let path = Path.normalize(Path.join(folder, relative))
            if path != folder, fileSystem.isFile(Path.join(path, "Package.swift")) { dependencies.append(path) }
            index = end
        }
        return dependencies
    }

    /// The text of `folder`'s `Package.swift`, read once; empty when it cannot be read.
    private mutating func packageManifest(in folder: String) -> String {
        if let known = packageManifests[folder] { return known }
        let bytes = (try? fileSystem.contents(of: Path.join(folder, "Package.swift"))) ?? []
        let text = String(decoding: bytes, as: UTF8.self)
        packageManifests[folder] = text
        return text
    }

    /// The folders holding a `Package.swift` that the synchronized folders of `project` list for any of its targets,
    /// absolute and sorted; found once per project.
    ///
    /// Xcode builds such a folder as a local package, not as files of the folder's targets, and a product the
    /// project links without naming a package may come from it (mlem's `Mlem/Packages/MlemBackend`).
    mutating func synchronizedPackageFolders(of project: XcodeProjectModel) -> [String] {
        if let known = synchronizedPackages[project.path] { return known }
        var folders = Set<String>()
        if !project.synchronizedFolders.isEmpty {
            for files in project.files(fileSystem: fileSystem).values {
                for file in files.files where file.synchronizedFolderID != nil {
                    guard let path = file.path.absolutePath, Path.lastComponent(of: path) == "Package.swift" else {
                        continue
                    }
                    folders.insert(Path.normalize(Path.directory(of: path)))
                }
            }
        }
        let sorted = folders.sorted()
        synchronizedPackages[project.path] = sorted
        return sorted
    }
}
