import BrandFormats
import Documents
import Support
import XCConfig
import XcodeProject

/// Reads clone definitions, whatever their source, into the records rules see: documents through one
/// ``DocumentReader`` (so shared files are read once), each configuration's levels evaluated, its Info.plist read and
/// its identity worked out, and every input recorded.
struct CloneReader: Sendable {
    /// The file system everything is read through.
    let fileSystem: any FileSystem
    /// The identity the manifest declares in config files, for what build settings do not give.
    var identity = IdentityDeclaration()
    /// Whether the clone's resources (asset catalogs, font files, fonts plist, entitlements) are read.
    ///
    /// Without them a clone is read for what the rules comparing clones need (see ``CloneSelection``): its inputs,
    /// its config file, and each configuration's settings, Info.plist and identity, by the same code as a full read.
    var readsResources = true
    /// The repository's ignore files, for a note on a missing file git ignores.
    var gitIgnore: GitIgnore?
    /// The workspace's root (absolute, normalised): a header search path outside it is no input.
    var root: String?

    /// `definition`, read.
    func read(_ definition: CloneDefinition, documents: inout DocumentReader) -> LoadedClone {
        var clone = LoadedClone(definition: definition)
        clone.isFullyRead = readsResources
        if let folder = definition.folder { clone.inputs.add(folder, as: .folder) }
        for file in definition.projectFiles {
            clone.inputs.add(file.path, as: file.role)
            // A missing base xcconfig CocoaPods writes: `pod install` has not run, and the Podfile says what it will.
            if file.role == .xcconfig || file.role == .projectXCConfig {
                addCocoaPods(of: file.path, to: &clone.inputs, configuration: nil)
            }
        }
        if let path = definition.configFile {
            clone.inputs.add(path, as: .configFile)
            // A dangling link is there but cannot be read: file_unreadable's.
            if fileSystem.exists(path) || fileSystem.isSymbolicLink(path) {
                clone.config =
                    Path.pathExtension(of: path).lowercased() == "plist"
                    ? documents.plist(at: path).map(PlistJSON.node) : documents.json(at: path)
            } else {
                clone.isConfigFileMissing = true
                documents.diagnostics.append(missingConfigFile(path, of: definition, root: documents.root))
            }
        }
        if let path = definition.fontsPlist {
            clone.inputs.add(path, as: .fontsPlist)
            if readsResources { clone.fontsPlist = documents.plist(at: path) }
        }
        for path in definition.catalogs {
            clone.inputs.add(path, as: .assetCatalog)
            if readsResources, let catalog = documents.catalog(at: path) { clone.catalogs.append(catalog) }
        }
        for path in definition.fontFiles {
            clone.inputs.add(path, as: .fontFile)
            guard readsResources else { continue }
            // A font the target copies that is not there is missing_font's finding at the project's reference, not
            // a file that cannot be read (iFixit's variants).
            if let location = definition.resourceLocations[path], !fileSystem.isFile(path) {
                clone.missingFontFiles.append(MissingFontFile(path: path, location: location))
                continue
            }
            clone.fontFiles.append(FontFile(path: path, postScriptName: documents.fontName(at: path)))
        }
        let declared = DeclaredIdentity(declaration: identity)
        for configuration in definition.configurations {
            var loaded = read(
                configuration, inputs: &clone.inputs, documents: &documents,
                localizedInfoPlists: definition.localizedInfoPlists)
            loaded.identity = declared.complete(loaded.identity, config: clone.config)
            clone.configurations.append(loaded)
        }
        if let product = definition.product {
            clone.product = read(
                product, configurations: clone.configurations, inputs: &clone.inputs, documents: &documents)
        }
        return clone
    }

    /// `definition` evaluated as the clone's configurations are, its settings files and its files recorded as
    /// inputs of the target.
    func read(
        _ definition: ConfigurationDefinition, inputs: inout CloneInputs, documents: inout DocumentReader,
        target: String
    ) -> LoadedConfiguration {
        var targetInputs = CloneInputs()
        let loaded = read(definition, inputs: &targetInputs, documents: &documents)
        for entry in targetInputs.entries {
            inputs.add(
                entry.path, as: entry.role, configuration: entry.configurations.isEmpty ? nil : definition.role,
                target: target)
        }
        return loaded
    }

