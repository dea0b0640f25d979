extension SchemaPattern {
    /// Reads the subset of ICU's syntax that ``SchemaPattern`` matches itself.
    ///
    /// Everything it accepts is a pattern `NSRegularExpression` accepts with the same meaning; anything it is not
    /// sure of throws ``OutsideSubset`` so ICU decides, even where ICU would accept it (`[]a]`, `[\w-a]`, `^*`, `}`
    /// and `[a-z-0]` are valid there, with meanings worth no code here). The limits on length, nesting, groups and
    /// counts keep ICU's own limits (its parser stack, its 8 MB backtracking stack) far away.
    struct Parser {
        /// Whether every character the pattern can consume is ASCII, so no value with another character matches.
        private(set) var matchesOnlyASCII = true
        private let bytes: [UInt8]
        private var index = 0
        private var depth = 0
        private var groups = 0

        private static let maximumLength = 1000
        private static let maximumDepth = 32
        private static let maximumGroups = 20
        private static let maximumCount = 1000

        private init(bytes: [UInt8]) { self.bytes = bytes }

        /// The pattern's tree, and whether it consumes only ASCII; `nil` when it is outside the subset (or empty,
        /// which `NSRegularExpression` rejects).
        static func parse(_ pattern: String) -> (root: Node, matchesOnlyASCII: Bool)? {
            let bytes = Array(pattern.utf8)
            guard !bytes.isEmpty, bytes.count <= maximumLength else { return nil }
            var parser = Parser(bytes: bytes)
            guard let root = try? parser.alternation(), parser.index == bytes.count else { return nil }
            return (root, parser.matchesOnlyASCII)
        }

        private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        private func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

        private mutating func alternation() throws(OutsideSubset) -> Node {
            var branches = [try sequence()]
            while current == UInt8(ascii: "|") {
                index += 1
                branches.append(try sequence())
            }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        private mutating func sequence() throws(OutsideSubset) -> Node {
            var items: [Node] = []
            while let byte = current, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
                let atom = try atom()
                guard let quantifier = try quantifier() else {
                    items.append(atom)
                    continue
                }
                switch atom {
                case .lineStart, .lineEnd: throw OutsideSubset()
                default: break
                }
                // ICU compiles `*?` and `+?` without a check for empty iterations: on a body that can match nothing
                // it loops until its stack overflows, seconds later. Leave those to it.
                if quantifier.isLazy && (quantifier.kind == .star || quantifier.kind == .plus)
                    && atom.minimumLength == 0
                {
                    throw OutsideSubset()
                }
                items.append(.repetition(atom, quantifier))
            }
            if items.isEmpty { return .empty }
            return items.count == 1 ? items[0] : .sequence(items)
        }

        private mutating func atom() throws(OutsideSubset) -> Node {
            guard let byte = current else { throw OutsideSubset() }
            index += 1
            switch byte {
            case UInt8(ascii: "("):
                if current == UInt8(ascii: "?") {
                    guard peek(1) == UInt8(ascii: ":") else { throw OutsideSubset() }
                    index += 2
                } else {
                    groups += 1
                }
                depth += 1
                guard depth <= Self.maximumDepth, groups <= Self.maximumGroups else { throw OutsideSubset() }
                let inner = try alternation()
                guard current == UInt8(ascii: ")") else { throw OutsideSubset() }
                index += 1
                depth -= 1
                return .group(inner)
            case UInt8(ascii: "["):
                return .character(try bracketClass())
            case UInt8(ascii: "."):
                matchesOnlyASCII = false
                return .character(.notLineTerminator)
            case UInt8(ascii: "^"):
                return .lineStart
            case UInt8(ascii: "$"):
                return .lineEnd
            case UInt8(ascii: "\\"):
                switch try escape() {
                case .literal(let literal): return .character(ByteSet(literal))
                case .set(let set): return .character(set)
                }
            case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                // A quantifier with nothing to repeat, or a stray brace: errors in ICU.
                throw OutsideSubset()
            case 0x20...0x7E:
                // `]` on its own is a literal in ICU.
                return .character(ByteSet(byte))
            default:
                throw OutsideSubset()
            }
        }

        private mutating func quantifier() throws(OutsideSubset) -> Quantifier? {
            let kind: Quantifier.Kind
            switch current {
            case UInt8(ascii: "*"): kind = .star
            case UInt8(ascii: "+"): kind = .plus
            case UInt8(ascii: "?"): kind = .optional
            case UInt8(ascii: "{"):
                index += 1
                let minimum = try count()
                var maximum: Int? = minimum
                if current == UInt8(ascii: ",") {
                    index += 1
                    maximum = current == UInt8(ascii: "}") ? nil : try count()
                }
                guard current == UInt8(ascii: "}") else { throw OutsideSubset() }
                if let maximum, maximum < minimum { throw OutsideSubset() }
                kind = .interval(minimum: minimum, maximum: maximum)
            default: return nil
            }
            index += 1
            var isLazy = false
            if current == UInt8(ascii: "?") {
                isLazy = true
                index += 1
            } else if current == UInt8(ascii: "+") {
                throw OutsideSubset()  // possessive
            }
            return Quantifier(kind: kind, isLazy: isLazy)
        }

        private mutating func count() throws(OutsideSubset) -> Int {
            var value = 0
            let start = index
            while let byte = current, byte.isASCIIDigit {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                index += 1
                guard value <= Self.maximumCount else { throw OutsideSubset() }
            }
            guard index > start else { throw OutsideSubset() }
            return value
        }

        /// What an escape stands for: one character, or a class such as `\d`.
        private enum Escape {
            case literal(UInt8)
            case set(ByteSet)
        }

        /// What follows a backslash.
        ///
        /// `\d \D \w \W \s \S`, `\t \n \r \f`, or escaped ASCII punctuation (space included), which stands for itself.
        /// Letters and digits mean many other things in ICU (`\b`, `\p{..}`, `\1`, `\x41`).
        private mutating func escape() throws(OutsideSubset) -> Escape {
            guard let byte = current else { throw OutsideSubset() }
            index += 1
            let set: ByteSet
            switch byte {
            case UInt8(ascii: "t"): return .literal(0x09)
            case UInt8(ascii: "n"): return .literal(0x0A)
            case UInt8(ascii: "f"): return .literal(0x0C)
            case UInt8(ascii: "r"): return .literal(0x0D)
            case UInt8(ascii: "d"): set = .digits
            case UInt8(ascii: "D"): set = ByteSet.digits.inverted
            case UInt8(ascii: "w"): set = .word
            case UInt8(ascii: "W"): set = ByteSet.word.inverted
            case UInt8(ascii: "s"): set = .space
            case UInt8(ascii: "S"): set = ByteSet.space.inverted
            case 0x20...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return .literal(byte)
            default: throw OutsideSubset()
            }
            // ICU's classes are Unicode-wide: `\d` takes Arabic-Indic digits, `\w` letters of any script.
            matchesOnlyASCII = false
            return .set(set)
        }

        /// After `[`: members, ranges `a-z` and escapes up to `]`, negated by a leading `^`.
        ///
        /// ICU's sets have more syntax (nested sets, `[:alpha:]`, `&&`, `--`) and treat a `-` differently by where it
        /// stands; only a `-` first, last, or between two characters is read here.
        private mutating func bracketClass() throws(OutsideSubset) -> ByteSet {
            var set = ByteSet()
            var isNegated = false
            if current == UInt8(ascii: "^") {
                isNegated = true
                index += 1
            }
            // `[]`, `[^]` are errors or a literal `]` by version; `[:alpha:]` is a POSIX class even unnested.
            guard let first = current, first != UInt8(ascii: "]"), first != UInt8(ascii: ":") else {
                throw OutsideSubset()
            }
            if first == UInt8(ascii: "-") {
                guard peek(1) != UInt8(ascii: "-") else { throw OutsideSubset() }
                set.insert(first)
                index += 1
            }
            while true {
                guard let byte = current else { throw OutsideSubset() }
                if byte == UInt8(ascii: "]") {
                    index += 1
                    break
                }
                if byte == UInt8(ascii: "-") {
                    guard peek(1) == UInt8(ascii: "]") else { throw OutsideSubset() }
                    set.insert(byte)
                    index += 1
                    continue
                }
                switch try classMember() {
                case .set(let members):
                    set.formUnion(members)
                case .literal(let lower):
                    guard current == UInt8(ascii: "-"), let next = peek(1), next != UInt8(ascii: "]") else {
                        set.insert(lower)
                        continue
                    }
                    index += 1
                    guard next != UInt8(ascii: "-"), case .literal(let upper) = try classMember(), lower <= upper else {
                        throw OutsideSubset()
                    }
                    set.insert(lower...upper)
                }
            }
            if isNegated {
                matchesOnlyASCII = false
                return set.inverted
            }
            return set
        }

        private mutating func classMember() throws(OutsideSubset) -> Escape {
            guard let byte = current else { throw OutsideSubset() }
            switch byte {
            case UInt8(ascii: "\\"):
                index += 1
                return try escape()
            case UInt8(ascii: "["), UInt8(ascii: "]"):
                throw OutsideSubset()
            case UInt8(ascii: "&"):
                // ICU reads `&` in a set as an operator in places it does not document: `[&-z]` is refused, `[^x&-z]`
                // does not match `m` (the fuzzer found the subset taking them). A set holding one goes to ICU.
                throw OutsideSubset()
            case 0x20...0x7E:
                index += 1
                return .literal(byte)
            default:
                throw OutsideSubset()
            }
        }
    }
}
