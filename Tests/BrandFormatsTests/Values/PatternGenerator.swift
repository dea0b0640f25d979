/// Random regular expressions from the grammar of ``SchemaPattern``'s subset (with a few constructs outside it), and
/// random values to match them against, from a fixed seed.
///
/// Literals and values draw mostly on `a` and `b` so that both answers are common. Every construct is tallied in
/// ``constructs`` so a test can check that each was tried often.
struct PatternGenerator {
    /// How often each construct was emitted.
    private(set) var constructs: [String: Int] = [:]
    private var state: UInt64

    /// A generator whose output is a function of `seed`.
    init(seed: UInt64) { state = seed }

    /// Constructs outside the subset: `NSRegularExpression` decides about them, valid or not.
    static let outsideSubset = [
        #"\b"#, "(?=a)", #"\p{L}"#, "(?i)a", "a*+", #"(a)\1"#, "[[:alpha:]]", #"\x41"#, "[a&&b]", "(?<n>a)",
        "a{2,1}", "[z-a]", ")", "{", "a**", #"\Qa.\E"#, "[]a]", #"\u0041"#, "a{,2}", "[a", "(a", "a}", "^*",
        "[a-z-0]", #"[\w-a]"#, #"\"#, "(?#c)", #"\z"#, "a{2}{3}", "(?:)+?", "(|a)*?", "[--a]", "a{1001}",
    ]

    /// A pattern: mostly from the subset, sometimes with a construct from outside it.
    mutating func pattern() -> String {
        let piece = alternation(depth: 0)
        sample = piece.sample
        // Schemas end their patterns with `$` (and values may end in a line terminator), so often do the same.
        guard chance(25) else { return piece.text }
        tally("final dollar")
        return "(?:" + piece.text + ")$"
    }

    /// A value for the last pattern.
    ///
    /// Half the time one the pattern was built to match, as it is or slightly changed (a character more or less, a
    /// line terminator at the end), else a random one. Short and mostly ASCII, with line terminators, other scripts'
    /// digits, combining marks and emoji now and then.
    mutating func value() -> String {
        guard chance(50) else { return randomValue() }
        var characters = Array(sample)
        switch number(below: 10) {
        case 0..<4: break
        case 4..<6: characters.insert(contentsOf: character(), at: number(below: characters.count + 1))
        case 6..<8 where !characters.isEmpty: characters.remove(at: number(below: characters.count))
        case 8: characters += pick(["\n", "\r\n", "\r", "\u{2028}", "\u{85}", "\u{0B}"])
        default: characters += character()
        }
        // Nested quantifiers make long samples, on which ICU backtracks for seconds.
        return String(characters.prefix(10))
    }

    private var sample = ""

    private mutating func randomValue() -> String {
        var text = ""
        for _ in 0..<number(below: 7) { text += character() }
        return text
    }

    private mutating func character() -> String {
        let common = ["a", "a", "a", "b", "b", "c", "0", "7", "_", "-", " ", ".", "@"]
        let rare = [
            "\n", "\r", "\r\n", "\t", "\u{0B}", "\u{0C}", "$", "^", "|", "(", ")", "[", "]", "{", "}", "*", "+", "?",
            "\\", "/", "A", "Z", "9", ":",
        ]
        let foreign = ["\u{2028}", "\u{85}", "\u{663}", "é", "e\u{301}", "😀", "\u{A0}", "\u{2029}", "ß", "\u{300}"]
        let roll = number(below: 100)
        return roll < 70 ? pick(common) : roll < 94 ? pick(rare) : pick(foreign)
    }

    /// Part of a pattern: its text, whether it can match nothing, whether a quantifier may follow, and a value it
    /// matches (for most pieces).
    private struct Piece {
        var text: String
        var canBeEmpty: Bool
        var isQuantifiable = true
        var sample: String
    }

    private mutating func alternation(depth: Int) -> Piece {
        let branchCount = chance(20) ? 2 + number(below: 2) : 1
        if branchCount > 1 { tally("alternation") }
        var branches = (0..<branchCount).map { _ in sequence(depth: depth) }
        // An empty branch first or last decides what an empty iteration of an enclosing loop does.
        if depth > 0 && chance(15) {
            tally("empty branch")
            branches.insert(Piece(text: "", canBeEmpty: true, sample: ""), at: chance(50) ? 0 : branches.count)
        }
        return Piece(
            text: branches.map(\.text).joined(separator: "|"), canBeEmpty: branches.contains { $0.canBeEmpty },
            sample: pick(branches.map(\.sample)))
    }

    private mutating func sequence(depth: Int) -> Piece {
        var result = Piece(text: "", canBeEmpty: true, sample: "")
        for _ in 0..<(chance(10) ? 0 : 1 + number(below: 3)) {
            var item = atom(depth: depth)
            if item.isQuantifiable && chance(35) { item = quantified(item) }
            result.text += item.text
            result.sample += item.sample
            result.canBeEmpty = result.canBeEmpty && item.canBeEmpty
        }
        if result.text.isEmpty { tally("empty") }
        return result
    }

