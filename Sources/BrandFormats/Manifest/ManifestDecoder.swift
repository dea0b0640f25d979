import Documents
import Foundation
import Support

/// Turns the JSON of `brands.json` into a ``Manifest``, reporting every problem under `manifest_invalid`.
public enum ManifestDecoder {
    /// The rule id of every problem in a manifest.
    public static let rule = "manifest_invalid"
    /// The manifest's file name at the workspace root.
    public static let fileName = "brands.json"

    /// Decodes `node`, read from `file`; what is malformed keeps its default.
    public static func decode(_ node: JSONNode, file: String) -> Parsed<Manifest> {
        var diagnostics: [Diagnostic] = []
        var manifest = Manifest()
        manifest.file = file
        guard var root = JSONObjectReader(node, subject: "the manifest", rule: rule, diagnostics: &diagnostics) else {
            return Parsed(value: manifest, diagnostics: diagnostics)
        }
        _ = root.member("$schema")
        _ = root.member("$comment")
        if let version = root.integer("version"), version != 1 {
            root.record("unsupported manifest version \(version); this brands understands version 1", at: node.location)
        }
        for (key, path) in [("brands_folder", \Manifest.brandsFolder), ("configs_folder", \.configsFolder)] {
            if let (value, location) = root.string(key) {
                if !isInside(value) {
                    root.record(outsidePath(key, value), at: location)
                } else {
                    manifest[keyPath: path] = value
                }
            }
        }
        if let (value, location) = root.nullableString("schema") {
            if let value, !isInside(value) {
                root.record(outsidePath("schema", value), at: location)
            } else if let value {
                manifest.schemaPath = value
                manifest.namesSchema = true
            } else {
                manifest.usesSchema = false
                manifest.namesSchema = true
            }
        }
        if let configurations = root.strings("configurations") {
            var names: [String] = []
            for (name, location) in configurations {
                if names.contains(name) {
                    root.record("configuration '\(name)' is listed twice in 'configurations'; remove one", at: location)
                } else {
                    names.append(name)
                }
            }
            if names.isEmpty {
                root.record("'configurations' must list at least one configuration", at: node.location)
            } else {
                manifest.configurations = names
            }
        }
        if let (value, location) = root.nullableString("xcconfig") {
            let pattern = value ?? ""
            if value == nil {
                manifest.usesXCConfigs = false
            } else if !pattern.contains("{clone}") {
                root.record("'xcconfig' must contain '{clone}', as in '{clone}-{configuration}.xcconfig'", at: location)
            } else if !isInside(pattern) {
                root.record(outsidePath("xcconfig", pattern), at: location)
            } else {
                manifest.xcconfigPattern = pattern
            }
        }
        if let clones = root.member("clones") {
            manifest.clones = decodeClones(clones, configurations: manifest.configurations, into: &diagnostics)
        }
        if let (project, location) = root.string("project") {
            if let problem = projectProblem(project) {
                root.record(problem, at: location)
            } else {
                manifest.project = project
                manifest.projectLocation = location
            }
        }
        if let identity = root.object("identity") {
            manifest.identity = decodeIdentity(identity, into: &diagnostics)
        }
        if let shared = root.strings("shared_paths") {
            for (path, location) in shared where !isInside(path) {
                root.record(outsidePath("shared_paths", path), at: location)
            }
            manifest.sharedPaths = shared.map(\.value).filter(isInside)
        }
        if let rules = root.object("rules") { manifest.ruleSettings = decodeRules(rules, into: &diagnostics) }
        if let release = root.object("release") {
            manifest.release = decodeRelease(release, configurations: manifest.configurations, into: &diagnostics)
        }
        diagnostics += root.finish()
        return Parsed(value: manifest, diagnostics: diagnostics)
    }

    /// Whether `path` is a non-empty relative path that stays inside the workspace (no `..` part).
    static func isInside(_ path: String) -> Bool {
        !path.isEmpty && !Path.isAbsolute(path) && !path.split(separator: "/").contains("..")
    }

    /// `'key' must be a path inside the workspace, not '/x'`.
    package static func outsidePath(_ key: String, _ value: String) -> String {
        "'\(key)' must be a path inside the workspace, not '\(value)'; give it relative to the root, without '..'"
    }

    private static func severity(_ text: String) -> Severity?? {
        if text == "off" { return .some(nil) }
        return Severity(rawValue: text).map { .some($0) }
    }

    private static func decodeRules(_ node: JSONNode, into diagnostics: inout [Diagnostic]) -> [RuleSetting] {
        guard case .object(let members) = node.value else { return [] }
        var settings: [RuleSetting] = []
        let levels = ["error", "warning", "note", "off"]
        for member in members {
            switch member.value.value {
            case .string(let text):
                if let level = severity(text) {
                    settings.append(RuleSetting(rule: member.key, severity: level, location: member.keyLocation))
                } else {
                    diagnostics.append(
                        Diagnostic(
                            .error, rule: rule,
                            SchemaDecoder.unknownValue(text, of: "severity", among: levels), at: member.value.location))
                }
            case .object:
                guard
                    var reader = JSONObjectReader(
                        member.value, subject: "rule '\(member.key)'", rule: rule,
                        diagnostics: &diagnostics)
                else { continue }
                var level: Severity?? = nil
                if let (text, location) = reader.string("severity") {
                    level = severity(text)
                    if level == nil {
                        reader.record(SchemaDecoder.unknownValue(text, of: "severity", among: levels), at: location)
                    }
                } else {
                    reader.record("rule '\(member.key)' needs a 'severity'", at: member.keyLocation)
                }
                let clones = reader.strings("clones")?.map(\.value) ?? []
                let reason = reader.string("reason")?.value
                if let level {
                    settings.append(
                        RuleSetting(
                            rule: member.key, severity: level, clones: clones, reason: reason,
                            location: member.keyLocation))
                }
                diagnostics += reader.finish()
            default:
                diagnostics.append(
                    Diagnostic(
                        .error, rule: rule,
                        "rule '\(member.key)' must be a severity (error, warning, note, off) or an object with 'severity' and 'clones'",
                        at: member.value.location))
            }
        }
        return settings
    }

    private static func decodeRelease(_ node: JSONNode, configurations: [String], into diagnostics: inout [Diagnostic])
        -> ReleaseSettings
    {
        var release = ReleaseSettings()
        guard var reader = JSONObjectReader(node, subject: "'release'", rule: rule, diagnostics: &diagnostics) else {
            return release
        }
        if let (format, location) = reader.string("tag_format") {
            if let problem = TagFormat.problem(format) {
                reader.record(problem, at: location)
            } else {
                release.tagFormat = format
            }
        }
        if let (policy, location) = reader.string("version_policy") {
            if let value = ReleaseSettings.VersionPolicy(rawValue: policy) {
                release.versionPolicy = value
            } else {
                reader.record(
                    SchemaDecoder.unknownValue(
                        policy, of: "version policy",
                        among: ReleaseSettings.VersionPolicy.allCases.map(\.rawValue)), at: location)
            }
        }
        if let (configuration, location) = reader.string("configuration") {
            // Releases are built, listed and checked in this configuration, so it must be one of them.
            if configurations.contains(configuration) {
                release.configuration = configuration
            } else {
                reader.record(
                    SchemaDecoder.unknownValue(configuration, of: "release configuration", among: configurations),
                    at: location)
            }
        }
        if let scheme = reader.string("scheme") { release.scheme = scheme.value }
        if let method = reader.string("export_method") { release.exportMethod = method.value }
        diagnostics += reader.finish()
        return release
    }
}
