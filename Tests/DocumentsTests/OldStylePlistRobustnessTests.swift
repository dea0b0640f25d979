import Documents
import Support
import Testing

/// Pathological old-style input: deep, long, cut short, corrupted or not text at all.
///
/// Never a crash or a hang; always a located diagnostic when something is wrong.
@Suite struct OldStylePlistRobustnessTests {
    private let fixture = """
        {
        \tobjects = {
        \t\tA1 = {isa = PBXFileReference; path = "a b.swift"; sourceTree = "<group>"; };
        \t\tA2 = {isa = PBXGroup; children = (A1, ); name = 'Sources'; /* comment */ };
        \t\tA3 = {isa = XCBuildConfiguration; buildSettings = {"A[sdk=iphoneos*]" = "\\U00e9\\n\\101"; }; };
        \t};
        \trootObject = A2; // the project
        }
        """

    private func parse(_ bytes: [UInt8]) -> Parsed<PlistNode> {
        OldStylePlistParser.parse(bytes, file: "project.pbxproj")
    }

    @Test func nestingBeyondTheLimitIsOneError() {
        for opener in ["(", "{a=", "(a,{b=("] {
            let text = String(repeating: opener, count: 1_000_000 / opener.count)
            let parsed = OldStylePlistParser.parse(text, file: "deep.plist")
            #expect(parsed.value == nil)
            #expect(parsed.diagnostics.map(\.rule) == [PlistDiagnostics.nestingDepthRule])
        }
        let parsed = OldStylePlistParser.parse(String(repeating: "(", count: 100_000), file: "deep.plist")
        #expect(
            parsed.diagnostics == [
                PlistDiagnostics.nestingTooDeep(
                    limit: PlistParser.maximumDepth,
                    at: SourceLocation(file: "deep.plist", line: 1, column: PlistParser.maximumDepth + 1))
            ])
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let depth = PlistParser.maximumDepth
        let text = String(repeating: "{a=(", count: depth / 2) + "x" + String(repeating: ");}", count: depth / 2)
        let parsed = OldStylePlistParser.parse(text, file: "deep.plist")
        #expect(parsed.diagnostics == [])
        var node = try #require(parsed.value)
        for _ in 0..<(depth / 2) { node = try #require(node["a"]?[0]) }
        #expect(node.stringValue == "x")
    }

    @Test func longStringsAndLongLinesAreReadWhole() throws {
        let long = String(repeating: "é", count: 1_000_000)
        let members = (0..<50_000).map { "k\($0) = v;" }.joined(separator: " ")
        let parsed = OldStylePlistParser.parse(
            "{ a = \"\(long)\"; b = \(long.count); \(members) z = <0f>; }", file: "x")
        #expect(parsed.diagnostics == [])
        let root = try #require(parsed.value)
        #expect(root["a"]?.stringValue == long)
        #expect(root.dictionaryMembers?.count == 50_003)
        // Columns count characters: `{ a = "`, 1,000,000 'é', `"; b = 1000000; `, the members, then ` z = <`.
        #expect(root["z"]?.location.column == 7 + 1_000_000 + 16 + members.count + 6)
    }

    @Test func everyTruncationIsReportedAndKeepsWhatWasRead() {
        let bytes = Array(fixture.utf8)
        let complete = bytes.count
        for length in 0..<complete {
            let parsed = parse(Array(bytes.prefix(length)))
            #expect(parsed.diagnostics.contains { $0.severity == .error }, "cut at \(length)")
            #expect((parsed.value == nil) == (length == 0), "cut at \(length)")
        }
        #expect(parse(bytes).diagnostics == [])
    }

    @Test func anInvalidByteAnywhereIsReportedWhereItIs() throws {
        let bytes = Array(fixture.utf8)
        let clean = try #require(parse(bytes).value)
        var line = 1
        var column = 1
        for offset in bytes.indices {
            var corrupted = bytes
            corrupted[offset] = 0xFF
            let parsed = parse(corrupted)
            let expected = SourceLocation(file: "project.pbxproj", line: line, column: column)
            #expect(parsed.diagnostics.contains(PlistDiagnostics.invalidUTF8(0xFF, at: expected)), "byte \(offset)")
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[offset] & 0xC0 != 0x80 {
                column += 1
            }
        }
        #expect(clean["objects"]?.dictionaryMembers?.count == 3)
    }

    @Test func everySingleBytePunctuationSwapStillTerminatesWithAValue() {
        let bytes = Array(fixture.utf8)
        for offset in bytes.indices {
            for replacement in Array("{}();=,\"'<>/*\\\0".utf8) where bytes[offset] != replacement {
                var corrupted = bytes
                corrupted[offset] = replacement
                let parsed = parse(corrupted)
                #expect(parsed.value != nil || parsed.diagnostics.contains { $0.severity == .error })
                #expect(parsed.diagnostics.count <= 101)
            }
        }
    }

    @Test func binaryJunkIsDiagnosedAndBounded() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var junk = [UInt8](repeating: 0, count: 1_000_000)
        for index in junk.indices {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            junk[index] = UInt8(truncatingIfNeeded: state >> 56)
        }
        for start in [[], Array("{".utf8), Array("(".utf8)] {
            let parsed = parse(start + junk)
            #expect(!parsed.diagnostics.isEmpty)
            #expect(parsed.diagnostics.count <= 101)
        }
    }
}
