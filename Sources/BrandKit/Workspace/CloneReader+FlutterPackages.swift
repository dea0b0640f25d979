import Support

extension CloneReader {
    /// The local packages the Flutter app at `folder` takes from the repository's folders, as inputs for `brands
    /// affected`: each package's `pubspec.yaml` and its `lib` and `assets` folders, which the app's build phase
    /// compiles as it does the app's own (whitelabel-flutter's brand app `ordibank` takes the shared app `base` with
    /// `path: ../base`: a change to `base/lib` touched no clone).
    ///
    /// The packages the app depends on by `path:`, and those they depend on in turn, each relative to the folder of
    /// the pubspec naming it; the app's `dependency_overrides` replace a package of their name wherever it is
    /// depended on (`ordibank` overrides the `flavor` that `base` takes from `base/flavor` with its own), and a
    /// package they take from a folder counts even if nothing is seen to depend on it (a remote package may). A
    /// folder outside the root is not followed, nor one already read (a package depending back on the app).
    ///
    /// `pubspec` is what the app's own `pubspec.yaml` takes from folders, read by the caller.
    func addFlutterPackages(
        of folder: String, dependencies pubspec: PubspecPathDependencies, to inputs: inout CloneInputs,
        configuration: String
    ) {
        let app = Path.normalize(folder)
        func absolute(_ dependency: PubspecPathDependencies.Dependency, from folder: String) -> String? {
            dependency.path.map { Path.normalize(Path.join(folder, $0)) }
        }
        var overrides: [String: String?] = [:]
        for dependency in pubspec.overrides { overrides[dependency.name] = absolute(dependency, from: app) }
        var queue = (pubspec.dependencies + pubspec.overrides).compactMap { dependency in
            absolute(dependency, from: app).map { (name: dependency.name, folder: $0) }
        }[...]
        var seen: Set<String> = [app]
        while let (name, declared) = queue.popFirst() {
            // An override of the app's wins; one taking the package from elsewhere (a version, git) leaves no folder.
            var package: String? = declared
            if let override = overrides[name] { package = override }
            // The root itself may be a package (a plugin's `example` app takes it with `path: ../`).
            guard let package, rootPrefix.map({ (package + "/").hasPrefix($0) }) ?? true,
                seen.insert(package).inserted,
                let dependencies = pubspecDependencies(in: package)
            else { continue }
            inputs.add(Path.join(package, "pubspec.yaml"), as: .flutterPackage, configuration: configuration)
            for name in ["lib", "assets"] where fileSystem.isDirectory(Path.join(package, name)) {
                inputs.add(Path.join(package, name), as: .flutterPackage, configuration: configuration)
            }
            queue += dependencies.dependencies.compactMap { dependency in
                absolute(dependency, from: package).map { (name: dependency.name, folder: $0) }
            }
        }
    }

    /// What the `pubspec.yaml` in `folder` takes from folders, if there is one to read.
    private func pubspecDependencies(in folder: String) -> PubspecPathDependencies? {
        guard let bytes = try? fileSystem.contents(of: Path.join(folder, "pubspec.yaml")) else { return nil }
        return PubspecPathDependencies(text: String(decoding: bytes, as: UTF8.self))
    }
}
