import Support
import XCConfig

/// Renders diagnostics as a SARIF 2.1.0 log, the format code-scanning services import.
public enum SARIFRenderer {
    /// The schema the log declares.
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The base id relative artifact URIs are resolved against (the checkout root).
    public static let sourceRootBaseID = "%SRCROOT%"

    /// The log as a JSON value: one run whose driver lists `rules` (sorted by id, plus a bare entry for any
    /// rule a diagnostic names that `rules` lacks) and one result per diagnostic, sorted, with URIs
    /// relative to `workspaceRoot`.
    public static func log(
        _ diagnostics: [Diagnostic], relativeTo workspaceRoot: String, rules: [RuleMetadata],
        toolVersion: String = BrandsVersion.current, informationURI: String? = nil
    ) -> JSONOutput {
        let prepared = DiagnosticPresentation.prepare(diagnostics, relativeTo: workspaceRoot)
        var ruleObjects: [String: JSONOutput] = [:]
        for rule in rules {
            ruleObjects[rule.id] = .object([
                "id": .string(rule.id),
                "shortDescription": .object(["text": .string(rule.summary)]),
                "defaultConfiguration": .object(["level": .string(level(for: rule.defaultSeverity))]),
            ])
        }
        for diagnostic in prepared where ruleObjects[diagnostic.rule] == nil {
            ruleObjects[diagnostic.rule] = .object(["id": .string(diagnostic.rule)])
        }
        let ruleIDs = ruleObjects.keys.sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })

        var driver: [String: JSONOutput] = [
            "name": .string("brands"),
            "version": .string(toolVersion),
            "rules": .array(ruleIDs.compactMap { ruleObjects[$0] }),
        ]
        if let informationURI { driver["informationUri"] = .string(informationURI) }

        let results: [JSONOutput] = prepared.map { diagnostic in
            var result: [String: JSONOutput] = [
                "ruleId": .string(diagnostic.rule),
                "level": .string(level(for: diagnostic.severity)),
                "message": .object(["text": .string(messageText(diagnostic))]),
                "locations": .array([.object(["physicalLocation": physicalLocation(diagnostic.location)])]),
            ]
            if let index = ruleIndex[diagnostic.rule] { result["ruleIndex"] = .integer(index) }
            let related = diagnostic.notes.compactMap { note in
                note.location.map { location -> JSONOutput in
                    .object([
                        "message": .object(["text": .string(note.message)]),
                        "physicalLocation": physicalLocation(location),
                    ])
                }
            }
            if !related.isEmpty { result["relatedLocations"] = .array(related) }
            return .object(result)
        }

        return .object([
            "$schema": .string(schemaURI),
            "version": .string("2.1.0"),
            "runs": .array([.object(["tool": .object(["driver": .object(driver)]), "results": .array(results)])]),
        ])
    }

    /// ``log(_:relativeTo:rules:toolVersion:informationURI:)`` pretty-printed, ending with a newline.
    public static func render(
        _ diagnostics: [Diagnostic], relativeTo workspaceRoot: String, rules: [RuleMetadata],
        toolVersion: String = BrandsVersion.current, informationURI: String? = nil
    ) -> String {
        log(
            diagnostics, relativeTo: workspaceRoot, rules: rules, toolVersion: toolVersion,
            informationURI: informationURI
        ).rendered() + "\n"
    }

    /// SARIF's `level` for a severity.
    public static func level(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// The message, with notes that point nowhere appended (those that do become related locations).
    private static func messageText(_ diagnostic: Diagnostic) -> String {
        diagnostic.notes.filter { $0.location == nil }.reduce(diagnostic.message) { $0 + "\nnote: " + $1.message }
    }

    private static func physicalLocation(_ location: SourceLocation) -> JSONOutput {
        var artifact: [String: JSONOutput]
        if Path.isAbsolute(location.file) {
            artifact = ["uri": .string("file://" + percentEncoded(location.file))]
        } else {
            artifact = ["uri": .string(percentEncoded(location.file)), "uriBaseId": .string(sourceRootBaseID)]
        }
        return .object([
            "artifactLocation": .object(artifact),
            "region": .object(["startLine": .integer(location.line), "startColumn": .integer(location.column)]),
        ])
    }

    /// `path` as a URI path: RFC 3986 unreserved characters and `/` kept, every other UTF-8 byte as `%XX`.
    public static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
