/// Names listed in a message, bounded so that a long list stays one short line.
///
/// Every message that lists names (clones, configurations, folders, allowed values) goes through here: with a
/// thousand clones sharing a bundle identifier, a message naming them all would be a megabyte of output.
public enum NameList {
    /// How many names a message shows before it counts the rest.
    public static let defaultLimit = 5

    /// `names` joined with `separator`; beyond `limit` names, the first `limit` and `and N more`.
    ///
    /// `["NWD", "SBT", "ALP"]` with a limit of 2 is `NWD, SBT and 1 more`. A list one longer than the limit is
    /// shown whole, since `and 1 more` would save nothing.
    public static func joined(
        _ names: some Sequence<String>, separator: String = ", ", limit: Int = defaultLimit
    ) -> String {
        let all = Array(names)
        let shown = max(limit, 1)
        guard all.count > shown + 1 else { return all.joined(separator: separator) }
        return all.prefix(shown).joined(separator: separator) + " and \(all.count - shown) more"
    }
}
