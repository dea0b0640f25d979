/// A stored property kept behind one reference: copying its owner copies a pointer, not the value.
///
/// For the large values (`LoadedConfiguration`, `CloneIdentity`, over a kilobyte each inline) that the clone and
/// configuration types hold and that rules copy in and out of arrays thousands of times. The value stays a value:
/// setting it (or mutating through it) stores a new box, so a copy made earlier keeps what it had.
@propertyWrapper
public struct Indirect<Value: Sendable>: Sendable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    /// Boxes `wrappedValue`.
    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    /// The value.
    public var wrappedValue: Value {
        get { box.value }
        set { box = Box(newValue) }
    }

    /// The box itself (`$name`): assigning one owner's to another's shares the box instead of copying the value
    /// into a new one.
    public var projectedValue: Indirect<Value> {
        get { self }
        set { self = newValue }
    }
}

extension Indirect: Equatable where Value: Equatable {
    /// Whether the two values are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Indirect: Hashable where Value: Hashable {
    /// Hashes the value.
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
