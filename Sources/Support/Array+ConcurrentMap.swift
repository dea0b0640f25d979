import Dispatch

extension Array where Element: Sendable {
    /// The elements transformed on every core, in the elements' order: the same result as `map`.
    ///
    /// Fork and join: every transform has finished when this returns, so the work is as structured as `map`'s.
    /// `transform` must not depend on the order in which elements are transformed.
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let slots = ResultSlots<Result>(count: count)
        withoutActuallyEscaping(transform) { transform in
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.store(transform(self[index]), at: index)
            }
        }
        return slots.take()
    }
}

/// Storage each iteration of a ``Swift/Array/concurrentMap(_:)`` writes its own slot of.
private final class ResultSlots<Value>: @unchecked Sendable {
    // Unchecked: each slot is written by exactly one iteration, and read only after every iteration has finished
    // (`concurrentPerform` returns after all of them), so no two threads touch one slot.
    private let slots: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// Stores the value of slot `index`.
    func store(_ value: Value, at index: Int) {
        slots[index] = value
    }

    /// Every slot's value, in order; every slot must have been stored.
    func take() -> [Value] {
        (0..<count).compactMap { slots[$0] }
    }
}
