import Support
import XCConfig

/// An xcconfig assigns a setting whose name is a near miss of a known Xcode build setting.
public struct UnknownBuildSettingRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "unknown_build_setting", severity: .error,
        summary: "an xcconfig assigns a misspelt Xcode build setting",
        rationale:
            "Xcode accepts any name as a user-defined setting, so a typo silently leaves the real setting unset.",
        triggeringExamples: [
            RuleExample(
                files: ["Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig + "IPHONEOS_DEPLOYMENT_TAGRET = 17.0\n"],
                expecting: "Configs/Base.xcconfig", line: 6)
        ],
        nonTriggeringExamples: [
            .baseline,
            // A custom setting that is used elsewhere (another setting, an Info.plist, entitlements) is intentional,
            // however close to a known name.
            RuleExample(files: [
                "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig
                    + "CODE_SIGN_STYLES = a\nOTHER = $(CODE_SIGN_STYLES)\n"
            ]),
            // A name starting with an underscore is a project's own by convention: no Xcode setting does.
            RuleExample(files: [
                "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig + "_IPHONEOS_DEPLOYMENT_TARGET_ = 17.0\n"
            ]),
            // A name a value makes when it is evaluated is set on purpose, however close to a known one.
            RuleExample(files: [
                "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig
                    + "SKIP_INSTALL = $(SKIP_INSTALL_$(WRAPPER_EXTENSION))\nSKIP_INSTALL_a = YES\n"
            ]),
        ])

    /// `unknown build setting 'X'; did you mean 'Y'?`.
    public static func message(name: String, suggestion: String) -> String {
        "unknown build setting '\(name)'; did you mean '\(suggestion)'?"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let required = Set(context.schema.requiredBuildSettings)
        // The values of all assignments, for the names they refer to, and the assignments of names neither known nor
        // required, once for each place. Every clone's chain holds the shared files' assignments again: those are
        // skipped by identity, which costs less than hashing their locations; clones repeat the same values and the
        // same custom names, so each is scanned, and looked up, once.
        var values = Set<String>()
        var assignments: [SettingAssignment] = []
        var seen = Set<SourceLocation>()
        var seenAssignments = Set<ObjectIdentifier>()
        for clone in context.clones {
            for configuration in clone.configurations {
                for level in configuration.levels where level.source.kind.isFromFiles {
                    for assignment in level.assignments where seenAssignments.insert(assignment.identity).inserted {
                        values.insert(assignment.value)
                        if !KnownBuildSettings.names.contains(assignment.name), !required.contains(assignment.name),
                            seen.insert(assignment.location).inserted
                        {
                            assignments.append(assignment)
                        }
                    }
                }
            }
        }
        let referenced = ReferenceScanner.referencedNames(in: values)
        // The starts of names made when a value is evaluated: `$(SKIP_INSTALL_$(WRAPPER_EXTENSION))` (Colloquy) looks
        // up `SKIP_INSTALL_a`, `SKIP_INSTALL_app` and the like, each set on purpose.
        var madePrefixes: [String] = []
        // Such a value holds two `$` at least; most hold none or one, and are passed over by a look at their bytes.
        for value in values where Self.hasTwoDollars(value) {
            for reference in ReferenceScanner.references(in: value)
            where MisspeltSettingReferenceRule.isNamePrefix(in: value, at: reference.offset, name: reference.name)
                && !madePrefixes.contains(reference.name)
            {
                madePrefixes.append(reference.name)
            }
        }
        // Suggestions are looked for only for a name neither known nor referenced, from the known names' shared index
        // with the schema's required settings added.
        var index: NearMissIndex?
        var nearMisses: [String: String?] = [:]
        var documentReferences: Set<String>?
        var diagnostics: [Diagnostic] = []
        for assignment in assignments where !referenced.contains(assignment.name) {
            let name = assignment.name
            // No Xcode setting starts with an underscore: one that does is the project's own by that convention, not
            // a typo (Provenance's `_PRODUCT_BUNDLE_IDENTIFIER_` beside the real one).
            if name.utf8.first == UInt8(ascii: "_") { continue }
            if madePrefixes.contains(where: { name.hasPrefix($0) }) { continue }
            let nearMiss: String?
            if let known = nearMisses[name] {
                nearMiss = known
            } else {
                if index == nil {
                    index = NearMissIndex.knownBuildSettings.adding(required, except: KnownBuildSettings.names)
                }
                nearMiss = index?.nearMiss(name)
                nearMisses[name] = nearMiss
            }
            guard let suggestion = nearMiss else { continue }
            // A name an Info.plist or entitlements file refers to is the app's own setting (eudi's `BUILD_VARIANT`,
            // which its Info.plist shows as "Build Variant"); those files are scanned on a near miss only.
            if documentReferences == nil { documentReferences = Self.namesReferenced(byDocumentsOf: context.clones) }
            if documentReferences?.contains(name) == true { continue }
            // The name it misspells may be set beside it (`ENABLE_BITCODE` and, a line below, `ENABLE_BITCODES`):
            // renaming would set one key twice, so the advice is to remove it.
            let message =
                Self.assignedBeside(suggestion, near: assignment.location, context: context).map {
                    Self.message(name: name, alsoSet: suggestion, line: $0)
                } ?? Self.message(name: name, suggestion: suggestion)
            diagnostics.append(
                Diagnostic(Self.description.severity, rule: Self.description.id, message, at: assignment.location))
        }
        return diagnostics
    }

    /// Whether `value` holds two `$` or more.
    private static func hasTwoDollars(_ value: String) -> Bool {
        var seen = false
        for byte in value.utf8 where byte == UInt8(ascii: "$") {
            if seen { return true }
            seen = true
        }
        return false
    }

    /// The names the Info.plists and entitlements files of `clones` (their apps' and their extensions') refer to.
    static func namesReferenced(byDocumentsOf clones: [LoadedClone]) -> Set<String> {
        var names = Set<String>()
        for clone in clones {
            let configurations = clone.configurations + (clone.product?.targets.flatMap(\.configurations) ?? [])
            for configuration in configurations {
                for document in [configuration.infoPlist, configuration.entitlements].compactMap({ $0 }) {
                    UndefinedInfoPlistVariableRule.forEachString(in: document) { text, _ in
                        for reference in ReferenceScanner.references(in: text) { names.insert(reference.name) }
                    }
                }
            }
        }
        return names
    }

    /// `unknown build setting 'X'; 'Y', which it looks like, is set too (line N): remove this one`.
    public static func message(name: String, alsoSet suggestion: String, line: Int) -> String {
        "unknown build setting '\(name)'; '\(suggestion)', which it looks like, is set too (line \(line)): remove this one"
    }

    /// The line nearest `location` of its file where a selected clone's levels assign `name` (a project file sets a
    /// name once per configuration), if any; looked for on a finding only.
    private static func assignedBeside(_ name: String, near location: SourceLocation, context: ValidationContext)
        -> Int?
    {
        var nearest: Int?
        for clone in context.clones {
            for configuration in clone.configurations {
                for level in configuration.levels where level.source.kind.isFromFiles {
                    for assignment in level.assignments
                    where assignment.name == name && assignment.location.file == location.file {
                        let line = assignment.location.line
                        if nearest.map({ abs($0 - location.line) > abs(line - location.line) }) ?? true {
                            nearest = line
                        }
                    }
                }
            }
        }
        return nearest
    }

    /// The known name `name` is most likely a typo of: at most two edits away, for names long enough that two
    /// edits are a small part of them; of equally close names, the shortest, then the first in sorted order.
    package static func nearMiss(_ name: String, in known: Set<String>) -> String? {
        NearMissIndex(known).nearMiss(name)
    }
}

