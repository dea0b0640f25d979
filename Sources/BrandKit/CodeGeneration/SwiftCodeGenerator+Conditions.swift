import Support
import XCConfig

/// Checks that each clone's build settings set the compilation conditions the generated file selects by.
extension SwiftCodeGenerator {
    /// The build setting holding the conditions.
    static let conditionsSetting = "SWIFT_ACTIVE_COMPILATION_CONDITIONS"

    /// Two clones sharing a condition (errors), and configurations whose conditions would select the wrong values
    /// (warnings); the configurations' conditions are checked only for the clones in `selectedByConfiguration`, whose
    /// values the generated file selects by them (mastodon-ios's `Mastodon - Release` scheme builds Release for
    /// running, and was told to add `DEBUG` to it, to no use for a clone with one set of values and to the harm of its
    /// archives).
    func conditionDiagnostics(_ clones: [Clone], selectedByConfiguration: Set<String>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var owners: [String: [Clone]] = [:]
        for clone in clones { owners[SwiftIdentifier.cloneCondition(clone.id), default: []].append(clone) }
        for (condition, sharing) in owners where sharing.count > 1 {
            for clone in sharing.dropFirst() {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: SwiftGenerationMessages.collisionID,
                        SwiftGenerationMessages.sharedCondition(condition, clones: [sharing[0].id, clone.id]),
                        at: clone.location))
            }
        }
        for clone in clones {
            for configuration in clone.configurations {
                diagnostics += check(
                    configuration, of: clone, byConfiguration: selectedByConfiguration.contains(clone.id))
            }
        }
        return diagnostics
    }

    private func check(_ configuration: CloneConfiguration, of clone: Clone, byConfiguration: Bool) -> [Diagnostic] {
        guard let settings = configuration.settings else { return [] }
        let conditions = Set(
            settings.value(of: Self.conditionsSetting).split(whereSeparator: \.isWhitespace).map(String.init))
        let location = settings.winner(of: Self.conditionsSetting)?.location ?? clone.location
        let name = configuration.configuration
        func warning(_ message: String) -> Diagnostic {
            Diagnostic(.warning, rule: SwiftGenerationMessages.conditionID, message, at: location)
        }
        var diagnostics: [Diagnostic] = []
        let cloneCondition = SwiftIdentifier.cloneCondition(clone.id)
        if !conditions.contains(cloneCondition) {
            // `CLONE_$(CLONE_IDENTIFIER)` only where it comes to the condition: a clone found through a scheme has no
            // such setting, and an id such as `NHS-COVID-19` needs `CLONE_NHS_COVID_19`, which it does not make.
            let addition =
                "CLONE_" + settings.value(of: "CLONE_IDENTIFIER") == cloneCondition
                ? "CLONE_$(CLONE_IDENTIFIER)" : cloneCondition
            diagnostics.append(
                warning(
                    SwiftGenerationMessages.missingCloneCondition(
                        cloneCondition, clone: clone.id, configuration: name, addition: addition)))
        }
        guard byConfiguration else { return diagnostics }
        let others = selectionOrder.dropLast()
        if others.contains(name) {
            let own = SwiftIdentifier.configurationCondition(name)
            if !conditions.contains(own) {
                diagnostics.append(
                    warning(
                        SwiftGenerationMessages.missingConfigurationCondition(own, clone: clone.id, configuration: name)
                    ))
            }
        }
        // Conditions are tested in order, so only a configuration tested earlier than this one can take its place.
        for other in selectionOrder.prefix(while: { $0 != name }) {
            let foreign = SwiftIdentifier.configurationCondition(other)
            if conditions.contains(foreign) {
                diagnostics.append(
                    warning(
                        SwiftGenerationMessages.foreignConfigurationCondition(
                            foreign, of: other, clone: clone.id, configuration: name)))
            }
        }
        return diagnostics
    }
}
