import Support

/// A count and its noun for a message: `1 clone`, `3 clones`.
///
/// Every message that counts things says it the same way, so that no message reads "1 clones". Nouns take an `s`
/// unless a plural is given ("1 change", "2 changes" need none; "1 entry", "2 entries" would).
public enum Plural {
    /// `count` and the noun, singular for exactly one: `count(1, "clone")` is `1 clone`, `count(0, "file")` is
    /// `0 files`.
    public static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(noun(count, singular, plural: plural))"
    }

    /// The noun alone, singular for exactly one, for a message that shows the count elsewhere or not at all:
    /// "in clone NWD", "in clones NWD, SBT".
    public static func noun(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        count == 1 ? singular : plural ?? singular + "s"
    }

    /// Names as a sentence lists them: `A`, `A and B`, `A, B and C`; beyond ``NameList/defaultLimit`` names, the
    /// first ones and how many more (`A, B, C, D, E and 3 more`).
    public static func list(_ names: [String]) -> String {
        guard names.count > 1, names.count <= NameList.defaultLimit + 1 else { return NameList.joined(names) }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
