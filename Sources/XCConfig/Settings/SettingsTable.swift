import Support

/// A project file's `buildSettings` dictionary turned into assignments the way Xcode's build system reads it
/// (swift-build's `BuildConfiguration.createTableFromUserSettings`).
///
/// - Keys are taken in sorted order (Swift's `String` `<`, as swift-build sorts them), not in file order: among
///   the keys of one setting the one that sorts last wins and its `$(inherited)` reaches the others, so
///   `X` < `X[arch=arm64]` < `X[config=Debug]` < `X[sdk=iphoneos*]`.
/// - Each key is split into name and conditions by ``SettingKey/parse(_:at:)``, the xcconfig grammar; a key that
///   is not `NAME[parameter=pattern]…` is skipped with a warning, as Xcode ignores it.
/// - A list value becomes one string: items joined with one space, each escaped by ``quotedListItem(_:)``.
/// - A key given twice (the project file is hand-edited or merged badly) keeps its last value, as a dictionary
///   does; the earlier entries are skipped with a warning.
///
/// It knows nothing of property lists: the reader of the project file builds the entries.
public struct SettingsTable: Sendable, Hashable {
    /// The value of one entry: a string, or a list of strings.
    public enum Value: Sendable, Hashable {
        /// A string, taken as it is.
        case string(String)
        /// A list, joined into one string.
        case list([String])
    }

    /// One key and value of the dictionary, with where they are.
    public struct Entry: Sendable, Hashable {
        /// The key as written, conditions included, such as `OTHER_LDFLAGS[sdk=iphoneos*]`.
        public var key: String
        /// Where the key's first character is.
        public var keyLocation: SourceLocation
        /// The value.
        public var value: Value
        /// Where the value starts (the first character of a string, the `(` of a list).
        public var valueLocation: SourceLocation
        /// Where each item of a list value is written, when known, so problems in an item point at it.
        public var itemLocations: [SourceLocation]

        /// Creates an entry.
        public init(
            key: String, keyLocation: SourceLocation, value: Value, valueLocation: SourceLocation,
            itemLocations: [SourceLocation] = []
        ) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
            self.valueLocation = valueLocation
            self.itemLocations = itemLocations
        }
    }

    /// The assignments in the order Xcode pushes them (oldest first): the keys sorted.
    public var assignments: [SettingAssignment]
    /// Keys skipped as invalid or repeated, in presentation order.
    public var diagnostics: [Diagnostic]

    /// Reads `entries`, the dictionary's members in file order.
    public init(entries: [Entry]) {
        var diagnostics: [Diagnostic] = []
        // The entries' positions sorted by key, then by position, so that the entries of one key are together in file
        // order and the last of each run is the one kept; sorting positions moves no entry.
        let order = entries.indices.sorted { left, right in
            let (leftKey, rightKey) = (entries[left].key, entries[right].key)
            return leftKey < rightKey || (left < right && leftKey == rightKey)
        }
        var repeated: [(index: Int, diagnostic: Diagnostic)] = []
        var assignments: [SettingAssignment] = []
        assignments.reserveCapacity(entries.count)
        var position = 0
        while position < order.count {
            let key = entries[order[position]].key
            var last = position
            while last + 1 < order.count, entries[order[last + 1]].key == key { last += 1 }
            let entry = entries[order[last]]
            for earlier in order[position..<last] {
                repeated.append(
                    (
                        earlier,
                        SettingKeyDiagnostics.repeatedKey(
                            key, laterAt: entry.keyLocation, at: entries[earlier].keyLocation)
                    ))
            }
            position = last + 1
            switch SettingKey.parse(entry.key, at: entry.keyLocation) {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            case .success(let key):
                let (text, continuations) = Self.textAndContinuations(of: entry)
                assignments.append(
                    SettingAssignment(
                        name: key.name, conditions: key.conditions, value: text, location: key.location,
                        valueLocation: entry.valueLocation, valueContinuations: continuations))
            }
        }
        if !repeated.isEmpty {
            // Repeated keys first, in file order, as a dictionary of last positions found them.
            diagnostics = repeated.sorted { $0.index < $1.index }.map(\.diagnostic) + diagnostics
        }
        self.assignments = assignments
        self.diagnostics = diagnostics.sorted(by: Diagnostic.presentationOrder)
    }

    /// Where each item of a list value starts in its joined text, pointing at the item as written: the items are
    /// escaped and often on lines of their own, so counting columns from the `(` would point past its line.
    ///
    /// Returned with the value as one string (``text(of:)``), each item escaped once for both.
    private static func textAndContinuations(of entry: Entry) -> (text: String, continuations: [ValueContinuation]) {
        guard case .list(let items) = entry.value else { return (text(of: entry.value), []) }
        let quoted = items.map(quotedListItem)
        let text = quoted.joined(separator: " ")
        guard items.count == entry.itemLocations.count else { return (text, []) }
        var offset = 0
        var continuations: [ValueContinuation] = []
        continuations.reserveCapacity(items.count)
        for (item, location) in zip(quoted, entry.itemLocations) {
            continuations.append(ValueContinuation(offset: offset, location: location, countsColumns: false))
            offset += item.utf8.count + 1
        }
        return (text, continuations)
    }

    /// The string a value stands for: a string itself, a list its items escaped and joined with one space.
    public static func text(of value: Value) -> String {
        switch value {
        case .string(let string): string
        case .list(let items): items.map(quotedListItem).joined(separator: " ")
        }
    }

    /// One list item as swift-build writes it into a list's string form: a backslash before each space, tab, CR,
    /// LF, `\`, `"` and `'`, and an empty item as `""`.
    ///
    /// A one-item list is escaped too (`("a b")` is `a\ b`); `$(inherited)` holds none of these characters, so
    /// references in items still expand.
    public static func quotedListItem(_ item: String) -> String {
        if item.isEmpty { return "\"\"" }
        guard item.utf8.contains(where: isEscapedInListItem) else { return item }
        var result = ""
        result.unicodeScalars.reserveCapacity(item.unicodeScalars.count)
        for scalar in item.unicodeScalars {
            switch scalar {
            case " ", "\t", "\r", "\n", "\\", "\"", "'": result.unicodeScalars.append("\\")
            default: break
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// Whether `byte` is one of the characters ``quotedListItem(_:)`` escapes (all ASCII, so a byte of a longer
    /// character never is).
    private static func isEscapedInListItem(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\\"),
            UInt8(ascii: "\""), UInt8(ascii: "'"):
            true
        default: false
        }
    }
}
