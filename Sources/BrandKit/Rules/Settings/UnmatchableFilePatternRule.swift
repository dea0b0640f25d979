import Support
import XCConfig

/// A pattern of `EXCLUDED_SOURCE_FILE_NAMES` or `INCLUDED_SOURCE_FILE_NAMES` ends with `/`, so it matches no file.
public struct UnmatchableFilePatternRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "unmatchable_file_pattern", severity: .warning,
        summary:
            "an EXCLUDED_SOURCE_FILE_NAMES or INCLUDED_SOURCE_FILE_NAMES pattern ends with '/' and matches no file",
        rationale:
            "Xcode matches these patterns against the paths of the files a target builds, which never end with '/': "
            + "'*/ClientB*/' leaves nothing out, so every clone silently builds ClientB's icons and sources.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig
                        + "DOC_FILES = */Docs/*.md */Notes/\nEXCLUDED_SOURCE_FILE_NAMES = $(DOC_FILES)\n"
                ], expecting: "Configs/Base.xcconfig", line: 6),
            RuleExample(
                files: [
                    "Configs/ALPHA-Debug.xcconfig":
                        (ExampleWorkspace.cloneFiles("ALPHA", hostIndex: 0)[
                            "Configs/ALPHA-Debug.xcconfig"] ?? "") + "INCLUDED_SOURCE_FILE_NAMES = */Brands/ALPHA/\n"
                ], expecting: "Configs/ALPHA-Debug.xcconfig", line: 11),
        ],
        nonTriggeringExamples: [
            .baseline,
            RuleExample(files: [
                "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig
                    + "EXCLUDED_SOURCE_FILE_NAMES = */Brands/*/* \"*/Read Me.md\"\n"
                    + "INCLUDED_SOURCE_FILE_NAMES = */Brands/$(CLONE_IDENTIFIER)/*\n"
            ]),
        ])

    /// `pattern '*/ClientB*/' in EXCLUDED_SOURCE_FILE_NAMES ends with '/', so it matches no file; …`.
    public static func message(pattern: String, setting: String) -> String {
        "pattern '\(pattern)' in \(setting) ends with '/', so it matches no file (Xcode matches file paths, which do "
            + "not end with '/'); write '\(pattern)*' to match the files in such a folder"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var reported = Set<String>()
        for configuration in context.configurations {
            guard let settings = configuration.settings else { continue }
            for setting in [SourceFileFilter.excludedSetting, SourceFileFilter.includedSetting]
            where settings.isAssigned(setting) {
                // Most configurations set neither; a set one is split into its patterns only then.
                let value = settings.value(of: setting)
                guard value.contains("/"), let origin = settings.origin(of: setting) else { continue }
                for pattern in SourceFileFilter.words(value) where Self.matchesNothing(pattern) {
                    let location = Self.place(of: pattern, in: origin, settings: settings)
                    // Every configuration of every clone holds a shared file's pattern: each place and pattern once.
                    let key = "\(location.file):\(location.line):\(location.column):\(setting):\(pattern)"
                    guard reported.insert(key).inserted else { continue }
                    diagnostics.append(
                        Diagnostic(
                            Self.description.severity, rule: Self.description.id,
                            Self.message(pattern: pattern, setting: setting), at: location))
                }
            }
        }
        return diagnostics
    }

    /// Where `pattern` is written: in the assignment that set the value, or, when that one refers to another setting
    /// that holds it (`EXCLUDED_SOURCE_FILE_NAMES = $(BRAND_FOLDERS)`), in that setting's assignment.
    static func place(of pattern: String, in origin: SettingAssignment, settings: ResolvedSettings) -> SourceLocation {
        guard !origin.value.contains(pattern) else { return origin.location }
        for reference in ReferenceScanner.references(in: origin.value) {
            if let holder = settings.origin(of: reference.name), holder.value.contains(pattern) {
                return holder.location
            }
        }
        return origin.location
    }

    /// Whether `pattern` can match no file path: it ends with `/`.
    static func matchesNothing(_ pattern: String) -> Bool { pattern.hasSuffix("/") }
}