    private func read(
        _ definition: ConfigurationDefinition, inputs: inout CloneInputs, documents: inout DocumentReader,
        localizedInfoPlists: [String] = []
    ) -> LoadedConfiguration {
        let role = definition.role
        var result = LoadedConfiguration(definition: definition)
        for source in definition.levels {
            switch source.content {
            case .assignments(let assignments):
                result.levels.append(LoadedSettingsLevel(source: source, assignments: assignments))
            case .xcconfig(let path):
                inputs.add(
                    path, as: source.kind == .projectXCConfig ? .projectXCConfig : .xcconfig, configuration: role)
                addCocoaPods(of: path, to: &inputs, configuration: role)
                guard fileSystem.exists(path) else {
                    result.missingFiles.append(path)
                    continue
                }
                let loaded = documents.xcconfig(at: path, sourceRoot: definition.projectDirectory)
                for file in loaded.files where file != loaded.path {
                    inputs.add(file, as: .includedXCConfig, configuration: role)
                    addCocoaPods(of: file, to: &inputs, configuration: role)
                }
                for probed in loaded.probedPaths {
                    inputs.add(probed, as: .probedInclude, configuration: role)
                    // A Flutter xcconfig includes CocoaPods' before `pod install` has written it (Sharezone, WebTrit).
                    addCocoaPods(of: probed, to: &inputs, configuration: role)
                }
                // Flutter writes the app's version into Generated.xcconfig from its pubspec.yaml: a version bump
                // there changes every flavour (wvems_protocols).
                for path in [loaded.files, loaded.probedPaths].joined() {
                    // `ios/Flutter/Generated.xcconfig`, or a macOS app's `macos/Flutter/ephemeral/…` (Sharezone).
                    let levels =
                        path.hasSuffix(Self.flutterGenerated) ? 3 : path.hasSuffix(Self.flutterMacGenerated) ? 4 : 0
                    guard levels > 0 else { continue }
                    var app = path
                    for _ in 0..<levels { app = Path.directory(of: app) }
                    let version = addFlutterApp(at: app, generated: path, to: &inputs, configuration: role)
                    if result.flutterVersion == nil { result.flutterVersion = version }
                }
                result.levels.append(
                    LoadedSettingsLevel(source: source, assignments: loaded.assignments, xcconfig: loaded))
            }
        }
        // Builtins alone are no configuration: its own files are all missing, which a rule reports.
        guard result.levels.contains(where: { $0.source.kind.isFromFiles }) else { return result }
        let evaluation = LayeredEvaluation(levels: result.levels.map(\.level), parameters: definition.parameters)
        result.settings = evaluation.settings
        documents.recordOnce(evaluation.settings.diagnostics)
        result.projectFileDiagnostics = evaluation.settings.diagnostics.filter {
            Path.lastComponent(of: $0.location.file) == "project.pbxproj"
        }
        let infoPlist = evaluation.settings.value(of: "INFOPLIST_FILE")
        let spelled = infoPlist.isEmpty ? "" : Path.normalize(Path.join(definition.projectDirectory, infoPlist))
        // An Info.plist in a folder the build writes in is one a phase writes as the target builds (UTM's
        // `$(DERIVED_FILE_DIR)/Info.plist`, made from `Platform/iOS/Info.plist`): no file of the repository to read
        // or miss.
        let isBuilt =
            !spelled.isEmpty && !fileSystem.exists(spelled)
            && Self.isBuilt(spelled, settings: evaluation.settings, projectDirectory: definition.projectDirectory)
        if !infoPlist.isEmpty, !isBuilt {
            // macOS volumes ignore case by default, so Xcode finds `xdrip/Info.plist` in the folder `xDrip`.
            let path =
                fileSystem.exists(spelled) ? spelled : CaseInsensitivePath.match(spelled, in: fileSystem) ?? spelled
            if path != spelled { result.infoPlistSpelledPath = spelled }
            inputs.add(path, as: .infoPlist, configuration: role)
            result.infoPlistPath = path
            result.isInfoPlistMissing = !fileSystem.exists(path)
            if fileSystem.isFile(path) {
                // Xcode runs such an Info.plist through the C preprocessor first (`#ifdef` lines are no syntax error).
                if IdentityResolver.isYes(evaluation.settings.value(of: "INFOPLIST_PREPROCESS")) {
                    // With the prefix header's macros (VeraAutomationSwift's `Defines.h` gives its version), which is
                    // as much the Info.plist's input as the file.
                    let header = evaluation.settings.value(of: "INFOPLIST_PREFIX_HEADER")
                    let headerPath =
                        header.isEmpty
                        ? nil : Path.normalize(Path.join(definition.projectDirectory, header))
                    // One a build writes (react-native-config's `${BUILD_DIR}/GeneratedInfoPlistDotEnv.h`) is no
                    // file of the repository: read if there, no input.
                    if let headerPath, rootPrefix.map({ headerPath.hasPrefix($0) }) ?? true {
                        inputs.add(headerPath, as: .infoPlistPrefixHeader, configuration: role)
                        // OnionBrowser's git-ignored `version.h`, which a build script writes: the macros it would
                        // define are left as written, which findings on them say (not of one in the build folder).
                        let isBuilt = Self.isBuilt(
                            headerPath, settings: evaluation.settings, projectDirectory: definition.projectDirectory)
                        if !isBuilt, !fileSystem.isFile(headerPath) { result.missingInfoPlistPrefixHeader = headerPath }
                    }
                    result.infoPlist = documents.preprocessedPlist(
                        at: path, definitions: evaluation.settings.value(of: "INFOPLIST_PREPROCESSOR_DEFINITIONS"),
                        prefixHeader: headerPath)
                } else {
                    result.infoPlist = documents.plist(at: path)
                }
            }
        }
        addConditionalFiles(of: result.levels, in: definition.projectDirectory, to: &inputs, configuration: role)
        let entitlements = evaluation.settings.value(of: "CODE_SIGN_ENTITLEMENTS")
        if !entitlements.isEmpty {
            let path = Path.normalize(Path.join(definition.projectDirectory, entitlements))
            // macOS volumes ignore case by default, so `AdGuardPro/x.entitlements` signs with `AdguardPro/x.entitlements`,
            // which is the input (`affected` by a change to it), as the Info.plist found so is.
            let found = fileSystem.exists(path) ? path : CaseInsensitivePath.match(path, in: fileSystem) ?? path
            inputs.add(found, as: .entitlements, configuration: role)
            if found != path { result.entitlementsSpelledPath = path }
            result.entitlementsPath = found
            result.isEntitlementsMissing = !fileSystem.exists(found)
            if readsResources, fileSystem.isFile(found) { result.entitlements = documents.plist(at: found) }
        }
        result.identity = IdentityResolver(evaluation: evaluation, infoPlist: result.infoPlist).resolve()
        // The development region is evaluated only for a target that copies an InfoPlist.strings (an expression
        // evaluated for every configuration of every clone was 3% of a validation).
        if !localizedInfoPlists.isEmpty,
            let name = localizedDisplayName(
                in: localizedInfoPlists, region: developmentRegion(of: result.infoPlist, evaluation: evaluation),
                role: role, inputs: &inputs, documents: &documents)
        {
            result.identity.displayName = name
        }
        return result
    }

