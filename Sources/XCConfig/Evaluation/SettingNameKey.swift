import Support

/// A setting's name with its hash, computed once, as a key of an evaluator's name table.
///
/// Every evaluator indexes the names of all its assignments, and a workspace builds an evaluator per clone and
/// configuration over largely the same assignments (a shared base xcconfig's, the built-in defaults): hashing each
/// name once, when its assignment is made, spares hashing it again in every evaluator. The hash is `String`'s own,
/// so it is the same for equal names within the process; two keys are equal when their names are.
package struct SettingNameKey: Hashable, Sendable {
    /// The name.
    package let name: String
    /// `name`'s hash value.
    private let hash: Int

    /// The key of `name`, hashing it.
    package init(_ name: String) {
        self.name = name
        self.hash = name.hashValue
    }

    /// Feeds the name's hash, already computed, to `hasher`.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    /// Equal when the names are (the hashes are then equal too, so they are compared first).
    package static func == (lhs: SettingNameKey, rhs: SettingNameKey) -> Bool {
        lhs.hash == rhs.hash && lhs.name == rhs.name
    }
}

/// Each setting name's id in an evaluator, looked up by name or by key.
package struct SettingNameIndex: Sendable, ExpressibleByDictionaryLiteral {
    private var ids: [SettingNameKey: Int]

    /// An empty index with room for `capacity` names.
    init(minimumCapacity capacity: Int) {
        ids = Dictionary(minimumCapacity: capacity)
    }

    /// The index of `ids`, each name's id.
    package init(_ ids: [String: Int]) {
        self.ids = Dictionary(uniqueKeysWithValues: ids.map { (SettingNameKey($0.key), $0.value) })
    }

    /// The index of the names and ids listed.
    package init(dictionaryLiteral elements: (String, Int)...) {
        self.init(Dictionary(uniqueKeysWithValues: elements))
    }

    /// How many names are indexed.
    package var count: Int { ids.count }

    /// The id of `name`, if it is indexed.
    package subscript(name: String) -> Int? { ids[SettingNameKey(name)] }

    /// The id of the name `key` holds, if it is indexed.
    package subscript(key key: SettingNameKey) -> Int? {
        get { ids[key] }
        set { ids[key] = newValue }
    }
}
