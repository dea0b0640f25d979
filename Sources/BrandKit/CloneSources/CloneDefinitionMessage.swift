import BrandFormats
import Support
import XCConfig

/// The messages of clone sources that read an Xcode project: a clone that cannot be defined as the project or the
/// manifest asks.
public enum CloneDefinitionMessage {
    /// The rule id of a clone the project or the manifest defines but that cannot be read as asked.
    public static let rule = "clone_definition"

    /// The manifest's `project` is not there.
    static func missingProject(_ project: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: rule, "'project' names '\(project)', which does not exist; fix the path in brands.json",
            at: location)
    }

    /// Two clones would get the same id; a note points at the one that keeps it.
    ///
    /// Two of one name (a Flutter repository's iOS and macOS schemes `Runner`) are told apart by where they are.
    static func idCollision(
        _ name: String, id: String, other: String, otherLocation: SourceLocation, at location: SourceLocation
    ) -> Diagnostic {
        let others = name == other ? "another '\(other)'" : "'\(other)'"
        return Diagnostic(
            .error, rule: rule,
            "'\(name)' gives the clone id '\(id)', as \(others) does, so it is left out; "
                + "list the clones in brands.json with ids of their own ('brands init' proposes them)",
            at: location, notes: [Diagnostic.Note("'\(other)' keeps the id '\(id)'", at: otherLocation)])
    }

    /// A name gives no usable id.
    static func noID(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: rule,
            "'\(name)' gives no clone id (ids need a letter or digit), so it is left out; list it in brands.json with an id",
            at: location)
    }

    /// A target the manifest names is in no project.
    static func missingTarget(_ name: String, known: [String], at location: SourceLocation) -> Diagnostic {
        var message = "no project has a target '\(name)'"
        if let suggestion = Suggestion.closest(to: name, in: known) {
            message += "; did you mean '\(suggestion)'?"
        } else if !known.isEmpty {
            message += "; the application targets are \(NameList.joined(known))"
        }
        return Diagnostic(.error, rule: rule, message, at: location)
    }

    /// A scheme the manifest names is not shared.
    static func missingScheme(_ name: String, known: [String], at location: SourceLocation) -> Diagnostic {
        var message = "no shared scheme '\(name)'"
        if let suggestion = Suggestion.closest(to: name, in: known) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; share it in Xcode (Product > Scheme > Manage Schemes) and commit it"
        }
        return Diagnostic(.error, rule: rule, message, at: location)
    }

    /// A scheme builds no target brands can read.
    static func schemeWithoutTarget(_ scheme: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: rule,
            "scheme '\(scheme)' builds no target of a project that can be read, so its clone is left out",
            at: location)
    }

    /// A configuration a clone needs is not one of its target's.
    ///
    /// When the clone is the target itself (no manifest describes it) and the target's configurations are several
    /// brands' or environments' in every role (`Debug (Staging)`, `Release (Staging)`, …: IOSEnvironmentSetup, before
    /// `init`), the finding says `init` proposes them as clones; `roles` is empty otherwise.
    static func missingConfiguration(
        _ name: String, role: String, target: String, known: [String], roles: [String] = [],
        at location: SourceLocation
    ) -> Diagnostic {
        var message = "target '\(target)' has no build configuration '\(name)' for '\(role)'"
        if let suggestion = Suggestion.closest(to: name, in: known) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; it has \(NameList.joined(known))"
        }
        let groups = ConfigurationNameGroup.find(in: known, roles: roles)
        if groups.count > 1 {
            message +=
                "; its configurations are those of \(groups.count) brands or environments "
                + "(\(NameList.joined(groups.map(\.name)))): run 'brands init', which proposes each as a clone"
        }
        return Diagnostic(.error, rule: rule, message, at: location)
    }

    /// Several roles take their configuration from one scheme action, and the manifest does not say so.
    static func ambiguousRoles(_ roles: [String], action: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: ManifestDecoder.rule,
            "configurations \(NameList.joined(roles.map { "'\($0)'" })) would all take the \(action) action's "
                + "configuration of each scheme; map each to a scheme action in 'clones.actions', as in "
                + "{\"\(roles.last ?? "Beta")\": \"profile\"}",
            at: location)
    }
}
