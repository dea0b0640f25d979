extension ExampleWorkspace {
    /// The UTF-8 bytes of `text` with every `marker` character replaced by the single byte `byte`, for
    /// examples of files that are not valid UTF-8 (a Swift string cannot hold such bytes).
    public static func bytes(_ text: String, replacing marker: Unicode.Scalar, with byte: UInt8) -> [UInt8] {
        var result: [UInt8] = []
        for scalar in text.unicodeScalars {
            if scalar == marker {
                result.append(byte)
            } else {
                result += Array(String(scalar).utf8)
            }
        }
        return result
    }

    /// The relative paths of every baseline file under `folder` (a relative path), for examples that remove
    /// or replace a whole folder.
    public static func files(under folder: String) -> [String] {
        files.keys.filter { $0.hasPrefix(folder + "/") }.sorted()
    }
}
