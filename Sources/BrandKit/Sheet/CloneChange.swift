/// What happened to a clone since the baseline revision of a ``BrandSheet``.
public enum CloneChange: Sendable, Hashable {
    /// The revision did not have the clone.
    case added
    /// The revision had the clone; these values differ (none when nothing the sheet shows changed).
    case changed(CloneChanges)

    /// The values that differ; empty for an added clone.
    public var changes: CloneChanges {
        switch self {
        case .added: CloneChanges()
        case .changed(let changes): changes
        }
    }
}

/// A value that differs from the baseline revision's: its key and what it was (`nil` when the revision had none).
public struct SheetChange<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The identity field's name, the role, the style or the flag.
    public var key: String
    /// The revision's value.
    public var before: Value?

    /// Creates a change.
    public init(key: String, before: Value?) {
        self.key = key
        self.before = before
    }
}

/// The values of a clone that differ from the baseline revision's, with what they were.
///
/// Only what a reviewer sees counts: a value that moved to another line or file is not a change.
public struct CloneChanges: Sendable, Hashable {
    /// Identity fields, keyed by ``SheetField/Name`` raw value.
    public var identity: [SheetChange<SheetField>] = []
    /// Colour roles.
    public var colors: [SheetChange<SheetColor>] = []
    /// Text styles.
    public var fonts: [SheetChange<SheetFont>] = []
    /// Feature flags (every flag, not only those apart from the default).
    public var flags: [SheetChange<SheetFlag>] = []
    /// Whether the app icon's image (or its absence) differs.
    public var iconChanged = false

    /// No change at all.
    public init() {}

    /// Whether nothing changed.
    public var isEmpty: Bool {
        identity.isEmpty && colors.isEmpty && fonts.isEmpty && flags.isEmpty && !iconChanged
    }

    /// The number of changed values.
    public var count: Int { identity.count + colors.count + fonts.count + flags.count + (iconChanged ? 1 : 0) }

    /// The change of identity field `name`, if it changed.
    public func identity(_ name: SheetField.Name) -> SheetChange<SheetField>? {
        identity.first { $0.key == name.rawValue }
    }
    /// The change of colour role `role`, if it changed.
    public func color(_ role: String) -> SheetChange<SheetColor>? { colors.first { $0.key == role } }
    /// The change of text style `style`, if it changed.
    public func font(_ style: String) -> SheetChange<SheetFont>? { fonts.first { $0.key == style } }
    /// The change of flag `name`, if it changed.
    public func flag(_ name: String) -> SheetChange<SheetFlag>? { flags.first { $0.key == name } }
}

extension CloneSheet {
    /// What differs between this card and `previous`, the same clone at the baseline revision.
    public func changes(since previous: CloneSheet) -> CloneChanges {
        var changes = CloneChanges()
        for field in identity where previous.field(field.name)?.value != field.value {
            changes.identity.append(SheetChange(key: field.name.rawValue, before: previous.field(field.name)))
        }
        for color in colors {
            let before = previous.color(color.role)
            if before.map(color.looksLike) != true {
                changes.colors.append(SheetChange(key: color.role, before: before))
            }
        }
        for font in fonts {
            let before = previous.font(font.style)
            if before.map(font.looksLike) != true { changes.fonts.append(SheetChange(key: font.style, before: before)) }
        }
        for flag in flags where previous.flag(flag.name)?.value != flag.value {
            changes.flags.append(SheetChange(key: flag.name, before: previous.flag(flag.name)))
        }
        changes.iconChanged = icon.image?.bytes != previous.icon.image?.bytes
        return changes
    }
}

extension SheetIcon {
    /// The image, when there is one.
    public var image: SheetImage? {
        if case .image(let image) = self { return image }
        return nil
    }
}

extension BrandSheet {
    /// This sheet with every card marked with what changed since `baseline`, the same clones at `revision`
    /// (commit `commit`), and the clones `baseline` has that this sheet does not listed as removed.
    public func compared(with baseline: BrandSheet, revision: String, commit: String) -> BrandSheet {
        var result = self
        let previous = Dictionary(baseline.clones.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for index in result.clones.indices {
            let clone = result.clones[index]
            result.clones[index].change = previous[clone.id].map { .changed(clone.changes(since: $0)) } ?? .added
        }
        let current = Set(clones.map(\.id))
        result.baseline = SheetBaseline(
            revision: revision, commit: commit, removedClones: baseline.clones.filter { !current.contains($0.id) })
        return result
    }
}
