import Foundation
import Testing

/// A mistake planted in an in-memory copy of the sample, and where `brands validate` must report it: the file and
/// line where it is fixed.
struct PlantedMistake: CustomTestStringConvertible, Sendable {
    /// What the case is, for the test report.
    var name: String
    /// Relative path → new contents (`nil` removes the file).
    var changes: [String: String?]
    /// The rule that must report.
    var rule: String
    /// The relative file the finding must be in.
    var file: String
    /// The 1-based line the finding must be on.
    var line: Int
    /// Text the message must contain.
    var messageContains: String

    var testDescription: String { name }

    /// The findings of `brands validate --format json` on the sample with the mistake planted.
    func findings() -> [ValidationReport.Finding] {
        let run = SampleWorkspace.run(["validate", "--format", "json"], changing: changes)
        return ValidationReport(run.standardOutput)?.findings ?? []
    }

    /// The sample's project file.
    static let projectFile = "Newsroom.xcodeproj/project.pbxproj"

    /// The sample's project file with `line` inserted after the first line containing `anchor` that follows the
    /// first line containing `after`, and the 1-based number of the inserted line.
    static func project(inserting line: String, after anchor: String, following after: String) -> (String, Int) {
        insert(line, into: SampleWorkspace.read(projectFile), after: anchor, following: after)
    }

    /// `text` with `line` inserted after the first line containing `anchor` at or after the first line containing
    /// `after`, and the 1-based number of the inserted line (0 when an anchor is not found).
    static func insert(_ line: String, into text: String, after anchor: String, following after: String)
        -> (String, Int)
    {
        var lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.contains(after) }),
            let index = lines[start...].firstIndex(where: { $0.contains(anchor) })
        else { return (text, 0) }
        lines.insert(line, at: index + 1)
        return (lines.joined(separator: "\n"), index + 2)
    }

    /// The 1-based line of the first line of `text` that contains `needle` (0 when none does).
    static func line(of needle: String, in text: String) -> Int {
        (text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1
    }
}
