import BrandFormats
import Documents
import Support
import XCConfig

/// Builds a ``BrandSheet`` from a loaded workspace: each selected clone resolved in one configuration, its app icon
/// read, its contrast measured as `insufficient_contrast` measures it, and the findings of `brands validate` placed on
/// the cards of the clones whose files they are in.
public struct SheetBuilder: Sendable {
    /// Where the app icons are read from: the workspace's file system (or a git revision's).
    public var fileSystem: any FileSystem

    /// Creates a builder reading icons through `fileSystem`.
    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The sheet of `clones` (every clone when `nil`; names the workspace lacks are skipped) of `workspace` in
    /// `configuration`, listing `findings` (what `brands validate` reported for them).
    ///
    /// With `findingsOfClone` (what `brands validate <clone>` reports), each card lists those, and the sheet's own
    /// list the `findings` no card has: a finding in a file several clones read (a target's base xcconfig in the
    /// shared `project.pbxproj`) concerns only some of them. Without it, a finding goes on the card of every clone
    /// reading its file.
    public func sheet(
        of workspace: Workspace, clones: [String]? = nil, configuration: String, findings: [Diagnostic] = [],
        findingsOfClone: ((String) -> [Diagnostic])? = nil
    ) -> BrandSheet {
        let ids = clones ?? workspace.clones.map(\.id)
        let known = Set(workspace.clones.map(\.id))
        let shown = ids.filter(known.contains)
        let configurations = Validator().configurations(
            of: workspace, clones: shown, configurations: [configuration])
        var cards = configurations.map { card(for: $0, in: workspace) }
        let positions = Dictionary(cards.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var unplaced: [SheetFinding] = []
        if let findingsOfClone {
            var placed = Set<String>()
            for index in cards.indices {
                for diagnostic in findingsOfClone(cards[index].id) {
                    cards[index].findings.append(SheetFinding(diagnostic, relativeTo: workspace.root))
                    placed.insert(diagnostic.placeAndMessage)
                }
            }
            unplaced = findings.filter { !placed.contains($0.placeAndMessage) }.map {
                SheetFinding($0, relativeTo: workspace.root)
            }
        } else {
            for diagnostic in findings {
                let finding = SheetFinding(diagnostic, relativeTo: workspace.root)
                let owners = workspace.owningClones(of: diagnostic.location.file).compactMap { positions[$0] }
                if owners.isEmpty { unplaced.append(finding) }
                for owner in owners { cards[owner].findings.append(finding) }
            }
        }
        let schema = workspace.schema
        return BrandSheet(
            configuration: configuration, clones: cards, colorRoles: schema.colorRoles.map(\.name),
            contrastPairs: schema.contrastPairs, fontStyles: schema.fontStyles.map(\.name),
            flags: schema.flags.map(\.name), workspaceFindings: unplaced)
    }

    /// The card of one resolved clone, without findings.
    func card(for configuration: CloneConfiguration, in workspace: Workspace) -> CloneSheet {
        let root = workspace.root
        let clone = workspace.clone(configuration.clone)
        let text = { (source: ValueSource) in source.text(relativeTo: root) }
        let identity: [(SheetField.Name, Sourced<String>?)] = [
            (.displayName, configuration.displayName), (.bundleIdentifier, configuration.bundleIdentifier),
            (.version, configuration.version), (.build, configuration.build),
        ]
        let colors = configuration.colors.map { color in
            SheetColor(
                role: color.role, light: color.light, dark: color.dark, source: text(color.source),
                darkSource: text(color.darkSource), reference: color.reference, colorSpace: color.colorSpace)
        }
        let measured = ContrastMeasurement.measure(configuration.colors, pairs: workspace.schema.contrastPairs)
        let contrast = workspace.schema.contrastPairs.map { pair in
            SheetContrast(
                pair: pair, light: measured.first { $0.pair == pair && $0.appearance == .light },
                dark: measured.first { $0.pair == pair && $0.appearance == .dark })
        }
        let fontFiles = clone?.fontFiles ?? []
        let fonts = configuration.fonts.map { font in
            SheetFont(
                style: font.style, name: font.postScriptName, size: font.size,
                availability: Self.availability(of: font.postScriptName, among: fontFiles), source: text(font.source))
        }
        let flags = configuration.features.compactMap { flag in
            workspace.schema.flag(named: flag.name).map { spec in
                SheetFlag(
                    name: flag.name, value: flag.value, defaultValue: spec.defaultValue, source: text(flag.source))
            }
        }
        let iconName = configuration.settings?.sourced("ASSETCATALOG_COMPILER_APPICON_NAME")?.value
        return CloneSheet(
            id: configuration.clone,
            identity: identity.map { SheetField(name: $0, value: $1?.value, source: $1.map { text($0.source) }) },
            icon: AppIconReader(fileSystem: fileSystem, root: root).icon(
                named: iconName.flatMap { $0.isEmpty ? nil : $0 } ?? "AppIcon", in: Self.catalogs(of: clone),
                iconFiles: clone?.definition.iconFiles ?? []),
            colors: colors, contrast: contrast, fonts: fonts, flags: flags)
    }

    /// The asset catalogs `clone` builds, in its definition's order.
    static func catalogs(of clone: LoadedClone?) -> [AssetCatalog] {
        clone?.catalogs ?? []
    }

    /// Where the font named `name` comes from, as `missing_font` decides it: a bundled file with that PostScript
    /// name, else an iOS font.
    static func availability(of name: String?, among files: [FontFile]) -> SheetFont.Availability {
        guard let name else { return .system }
        if let file = files.first(where: { $0.postScriptName == name }) { return .bundled(fileName: file.fileName) }
        return SystemFonts.postScriptNames.contains(name) ? .systemFont : .missing
    }
}
