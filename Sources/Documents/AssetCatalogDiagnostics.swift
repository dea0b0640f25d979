import Support

/// The rule ids and message texts of the asset catalog reader, so rules and tests reuse the exact wording.
///
/// Syntax errors in a `Contents.json` are the JSON reader's own diagnostics (`json_syntax`, …).
public enum AssetCatalogDiagnostics {
    /// Rule id for a path that is not an asset catalog folder.
    public static let notFoundRule = "asset_catalog_not_found"
    /// Rule id for an asset set folder without `Contents.json`.
    public static let missingContentsRule = "asset_catalog_missing_contents"
    /// Rule id for a `Contents.json` that exists but cannot be read.
    public static let unreadableRule = "asset_catalog_unreadable"
    /// Rule id for a `Contents.json` whose values have the wrong shape.
    public static let invalidContentsRule = "asset_catalog_invalid_contents"
    /// Rule id for a colour whose components cannot be read.
    public static let invalidColorRule = "asset_catalog_invalid_color"

    /// `path` is no folder.
    public static func notFound(_ path: String) -> Diagnostic {
        Diagnostic(
            .error, rule: notFoundRule, "asset catalog folder not found; check the path or create the .xcassets folder",
            at: .start(of: path))
    }

    /// The set at `setPath` has no `Contents.json`.
    public static func missingContents(setPath: String) -> Diagnostic {
        Diagnostic(
            .error, rule: missingContentsRule,
            "'\(Path.lastComponent(of: setPath))' has no Contents.json; recreate the set in Xcode or add the file",
            at: .start(of: Path.join(setPath, "Contents.json")))
    }

    /// `Contents.json` at `path` could not be read.
    public static func unreadable(_ path: String, reason: FileSystemError) -> Diagnostic {
        Diagnostic(.error, rule: unreadableRule, "Contents.json could not be read: \(reason)", at: .start(of: path))
    }

    /// A value of the wrong kind.
    public static func invalidContents(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, rule: invalidContentsRule, message, at: location)
    }

    /// A colour problem.
    public static func invalidColor(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, rule: invalidColorRule, message, at: location)
    }

    /// Message texts.
    public enum Message {
        /// A field holding the wrong kind of JSON value.
        public static func wrongKind(_ field: String, expected: String, found: String) -> String {
            "'\(field)' must be \(expected) but is \(found)"
        }
        /// A component that is not a number in any accepted form.
        public static func invalidComponent(_ name: String, value: String) -> String {
            "color component '\(name)' has invalid value '\(value)'; write a fraction from 0 to 1 (\"0.500\"), an integer from 0 to 255 (\"128\") or hex (\"0x80\")"
        }
        /// An alpha that is not a fraction.
        public static func invalidAlpha(_ value: String) -> String {
            "alpha '\(value)' is out of range; write a fraction from 0 to 1 such as \"1.000\""
        }
        /// A missing component.
        public static func missingComponent(_ name: String) -> String {
            "color components lack '\(name)'; add it"
        }
        /// A key Xcode does not write there; it is ignored, so what it holds is lost.
        public static func unknownKey(_ key: String, in place: String, known: [String]) -> String {
            var text = "unknown key '\(key)' in \(place); "
            if let suggestion = Suggestion.closest(to: key, in: known) {
                text += "did you mean '\(suggestion)'?"
            } else {
                text += "expected one of \(NameList.joined(known, limit: known.count))"
            }
            return text
        }
        /// A colour space Xcode does not know.
        public static func unknownColorSpace(_ name: String, known: [String]) -> String {
            var text = "unknown color space '\(name)'; "
            if let suggestion = Suggestion.closest(to: name, in: known) {
                text += "did you mean '\(suggestion)'?"
            } else {
                text += "use one of \(NameList.joined(known, limit: known.count))"
            }
            return text
        }
        /// An entry with neither components nor a system colour.
        public static let missingColor = "color entry has neither 'components' nor a 'reference' to a system color"
    }
}
