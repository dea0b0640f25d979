import Support

/// Reads `bplist00` files: trailer, offset table and object references, with every read bounds-checked.
///
/// Objects are decoded once each and cached, so shared sub-trees cost nothing extra (arrays are copy-on-write)
/// and work stays linear in the file size. Containers are walked with an explicit stack; an object that
/// appears inside itself is reported as a cycle instead of looping.
struct BinaryPlistReader {
    typealias Message = PlistDiagnostics.Message

    /// A container being filled.
    private struct Frame {
        var object: Int
        var isDictionary: Bool
        var keyReferences: [Int]
        var valueReferences: [Int]
        var keys: [String] = []
        var values: [PlistNode] = []
        /// How many nodes the container holds once shared objects are expanded, itself included.
        var expandedSize = 1
    }

    /// How many values the tree may hold once shared objects are counted at every place they appear.
    ///
    /// A few hundred bytes of objects that each refer twice to the next would otherwise describe 2^100 values and hang
    /// any code that walks the tree.
    static let maximumExpandedSize = 1_000_000

    let bytes: [UInt8]
    let file: String
    private var offsetSize = 0
    var referenceSize = 0
    private var objectCount = 0
    private(set) var offsetTableStart = 0
    private var cache: [Int: (node: PlistNode, expandedSize: Int)] = [:]
    var diagnostics: [Diagnostic] = []

    init(_ bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Reads the top object; returns it (or `nil`) and every diagnostic.
    mutating func read() -> (PlistNode?, [Diagnostic]) {
        let value = readTopObject()
        return (value, diagnostics)
    }

    private mutating func readTopObject() -> PlistNode? {
        let trailerStart = bytes.count - 32
        guard trailerStart >= 8 else { return fail("file is too short to hold a binary property list trailer") }
        offsetSize = Int(bytes[trailerStart + 6])
        referenceSize = Int(bytes[trailerStart + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            let count = unsigned(at: trailerStart + 8, size: 8), let top = unsigned(at: trailerStart + 16, size: 8),
            let tableStart = unsigned(at: trailerStart + 24, size: 8)
        else { return fail("the trailer is corrupt (offset or reference size out of range)") }
        guard count > 0, count <= UInt64(trailerStart), tableStart >= 8, tableStart <= UInt64(trailerStart),
            Int(count) <= (trailerStart - Int(tableStart)) / offsetSize
        else { return fail("the offset table lies outside the file") }
        objectCount = Int(count)
        offsetTableStart = Int(tableStart)
        guard top < count else { return fail("the top object \(top) is not in the offset table") }
        return readTree(from: Int(top))
    }

    private mutating func readTree(from root: Int) -> PlistNode? {
        var stack: [Frame] = []
        var onPath = Set<Int>()
        var pending = root
        while true {
            var completed: PlistNode
            var completedSize = 1
            if let cached = cache[pending] {
                (completed, completedSize) = cached
            } else {
                guard !onPath.contains(pending) else { return fail(Message.referenceCycle(object: pending)) }
                guard let object = decodeObject(pending) else { return nil }
                switch object {
                case .scalar(let node):
                    cache[pending] = (node, 1)
                    completed = node
                case .container(let isDictionary, let keyReferences, let valueReferences):
                    guard stack.count < PlistParser.maximumDepth else {
                        diagnostics.append(
                            PlistDiagnostics.nestingTooDeep(limit: PlistParser.maximumDepth, at: .start(of: file)))
                        return nil
                    }
                    stack.append(
                        Frame(
                            object: pending, isDictionary: isDictionary, keyReferences: keyReferences,
                            valueReferences: valueReferences))
                    onPath.insert(pending)
                    guard let next = nextReference(of: stack[stack.count - 1]) else {
                        let frame = stack.removeLast()
                        onPath.remove(frame.object)
                        completed = node(from: frame)
                        cache[frame.object] = (completed, 1)
                        break
                    }
                    pending = next
                    continue
                }
            }
            // Hand the finished object to its container, finishing containers that are now full.
            while true {
                guard !stack.isEmpty else { return completed }
                let top = stack.count - 1
                if stack[top].keys.count < stack[top].keyReferences.count {
                    guard case .string(let key) = completed.value else {
                        return fail("a dictionary key in object \(stack[top].object) is not a string")
                    }
                    stack[top].keys.append(key)
                } else {
                    stack[top].values.append(completed)
                }
                stack[top].expandedSize += completedSize
                guard stack[top].expandedSize <= Self.maximumExpandedSize else {
                    return fail(Message.tooManyExpandedObjects(limit: Self.maximumExpandedSize))
                }
                if let next = nextReference(of: stack[top]) {
                    pending = next
                    break
                }
                let frame = stack.removeLast()
                onPath.remove(frame.object)
                completed = node(from: frame)
                completedSize = frame.expandedSize
                cache[frame.object] = (completed, completedSize)
            }
        }
    }

    /// Keys first, then values, so every key is known as a string before values arrive.
    private func nextReference(of frame: Frame) -> Int? {
        if frame.keys.count < frame.keyReferences.count { return frame.keyReferences[frame.keys.count] }
        if frame.values.count < frame.valueReferences.count { return frame.valueReferences[frame.values.count] }
        return nil
    }

    private mutating func node(from frame: Frame) -> PlistNode {
        let location = SourceLocation.start(of: file)
        guard frame.isDictionary else { return PlistNode(.array(frame.values), at: location) }
        var members: [PlistMember] = []
        var seen = Set<String>()
        for (key, value) in zip(frame.keys, frame.values) {
            if !seen.insert(key).inserted {
                diagnostics.append(PlistDiagnostics.duplicateKey(key, at: location, first: location))
            }
            members.append(PlistMember(key: key, keyLocation: location, value: value))
        }
        return PlistNode(.dictionary(members), at: location)
    }

    /// The offset of object `reference`, checked against the file.
    func offset(of reference: Int) -> Int? {
        guard reference >= 0, reference < objectCount,
            let offset = unsigned(at: offsetTableStart + reference * offsetSize, size: offsetSize),
            offset >= 8, offset < UInt64(offsetTableStart)
        else { return nil }
        return Int(offset)
    }

    /// A big-endian unsigned integer of `size` (≤ 8) bytes at `position`, or `nil` past the end.
    func unsigned(at position: Int, size: Int) -> UInt64? {
        guard position >= 0, size <= 8, position <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for index in position..<(position + size) { value = value << 8 | UInt64(bytes[index]) }
        return value
    }

    mutating func fail<T>(_ message: String) -> T? {
        diagnostics.append(PlistDiagnostics.binary(message, in: file))
        return nil
    }
}
