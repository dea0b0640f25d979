import Documents
import Support
import XCConfig

/// Typed access to objects' fields, reporting missing required fields, wrong types and dangling references.
extension ModelBuilder {
    typealias Diagnostics = XcodeProjectDiagnostics

    /// The string in `field`, reporting a wrong type, or its absence when `required`.
    mutating func string(_ field: String, of object: PBXObject, required: Bool = false) -> String? {
        guard let node = object[field: field] else {
            if required { report(Diagnostics.missingField(field, in: object.isa, id: object.id, at: object.location)) }
            return nil
        }
        switch node.value {
        case .string(let text): return text
        case .integer(let number): return String(number)
        default:
            report(wrongType(field, of: object, expected: "a string", node: node))
            return nil
        }
    }

    /// The number in `field` (old-style files write numbers as strings), reporting a value that is no number.
    mutating func integer(_ field: String, of object: PBXObject) -> Int? {
        guard let node = object[field: field] else { return nil }
        if let number = node.integerValue { return number }
        if let text = node.stringValue, let number = Int(text) { return number }
        report(wrongType(field, of: object, expected: "a number", node: node))
        return nil
    }

    /// The strings in the array `field`, reporting a value that is no array and elements that are no strings.
    mutating func strings(_ field: String, of object: PBXObject) -> [String] {
        guard let node = object[field: field] else { return [] }
        guard let elements = node.arrayElements else {
            // A lone string stands for a one-element list, as Xcode writes some path lists.
            if let text = node.stringValue { return [text] }
            report(wrongType(field, of: object, expected: "an array of strings", node: node))
            return []
        }
        return elements.compactMap { element in
            guard let text = element.stringValue else {
                report(wrongType(field, of: object, expected: "an array of strings", node: element))
                return nil
            }
            return text
        }
    }

    /// The dictionary entries of `field`, reporting a value that is no dictionary.
    mutating func dictionary(_ field: String, of object: PBXObject) -> [PlistMember]? {
        guard let node = object[field: field] else { return nil }
        guard let members = node.dictionaryMembers else {
            report(wrongType(field, of: object, expected: "a dictionary", node: node))
            return nil
        }
        return members
    }

    /// The object `field` names, checked to be one of `kinds`; reports a missing field when `required`, a
    /// dangling id and an object of another kind.
    mutating func reference(_ field: String, of object: PBXObject, kinds: [String], required: Bool = false)
        -> PBXObject?
    {
        guard let node = object[field: field] else {
            if required { report(Diagnostics.missingField(field, in: object.isa, id: object.id, at: object.location)) }
            return nil
        }
        guard let id = node.stringValue else {
            report(wrongType(field, of: object, expected: "an object id", node: node))
            return nil
        }
        return resolve(id, field: field, of: object, kinds: kinds, at: node.location)
    }

    /// The objects the array `field` names, each checked like ``reference(_:of:kinds:required:)``; elements that
    /// do not resolve are left out.
    mutating func references(_ field: String, of object: PBXObject, kinds: [String]) -> [PBXObject] {
        referenceIndices(field, of: object, kinds: kinds).map { graph.orderedObjects[$0] }
    }

    /// The positions in ``ObjectGraph/orderedObjects`` of the objects the array `field` names, each checked like
    /// ``reference(_:of:kinds:required:)``; elements that do not resolve are left out.
    mutating func referenceIndices(_ field: String, of object: PBXObject, kinds: [String]) -> [Int] {
        guard let node = object[field: field] else { return [] }
        guard let elements = node.arrayElements else {
            report(wrongType(field, of: object, expected: "an array of object ids", node: node))
            return []
        }
        return elements.compactMap { element in
            guard let id = element.stringValue else {
                report(wrongType(field, of: object, expected: "an array of object ids", node: element))
                return nil
            }
            return resolveIndex(id, field: field, of: object, kinds: kinds, at: element.location)
        }
    }

    /// The object `id`, reported as dangling or of the wrong kind at `location`.
    mutating func resolve(
        _ id: String, field: String, of object: PBXObject, kinds: [String], at location: SourceLocation
    )
        -> PBXObject?
    {
        resolveIndex(id, field: field, of: object, kinds: kinds, at: location).map { graph.orderedObjects[$0] }
    }

    /// The position of object `id`, reported as dangling or of the wrong kind at `location`.
    private mutating func resolveIndex(
        _ id: String, field: String, of object: PBXObject, kinds: [String], at location: SourceLocation
    ) -> Int? {
        guard let index = graph.indexByID[id] else {
            if field == "children", ReferenceNode.Kind(isa: object.isa)?.isGroup == true {
                report(Diagnostics.staleGroupChild(id, in: object.isa, at: location))
            } else {
                report(Diagnostics.danglingReference(id, field: field, in: object.isa, at: location))
            }
            return nil
        }
        let isa = graph.orderedObjects[index].isa
        guard kinds.contains(isa) else {
            // An object of an unknown kind has been reported as such; naming it is not a second problem.
            if PBXObject.knownISAs.contains(isa) {
                report(
                    Diagnostics.wrongReferenceKind(
                        id, field: field, in: object.isa, expected: kinds, found: isa, at: location))
            }
            return nil
        }
        return index
    }

    private func wrongType(_ field: String, of object: PBXObject, expected: String, node: PlistNode) -> Diagnostic {
        Diagnostics.wrongType(
            field, in: object.isa, expected: expected, found: ObjectGraph.describe(node), at: node.location)
    }
}
