import Support

extension JSONNode {
    /// The value of the first member named `key` when this is an object; `nil` otherwise.
    ///
    /// The first member wins, matching where ``JSONDiagnostics/duplicateKey(_:at:first:)`` points its note,
    /// so a rule that reads a value and a note about its definition agree.
    public subscript(key: String) -> JSONNode? {
        member(named: key)?.value
    }

    /// The first member named `key` when this is an object.
    public func member(named key: String) -> JSONMember? {
        guard case .object(let members) = value else { return nil }
        // By index: a member is copied only when it is the one returned.
        for index in members.indices where members[index].key == key { return members[index] }
        return nil
    }

    /// The element at `index` when this is an array and the index is in range.
    public subscript(index: Int) -> JSONNode? {
        guard let elements = arrayElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The members in written order when this is an object.
    public var objectMembers: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The elements when this is an array.
    public var arrayElements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The text when this is a string.
    public var stringValue: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The truth value when this is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    /// The number when this is a number.
    public var numberValue: JSONNumber? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool { value == .null }

    /// A word for the kind of value, for messages such as "expected a string but found an array".
    public var kindDescription: String { value.kindDescription }
}

extension JSONValue {
    /// `a string`, `an object`, …, for messages.
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
