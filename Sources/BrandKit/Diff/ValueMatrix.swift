/// A table of clones against values: one row per key, one cell per clone (`nil` where the clone has no such
/// value), as `brands matrix` shows it.
public struct ValueMatrix: Sendable, Hashable {
    /// One key across every clone.
    public struct Row: Sendable, Hashable {
        /// The category.
        public var category: ValueCategory
        /// The key within the category.
        public var key: String
        /// One cell per clone, in ``ValueMatrix/clones`` order.
        public var cells: [ConfigurationValue?]

        /// Creates a row.
        public init(category: ValueCategory, key: String, cells: [ConfigurationValue?]) {
            self.category = category
            self.key = key
            self.cells = cells
        }

        /// Whether every clone has the same value (absent counting as a value).
        public var isUniform: Bool { Set(cells.map { $0?.value }).count <= 1 }
    }

    /// The clones, as columns.
    public var clones: [String]
    /// The rows: keys in the order the first clone having them lists them.
    public var rows: [Row]

    /// Creates a matrix.
    public init(clones: [String], rows: [Row]) {
        self.clones = clones
        self.rows = rows
    }

    /// Builds the matrix of `columns` (clone id and its flattened values), keeping the values `include`
    /// accepts.
    public static func build(
        _ columns: [(clone: String, values: [ConfigurationValue])],
        including include: (ConfigurationValue) -> Bool = { _ in true }
    ) -> ValueMatrix {
        var order: [(ValueCategory, String)] = []
        var seen = Set<String>()
        var lookup: [[String: ConfigurationValue]] = []
        for column in columns {
            var byKey: [String: ConfigurationValue] = [:]
            for value in column.values where include(value) {
                let id = value.category.rawValue + "\u{0}" + value.key
                if byKey[id] == nil { byKey[id] = value }
                if seen.insert(id).inserted { order.append((value.category, value.key)) }
            }
            lookup.append(byKey)
        }
        // Categories stay together even when a later clone brings a key an earlier one lacks.
        let sorted = order.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element)
        let rows = sorted.map { category, key in
            Row(
                category: category, key: key,
                cells: lookup.map { $0[category.rawValue + "\u{0}" + key] })
        }
        return ValueMatrix(clones: columns.map(\.clone), rows: rows)
    }
}
