import Support
import Testing
import XCConfig

/// Xcode tells an absent expansion (nothing was produced: an undefined setting, an empty value, `$(inherited)` with
/// nothing below) from a present empty one (`$(X:default=)`); operators apply only to a present one, and only
/// `default=` acts on absence.
@Suite struct AbsentValueTests {
    /// Each row: an operator chain, `$(UNSET:chain)`, and `$(UNSET:default=:chain)` (the same on an empty string).
    @Test(arguments: [
        ("upper", "", ""), ("lower", "", ""), ("quote", "", "\"\""), ("identifier", "", ""),
        ("rfc1034identifier", "", ""), ("c99extidentifier", "", ""), ("dir", "", "./"), ("file", "", ""),
        ("base", "", ""), ("suffix", "", ""), ("standardizepath", "", ""), ("not", "", "YES"),
        ("truncatedversion", "", ""), ("__md5", "", "d41d8cd98f00b204e9800998ecf8427e"), ("__stripslash", "", ""),
        ("default=d", "d", "d"), ("default=", "", ""), ("dir=out", "", "out"), ("file=f", "", "f"),
        ("base=main", "", "main."), ("suffix=o", "", ".o"), ("relativeto=/a", "", ""), ("isancestor=/", "", "NO"),
        // An unknown operator changes nothing, so presence carries through it.
        ("zzzzzz:not", "", "YES"),
    ])
    func operatorOnAbsentAndOnEmpty(chain: String, onAbsent: String, onEmpty: String) {
        let evaluator = Assignments.evaluator(["A = [$(UNSET:\(chain))]", "E = [$(UNSET:default=:\(chain))]"])
        #expect(evaluator.value(of: "A") == "[\(onAbsent)]")
        #expect(evaluator.value(of: "E") == "[\(onEmpty)]")
    }

    /// Each row: lines defining `S`, and whether `$(S:not)` sees a present value (`YES`) or an absent one (empty).
    @Test(arguments: [
        (["X = 1"], ""),
        (["S ="], ""),
        (["S = $(UNSET)"], ""),
        (["S = $(UNSET)$()$(ALSO_UNSET:upper)"], ""),
        (["S = $(inherited)"], ""),
        (["S = $(value)"], ""),
        (["S[config=Release] = YES"], ""),
        (["S = $(UNSET:default=)"], "YES"),
        (["E =", "S = $(E:default=)"], "YES"),
        (["P = $(UNSET:default=)", "S = $(P)"], "YES"),
        (["P = $(UNSET:default=)", "S = $(UNSET)$(P)$(UNSET)"], "YES"),
        (["S = $(UNSET:default=)", "S = $(inherited)"], "YES"),
        (["S = $(UNSET:default=:upper)"], "YES"),
        (["S = $$"], "YES"),
        (["S = $UNSET"], "YES"),
        (["S = YES"], "NO"),
    ])
    func presenceCarriesThroughReferences(lines: [String], notOfS: String) {
        let evaluator = Assignments.evaluator(lines + ["R = $(S:not)"])
        #expect(evaluator.value(of: "R") == notOfS)
        #expect(evaluator.resolve().value(of: "R") == notOfS)
    }

    /// A value memoised as present stays present when reused from the memo.
    @Test func memoisedPresenceIsKept() {
        let evaluator = Assignments.evaluator([
            "P = $(UNSET:default=)", "A = $(P:not)", "B = $(P:not)", "C = $(Q:not)", "D = $(Q:not)", "Q = $(UNSET)",
        ])
        let resolved = evaluator.resolve()
        #expect(["A", "B", "C", "D"].map { resolved.value(of: $0) } == ["YES", "YES", "", ""])
    }

    /// Presence also flows from the lower level, as outside values are evaluated like the file's.
    @Test func presenceFromTheLevelBelow() {
        let below = ["L = $(UNSET:default=)", "M ="]
        let evaluator = Assignments.evaluator(["A = $(L:not)", "B = $(M:not)"], below: below)
        #expect(evaluator.value(of: "A") == "YES")
        #expect(evaluator.value(of: "B") == "")
    }
}
