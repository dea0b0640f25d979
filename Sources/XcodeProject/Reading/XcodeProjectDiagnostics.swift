import Support
import XCConfig

/// The rule ids and messages of the project reader, so rules and tests reuse the exact wording.
public enum XcodeProjectDiagnostics {
    /// Rule id for a project that cannot be read at all, or whose top level is not the expected shape.
    public static let syntaxRule = "xcode_project_syntax"
    /// Rule id for a reference to an object id the project does not define.
    public static let referenceRule = "xcode_project_reference"
    /// Rule id for a target dependency on a target the project no longer has (a warning: Xcode builds without it).
    public static let staleDependencyRule = "xcode_project_stale_dependency"
    /// A group lists a child the project no longer has (a warning: Xcode leaves it out).
    public static let staleGroupChildRule = "xcode_project_stale_group_child"
    /// Rule id for an object id defined twice.
    public static let duplicateIDRule = "xcode_project_duplicate_id"
    /// Rule id for an object whose `isa` the reader does not know (a warning; the object is kept).
    public static let unknownISARule = "xcode_project_unknown_isa"
    /// Rule id for a missing required field or a field of the wrong type.
    public static let fieldRule = "xcode_project_field"
    /// Rule id for a base configuration (xcconfig) that cannot be read.
    public static let baseConfigurationRule = "xcode_project_base_configuration"
    /// Rule id for a build file that names neither a file nor a package product (a warning: Xcode builds without it).
    public static let emptyBuildFileRule = "xcode_project_empty_build_file"
    /// Rule id for a synchronized folder that cannot be listed.
    public static let synchronizedFolderRule = "xcode_project_synchronized_folder"

    /// `project.pbxproj` could not be read.
    public static func unreadable(_ file: String, reason: FileSystemError) -> Diagnostic {
        Diagnostic(
            .error, rule: syntaxRule, "cannot read the project file: \(reason); check the path of the .xcodeproj",
            at: .start(of: file))
    }

