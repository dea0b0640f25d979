import Documents
import Support
import XCConfig

/// `CODE_SIGN_ENTITLEMENTS` names a file that does not exist, or one that is no dictionary of entitlements.
public struct EntitlementsNotFoundRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The line `CODE_SIGN_ENTITLEMENTS` is assigned on in the examples' `Configs/ALPHA-Debug.xcconfig`.
    static let exampleLine = 11

    /// The examples' `Configs/ALPHA-Debug.xcconfig` with `CODE_SIGN_ENTITLEMENTS = path` added on ``exampleLine``.
    static func exampleXCConfig(_ path: String) -> String {
        ExampleWorkspace.cloneFiles("ALPHA", hostIndex: 0)["Configs/ALPHA-Debug.xcconfig", default: ""]
            + "CODE_SIGN_ENTITLEMENTS = \(path)\n"
    }

    /// An entitlements file with `body` (keys and values) in its dictionary; the first key is on line 5.
    static func exampleEntitlements(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>

        """
    }

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "entitlements_not_found", severity: .error,
        summary: "CODE_SIGN_ENTITLEMENTS names a file that does not exist or holds no dictionary",
        rationale: "Code signing stops the build ('The file … could not be opened'), or signs the app without the "
            + "capabilities it needs, so app groups, the keychain and universal links fail at run time.",
        triggeringExamples: [
            RuleExample(
                files: ["Configs/ALPHA-Debug.xcconfig": exampleXCConfig("Brands/ALPHA/ALPHA.entitlements")],
                expecting: "Configs/ALPHA-Debug.xcconfig", line: exampleLine),
            RuleExample(
                files: [
                    "Configs/ALPHA-Debug.xcconfig": exampleXCConfig("Brands/ALPHA/ALPHA.entitlements"),
                    "Brands/ALPHA/ALPHA.entitlements": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0">
                    <array/>
                    </plist>

                    """,
                ], expecting: "Brands/ALPHA/ALPHA.entitlements", line: 3),
            // An embedded extension's entitlements are checked too.
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.projectFile: ExampleWorkspace.projectText(
                        widgetSettings: ExampleWorkspace.widgetSettings
                            + ["CODE_SIGN_ENTITLEMENTS = Widget/Widget.entitlements;"])
                ], expecting: ExampleWorkspace.projectFile, line: ExampleWorkspace.widgetDebugLine),
            // macOS ignores case, so Xcode there finds 'alpha/alpha.entitlements' as 'ALPHA/ALPHA.entitlements': a
            // warning, since a case-sensitive volume (or a Linux CI) does not.
            RuleExample(
                files: [
                    "Configs/ALPHA-Debug.xcconfig": exampleXCConfig("Brands/alpha/alpha.entitlements"),
                    "Brands/ALPHA/ALPHA.entitlements": exampleEntitlements(
                        "\t<key>aps-environment</key>\n\t<string>development</string>"),
                ], expecting: "Configs/ALPHA-Debug.xcconfig", line: 11),
        ],
        nonTriggeringExamples: [
            .baseline,
            RuleExample(files: [
                "Configs/ALPHA-Debug.xcconfig": exampleXCConfig("Brands/$(CLONE_IDENTIFIER)/ALPHA.entitlements"),
                "Brands/ALPHA/ALPHA.entitlements": exampleEntitlements(
                    "\t<key>aps-environment</key>\n\t<string>development</string>"),
            ]),
        ])

    /// `CODE_SIGN_ENTITLEMENTS 'x' of Release does not exist`; `base` names what the path is relative to.
    public static func missing(path: String, configuration: String, base: String) -> String {
        "CODE_SIGN_ENTITLEMENTS '\(path)' of \(configuration) does not exist; fix the path (it is relative to \(base)) "
            + "or create the file"
    }

    /// `the entitlements file holds an array, not a dictionary`.
    public static func notDictionary(kind: String) -> String {
        "the entitlements file holds \(kind), not a dictionary of entitlements; put the entitlements in a <dict>"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var reported = Set<SourceLocation>()
        for configuration in SignedConfiguration.all(in: context) {
            let loaded = configuration.loaded
            guard let entitlementsPath = loaded.entitlementsPath else { continue }
            if loaded.entitlementsSpelledPath != nil, let setting = loaded.settings?.sourced("CODE_SIGN_ENTITLEMENTS"),
                let location = setting.source.location, reported.insert(location).inserted
            {
                // Found by ignoring case, as Xcode on macOS does: a warning (xdripswift's `xdrip/xDrip.entitlements`).
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: Self.description.id,
                        InfoPlistNotFoundRule.caseOnly(
                            "CODE_SIGN_ENTITLEMENTS", path: setting.value,
                            found: InfoPlistNotFoundRule.respelled(setting.value, as: entitlementsPath),
                            configuration: configuration.role),
                        at: location, notes: written(in: loaded)))
            }
            if loaded.isEntitlementsMissing {
                guard let setting = loaded.settings?.sourced("CODE_SIGN_ENTITLEMENTS"),
                    let location = setting.source.location, reported.insert(location).inserted
                else { continue }
                let directory = loaded.definition.projectDirectory
                let base =
                    Path.normalize(directory) == Path.normalize(context.workspace.root)
                    ? "the workspace root" : "'\(context.workspace.relativePath(directory))'"
                var missing = finding(
                    Self.missing(path: setting.value, configuration: configuration.role, base: base), at: location)
                missing.notes += written(in: loaded)
                if let note = context.workspace.ignoredFileNote(entitlementsPath) { missing.notes.append(note) }
                diagnostics.append(missing)
            } else if let plist = loaded.entitlements, plist.dictionaryMembers == nil,
                reported.insert(plist.location).inserted
            {
                diagnostics.append(finding(Self.notDictionary(kind: plist.value.kindDescription), at: plist.location))
            }
        }
        return diagnostics
    }

    /// Where the path is written, when `CODE_SIGN_ENTITLEMENTS` only refers to the setting that holds it.
    private func written(in loaded: LoadedConfiguration) -> [Diagnostic.Note] {
        loaded.settings.map { EmptyReferenceTrace.writtenNotes(forValueOf: "CODE_SIGN_ENTITLEMENTS", in: $0) } ?? []
    }

    private func finding(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(Self.description.severity, rule: Self.description.id, message, at: location)
    }
}
