import Foundation

/// A `project.pbxproj` written in code, rendered in Xcode's old-style text form or as an XML property list, with
/// the line of every object and field known, so tests can assert located diagnostics in either form.
struct PBXProjFixture {
    /// A field value.
    indirect enum Value: ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
        case string(String)
        case list([String])
        case dictionary([(String, Value)])

        init(stringLiteral value: String) { self = .string(value) }
        init(arrayLiteral elements: String...) { self = .list(elements) }
    }

    /// The form to write.
    enum Form: String, CaseIterable, CustomStringConvertible {
        case ascii
        case xml

        var description: String { rawValue }
    }

    /// Objects in written order: id and fields (`isa` first by convention).
    var objects: [(id: String, fields: [(String, Value)])] = []
    var rootObject = "PROJECT"

    /// Adds an object.
    mutating func add(_ id: String, _ isa: String, _ fields: [(String, Value)] = []) {
        objects.append((id, [("isa", .string(isa))] + fields))
    }

    /// Adds fields to the object `id` (the first one with that id).
    mutating func update(_ id: String, _ fields: [(String, Value)]) {
        guard let index = objects.firstIndex(where: { $0.id == id }) else { return }
        objects[index].fields += fields
    }

    /// Removes the objects with the given ids.
    mutating func remove(objects ids: Set<String>) {
        objects = objects.filter { object in !ids.contains(object.id) }
    }

    /// Removes `field` from the object `id`.
    mutating func remove(field: String, from id: String) {
        for index in objects.indices where objects[index].id == id {
            objects[index].fields = objects[index].fields.filter { member in member.0 != field }
        }
    }

    /// Replaces `field` of the object `id` (or adds it).
    mutating func replace(field: String, of id: String, with value: Value) {
        remove(field: field, from: id)
        update(id, [(field, value)])
    }

    /// The text of the file in `form`.
    func render(_ form: Form) -> String {
        var writer = Writer(form: form)
        writer.document(objects: objects, rootObject: rootObject)
        return writer.text
    }

    /// The 1-based line where object `id` starts in `form`.
    func line(ofObject id: String, in form: Form) -> Int {
        lines(form).firstIndex(of: form == .ascii ? "\t\t\(Writer.quote(id)) = {" : "\t\t<key>\(id)</key>").map {
            $0 + 1
        } ?? 0
    }

    /// The 1-based line of `field` in object `id` in `form`.
    func line(ofField field: String, in id: String, form: Form) -> Int {
        let all = lines(form)
        let start = line(ofObject: id, in: form)
        let needle = form == .ascii ? "\t\t\t\(Writer.quote(field)) = " : "\t\t\t<key>\(field)</key>"
        guard start > 0 else { return 0 }
        return all[start...].firstIndex { $0.hasPrefix(needle) }.map { $0 + 1 } ?? 0
    }

    private func lines(_ form: Form) -> [String] {
        render(form).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

/// Writes the two forms.
private struct Writer {
    let form: PBXProjFixture.Form
    var text = ""

    static func quote(_ text: String) -> String {
        let bare =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0)
                    || "_$+/:.-".unicodeScalars.contains($0)
            }
        if bare { return text }
        var quoted = "\""
        for character in text {
            switch character {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            default: quoted.append(character)
            }
        }
        return quoted + "\""
    }

    static func escapeXML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    mutating func document(objects: [(id: String, fields: [(String, PBXProjFixture.Value)])], rootObject: String) {
        let objectValue = PBXProjFixture.Value.dictionary(objects.map { ($0.id, .dictionary($0.fields)) })
        let top: [(String, PBXProjFixture.Value)] = [
            ("archiveVersion", "1"), ("classes", .dictionary([])), ("objectVersion", "77"), ("objects", objectValue),
            ("rootObject", .string(rootObject)),
        ]
        switch form {
        case .ascii:
            text = "// !$*UTF8*$!\n"
            value(.dictionary(top), depth: 0)
        case .xml:
            text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"
            value(.dictionary(top), depth: 0)
            text += "</plist>"
        }
        text += "\n"
    }

    private mutating func value(_ value: PBXProjFixture.Value, depth: Int) {
        let indent = String(repeating: "\t", count: depth)
        switch (form, value) {
        case (.ascii, .string(let string)): text += Self.quote(string)
        case (.ascii, .list(let items)):
            text += "(\n" + items.map { "\(indent)\t\(Self.quote($0)),\n" }.joined() + "\(indent))"
        case (.ascii, .dictionary(let members)):
            text += "{\n"
            for (key, member) in members {
                text += "\(indent)\t\(Self.quote(key)) = "
                self.value(member, depth: depth + 1)
                text += ";\n"
            }
            text += "\(indent)}"
        case (.xml, .string(let string)): text += "<string>\(Self.escapeXML(string))</string>"
        case (.xml, .list(let items)):
            text += "<array>\n" + items.map { "\(indent)\t<string>\(Self.escapeXML($0))</string>\n" }.joined()
            text += "\(indent)</array>"
        case (.xml, .dictionary(let members)):
            text += "<dict>\n"
            for (key, member) in members {
                text += "\(indent)\t<key>\(Self.escapeXML(key))</key>\n\(indent)\t"
                self.value(member, depth: depth + 1)
                text += "\n"
            }
            text += "\(indent)</dict>"
        }
    }
}
