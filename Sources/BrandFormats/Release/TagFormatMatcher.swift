/// Matches a tag against a custom tag format by backtracking, as a regular expression would: each placeholder first
/// takes as much as it can (so `release-{clone}_{version}.{build}` reads `release-nwd_6.0.0.2` as version 6.0.0, build
/// 2), and the first split whose clone, version and build are all valid wins.
///
/// When no split is valid, the first split that fits the literals is returned, so the parser can say which part is
/// wrong. A step budget keeps pathological formats from taking long.
struct TagFormatMatcher {
    /// The format's tokens.
    let tokens: [TagParser.Token]
    /// The tag's characters.
    let text: [Character]
    /// The workspace's clone ids in lower case.
    let clones: Set<String>
    /// For each position of the tag, how many of the characters before it cannot be in a version or build number
    /// (anything but ASCII digits and dots): a range holds only number characters when the counts at its ends agree,
    /// which each split the search tries asks in constant time instead of looking at every character again.
    private let nonNumberCounts: [Int]
    /// The steps left before the search gives up.
    private var budget = 20_000
    private var firstFit: [String: TagParser.Part]?
    private var valid: [String: TagParser.Part]?

    init(tokens: [TagParser.Token], text: [Character], clones: Set<String>) {
        self.tokens = tokens
        self.text = text
        self.clones = clones
        var counts = [0]
        counts.reserveCapacity(text.count + 1)
        for character in text {
            let isNumber = character.isASCII && (character.isNumber || character == ".")
            counts.append(counts[counts.count - 1] + (isNumber ? 0 : 1))
        }
        nonNumberCounts = counts
    }

    /// The values of the placeholders, or `nil` when the literals cannot be fitted at all.
    mutating func match() -> [String: TagParser.Part]? {
        var ranges = [Range<Int>?](repeating: nil, count: tokens.count)
        search(token: 0, position: 0, ranges: &ranges)
        return valid ?? firstFit
    }

    /// Searches on from `token` at `position`, with `ranges` holding where each earlier placeholder took its value;
    /// returns `true` once a valid split is found (or the budget is spent), which ends the search.
    ///
    /// Values are kept as ranges of the tag and made into text only for a split that fits every literal.
    @discardableResult
    private mutating func search(token: Int, position: Int, ranges: inout [Range<Int>?]) -> Bool {
        budget -= 1
        if budget < 0 { return true }
        guard token < tokens.count else {
            guard position == text.count else { return false }
            if firstFit == nil { firstFit = parts(ranges) }
            // Text is made only for a split whose version and build could be numbers: most splits a pathological
            // format tries fail there, and making text for each of them was most of the search's time.
            guard couldBeValid(ranges) else { return false }
            let values = parts(ranges)
            if isValid(values) {
                valid = values
                return true
            }
            return false
        }
        switch tokens[token] {
        case .literal(let literal):
            guard position + literal.count <= text.count,
                text[position..<position + literal.count].elementsEqual(literal)
            else { return false }
            return search(token: token + 1, position: position + literal.count, ranges: &ranges)
        case .placeholder:
            // The last token must take the rest; otherwise try the longest value first.
            let lowest = token == tokens.count - 1 ? text.count : position
            for end in stride(from: text.count, through: lowest, by: -1) {
                ranges[token] = position..<end
                if search(token: token + 1, position: end, ranges: &ranges) { return true }
            }
            ranges[token] = nil
            return false
        }
    }

    /// The placeholders' values for `ranges`, by name.
    private func parts(_ ranges: [Range<Int>?]) -> [String: TagParser.Part] {
        var values: [String: TagParser.Part] = [:]
        for (token, range) in zip(tokens, ranges) {
            guard case .placeholder(let name) = token, let range else { continue }
            values[name] = TagParser.Part(text: String(text[range]), offset: range.lowerBound)
        }
        return values
    }

    /// Whether the values of `{version}` and `{build}` in `ranges` hold only ASCII digits and dots, as a valid
    /// version and build must (`VersionNumber`); checked on the tag's characters, before any text is made.
    private func couldBeValid(_ ranges: [Range<Int>?]) -> Bool {
        // As in `parts`, a name's last value counts.
        var version: Range<Int>?
        var build: Range<Int>?
        for (token, range) in zip(tokens, ranges) {
            guard case .placeholder(let name) = token, let range else { continue }
            if name == "version" { version = range } else if name == "build" { build = range }
        }
        func isNumber(_ range: Range<Int>?) -> Bool {
            guard let range else { return true }
            return !range.isEmpty && nonNumberCounts[range.upperBound] == nonNumberCounts[range.lowerBound]
        }
        return isNumber(version) && isNumber(build)
    }

    private func isValid(_ values: [String: TagParser.Part]) -> Bool {
        guard let clone = values["clone"], clones.contains(clone.text.lowercased()),
            let version = values["version"], VersionNumber(version.text) != nil,
            let build = values["build"],
            case .success(let number) = VersionNumber.parseBuild(build.text, allowingLeadingZeros: false)
        else { return false }
        return !number.components.allSatisfy { $0 == 0 }
    }
}
