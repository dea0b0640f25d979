import Support
import XCConfig

extension ModelBuilder {
    /// One target with its configurations, phases and dependencies.
    mutating func target(_ object: PBXObject) -> ProjectTarget? {
        guard let kind = ProjectTarget.Kind(isa: object.isa), let name = string("name", of: object, required: true)
        else { return nil }
        var target = ProjectTarget(id: object.id, kind: kind, name: name, location: object.location)
        target.productName = string("productName", of: object)
        if kind == .legacy { target.buildToolPath = string("buildToolPath", of: object) }
        target.productType = string("productType", of: object, required: kind == .native)
        target.configurationList = configurationList("buildConfigurationList", of: object)
        target.buildPhases = references("buildPhases", of: object, kinds: BuildPhase.Kind.isas).compactMap {
            buildPhase($0)
        }
        target.dependencies = references("dependencies", of: object, kinds: ["PBXTargetDependency"]).map {
            dependency($0)
        }
        target.productReferenceID =
            reference("productReference", of: object, kinds: ["PBXFileReference", "PBXReferenceProxy"])?.id
        target.synchronizedFolderIDs =
            references("fileSystemSynchronizedGroups", of: object, kinds: ["PBXFileSystemSynchronizedRootGroup"])
            .map(\.id)
        for product in references(
            "packageProductDependencies", of: object, kinds: ["XCSwiftPackageProductDependency"])
        {
            target.packageProducts.append(packageProduct(product))
        }
        return target
    }

    /// A package product dependency with its package: a local one's folder is `relativePath` from the project folder.
    private mutating func packageProduct(_ object: PBXObject) -> PackageProduct {
        let name = string("productName", of: object) ?? object.id
        let kinds = ["XCLocalSwiftPackageReference", "XCRemoteSwiftPackageReference"]
        guard let package = reference("package", of: object, kinds: kinds) else {
            return PackageProduct(name: name, package: .unnamed)
        }
        guard package.isa == "XCLocalSwiftPackageReference" else {
            let requirement = (dictionary("requirement", of: package) ?? []).compactMap { member -> String? in
                guard let value = member.value.stringValue ?? member.value.integerValue.map(String.init) else {
                    return nil
                }
                return "\(member.key) = \(value)"
            }.sorted().joined(separator: "; ")
            let url = string("repositoryURL", of: package) ?? ""
            return PackageProduct(name: name, package: .remote(url: url, requirement: requirement))
        }
        let relative = string("relativePath", of: package) ?? ""
        return PackageProduct(name: name, package: .local(Path.normalize(Path.join(projectDirectory, relative))))
    }

    private mutating func buildPhase(_ object: PBXObject) -> BuildPhase? {
        guard let kind = BuildPhase.Kind(isa: object.isa) else { return nil }
        var phase = BuildPhase(id: object.id, kind: kind, name: string("name", of: object), location: object.location)
        phase.files = referenceIndices("files", of: object, kinds: ["PBXBuildFile"]).map {
            buildFile(graph.orderedObjects[$0])
        }
        switch kind {
        case .copyFiles:
            phase.destination = CopyFilesDestination(
                subfolderSpec: integer("dstSubfolderSpec", of: object), path: string("dstPath", of: object) ?? "")
        case .shellScript:
            phase.script = ShellScript(
                shell: string("shellPath", of: object), script: string("shellScript", of: object) ?? "",
                inputPaths: strings("inputPaths", of: object), outputPaths: strings("outputPaths", of: object),
                inputFileListPaths: strings("inputFileListPaths", of: object),
                outputFileListPaths: strings("outputFileListPaths", of: object))
        default: break
        }
        return phase
    }

    private mutating func buildFile(_ object: PBXObject) -> BuildFile {
        let reference = reference("fileRef", of: object, kinds: Self.referenceISAs)
        let product = self.reference("productRef", of: object, kinds: ["XCSwiftPackageProductDependency"])
        if object[field: "fileRef"] == nil && object[field: "productRef"] == nil {
            report(Diagnostics.emptyBuildFile(id: object.id, at: object.location))
        }
        return BuildFile(
            id: object.id, fileReferenceID: reference?.id,
            packageProductName: product.flatMap { string("productName", of: $0) }, location: object.location)
    }

    private mutating func dependency(_ object: PBXObject) -> TargetDependency {
        var dependency = TargetDependency(
            id: object.id, kind: .unknown, name: string("name", of: object), location: object.location)
        if let target = reference("target", of: object, kinds: ProjectTarget.Kind.isas) {
            dependency.kind = .target(id: target.id)
            dependency.name = dependency.name ?? string("name", of: target)
        } else if let proxy = reference("targetProxy", of: object, kinds: ["PBXContainerItemProxy"]) {
            dependency.name = dependency.name ?? string("remoteInfo", of: proxy)
            let remote = string("remoteGlobalIDString", of: proxy, required: true)
            let portal = proxy[field: "containerPortal"]?.stringValue
            if let remote, portal == nil || portal == graph.rootObjectID {
                let location = proxy[field: "remoteGlobalIDString"]?.location ?? proxy.location
                // A dependency left behind when its target was deleted (BlueWallet's MarketWidgetExtension): Xcode
                // skips it, which is worth a warning, not an error.
                guard graph.indexByID[remote] != nil else {
                    report(Diagnostics.staleDependency(name: string("remoteInfo", of: proxy), id: remote, at: location))
                    return dependency
                }
                if resolve(
                    remote, field: "remoteGlobalIDString", of: proxy, kinds: ProjectTarget.Kind.isas, at: location)
                    != nil
                {
                    dependency.kind = .target(id: remote)
                }
            } else if let remote {
                let project = reference("containerPortal", of: proxy, kinds: ["PBXFileReference"])
                dependency.kind = .externalTarget(id: remote, projectReferenceID: project?.id)
            }
        } else if let product = reference("productRef", of: object, kinds: ["XCSwiftPackageProductDependency"]) {
            dependency.kind = .packageProduct(name: string("productName", of: product) ?? product.id)
        }
        return dependency
    }
}
