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

    /// Checks that validation reports the mistake exactly once, at its file and line, with its message; returns every
    /// finding, for a suite's further checks.
    @discardableResult
    func expectReportedOnce(sourceLocation: SourceLocation = #_sourceLocation) -> [ValidationReport.Finding] {
        #expect(line > 0, "the case's line was not found", sourceLocation: sourceLocation)
        let all = findings()
        let reported = all.filter { $0.rule == rule }
        #expect(reported.count == 1, "\(all)", sourceLocation: sourceLocation)
        #expect(reported.first?.file == file, "\(reported)", sourceLocation: sourceLocation)
        #expect(reported.first?.line == line, "\(reported)", sourceLocation: sourceLocation)
        #expect(
            reported.first?.message.contains(messageContains) == true, "\(reported)", sourceLocation: sourceLocation)
        return all
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

extension PlantedMistake {
    /// The sample's project file with target `target`'s resources phase also copying the file whose build file's
    /// comment is `comment` (such as `NordSans-Italic.ttf in Resources`) and whose file reference starts with
    /// `reference`, through a new build file as Xcode writes
    /// one when the box is ticked; and the 1-based line of that new build file (0 when something is not found).
    static func project(copying comment: String, reference: String = "", into target: String) -> (String, Int) {
        var lines = SampleWorkspace.read(projectFile).components(separatedBy: "\n")
        let newID = "0123456789ABCDEF01234567"
        guard
            let source = lines.firstIndex(where: {
                $0.contains("/* \(comment) */ = {isa = PBXBuildFile; fileRef = \(reference)")
            }),
            let native = lines.indices.dropFirst().first(where: { index in
                lines[index - 1].contains("/* \(target) */ = {") && lines[index].contains("isa = PBXNativeTarget;")
            }),
            let phaseEntry = lines[native...].firstIndex(where: { $0.contains("/* Resources */,") })
        else { return ("", 0) }
        let phaseID = lines[phaseEntry].trimmingCharacters(in: .whitespaces).prefix(24)
        guard let phase = lines.firstIndex(where: { $0.hasPrefix("\t\t\(phaseID) /* Resources */ = {") }),
            let files = lines[phase...].firstIndex(where: { $0.contains("files = (") }),
            let close = lines[files...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == ");" })
        else { return ("", 0) }
        // Xcode adds a ticked file at the end of the phase.
        lines.insert("\t\t\t\t\(newID) /* \(comment) */,", at: close)
        let copied = lines[source].replacingOccurrences(
            of: #"^\t\t[0-9A-F]{24} "#, with: "\t\t\(newID) ", options: .regularExpression)
        lines.insert(copied, at: source + 1)
        return (lines.joined(separator: "\n"), source + 2)
    }
}
