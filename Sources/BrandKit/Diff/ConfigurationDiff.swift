/// The semantic difference between two resolved configurations: every value that differs, or exists on one side only,
/// with both sources.
///
/// Values equal on both sides are left out, whatever their sources.
public struct ConfigurationDiff: Sendable, Hashable {
    /// What one side of the comparison is.
    public struct Side: Sendable, Hashable {
        /// The clone's id.
        public var clone: String
        /// The build configuration.
        public var configuration: String

        /// Creates a side.
        public init(clone: String, configuration: String) {
            self.clone = clone
            self.configuration = configuration
        }
    }

    /// How an entry differs.
    public enum Change: String, Sendable, Hashable {
        /// Both sides have the key, with different values.
        case changed
        /// Only the left side has the key.
        case leftOnly = "left-only"
        /// Only the right side has the key.
        case rightOnly = "right-only"
    }

    /// One key whose value differs.
    public struct Entry: Sendable, Hashable {
        /// The category.
        public var category: ValueCategory
        /// The key within the category.
        public var key: String
        /// The left value, if the left side has the key.
        public var left: ConfigurationValue?
        /// The right value, if the right side has the key.
        public var right: ConfigurationValue?

        /// Creates an entry.
        public init(category: ValueCategory, key: String, left: ConfigurationValue?, right: ConfigurationValue?) {
            self.category = category
            self.key = key
            self.left = left
            self.right = right
        }

        /// How the entry differs.
        public var change: Change {
            switch (left, right) {
            case (.some, .some): .changed
            case (.some, nil): .leftOnly
            default: .rightOnly
            }
        }
    }

    /// The left side.
    public var left: Side
    /// The right side.
    public var right: Side
    /// The categories compared, in output order.
    public var categories: [ValueCategory]
    /// The differences: by category, then in the left side's order, then keys only the right side has.
    public var entries: [Entry]

    /// Creates a diff.
    public init(left: Side, right: Side, categories: [ValueCategory], entries: [Entry]) {
        self.left = left
        self.right = right
        self.categories = categories
        self.entries = entries
    }

    /// Whether the two sides are the same in every compared category.
    public var isEmpty: Bool { entries.isEmpty }

    /// Compares the flattened values of two configurations in `categories`.
    public static func compare(
        _ leftValues: [ConfigurationValue], of left: Side, with rightValues: [ConfigurationValue], of right: Side,
        categories: Set<ValueCategory> = Set(ValueCategory.allCases)
    ) -> ConfigurationDiff {
        let ordered = ValueCategory.allCases.filter(categories.contains)
        var entries: [Entry] = []
        for category in ordered {
            let leftSide = leftValues.filter { $0.category == category }
            let rightSide = rightValues.filter { $0.category == category }
            let rightByKey = Dictionary(rightSide.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            let leftKeys = Set(leftSide.map(\.key))
            // A build setting set to nothing is one not set, as Xcode has it (Swiftfin's tvOS app sets an empty team,
            // its iOS app none); a config field or Info.plist key written empty is there.
            let emptyIsUnset = category == .identity || category == .settings
            var seen = Set<String>()
            for value in leftSide where seen.insert(value.key).inserted {
                let other = rightByKey[value.key]
                let same = emptyIsUnset ? (other?.value ?? "") == value.value : other?.value == value.value
                if !same {
                    entries.append(Entry(category: category, key: value.key, left: value, right: other))
                }
            }
            for value in rightSide where !leftKeys.contains(value.key) && seen.insert(value.key).inserted {
                if emptyIsUnset && value.value.isEmpty { continue }
                entries.append(Entry(category: category, key: value.key, left: nil, right: value))
            }
        }
        return ConfigurationDiff(left: left, right: right, categories: ordered, entries: entries)
    }
}
