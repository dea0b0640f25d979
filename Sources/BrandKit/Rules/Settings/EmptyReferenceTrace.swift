import Support
import XCConfig

/// Why a value has empty parts: the settings it refers to whose values are empty, each followed through settings
/// that are only another reference to where the emptiness starts.
///
/// LoopFollow's bundle identifier `com.$(unique_id).LoopFollow` is `com..LoopFollow` because `unique_id` is
/// `${DEVELOPMENT_TEAM}`, which the project sets to `$(LF_DEVELOPMENT_TEAM)`, which only a file the checkout lacks
/// (an optional include) would set: the finding at the bundle identifier says none of that, the notes do.
package enum EmptyReferenceTrace {
    /// How many settings one chain follows before it stops.
    static let maximumLength = 8
    /// How many chains one finding gets.
    static let maximumChains = 3

    /// One chain: its notes, first the referenced setting, and whether it ends in a setting set nowhere.
    private struct Chain {
        var notes: [Diagnostic.Note]
        var endsUnset: Bool
    }

    /// The notes explaining the empty ones among `names`, the settings a value refers to, in `settings`.
    ///
    /// When some chain ends in a setting set nowhere, only those chains are given: a setting set empty on purpose,
    /// such as an optional suffix, is then no cause. Names whose values are not empty, and `inherited`, get none.
    package static func notes(for names: [String], in settings: ResolvedSettings) -> [Diagnostic.Note] {
        var seen: Set<String> = []
        var chains: [Chain] = []
        for name in names where name != "inherited" && seen.insert(name).inserted {
            guard settings.value(of: name).isEmpty else { continue }
            chains.append(chain(from: name, in: settings))
        }
        if chains.contains(where: \.endsUnset) { chains = chains.filter(\.endsUnset) }
        return chains.prefix(maximumChains).flatMap(\.notes)
    }

    /// The chain from `start`, an empty setting: each assignment that only refers on, then where it ends.
    private static func chain(from start: String, in settings: ResolvedSettings) -> Chain {
        var notes: [Diagnostic.Note] = []
        var name = start
        var visited: Set<String> = []
        func say(_ text: String, at location: SourceLocation?) {
            // The first note names the empty setting, unless it says so itself (`'X' is set nowhere`).
            let lead = notes.isEmpty && !text.hasPrefix("'\(start)' ") ? "'\(start)' is empty: " : ""
            // The built-in settings are in no file a user can open.
            let builtIn = location?.file.hasPrefix("<") == true
            notes.append(Diagnostic.Note(lead + text + (builtIn ? " (built in)" : ""), at: builtIn ? nil : location))
        }
        while visited.insert(name).inserted, visited.count <= maximumLength {
            guard let assignment = settings.origin(of: name) else {
                say("'\(name)' is set nowhere", at: nil)
                return Chain(notes: notes, endsUnset: true)
            }
            let value = assignment.value.trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty else {
                say("'\(name)' is set empty", at: assignment.location)
                break
            }
            let next = onlyReference(value)
            // `X = $(X)` passes on what is beneath it, and nothing is.
            say("\(name) = \(value)" + (next == name ? ", with nothing beneath it" : ""), at: assignment.location)
            guard let next, next != "inherited", next != name else { break }
            name = next
        }
        return Chain(notes: notes, endsUnset: false)
    }

    /// Notes saying where the settings among `names` that are not empty get their values: the assignment that writes
    /// more than a reference to itself, followed through settings that only refer on.
    ///
    /// nightscout/Trio's `DEVELOPMENT_TEAM = $(DEVELOPER_TEAM)` in the project file is where a placeholder team is
    /// reported; `DEVELOPER_TEAM = ##TEAM_ID##` in `Config.xcconfig` is where it is written, and fixed.
    package static func valueNotes(for names: [String], in settings: ResolvedSettings) -> [Diagnostic.Note] {
        var notes: [Diagnostic.Note] = []
        var seen: Set<String> = []
        for start in names where start != "inherited" && seen.insert(start).inserted {
            guard notes.count < maximumChains, !settings.value(of: start).isEmpty else { continue }
            var name = start
            var steps = 0
            while steps < maximumLength, let setting = settings[name] {
                steps += 1
                // The newest contribution that writes more than `$(NAME)` or `$(inherited)`.
                guard
                    let written = setting.contributions.first(where: { assignment in
                        let reference = onlyReference(assignment.value.trimmingCharacters(in: .whitespaces))
                        return reference != name && reference != "inherited"
                    }), !written.location.file.hasPrefix("<")
                else { break }
                let value = written.value.trimmingCharacters(in: .whitespaces)
                let lead = name == start ? "'\(start)' is set here: " : ""
                notes.append(Diagnostic.Note(lead + "\(name) = \(value)", at: written.location))
                guard let next = onlyReference(value), seen.insert(next).inserted else { break }
                name = next
            }
        }
        return notes
    }

    /// Where the value of `name` is written when the assignment that gives it is one reference to another setting:
    /// ``valueNotes(for:in:)`` of that setting; none when the assignment writes the value itself.
    ///
    /// xdripswift's `CODE_SIGN_ENTITLEMENTS = "$(XDRIP_ENTITLEMENTS_RELEASE)"` is in the project file, where a path
    /// spelt in the wrong case is reported; the path is written, and fixed, in `xDrip.xcconfig`.
    package static func writtenNotes(forValueOf name: String, in settings: ResolvedSettings) -> [Diagnostic.Note] {
        guard let assignment = settings.origin(of: name),
            let next = onlyReference(assignment.value.trimmingCharacters(in: .whitespaces)), next != name,
            next != "inherited"
        else { return [] }
        return valueNotes(for: [next], in: settings)
    }

    /// The name `value` refers to when it is one reference and nothing else: `$(NAME)`, `${NAME}`.
    package static func onlyReference(_ value: String) -> String? {
        let references = ReferenceScanner.references(in: value)
        guard references.count == 1, let reference = references.first, reference.offset == 0 else { return nil }
        let plain = ["$(\(reference.name))", "${\(reference.name)}"]
        return plain.contains(value) ? reference.name : nil
    }

}
