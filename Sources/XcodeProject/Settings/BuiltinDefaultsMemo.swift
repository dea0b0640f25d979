import Foundation
import Support
import XCConfig

/// The built-in defaults level's assignments, made once per SDK, architecture and product type for the process.
///
/// Every target in every configuration starts from these defaults, and a product type's are a few hundred
/// assignments, each compiled when it is made: a 200-target project made them 400 times per validate. They depend
/// only on the key, so one set is shared (with its compiled values) by every evaluator that holds it. The keys are
/// the few SDKs, architectures and product types a process sees. Safe to use from several threads at once.
package enum BuiltinDefaultsMemo {
    private final class Storage: @unchecked Sendable {
        // Guarded by `lock`.
        let lock = NSLock()
        var assignments: [String: [SettingAssignment]] = [:]
    }

    private static let storage = Storage()

    /// ``BuiltinSettings/defaults(sdk:arch:productType:)`` as assignments, made on the first request for the key.
    package static func assignments(sdk: String?, arch: String?, productType: String?) -> [SettingAssignment] {
        // Each part is prefixed by whether it is given, so `nil` and "" differ.
        let key = [sdk, arch, productType].map { $0.map { "+" + $0 } ?? "-" }.joined(separator: "\u{0}")
        if let known = storage.lock.withLock({ storage.assignments[key] }) { return known }
        let made = BuiltinSettings.assignments(
            BuiltinSettings.defaults(sdk: sdk, arch: arch, productType: productType))
        return storage.lock.withLock {
            if let raced = storage.assignments[key] { return raced }
            storage.assignments[key] = made
            return made
        }
    }
}
