import BrandFormats
import Documents
import Support
import XCConfig

/// `custom_fonts.plist` against the schema's text styles: its keys are each style's name and size keys
/// (`headlineFontName`, `headlineFontSize`), names are strings and sizes numbers.
///
/// Shared by `unknown_key`, `wrong_type` and `invalid_value`, which check `config.json` the same way.
enum FontsPlistCheck {
    /// A problem found, with where it is.
    struct Finding {
        var message: String
        var location: SourceLocation
    }

    /// Every key the schema allows, in style order.
    static func keys(of schema: Schema) -> [String] {
        schema.fontStyles.flatMap { [$0.nameKey, $0.sizeKey] }
    }

    /// The members of the plist's root dictionary, or nothing when it has none.
    static func members(of clone: LoadedClone) -> [PlistMember] {
        clone.fontsPlist?.dictionaryMembers ?? []
    }

    /// `unknown key 'headlinFontName' in custom_fonts.plist; did you mean 'headlineFontName'?`, for each key no style
    /// declares.
    static func unknownKeys(of clone: LoadedClone, schema: Schema) -> [Finding] {
        let known = keys(of: schema)
        return members(of: clone).filter { !known.contains($0.key) }.map { member in
            var message = "unknown key '\(member.key)' in custom_fonts.plist"
            if let suggestion = Suggestion.closest(to: member.key, in: known) {
                message += "; did you mean '\(suggestion)'?"
            } else if known.isEmpty {
                message += "; the schema declares no text styles"
            } else {
                message += "; the keys are \(NameList.joined(known))"
            }
            return Finding(message: message, location: member.keyLocation)
        }
    }

    /// A root that is no dictionary, a name that is no string, and a size that is no number.
    static func wrongTypes(of clone: LoadedClone, schema: Schema) -> [Finding] {
        guard let root = clone.fontsPlist else { return [] }
        guard case .dictionary(let members) = root.value else {
            return [
                Finding(
                    message: WrongTypeRule.message(
                        "custom_fonts.plist", expected: "a dictionary", found: root.value.kindDescription),
                    location: root.location)
            ]
        }
        var findings: [Finding] = []
        for style in schema.fontStyles {
            if let member = members.first(where: { $0.key == style.nameKey }) {
                if case .string = member.value.value {
                } else {
                    findings.append(finding(member, expected: "a string (a PostScript name)"))
                }
            }
            if let member = members.first(where: { $0.key == style.sizeKey }) {
                switch member.value.value {
                case .integer, .real: break
                default: findings.append(finding(member, expected: "a number (<real> or <integer>)"))
                }
            }
        }
        return findings
    }

    /// A name that cannot be a PostScript name, and a size that is not above zero.
    static func invalidValues(of clone: LoadedClone, schema: Schema) -> [Finding] {
        let members = members(of: clone)
        var findings: [Finding] = []
        for style in schema.fontStyles {
            if let member = members.first(where: { $0.key == style.nameKey }),
                case .string(let name) = member.value.value,
                !name.isEmpty, !FieldValueChecker.isPostScriptName(name)
            {
                findings.append(
                    Finding(
                        message: "'\(style.nameKey)' in custom_fonts.plist: '\(name)' is not a PostScript font name "
                            + "(no spaces or brackets, at most 63 characters)", location: member.value.location))
            }
            if let member = members.first(where: { $0.key == style.sizeKey }) {
                let size: Double? =
                    switch member.value.value {
                    case .integer(let value): Double(value)
                    case .real(let value): value
                    default: nil
                    }
                if let size, !(size > 0) {
                    findings.append(
                        Finding(
                            message: "'\(style.sizeKey)' in custom_fonts.plist: a font size must be above 0, not "
                                + "\(size.formatted)", location: member.value.location))
                }
            }
        }
        return findings
    }

    private static func finding(_ member: PlistMember, expected: String) -> Finding {
        Finding(
            message: WrongTypeRule.message(
                "'\(member.key)' in custom_fonts.plist", expected: expected, found: member.value.value.kindDescription),
            location: member.value.location)
    }
}

extension Double {
    /// The number as written by people: `12` rather than `12.0`.
    fileprivate var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
