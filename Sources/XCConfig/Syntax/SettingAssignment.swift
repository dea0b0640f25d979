import Support

/// One `[parameter=pattern]` condition group of an assignment, such as `[sdk=iphoneos*]`.
public struct SettingCondition: Hashable, Sendable {
    /// The parameter name: `sdk`, `arch`, `config`, `variant` or `target` (others are kept and never match
    /// a bound value).
    public var parameter: String
    /// The fnmatch-style, case-sensitive glob the parameter's value must match.
    public var pattern: String
    /// Where the `[` of the group is.
    public var location: SourceLocation

    /// Creates a condition.
    public init(parameter: String, pattern: String, location: SourceLocation) {
        self.parameter = parameter
        self.pattern = pattern
        self.location = location
    }
}

/// One `NAME[cond]… = value` line, after comment removal, trimming and line continuation.
///
/// An assignment is a value whose fields live in one shared, immutable box: a workspace holds the same base
/// xcconfig's assignments in every clone's chains and evaluators, so copying one costs a reference, not five strings
/// and two locations. The box also holds the value compiled for evaluation (with the default limits), so an
/// assignment shared by many evaluators is compiled once. Setting a field replaces the box.
public struct SettingAssignment: Hashable, Sendable {
    private var storage: Storage

    /// The fields, and the value's program.
    private final class Storage: Sendable {
        let name: String
        let conditions: [SettingCondition]
        let value: String
        let location: SourceLocation
        let valueLocation: SourceLocation
        let valueContinuations: [ValueContinuation]
        let program: ValueProgram
        let nameKey: SettingNameKey

        init(
            name: String, conditions: [SettingCondition], value: String, location: SourceLocation,
            valueLocation: SourceLocation, valueContinuations: [ValueContinuation]
        ) {
            self.name = name
            self.conditions = conditions
            self.value = value
            self.location = location
            self.valueLocation = valueLocation
            self.valueContinuations = valueContinuations
            self.nameKey = SettingNameKey(name)
            self.program = ValueProgram(
                value: value, settingName: name, at: valueLocation, continuations: valueContinuations,
                limits: EvaluationLimits.default)
        }
    }

    /// Creates an assignment; `valueLocation` defaults to `location`.
    public init(
        name: String, conditions: [SettingCondition] = [], value: String, location: SourceLocation,
        valueLocation: SourceLocation? = nil, valueContinuations: [ValueContinuation] = []
    ) {
        storage = Storage(
            name: name, conditions: conditions, value: value, location: location,
            valueLocation: valueLocation ?? location, valueContinuations: valueContinuations)
    }

    /// The same for copies of one assignment and different for assignments made apart, even when they are equal: a
    /// cheap key for skipping an assignment seen before (a shared xcconfig's, in every clone's chain).
    package var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// The setting's name with its hash, computed with the assignment (see ``SettingNameKey``).
    package var nameKey: SettingNameKey { storage.nameKey }

    /// The setting's name.
    public var name: String {
        get { storage.name }
        set { replace(name: newValue) }
    }

    /// The condition groups, all of which must match (in source order).
    public var conditions: [SettingCondition] {
        get { storage.conditions }
        set { replace(conditions: newValue) }
    }

    /// The unevaluated value text (references and operators are still in it).
    public var value: String {
        get { storage.value }
        set { replace(value: newValue) }
    }

    /// Where the setting's name starts.
    public var location: SourceLocation {
        get { storage.location }
        set { replace(location: newValue) }
    }

    /// Where the value's first character is (just after `=` and white space).
    public var valueLocation: SourceLocation {
        get { storage.valueLocation }
        set { replace(valueLocation: newValue) }
    }

    /// Where the pieces of a value continued over several lines are, in order; empty for a value on one line.
    public var valueContinuations: [ValueContinuation] {
        get { storage.valueContinuations }
        set { replace(valueContinuations: newValue) }
    }

    /// The value compiled with `limits`: the one compiled with the assignment for the default limits, which is the same
    /// under any nesting bound the value stays within; compiled again only when the bound would cut it differently.
    package func program(limits: EvaluationLimits) -> ValueProgram {
        let compiled = storage.program
        guard
            limits.maximumNesting == EvaluationLimits.default.maximumNesting
                || compiled.nestingDepth <= limits.maximumNesting
        else {
            return ValueProgram(
                value: value, settingName: name, at: valueLocation, continuations: valueContinuations, limits: limits)
        }
        return compiled
    }

    private mutating func replace(
        name: String? = nil, conditions: [SettingCondition]? = nil, value: String? = nil,
        location: SourceLocation? = nil, valueLocation: SourceLocation? = nil,
        valueContinuations: [ValueContinuation]? = nil
    ) {
        storage = Storage(
            name: name ?? self.name, conditions: conditions ?? self.conditions, value: value ?? self.value,
            location: location ?? self.location, valueLocation: valueLocation ?? self.valueLocation,
            valueContinuations: valueContinuations ?? self.valueContinuations)
    }

    /// Equal when every field is.
    public static func == (lhs: SettingAssignment, rhs: SettingAssignment) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.name == rhs.name && lhs.conditions == rhs.conditions && lhs.value == rhs.value
                && lhs.location == rhs.location && lhs.valueLocation == rhs.valueLocation
                && lhs.valueContinuations == rhs.valueContinuations)
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(conditions)
        hasher.combine(value)
        hasher.combine(location)
        hasher.combine(valueLocation)
        hasher.combine(valueContinuations)
    }
}

/// An `#include "path"` or `#include? "path"` directive.
public struct IncludeDirective: Hashable, Sendable {
    /// The path between the quotes, unresolved.
    public var path: String
    /// `true` for `#include?`, which is skipped silently when the file is missing.
    public var isOptional: Bool
    /// Where the `#` is.
    public var location: SourceLocation

    /// Creates a directive.
    public init(path: String, isOptional: Bool, location: SourceLocation) {
        self.path = path
        self.isOptional = isOptional
        self.location = location
    }
}

/// One meaningful line of an xcconfig file, in source order.
public enum XCConfigStatement: Hashable, Sendable {
    case assignment(SettingAssignment)
    case include(IncludeDirective)
}

/// The syntax of one xcconfig file: its statements in order and the problems found while parsing.
public struct XCConfigFile: Hashable, Sendable {
    /// The path the file was parsed as.
    public var path: String
    /// Every assignment and directive, in source order.
    public var statements: [XCConfigStatement]
    /// Problems found in this file alone (include resolution happens later).
    public var diagnostics: [Diagnostic]

    /// Creates a file.
    public init(path: String, statements: [XCConfigStatement], diagnostics: [Diagnostic]) {
        self.path = path
        self.statements = statements
        self.diagnostics = diagnostics
    }
}