    /// The end of the path of a Flutter app's `ios/Flutter/Generated.xcconfig` (or another platform folder's), which
    /// `flutter pub get` writes; asked of every file of every chain, so as one suffix.
    static let flutterGenerated = "/Flutter/Generated.xcconfig"

    /// The same for a macOS Flutter app's `macos/Flutter/ephemeral/Flutter-Generated.xcconfig`.
    static let flutterMacGenerated = "/Flutter/ephemeral/Flutter-Generated.xcconfig"

    /// The Flutter app at `folder` (holding its `pubspec.yaml`) as inputs for `brands affected`: its pubspec and lock
    /// file, its Dart code and assets, which the target's "Run Script" phase (`xcode_backend.sh build`) compiles
    /// into the app (Sharezone's `app/lib/main.dart` touched no clone), and the local packages it takes from the
    /// repository's folders (``addFlutterPackages(of:dependencies:to:configuration:)``); returns the version the
    /// pubspec writes, from which Flutter writes `generated`.
    ///
    /// The pubspec is read once for both.
    func addFlutterApp(at folder: String, generated: String, to inputs: inout CloneInputs, configuration: String)
        -> PubspecVersion?
    {
        let pubspec = Path.join(folder, "pubspec.yaml")
        guard fileSystem.isFile(pubspec) else { return nil }
        inputs.add(pubspec, as: .flutterPubspec, configuration: configuration)
        let lock = Path.join(folder, "pubspec.lock")
        if fileSystem.isFile(lock) { inputs.add(lock, as: .flutterPubspec, configuration: configuration) }
        for name in ["lib", "assets"] where fileSystem.isDirectory(Path.join(folder, name)) {
            inputs.add(Path.join(folder, name), as: .flutterSource, configuration: configuration)
        }
        guard let bytes = try? fileSystem.contents(of: pubspec) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        addFlutterPackages(
            of: folder, dependencies: PubspecPathDependencies(text: text), to: &inputs, configuration: configuration)
        return PubspecVersion(text: text, path: pubspec, generatedXCConfig: generated)
    }

