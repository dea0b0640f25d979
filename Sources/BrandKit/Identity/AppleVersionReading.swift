import BrandFormats

/// A version or build number as Apple's tools read it: each integer without its leading zeros ("Leading zeros are
/// truncated from each integer and will be ignored (that is, 1.02.3 is equivalent to 1.2.3)", `CFBundleVersion`'s
/// reference), so a calendar version such as Luego's `2026.04.02` is the version 2026.4.2, not a mistake.
///
/// Release tags are stricter (``ReleaseTag`` refuses `04`, so a tag has one spelling); the values in a project's
/// files are read this way before they are checked or compared with a tag.
enum AppleVersionReading {
    /// The problem of `value` for `spec`, as ``BuildSettingValueCheck/problem(of:for:)`` finds it, except for leading
    /// zeros in a version or build number, which Apple's tools ignore.
    static func problem(of value: String, for spec: BuildSettingSpec) -> String? {
        guard let problem = BuildSettingValueCheck.problem(of: value, for: spec) else { return nil }
        guard spec.type == .version, let read = VersionNumber.droppingLeadingZeros(value),
            BuildSettingValueCheck.problem(of: read, for: spec) == nil
        else { return problem }
        return nil
    }

    /// `value` as a version number, read as Apple's tools read it.
    static func versionNumber(_ value: String) -> VersionNumber? {
        VersionNumber(value) ?? VersionNumber.droppingLeadingZeros(value).flatMap(VersionNumber.init)
    }
}
