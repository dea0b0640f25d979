import Support
import XCConfig
import XcodeProject

/// A file under one clone's folder, or named for one clone, is built or copied by another clone's target.
public struct ForeignTargetMemberRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The example project with BETA's resources phase also copying ALPHA's config file, through a build file of
    /// its own on line 39 (after BETA's objects), as Xcode writes one when the box is ticked.
    private static let crossedProject: String = {
        var lines = ExampleWorkspace.projectText.replacingOccurrences(
            of: "RBETA = {isa = PBXResourcesBuildPhase; files = (BCBETA, BJBETA, BFBETA); };",
            with: "RBETA = {isa = PBXResourcesBuildPhase; files = (BCBETA, BJBETA, BFBETA, BXBETA); };"
        ).components(separatedBy: "\n")
        if let end = lines.lastIndex(of: "\t};") {
            lines.insert("\t\tBXBETA = {isa = PBXBuildFile; fileRef = FJALPHA; };", at: end)
        }
        return lines.joined(separator: "\n")
    }()

    /// `true`: findings on a clone depend on the other clones.
    public static let comparesClones = true

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "foreign_target_member", severity: .warning,
        summary: "a file of one clone's folder, or named for one clone, is a member of another clone's target",
        rationale: "'Target membership hell': a box ticked in Xcode's file inspector ships one brand's config, "
            + "icon or font in another brand's app, and the build takes whichever copy comes last.",
        triggeringExamples: [
            // BETA's resources phase also copies Brands/ALPHA/config.json: reported at BETA's build file of it.
            RuleExample(
                project: true, files: [ExampleWorkspace.projectFile: crossedProject],
                expecting: ExampleWorkspace.projectFile, line: 39),
            // A file named for ALPHA in BETA's target.
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.projectFile: crossedProject.replacingOccurrences(
                        of: "BXBETA = {isa = PBXBuildFile; fileRef = FJALPHA; };",
                        with: "BXBETA = {isa = PBXBuildFile; fileRef = FJALPHA; }; FXBETA = {isa = PBXFileReference; "
                            + "path = \"Shared/ALPHA-Logo.png\"; sourceTree = SOURCE_ROOT; };"
                    ).replacingOccurrences(
                        of: "BXBETA = {isa = PBXBuildFile; fileRef = FJALPHA; };",
                        with: "BXBETA = {isa = PBXBuildFile; fileRef = FXBETA; };"),
                    "Shared/ALPHA-Logo.png": "PNG",
                ], expecting: ExampleWorkspace.projectFile, line: 39),
        ],
        nonTriggeringExamples: [.projectBaseline, .baseline])

    /// `Brands/A/config.json, A's, is a member of target 'B' (clone B)`.
    public static func message(path: String, owner: String, target: String, clone: String, named: Bool) -> String {
        let why = named ? "is named for \(owner)" : "is in \(owner)'s folder"
        return "'\(path)' \(why) but is a member of target '\(target)' of clone \(clone); untick the target in the "
            + "file's target membership, or move the file out of \(owner)'s folder if every clone shares it"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let clones = context.workspace.clones
        // Every file of every target is matched against every clone's folder and id: both are indexed, so that the
        // owners of a file are found from its folders and its name's words, not by going through every clone. The
        // index is of every clone, so made once for every selection of a validation (a sheet's cards).
        let index = context.tables.table(Self.description.id) { Owners(clones) }
        let (foldersByPath, idPositions) = (index.foldersByPath, index.idPositions)
        var diagnostics: [Diagnostic] = []
        var reported = Set<String>()
        for clone in context.clones {
            guard let product = clone.product else { continue }
            let ownFolder = clone.folder.map(Path.normalize)
            let ownNames = Set([clone.id, clone.definition.name] + product.targets.map(\.name))
            for target in product.targets {
                for file in target.files.files {
                    guard let path = file.path.absolutePath.map(Path.normalize) else { continue }
                    if let ownFolder, OrphanAudit.isInside(path, ownFolder) { continue }
                    var owner = Self.folderOwner(of: path, except: clone.id, in: foldersByPath)
                    var named = false
                    if owner == nil {
                        // The first clone, in workspace order, that one of the name's words names.
                        owner =
                            Self.tokens(of: Path.lastComponent(of: path)).compactMap { token in
                                idPositions[token].map { (position: $0, id: clones[$0].id) }
                            }.filter { candidate in
                                candidate.id != clone.id && !ownNames.contains { $0.contains(candidate.id) }
                            }.min { $0.position < $1.position }?.id
                        named = owner != nil
                    }
                    // Clones that share the target (configurations of one target) cannot differ in membership.
                    guard let owner,
                        context.workspace.clone(owner)?.product?.targets.contains(where: { $0.id == target.id })
                            != true,
                        reported.insert("\(path)|\(target.name)|\(clone.id)").inserted
                    else { continue }
                    // A name is weaker evidence than a folder: a file the targets of three clones or more build is
                    // shared, whatever its name (Provenance's `Provenance.storyboard`, in nine targets, was said to be
                    // the Provenance clone's in the misspelt `ProvennaceTV-Lite`).
                    if named, Self.clonesBuilding(path, in: clones, atLeast: 3) { continue }
                    diagnostics.append(
                        Diagnostic(
                            Self.description.severity, rule: Self.description.id,
                            Self.message(
                                path: context.workspace.relativePath(path), owner: owner, target: target.name,
                                clone: clone.id, named: named),
                            at: file.location))
                }
            }
        }
        return diagnostics
    }

    /// Whether the targets of at least `count` of `clones` build or copy `path`; asked on a finding only.
    static func clonesBuilding(_ path: String, in clones: [LoadedClone], atLeast count: Int) -> Bool {
        var found = 0
        for clone in clones {
            let builds = clone.product?.targets.contains { target in
                target.files.files.contains { $0.path.absolutePath.map(Path.normalize) == path }
            }
            if builds == true {
                found += 1
                if found >= count { return true }
            }
        }
        return false
    }

    /// The first clone other than `own`, in workspace order, whose folder holds `path`: its folders are looked up,
    /// from the path itself to the root.
    package static func folderOwner(
        of path: String, except own: String, in foldersByPath: [String: [(position: Int, id: String)]]
    ) -> String? {
        var best: (position: Int, id: String)?
        var folder = path
        while true {
            for candidate in foldersByPath[folder] ?? []
            where candidate.id != own && OrphanAudit.isInside(path, folder)
                && candidate.position < (best?.position ?? .max)
            {
                best = candidate
            }
            let parent = Path.directory(of: folder)
            if parent == folder || parent == "." { break }
            folder = parent
        }
        return best?.id
    }

    /// The words of a file name: runs of letters and digits, split at other characters and at lowercase-to-uppercase
    /// changes (`NWD-Logo.png`, `LogoNWD.png` and `logo_NWD@2x.png` all have `NWD`).
    package static func tokens(of name: String) -> Set<String> {
        asciiTokens(of: name) ?? characterTokens(of: name)
    }

    /// ``tokens(of:)`` of an ASCII name, read by bytes (letters, digits and cases are then those of the bytes);
    /// `nil` for a name with any other character.
    package static func asciiTokens(of name: String) -> Set<String>? {
        var tokens = Set<String>()
        var start: Int?
        var previousLower = false
        let bytes = Array(name.utf8)
        func flush(_ end: Int) {
            if let first = start, first < end { tokens.insert(String(decoding: bytes[first..<end], as: UTF8.self)) }
        }
        for (position, byte) in bytes.enumerated() {
            guard byte < 0x80 else { return nil }
            let upper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            let lower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if !(upper || lower || digit) {
                flush(position)
                start = nil
                previousLower = false
            } else {
                if upper && previousLower, start != nil {
                    flush(position)
                    start = nil
                }
                if start == nil { start = position }
                previousLower = lower
            }
        }
        flush(bytes.count)
        return tokens
    }

    /// ``tokens(of:)`` by characters, for any name.
    package static func characterTokens(of name: String) -> Set<String> {
        var tokens = Set<String>()
        var current = ""
        var previousLower = false
        for character in name {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { tokens.insert(current) }
                current = ""
                previousLower = false
                continue
            }
            if character.isUppercase && previousLower && !current.isEmpty {
                tokens.insert(current)
                current = ""
            }
            current.append(character)
            previousLower = character.isLowercase
        }
        if !current.isEmpty { tokens.insert(current) }
        return tokens
    }

    /// The clones by folder and by id (ids of three letters or more), with their positions in the workspace.
    private struct Owners: Sendable {
        var foldersByPath: [String: [(position: Int, id: String)]] = [:]
        var idPositions: [String: Int] = [:]

        init(_ clones: [LoadedClone]) {
            for (position, clone) in clones.enumerated() {
                if let folder = clone.folder {
                    foldersByPath[Path.normalize(folder), default: []].append((position, clone.id))
                }
                if clone.id.count >= 3 && idPositions[clone.id] == nil { idPositions[clone.id] = position }
            }
        }
    }
}
