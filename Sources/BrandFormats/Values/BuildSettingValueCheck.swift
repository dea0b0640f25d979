import Foundation
import Support

/// Checks the value of a typed build setting: a function of the name, the value and where it was set, so the same
/// check applies to a setting in an xcconfig file, in a project file, or to the Info.plist key it feeds.
public enum BuildSettingValueCheck {
    /// The rule id of its findings.
    public static let rule = "invalid_build_setting_value"

    /// Why `value` is not a value of `spec`, as a phrase, or `nil` when it is one.
    ///
    /// An empty value is not set, so it is never a problem here (`missing_build_setting` reports required settings
    /// that are empty).
    public static func problem(of value: String, for spec: BuildSettingSpec) -> String? {
        guard !value.isEmpty else { return nil }
        if let problem = formatProblem(of: value, for: spec) { return problem }
        guard let pattern = spec.pattern else { return nil }
        return SchemaPattern(pattern).problem(of: value)
    }

    /// `build setting NAME: <problem>`, the finding's message.
    public static func message(name: String, problem: String) -> String { "build setting \(name): \(problem)" }

    /// The finding for `value` of setting `name`, set at `location`, under `schema`'s types; `nil` when the setting
    /// is untyped or the value fits.
    public static func check(name: String, value: String, at location: SourceLocation, schema: Schema) -> Diagnostic? {
        guard let spec = schema.buildSettingSpec(named: name), let problem = problem(of: value, for: spec) else {
            return nil
        }
        return Diagnostic(.error, rule: rule, message(name: name, problem: problem), at: location)
    }

    /// The build number's setting and key: `CFBundleVersion` may have more than three integers, which the system
    /// ignores, where `CFBundleShortVersionString` may not.
    public static let buildNumberSettings: Set<String> = ["CURRENT_PROJECT_VERSION", "CFBundleVersion"]

    private static func formatProblem(of value: String, for spec: BuildSettingSpec) -> String? {
        switch spec.type {
        case .string:
            return nil
        case .integer:
            guard let number = Int(value) else { return "'\(value)' is not a whole number" }
            if let minimum = spec.minimum, Double(number) < minimum {
                return "'\(value)' is below the minimum of \(format(minimum))"
            }
            if let maximum = spec.maximum, Double(number) > maximum {
                return "'\(value)' is above the maximum of \(format(maximum))"
            }
            return nil
        case .url:
            return URLCheck.problem(value)
        case .bundleIdentifier:
            return FieldValueChecker.isBundleIdentifier(value)
                ? nil
                : "'\(value)' is not a bundle identifier: use letters, digits, hyphens and periods (RFC 1034), "
                    + "at least two parts, such as com.example.app"
        case .version where buildNumberSettings.contains(spec.name):
            guard case .failure(let reason) = VersionNumber.parseBuild(value) else { return nil }
            return "'\(value)' is not period-separated non-negative integers such as 212 or 5.4.1.3, as the App Store "
                + "requires of a build number: it \(reason)"
        case .version:
            guard case .failure(let reason) = VersionNumber.parse(value) else { return nil }
            return "'\(value)' is not one to three period-separated non-negative integers such as 5.4.1, as the "
                + "App Store requires: it \(reason)"
        case .teamIdentifier:
            // On bytes: a team id is ASCII, so its 10 characters are 10 bytes.
            let isTeam =
                value.utf8.count == 10
                && value.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || $0.isASCIIDigit }
            return isTeam
                ? nil : "'\(value)' is not a team id: it has 10 uppercase letters and digits, such as 7QK4XW2M9R"
        case .enumeration:
            if spec.allowedValues.contains(value) { return nil }
            var reason = "'\(value)' is not one of \(NameList.joined(spec.allowedValues))"
            if let suggestion = Suggestion.closest(to: value, in: spec.allowedValues) {
                reason += "; did you mean '\(suggestion)'?"
            }
            return reason
        }
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
