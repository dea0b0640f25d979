import Foundation

/// Tables the rules that compare clones make from every clone of a validation, made once and shared by every check of
/// a selection of that validation.
///
/// A brand sheet checks each clone alone (what `validate <clone>` reports), and every one of those checks saw every
/// clone: `duplicate_bundle_identifier` grouped every clone's identifiers, `foreign_target_member` indexed every
/// clone's folder, `constant_flag` compared every clone's flags, so a sheet of 1,000 clones did a million clones' worth
/// of that work. What a table holds depends on every clone alone, never on the selection, unless its key says so.
/// Safe to share between threads (the rules check on every core); two threads may make the same table at once, and
/// both get one of the same value.
package final class ComparisonTables: @unchecked Sendable {
    private let lock = NSLock()
    private var tables: [String: any Sendable] = [:]

    /// Tables of no validation yet.
    package init() {}

    /// The table of `key`, made by `make` the first time it is asked for.
    package func table<Table: Sendable>(_ key: String, make: () -> Table) -> Table {
        if let known = lock.withLock({ tables[key] }) as? Table { return known }
        let made = make()
        lock.withLock { tables[key] = made }
        return made
    }
}
