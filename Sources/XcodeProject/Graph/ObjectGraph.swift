import Documents
import Support
import XCConfig

/// The object table of a `project.pbxproj`: every object by id and the id of the root `PBXProject`.
///
/// Built from the property-list tree without interpreting the objects; the ``XcodeProjectModel`` is made from it.
public struct ObjectGraph: Sendable {
    /// The project file's path, as locations name it.
    public var file: String
    /// Every object in written order; of an id defined twice, the first definition only.
    public var orderedObjects: [PBXObject]
    /// The position of each id in ``orderedObjects``.
    public var indexByID: [String: Int]
    /// The id `rootObject` names, if it is a string.
    public var rootObjectID: String?
    /// Where `rootObject`'s value is written (the file's start when it is missing).
    public var rootObjectLocation: SourceLocation

    /// Creates a graph of `objects`, whose ids must be unique.
    public init(file: String, objects: [PBXObject], rootObjectID: String?, rootObjectLocation: SourceLocation) {
        self.file = file
        self.orderedObjects = objects
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(objects.count)
        for (index, object) in objects.enumerated() { indexByID[object.id] = index }
        self.indexByID = indexByID
        self.rootObjectID = rootObjectID
        self.rootObjectLocation = rootObjectLocation
    }

    /// The object with `id`.
    public subscript(id: String) -> PBXObject? {
        indexByID[id].map { orderedObjects[$0] }
    }

    /// The ids in written order.
    public var ids: [String] { orderedObjects.map(\.id) }

    /// Builds the graph from the parsed file; the graph is `nil` only when there is no `objects` table at all.
    ///
    /// Reports a malformed top level, duplicate ids, objects that are no dictionary or have no string `isa`, and
    /// unknown `isa` values.
    public static func build(from root: PlistNode, file: String) -> (graph: ObjectGraph?, diagnostics: [Diagnostic]) {
        typealias Diagnostics = XcodeProjectDiagnostics
        guard let topLevel = root.dictionaryMembers else {
            return (
                nil, [Diagnostics.malformedTopLevel("the file holds no dictionary at its top level", at: root.location)]
            )
        }
        guard let objectsNode = root["objects"] else {
            return (nil, [Diagnostics.malformedTopLevel("the file has no 'objects' table", at: root.location)])
        }
        guard let members = objectsNode.dictionaryMembers else {
            let problem = "'objects' must be a dictionary of objects by id"
            return (nil, [Diagnostics.malformedTopLevel(problem, at: objectsNode.location)])
        }
        var diagnostics: [Diagnostic] = []
        var objects: [PBXObject] = []
        objects.reserveCapacity(members.count)
        var firstLocations: [String: SourceLocation] = [:]
        firstLocations.reserveCapacity(members.count)
        for member in members {
            if let first = firstLocations[member.key] {
                diagnostics.append(Diagnostics.duplicateID(member.key, at: member.keyLocation, first: first))
                continue
            }
            firstLocations[member.key] = member.keyLocation
            guard let fields = member.value.dictionaryMembers else {
                diagnostics.append(
                    Diagnostics.wrongType(
                        member.key, in: "objects", expected: "a dictionary", found: describe(member.value),
                        at: member.value.location))
                continue
            }
            guard let isaNode = fields.first(where: { $0.key == "isa" })?.value else {
                diagnostics.append(
                    Diagnostics.missingField("isa", in: "object", id: member.key, at: member.keyLocation))
                continue
            }
            guard let isa = isaNode.stringValue else {
                diagnostics.append(
                    Diagnostics.wrongType(
                        "isa", in: "object '\(member.key)'", expected: "a string", found: describe(isaNode),
                        at: isaNode.location))
                continue
            }
            if !PBXObject.knownISAs.contains(isa) {
                diagnostics.append(Diagnostics.unknownISA(isa, id: member.key, at: isaNode.location))
            }
            objects.append(PBXObject(id: member.key, isa: isa, fields: fields, location: member.keyLocation))
        }
        let rootMember = topLevel.first { $0.key == "rootObject" }
        var rootObjectID: String?
        if let rootMember {
            rootObjectID = rootMember.value.stringValue
            if rootObjectID == nil {
                diagnostics.append(
                    Diagnostics.wrongType(
                        "rootObject", in: "the project file", expected: "an object id",
                        found: describe(rootMember.value),
                        at: rootMember.value.location))
            }
        } else {
            diagnostics.append(Diagnostics.malformedTopLevel("the file has no 'rootObject'", at: root.location))
        }
        let graph = ObjectGraph(
            file: file, objects: objects, rootObjectID: rootObjectID,
            rootObjectLocation: rootMember?.value.location ?? root.location)
        return (graph, diagnostics)
    }

    /// A value's kind in words, for messages.
    static func describe(_ node: PlistNode) -> String {
        switch node.value {
        case .string: "a string"
        case .integer, .real: "a number"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}
