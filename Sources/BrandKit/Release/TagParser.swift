import Foundation
import XCConfig

/// Parses release tags in the manifest's format (by default `{clone}/{version}/{build}`).
///
/// The clone is matched against the workspace's clone ids without regard to case; the version is one to
/// three dot-separated non-negative integers without leading zeros; the build is a positive integer or up to
/// three such dot-separated integers. Anything git would refuse as a tag name is refused first.
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

    private enum Token: Equatable {
        case literal(String)
        case placeholder(String)
    }

    private var tokens: [Token] {
        var tokens: [Token] = []
        var rest = Substring(format)
        while !rest.isEmpty {
            if let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                if open > rest.startIndex { tokens.append(.literal(String(rest[..<open]))) }
                tokens.append(.placeholder(String(rest[rest.index(after: open)..<close])))
                rest = rest[rest.index(after: close)...]
            } else {
                tokens.append(.literal(String(rest)))
                rest = ""
            }
        }
        return tokens
    }

    /// Parses `text`, or says precisely why it is not a tag.
    public func parse(_ text: String) -> Result<ReleaseTag, TagProblem> {
        if text.isEmpty { return .failure(.empty) }
        if let problem = RefNameCheck.characterProblem(text) { return .failure(problem) }
        let parts: [String: String]
        switch split(text) {
        case .success(let split): parts = split
        case .failure(let problem): return .failure(problem)
        }
        for name in ["clone", "version", "build"] where parts[name, default: ""].isEmpty {
            return .failure(.emptyPart(name))
        }
        if let problem = RefNameCheck.structureProblem(text) { return .failure(problem) }
        let cloneText = parts["clone", default: ""]
        guard let clone = clones.first(where: { $0.lowercased() == cloneText.lowercased() }) else {
            return .failure(.unknownClone(cloneText, suggestion: Suggestion.closest(to: cloneText, in: clones)))
        }
        let versionText = parts["version", default: ""]
        let version: VersionNumber
        switch VersionNumber.parse(versionText) {
        case .success(let parsed): version = parsed
        case .failure(let problem): return .failure(.badVersion(versionText, problem))
        }
        let buildText = parts["build", default: ""]
        let build: VersionNumber
        switch VersionNumber.parse(buildText) {
        case .success(let parsed):
            if parsed.components.count == 1 && parsed.components[0] == 0 {
                return .failure(.badBuild(buildText, "it must be a positive integer"))
            }
            build = parsed
        case .failure(let problem): return .failure(.badBuild(buildText, "it \(problem)"))
        }
        return .success(ReleaseTag(name: text, clone: clone, version: version, build: build))
    }

    /// The placeholder values of `text`. With one separator between all parts (the usual case) the count of
    /// parts is checked first, so a missing or extra part is named as such.
    private func split(_ text: String) -> Result<[String: String], TagProblem> {
        let tokens = tokens
        let placeholders = tokens.compactMap { token -> String? in
            if case .placeholder(let name) = token { return name }
            return nil
        }
        let literals = tokens.compactMap { token -> String? in
            if case .literal(let text) = token { return text }
            return nil
        }
        let isSimple =
            tokens.count == 2 * placeholders.count - 1 && Set(literals).count == 1
            && tokens.first.map { if case .placeholder = $0 { true } else { false } } == true
        if isSimple, let separator = literals.first {
            let parts = text.components(separatedBy: separator)
            if parts.count != placeholders.count {
                return .failure(.partCount(expected: placeholders.count, found: parts.count, separator: separator))
            }
            return .success(Dictionary(uniqueKeysWithValues: zip(placeholders, parts)))
        }
        guard let values = match(tokens[...], Substring(text)) else { return .failure(.mismatch(format: format)) }
        return .success(values)
    }

    /// Matches by trying every split; the first split whose values all parse wins, else the first at all.
    private func match(_ tokens: ArraySlice<Token>, _ text: Substring) -> [String: String]? {
        var candidates: [[String: String]] = []
        collect(tokens, text, [:], into: &candidates)
        return candidates.first { values in
            VersionNumber(values["version", default: ""]) != nil && VersionNumber(values["build", default: ""]) != nil
        } ?? candidates.first
    }

    private func collect(
        _ tokens: ArraySlice<Token>, _ text: Substring, _ values: [String: String],
        into candidates: inout [[String: String]]
    ) {
        guard candidates.count < 64, let token = tokens.first else {
            if text.isEmpty && tokens.isEmpty { candidates.append(values) }
            return
        }
        switch token {
        case .literal(let literal):
            if text.hasPrefix(literal) {
                collect(tokens.dropFirst(), text.dropFirst(literal.count), values, into: &candidates)
            }
        case .placeholder(let name):
            var end = text.startIndex
            while true {
                var next = values
                next[name] = String(text[..<end])
                collect(tokens.dropFirst(), text[end...], next, into: &candidates)
                if end == text.endIndex { break }
                end = text.index(after: end)
            }
        }
    }
}
