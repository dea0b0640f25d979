import Support

/// Reads an xcconfig file and everything it includes, through a ``FileSystem``, into one flat assignment list.
///
/// Include search follows Xcode's build system (swift-build's `MacroConfigFileLoader`): a relative path is
/// looked for in the including file's folder, then in each ancestor includer's folder going outward, then in the
/// source root; in each folder the path itself is tried before `path.xcconfig` (the latter only when the path
/// has no extension), and the first that exists wins. An absolute path is tried as is, then with `.xcconfig`.
/// A leading `<DEVELOPER_DIR>` is replaced by the developer folder. Files are followed with an explicit stack,
/// so nesting depth is limited by memory, not by the thread's stack; each distinct file is read and parsed once.
/// Paths inside messages are relative to the source root when they lie inside it.
public struct XCConfigLoader: Sendable {
    /// Where files are read from.
    public let fileSystem: any FileSystem
    /// The last folder searched for relative includes, if any.
    public let sourceRoot: String?
    /// What `<DEVELOPER_DIR>` stands for at the start of an include path, if known.
    public let developerDirectory: String?
    /// The folder paths inside messages are shown relative to (the folders searched for a missing include, a file
    /// that cannot be read), when it is not the source root: a repository's root, whose project is in a subfolder,
    /// so that messages and their locations name paths alike.
    public var messageRoot: String?
    /// How many includes one load follows before it stops, so that files including each other many times over
    /// (each diamond doubles the work) cannot exhaust memory.
    public var maximumIncludeCount = 10_000

    /// Creates a loader.
    public init(fileSystem: any FileSystem, sourceRoot: String?, developerDirectory: String? = nil) {
        self.fileSystem = fileSystem
        self.sourceRoot = sourceRoot
        self.developerDirectory = developerDirectory
    }

    /// Loads the file at `path` with its includes; problems are reported in the result, never thrown.
    public func load(path: String) -> LoadedXCConfig {
        var cache = XCConfigFileCache()
        return load(path: path, cache: &cache)
    }

    /// Loads the file at `path` with its includes, reading each file only when `cache` does not hold it yet.
    ///
    /// A workspace loads one chain per clone and configuration, and every chain includes the same base file;
    /// sharing the cache reads and parses it once. The result is the same as without a cache, parse problems
    /// of cached files included.
    ///
    /// A chain loaded before through `cache` by a loader with the same source root, developer folder, message root and
    /// include limit is not loaded again: its result depends on nothing else (a project's settings, the clone reader
    /// and the audit of used files each load every base configuration's chain).
    public func load(path: String, cache: inout XCConfigFileCache) -> LoadedXCConfig {
        let normalized = Path.normalize(path)
        // One string rather than a structure: the first dictionary keyed by a new type searches every conformance
        // record of the binary (300,000 instructions) for its `Hashable`.
        let key = [
            normalized, sourceRoot ?? "\u{1}", developerDirectory ?? "\u{1}", messageRoot ?? sourceRoot ?? "\u{1}",
            String(maximumIncludeCount),
        ].joined(separator: "\u{0}")
        if let known = cache.chains[key] { return known }
        // The run holds the only reference to the cache while it adds files, so that no addition copies the tables.
        var run = LoadRun(loader: self, path: normalized)
        swap(&cache, &run.cache)
        run.run()
        swap(&cache, &run.cache)
        cache.chains[key] = run.result
        return run.result
    }
}

/// Files already read and parsed, by canonical path, and chains already loaded, to share between loads of one
/// unchanging file system.
public struct XCConfigFileCache: Sendable {
    var files: [String: Result<XCConfigFile, FileSystemError>] = [:]
    /// Each chain loaded, by its path and what else its loading depends on: the loader's source root, developer folder,
    /// message root and include limit.
    var chains: [String: LoadedXCConfig] = [:]

    /// An empty cache.
    public init() {}
}

/// One file being expanded: where it is and how far its statements have been taken.
private struct Frame {
    var file: XCConfigFile
    var canonicalPath: String
    var folder: String
    var next = 0
}

