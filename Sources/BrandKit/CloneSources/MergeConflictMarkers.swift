import Documents
import Support
import XcodeProject

/// The conflicts a merge left marked in a file (`<<<<<<< HEAD` … `=======` … `>>>>>>> 75832ce`).
///
/// raivo-otp committed its `project.pbxproj` with four of them: read as a property list, each marker line was a dozen
/// syntax errors, none of which said what had happened.
enum MergeConflictMarkers {
    /// One conflict: the line of its start marker and that marker, and the line and text of its end marker, if any.
    struct Conflict: Equatable {
        var startLine: Int
        var start: String
        var endLine: Int?
        var end: String?
    }

    /// The conflicts marked in `bytes`, in order: a line that is `<<<<<<<` (or starts with it and a space) opens one,
    /// the next `>>>>>>>` line closes it.
    static func conflicts(in bytes: [UInt8]) -> [Conflict] {
        guard bytes.count >= 7 else { return [] }
        var conflicts: [Conflict] = []
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, raw) in lines.enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if isMarker(line, "<<<<<<<") {
                conflicts.append(Conflict(startLine: index + 1, start: String(line)))
            } else if isMarker(line, ">>>>>>>"), let last = conflicts.last, last.endLine == nil {
                conflicts[conflicts.count - 1].endLine = index + 1
                conflicts[conflicts.count - 1].end = String(line)
            }
        }
        return conflicts
    }

    /// Whether `line` is the marker `marker`, alone or followed by a space and a label.
    private static func isMarker(_ line: Substring, _ marker: String) -> Bool {
        line == marker || line.hasPrefix(marker + " ")
    }

    /// One `xcode_project_syntax` finding for each conflict marked in the project file at `path`.
    static func projectFindings(at path: String, bytes: [UInt8]) -> [Diagnostic] {
        conflicts(in: bytes).map { conflict in
            let to =
                conflict.end.map { "to '\($0)' on line \(conflict.endLine ?? conflict.startLine)" }
                ?? "with no end marker"
            return Diagnostic(
                .error, rule: XcodeProjectDiagnostics.syntaxRule,
                "the file holds an unresolved merge conflict, from '\(conflict.start)' \(to); keep the lines you want "
                    + "and delete the markers, as Xcode cannot open it until then",
                at: SourceLocation(file: path, line: conflict.startLine, column: 1))
        }
    }

    /// `diagnostics` of reading the project file at `path`, its syntax errors replaced by a finding for each conflict
    /// a merge left marked in it, when there is one.
    static func replacingSyntaxErrors(
        in diagnostics: [Diagnostic], ofProjectFileAt path: String, fileSystem: any FileSystem
    ) -> [Diagnostic] {
        let syntaxRules: Set<String> = [XcodeProjectDiagnostics.syntaxRule, PlistDiagnostics.syntaxRule]
        let isSyntaxError = { (diagnostic: Diagnostic) in
            syntaxRules.contains(diagnostic.rule) && Path.normalize(diagnostic.location.file) == Path.normalize(path)
        }
        guard diagnostics.contains(where: isSyntaxError), let bytes = try? fileSystem.contents(of: path) else {
            return diagnostics
        }
        let conflicts = projectFindings(at: path, bytes: bytes)
        guard !conflicts.isEmpty else { return diagnostics }
        return diagnostics.filter { !isSyntaxError($0) } + conflicts
    }
}

extension XcodeProjectReader {
    /// The project at `path` (a `.xcodeproj` folder) as ``read(projectAt:)`` reads it, with the syntax errors of a
    /// `project.pbxproj` a merge left conflict markers in replaced by one finding a conflict
    /// (``MergeConflictMarkers``), for every command that reports what reading a project found.
    public func readNamingConflicts(projectAt path: String) -> Parsed<XcodeProjectModel> {
        var parsed = read(projectAt: path)
        parsed.diagnostics = MergeConflictMarkers.replacingSyntaxErrors(
            in: parsed.diagnostics, ofProjectFileAt: Path.join(path, "project.pbxproj"), fileSystem: fileSystem)
        return parsed
    }
}
