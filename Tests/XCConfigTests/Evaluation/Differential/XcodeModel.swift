/// A second, deliberately simple evaluator of xcconfig settings, written from a reading of swift-build's sources
/// and sharing nothing with the product but MD5 (checked on its own against RFC 1321): its own expression reader,
/// its own presence model, its own operators and path arithmetic, its own condition matching.
///
/// What it transcribes, from `Sources/SWBMacro` and `Sources/SWBCore`:
/// - `MacroConfigFileLoader` declares every xcconfig setting as a user-defined macro, and
///   `MacroNamespace.parseForMacro` parses a user-defined value as a string list (`parseAsStringList`); evaluated as a
///   string, its whitespace, quotes and backslashes are all appended, and a backslash makes the next byte literal.
/// - `MacroEvaluationProgram`: an empty value is the `.empty` program, which appends nothing; a lookup of a name
///   with no value appends nothing (bracketed) or `$NAME` (bare, `preserveOriginalIfUnresolved`); a retrieval
///   operator maps each element of its buffer, so none when nothing was appended; a replacement operator does the
///   same, except that `default` applies to an untouched buffer; merging an untouched buffer appends nothing.
/// - `MacroEvaluationContext.nextValueForMacro`: a setting in evaluation (innermost first) yields its next older
///   matching value; `inherited` and `value` name the setting being evaluated.
///
/// Recursive and uncached: it walks every path through cycles, so callers give it a step budget.
struct XcodeModel {
    /// One `NAME[parameter=pattern]… = value` line.
    struct Line: CustomStringConvertible {
        var name: String
        var conditions: [(parameter: String, pattern: String)]
        var value: String

        var description: String {
            name + conditions.map { "[\($0.parameter)=\($0.pattern)]" }.joined() + " = " + value
        }
    }

    /// The result of an expansion: bytes, and whether anything was appended at all.
    struct Buffer {
        var bytes: [UInt8] = []
        var appended = false

        static let untouched = Buffer()

        init() {}

        init(_ text: String) {
            bytes = Array(text.utf8)
            appended = true
        }

        var text: String { String(decoding: bytes, as: UTF8.self) }

        mutating func append(_ more: [UInt8]) {
            bytes += more
            appended = true
        }

        /// `mergeSubresult`: an untouched buffer leaves this one untouched too.
        mutating func merge(_ other: Buffer) {
            if other.appended { append(other.bytes) }
        }
    }

    let lines: [Line]
    /// Condition parameter → bound value; unbound parameters match only `*`.
    let bindings: [String: String]
    /// Lines evaluated so far may not exceed this; past it the result is `nil`.
    var budget: Int

    /// The value of `name` as a string, or `nil` when the budget ran out.
    mutating func value(of name: String) -> String? {
        guard let winner = newestMatching(name, before: lines.count) else { return "" }
        return evaluate(winner, context: [winner])?.text
    }

    /// The newest line of `name` before `end` whose conditions all hold.
    func newestMatching(_ name: String, before end: Int) -> Int? {
        (0..<end).last { index in
            lines[index].name == name
                && lines[index].conditions.allSatisfy { condition in
                    guard let bound = bindings[condition.parameter] else { return condition.pattern == "*" }
                    return Self.globMatches(Array(condition.pattern.utf8)[...], Array(bound.utf8)[...])
                }
        }
    }

    /// Evaluates line `index`; `context` lists the lines in evaluation, outermost first, ending with `index`.
    mutating func evaluate(_ index: Int, context: [Int]) -> Buffer? {
        budget -= 1
        guard budget > 0 else { return nil }
        var reader = Reader(lines[index].value)
        return expandList(&reader, context: context)
    }

    /// The value a lookup of `name` appends, from inside `context`.
    mutating func lookUp(_ name: String, bare: Bool, context: [Int]) -> Buffer? {
        guard !name.isEmpty, let current = context.last else { return .untouched }
        let looked = name == "inherited" || name == "value" ? lines[current].name : name
        let target: Int?
        if let inEvaluation = context.last(where: { lines[$0].name == looked }) {
            target = newestMatching(looked, before: inEvaluation)
        } else {
            target = newestMatching(looked, before: lines.count)
        }
        guard let target else { return bare ? Buffer("$" + name) : .untouched }
        return evaluate(target, context: context + [target])
    }

    /// fnmatch with `*`, `?` and `[set]`, enough for the patterns the generator writes.
    static func globMatches(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case UInt8(ascii: "*"):
            var rest = text
            while true {
                if globMatches(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case UInt8(ascii: "?"):
            return !text.isEmpty && globMatches(pattern.dropFirst(), text.dropFirst())
        case UInt8(ascii: "["):
            guard let close = pattern.firstIndex(of: UInt8(ascii: "]")), let character = text.first else {
                return false
            }
            let set = pattern[(pattern.startIndex + 1)..<close]
            return set.contains(character) && globMatches(pattern[(close + 1)...], text.dropFirst())
        default:
            return text.first == first && globMatches(pattern.dropFirst(), text.dropFirst())
        }
    }
}

/// A cursor over a value's bytes; every delimiter is ASCII.
struct Reader {
    let bytes: [UInt8]
    var position = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skip() { position += 1 }
}
