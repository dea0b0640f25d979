import Foundation
import Support
import XCConfig

/// The rule that turns a scheme, target or configuration group name into a clone id: short, and safe in git tags
/// and on command lines.
///
/// Accents are dropped (`Südbote` → `Sudbote`); every run of characters other than ASCII letters, digits and `.`
/// becomes one `-` (`Klar (Enterprise)` → `Klar-Enterprise`, `iOS Browser Alpha` → `iOS-Browser-Alpha`, `SideStore -
/// Release` → `SideStore-Release`), except a run of `_` alone, which is kept (`My_App`); `..` becomes `.`; and `-`,
/// `_` and `.` are trimmed from both ends, as is a trailing `.lock`, which git refuses. A name left with no letter or
/// digit gives no id. Case is kept; two ids that differ in case alone collide, since tags are matched regardless of
/// case and some file systems cannot tell them apart.
public enum CloneIdentifier {
    /// The id `name` gives, or `nil` when it gives none.
    public static func derive(from name: String) -> String? {
        // ASCII has nothing to decompose, and is read as bytes: Foundation's decomposition and a character's
        // properties were 14,000 instructions a name, 100,000 for the first.
        let result = name.utf8.allSatisfy { $0 < 0x80 } ? asciiRuns(of: name) : runs(of: name)
        var trimmed = Substring(result)
        while true {
            let before = trimmed
            trimmed = trimmed.drop { "-_.".contains($0) }
            while let last = trimmed.last, "-_.".contains(last) { trimmed = trimmed.dropLast() }
            if trimmed.hasSuffix(".lock") { trimmed = trimmed.dropLast(".lock".count) }
            if trimmed == before { break }
        }
        return trimmed.isEmpty ? nil : String(trimmed)
    }

    /// `name` with its accents dropped, each run of other characters than ASCII letters, digits and `.` as one `-`
    /// unless it is of `_` alone, and `..` as `.`.
    ///
    /// A `-` written in the name is part of the run it is in: SideStore's scheme `SideStore - Release` was
    /// `SideStore--Release`, a space, the dash and a space.
    private static func runs(of name: String) -> String {
        var result = ""
        var separators = Separators()
        for scalar in name.decomposedStringWithCanonicalMapping.unicodeScalars {
            // Combining marks left by the decomposition are accents of the letter before.
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            let character = Character(scalar)
            guard scalar.isASCII && (character.isLetter || character.isNumber || character == ".") else {
                separators.add(underscore: character == "_")
                continue
            }
            separators.end(into: &result)
            if character == ".", result.hasSuffix(".") { continue }
            result.append(character)
        }
        separators.end(into: &result)
        return result
    }

    /// ``runs(of:)`` of an ASCII `name`, by bytes.
    private static func asciiRuns(of name: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        var separators = Separators()
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                separators.end(into: &bytes)
                bytes.append(byte)
            case UInt8(ascii: "."):
                separators.end(into: &bytes)
                if bytes.last != UInt8(ascii: ".") { bytes.append(byte) }
            default:
                separators.add(underscore: byte == UInt8(ascii: "_"))
            }
        }
        separators.end(into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A run of separators being read: what it becomes in the id once it ends.
    private struct Separators {
        /// How many separators the run holds.
        private var count = 0
        /// Whether every one is `_`.
        private var underscoresOnly = true

        /// Adds a separator, `_` or another.
        mutating func add(underscore: Bool) {
            count += 1
            underscoresOnly = underscoresOnly && underscore
        }

        /// Ends the run: appends what it becomes to `bytes` (its `_` when it is of `_` alone, else one `-`; nothing
        /// when it is empty).
        mutating func end(into bytes: inout [UInt8]) {
            guard count > 0 else { return }
            if underscoresOnly {
                bytes += repeatElement(UInt8(ascii: "_"), count: count)
            } else {
                bytes.append(UInt8(ascii: "-"))
            }
            self = Separators()
        }

        /// Ends the run, appending what it becomes to `text`.
        mutating func end(into text: inout String) {
            guard count > 0 else { return }
            text += underscoresOnly ? String(repeating: "_", count: count) : "-"
            self = Separators()
        }
    }

    /// Ids for `names` (each with where it is defined), in order: the derived id, or `nil` with a diagnostic for a
    /// name that gives none or whose id another name already gives.
    ///
    /// A name that is its own id (`Klar`) keeps it against one that only derives it (`Klar!`); otherwise the earlier
    /// name does.
    package static func assign(_ names: [(name: String, location: SourceLocation)]) -> (
        ids: [String?], diagnostics: [Diagnostic]
    ) {
        let derived = names.map { derive(from: $0.name) }
        var ids = [String?](repeating: nil, count: names.count)
        var problems: [(Int, Diagnostic)] = []
        var taken: [String: (name: String, location: SourceLocation)] = [:]
        let rank = names.indices.map { derived[$0] == names[$0].name ? 0 : 1 }
        for position in names.indices.sorted(by: { (rank[$0], $0) < (rank[$1], $1) }) {
            let (name, location) = names[position]
            guard let id = derived[position] else {
                problems.append((position, CloneDefinitionMessage.noID(name, at: location)))
                continue
            }
            if let other = taken[id.lowercased()] {
                problems.append(
                    (
                        position,
                        CloneDefinitionMessage.idCollision(
                            name, id: id, other: other.name, otherLocation: other.location, at: location)
                    ))
                continue
            }
            taken[id.lowercased()] = (name, location)
            ids[position] = id
        }
        return (ids, problems.sorted { $0.0 < $1.0 }.map(\.1))
    }
}