/// The mutable state of one ``XCConfigLoader/load(path:)``.
private struct LoadRun {
    let loader: XCConfigLoader
    var result: LoadedXCConfig
    /// Files parsed by this or earlier loads.
    var cache = XCConfigFileCache()
    /// Canonical paths read by this load, whose parse problems it has reported.
    private var readHere: Set<String> = []
    private var listedFiles: Set<String> = []
    private var listedEdges: Set<IncludeEdge> = []
    private var listedProbes: Set<String> = []
    private var listedOptionalMisses: Set<SourceLocation> = []
    private var reported: Set<Diagnostic> = []
    private var stack: [Frame] = []
    /// Canonical paths of the files on `stack`, to tell a cycle (an includer again) from a diamond.
    private var active: Set<String> = []
    private var includeCount = 0

    init(loader: XCConfigLoader, path: String) {
        self.loader = loader
        self.result = LoadedXCConfig(path: path)
    }

    mutating func run() {
        let canonical = loader.fileSystem.canonicalPath(of: result.path)
        switch read(result.path, canonicalPath: canonical) {
        case .failure(let error):
            report(XCConfigLoadDiagnostics.unreadableFile(result.path, shownAs: shown(result.path), reason: error))
            return
        case .success(let file):
            push(file, path: result.path, canonicalPath: canonical)
        }
        while let top = stack.last {
            guard top.next < top.file.statements.count else {
                active.remove(top.canonicalPath)
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            switch top.file.statements[top.next] {
            case .assignment(let assignment): result.assignments.append(assignment)
            case .include(let directive): follow(directive, from: top.file.path)
            }
        }
    }

    private mutating func push(_ file: XCConfigFile, path: String, canonicalPath: String) {
        stack.append(Frame(file: file, canonicalPath: canonicalPath, folder: Path.directory(of: path)))
        active.insert(canonicalPath)
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        if reported.insert(diagnostic).inserted { result.diagnostics.append(diagnostic) }
    }

    /// Reads and parses `path` once per canonical path, listing it and its parse problems on first read.
    private mutating func read(_ path: String, canonicalPath: String) -> Result<XCConfigFile, FileSystemError> {
        let outcome: Result<XCConfigFile, FileSystemError>
        if let cached = cache.files[canonicalPath] {
            outcome = cached
        } else {
            do {
                let bytes = try loader.fileSystem.contents(of: path)
                outcome = .success(XCConfigParser.parse(bytes, path: path))
            } catch {
                outcome = .failure(error)
            }
            cache.files[canonicalPath] = outcome
        }
        if readHere.insert(canonicalPath).inserted, case .success(let file) = outcome {
            for diagnostic in file.diagnostics { report(diagnostic) }
        }
        if case .success = outcome, listedFiles.insert(path).inserted { result.files.append(path) }
        return outcome
    }

    private mutating func follow(_ directive: IncludeDirective, from includer: String) {
        guard let found = resolve(directive) else { return }
        let canonical = loader.fileSystem.canonicalPath(of: found)
        if active.contains(canonical) {
            let start = stack.firstIndex { $0.canonicalPath == canonical } ?? 0
            let chain = stack[start...].map { Path.lastComponent(of: $0.file.path) } + [Path.lastComponent(of: found)]
            report(XCConfigLoadDiagnostics.includeCycle(directive.path, chain: chain, at: directive.location))
            return
        }
        includeCount += 1
        guard includeCount <= loader.maximumIncludeCount else {
            // Reported once: past the limit every further include is skipped.
            if includeCount == loader.maximumIncludeCount + 1 {
                report(XCConfigLoadDiagnostics.includeLimit(loader.maximumIncludeCount, at: directive.location))
            }
            return
        }
        switch read(found, canonicalPath: canonical) {
        case .failure(let error):
            report(XCConfigLoadDiagnostics.unreadableInclude(shown(found), reason: error, at: directive.location))
        case .success(let file):
            let edge = IncludeEdge(file: includer, location: directive.location, resolvedPath: found)
            if listedEdges.insert(edge).inserted { result.includes.append(edge) }
            push(file, path: found, canonicalPath: canonical)
        }
    }

    /// The path `directive` names, found by the search; `nil` after reporting when it is not found.
    private mutating func resolve(_ directive: IncludeDirective) -> String? {
        var includePath = directive.path
        let developerPrefix = "<DEVELOPER_DIR>"
        if includePath.hasPrefix(developerPrefix) {
            guard let developerDirectory = loader.developerDirectory else {
                if !directive.isOptional {
                    report(XCConfigLoadDiagnostics.missingDeveloperDirectory(directive.path, at: directive.location))
                }
                return nil
            }
            includePath = developerDirectory + includePath.dropFirst(developerPrefix.count)
        }
        let addsExtension = Path.pathExtension(of: includePath).isEmpty
        let folders = Path.isAbsolute(includePath) ? [""] : searchFolders()
        let named = Self.nameCount(Path.normalize(includePath))
        for folder in folders {
            let candidate = Path.normalize(Path.join(folder, includePath))
            if let found = find(candidate, naming: named, for: directive) { return found }
            probe(candidate)
            if addsExtension {
                let withExtension = Path.normalize(Path.join(folder, includePath + ".xcconfig"))
                if let found = find(withExtension, naming: named, for: directive) { return found }
                probe(withExtension)
            }
        }
        if directive.isOptional {
            if listedOptionalMisses.insert(directive.location).inserted {
                result.optionalIncludesNotFound.append(directive.location)
            }
        } else {
            report(
                XCConfigLoadDiagnostics.missingInclude(
                    directive.path, searched: folders.filter { !$0.isEmpty }.map(shown), triedExtension: addsExtension,
                    suggestion: closestExisting(to: directive.path, resolvedAs: includePath, in: folders),
                    at: directive.location))
        }
        return nil
    }

    /// `candidate`, or the file it names spelt as on disk, when macOS's default file system finds one there.
    ///
    /// A name that differs only in case from the one on disk is found too, and the include warned about, since a
    /// case-sensitive file system (and Xcode on one) does not find it. The last `named` components of `candidate` are
    /// the ones the include path names.
    private mutating func find(_ candidate: String, naming named: Int, for directive: IncludeDirective) -> String? {
        let exists = loader.fileSystem.exists(candidate)
        // A case-insensitive file system says the file exists whatever the case; the listings say how it is spelt.
        guard let spelled = spelling(of: candidate, lastComponents: named), spelled != candidate else {
            return exists ? candidate : nil
        }
        guard loader.fileSystem.isFile(spelled) else { return exists ? candidate : nil }
        report(
            XCConfigLoadDiagnostics.includeCase(
                directive.path, spelled: rewritten(directive.path, endingIn: spelled, named: named),
                at: directive.location))
        return spelled
    }

    /// `path` as the folders' listings spell its last `count` components: each the entry of that name, or else the
    /// one entry whose name differs only in case; `nil` when a component has no such entry (or several).
    private func spelling(of path: String, lastComponents count: Int) -> String? {
        // The last components are cut off the end one at a time: splitting every path of every include whole cost more
        // than the rest of the include search.
        var folder = Substring(path)
        var components: [String] = []
        while components.count < count {
            guard let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) else {
                guard !folder.isEmpty, components.count == count - 1 else { return nil }
                components.append(String(folder))
                folder = ""
                break
            }
            components.append(String(folder[folder.index(after: slash)...]))
            folder = folder[..<slash]
        }
        guard count > 0 else { return nil }
        components.reverse()
        var spelled = folder.isEmpty ? (Path.isAbsolute(path) ? "/" : ".") : String(folder)
        for component in components {
            guard let entries = try? loader.fileSystem.entries(of: spelled) else { return nil }
            if Self.sortedContains(entries, component) {
                spelled = Path.join(spelled, component)
                continue
            }
            let folded = component.lowercased()
            let length = component.utf8.count
            let matches = entries.filter { $0.utf8.count == length && $0.lowercased() == folded }
            guard matches.count == 1 else { return nil }
            spelled = Path.join(spelled, matches[0])
        }
        return Path.normalize(spelled)
    }

