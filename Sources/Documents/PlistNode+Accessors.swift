import Support

extension PlistNode {
    /// The value of the first entry named `key` when this is a dictionary; `nil` otherwise.
    ///
    /// The first entry wins, matching where ``PlistDiagnostics/duplicateKey(_:at:first:)`` points its note.
    public subscript(key: String) -> PlistNode? {
        dictionaryMembers?.first { $0.key == key }?.value
    }

    /// The element at `index` when this is an array and the index is in range.
    public subscript(index: Int) -> PlistNode? {
        guard let elements = arrayElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The entries in written order when this is a dictionary.
    public var dictionaryMembers: [PlistMember]? {
        if case .dictionary(let members) = value { return members }
        return nil
    }

    /// The elements when this is an array.
    public var arrayElements: [PlistNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The text when this is a string.
    public var stringValue: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The truth value when this is `<true/>` or `<false/>`.
    public var boolValue: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    /// The number when this is an integer.
    public var integerValue: Int? {
        if case .integer(let number) = value { return number }
        return nil
    }
}

extension PlistValue {
    /// `a string`, `a dictionary`, …, for messages such as "must be a number, not a string".
    public var kindDescription: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}
