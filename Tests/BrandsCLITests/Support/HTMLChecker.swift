/// A strict reader for the HTML `brands sheet` writes: stricter than a browser, so a sheet that passes is well-formed
/// by any reading.
///
/// It requires `<!doctype html>` first, every non-void element closed explicitly and in order, double-quoted attribute
/// values, `&` only in known character references, no `<` or `>` in attribute values, no `<script>`, and unique ids;
/// and it builds a small tree for the tests' structural checks.
struct HTMLChecker {
    /// An element with its attributes and children.
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Node] = []

        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }

        /// The element and every element under it, in document order, that satisfy `predicate`.
        func all(where predicate: (Element) -> Bool) -> [Element] {
            var found = predicate(self) ? [self] : []
            for case .element(let child) in children { found += child.all(where: predicate) }
            return found
        }

        /// The elements named `name` under this one (itself included).
        func all(_ name: String) -> [Element] { all { $0.name == name } }

        /// The child elements, without the text between them.
        var elements: [Element] {
            children.compactMap { if case .element(let element) = $0 { element } else { nil } }
        }

        /// Whether the `class` attribute lists `name`.
        func hasClass(_ name: String) -> Bool {
            attributes["class"]?.split(separator: " ").contains { $0 == name } ?? false
        }

        /// The text under the element, references decoded, runs of white space as one space.
        var text: String {
            var raw = ""
            for child in children {
                switch child {
                case .text(let text): raw += text
                case .element(let element): raw += " " + element.text + " "
                }
            }
            return raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
    }

    /// A child: an element or text.
    enum Node {
        case element(Element)
        case text(String)
    }

    static let voidElements: Set<String> = ["meta", "img", "br", "hr", "input", "link", "col", "source", "wbr"]

    /// Problems found, with the byte offset where each was met.
    private(set) var errors: [String] = []
    /// The document element's parent (holds `<html>`).
    let root = Element(name: "#document", attributes: [:])

    /// Reads `html`.
    init(_ html: String) {
        let bytes = Array(html.utf8)
        var index = 0
        var stack = [root]
        var ids = Set<String>()
        func fail(_ message: String) { errors.append("\(message) at byte \(index)") }
        let doctype = Array("<!doctype html>".utf8)
        if bytes.count >= doctype.count,
            String(decoding: bytes[0..<doctype.count], as: UTF8.self).lowercased() == "<!doctype html>"
        {
            index = doctype.count
        } else {
            fail("the document does not start with <!doctype html>")
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                let start = index
                while index < bytes.count && bytes[index] != UInt8(ascii: "<") { index += 1 }
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                if let decoded = Self.decode(text, fail: fail) { stack.last?.children.append(.text(decoded)) }
                if text.contains(">") { fail("a bare '>' in text") }
                continue
            }
            guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else {
                fail("a tag is not closed")
                break
            }
            let tag = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            if tag.hasPrefix("/") {
                let name = String(tag.dropFirst())
                if stack.count > 1, stack.last?.name == name {
                    stack.removeLast()
                } else {
                    fail("</\(name)> does not close <\(stack.last?.name ?? "nothing")>")
                }
                index = end + 1
                continue
            }
            guard let element = Self.element(tag, fail: fail) else {
                index = end + 1
                continue
            }
            if element.name == "script" { fail("a <script> element") }
            if let id = element.attributes["id"], !ids.insert(id).inserted { fail("duplicate id '\(id)'") }
            stack.last?.children.append(.element(element))
            index = end + 1
            if element.name == "style" {
                let close = Array("</style>".utf8)
                var search = index
                while search + close.count <= bytes.count && Array(bytes[search..<(search + close.count)]) != close {
                    search += 1
                }
                element.children.append(.text(String(decoding: bytes[index..<search], as: UTF8.self)))
                index = min(search + close.count, bytes.count)
            } else if !Self.voidElements.contains(element.name) {
                stack.append(element)
            }
        }
        if stack.count > 1 { fail("unclosed elements: \(stack.dropFirst().map(\.name))") }
    }

    /// The elements anywhere in the document satisfying `predicate`.
    func all(where predicate: (Element) -> Bool) -> [Element] { root.all(where: predicate) }

    /// Parses `name attr="value" …`; `nil` (with an error) when it is not that.
    private static func element(_ tag: String, fail: (String) -> Void) -> Element? {
        var scalars = Substring(tag)
        let name = scalars.prefix { $0.isLetter || $0.isNumber }
        guard !name.isEmpty, name == name.lowercased() else {
            fail("'<\(tag.prefix(20))' is not a lowercase tag")
            return nil
        }
        if tag.hasSuffix("/") { fail("self-closing syntax on <\(name)>") }
        scalars = scalars.dropFirst(name.count)
        var attributes: [String: String] = [:]
        while true {
            scalars = scalars.drop { $0 == " " }
            guard !scalars.isEmpty else { break }
            let attribute = scalars.prefix { $0 != "=" && $0 != " " }
            guard !attribute.isEmpty, attribute.allSatisfy({ $0.isLetter || $0 == "-" }) else {
                fail("bad attribute in <\(name)>")
                return nil
            }
            scalars = scalars.dropFirst(attribute.count)
            guard scalars.first == "=" else {
                attributes[String(attribute)] = ""
                continue
            }
            scalars = scalars.dropFirst()
            guard scalars.first == "\"", let close = scalars.dropFirst().firstIndex(of: "\"") else {
                fail("attribute '\(attribute)' of <\(name)> is not double-quoted")
                return nil
            }
            let raw = String(scalars[scalars.index(after: scalars.startIndex)..<close])
            if raw.contains("<") || raw.contains(">") { fail("'<' or '>' in attribute '\(attribute)' of <\(name)>") }
            if attributes[String(attribute)] != nil { fail("attribute '\(attribute)' twice in <\(name)>") }
            attributes[String(attribute)] = decode(raw, fail: fail) ?? raw
            scalars = scalars[scalars.index(after: close)...]
        }
        return Element(name: String(name), attributes: attributes)
    }

    /// `text` with its character references decoded; `nil` (with an error) for a bare or unknown `&`.
    private static func decode(_ text: String, fail: (String) -> Void) -> String? {
        guard text.contains("&") else { return text }
        let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "nbsp": "\u{A0}"]
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[rest.index(after: ampersand)...]
            guard let semicolon = rest.firstIndex(of: ";"), rest.distance(from: rest.startIndex, to: semicolon) <= 8
            else {
                fail("a bare '&'")
                return nil
            }
            let reference = rest[..<semicolon]
            if let value = named[String(reference)] {
                result += value
            } else if reference.hasPrefix("#"), let code = UInt32(reference.dropFirst()),
                let scalar = Unicode.Scalar(code)
            {
                result.unicodeScalars.append(scalar)
            } else {
                fail("unknown reference '&\(reference);'")
                return nil
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
