import BrandFormats
import Support

/// Clone ids a manifest names as an earlier brands derived them.
///
/// Until runs of separators became one `-`, the scheme `Mastodon - Release` gave the id `Mastodon--Release`, which
/// `init` wrote into `clones.exclude`: read as the current id, that exclusion matched nothing and the excluded clones
/// came back, failing `validate` on bundle identifiers they share. Such a reference still names its clone, with a
/// warning saying what to write.
extension WorkspaceLoader {
    /// The current id of the clone `reference` names by an id an earlier brands derived, when it names none as it is.
    static func currentID(of reference: String, among ids: Set<String>) -> String? {
        guard !ids.contains(reference), let derived = CloneIdentifier.derive(from: reference), derived != reference,
            ids.contains(derived)
        else { return nil }
        return derived
    }

    /// The warning for `reference`, which `naming` (`'exclude' names`) writes for the clone now called `current`.
    static func outdatedID(_ reference: String, current: String, naming: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .warning, rule: ManifestDecoder.rule,
            "\(naming) '\(reference)', the id an earlier brands gave clone '\(current)'; write '\(current)'",
            at: location)
    }

    /// `settings` with each clone they name by an earlier id named by its current one, and a warning for each.
    static func updatingOutdatedIDs(in settings: inout [RuleSetting], ids: Set<String>) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for index in settings.indices {
            for (position, reference) in settings[index].clones.enumerated() {
                guard let current = currentID(of: reference, among: ids) else { continue }
                settings[index].clones[position] = current
                warnings.append(
                    outdatedID(
                        reference, current: current, naming: "the settings of '\(settings[index].rule)' name",
                        at: settings[index].location))
            }
        }
        return warnings
    }
}
