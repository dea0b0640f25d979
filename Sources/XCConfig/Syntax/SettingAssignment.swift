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
public struct SettingAssignment: Hashable, Sendable {
    /// The setting's name.
    public var name: String
    /// The condition groups, all of which must match (in source order).
    public var conditions: [SettingCondition]
    /// The unevaluated value text (references and operators are still in it).
    public var value: String
    /// Where the setting's name starts.
    public var location: SourceLocation
    /// Where the value's first character is (just after `=` and white space).
    public var valueLocation: SourceLocation
    /// Where the pieces of a value continued over several lines are, in order; empty for a value on one line.
    public var valueContinuations: [ValueContinuation]

    /// Creates an assignment; `valueLocation` defaults to `location`.
    public init(
        name: String, conditions: [SettingCondition] = [], value: String, location: SourceLocation,
        valueLocation: SourceLocation? = nil, valueContinuations: [ValueContinuation] = []
    ) {
        self.name = name
        self.conditions = conditions
        self.value = value
        self.location = location
        self.valueLocation = valueLocation ?? location
        self.valueContinuations = valueContinuations
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
