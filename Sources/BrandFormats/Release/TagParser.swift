import Foundation
import Support

/// Parses release tags in the manifest's format (by default `{clone}/{version}/{build}`).
///
/// The clone is matched against the workspace's clone ids without regard to case; the version is one to
/// three dot-separated non-negative integers without leading zeros; the build is a positive integer or up to
/// three such dot-separated integers, not all zero. Anything git would refuse as a tag name is refused too.
/// Checks run in a fixed order so each bad tag gets the most precise reason: characters git forbids, a
/// leading `/`, the shape (number of parts, empty parts), the other ref rules, then clone, version, build.
public struct TagParser: Sendable {
    /// The tag format, with `{clone}`, `{version}` and `{build}` each once.
    public var format: String
    /// The workspace's clone ids.
    public var clones: [String]

    /// Creates a parser.
    public init(format: String = ReleaseSettings().tagFormat, clones: [String]) {
        self.format = format
        self.clones = clones
    }

    /// A piece of the format: literal text, or a `{placeholder}`.
    enum Token: Equatable {
        case literal([Character])
        case placeholder(String)
    }

    /// A placeholder's value and where it starts in the tag.
    struct Part {
        var text: String
        var offset: Int
    }

    /// The format split into literals and placeholders.
    var tokens: [Token] {
        var tokens: [Token] = []
        var rest = Substring(format)
        while !rest.isEmpty {
            if let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                if open > rest.startIndex { tokens.append(.literal(Array(rest[..<open]))) }
                tokens.append(.placeholder(String(rest[rest.index(after: open)..<close])))
                rest = rest[rest.index(after: close)...]
            } else {
                tokens.append(.literal(Array(rest)))
                rest = ""
            }
        }
        return tokens
    }

    /// Parses `text`, or says precisely why (and where) it is not a tag.
    public func parse(_ text: String) -> Result<ReleaseTag, TagProblem> {
        if text.isEmpty { return .failure(.empty) }
        if let problem = RefNameCheck.characterProblem(text) { return .failure(problem) }
        // Checked before the shape: a leading '/' would otherwise read as an extra empty part.
        if text.hasPrefix("/") { return .failure(.invalidRef("it may not begin with '/'", offset: 0)) }
        let parts: [String: Part]
        switch split(Array(text)) {
        case .success(let split): parts = split
        case .failure(let problem): return .failure(problem)
        }
        func part(_ name: String) -> Part { parts[name] ?? Part(text: "", offset: 0) }
        for name in ["clone", "version", "build"] where part(name).text.isEmpty {
            return .failure(.emptyPart(name, offset: part(name).offset))
        }
        if let problem = RefNameCheck.structureProblem(text) { return .failure(problem) }
        let cloneText = part("clone")
        guard let clone = clones.first(where: { $0.lowercased() == cloneText.text.lowercased() }) else {
            return .failure(
                .unknownClone(
                    cloneText.text, suggestion: Suggestion.closest(to: cloneText.text, in: clones),
                    offset: cloneText.offset))
        }
        let versionText = part("version")
        let version: VersionNumber
        switch VersionNumber.parse(versionText.text) {
        case .success(let parsed): version = parsed
        case .failure(let problem): return .failure(.badVersion(versionText.text, problem, offset: versionText.offset))
        }
        let buildText = part("build")
        let build: VersionNumber
        switch VersionNumber.parseBuild(buildText.text, allowingLeadingZeros: false) {
        case .success(let parsed):
            if parsed.components.allSatisfy({ $0 == 0 }) {
                return .failure(
                    .badBuild(buildText.text, "it must be greater than zero, such as 1", offset: buildText.offset))
            }
            build = parsed
        case .failure(let problem):
            let advice =
                if case .leadingZero = problem, let read = VersionNumber.droppingLeadingZeros(buildText.text) {
                    TagProblem.oneSpelling(read, of: buildText.text)
                } else {
                    "use a positive integer such as 2, or dot-separated numbers such as 2.1"
                }
            return .failure(.badBuild(buildText.text, "it \(problem); \(advice)", offset: buildText.offset))
        }
        return .success(
            ReleaseTag(
                name: text, clone: clone, version: version, build: build, versionOffset: versionText.offset,
                buildOffset: buildText.offset))
    }

    /// The tag this format spells for `clone`, `version` and `build` (the clone in lower case).
    public func spell(clone: String, version: String, build: String) -> String {
        format.replacingEvery("{clone}", with: clone.lowercased())
            .replacingEvery("{version}", with: version).replacingEvery("{build}", with: build)
    }

    /// The placeholder values of `text`.
    ///
    /// With one separator between all parts (the usual case) the count of parts is checked first, so a missing or extra
    /// part is named as such.
    private func split(_ text: [Character]) -> Result<[String: Part], TagProblem> {
        let tokens = tokens
        let placeholders = tokens.compactMap { token -> String? in
            if case .placeholder(let name) = token { return name }
            return nil
        }
        let literals = tokens.compactMap { token -> [Character]? in
            if case .literal(let text) = token { return text }
            return nil
        }
        let alternates = tokens.enumerated().allSatisfy { index, token in
            if case .placeholder = token { return index % 2 == 0 }
            return index % 2 == 1
        }
        if alternates, tokens.count == 2 * placeholders.count - 1, let separator = literals.first,
            literals.allSatisfy({ $0 == separator })
        {
            return splitBySeparator(text, separator: separator, placeholders: placeholders)
        }
        var matcher = TagFormatMatcher(tokens: tokens, text: text, clones: Set(clones.map { $0.lowercased() }))
        guard let values = matcher.match() else { return .failure(.mismatch(format: format)) }
        return .success(values)
    }

    private func splitBySeparator(_ text: [Character], separator: [Character], placeholders: [String])
        -> Result<[String: Part], TagProblem>
    {
        var parts: [Part] = []
        var separators: [Int] = []
        var start = 0
        var index = 0
        while index <= text.count - separator.count {
            if Array(text[index..<index + separator.count]) == separator {
                parts.append(Part(text: String(text[start..<index]), offset: start))
                separators.append(index)
                index += separator.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(Part(text: String(text[start...]), offset: start))
        if parts.count != placeholders.count {
            let offset = parts.count > placeholders.count ? separators[placeholders.count - 1] : text.count
            return .failure(
                .partCount(
                    expected: placeholders.count, found: parts.count, separator: String(separator), offset: offset))
        }
        return .success(Dictionary(zip(placeholders, parts), uniquingKeysWith: { first, _ in first }))
    }
}
