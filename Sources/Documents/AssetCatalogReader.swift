import Support

/// Reads an `.xcassets` folder: colour sets, app icon sets and image sets, through nested groups.
///
/// Symbolically linked folders are not followed (Xcode does not treat them as groups either), so a link
/// loop cannot make the walk endless. Folders without `Contents.json` are still walked as groups; an
/// asset set without one is reported. Broken `Contents.json` files yield the JSON reader's diagnostics and
/// a set without variants or images, so the set is still known to exist.
public struct AssetCatalogReader: Sendable {
    /// Deeper groups than this are not walked; real catalogs nest a handful of levels.
    public static let maximumGroupDepth = 64

    private let fileSystem: any FileSystem

    /// Creates a reader that reads through `fileSystem`.
    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Reads the catalog at `path`.
    public func read(at path: String) -> Parsed<AssetCatalog> {
        guard fileSystem.isDirectory(path) else {
            return Parsed(value: nil, diagnostics: [AssetCatalogDiagnostics.notFound(path)])
        }
        var catalog = AssetCatalog(path: path)
        var diagnostics: [Diagnostic] = []
        // The catalog's own Contents.json holds nothing a rule needs, but Xcode reads it, so it must parse.
        _ = readContents(at: Path.join(path, "Contents.json"), into: &diagnostics)
        // Depth first with names sorted, so output order is stable.
        var pending: [(path: String, namespace: String, depth: Int)] = [(path, "", 0)]
        while let folder = pending.popLast() {
            guard let entries = try? fileSystem.listing(of: folder.path) else { continue }
            var groups: [(path: String, namespace: String, depth: Int)] = []
            for (name, kind) in entries {
                let child = Path.join(folder.path, name)
                // A folder that is no link; the listing says so when it knows, which saves asking twice per entry.
                switch kind {
                case .directory: break
                case .file, .link: continue
                case .unknown: guard !fileSystem.isSymbolicLink(child), fileSystem.isDirectory(child) else { continue }
                }
                let qualifiedName = folder.namespace + Self.baseName(name)
                switch Path.pathExtension(of: name) {
                case "colorset":
                    let contents = readContents(ofSet: child, into: &diagnostics)
                    catalog.colorSets.append(
                        ColorSet(
                            name: qualifiedName, path: child, variants: colorVariants(contents, into: &diagnostics)))
                case "appiconset":
                    let contents = readContents(ofSet: child, into: &diagnostics)
                    catalog.appIconSets.append(
                        AppIconSet(
                            name: qualifiedName, path: child, images: images(contents, in: child, into: &diagnostics)))
                case "imageset":
                    let contents = readContents(ofSet: child, into: &diagnostics)
                    catalog.imageSets.append(
                        ImageSet(
                            name: qualifiedName, path: child, images: images(contents, in: child, into: &diagnostics)))
                case let other where other.hasSuffix("set") || other == "launchimage":
                    // Other asset kinds (data sets, symbol sets, …) are not needed by any rule yet.
                    continue
                default:
                    guard folder.depth < Self.maximumGroupDepth else { continue }
                    let contents = readContents(at: Path.join(child, "Contents.json"), into: &diagnostics)
                    let providesNamespace = contents?["properties"]?["provides-namespace"]?.boolValue == true
                    groups.append((child, folder.namespace + (providesNamespace ? name + "/" : ""), folder.depth + 1))
                }
            }
            pending.append(contentsOf: groups.reversed())
        }
        return Parsed(value: catalog, diagnostics: diagnostics)
    }

    /// The name of an asset or group folder without its extension: what comes before the last `.`, or nothing.
    package static func baseName(_ folderName: String) -> String {
        let bytes = folderName.utf8
        // In ASCII a `.` is a character of its own; elsewhere one may carry combining marks and not split.
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            return folderName.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        }
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return "" }
        return String(folderName[..<dot])
    }

    /// The parsed `Contents.json` of an asset set, reporting its absence.
    private func readContents(ofSet path: String, into diagnostics: inout [Diagnostic]) -> JSONNode? {
        let contentsPath = Path.join(path, "Contents.json")
        guard fileSystem.exists(contentsPath) else {
            diagnostics.append(AssetCatalogDiagnostics.missingContents(setPath: path))
            return nil
        }
        return parseContents(at: contentsPath, into: &diagnostics)
    }

    /// The parsed JSON at `path`, or `nil` when it is absent, unreadable or broken.
    private func readContents(at path: String, into diagnostics: inout [Diagnostic]) -> JSONNode? {
        guard fileSystem.exists(path) else { return nil }
        return parseContents(at: path, into: &diagnostics)
    }

    /// The parsed JSON of the file at `path`, which exists, or `nil` when it is unreadable or broken.
    ///
    /// Whether the file exists is asked before it is read, although a failed read would tell: a file system that
    /// records reads (`brands sheet --against` has a git revision fetch what was read) must see only files that exist.
    private func parseContents(at path: String, into diagnostics: inout [Diagnostic]) -> JSONNode? {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(of: path)
        } catch {
            diagnostics.append(AssetCatalogDiagnostics.unreadable(path, reason: error))
            return nil
        }
        // Xcode's asset catalog compiler reads a trailing comma (apps ship such files, written by hand or by tools).
        let parsed = JSONParser.parse(bytes, file: path, acceptingTrailingCommas: true)
        diagnostics += parsed.diagnostics
        return parsed.value
    }

    /// The entries of an `images` array.
    private func images(_ contents: JSONNode?, in setPath: String, into diagnostics: inout [Diagnostic]) -> [AssetImage]
    {
        guard let entries = array("images", in: contents, into: &diagnostics) else { return [] }
        return entries.compactMap { entry in
            guard entry.objectMembers != nil else {
                diagnostics.append(wrongKind("images[]", expected: "an object", node: entry))
                return nil
            }
            let filename = entry["filename"]?.stringValue
            let exists = filename.map { !$0.isEmpty && fileSystem.isFile(Path.join(setPath, $0)) } ?? false
            return AssetImage(
                filename: filename, size: entry["size"]?.stringValue, idiom: entry["idiom"]?.stringValue,
                scale: entry["scale"]?.stringValue, platform: entry["platform"]?.stringValue, fileExists: exists,
                location: entry.location)
        }
    }

    /// The array under `field` of `contents`; a missing field is an empty array, a wrong kind is reported.
    func array(_ field: String, in contents: JSONNode?, into diagnostics: inout [Diagnostic]) -> [JSONNode]? {
        guard let node = contents?[field] else { return nil }
        guard let elements = node.arrayElements else {
            diagnostics.append(wrongKind(field, expected: "an array", node: node))
            return nil
        }
        return elements
    }

    func wrongKind(_ field: String, expected: String, node: JSONNode) -> Diagnostic {
        AssetCatalogDiagnostics.invalidContents(
            AssetCatalogDiagnostics.Message.wrongKind(field, expected: expected, found: node.kindDescription),
            at: node.location)
    }
}
