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
    ///
    /// A value wrong in another way is told what is wrong once its integers are read so, about the value as written:
    /// `6.04.0-beta` has `0-beta`, which is no integer, not `04` with a leading zero, which Apple reads as 4.
    static func problem(of value: String, for spec: BuildSettingSpec) -> String? {
        guard let problem = BuildSettingValueCheck.problem(of: value, for: spec) else { return nil }
        guard spec.type == .version, let read = integersWithoutLeadingZeros(value) else { return problem }
        return BuildSettingValueCheck.problem(of: read, for: spec)?.replacing("'\(read)'", with: "'\(value)'")
    }

    /// `value` with the leading zeros of each of its period-separated parts that is an integer dropped (`6.04.0-beta`
    /// is `6.4.0-beta`); `nil` when it has none to drop.
    ///
    /// Each part is read by ``VersionNumber/droppingLeadingZeros(_:)``, which reads an integer and leaves anything else.
    private static func integersWithoutLeadingZeros(_ value: String) -> String? {
        var changed = false
        let parts = value.split(separator: ".", omittingEmptySubsequences: false).map { part -> String in
            guard let read = VersionNumber.droppingLeadingZeros(String(part)) else { return String(part) }
            changed = true
            return read
        }
        return changed ? parts.joined(separator: ".") : nil
    }

    /// `value` as a version number, read as Apple's tools read it.
    static func versionNumber(_ value: String) -> VersionNumber? {
        VersionNumber(value) ?? integersWithoutLeadingZeros(value).flatMap(VersionNumber.init)
    }
}
