import Documents
import Support
import XCConfig

/// A font named in `custom_fonts.plist` is neither bundled nor a system font, or is bundled but not listed in
/// `UIAppFonts`; or `UIAppFonts` lists a file the clone does not have.
public struct MissingFontRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "missing_font", severity: .error,
        summary: "a font is referenced but not bundled, or bundled but not listed in UIAppFonts",
        rationale:
            "UIFont(name:) returns nil for an unregistered font, and the app silently falls back to the system font.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/custom_fonts.plist": ExampleWorkspace.fontsPlist.replacingFirst(
                        "<string>Georgia-Bold</string>", with: "<string>AlphaSerif-Bold</string>")
                ],
                expecting: "Brands/ALPHA/custom_fonts.plist", line: 6),
            RuleExample(
                files: [
                    "Brands/ALPHA/Info.plist": ExampleWorkspace.infoPlist.replacingFirst(
                        "<array/>", with: "<array><string>Missing.ttf</string></array>")
                ],
                expecting: "Brands/ALPHA/Info.plist", line: 16),
        ])

    /// `font 'X' is not bundled with A and is not an iOS system font`, with a close bundled or system font name as a
    /// suggestion when there is one; `destination` is where font files go (`Brands/A/Fonts` by default).
    public static func notBundled(_ name: String, clone: String, suggestion: String? = nil, destination: String? = nil)
        -> String
    {
        let text = "font '\(name)' is not bundled with \(clone) and is not an iOS system font"
        if let suggestion { return text + "; did you mean '\(suggestion)'?" }
        return text + "; add the font file to \(destination ?? "Brands/\(clone)/Fonts") and to UIAppFonts"
    }

    /// `font 'X' is not bundled with A: 'X.ttf' is, but its PostScript name is 'Y'`: the file meant is there under
    /// another name, which is the one UIFont(name:) takes.
    public static func differentName(_ name: String, clone: String, fileName: String, actual: String) -> String {
        "font '\(name)' is not bundled with \(clone): '\(fileName)' is, but its PostScript name is '\(actual)'; write '\(actual)' in custom_fonts.plist"
    }

    /// `font file 'x.ttf' is bundled but not listed in UIAppFonts`.
    public static func notListed(_ fileName: String, name: String) -> String {
        "font '\(name)' is bundled as '\(fileName)' but not listed in UIAppFonts; add '\(fileName)' to the Info.plist"
    }

    /// `UIAppFonts lists 'x.ttf', which the clone does not have`; `place` is where its fonts are (`Brands/A`).
    ///
    /// A bundled font file (of `bundled`, sorted) whose name differs only in case is named with why it matters (the
    /// simulator runs on the Mac's case-insensitive disk, an iPhone's is case-sensitive); else a close one is
    /// suggested.
    public static func listedButMissing(_ fileName: String, place: String, bundled: [String] = []) -> String {
        let text = "UIAppFonts lists '\(fileName)', which is not in \(place)"
        let name = Path.lastComponent(of: fileName)
        if let sameLetters = bundled.first(where: { $0.lowercased() == name.lowercased() }) {
            return text
                + "; '\(sameLetters)' is, a name that differs in case, which the simulator ignores but an iPhone "
                + "does not; write '\(sameLetters)'"
        }
        if let suggestion = Suggestion.closest(to: name, in: bundled) {
            return text + "; did you mean '\(suggestion)'?"
        }
        return text + "; add the file or remove the entry"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var missing: [MissingListedFont] = []
        var absent = Set<SourceLocation>()
        for facts in context.cloneFacts {
            let clone = facts.clone
            // Scheme clones of one target share its references: each is one finding.
            for file in clone.missingFontFiles where absent.insert(file.location).inserted {
                var missingFile = finding(
                    Self.notOnDisk(
                        Path.lastComponent(of: file.path), at: context.workspace.relativePath(file.path),
                        target: clone.definition.target),
                    at: file.location)
                // One git ignores is written by a script (mattermost's compass-icons.ttf), as other missing files.
                if let note = context.workspace.ignoredFileNote(file.path) { missingFile.notes.append(note) }
                diagnostics.append(missingFile)
            }
            let listed = clone.infoPlists.flatMap { Self.appFonts($0.plist) }
            let listedNames = Set(listed.map { Path.lastComponent(of: $0.0) })
            // Whether UIAppFonts can be judged: an Info.plist that is missing or did not parse is reported by
            // its own rule, and must not make every bundled font look unlisted.
            let named = clone.configurations.filter { $0.infoPlistPath != nil }
            let infoPlistsRead = !named.isEmpty && named.allSatisfy { $0.infoPlist != nil }
            // A clone an Xcode target builds bundles the fonts the target copies, wherever they are.
            let target = clone.definition.target.map { " as a resource of target '\($0)'" } ?? ""
            let place =
                clone.definition.target.map { "the resources of target '\($0)'" }
                ?? clone.folder.map(context.workspace.relativePath) ?? "the resources of \(clone.id)"
            for font in facts.fonts {
                guard let name = font.postScriptName, let location = font.source.location else { continue }
                if let file = clone.fontFiles.first(where: { $0.postScriptName == name }) {
                    if infoPlistsRead && !listedNames.contains(file.fileName) {
                        diagnostics.append(finding(Self.notListed(file.fileName, name: name), at: location))
                    }
                } else if !SystemFonts.postScriptNames.contains(name) {
                    let destination =
                        clone.folder.map { context.workspace.relativePath(Path.join($0, "Fonts")) + target } ?? place
                    diagnostics.append(
                        finding(Self.unknownFontMessage(name, in: clone, destination: destination), at: location))
                }
            }
            // A font the target copies that is not on disk is reported above; the list is right to name it
            // (mattermost's generated compass-icons.ttf).
            let bundled = Set(
                clone.fontFiles.map(\.fileName) + clone.missingFontFiles.map { Path.lastComponent(of: $0.path) })
            var reported = Set<SourceLocation>()
            // A target that copies its pods' resources may get a listed font from a pod (react-native-vector-icons'
            // fonts in standardnotes), which brands cannot see before `pod install`: a listed font is not judged
            // then, unless the script lists what it writes and that is not among it (flash-mobile's Sora fonts).
            let podsMayCopy = { (name: String) -> Bool in
                guard clone.definition.copiesPodResources else { return false }
                return clone.definition.podResourceNames?.contains(name) ?? true
            }
            for (fileName, location) in listed {
                let name = Path.lastComponent(of: fileName)
                guard !bundled.contains(name), !podsMayCopy(name), reported.insert(location).inserted else { continue }
                missing.append(
                    MissingListedFont(
                        fileName: fileName, location: location, bundled: bundled.sorted(), place: place,
                        target: clone.definition.target))
            }
        }
        return diagnostics + listedButMissing(missing)
    }

    /// A font file a target copies that is not on disk.
    static func notOnDisk(_ fileName: String, at path: String, target: String?) -> String {
        let copier = target.map { "target '\($0)'" } ?? "the target"
        return "\(copier) copies the font '\(fileName)', which is not on disk at '\(path)'; add the file or remove it "
            + "from the target's resources"
    }

    /// A font an Info.plist lists that a clone does not bundle.
    private struct MissingListedFont {
        var fileName: String
        var location: SourceLocation
        var bundled: [String]
        var place: String
        var target: String?
    }

    /// One finding per listed font and Info.plist line: targets that share the Info.plist and lack the same font are
    /// named together (flash-mobile's LNFlash and LNFlash-Alt, eight fonts each).
    private func listedButMissing(_ missing: [MissingListedFont]) -> [Diagnostic] {
        var groups: [[MissingListedFont]] = []
        var positions: [String: Int] = [:]
        for font in missing {
            let key = "\(font.location)|\(font.fileName)|\(font.bundled)|\(font.target == nil)"
            if let position = positions[key] {
                groups[position].append(font)
            } else {
                positions[key] = groups.count
                groups.append([font])
            }
        }
        return groups.flatMap { group -> [Diagnostic] in
            let named = group.compactMap(\.target)
            guard let first = group.first, group.count > 1, named.count == group.count else {
                return group.map { font in
                    finding(
                        Self.listedButMissing(font.fileName, place: font.place, bundled: font.bundled),
                        at: font.location)
                }
            }
            // Two scheme clones of one target (opentrace's production and staging) name it once.
            var targets: [String] = []
            for target in named where !targets.contains(target) { targets.append(target) }
            let place =
                targets.count == 1
                ? "the resources of target '\(targets[0])'"
                : "the resources of targets " + Plural.list(targets.map { "'\($0)'" })
            return [
                finding(Self.listedButMissing(first.fileName, place: place, bundled: first.bundled), at: first.location)
            ]
        }
    }

    /// Why `name` is no font of `clone`: a bundled file named like it has another PostScript name, or a bundled or
    /// system font has a close name, or nothing is close.
    static func unknownFontMessage(_ name: String, in clone: LoadedClone, destination: String) -> String {
        let stem = { (fileName: String) in
            fileName.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        }
        if let file = clone.fontFiles.first(where: { stem($0.fileName).lowercased() == name.lowercased() }),
            let actual = file.postScriptName
        {
            return differentName(name, clone: clone.id, fileName: file.fileName, actual: actual)
        }
        let bundled = clone.fontFiles.compactMap(\.postScriptName)
        let suggestion =
            Suggestion.closest(to: name, in: bundled)
            ?? Suggestion.closest(to: name, in: SystemFonts.sortedPostScriptNames)
        return notBundled(name, clone: clone.id, suggestion: suggestion, destination: destination)
    }

    /// The `UIAppFonts` entries of an Info.plist.
    static func appFonts(_ plist: PlistNode) -> [(String, SourceLocation)] {
        guard case .dictionary(let members) = plist.value,
            let fonts = members.first(where: { $0.key == "UIAppFonts" }), case .array(let entries) = fonts.value.value
        else { return [] }
        return entries.compactMap { entry in
            if case .string(let name) = entry.value { return (name, entry.location) }
            return nil
        }
    }

    private func finding(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(Self.description.severity, rule: Self.description.id, message, at: location)
    }
}
