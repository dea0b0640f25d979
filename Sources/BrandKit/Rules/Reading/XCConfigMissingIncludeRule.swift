import Support
import XCConfig

/// An `#include` names a file that does not exist.
public struct XCConfigMissingIncludeRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XCConfigLoadDiagnostics.missingIncludeRule, severity: .error,
        summary: "an xcconfig #include names a file that does not exist",
        rationale: "Xcode only warns, and every setting the missing file should give is silently absent.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Configs/ALPHA-Debug.xcconfig": ExampleWorkspace.cloneFiles("ALPHA", hostIndex: 0)[
                        "Configs/ALPHA-Debug.xcconfig", default: ""
                    ].replacingFirst("Base.xcconfig", with: "Bsae.xcconfig")
                ], expecting: "Configs/ALPHA-Debug.xcconfig", line: 1)
        ])

    /// What a missing `Flutter/Generated.xcconfig` needs, which Flutter writes when it resolves the app's packages.
    public static let flutterNote =
        "Flutter writes 'Generated.xcconfig': run 'flutter pub get' (or 'flutter build ios --config-only') before brands"

    /// The reading diagnostics of this rule, a missing `Flutter/Generated.xcconfig` with what makes it.
    ///
    /// Every Flutter app's `ios/Flutter/Debug.xcconfig` includes it and no repository commits it, so in a fresh clone
    /// the include is missing and the settings it gives (`FLUTTER_BUILD_NAME`, …) are undefined.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        context.readingDiagnostics(rule: Self.description.id).map(Self.notingFlutter)
    }

    /// "could not find included file '", as the engine's message for a missing include starts.
    private static let missingIncludePrefix = String(
        XCConfigLoadDiagnostics.missingInclude("", searched: [], triedExtension: false, at: .start(of: "")).message
            .dropLast())

    /// `diagnostic` with ``flutterNote`` when the include it reports is a `Flutter` folder's `Generated.xcconfig`.
    ///
    /// The include path is read back from the message, whose start the engine's factory gives: the diagnostic carries
    /// no other record of it. (The note belongs in `XCConfigLoadDiagnostics.missingInclude`, beside the CocoaPods hint
    /// of the project reader, at the engine's next change: that module was being fuzzed when this was written.)
    package static func notingFlutter(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.message.hasPrefix(missingIncludePrefix) else { return diagnostic }
        let written = String(diagnostic.message.dropFirst(missingIncludePrefix.count).prefix { $0 != "'" })
        let path = Path.normalize(Path.join(Path.directory(of: diagnostic.location.file), written))
        guard Path.lastComponent(of: path) == "Generated.xcconfig",
            Path.lastComponent(of: Path.directory(of: path)) == "Flutter"
        else { return diagnostic }
        var noted = diagnostic
        noted.notes.append(Diagnostic.Note(flutterNote))
        return noted
    }
}
