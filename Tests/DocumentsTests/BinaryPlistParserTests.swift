import Documents
import Support
import Testing

@Suite struct BinaryPlistParserTests {
    typealias Message = PlistDiagnostics.Message
    private let start = Support.SourceLocation.start(of: "x.plist")

    private func parse(_ builder: BinaryPlistBuilder) -> Parsed<PlistNode> {
        PlistParser.parse(builder.build(), file: "x.plist")
    }

    private func binaryError(_ message: String) -> [Diagnostic] {
        [PlistDiagnostics.binary(message, in: "x.plist")]
    }

    @Test func everyObjectTypeIsDecoded() throws {
        let builder = BinaryPlistBuilder(objects: [
            .dictionary(keys: [1, 2, 3, 4, 5, 6], values: [7, 8, 9, 10, 11, 12]),
            .ascii("name"), .ascii("numbers"), .ascii("flags"), .ascii("when"), .ascii("blob"), .ascii("long"),
            .utf16("Café 😀"),
            .array([13, 14, 15, 16, 17, 18, 19]),
            .array([20, 21]),
            .date(86_401.5),
            .data([0, 1, 255]),
            .ascii(String(repeating: "x", count: 40)),
            .integer(200, size: 1), .integer(65_000, size: 2), .integer(4_000_000_000, size: 4),
            .integer(-5, size: 8), .integer(-7, size: 16), .real(2.5), .float(0.25),
            .bool(true), .bool(false),
        ])
        let parsed = parse(builder)
        #expect(parsed.diagnostics.isEmpty)
        let root = try #require(parsed.value)
        #expect(root.location == start)
        #expect(root.dictionaryMembers?.map(\.key) == ["name", "numbers", "flags", "when", "blob", "long"])
        #expect(root.dictionaryMembers?.allSatisfy { $0.keyLocation == start } == true)
        #expect(root["name"] == PlistNode(.string("Café 😀"), at: start))
        #expect(
            root["numbers"]?.arrayElements?.map(\.value) == [
                .integer(200), .integer(65_000), .integer(4_000_000_000), .integer(-5), .integer(-7), .real(2.5),
                .real(0.25),
            ])
        #expect(root["flags"]?.arrayElements?.map(\.value) == [.bool(true), .bool(false)])
        #expect(root["when"]?.value == .date(86_401.5))
        #expect(root["blob"]?.value == .data([0, 1, 255]))
        #expect(root["long"]?.stringValue == String(repeating: "x", count: 40))
    }

    @Test func sharedObjectsAreNotCycles() {
        // Object 1 appears twice, through two paths: a diamond, which is legal.
        let builder = BinaryPlistBuilder(objects: [.array([1, 2]), .ascii("shared"), .array([1])])
        let parsed = parse(builder)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.value?[0]?.stringValue == "shared")
        #expect(parsed.value?[1]?[0]?.stringValue == "shared")
    }

    @Test func referenceCycleIsAnErrorNotAHang() {
        let selfContaining = parse(BinaryPlistBuilder(objects: [.array([0])]))
        #expect(selfContaining.value == nil)
        #expect(selfContaining.diagnostics == binaryError(Message.referenceCycle(object: 0)))
        let longer = parse(
            BinaryPlistBuilder(objects: [.dictionary(keys: [1], values: [2]), .ascii("k"), .array([3]), .array([0])]))
        #expect(longer.value == nil)
        #expect(longer.diagnostics == binaryError(Message.referenceCycle(object: 0)))
    }

    @Test func exponentialSharingIsAnErrorNotAHang() {
        // Each array holds the next one twice: 60 levels describe 2^60 values in a few hundred bytes.
        let depth = 60
        let objects = (0..<depth).map { BinaryPlistBuilder.Object.array([$0 + 1, $0 + 1]) } + [.bool(true)]
        let parsed = parse(BinaryPlistBuilder(objects: objects))
        #expect(parsed.value == nil)
        #expect(parsed.diagnostics == binaryError(Message.tooManyExpandedObjects(limit: 1_000_000)))
    }

    @Test func deepChainIsCapped() {
        let depth = 2_000
        let objects = (0..<depth).map { BinaryPlistBuilder.Object.array([$0 + 1]) } + [.bool(true)]
        let parsed = parse(BinaryPlistBuilder(objects: objects, referenceSize: 2))
        #expect(parsed.value == nil)
        #expect(parsed.diagnostics == [PlistDiagnostics.nestingTooDeep(limit: PlistParser.maximumDepth, at: start)])
    }

    @Test func duplicateKeysAreReported() {
        let parsed = parse(
            BinaryPlistBuilder(objects: [.dictionary(keys: [1, 1], values: [2, 2]), .ascii("k"), .bool(true)]))
        #expect(parsed.diagnostics == [PlistDiagnostics.duplicateKey("k", at: start, first: start)])
        #expect(parsed.value?.dictionaryMembers?.count == 2)
    }

    @Test(arguments: [
        (BinaryPlistBuilder(objects: [.array([5])]), "object 0 refers to an object that does not exist"),
        (
            BinaryPlistBuilder(objects: [.dictionary(keys: [1], values: [1]), .bool(true)]),
            "a dictionary key in object 0 is not a string"
        ),
        (BinaryPlistBuilder(objects: [.raw([0x00])]), "object 0 has unsupported type 0x00"),
        (BinaryPlistBuilder(objects: [.raw([0x5F, 0x10, 0xFF])]), "object 0 runs past the end of the file"),
        (BinaryPlistBuilder(objects: [.raw([0x13, 0x01])]), "integer object 0 is truncated or larger than 64 bits"),
        (
            BinaryPlistBuilder(objects: [
                .raw([0x14] + [UInt8](repeating: 0, count: 7) + [1] + [UInt8](repeating: 0, count: 8))
            ]),
            "integer object 0 is truncated or larger than 64 bits"
        ),
        (BinaryPlistBuilder(objects: [.raw([0x21, 0, 0])]), "real object 0 is truncated or not 4 or 8 bytes"),
        (BinaryPlistBuilder(objects: [.bool(true)], top: 3), "the top object 3 is not in the offset table"),
    ])
    func corruptObjectsAreErrors(builder: BinaryPlistBuilder, message: String) {
        let parsed = parse(builder)
        #expect(parsed.value == nil)
        #expect(parsed.diagnostics == binaryError(message))
    }

    @Test func corruptTrailersAndOffsetsAreErrors() {
        let valid = BinaryPlistBuilder(objects: [.array([1]), .bool(true)]).build()
        var badOffset = valid
        badOffset[badOffset.count - 33] = 0xF0  // the second offset-table entry, past the table
        #expect(
            PlistParser.parse(badOffset, file: "x.plist").diagnostics
                == binaryError("object 0 refers to an object that does not exist"))
        var badSizes = valid
        badSizes[badSizes.count - 26] = 0  // offset size 0
        #expect(
            PlistParser.parse(badSizes, file: "x.plist").diagnostics
                == binaryError("the trailer is corrupt (offset or reference size out of range)"))
        var badTable = valid
        badTable[badTable.count - 1] = 0xFF  // offset table start past the trailer
        #expect(
            PlistParser.parse(badTable, file: "x.plist").diagnostics
                == binaryError("the offset table lies outside the file"))
        var hugeCount = valid
        hugeCount[hugeCount.count - 20] = 0x7F  // object count far larger than the file
        #expect(
            PlistParser.parse(hugeCount, file: "x.plist").diagnostics
                == binaryError("the offset table lies outside the file"))
    }

    @Test func everyTruncationIsAnErrorNotACrash() {
        let valid = BinaryPlistBuilder(objects: [.array([1, 2]), .utf16("ab"), .integer(3, size: 8)]).build()
        for length in 0..<valid.count {
            let parsed = PlistParser.parse(Array(valid.prefix(length)), file: "x.plist")
            if (1..<6).contains(length) {
                // Shorter than the `bplist` magic, the bytes are old-style text: the string "b" … "bplis".
                #expect(parsed.value?.stringValue == String(decoding: valid.prefix(length), as: UTF8.self))
                #expect(parsed.diagnostics.isEmpty)
                continue
            }
            #expect(parsed.value == nil)
            #expect(parsed.diagnostics.containsErrors)
        }
        #expect(PlistParser.parse(valid, file: "x.plist").diagnostics.isEmpty)
    }

    @Test func otherBinaryVersionsAreUnsupported() {
        let parsed = PlistParser.parse(Array("bplist15".utf8) + [UInt8](repeating: 0, count: 40), file: "x.plist")
        #expect(parsed.diagnostics == [PlistDiagnostics.syntax(Message.unsupportedBinaryVersion("15"), at: start)])
    }
}
