import BrandFormats
import Support

extension ReleasePlanner {
    /// The messages of the planner's diagnostics, shared with the tests.
    public enum Message {
        /// `invalid tag 'x': <reason>`, with line breaks and control characters of the tag written as escapes
        /// (`\n`, `\u{1B}`), so the diagnostic stays on one line and cannot drive the terminal.
        public static func invalidTag(_ text: String, _ problem: TagProblem) -> String {
            printable("invalid tag '\(text)': \(reason(problem))")
        }

        /// Why the tag does not parse: the problem's message, except that a clone suggested for an unknown one is
        /// spelled as its id is.
        ///
        /// Tags match clones without regard to case, but ids are matched as written elsewhere (`brands show`, a rule
        /// setting's `clones`), where `TagProblem`'s lowercased `nwd` names no clone `NWD`.
        static func reason(_ problem: TagProblem) -> String {
            guard case .unknownClone(let clone, let suggestion?, _) = problem else { return problem.message }
            return "unknown clone '\(clone)'; did you mean '\(suggestion)'?"
        }

        /// `text` with every control or line-separating character escaped.
        static func printable(_ text: String) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                case _ where Self.escapedCategories.contains(scalar.properties.generalCategory):
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result
        }

        /// Control characters, line and paragraph separators, and invisible format characters (such as
        /// right-to-left overrides, which could make a tag read as another).
        private static let escapedCategories: Set<Unicode.GeneralCategory> = [
            .control, .lineSeparator, .paragraphSeparator, .format,
        ]

        /// The same tag, or the same build of a clone under another tag, given again.
        public static func duplicate(_ tag: ReleaseTag, first: ReleaseTag) -> String {
            if tag.name == first.name { return "tag '\(tag.name)' is given twice; give each tag once" }
            return
                "tag '\(tag.name)' repeats build \(tag.build) of \(tag.clone) from '\(first.name)'; give each build once"
        }

        /// The tagged clone has validation errors.
        public static func cloneInvalid(_ tag: ReleaseTag, errors: Int) -> String {
            "clone '\(tag.clone)' has \(Plural.count(errors, "validation error")); fix \(errors == 1 ? "it" : "them") before releasing '\(tag.name)'"
        }

        /// The tag's version is not the clone's version; `setting` is what sets it (`MARKETING_VERSION`, or the
        /// Info.plist key when it is written there), and `change` what to change when not the setting (a Flutter
        /// app's `'version' in pubspec.yaml`).
        public static func versionMismatch(
            _ tag: ReleaseTag, marketingVersion: String, configuration: String, suggestedTag: String,
            setting: String = "MARKETING_VERSION", change: String? = nil
        ) -> String {
            "tag '\(tag.name)' has version \(tag.version) but \(tag.clone)'s \(setting) in \(configuration) is \(marketingVersion); tag '\(suggestedTag)' instead or change \(change ?? setting) (or set release.version_policy to tag-overrides)"
        }

        /// The tag's version or build cannot be stamped, because no build setting feeds the Info.plist key.
        public static func notStampable(
            _ tag: ReleaseTag, what: String, wanted: String, value: IdentityValue, configuration: String,
            fallback: String
        ) -> String {
            let made: String
            switch value.feed {
            case .expression(let names):
                made = "is made of several build settings (\(names.joined(separator: ", ")))"
            default: made = "is written as '\(value.value)' in the Info.plist"
            }
            return
                "\(tag.clone)'s \(value.key) in \(configuration) \(made), so no build setting can give it the \(what) \(wanted) of '\(tag.name)'; write '$(\(fallback))' as its value"
        }

        /// A script phase of the clone's target writes the key the tag's `what` (version or build) would reach; with
        /// `others`, phases of other targets of the app (its extensions) write it too.
        public static func scriptStamped(
            _ tag: ReleaseTag, what: String, wanted: String, stamp: ScriptStamp, others: [ScriptStamp] = []
        ) -> String {
            let through = stamp.scriptFile.map { " (through '\($0)')" } ?? ""
            guard !others.isEmpty else {
                return
                    "the \(what) \(wanted) of '\(tag.name)' does not reach the archive: the script phase '\(stamp.phase)' of target '\(stamp.target)' writes \(stamp.key) into the Info.plist as the app builds\(through), so the app gets what the script writes; tag with the \(what) the script gives, or have it leave \(stamp.key) alone in release builds"
            }
            let targets = NameList.joined(others.map { "'\($0.target)'" }, separator: ", ", limit: 3)
            let noun = others.count == 1 ? "target" : "targets"
            return
                "the \(what) \(wanted) of '\(tag.name)' does not reach the archive: the script phase '\(stamp.phase)' of target '\(stamp.target)' writes \(stamp.key) into the Info.plist as the app builds\(through), and phases of \(noun) \(targets) do the same in theirs, so the app gets what the scripts write; tag with the \(what) the scripts give, or have them leave \(stamp.key) alone in release builds"
        }

        /// The clone's `MARKETING_VERSION` is no version a tag can carry, so no tag can match it; `change` is what to
        /// change when not the setting, as for ``versionMismatch(_:marketingVersion:configuration:suggestedTag:setting:change:)``.
        public static func unusableVersion(
            _ tag: ReleaseTag, marketingVersion: String, configuration: String, setting: String = "MARKETING_VERSION",
            change: String? = nil
        ) -> String {
            "tag '\(tag.name)' cannot match \(tag.clone)'s \(setting) in \(configuration), '\(marketingVersion)', which is not one to three period-separated non-negative integers; change \(change ?? setting) to a version such as \(tag.version)"
        }

        /// The build number does not exceed the highest earlier one of the clone.
        public static func buildNotIncreasing(_ tag: ReleaseTag, highest: ReleaseTag, next: VersionNumber) -> String {
            "build \(tag.build) of '\(tag.name)' is not higher than build \(highest.build) of the earlier tag '\(highest.name)'; use build \(next) or higher"
        }
    }
}

extension ReleasePlanner {
    /// `tag` as written with `version` in place of its version: the clone spelt as the user spelt it (UTM's `iOS`
    /// clone, tagged `iOS/9.9.9/123`, was told to tag `ios/5.0.3/123`, another tag to git); `nil` when the version is
    /// not where the tag says.
    static func respelled(_ tag: ReleaseTag, version: String) -> String? {
        let characters = Array(tag.name)
        guard tag.versionOffset >= 0, tag.versionOffset < characters.count else { return nil }
        var end = tag.versionOffset
        while end < characters.count, characters[end].isASCII, characters[end].isNumber || characters[end] == "." {
            end += 1
        }
        guard end > tag.versionOffset else { return nil }
        return String(characters[..<tag.versionOffset]) + version + String(characters[end...])
    }
}