    private mutating func atom(depth: Int) -> Piece {
        switch number(below: 100) {
        case 0..<40:
            tally("literal")
            let literal = pick(["a", "a", "b", "ab", "ba", "-", " ", "]", "_", "@", "/", "#", ":"])
            return Piece(text: literal, canBeEmpty: false, sample: literal)
        case 40..<46:
            tally("escaped literal")
            let literal = pick([".", "\\", "-", "/", "^", "$", "[", "]", "(", ")", "{", "}", "|", "*", "+", "?", " "])
            return Piece(text: "\\" + literal, canBeEmpty: false, sample: literal)
        case 46..<50:
            tally("control escape")
            let escape = pick([("\\t", "\t"), ("\\n", "\n"), ("\\r", "\r"), ("\\f", "\u{0C}")])
            return Piece(text: escape.0, canBeEmpty: false, sample: escape.1)
        case 50..<55:
            tally("dot")
            return Piece(text: ".", canBeEmpty: false, sample: pick(["a", "-", " ", "\u{663}", "\n"]))
        case 55..<63:
            tally("class escape")
            let escape = pick([
                ("\\d", "7"), ("\\d", "\u{663}"), ("\\D", "a"), ("\\w", "_"), ("\\w", "é"), ("\\W", "-"),
                ("\\s", " "), ("\\s", "\u{0B}"), ("\\S", "a"),
            ])
            return Piece(text: escape.0, canBeEmpty: false, sample: escape.1)
        case 63..<73:
            return bracketClass()
        case 73..<85 where depth < 3:
            let opening = chance(50) ? "(" : "(?:"
            tally(opening == "(" ? "group" : "non-capturing group")
            var inner = alternation(depth: depth + 1)
            inner.text = opening + inner.text + ")"
            return inner
        case 85..<88:
            // `$` also matches before a line terminator that ends the value, which only something after it takes.
            tally("dollar before terminator")
            let (text, sample) = pick([
                (#"$\n"#, "\n"), (#"$\r\n"#, "\r\n"), (#"$\r"#, "\r"), (#"\r$\n"#, "\r\n"), (#"$\s*"#, "\u{0B}"),
                (#"$\s+"#, "\r\n"), (#"$[\r\n]+"#, "\n"), (#"$\f"#, "\u{0C}"), (#"$(?:\r\n|\n)"#, "\r\n"),
                (#"$\n?"#, ""),
            ])
            return Piece(text: text, canBeEmpty: true, isQuantifiable: false, sample: sample)
        case 88..<94:
            let anchor = pick(["^", "$"])
            tally(anchor == "^" ? "caret" : "dollar")
            return Piece(text: anchor, canBeEmpty: true, isQuantifiable: false, sample: "")
        case 94..<97:
            tally("outside subset")
            return Piece(text: pick(Self.outsideSubset), canBeEmpty: true, isQuantifiable: false, sample: "a")
        default:
            tally("literal")
            return Piece(text: "a", canBeEmpty: false, sample: "a")
        }
    }

    private mutating func quantified(_ item: Piece) -> Piece {
        let minimum = number(below: 3)
        let maximum = minimum + number(below: 3)
        let (quantifier, low, high) = pick([
            ("*", 0, 3), ("+", 1, 3), ("?", 0, 1), ("{\(minimum)}", minimum, minimum),
            ("{\(minimum),}", minimum, minimum + 2),
            ("{\(minimum),\(maximum)}", minimum, maximum),
        ])
        tally("quantifier \(quantifier.first == "{" ? "{}" : quantifier)")
        // `*?` and `+?` on a body that can match nothing loop in ICU until its stack overflows (seconds).
        let isLazy = chance(30) && !(item.canBeEmpty && (quantifier == "*" || quantifier == "+"))
        if isLazy { tally("lazy") }
        return Piece(
            text: item.text + quantifier + (isLazy ? "?" : ""), canBeEmpty: item.canBeEmpty || low == 0,
            isQuantifiable: false, sample: String(repeating: item.sample, count: low + number(below: high - low + 1)))
    }

    private mutating func bracketClass() -> Piece {
        var text = "["
        let isNegated = chance(30)
        if isNegated {
            text += "^"
            tally("negated class")
        } else {
            tally("class")
        }
        var members: [String] = []
        if chance(10) {
            text += "-"
            members.append("-")
        }
        for _ in 0..<(1 + number(below: 3)) {
            let member: (text: String, sample: String)
            switch number(below: 10) {
            case 0..<4:
                let literal = pick([
                    "a", "b", "c", "_", " ", ".", "$", "|", "(", ")", "{", "}", "*", "+", "?", "^", "&", ":",
                ])
                member = (literal, literal)
            case 4..<6:
                tally("range")
                member = pick([
                    ("a-c", "b"), ("0-9", "5"), ("A-Z", "Q"), ("a-z", "a"), ("!-/", "."), ("\\t-\\r", "\n"),
                    ("a-\\}", "|"),
                ])
            case 6..<8:
                member = pick([
                    ("\\d", "\u{663}"), ("\\w", "ß"), ("\\s", "\u{A0}"), ("\\D", "a"), ("\\W", "-"), ("\\S", "a"),
                ])
            default:
                member = pick([
                    ("\\]", "]"), ("\\-", "-"), ("\\\\", "\\"), ("\\[", "["), ("\\^", "^"), ("\\n", "\n"), ("\\.", "."),
                ])
            }
            text += member.text
            members.append(member.sample)
        }
        if chance(10) {
            text += "-"
            members.append("-")
        }
        let sample = isNegated ? pick(["a", "b", "-", "\n", "é", "\u{2028}", "7"]) : pick(members)
        return Piece(text: text + "]", canBeEmpty: false, sample: sample)
    }

    private mutating func tally(_ construct: String) { constructs[construct, default: 0] += 1 }

    private mutating func chance(_ percent: Int) -> Bool { number(below: 100) < percent }

    private mutating func pick<Choice>(_ choices: [Choice]) -> Choice { choices[number(below: choices.count)] }

    /// SplitMix64: small, and the same on every platform.
    private mutating func number(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(mixed % UInt64(bound))
    }
}