/// Finds the names that values refer to with `$(NAME…)`, `${NAME…}`, `$[NAME…]` or `$NAME`.
public enum ReferenceScanner {
    /// Every name referenced in `values`.
    public static func referencedNames(in values: some Sequence<String>) -> Set<String> {
        var names = Set<String>()
        for value in values { names.formUnion(references(in: value).map(\.name)) }
        return names
    }

    /// The references in `text`, in order, with their offsets (in characters) from its start.
    public static func references(in text: String) -> [(name: String, offset: Int)] {
        // Most texts (Info.plist values, xcconfig values) refer to nothing: one pass over their bytes says so.
        let scanned = text.utf8.withContiguousStorageIfAvailable { buffer -> [(name: String, offset: Int)]? in
            guard buffer.contains(UInt8(ascii: "$")) else { return [] }
            // In ASCII text without CR (the usual case) characters are bytes, so bytes can be scanned.
            guard buffer.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
            return byteReferences(in: buffer)
        }
        if let scanned, let references = scanned { return references }
        guard text.utf8.contains(UInt8(ascii: "$")) else { return [] }
        return referencesByCharacters(in: text)
    }

    /// Whether `byte` may be in a setting's name, an ASCII letter, digit or `_`.
    ///
    /// Written here, where the scan runs over every byte of every value, rather than called across modules
    /// (`UInt8.isASCIILetterOrDigit` of `BrandFormats` is not inlined here, a sixth of the scan's cost).
    @inline(__always)
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    /// ``references(in:)`` in ASCII text without CR, where characters are bytes.
    private static func byteReferences(in buffer: UnsafeBufferPointer<UInt8>) -> [(name: String, offset: Int)] {
        var result: [(String, Int)] = []
        var index = 0
        while index < buffer.count {
            guard buffer[index] == UInt8(ascii: "$"), index + 1 < buffer.count else {
                index += 1
                continue
            }
            var start = index + 1
            if buffer[start] == UInt8(ascii: "(") || buffer[start] == UInt8(ascii: "{")
                || buffer[start] == UInt8(ascii: "[")
            {
                start += 1
            }
            var end = start
            while end < buffer.count, isNameByte(buffer[end]) {
                end += 1
            }
            if end > start, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(buffer[start]) {
                result.append(
                    (String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self), index))
            }
            index = max(end, index + 1)
        }
        return result
    }

    /// The expression naming the setting the reference at `offset` (as ``references(in:)`` gives it, with its `name`)
    /// looks up, when the name is computed: `A_$(K)` for `$(A_$(K))` or `$(A_$(K):lower)`, which looks up `A_X`
    /// when `K` is `X`; `nil` for a reference by a plain name, and for one without its closing bracket.
    public static func computedName(in text: String, at offset: Int, name: String) -> String? {
        let characters = Array(text)
        let closers: [Character: Character] = ["(": ")", "{": "}", "[": "]"]
        let nameStart = offset + 2
        guard offset >= 0, nameStart + name.count < characters.count, characters[offset] == "$",
            let closer = closers[characters[offset + 1]], characters[nameStart + name.count] == "$"
        else { return nil }
        // The brackets still open, innermost last; the name ends at the outer one's `:` (an operator) or closer.
        var open: [Character] = [closer]
        var index = nameStart + name.count
        var nameEnd: Int?
        while index < characters.count {
            let character = characters[index]
            if character == "$", index + 1 < characters.count, let inner = closers[characters[index + 1]] {
                open.append(inner)
                index += 2
                continue
            }
            if character == open.last {
                open.removeLast()
                if open.isEmpty { return String(characters[nameStart..<(nameEnd ?? index)]) }
            } else if character == ":", open.count == 1, nameEnd == nil {
                nameEnd = index
            }
            index += 1
        }
        return nil
    }

    /// ``references(in:)`` by characters, for text where characters are not bytes (and for tests, on any text).
    package static func referencesByCharacters(in text: String) -> [(name: String, offset: Int)] {
        let characters = Array(text)
        var result: [(String, Int)] = []
        var index = 0
        while index < characters.count {
            guard characters[index] == "$", index + 1 < characters.count else {
                index += 1
                continue
            }
            var start = index + 1
            if ["(", "{", "["].contains(characters[start]) { start += 1 }
            var end = start
            while end < characters.count, characters[end].isASCII,
                characters[end].isLetter || characters[end].isNumber || characters[end] == "_"
            {
                end += 1
            }
            if end > start, !characters[start].isNumber { result.append((String(characters[start..<end]), index)) }
            index = max(end, index + 1)
        }
        return result
    }
}
