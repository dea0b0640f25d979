extension String {
    /// The string with every occurrence of `target` (non-empty), left to right and not overlapping, replaced by
    /// `replacement`; the string itself when `target` does not occur.
    ///
    /// Compares UTF-8 bytes, not characters (`"e"` does not match inside `"é"` written as one scalar, but matches the
    /// `e` of a decomposed `"é"`), which is what paths and placeholders such as `{clone}` need, at a fraction of the
    /// cost of Foundation's `replacingOccurrences(of:with:)` on Linux.
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        let needle = Array(target.utf8)
        guard let first = needle.first else { return self }
        let bytes = Array(utf8)
        guard bytes.count >= needle.count else { return self }
        var result: [UInt8] = []
        var start = 0
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first && bytes[index..<(index + needle.count)].elementsEqual(needle) {
                result.append(contentsOf: bytes[start..<index])
                result.append(contentsOf: replacement.utf8)
                index += needle.count
                start = index
            } else {
                index += 1
            }
        }
        guard start > 0 else { return self }
        result.append(contentsOf: bytes[start...])
        return String(decoding: result, as: UTF8.self)
    }
}