    /// The byte offset of the first `needle` in `text`, if any.
    static func firstOffset(of needle: String, in text: String) -> Int? {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return 0 }
        var text = text
        return text.withUTF8 { bytes -> Int? in
            guard bytes.count >= pattern.count else { return nil }
            var index = 0
            while index <= bytes.count - pattern.count {
                if bytes[index] == first {
                    var matched = 1
                    while matched < pattern.count && bytes[index + matched] == pattern[matched] { matched += 1 }
                    if matched == pattern.count { return index }
                }
                index += 1
            }
            return nil
        }
    }

    /// The folder of CocoaPods' per-target xcconfig files, below the folder holding the Podfile.
    static let podsSupportFiles = "/Pods/Target Support Files/"

    /// For an xcconfig CocoaPods writes (`Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig`, read or not),
    /// the Podfile and Podfile.lock beside `Pods` and the `Pods` folder itself: `pod update` changes what the clone is
    /// built with, and nothing else it reads says so (planetary-ios, opentrace).
    func addCocoaPods(of xcconfig: String, to inputs: inout CloneInputs, configuration: String?) {
        // Every xcconfig of every chain is asked: a byte search, not Foundation's (6M instructions on 100 clones).
        guard let start = Self.firstOffset(of: Self.podsSupportFiles, in: xcconfig) else { return }
        let root = String(decoding: xcconfig.utf8.prefix(start), as: UTF8.self)
        for name in ["Podfile", "Podfile.lock"] where fileSystem.isFile(Path.join(root, name)) {
            inputs.add(Path.join(root, name), as: .podfile, configuration: configuration)
        }
        // Also before `pod install`, beside a Podfile: a change that deletes a committed Pods folder is the clone's.
        let pods = Path.join(root, "Pods")
        if fileSystem.isDirectory(pods) || fileSystem.isFile(Path.join(root, "Podfile")) {
            inputs.add(pods, as: .podsFolder, configuration: configuration)
        }
        for folder in localPods(listedIn: Path.join(root, "Podfile.lock"), root: root) {
            inputs.add(folder, as: .localPod, configuration: configuration)
        }
    }

    /// The folders of the repository the lock file's `EXTERNAL SOURCES` take pods from (`:path: "./Gekidou"`, or the
    /// pod's `.podspec` in its folder, relative to the Podfile), those in `node_modules` left out: a package manager
    /// writes them, and git does not hold them (mattermost-mobile's `../libraries/@mattermost/rnutils` counts, React
    /// Native's own pods do not).
    func localPods(listedIn lock: String, root: String) -> [String] {
        guard let bytes = try? fileSystem.contents(of: lock) else { return [] }
        var folders: [String] = []
        var inSources = false
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") { inSources = line.hasPrefix("EXTERNAL SOURCES:") }
            let trimmed = line.drop { $0 == " " }
            guard inSources, trimmed.hasPrefix(":path:") else { continue }
            var value = trimmed.dropFirst(":path:".count).drop { $0 == " " }
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
            var folder = Path.normalize(Path.join(root, String(value)))
            // A path may name the podspec itself (ChatSecure's `Submodules/OTRKit/OTRKit.podspec`): its folder is
            // the pod's.
            if folder.hasSuffix(".podspec") || folder.hasSuffix(".podspec.json") { folder = Path.directory(of: folder) }
            // A pod whose folder holds the Podfile (ChatSecure's `ChatSecureCore.podspec` at the root) is the app's
            // own sources under another name, already its members: the whole folder would be every file.
            guard folder != root, !(root + "/").hasPrefix(folder + "/"),
                !folder.split(separator: "/").contains("node_modules"), fileSystem.isDirectory(folder),
                !folders.contains(folder)
            else { continue }
            folders.append(folder)
        }
        return folders
    }

    /// The finding that `path`, the config file of `definition`, is not there, noting when git ignores it.
    private func missingConfigFile(_ path: String, of definition: CloneDefinition, root: String?) -> Diagnostic {
        let shown = root.map { Path.relative(path, to: $0) } ?? path
        var finding = ConfigFileNotFoundRule.finding(
            clone: definition.id, path: path, shownAs: shown, namer: definition.configFileNamer)
        if let note = gitIgnore?.note(for: path, shownAs: shown) { finding.notes.append(note) }
        return finding
    }
}
