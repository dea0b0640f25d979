/// Checks of absolute web URLs, without Foundation's platform-dependent URL parsing.
public enum URLCheck {
    /// Why `text` is not an absolute `http`/`https` URL with a host, or `nil` when it is one.
    public static func problem(_ text: String) -> String? {
        // ASCII text, the usual URL, is checked on its bytes; the checks below treat its characters as bytes do.
        if let verdict = asciiProblem(text) { return verdict }
        return problemByCharacters(text)
    }

    /// ``problem(_:)`` for ASCII text, found on its bytes: each character is one byte (CR LF, one character, passes
    /// or fails every check as its two bytes do); `.none` when `text` is not ASCII.
    private static func asciiProblem(_ text: String) -> String?? {
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return .none }
        let separator = Array("://".utf8)
        guard let schemeEnd = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
            if bytes.last == UInt8(ascii: ":") {
                return "'\(text)' is cut short; in an xcconfig '//' starts a comment, write 'https:/$()/…'"
            }
            return "'\(text)' is not an absolute URL; write it as https://host/path"
        }
        let scheme = String(decoding: bytes[..<schemeEnd], as: UTF8.self).lowercased()
        guard scheme == "https" || scheme == "http" else {
            return "'\(text)' has the scheme '\(scheme)'; use https"
        }
        let rest = bytes[(schemeEnd + separator.count)...]
        let host = rest.prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        let hostName =
            host.split(separator: UInt8(ascii: "@")).last.map {
                $0.split(separator: UInt8(ascii: ":")).first ?? []
            } ?? []
        if hostName.isEmpty { return "'\(text)' has no host" }
        if !hostName.allSatisfy({ $0.isASCIILetterOrDigit || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }) {
            return "'\(text)' has an invalid host '\(String(decoding: hostName, as: UTF8.self))'"
        }
        if bytes.contains(where: { (0x09...0x0D).contains($0) || $0 == 0x20 }) {
            return "'\(text)' contains white space"
        }
        return .some(nil)
    }

    /// ``problem(_:)`` on characters, for any text.
    package static func problemByCharacters(_ text: String) -> String? {
        guard let schemeEnd = text.range(of: "://") else {
            if text.hasSuffix(":") {
                return "'\(text)' is cut short; in an xcconfig '//' starts a comment, write 'https:/$()/…'"
            }
            return "'\(text)' is not an absolute URL; write it as https://host/path"
        }
        let scheme = text[..<schemeEnd.lowerBound].lowercased()
        guard scheme == "https" || scheme == "http" else {
            return "'\(text)' has the scheme '\(scheme)'; use https"
        }
        let rest = text[schemeEnd.upperBound...]
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostName = host.split(separator: "@").last.map { $0.split(separator: ":").first ?? "" } ?? ""
        if hostName.isEmpty { return "'\(text)' has no host" }
        let allowed = hostName.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
        if !allowed { return "'\(text)' has an invalid host '\(hostName)'" }
        if text.contains(where: { $0.isWhitespace }) { return "'\(text)' contains white space" }
        return nil
    }

    /// Whether `text` is a plain-`http` URL.
    public static func isInsecure(_ text: String) -> Bool {
        // Compared byte by byte, ignoring ASCII case: no other character lowercases to one of `http://`.
        var bytes = text.utf8.makeIterator()
        for expected in "http://".utf8 {
            guard let byte = bytes.next() else { return false }
            let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            guard lowered == expected else { return false }
        }
        return true
    }
}
