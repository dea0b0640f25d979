import Support
import Testing
import XCConfig

/// The product's evaluator against ``XcodeModel``, an independent transcription of swift-build's.
///
/// Thousands of random programs from a fixed seed; every program must agree on every setting. With the evaluator as it
/// was before Xcode's absent/empty distinction and path helpers were followed, 2,411 of these 3,000 agreed (80%).
///
/// Where brands differs from Xcode by design, the generator writes nothing of the kind:
/// - An unterminated reference (`$(X` without `)`): brands keeps the text literally and reports an error; Xcode
///   reports an error and evaluates what it could parse.
/// - A backslash directly before `$` (`\$(X)`): Xcode parses a user-defined setting as a string list, where the
///   backslash makes the `$` literal, but a string-typed builtin such as `PRODUCT_BUNDLE_IDENTIFIER` as a string,
///   where it does not; brands knows no setting types and reads every value as a string.
/// - Builtin settings Xcode declares as strings or booleans (`PRODUCT_NAME`, `SWIFT_VERSION`, …): with no value, or
///   an empty one, they are present and empty in Xcode, so `$(PRODUCT_NAME:not)` is `YES`; brands, knowing no types,
///   treats them as absent like any user-defined setting.
/// - Combining marks right after `/` or `.`: Xcode splits some paths by character and others by byte.
/// - Past ``EvaluationLimits`` brands stops where Xcode keeps going; generated programs stay far below them.
@Suite struct DifferentialEvaluationTests {
    static let programCount = 3_000

    struct Disagreement: CustomStringConvertible {
        var lines: [XcodeModel.Line]
        var bindings: [String: String]
        var setting: String
        var product: String
        var model: String

        var description: String {
            "\(setting): brands \(product.debugDescription), Xcode \(model.debugDescription) for "
                + "\(bindings.sorted { $0.key < $1.key }) in\n  "
                + lines.map(\.description).joined(separator: "\n  ")
        }
    }

    @Test func productAgreesWithTheModelOfXcode() {
        var generator = RandomProgram(random: SeededGenerator(state: 0x0DE5_1DE5_2026))
        var disagreements: [Disagreement] = []
        var compared = 0
        var agreeing = 0
        var skipped = 0
        var operatorUses: [String: Int] = [:]
        var nonEmptyValues = 0
        for _ in 0..<Self.programCount {
            let bindings = generator.bindings()
            let lines = generator.lines()
            for line in lines { count(operatorsIn: line.value, into: &operatorUses) }
            var model = XcodeModel(lines: lines, bindings: bindings, budget: 20_000)
            let expected = RandomProgram.settings.map { model.value(of: $0) }
            guard expected.allSatisfy({ $0 != nil }) else {
                skipped += 1
                continue
            }
            compared += 1
            let resolved = Self.productEvaluator(lines, bindings: bindings).resolve()
            let disagreementsBefore = disagreements.count
            for (setting, value) in zip(RandomProgram.settings, expected) {
                let actual = resolved.value(of: setting)
                if !actual.isEmpty { nonEmptyValues += 1 }
                if actual != value {
                    disagreements.append(
                        Disagreement(
                            lines: lines, bindings: bindings, setting: setting, product: actual, model: value ?? ""))
                }
            }
            if disagreements.count == disagreementsBefore { agreeing += 1 }
        }
        #expect(
            agreeing == compared,
            "agreed on \(agreeing) of \(compared) programs; first disagreements: \(disagreements.prefix(3))")
        // The comparison means something only if most programs ran and exercised every operator.
        #expect(compared > Self.programCount * 95 / 100, "\(skipped) programs ran out of budget")
        #expect(nonEmptyValues > compared)
        let rare = (RandomProgram.retrievals + RandomProgram.replacements).filter { operatorUses[$0, default: 0] < 50 }
        #expect(rare.isEmpty, "operators rarely generated: \(rare)")
    }

    /// The model itself against facts read off swift-build, so a wrong model cannot agree with a wrong product.
    @Test(arguments: [
        ("EMPTY =\nR = [$(UNDEFINED:not)][$(EMPTY:upper)][$(UNDEFINED:base=main)]", "[][][]"),
        ("EMPTY =\nR = $(EMPTY:default=:dir)", "./"),
        ("P = ./\nR = [$(P:standardizepath)]", "[]"),
        ("N = readme\nR = $(N:base=main)", "main."),
        ("EMPTY =\nR = $(EMPTY:default=:dir=out)", "out"),
        ("X = /tmp/dir/file.c\nR = $(X:suffix=.o) $(X:base=x) $(X:dir=d)", "/tmp/dir/file.o /tmp/dir/x.c d/file.c"),
        ("X = /usr/bin\nR = $(X:relativeto=/usr/lib)", "../lib"),
        ("M = m\nR = A-$M-$UNKNOWN-A", "A-m-$UNKNOWN-A"),
        ("R = a\nR = $(value)b", "ab"),
        ("X = x\nR = \\$(X)", "\\$(X)"),
    ])
    func modelReproducesKnownResults(text: String, expected: String) {
        let lines = text.split(separator: "\n").map { line in
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: " ") }
            return XcodeModel.Line(name: parts[0], conditions: [], value: parts.count > 1 ? parts[1] : "")
        }
        var model = XcodeModel(lines: lines, bindings: [:], budget: 1_000)
        #expect(model.value(of: "R") == expected)
    }

    static func productEvaluator(_ lines: [XcodeModel.Line], bindings: [String: String]) -> SettingsEvaluator {
        let location = SourceLocation.start(of: "random.xcconfig")
        let assignments = lines.map { line in
            SettingAssignment(
                name: line.name,
                conditions: line.conditions.map {
                    SettingCondition(parameter: $0.parameter, pattern: $0.pattern, location: location)
                }, value: line.value, location: location)
        }
        let parameters = ConditionParameters(
            sdk: bindings["sdk"], arch: bindings["arch"], configuration: bindings["config"])
        return SettingsEvaluator(levels: [Assignments.level(assignments)], parameters: parameters)
    }

    /// Counts the operator names written after a `:` in `value`.
    private func count(operatorsIn value: String, into uses: inout [String: Int]) {
        for part in value.split(separator: ":").dropFirst() {
            let name = part.prefix { $0.isLetter || $0.isNumber || "_.+-".contains($0) }
            uses[String(name), default: 0] += 1
        }
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