    /// How many components of the normalized include path `path` name a folder or file (all but its leading `..`).
    private static func nameCount(_ path: String) -> Int {
        var count = 0
        for component in path.utf8.split(separator: UInt8(ascii: "/")) {
            if !(component.count == 2 && component.allSatisfy({ $0 == UInt8(ascii: ".") })) { count += 1 }
        }
        return count
    }

    /// Whether the sorted `names` hold `name`, by binary search: an include's folder can hold thousands of files.
    private static func sortedContains(_ names: [String], _ name: String) -> Bool {
        var low = 0
        var high = names.count
        while low < high {
            let middle = (low + high) / 2
            if names[middle] < name { low = middle + 1 } else { high = middle }
        }
        return low < names.count && names[low] == name
    }

    /// The include path as written with its last `named` components spelt as in `spelled` (without the `.xcconfig`
    /// the search added when the path was written without it); `spelled` itself, as shown, when the written path
    /// does not name its components one for one (`a/../b`).
    private func rewritten(_ written: String, endingIn spelled: String, named: Int) -> String {
        var parts = written.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let nameIndexes = parts.indices.filter { !["", ".", ".."].contains(parts[$0]) }
        guard nameIndexes.count == named else { return shown(spelled) }
        var spelledNames = Array(spelled.split(separator: "/").suffix(named).map(String.init))
        if Path.pathExtension(of: written).isEmpty, let last = spelledNames.last,
            last.lowercased().hasSuffix(".xcconfig")
        {
            spelledNames[spelledNames.count - 1] = String(last.dropLast(".xcconfig".count))
        }
        for (index, name) in zip(nameIndexes, spelledNames) { parts[index] = name }
        return parts.joined(separator: "/")
    }

