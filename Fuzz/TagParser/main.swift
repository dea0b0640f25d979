// libFuzzer harness for release tags (`TagParser`). The input's first line is the tag format (the default one when
// it is not a valid format), its second line the clone ids separated by commas, and the rest the tag. Built and run
// by Scripts/fuzz.sh.

import BrandFormats
import Support

/// Checks one input, stopping the process when a promise is broken; returns 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func tagParserFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    let pieces = split(bytes, at: UInt8(ascii: "\n"), limit: 3).map {
        String(decoding: $0, as: UTF8.self)
    }
    guard pieces.count == 3 else { return 0 }
    let format = TagFormat.problem(pieces[0]) == nil ? pieces[0] : ReleaseSettings().tagFormat
    // Clone ids as the manifest and the clone sources allow them: ASCII letters, digits, `-`, `_` and `.`, starting
    // with a letter or digit (an id holding `{version}` would be spelt with the version in it).
    let clones = pieces[1].split(separator: ",").map(String.init).filter { id in
        guard let first = id.first, first.isLetter || first.isNumber else { return false }
        return id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
    }
    let parser = TagParser(format: format, clones: clones.isEmpty ? ["NWD", "SBT"] : clones)
    let text = pieces[2]
    let result = readDeterministically(bytes, "TagParser.parse") { parser.parse(text) }

    let length = text.count
    switch result {
    case .failure(let problem):
        expect(!problem.message.isEmpty, "a problem without a message")
        if let offset = problem.offset { expect(offset >= 0 && offset <= length, "offset \(offset) of \(length)") }
    case .success(let tag):
        expect(tag.name == text, "tag named '\(tag.name)' from '\(text)'")
        expect(parser.clones.contains(tag.clone), "unknown clone '\(tag.clone)'")
        expect((1...3).contains(tag.version.components.count), "version \(tag.version)")
        // A build number has one or more integers, as CFBundleVersion may (Pocket Casts tags 7.75/7.75.0.4).
        expect(!tag.build.components.isEmpty, "build \(tag.build)")
        expect(tag.build.components.contains { $0 > 0 }, "build \(tag.build) is zero")
        // The version and build are where the offsets say, written as they read.
        let characters = Array(text)
        for (part, offset) in [("\(tag.version)", tag.versionOffset), ("\(tag.build)", tag.buildOffset)] {
            expect(
                offset >= 0 && offset + part.count <= length
                    && String(characters[offset..<(offset + part.count)]) == part,
                "'\(part)' is not at offset \(offset) of '\(text)'")
        }
        // Round trip: the tag the format spells for these values reads back as the same tag (the clone in lower case).
        let spelled = parser.spell(clone: tag.clone, version: "\(tag.version)", build: "\(tag.build)")
        expect(spelled.lowercased() == text.lowercased(), "'\(text)' spells back as '\(spelled)'")
        guard case .success(let again) = parser.parse(spelled) else {
            violation("'\(text)' spells back as '\(spelled)', which does not parse: \(parser.parse(spelled))")
        }
        expect(
            again.clone == tag.clone && again.version == tag.version && again.build == tag.build,
            "'\(spelled)' reads back as \(again), not \(tag)")
    }
    return 0
}
