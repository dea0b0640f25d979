import Support

/// The diagnostics ``XCConfigLoader`` reports, built here so tests reuse the exact text.
public enum XCConfigLoadDiagnostics {
    /// Rule id of an `#include` whose file is nowhere to be found.
    public static let missingIncludeRule = "xcconfig_missing_include"
    /// Rule id of an `#include` that would include one of its own includers.
    public static let includeCycleRule = "xcconfig_include_cycle"
    /// Rule id of a file that exists but cannot be read.
    public static let unreadableRule = "xcconfig_unreadable"
    /// Rule id of includes expanded so many times over that loading stops following them.
    public static let includeLimitRule = "xcconfig_include_limit"
    /// Rule id of an `#include` whose path differs in case from the file's name on disk.
    public static let includeCaseRule = "xcconfig_include_case"

    /// `#include "p"` found nothing; `searched` are the folders looked in, as they should be shown, and
    /// `suggestion` the include path of the closest file that does exist there, if any is close.
    ///
    /// A file that a tool writes and repositories do not commit (Flutter's `Generated.xcconfig`, CocoaPods' files
    /// under `Pods/Target Support Files/`) is missing from every fresh clone: a second note says what writes it.
    public static func missingInclude(
        _ includePath: String, searched: [String], triedExtension: Bool, suggestion: String? = nil,
        at location: SourceLocation
    ) -> Diagnostic {
        let names = triedExtension ? "'\(includePath)' and '\(includePath).xcconfig'" : "'\(includePath)'"
        let folders = NameList.joined(searched.map { "'\($0)'" })
        let note =
            searched.isEmpty
            ? "looked for \(names); fix the path, or write '#include?' if the file is optional"
            : "looked for \(names) in \(folders); fix the path, or write '#include?' if the file is optional"
        let fix = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        var notes = [Diagnostic.Note(note)]
        if let writer = toolNote(includePath, from: location.file) { notes.append(Diagnostic.Note(writer)) }
        return Diagnostic(
            .error, rule: missingIncludeRule, "could not find included file '\(includePath)'\(fix)", at: location,
            notes: notes)
    }

    /// What a missing `Flutter/Generated.xcconfig` needs: Flutter writes it when it resolves the app's packages.
    public static let flutterGeneratedNote =
        "Flutter writes 'Generated.xcconfig': run 'flutter pub get' (or 'flutter build ios --config-only') before brands"

    /// What a missing file under `Pods/Target Support Files/` needs.
    public static let cocoaPodsNote = "CocoaPods writes it: run 'pod install' before brands"

    /// The note naming the tool that writes `includePath` (as written in `includer`), if a tool does.
    private static func toolNote(_ includePath: String, from includer: String) -> String? {
        let path = Path.normalize(Path.join(Path.directory(of: includer), includePath))
        if Path.lastComponent(of: path) == "Generated.xcconfig",
            Path.lastComponent(of: Path.directory(of: path)) == "Flutter"
        {
            return flutterGeneratedNote
        }
        let folders = path.split(separator: "/").dropLast()
        if zip(folders, folders.dropFirst()).contains(where: { $0 == "Pods" && $1 == "Target Support Files" }) {
            return cocoaPodsNote
        }
        return nil
    }

    /// `#include "p"` found its file only by ignoring case, as macOS's default file system does; `spelled` is the
    /// include path spelt as on disk.
    public static func includeCase(_ includePath: String, spelled: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, rule: includeCaseRule,
            "'#include \"\(includePath)\"' finds '\(spelled)' only on a case-insensitive file system (macOS's "
                + "default); write '\(spelled)'",
            at: location)
    }

    /// `#include "<DEVELOPER_DIR>/…"` with no developer folder configured.
    public static func missingDeveloperDirectory(_ includePath: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: missingIncludeRule, "could not find included file '\(includePath)'", at: location,
            notes: [Diagnostic.Note("no developer folder is set to replace '<DEVELOPER_DIR>'; set the Xcode folder")])
    }

    /// An include skipped because `chain` (outermost first, ending with the file again) is a cycle.
    public static func includeCycle(_ includePath: String, chain: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, rule: includeCycleRule,
            "skipped '#include \"\(includePath)\"' because it would include a file that is already including it; "
                + "remove one of the includes",
            at: location, notes: [Diagnostic.Note("cycle: " + chain.joined(separator: " -> "))])
    }

    /// An included file that was found but could not be read; `path` is as it should be shown.
    public static func unreadableInclude(_ path: String, reason: FileSystemError, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(.error, rule: unreadableRule, "could not read included file '\(path)': \(reason)", at: location)
    }

    /// The top file at `path` could not be read; the message names it as `shownAs` (default: `path`).
    public static func unreadableFile(_ path: String, shownAs shown: String? = nil, reason: FileSystemError)
        -> Diagnostic
    {
        Diagnostic(
            .error, rule: unreadableRule, "could not read '\(shown ?? path)': \(reason)", at: .start(of: path))
    }

    /// Loading stopped following includes after `limit` of them.
    public static func includeLimit(_ limit: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: includeLimitRule,
            "more than \(limit) includes were followed, because files include the same files many times over; "
                + "include each shared file once",
            at: location)
    }
}