    /// The top level is not a dictionary, or lacks `objects` or `rootObject`.
    public static func malformedTopLevel(_ problem: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, rule: syntaxRule, "\(problem); this is not an Xcode project file", at: location)
    }

    /// An object id defined twice; the first definition is used.
    public static func duplicateID(_ id: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: duplicateIDRule,
            "object id '\(id)' is defined twice; the first definition is used, remove or rename the other",
            at: location, notes: [Diagnostic.Note("'\(id)' is first defined here", at: first)])
    }

    /// A key written twice inside one object; the first one is used.
    public static func duplicateField(_ key: String, at location: SourceLocation, first: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, rule: fieldRule, "field '\(key)' is written twice in one object; the first one is used",
            at: location, notes: [Diagnostic.Note("'\(key)' is first written here", at: first)])
    }

    /// An object of a kind the reader does not know.
    public static func unknownISA(_ isa: String, id: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, rule: unknownISARule,
            "object '\(id)' has unknown isa '\(isa)'; it is ignored (a newer Xcode may have written it)",
            at: location)
    }

    /// A field that must be present is absent.
    public static func missingField(_ field: String, in isa: String, id: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(.error, rule: fieldRule, "\(isa) '\(id)' has no '\(field)'; add it", at: location)
    }

    /// A `PBXBuildFile` with neither `fileRef` nor `productRef`: what is left when a file is deleted but its build
    /// file is not (Xcode lists it as "(null) in Sources" and builds the phase without it).
    public static func emptyBuildFile(id: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, rule: emptyBuildFileRule,
            "PBXBuildFile '\(id)' names no file and no package product, so Xcode builds without it (it shows as "
                + "'(null)'); remove it and its entry in the build phase",
            at: location)
    }

    /// A field holds the wrong kind of value.
    public static func wrongType(
        _ field: String, in isa: String, expected: String, found: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error, rule: fieldRule, "'\(field)' of \(isa) must be \(expected), not \(found)", at: location)
    }

    /// A target dependency whose proxy names a target the project no longer has (`remoteInfo`, when written, is its
    /// name): Xcode builds without it, so it is a warning.
    public static func staleDependency(name: String?, id: String, at location: SourceLocation) -> Diagnostic {
        let target = name.map { "target '\($0)' (\(id))" } ?? "target '\(id)'"
        return Diagnostic(
            .warning, rule: staleDependencyRule,
            "a target dependency names \(target), which the project no longer has; Xcode builds without it, so "
                + "remove the dependency",
            at: location)
    }

    /// A group's child that no object is, a warning.
    ///
    /// The file was deleted and the group kept its id (nightscout/Trio's `AlertEntry.swift`, built by Xcode in every
    /// release since): Xcode leaves it out of the navigator and builds nothing from it.
    public static func staleGroupChild(_ id: String, in isa: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, rule: staleGroupChildRule,
            "'children' of \(isa) lists '\(id)', which the project no longer has; Xcode leaves it out, so remove the "
                + "line",
            at: location)
    }

    /// A reference to an id that no object has.
    public static func danglingReference(_ id: String, field: String, in isa: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, rule: referenceRule,
            "'\(field)' of \(isa) refers to object '\(id)', which the project does not define; remove the reference or restore the object",
            at: location)
    }

    /// A reference to an object of the wrong kind.
    public static func wrongReferenceKind(
        _ id: String, field: String, in isa: String, expected: [String], found: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error, rule: referenceRule,
            "'\(field)' of \(isa) refers to '\(id)', a \(found), but expects \(expected.joined(separator: " or "))",
            at: location)
    }

    /// A group that contains itself, directly or through other groups.
    public static func groupCycle(_ id: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: referenceRule,
            "group '\(id)' contains itself through its children; remove the child that closes the loop",
            at: location)
    }

    /// A base configuration file that cannot be read.
    ///
    /// A file CocoaPods writes (`Pods/Target Support Files/…`) is missing until `pod install` has run, as in a fresh
    /// clone of a repository that does not commit `Pods/`; the message says so.
    ///
    /// `owner` (`target 'App'`, `project 'App'`) says whose configuration it is: a project file holds a configuration of
    /// each name for every target (votinginfoproject's tests have their own CocoaPods file).
    public static func missingBaseConfiguration(
        _ path: String, configuration: String, of owner: String? = nil, reason: FileSystemError,
        template: String? = nil, at location: SourceLocation
    ) -> Diagnostic {
        var message =
            "unable to open base configuration reference file '\(path)' of configuration '\(configuration)'"
            + (owner.map { " of \($0)" } ?? "") + ": \(reason)"
        if reason.reason == .notFound, isWrittenByCocoaPods(path) {
            message += " (CocoaPods writes it: run 'pod install' before brands)"
        } else if reason.reason == .notFound, let template {
            message +=
                " ('\(template)' beside it is its template: copy it to '\(Path.lastComponent(of: path))' and fill it in)"
        }
        return Diagnostic(.error, rule: baseConfigurationRule, message, at: location)
    }

    /// A base configuration reference that finds its file only by ignoring case (a warning: Xcode on a Mac reads it,
    /// a case-sensitive disk does not).
    public static func baseConfigurationCase(
        _ path: String, found: String, configuration: String, of owner: String? = nil, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .warning, rule: baseConfigurationRule,
            "base configuration reference file '\(path)' of configuration '\(configuration)'"
                + (owner.map { " of \($0)" } ?? "") + " is '\(found)' on disk, found only by ignoring case as macOS "
                + "does; a case-sensitive disk (Linux CI) does not find it: spell it as on disk",
            at: location)
    }

    /// The path a ``missingBaseConfiguration(_:configuration:of:reason:template:at:)`` finding names (as the project
    /// writes it), read back from its message; `nil` for any other diagnostic.
    public static func missingBaseConfigurationPath(of diagnostic: Diagnostic) -> String? {
        let prefix = "unable to open base configuration reference file '"
        guard diagnostic.rule == baseConfigurationRule, diagnostic.message.hasPrefix(prefix) else { return nil }
        let rest = diagnostic.message.dropFirst(prefix.count)
        guard let end = rest.range(of: "' of configuration '") else { return nil }
        return String(rest[..<end.lowerBound])
    }

    /// The template a developer copies to make the missing file `path` (mullvad's `App.xcconfig.template` for
    /// `App.xcconfig`, safe-ios's `Config.Example.xcconfig`): a file beside it whose name starts with the missing
    /// one's stem and speaks of a template, an example or a sample; `nil` when there is none, or several.
    public static func template(for path: String, in fileSystem: any FileSystem) -> String? {
        let folder = Path.directory(of: path)
        let name = Path.lastComponent(of: path).lowercased()
        let stem = name.hasSuffix(".xcconfig") ? String(name.dropLast(".xcconfig".count)) : name
        let words = ["template", "example", "sample", "dist"]
        let found = ((try? fileSystem.entries(of: folder)) ?? []).filter { entry in
            let lower = entry.lowercased()
            return lower != name && lower.hasPrefix(stem) && words.contains { lower.dropFirst(stem.count).contains($0) }
                && fileSystem.isFile(Path.join(folder, entry))
        }
        return found.count == 1 ? found[0] : nil
    }

    /// Whether `path` is in the folder where CocoaPods writes each target's xcconfig files.
    public static func isWrittenByCocoaPods(_ path: String) -> Bool {
        let components = path.split(separator: "/").dropLast()
        return zip(components, components.dropFirst()).contains { $0 == "Pods" && $1 == "Target Support Files" }
    }

    /// A base configuration reference whose path depends on a build setting the reader cannot evaluate.
    public static func unresolvableBaseConfiguration(_ path: String, configuration: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .warning, rule: baseConfigurationRule,
            "base configuration '\(path)' of configuration '\(configuration)' is relative to a build setting; it is not read",
            at: location)
    }

    /// A synchronized folder that is not on disk.
    public static func unlistableFolder(_ path: String, reason: FileSystemError, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .warning, rule: synchronizedFolderRule,
            "synchronized folder '\(path)' cannot be listed: \(reason); its files belong to no target", at: location)
    }
}
