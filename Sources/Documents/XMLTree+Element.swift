import Support

extension XMLTree {
    /// One `name="value"` of a start tag, with entities resolved.
    public struct Attribute: Hashable, Sendable {
        /// The attribute's name.
        public var name: String
        /// The value between the quotes, with `&…;` references resolved.
        public var value: String
        /// Where the name starts.
        public var location: SourceLocation
        /// Where the value's first character is (just after the opening quote).
        public var valueLocation: SourceLocation

        /// Creates an attribute.
        public init(name: String, value: String, location: SourceLocation, valueLocation: SourceLocation) {
            self.name = name
            self.value = value
            self.location = location
            self.valueLocation = valueLocation
        }
    }

    /// One element: its attributes in written order, its child elements and the text directly inside it.
    public struct Element: Hashable, Sendable {
        /// The tag name.
        public var name: String
        /// The attributes, in written order.
        public var attributes: [Attribute]
        /// The child elements, in written order.
        public var children: [Element]
        /// The text directly inside the element (comments dropped, entities resolved), untrimmed.
        public var text: String
        /// Where the start tag's `<` is.
        public var location: SourceLocation

        /// Creates an element.
        public init(
            name: String, attributes: [Attribute] = [], children: [Element] = [], text: String = "",
            location: SourceLocation
        ) {
            self.name = name
            self.attributes = attributes
            self.children = children
            self.text = text
            self.location = location
        }

        /// The first attribute called `name`.
        public func attribute(_ name: String) -> Attribute? {
            attributes.first { $0.name == name }
        }

        /// The value of the first attribute called `name`.
        public subscript(attribute name: String) -> String? {
            attribute(name)?.value
        }

        /// The child elements called `name`, in order.
        public func children(named name: String) -> [Element] {
            children.filter { $0.name == name }
        }

        /// The first child element called `name`.
        public func firstChild(named name: String) -> Element? {
            children.first { $0.name == name }
        }
    }
}
