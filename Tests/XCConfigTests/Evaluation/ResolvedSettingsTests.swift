import Support
import Testing
import XCConfig

/// Settings a resolve returns build each setting when asked; they must read exactly as settings given whole.
@Suite struct ResolvedSettingsTests {
    static let evaluator = Assignments.evaluator(
        ["B = b", "A[config=Release] = a", "C = $(B)c", "C = $(inherited) more", "B = $(inherited)2"],
        below: ["Z = z", "C = low"], parameters: ConditionParameters(configuration: "Debug"))

    @Test func readsLikeTheSameSettingsGivenWhole() {
        let resolved = Self.evaluator.resolve()
        let whole = ResolvedSettings(settings: resolved.settings, diagnostics: resolved.diagnostics)
        #expect(resolved == whole)
        #expect(resolved.hashValue == whole.hashValue)
        for name in ["Z", "C", "B", "A", "MISSING"] {
            #expect(resolved[name] == whole[name])
            #expect(resolved.value(of: name) == whole.value(of: name))
            #expect(resolved.isAssigned(name) == whole.isAssigned(name))
            #expect(resolved.winner(of: name) == whole.winner(of: name))
            #expect(resolved.winner(of: name) == resolved[name]?.winner)
            #expect(resolved[name] == (name == "MISSING" ? nil : Self.evaluator.setting(name)))
        }
        #expect(resolved.names == ["Z", "C", "B", "A"])
        #expect(resolved.values == ["z", "b2c more", "b2", ""])
        #expect(whole.names == resolved.names)
        #expect(whole.values == resolved.values)
        #expect(resolved.isAssigned("C") && !resolved.isAssigned("A"))
        // A's only assignment is for Release: assigned somewhere, but no winner in Debug.
        #expect(resolved.winner(of: "A") == nil && resolved.winner(of: "C")?.value == "$(inherited) more")
        #expect(resolved["C"]?.contributions.map(\.value) == ["$(inherited) more", "$(B)c"])
    }

    @Test func changingTheSettingsKeepsThemWhole() {
        var resolved = Self.evaluator.resolve()
        resolved.settings.removeFirst()
        #expect(resolved.names == ["C", "B", "A"])
        #expect(resolved.value(of: "Z") == "")
        #expect(resolved.value(of: "B") == "b2")
    }
}
