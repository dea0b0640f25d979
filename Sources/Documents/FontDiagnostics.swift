import Support

/// The rule id and message texts of the font reader, so rules and tests reuse the exact wording.
public enum FontDiagnostics {
    /// Rule id for a font file whose PostScript name cannot be read.
    public static let unreadableRule = "font_unreadable"

    /// A font problem; binary files have no lines, so it points at the start of the file.
    public static func unreadable(_ message: String, in file: String) -> Diagnostic {
        Diagnostic(.error, rule: unreadableRule, message, at: .start(of: file))
    }

    /// Message texts.
    public enum Message {
        /// The first four bytes are no known signature.
        public static func unknownSignature(_ signature: String) -> String {
            "not a TrueType or OpenType font (signature '\(signature)'); check that the file is a .ttf, .otf or .ttc"
        }
        /// A structure runs past the end of the file.
        public static func truncated(_ structure: String) -> String {
            "font file is truncated or corrupt: the \(structure) lies outside the file"
        }
        /// No `name` table.
        public static let missingNameTable = "font has no 'name' table, so it has no PostScript name"
        /// No usable name ID 6 record.
        public static let missingPostScriptName =
            "font's 'name' table has no PostScript name (name ID 6); set one in the font editor"
        /// A collection without fonts.
        public static let emptyCollection = "font collection holds no fonts"
    }
}