    /// Records a path the include search tried and found nothing at.
    private mutating func probe(_ path: String) {
        if listedProbes.insert(path).inserted { result.probedPaths.append(path) }
    }

    /// The include path as written with its file name replaced by the closest one in the folders searched, if any.
    ///
    /// Names are compared without `.xcconfig`, which every candidate shares, and the suggestion leaves it out when the
    /// path was written without an extension; the includer itself is never suggested.
    private func closestExisting(to written: String, resolvedAs includePath: String, in folders: [String]) -> String? {
        let writtenName = Path.lastComponent(of: written)
        let keepsExtension = !Path.pathExtension(of: writtenName).isEmpty
        let subfolder = includePath.contains("/") ? Path.directory(of: includePath) : ""
        let includer = stack.last?.file.path
        var stems: [String] = []
        var shownByStem: [String: String] = [:]
        for folder in folders {
            let directory = Path.normalize(Path.join(folder, subfolder))
            guard let entries = try? loader.fileSystem.entries(of: directory) else { continue }
            for entry in entries {
                let path = Path.join(directory, entry)
                guard path != includer, loader.fileSystem.isFile(path) else { continue }
                let stem = Self.stem(of: entry)
                guard shownByStem[stem] == nil else { continue }
                shownByStem[stem] = keepsExtension ? entry : stem
                stems.append(stem)
            }
        }
        guard let closest = Suggestion.closest(to: Self.stem(of: writtenName), in: stems),
            let shown = shownByStem[closest]
        else { return nil }
        let writtenFolder = written.contains("/") ? Path.directory(of: written) : ""
        return writtenFolder.isEmpty ? shown : Path.join(writtenFolder, shown)
    }

    /// `name` without a trailing `.xcconfig`.
    private static func stem(of name: String) -> String {
        name.hasSuffix(".xcconfig") ? String(name.dropLast(".xcconfig".count)) : name
    }

    /// `path` as messages show it: relative to the message root, else the source root, when inside it (the root
    /// itself is `.`), so output does not depend on where the files are checked out.
    private func shown(_ path: String) -> String {
        guard let root = loader.messageRoot ?? loader.sourceRoot else { return path }
        return Path.relative(path, to: root)
    }

    /// The includer's folder, each ancestor includer's folder outward, then the source root, without repeats.
    private func searchFolders() -> [String] {
        var folders: [String] = []
        var seen: Set<String> = []
        for frame in stack.reversed() where seen.insert(frame.folder).inserted { folders.append(frame.folder) }
        if let root = loader.sourceRoot.map(Path.normalize), seen.insert(root).inserted { folders.append(root) }
        return folders
    }
}
