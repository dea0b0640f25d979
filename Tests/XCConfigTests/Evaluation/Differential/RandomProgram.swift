/// Random xcconfig programs for differential testing: settings referencing each other and themselves,
/// `$(inherited)` and `$(value)`, computed and nested names, every operator chained with random arguments (empty,
/// path-like, nested references), undefined and empty settings, bare and deprecated references, and conditions.
///
/// Deliberately never written, because brands differs from Xcode there by design (see
/// ``DifferentialEvaluationTests``): unterminated references, a backslash directly before `$`, combining marks (Xcode
/// splits some paths by character and others by byte), and names of Xcode's builtin settings.
struct RandomProgram {
    /// The settings a program assigns; `EMPTY` is often assigned an empty value.
    static let settings = ["A", "B", "C", "D", "EMPTY"]
    /// Names a reference may use besides the settings.
    static let otherNames = ["UNDEF", "inherited", "value"]
    static let retrievals = [
        "upper", "lower", "quote", "identifier", "rfc1034identifier", "c99extidentifier", "dir", "file", "base",
        "suffix", "standardizepath", "not", "truncatedversion", "__md5", "__stripslash", "uper", "x-y.z",
    ]
    static let replacements = ["default", "dir", "file", "base", "suffix", "relativeto", "isancestor", "defualt"]
    static let literals = [
        "x", "YES", "NO", "/usr/lib", "/usr/bin/tool", "/usr", "/", "//", "a/b/", "./", ".", "..", "../x",
        "x/./y/../z", "file.c", "archive.tar.gz", ".hidden", "name.", "Some File", "é", "日本", "٣1", "ß",
        "1.2.3.4", "-", "_", " ", "\"q r\"", "'s'", "a\\b", "Ab9",
    ]
    static let patterns = ["Debug", "Release", "D*", "*", "Rel?ase", "[DR]e*", "arm64", "iphoneos*"]

    var random: SeededGenerator

    /// Condition bindings: a configuration always, an SDK half the time, never an architecture.
    mutating func bindings() -> [String: String] {
        var bindings = ["config": Bool.random(using: &random) ? "Debug" : "Release"]
        if Bool.random(using: &random) { bindings["sdk"] = "iphoneos26.0" }
        return bindings
    }

    mutating func lines() -> [XcodeModel.Line] {
        (0..<Int.random(in: 2...7, using: &random)).map { _ in
            let name = pick(Self.settings)
            var conditions: [(parameter: String, pattern: String)] = []
            if chance(25) {
                for _ in 0..<Int.random(in: 1...2, using: &random) {
                    conditions.append((pick(["config", "arch", "sdk"]), pick(Self.patterns)))
                }
            }
            let value = name == "EMPTY" && chance(60) ? "" : self.value(depth: 0)
            return XcodeModel.Line(name: name, conditions: conditions, value: value)
        }
    }

    mutating func value(depth: Int) -> String {
        (0..<Int.random(in: 0...4, using: &random)).map { _ in piece(depth: depth) }.joined()
    }

    private mutating func piece(depth: Int) -> String {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<38: pick(Self.literals)
        case 38..<80: reference(depth: depth, opening: "(", closing: ")")
        case 80..<87: "$" + pick(Self.settings + Self.otherNames)
        case 87..<90: "$$"
        case 90..<93: "$ "
        case 93..<96: reference(depth: depth, opening: "{", closing: "}")
        default: reference(depth: depth, opening: "[", closing: "]")
        }
    }

    private mutating func reference(depth: Int, opening: String, closing: String) -> String {
        var text = "$" + opening + name(depth: depth)
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            if chance(55) {
                text += ":" + pick(Self.retrievals)
            } else {
                text += ":" + pick(Self.replacements) + "=" + argument(depth: depth)
            }
        }
        return text + closing
    }

    private mutating func name(depth: Int) -> String {
        let plain = pick(Self.settings + Self.settings + Self.otherNames)
        guard depth < 2, chance(12) else { return plain }
        let nested = reference(depth: depth + 1, opening: "(", closing: ")")
        return chance(50) ? nested : String(plain.prefix(1)) + nested
    }

    private mutating func argument(depth: Int) -> String {
        (0..<Int.random(in: 0...2, using: &random)).map { _ in
            depth < 2 && chance(25) ? reference(depth: depth + 1, opening: "(", closing: ")") : pick(Self.literals)
        }.joined()
    }

    private mutating func pick(_ choices: [String]) -> String {
        choices[Int.random(in: 0..<choices.count, using: &random)]
    }

    private mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }
}
