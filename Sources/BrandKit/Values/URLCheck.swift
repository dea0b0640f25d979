/// Checks of absolute web URLs, without Foundation's platform-dependent URL parsing.
public enum URLCheck {
    /// Why `text` is not an absolute `http`/`https` URL with a host, or `nil` when it is one.
    public static func problem(_ text: String) -> String? {
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
