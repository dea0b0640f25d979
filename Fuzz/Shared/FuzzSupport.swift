// Checks shared by every harness under Fuzz/. Scripts/fuzz.sh compiles this folder into each harness module
// (the harnesses are not SwiftPM targets, so `swift build` ignores them).

import Support

/// Stops the run: the harness found an input that breaks a promise of the code under test.
///
/// libFuzzer then writes the input to `.build/fuzz/<harness>-crash-…` for a regression test.
func violation(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError("fuzz invariant violated: \(message)", file: file, line: line)
}

/// Stops the run with `message` when `condition` is false.
func expect(
    _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
) {
    if !condition { violation(message(), file: file, line: line) }
}

/// The bytes libFuzzer passes to `LLVMFuzzerTestOneInput`.
func inputBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Splits `bytes` at every `separator` into at most `limit` pieces (the last keeps any further separators).
func split(_ bytes: [UInt8], at separator: UInt8, limit: Int) -> [[UInt8]] {
    var pieces: [[UInt8]] = []
    var current: [UInt8] = []
    for byte in bytes {
        if byte == separator && pieces.count < limit - 1 {
            pieces.append(current)
            current = []
        } else {
            current.append(byte)
        }
    }
    pieces.append(current)
    return pieces
}

/// The lines of one input file, to check that a location points inside it.
///
/// Lines end at `\n`, `\r\n` and a lone `\r` (and at U+2028 and U+2029 where the reader says so, as the xcconfig
/// reader does). Columns count Unicode scalars, each malformed UTF-8 sequence counting as the one U+FFFD a decoder
/// makes of it (readers that skip stray continuation bytes count fewer). A location may point at any character of
/// a line, its line break included, or one past it (the end of the file).
struct InputLines {
    /// The file name locations must carry.
    let file: String
    /// For each line, the largest column a location on it may have.
    let maximumColumns: [Int]

    init(_ bytes: [UInt8], file: String, lineSeparatorsBreakLines: Bool = false) {
        self.file = file
        var maximumColumns: [Int] = []
        var lineStart = 0
        var index = 0
        // Ends the line at `index` with a break of `length` bytes (each of its scalars a column), and one past it.
        func endLine(breakLength length: Int, columns: Int) {
            let text = String(decoding: bytes[lineStart..<index], as: UTF8.self)
            maximumColumns.append(text.unicodeScalars.count + columns + 1)
            index += length
            lineStart = index
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                endLine(breakLength: 1, columns: 1)
            } else if byte == 0x0D {
                let length = index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                endLine(breakLength: length, columns: length)
            } else if lineSeparatorsBreakLines, byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                endLine(breakLength: 3, columns: 1)
            } else {
                index += 1
            }
        }
        endLine(breakLength: 0, columns: 0)
        self.maximumColumns = maximumColumns
    }

    /// Whether `location` lies in this file, on one of its lines, at most one past the line's end.
    func contains(_ location: SourceLocation) -> Bool {
        location.file == file && location.line >= 1 && location.line <= maximumColumns.count && location.column >= 1
            && location.column <= maximumColumns[location.line - 1]
    }

    /// Stops the run when `location` (of `what`) does not lie in this file.
    func check(_ location: SourceLocation, _ what: @autoclosure () -> String) {
        expect(contains(location), "\(what()) at \(location) is outside \(file) (\(maximumColumns.count) lines)")
    }
}

/// Files a multi-file harness wrote, by path, plus names of files that are not files (such as `<built-in>`).
struct InputFiles {
    /// The lines of each file the harness wrote.
    var files: [String: InputLines] = [:]
    /// Paths that may appear in locations at line 1, column 1 without being an input (a folder, a pseudo-file).
    var otherPaths: Set<String> = []

    /// Stops the run when `location` (of `what`) is neither inside an input file nor at the start of an
    /// allowed path.
    func check(_ location: SourceLocation, _ what: @autoclosure () -> String) {
        if let lines = files[location.file] {
            lines.check(location, what())
        } else {
            expect(
                otherPaths.contains(location.file) && location.line >= 1 && location.column >= 1,
                "\(what()) at \(location) is in no input file")
        }
    }
}

/// Checks what every diagnostic must hold: a rule id, a message, and locations (its own and its notes') that
/// `check` accepts.
func checkDiagnostics(
    _ diagnostics: [Diagnostic], in check: (SourceLocation, @autoclosure () -> String) -> Void
) {
    for diagnostic in diagnostics {
        expect(!diagnostic.rule.isEmpty, "diagnostic without a rule: \(diagnostic)")
        expect(!diagnostic.message.isEmpty, "diagnostic without a message: \(diagnostic)")
        check(diagnostic.location, "diagnostic '\(diagnostic)'")
        for note in diagnostic.notes {
            expect(!note.message.isEmpty, "note without a message in \(diagnostic)")
            if let location = note.location { check(location, "note '\(note.message)' of '\(diagnostic)'") }
        }
    }
}

/// Whether to repeat the work on `bytes` to check it gives the same result: for one input in `period`, chosen by a
/// hash of its bytes (so a crash reproduces), where repeating everything would halve the inputs a run can try.
func isSampled(_ bytes: [UInt8], period: UInt32) -> Bool {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return hash % period == 0
}

/// Stops the run when two runs of the same input differ (`describe` shows them, as `==` fails on NaN).
func expectDeterministic<Value: Equatable>(_ first: Value, _ second: Value, _ what: String) {
    guard first != second else { return }
    // Equal descriptions mean the values differ only by NaN, which is never equal to itself.
    expect("\(first)" == "\(second)", "\(what) differs between two runs on the same input")
}

/// `read()`, run a second time for the inputs ``isSampled(_:period:)`` picks (one in four) to check that it gives the
/// same result; the first result.
func readDeterministically<Value: Equatable>(_ bytes: [UInt8], _ what: String, _ read: () -> Value) -> Value {
    let first = read()
    if isSampled(bytes, period: 4) { expectDeterministic(first, read(), what) }
    return first
}
