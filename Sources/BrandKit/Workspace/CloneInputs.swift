import XCConfig

/// Every file a clone reads and why: the one answer to "which files does this clone read", built once when the clone
/// is read and used by ownership, reading-error attribution and `brands affected`.
///
/// Paths are absolute and normalised. A folder entry (the clone's folder, an asset catalog) covers everything inside
/// it; an xcconfig entry is kept even when the file is missing, and the include search's probed paths are entries
/// too, so deleting or creating a file the clone would read counts as a change to it.
public struct CloneInputs: Sendable {
    /// Why a file matters to a clone, in order of precedence.
    public enum Role: Int, Sendable, Hashable, Comparable, CaseIterable {
        /// The clone's folder: everything in it.
        case folder
        /// The config file.
        case configFile
        /// The fonts property list.
        case fontsPlist
        /// An asset catalog: everything in it.
        case assetCatalog
        /// A bundled font file.
        case fontFile
        /// The xcconfig file a configuration's level starts from (even when it does not exist).
        case xcconfig
        /// An xcconfig file included by one.
        case includedXCConfig
        /// A path the include search looked at and found nothing.
        case probedInclude
        /// The Info.plist `INFOPLIST_FILE` names.
        case infoPlist
        /// The entitlements file `CODE_SIGN_ENTITLEMENTS` names.
        case entitlements
        /// The `project.pbxproj` that defines the clone's target, settings and resources.
        case projectFile
        /// The shared scheme that defines the clone.
        case scheme
        /// The `contents.xcworkspacedata` of the workspace holding the clone's scheme.
        case workspace

        /// Whether the entry stands for a folder and everything in it.
        public var coversContents: Bool { self == .folder || self == .assetCatalog }

        /// Orders roles by precedence.
        public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One input.
    public struct Entry: Sendable, Hashable {
        /// The absolute, normalised path.
        public var path: String
        /// Why it matters.
        public var role: Role
        /// The configuration roles it matters to; empty when it matters to every one.
        public var configurations: Set<String>

        /// Whether it matters to some configuration in `roles` (`nil` for any).
        public func matters(toAnyOf roles: Set<String>?) -> Bool {
            guard let roles else { return true }
            return configurations.isEmpty || !configurations.isDisjoint(with: roles)
        }
    }

    /// Every input, in the order added.
    public private(set) var entries: [Entry] = []
    private var positions: [EntryKey: Int] = [:]
    private var files: [String: [Int]] = [:]
    private var folders: [String: [Int]] = [:]

    private struct EntryKey: Hashable {
        var path: String
        var role: Role
    }

    /// No inputs.
    public init() {}

    /// Records `path` as an input with `role`, for the configuration role `configuration` (every one when `nil`).
    public mutating func add(_ path: String, as role: Role, configuration: String? = nil) {
        let normalized = Path.normalize(path)
        let key = EntryKey(path: normalized, role: role)
        if let position = positions[key] {
            // An entry for every configuration stays so; one for some gains the new configuration.
            guard !entries[position].configurations.isEmpty else { return }
            if let configuration {
                entries[position].configurations.insert(configuration)
            } else {
                entries[position].configurations = []
            }
            return
        }
        positions[key] = entries.count
        if role.coversContents {
            folders[normalized, default: []].append(entries.count)
        } else {
            files[normalized, default: []].append(entries.count)
        }
        entries.append(Entry(path: normalized, role: role, configurations: configuration.map { [$0] } ?? []))
    }

    /// The entries that make `path` (absolute) an input: entries for the path itself and for folders holding it,
    /// by precedence.
    public func entries(for path: String) -> [Entry] {
        let normalized = Path.normalize(path)
        var found = (files[normalized] ?? []).map { entries[$0] }
        for folder in Self.folders(holding: normalized) {
            found += (folders[folder] ?? []).map { entries[$0] }
        }
        return found.sorted { $0.role < $1.role }
    }

    /// Whether `path` is an input of some configuration in `roles` (of any when `nil`).
    public func reads(_ path: String, inAnyOf roles: Set<String>? = nil) -> Bool {
        entries(for: path).contains { $0.matters(toAnyOf: roles) }
    }

    /// `path` itself and every folder above it, innermost first.
    static func folders(holding path: String) -> [String] {
        var result = [path]
        var current = path
        while current != "/" && current != "." {
            current = Path.directory(of: current)
            result.append(current)
        }
        return result
    }
}
