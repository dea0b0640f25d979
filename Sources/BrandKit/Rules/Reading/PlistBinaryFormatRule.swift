import Documents

/// A binary property list is corrupt: a bad trailer, offset or reference, or a reference cycle.
public struct PlistBinaryFormatRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: PlistDiagnostics.binaryFormatRule, severity: .error,
        summary: "a binary property list is corrupt or has a reference cycle",
        rationale:
            "A corrupt binary plist cannot be read by Xcode or the app; a cycle would make naive readers loop forever.",
        triggeringExamples: [
            RuleExample(
                files: ["Brands/ALPHA/Info.plist": "bplist00 is not followed by objects and a trailer"],
                expecting: "Brands/ALPHA/Info.plist", line: 1)
        ])
}
